// Prints what was compiled in and what was loaded; exits non-zero when the
// header and the library come from different releases.
#include <cudnn.h>

#include <cstdio>

int main() {
  const size_t loaded = cudnnGetVersion();
  std::printf("cuDNN header:  CUDNN_VERSION = %d\n", CUDNN_VERSION);
  std::printf("cuDNN library: cudnnGetVersion() = %zu, built for CUDA runtime %zu\n",
              loaded, cudnnGetCudartVersion());

  cudnnHandle_t handle = nullptr;
  const cudnnStatus_t status = cudnnCreate(&handle);
  if (status == CUDNN_STATUS_SUCCESS) {
    std::printf("cudnnCreate: OK\n");
    cudnnDestroy(handle);
  } else {
    // Expected on a machine without a GPU or driver.
    std::printf("cudnnCreate: %s (no usable GPU here?)\n", cudnnGetErrorString(status));
  }
  return loaded == static_cast<size_t>(CUDNN_VERSION) ? 0 : 1;
}
