# case: SCRIPT
# Issue 7 (3): cuDNN 8 also loads the unversioned libnvrtc.so, which can be another
# CUDA's NVRTC (this machine's ldconfig path has CUDA 13's): a warning naming its version.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_fixture(v8 LAYOUT linux-tar VERSION 8.9.7 CUDART 11080)
pc_cuda_stubs("${v8_LIBRARY_DIR}" 11 CUBLASLT)
pc_cuda_stubs("${WORK}/cuda13" 13 NVRTC)
configure_file("${WORK}/cuda13/libnvrtc.so.13" "${v8_LIBRARY_DIR}/libnvrtc.so" COPYONLY)
pc_configure(run ROOT "${v8_ROOT}" ARGS -DCUDAToolkit_VERSION=11.8 -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT PASS
  MATCH "warning: [^\n]*/lib/libnvrtc\\.so \\(NVRTC 13\\.0\\) is what the name libnvrtc\\.so loads, but cuDNN here is built for CUDA 11"
        "fix: make the CUDA 11 NVRTC \\(libnvrtc\\.so\\.11\\.2\\) loadable")
