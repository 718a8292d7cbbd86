# Assertions for case files and script-mode unit tests.  Each failure names
# what was checked, what was expected and what was found.

function(cudnn_assert_equal var expected)
  if(NOT "${${var}}" STREQUAL "${expected}")
    message(FATAL_ERROR "ASSERTION FAILED: ${var} is '${${var}}', expected '${expected}'")
  endif()
endfunction()

function(cudnn_assert_matches var regex)
  if(NOT "${${var}}" MATCHES "${regex}")
    message(FATAL_ERROR "ASSERTION FAILED: ${var} is '${${var}}', expected to match '${regex}'")
  endif()
endfunction()

function(cudnn_assert_no_match var regex)
  if("${${var}}" MATCHES "${regex}")
    message(FATAL_ERROR "ASSERTION FAILED: ${var} is '${${var}}', expected not to match '${regex}' (it holds '${CMAKE_MATCH_0}')")
  endif()
endfunction()

function(cudnn_assert_true var)
  if(NOT ${var})
    message(FATAL_ERROR "ASSERTION FAILED: ${var} is '${${var}}', expected true")
  endif()
endfunction()

function(cudnn_assert_false var)
  if(${var})
    message(FATAL_ERROR "ASSERTION FAILED: ${var} is '${${var}}', expected false")
  endif()
endfunction()

function(cudnn_assert_target_property target property expected)
  if(NOT TARGET ${target})
    message(FATAL_ERROR "ASSERTION FAILED: target ${target} does not exist")
  endif()
  get_target_property(value ${target} ${property})
  if(NOT "${value}" STREQUAL "${expected}")
    message(FATAL_ERROR "ASSERTION FAILED: ${target} ${property} is '${value}', expected '${expected}'")
  endif()
endfunction()

function(cudnn_assert_target_type target expected)
  if(NOT TARGET ${target})
    message(FATAL_ERROR "ASSERTION FAILED: target ${target} does not exist")
  endif()
  get_target_property(type ${target} TYPE)
  if(NOT type STREQUAL expected)
    message(FATAL_ERROR "ASSERTION FAILED: ${target} is ${type}, expected ${expected}")
  endif()
endfunction()

function(cudnn_assert_exists path)
  if(NOT EXISTS "${path}")
    message(FATAL_ERROR "ASSERTION FAILED: ${path} does not exist")
  endif()
endfunction()

function(cudnn_assert_not_exists path)
  if(EXISTS "${path}")
    message(FATAL_ERROR "ASSERTION FAILED: ${path} exists, expected it not to")
  endif()
endfunction()

# Marks the case skipped (CTest SKIP_REGULAR_EXPRESSION) and stops it.
macro(cudnn_skip_case why)
  message(STATUS "CUDNN_TEST_SKIP: ${why}")
  return()
endmacro()

# Case helper: a consumer project's post step.  Writes
# ${CMAKE_BINARY_DIR}/case-post.cmake from the given text; @VAR@ references
# are replaced (configure_file @ONLY semantics).  The step sees BIN (the
# build folder), SRC, FX and BUILD, and the assertions.
function(cudnn_case_post text)
  string(CONFIGURE "${text}" text @ONLY)
  file(WRITE "${CMAKE_BINARY_DIR}/case-post.cmake"
    "include(\"${CMAKE_CURRENT_FUNCTION_LIST_DIR}/assert.cmake\")\nset(BIN \"${CMAKE_BINARY_DIR}\")
set(SRC \"${SRC}\")\nset(FX \"${FX}\")\nset(BUILD \"${BUILD}\")\n${text}")
endfunction()

# cudnn_fixture(<dest> LAYOUT <layout> VERSION <x.y.z> [<option> <value>...])
# A look-alike install from tests/fixtures/make-cudnn.cmake, compiled stubs
# shared between cases through the suite's stub cache.
function(cudnn_fixture dest)
  cudnn_make_fixture(DEST "${dest}" STUB_CACHE "${CUDNN_FIXTURE_STUB_CACHE}" QUIET ON ${ARGN})
endfunction()

# Keeps a case away from this machine's own cuDNN installs: no system
# places, no Python interpreter, no CUDA toolkit detection (the CUDA version
# is given instead), and none of the caller's hint variables.
macro(cudnn_isolate)
  # For a Windows target the system places are under Program Files, which
  # is redirected into the case's own folder below.
  if(NOT CMAKE_SYSTEM_NAME STREQUAL "Windows")
    set(CMAKE_FIND_USE_CMAKE_SYSTEM_PATH OFF)
  endif()
  set(Python3_EXECUTABLE "${FX}/no-python")
  if(NOT DEFINED CUDNN_CUDA_VERSION)
    set(CUDNN_CUDA_VERSION 12.9)
  endif()
  foreach(_var CUDNN_ROOT CUDNN_PATH CUDNN_HOME CUDNN_ROOT_DIR CUDA_PATH VIRTUAL_ENV
               CONDA_PREFIX CMAKE_PREFIX_PATH)
    unset(ENV{${_var}})
  endforeach()
  set(ENV{ProgramW6432} "${FX}/Program Files")
endmacro()

# cudnn_expect_system_cudnn_warning()
# For a case whose probe passes on a fixture install: on a machine whose
# loader finds a cuDNN of its own without a RUNPATH (the ld.so cache holds
# one, as Debian's packages on the GPU machine), the probe rightly warns that
# programs installed without an RPATH would load that one.  That warning is
# allowed there, and nothing else; elsewhere stderr stays empty.
function(cudnn_expect_system_cudnn_warning)
  find_program(_cudnn_ldconfig ldconfig PATHS /sbin /usr/sbin NO_DEFAULT_PATH)
  if(NOT _cudnn_ldconfig)
    return()
  endif()
  execute_process(COMMAND "${_cudnn_ldconfig}" -p OUTPUT_VARIABLE cache ERROR_QUIET)
  if(cache MATCHES "libcudnn\\.so\\.[0-9]")
    cudnn_expect_warnings("cuDNN probe:\n\n    warning: programs installed without an RPATH would load ")
  endif()
endfunction()

# Skips the case unless an NVIDIA driver and GPU are present (GPU cases).
macro(cudnn_require_gpu)
  find_program(_cudnn_nvidia_smi nvidia-smi)
  set(_cudnn_gpu_list "")
  if(_cudnn_nvidia_smi)
    execute_process(COMMAND "${_cudnn_nvidia_smi}" -L OUTPUT_VARIABLE _cudnn_gpu_list
                    ERROR_QUIET TIMEOUT 30)
  endif()
  if(NOT _cudnn_gpu_list MATCHES "GPU [0-9]")
    cudnn_skip_case("no NVIDIA GPU or driver (nvidia-smi -L lists none)")
  endif()
endmacro()

# Skips the case unless this machine has the real cuDNN the "real" cases use
# (/usr/local/cuda, as on the project's machines).
macro(cudnn_require_real_cudnn)
  if(NOT EXISTS /usr/local/cuda/include/cudnn_version.h)
    cudnn_skip_case("no cuDNN installed at /usr/local/cuda")
  endif()
endmacro()

# Skips the case where an NVIDIA driver is present: it checks the no-driver
# behaviour (tests/gpu holds the cases for a GPU machine).
macro(cudnn_require_no_driver)
  find_program(_cudnn_nvidia_smi_here nvidia-smi)
  if(_cudnn_nvidia_smi_here)
    cudnn_skip_case("this machine has an NVIDIA driver: see tests/gpu")
  endif()
endmacro()

# cudnn_version_number(<out> <version>): the integer cudnnGetVersion() returns
# for a dotted version (x10000 from cuDNN 9, x1000 before).
function(cudnn_version_number out version)
  string(REPLACE "." ";" parts "${version}")
  list(GET parts 0 major)
  list(GET parts 1 minor)
  list(GET parts 2 patch)
  set(scale 1000)
  if(major GREATER_EQUAL 9)
    set(scale 10000)
  endif()
  math(EXPR n "${major} * ${scale} + ${minor} * 100 + ${patch}")
  set(${out} "${n}" PARENT_SCOPE)
endfunction()

# cudnn_expect_stderr(<regex>)
# For a case whose stderr expectation depends on its parameters: the regular
# expression stderr must match, instead of <case>-stderr.txt (written to
# ${CMAKE_BINARY_DIR}/case-stderr.txt, which RunCase reads).
function(cudnn_expect_stderr regex)
  file(WRITE "${CMAKE_BINARY_DIR}/case-stderr.txt" "${regex}")
endfunction()

# cudnn_expect_warnings(<first-line-regex>...)
# For a case whose warnings depend on its parameters or on the machine (the
# real-package tier: which release needs zlibwapi.dll, which NVRTC this
# machine's CUDA offers): stderr may hold FindCUDNN warnings whose text starts
# with one of the given regular expressions, and nothing else.  Written to
# ${CMAKE_BINARY_DIR}/case-stderr.txt, which RunCase reads as the case's
# stderr expectation.
function(cudnn_expect_warnings)
  string(REPLACE ";" "|" kinds "${ARGN}")
  set(block "CMake Warning at [^\n]*/modules/cudnn/common\\.cmake:[0-9]+ \\(message\\):\n  (${kinds})[^\n]*\n(  [^\n]*\n|\n)*Call Stack \\(most recent call first\\):\n(  [^\n]*\n)+\n*")
  file(WRITE "${CMAKE_BINARY_DIR}/case-stderr.txt" "^(${block})*$")
endfunction()
