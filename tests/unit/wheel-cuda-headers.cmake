# case: SCRIPT
# A machine with NVIDIA's wheels only (no CUDA toolkit): the CUDA headers are
# the CUDA runtime wheel's beside the cuDNN wheel (nvidia/cu13/include for CUDA
# 13, nvidia/cuda_runtime/include before); a missing crt/host_defines.h names
# the wheel that ships it (nvidia-cuda-crt, nvidia-cuda-nvcc-cu12), a missing
# runtime wheel the runtime wheel; nothing is said when the compiler's own
# include path has them.
include("${SRC}/modules/cudnn/common.cmake")
include("${SRC}/modules/cudnn/find/results.cmake")
set(CMAKE_CXX_IMPLICIT_INCLUDE_DIRECTORIES "${BUILD}/compiler-include")
file(MAKE_DIRECTORY "${BUILD}/compiler-include")
function(wheel_install p cuda)
  set(nvidia "${BUILD}/cu${cuda}/site-packages/nvidia")
  file(MAKE_DIRECTORY "${nvidia}/cudnn/include")
  set(${p}_ROOT "${nvidia}/cudnn" PARENT_SCOPE)
  set(${p}_LAYOUT "pip wheel" PARENT_SCOPE)
  set(${p}_CUDA "${cuda}" PARENT_SCOPE)
  set(${p}_VERSION 9.28.1 PARENT_SCOPE)
endfunction()

wheel_install(w13 13)
set(inc13 "${BUILD}/cu13/site-packages/nvidia/cu13/include")
_cudnn_wheel_cuda_headers(dirs warning w13)
cudnn_assert_equal(dirs "")
cudnn_assert_matches(warning "no CUDA runtime wheel beside it: cudnn\\.h includes <cuda_runtime_api\\.h>, which neither ${inc13} nor the compiler's own include path holds.*pip install nvidia-cuda-runtime \\(CUDA 13\\)")
file(WRITE "${inc13}/cuda_runtime_api.h" "")
_cudnn_wheel_cuda_headers(dirs warning w13)
cudnn_assert_equal(dirs "${inc13}")
cudnn_assert_matches(warning "the CUDA headers are those of the CUDA runtime wheel, ${inc13}, whose cuda_runtime_api\\.h includes crt/host_defines\\.h, which that wheel does not ship and the compiler does not find.*pip install nvidia-cuda-crt \\(of the same CUDA 13 release\\)")
file(WRITE "${inc13}/crt/host_defines.h" "")
_cudnn_wheel_cuda_headers(dirs warning w13)
cudnn_assert_equal(dirs "${inc13}")
cudnn_assert_equal(warning "")

wheel_install(w12 12)
set(inc12 "${BUILD}/cu12/site-packages/nvidia/cuda_runtime/include")
file(WRITE "${inc12}/cuda_runtime_api.h" "")
_cudnn_wheel_cuda_headers(dirs warning w12)
cudnn_assert_equal(dirs "${inc12}")
cudnn_assert_matches(warning "pip install nvidia-cuda-nvcc-cu12 \\(of the same CUDA 12 release\\)")
# With that wheel installed (its crt/ in nvidia/cuda_nvcc/include): both folders, no warning.
set(nvcc12 "${BUILD}/cu12/site-packages/nvidia/cuda_nvcc/include")
file(WRITE "${nvcc12}/crt/host_defines.h" "")
_cudnn_wheel_cuda_headers(dirs warning w12)
cudnn_assert_equal(dirs "${inc12};${nvcc12}")
cudnn_assert_equal(warning "")
file(REMOVE_RECURSE "${BUILD}/cu12/site-packages/nvidia/cuda_nvcc")
# The compiler finds crt/host_defines.h by itself: nothing to say.
file(WRITE "${BUILD}/compiler-include/crt/host_defines.h" "")
_cudnn_wheel_cuda_headers(dirs warning w12)
cudnn_assert_equal(warning "")
message(STATUS "wheel CUDA headers: all checks passed")
