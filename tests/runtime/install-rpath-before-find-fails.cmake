# Issue 21 (4): cudnn_set_install_rpath with no cuDNN found (the module included by
# a find_package that did not find one) says what to do.
cudnn_isolate()
set(CUDNN_ROOT "${FX}/nothing")
file(MAKE_DIRECTORY "${FX}/nothing")
find_package(CUDNN QUIET)
file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/main.c" "int main(void) { return 0; }\n")
add_executable(app "${CMAKE_CURRENT_BINARY_DIR}/main.c")
cudnn_set_install_rpath(app)
