# case: SCRIPT LABELS gpu
# The probe consumer (tests/probe/CMakeLists.txt) against the real cuDNN
# installs of the project's GPU machine (../shared/LAYOUTS.md): its verdict
# and its messages, one sub-case per line below.  Skipped without a GPU and
# driver, or when neither install exists; a sub-case whose install is missing
# is skipped on its own, and the case is skipped when no sub-case ran.
# Environment (defaults are the GPU machine's):
#   CUDNN_DEB_INCLUDE  Debian package headers   (/usr/include/x86_64-linux-gnu)
#   CUDNN_DEB_LIB      Debian package libraries (/usr/lib/x86_64-linux-gnu)
#   CUDNN_WHEEL_ROOT   pip wheel root (/opt/torch/.venv/lib/python3.12/site-packages/nvidia/cudnn)
#   CUDA_VERSION_MM    the CUDA toolkit version to pass (13.0)
#   CUDNN_GPU_CASES    a regular expression: only the sub-cases whose name matches it
include("${SRC}/tests/probe/helpers.cmake.inc")
macro(from_env var env default)
  set(${var} "${default}")
  if(NOT "$ENV{${env}}" STREQUAL "")
    set(${var} "$ENV{${env}}")
  endif()
endmacro()
from_env(deb_inc CUDNN_DEB_INCLUDE /usr/include/x86_64-linux-gnu)
from_env(deb_lib CUDNN_DEB_LIB /usr/lib/x86_64-linux-gnu)
from_env(wheel CUDNN_WHEEL_ROOT /opt/torch/.venv/lib/python3.12/site-packages/nvidia/cudnn)
from_env(cuda CUDA_VERSION_MM 13.0)
from_env(only CUDNN_GPU_CASES .)

# No driver or no GPU: these cases cannot say anything.
find_program(nvidia_smi nvidia-smi NO_CACHE)
set(gpus "")
if(nvidia_smi)
  execute_process(COMMAND "${nvidia_smi}" -L OUTPUT_VARIABLE gpus ERROR_QUIET)
endif()
if(NOT gpus MATCHES "(^|\n)GPU")
  pc_skip("no NVIDIA GPU/driver (nvidia-smi -L lists none)")
  return()
endif()
set(have_deb FALSE)
if(EXISTS "${deb_lib}/libcudnn.so.9" AND EXISTS "${deb_inc}/cudnn_version_v9.h")
  set(have_deb TRUE)
endif()
set(have_wheel FALSE)
if(EXISTS "${wheel}/lib/libcudnn.so.9" AND EXISTS "${wheel}/include/cudnn_version.h")
  set(have_wheel TRUE)
endif()
if(NOT have_deb AND NOT have_wheel)
  pc_skip("neither the Debian cuDNN (${deb_lib}) nor the wheel (${wheel}) exists")
  return()
endif()
set(deb_header "${deb_inc}/cudnn_version_v9.h")
if(EXISTS "${deb_inc}/cudnn_version.h")
  set(deb_header "${deb_inc}/cudnn_version.h")
endif()

set(failed "")
set(passed 0)
# gpu_case(<name> deb|wheel|both PASS|FAIL <regex> <LD_LIBRARY_PATH> <cmake -D argument>...)
function(gpu_case name needs expect regex ldpath)
  if(NOT name MATCHES "${only}")
    return()
  endif()
  if((needs MATCHES "^(deb|both)$" AND NOT have_deb) OR (needs MATCHES "^(wheel|both)$" AND NOT have_wheel))
    message(STATUS "SKIP ${name} (install missing)")
    return()
  endif()
  file(REMOVE_RECURSE "${WORK}/${name}")
  execute_process(
    COMMAND "${CMAKE_COMMAND}" -E env "LD_LIBRARY_PATH=${ldpath}"
            "${CMAKE_COMMAND}" -S "${SRC}/tests/probe" -B "${WORK}/${name}" "-DCUDAToolkit_VERSION=${cuda}" ${ARGN}
    OUTPUT_VARIABLE out ERROR_VARIABLE err)
  set(log "${out}${err}")
  file(WRITE "${WORK}/${name}.log" "${log}")
  set(result "")
  if(log MATCHES "(^|\n)-- probe-result=([^\n]*)")
    set(result "${CMAKE_MATCH_2}")
  endif()
  if(result STREQUAL expect AND log MATCHES "${regex}")
    message(STATUS "PASS ${name} (${result})")
    math(EXPR passed "${passed} + 1")
    set(passed ${passed} PARENT_SCOPE)
  else()
    string(FIND "${log}" "probe-result" at)
    if(at LESS 0)
      set(at 0)
    endif()
    string(SUBSTRING "${log}" ${at} 3000 tail)
    message(STATUS "FAIL ${name}: expected ${expect} and /${regex}/, got '${result}'; log: ${WORK}/${name}.log\n${tail}")
    set(failed "${failed} ${name}" PARENT_SCOPE)
  endif()
endfunction()

set(DEB "-DCUDNN_TEST_ROOT=/usr" "-DCUDNN_TEST_INCLUDE_DIR=${deb_inc}" "-DCUDNN_TEST_LIB_DIR=${deb_lib}"
        "-DCUDNN_TEST_VERSION_HEADER=${deb_header}")
set(WHEEL "-DCUDNN_TEST_ROOT=${wheel}")

# Each install on its own: every check, the convolution included, passes.
gpu_case(gpu-debian-pass deb PASS "convolution on [^\n]*ms" "" ${DEB} -DCUDNN_PROBE=GPU)
gpu_case(gpu-wheel-pass wheel PASS "convolution on [^\n]*ms" "" ${WHEEL} -DCUDNN_PROBE=GPU)
# AUTO on a GPU machine runs the GPU part too.
gpu_case(gpu-auto-runs-gpu wheel PASS "convolution on [^\n]*ms" "" ${WHEEL})
# F9 for real: wheel headers (9.19), Debian library (9.14).
gpu_case(gpu-header-newer-than-library both FAIL "reports 9\\.14\\.[0-9]+ but [^\n]* says 9\\.19" ""
  ${WHEEL} "-DCUDNN_TEST_LIBRARY=${deb_lib}/libcudnn.so.9" -DCUDNN_PROBE=GPU)
# The other way round is allowed (same major, newer library): a note only.
gpu_case(gpu-library-newer-compatible both PASS "newer library of the same major" ""
  ${DEB} "-DCUDNN_TEST_LIBRARY=${wheel}/lib/libcudnn.so.9" -DCUDNN_PROBE=GPU)
# F9 through the environment: the wheel chosen, LD_LIBRARY_PATH puts Debian's 9.14 first.
gpu_case(gpu-shadowed-by-ld-library-path both FAIL
  "programs run in this environment load ${deb_lib}/libcudnn\\.so\\.9 \\(9\\.14\\.[0-9]+\\) instead of the chosen ${wheel}/lib/libcudnn\\.so\\.9: LD_LIBRARY_PATH finds"
  "${deb_lib}" ${WHEEL} -DCUDNN_PROBE=GPU)
# Debian chosen, the wheel's newer 9.19 first on LD_LIBRARY_PATH: compatible, a warning.
gpu_case(gpu-shadow-compatible-warns both PASS
  "warning: programs run in this environment load ${wheel}/lib/libcudnn\\.so\\.9 \\(9\\.19" "${wheel}/lib"
  ${DEB} -DCUDNN_PROBE=GPU)
# The wheel chosen; Debian's older 9.14 is what the default loader path (ld.so.cache) has:
# a program installed without RPATH would get it.
gpu_case(gpu-installed-without-rpath-warns both PASS
  "warning: programs installed without an RPATH would load [^ ]*/libcudnn\\.so\\.9 \\(9\\.14" ""
  ${WHEEL} -DCUDNN_PROBE=GPU)
# F15: the toolkit in use is another CUDA major than the cuDNN build.
gpu_case(gpu-cuda-major-mismatch wheel FAIL
  "built for CUDA 1[0-9]\\.[0-9]+ [^\n]*but CUDA 12\\.8 is asked for \\(the CUDA toolkit in use\\)" ""
  ${WHEEL} -DCUDNN_PROBE=GPU -DCUDAToolkit_VERSION=12.8)

if(failed)
  message(FATAL_ERROR "gpu-cases: ${passed} passed, failed:${failed} (logs in ${WORK})")
elseif(passed EQUAL 0)
  pc_skip("no sub-case ran (the installs they need are missing)")
  return()
endif()
message(STATUS "gpu-cases: ${passed} passed")
