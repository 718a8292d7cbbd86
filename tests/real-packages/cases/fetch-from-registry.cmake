# CUDNN_FETCH as a user runs it: no mirror, the pinned URL on
# files.pythonhosted.org (NVIDIA's cuDNN JIT for CUDA 13, linux-x86_64, 74 MB),
# over TLS, into an empty cache; the probe passes.  Skipped, with the reason,
# when the registry cannot be reached from here.
include("${SRC}/tests/real-packages/assemble.cmake")
include("${SRC}/tests/fetch/helpers.cmake.inc")
real_require_packages()
file(DOWNLOAD https://files.pythonhosted.org/ "${FX}/reachable" STATUS status TLS_VERIFY ON TIMEOUT 30)
list(GET status 0 code)
if(NOT code EQUAL 0)
  list(GET status 1 text)
  cudnn_skip_case("files.pythonhosted.org cannot be reached from here (curl ${code}: ${text})")
endif()
set(CUDNN_CUDA_VERSION 13.0)
cudnn_isolate()
fetch_pinned(file url jit 13 linux-x86_64)
set(CUDNN_FETCH ON)
set(CUDNN_FETCH_PACKAGE jit)
set(CUDNN_FETCH_DIR "${FX}/cache")
unset(ENV{CUDNN_FETCH_URL})
cudnn_expect_warnings(
  "cuDNN probe:\n\n    warning: (programs installed without an RPATH would load|a legacy-API call|[^\n]* is what the name libnvrtc[^ ]* loads)")
string(TIMESTAMP start "%s")
find_package(CUDNN 9 REQUIRED)
string(TIMESTAMP end "%s")
math(EXPR seconds "${end} - ${start}")
message(STATUS "timing: find_package(CUDNN) fetching from the registry: ${seconds} s")
cudnn_assert_matches(CUDNN_LIBRARY "^${FX}/cache/nvidia_cudnn_jit_cu13-[0-9.]+-[0-9a-f]+/nvidia/cudnn_jit/lib/libcudnn\\.so\\.9$")
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
