# case: SCRIPT REQUIRES aarch64 qemu
# The doctor for a cross build's target: with --toolchain (the aarch64 toolchain
# and its emulator, the target root as CMAKE_FIND_ROOT_PATH) it reports the
# target root's installs as find_package(CUDNN) sees them in that toolchain,
# probes the chosen one under qemu, and asks no question of this machine's
# loader; with --sysroot <dir> --target aarch64 it finds the same install and,
# without a compiler for the target, does not probe it.
include("${SRC}/tests/cross/helpers.cmake.inc")
set(T "${BUILD}/target")
cudnn_make_fixture(LAYOUT linux-debian VERSION 9.19.0 ARCH aarch64 CUDA_VERSION 13.0 DEST "${T}/usr"
                   QUIET ON STUB_CACHE "${CUDNN_FIXTURE_STUB_CACHE}")
cross_stand_ins("${T}/usr/lib/aarch64-linux-gnu")
foreach(var CUDNN_ROOT CUDNN_PATH CUDNN_HOME CUDNN_ROOT_DIR VIRTUAL_ENV CONDA_PREFIX CUDA_PATH
            CMAKE_PREFIX_PATH LD_LIBRARY_PATH)
  unset(ENV{${var}})
endforeach()
set(ENV{CUDNN_TEST_TARGET_ROOT} "${T}")
execute_process(
  COMMAND "${CMAKE_COMMAND}" -P "${SRC}/cmake/cudnn-doctor.cmake" --
          --toolchain "${SRC}/tests/toolchains/aarch64-linux-gnu.cmake" --cuda 13.0 --color never
          --work "${BUILD}/doctor-work"
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
message(STATUS "${out}---- stderr:\n${err}")
cudnn_assert_equal(rc 0)
cudnn_assert_matches(out "^cudnn-doctor \\(CMake [^)]*\\): host linux x86_64, target linux aarch64\nroot path: ${T} \\(libraries: ONLY\\)\nemulator: qemu-aarch64 -L /usr/aarch64-linux-gnu\n")
cudnn_assert_matches(out "\\[[0-9]\\] ${T}/usr  CHOSEN\n +found by +system\n +ok +version +9\\.19\\.0 [^\n]*\n +layout +Debian multiarch aarch64-linux-gnu\n")
cudnn_assert_matches(out "ok +arch +aarch64 \\(ELF\\)")
cudnn_assert_matches(out "ok +probe +PASS \\(library checks\\)\n +loaded ${T}/usr/lib/aarch64-linux-gnu/libcudnn\\.so\\.9 \\(cuDNN 9\\.19\\.0")
cudnn_assert_matches(out "skip +loader +not asked: cross-compiling, and this machine's loader is not the target's")
cudnn_assert_matches(out "healthy: find_package\\(CUDNN\\) would choose cuDNN 9\\.19\\.0 at ${T}/usr, and its probe passes \\(exit code 0\\)\n$")
# No place outside the root is named: this machine's own /usr/local/cuda (x86_64) stays out.
if(out MATCHES "\n  \\[[0-9]+\\] /usr")
  message(FATAL_ERROR "the doctor looked outside the target root:\n${out}")
endif()

unset(ENV{CUDNN_TEST_TARGET_ROOT})
execute_process(
  COMMAND "${CMAKE_COMMAND}" -P "${SRC}/cmake/cudnn-doctor.cmake" -- --sysroot "${T}" --target aarch64
          --cuda 13.0 --color never
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
message(STATUS "${out}---- stderr:\n${err}")
cudnn_assert_equal(rc 0)
cudnn_assert_matches(out "target linux aarch64\nroot path: ${T} \\(libraries: ONLY\\)\n")
cudnn_assert_matches(out "\\[[0-9]\\] ${T}/usr  CHOSEN\n")
cudnn_assert_matches(out "skip +probe +not run: a cross build \\(aarch64\\) needs the target's compiler and an emulator: give them with --toolchain <file>")
message(STATUS "cross-doctor-target-root: all checks passed")
