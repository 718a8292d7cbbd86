# F3: Debian's packages before 9.10 have only cudnn_v9.h & co.: the version
# is read from cudnn_version_v9.h and #include <cudnn.h> still compiles.
cudnn_isolate()
cudnn_fixture("${FX}/usr" LAYOUT linux-debian VERSION 9.5.1)
set(CMAKE_PREFIX_PATH "${FX}/usr")
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.5.1)
cudnn_assert_not_exists("${FX}/usr/include/x86_64-linux-gnu/cudnn.h")
file(WRITE "${CMAKE_BINARY_DIR}/v.c" [[
#include <stdio.h>
#include <cudnn.h>
int main(void) { printf("%d %zu\n", CUDNN_VERSION, cudnnGetVersion()); return 0; }
]])
add_executable(v "${CMAKE_BINARY_DIR}/v.c")
target_link_libraries(v PRIVATE CUDNN::cudnn)
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
execute_process(COMMAND "${BIN}/v" OUTPUT_VARIABLE out RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
cudnn_assert_equal(out "90501 90501\n")
]])
