# Issue 21 (4): cudnn_set_install_rpath with a cuDNN that is no wheel (a CUDA root):
# the run path is the library folder itself, and a note says the binaries are then
# not relocatable.  Without DESTINATION ("."); several targets at once.
cudnn_isolate()
cudnn_fixture("${FX}/cuda" LAYOUT linux-cuda-root VERSION 9.19.0 CUDA_VERSION 13.0)
set(CUDNN_ROOT "${FX}/cuda")
find_package(CUDNN REQUIRED)
file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/main.c" "int main(void) { return 0; }\n")
add_executable(app1 "${CMAKE_CURRENT_BINARY_DIR}/main.c")
add_executable(app2 "${CMAKE_CURRENT_BINARY_DIR}/main.c")
cudnn_set_install_rpath(app1 app2)
cudnn_assert_target_property(app1 INSTALL_RPATH "${FX}/cuda/lib64")
cudnn_assert_target_property(app2 INSTALL_RPATH "${FX}/cuda/lib64")
