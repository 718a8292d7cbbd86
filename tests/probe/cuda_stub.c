/* cudnn-cmake probe tests: stand-ins for cuBLASLt and NVRTC, which cuDNN (and the probe)
 * load by name. Built per test as libcublasLt.so.<M> / cublasLt64_<M>.dll and
 * libnvrtc.so.<M> / nvrtc64_<M>0_0.dll; written for this project. */
#if defined(_WIN32)
#define STUB_EXPORT __declspec(dllexport)
#else
#define STUB_EXPORT __attribute__((visibility("default")))
#endif
#include <stddef.h>

#if defined(STUB_CUBLASLT)
STUB_EXPORT size_t cublasLtGetVersion(void) { return (size_t)STUB_VERSION; }
#else
STUB_EXPORT int nvrtcVersion(int *major, int *minor)
{
    *major = STUB_VERSION / 1000;
    *minor = STUB_VERSION % 1000 / 10;
    return 0;
}
#endif
