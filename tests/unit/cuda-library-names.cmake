# case: SCRIPT
# The names of the CUDA libraries cuDNN loads, per platform, cuDNN major and CUDA
# major (_cudnn_cuda_library_names): CUDA 11 kept the 11.2 NVRTC and the 11.0
# runtime names; cuDNN 8 also loads cuBLAS; Windows names carry the major in the
# DLL name.
include("${SRC}/modules/cudnn/common.cmake")
include("${SRC}/modules/cudnn/check/cuda-libraries.cmake")
function(check platform version cuda cudart expected)
  _cudnn_cuda_library_names(names ${platform} ${version} ${cuda} ${cudart})
  list(TRANSFORM names REPLACE "\\|.*" "")
  cudnn_assert_equal(names "${expected}")
endfunction()
check(linux 9.19.0 13 TRUE "libcublasLt.so.13;libnvrtc.so.13;libnvrtc-builtins.so.13.*;libcudart.so.13")
check(linux 8.9.6 11 TRUE "libcublas.so.11;libcublasLt.so.11;libnvrtc.so.11.2;libnvrtc-builtins.so.11.*;libcudart.so.11.0")
check(linux 9.19.0 12 FALSE "libcublasLt.so.12;libnvrtc.so.12;libnvrtc-builtins.so.12.*")
check(windows 9.28.0 12 TRUE "cublasLt64_12.dll;nvrtc64_120_0.dll;nvrtc-builtins64_12*.dll;cudart64_12.dll")
check(windows 8.9.5 11 TRUE "cublas64_11.dll;cublasLt64_11.dll;nvrtc64_112_0.dll;nvrtc-builtins64_11*.dll;cudart64_110.dll")
message(STATUS "CUDA library names: all checks passed")
