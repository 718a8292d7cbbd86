# case: LANGUAGES C CUDA REQUIRES nvcc ARGS -DCMAKE_CUDA_RUNTIME_LIBRARY=Static -DCMAKE_CUDA_COMPILER=/usr/local/cuda/bin/nvcc -DCMAKE_CUDA_ARCHITECTURES=75 LABELS hostile-consumers
# CMAKE_CUDA_RUNTIME_LIBRARY=Static: cudart_static only, no libcudart.so; runs.
include("${SRC}/tests/hostile/helpers.cmake.inc")
cudnn_require_real_cudnn()
set(CUDNN_ROOT /usr/local/cuda)
find_package(CUDNN 9 REQUIRED)
cudnn_assert_target_property(CUDNN::cudnn INTERFACE_LINK_LIBRARIES CUDA::cudart_static)
file(WRITE "${CMAKE_BINARY_DIR}/app.cu" [=[
#include <cstdio>
#include <cuda_runtime.h>
#include <cudnn.h>
int main() { int rt = 0; cudaRuntimeGetVersion(&rt); std::printf("version %zu runtime %d\n", cudnnGetVersion(), rt); return 0; }
]=])
add_executable(app "${CMAKE_BINARY_DIR}/app.cu")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_assert_true(CUDNN_FOUND)
cudnn_case_post([==[
include("${SRC}/tests/hostile/helpers.cmake.inc")
hostile_build_and_run(app "version 91900 runtime 13")
execute_process(COMMAND readelf -d "${BIN}/app" OUTPUT_VARIABLE dyn)
if(dyn MATCHES "libcudart\\.so")
  message(FATAL_ERROR "app needs libcudart.so as well as the static runtime:\n${dyn}")
endif()
]==])
