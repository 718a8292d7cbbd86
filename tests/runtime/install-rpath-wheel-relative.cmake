# Issue 21 (4): cudnn_set_install_rpath for a module installed into the site-packages
# that holds the chosen cuDNN wheel: its installed run path is relative
# ($ORIGIN/../nvidia/cudnn/lib), its build-tree run path is left as CMake makes it.
cudnn_isolate()
cudnn_fixture("${FX}/venv" LAYOUT linux-wheel VERSION 9.19.0 PYVER 3.11)
set(ENV{VIRTUAL_ENV} "${FX}/venv")
set(CMAKE_INSTALL_PREFIX "${FX}/venv")
find_package(CUDNN REQUIRED)
file(WRITE "${CMAKE_CURRENT_BINARY_DIR}/ext.c"
  "#include <cudnn.h>\nsize_t ext_version(void) { return cudnnGetVersion(); }\n")
add_library(ext MODULE "${CMAKE_CURRENT_BINARY_DIR}/ext.c")
target_link_libraries(ext PRIVATE CUDNN::cudnn)
set_property(TARGET ext PROPERTY INSTALL_RPATH "$ORIGIN/own")
install(TARGETS ext DESTINATION lib/python3.11/site-packages/pkg)
cudnn_set_install_rpath(ext DESTINATION lib/python3.11/site-packages/pkg)
cudnn_assert_target_property(ext INSTALL_RPATH "$ORIGIN/own;$ORIGIN/../nvidia/cudnn/lib")
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BIN}" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
execute_process(COMMAND readelf -d "${FX}/venv/lib/python3.11/site-packages/pkg/libext.so"
                OUTPUT_VARIABLE dynamic RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
string(REGEX MATCH "\\((RUNPATH|RPATH)\\)[^\n]*\\[([^]\n]*)\\]" entry "${dynamic}")
cudnn_assert_equal(CMAKE_MATCH_2 "$ORIGIN/own:$ORIGIN/../nvidia/cudnn/lib")
]])
