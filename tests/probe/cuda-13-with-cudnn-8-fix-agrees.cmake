# case: SCRIPT
# A cuDNN 8 built for CUDA 11 with a CUDA 13 toolkit: the probe's fix says what
# the search's does (find-cuda-13-with-cudnn-8-fails): cuDNN 8 has no CUDA 13
# build, so it offers cuDNN 9, never an archive, package or wheel that does not exist.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_fixture(v8 LAYOUT linux-tar VERSION 8.9.7 CUDART 11080)
pc_cuda_stubs("${v8_LIBRARY_DIR}" 13 CUBLASLT NVRTC)
pc_configure(run ROOT "${v8_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT FAIL
  MATCH "libcudnn\\.so\\.8 was built for CUDA 11\\.8 \\(cudnnGetCudartVersion 11080\\) but CUDA 13\\.0 is asked for \\(the CUDA toolkit in use\\)"
        "fix: cuDNN 8 has no build for CUDA 13: install cuDNN 9 for CUDA 13 \\(archive \\.\\.\\._cuda13, wheel nvidia-cudnn-cu13\\), or use a CUDA 11 toolkit"
  NO_MATCH "libcudnn8-cuda-13" "nvidia-cudnn-cu13\\), or use a CUDA 13")
