# NVIDIA's aarch64 cuDNN (the manylinux aarch64 wheel, parameters LAYOUT and HINT, REAL
# = where download.cmake unpacked it) in a target root, found by a cross build for
# aarch64 (tests/toolchains/aarch64-linux-gnu.cmake) as find_library() would find it,
# with the root path in mode ONLY and the emulator set as such builds set it:
#   qemu-aarch64 -L /usr/aarch64-linux-gnu -E LD_LIBRARY_PATH=<the target's library folders>
# LAYOUT: debian, sbsa-archive, cuda-root, venv, venv-jit (real_aarch64_root).  HINT: none (what
# such a build gives without naming cuDNN: nothing for the Debian packages and the CUDA
# root, CMAKE_PREFIX_PATH for the archive, VIRTUAL_ENV for the environment, each as the
# target names it), target (CUDNN_ROOT as the target names the install) or host
# (CUDNN_ROOT as this machine names it, under the root).
# Checks the version, the files, CUDA::cudart of the target (FindCUDAToolkit, run by
# the module in a cross build too), the probe's library checks under qemu (PASS), and
# that a program built for aarch64 through CUDNN::cudnn runs under qemu and prints the
# headers' and the library's version.
include("${SRC}/tests/real-packages/assemble.cmake")
real_require_packages()
set(root "${FX}/target")
real_aarch64_root("${root}" ${LAYOUT})
foreach(var CUDNN_ROOT CUDNN_PATH CUDNN_HOME CUDNN_ROOT_DIR CUDA_PATH VIRTUAL_ENV CONDA_PREFIX
            CMAKE_PREFIX_PATH LD_LIBRARY_PATH)
  unset(ENV{${var}})
endforeach()
set(Python3_EXECUTABLE "${FX}/no-python")
# The target root, and the cross compiler's own (its C library: FindCUDAToolkit looks
# for the target's librt there), as a real sysroot holds both.
set(CMAKE_FIND_ROOT_PATH "${root}" /usr/aarch64-linux-gnu)
set(libs "${root}/usr/lib/aarch64-linux-gnu:${root}/lib/aarch64-linux-gnu")
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64 -L /usr/aarch64-linux-gnu -E "LD_LIBRARY_PATH=${libs}")
set(where "${REAL_TARGET_PATH}")
if(LAYOUT STREQUAL "venv")
  set(where "${REAL_TARGET_PATH}/lib/python3.11/site-packages/nvidia/cudnn")
elseif(LAYOUT STREQUAL "venv-jit")
  set(where "${REAL_TARGET_PATH}/lib/python3.11/site-packages/nvidia/cudnn_jit")
endif()
if(HINT STREQUAL "target")
  set(CUDNN_ROOT "${where}")
elseif(HINT STREQUAL "host")
  set(CUDNN_ROOT "${root}${where}")
elseif(LAYOUT STREQUAL "sbsa-archive")
  set(CMAKE_PREFIX_PATH "${REAL_TARGET_PATH}")
elseif(LAYOUT MATCHES "^venv")
  set(ENV{VIRTUAL_ENV} "${REAL_TARGET_PATH}")
endif()
find_package(CUDNN 9 REQUIRED)

cudnn_assert_equal(CUDNN_VERSION "${REAL_VERSION}")
cudnn_assert_equal(CUDNN_LIBRARY "${REAL_LIBRARY}")
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${REAL_INCLUDE}")
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
if(LAYOUT STREQUAL "venv-jit") # complete with its two sub-libraries (stderr: no warning)
  cudnn_assert_true(CUDNN_graph_FOUND)
  cudnn_assert_true(CUDNN_engines_runtime_compiled_FOUND)
  cudnn_assert_equal(CUDNN_ops_FOUND "")
endif()
cudnn_assert_equal(CUDNN_RUNTIME_VERSION "${REAL_VERSION}")
cudnn_assert_target_property(CUDNN::cudnn INTERFACE_LINK_LIBRARIES CUDA::cudart)
# FindCUDAToolkit's documented result: the folder of the cudart it found, the target's.
cudnn_assert_equal(CUDAToolkit_LIBRARY_DIR "${root}/usr/lib/aarch64-linux-gnu")
message(STATUS "CROSS-RESULT layout=${LAYOUT} hint=${HINT} version=${CUDNN_VERSION} library=${CUDNN_LIBRARY} probe=${CUDNN_PROBE_RESULT}")

file(WRITE "${CMAKE_BINARY_DIR}/version.c" [[
#include <stdio.h>
#include <cudnn.h>
int main(void) { printf("header=%d library=%zu\n", CUDNN_VERSION, cudnnGetVersion()); return 0; }
]])
add_executable(version "${CMAKE_BINARY_DIR}/version.c")
target_link_libraries(version PRIVATE CUDNN::cudnn)
string(REPLACE "." ";" parts "${REAL_VERSION}")
list(GET parts 0 a)
list(GET parts 1 b)
list(GET parts 2 c)
math(EXPR number "${a} * 10000 + ${b} * 100 + ${c}")
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "building the aarch64 program failed:\n${out}")
endif()
execute_process(COMMAND file "${BIN}/version" OUTPUT_VARIABLE kind)
cudnn_assert_matches(kind "ARM aarch64")
execute_process(COMMAND qemu-aarch64 -L /usr/aarch64-linux-gnu -E "LD_LIBRARY_PATH=@libs@" "${BIN}/version"
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
message("CROSS-PROGRAM @LAYOUT@ @HINT@: ${out}${err}")
cudnn_assert_equal(rc 0)
cudnn_assert_equal(out "header=@number@ library=@number@\n")
]])
