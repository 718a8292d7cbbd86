# case: TOOLCHAIN aarch64-linux-gnu LANGUAGES C CXX PROBE AUTO REQUIRES aarch64 qemu
# The probe is built for aarch64 and run under CMAKE_CROSSCOMPILING_EMULATOR
# (qemu-aarch64): its library checks pass against the target's install, the
# GPU checks are skipped with the reason; a program built for the target
# through CUDNN::cudnn runs under the emulator and prints the library's version.
include("${SRC}/tests/cross/helpers.cmake.inc")
cross_isolate()
cudnn_fixture("${FX}/target/usr" LAYOUT linux-debian VERSION 9.19.0 ARCH aarch64 CUDA_VERSION 13.0)
cross_stand_ins("${FX}/target/usr/lib/aarch64-linux-gnu")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
cudnn_assert_equal(CUDNN_RUNTIME_VERSION 9.19.0)
file(READ "${CUDNN_PROBE_REPORT}" report)
string(JSON mode GET "${report}" mode)
cudnn_assert_equal(mode library)
file(WRITE "${CMAKE_BINARY_DIR}/version.c" [[
#include <stdio.h>
#include <cudnn.h>
int main(void) { printf("header=%d library=%zu\n", CUDNN_VERSION, cudnnGetVersion()); return 0; }
]])
add_executable(version "${CMAKE_BINARY_DIR}/version.c")
target_link_libraries(version PRIVATE CUDNN::cudnn)
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc ERROR_VARIABLE err)
cudnn_assert_equal(rc 0)
execute_process(COMMAND file "${BIN}/version" OUTPUT_VARIABLE kind)
cudnn_assert_matches(kind "ARM aarch64")
set(ENV{LD_LIBRARY_PATH} "${FX}/target/usr/lib/aarch64-linux-gnu")
execute_process(COMMAND qemu-aarch64 -L /usr/aarch64-linux-gnu "${BIN}/version"
                OUTPUT_VARIABLE out RESULT_VARIABLE rc)
message("${out}")
cudnn_assert_equal(rc 0)
cudnn_assert_equal(out "header=91900 library=91900\n")
]])
