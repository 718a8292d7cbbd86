# CUDNN_FETCH_URL a plain folder (an air-gapped site's copy, as 'pip download -d'
# leaves it), with a blank and a '#' in its path; no CUDNN_FETCH_DIR: the cache
# is $XDG_CACHE_HOME/cudnn-cmake/fetch.  NVIDIA's real cuDNN JIT wheel is
# taken from the folder, checked, unpacked there and chosen; the probe passes.
include("${SRC}/tests/real-packages/assemble.cmake")
include("${SRC}/tests/fetch/helpers.cmake.inc")
real_require_packages()
set(CUDNN_CUDA_VERSION 13.0)
cudnn_isolate()
fetch_pinned(file url jit 13 linux-x86_64)
fetch_real_wheel(wheel "${file}")
set(mirror "${FX}/wheels for #cudnn")
file(MAKE_DIRECTORY "${mirror}")
file(CREATE_LINK "${wheel}" "${mirror}/${file}" SYMBOLIC)
set(ENV{XDG_CACHE_HOME} "${FX}/xdg")
unset(ENV{CUDNN_FETCH_DIR})
set(CUDNN_FETCH ON)
set(CUDNN_FETCH_PACKAGE jit)
set(CUDNN_FETCH_URL "${mirror}")
cudnn_expect_warnings(
  "cuDNN probe:\n\n    warning: (programs installed without an RPATH would load|a legacy-API call|[^\n]* is what the name libnvrtc[^ ]* loads)")
find_package(CUDNN 9 REQUIRED)
file(SHA256 "${wheel}" sha)
string(SUBSTRING "${sha}" 0 16 digits)
string(REGEX REPLACE "-py3-.*$" "-${digits}" name "${file}")
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/xdg/cudnn-cmake/fetch/${name}/nvidia/cudnn_jit/lib/libcudnn.so.9")
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
