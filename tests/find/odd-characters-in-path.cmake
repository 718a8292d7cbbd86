# F23: spaces, brackets, parentheses and Chinese characters in the install
# path: found, and a program built against it runs.
cudnn_isolate()
set(root "${FX}/SDKs [x64] (copy)/用户 데이터/cudnn 9")
cudnn_fixture("${root}" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_ROOT "${root}")
find_package(CUDNN 9 REQUIRED COMPONENTS cnn)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${root}/include")
cudnn_assert_true(CUDNN_engines_precompiled_FOUND)
file(WRITE "${CMAKE_BINARY_DIR}/v.c" [[
#include <stdio.h>
#include <cudnn.h>
int main(void) { printf("version %zu\n", cudnnGetVersion()); return cudnnOpsVersionCheck() == CUDNN_STATUS_SUCCESS ? 0 : 2; }
]])
add_executable(v "${CMAKE_BINARY_DIR}/v.c")
target_link_libraries(v PRIVATE CUDNN::cudnn)
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
execute_process(COMMAND "${BIN}/v" OUTPUT_VARIABLE out RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
cudnn_assert_equal(out "version 91900\n")
]])
