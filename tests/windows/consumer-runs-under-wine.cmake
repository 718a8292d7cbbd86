# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# A Windows program built with MinGW against the 9.19.0 zip layout through
# CUDNN::cudnn, run under Wine with the cuDNN DLLs beside it: it loads the
# DLL the target names and every sub-library passes its version check.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN 9 REQUIRED)
file(WRITE "${CMAKE_BINARY_DIR}/v.c" [[
#include <stdio.h>
#include <cudnn.h>
int main(void) {
  cudnnStatus_t s = cudnnCnnVersionCheck();
  printf("version %d, cnn check %s\n", (int)cudnnGetVersion(), cudnnGetErrorString(s));
  return s == CUDNN_STATUS_SUCCESS ? 0 : 2;
}
]])
add_executable(v "${CMAKE_BINARY_DIR}/v.c")
target_link_libraries(v PRIVATE CUDNN::cudnn)
cudnn_copy_runtime_dlls(v)
set(EMULATOR "${CMAKE_CROSSCOMPILING_EMULATOR}")
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
execute_process(COMMAND @EMULATOR@ "${BIN}/v.exe" OUTPUT_VARIABLE out RESULT_VARIABLE rc)
message("${out}")
cudnn_assert_equal(rc 0)
cudnn_assert_matches(out "version 91900, cnn check CUDNN_STATUS_SUCCESS")
]])
