# F9: the chosen 9.19.0, and another cuDNN (9.5.0) first on LD_LIBRARY_PATH:
# programs run here would load that one.  Configure fails naming both.
enable_language(CXX)
# The probe checks cuBLASLt and cudart against the CUDA toolkit of this
# machine (13.0): the look-alike is built for it.
set(CUDNN_CUDA_VERSION 13.0)
cudnn_isolate()
cudnn_fixture("${FX}/chosen" LAYOUT linux-tar VERSION 9.19.0 CUDA_VERSION 13.0)
cudnn_fixture("${FX}/old copy" LAYOUT linux-tar VERSION 9.5.0 CUDA_VERSION 13.0)
set(ENV{LD_LIBRARY_PATH} "${FX}/old copy/lib")
set(CUDNN_ROOT "${FX}/chosen")
set(CUDNN_PROBE LIBRARY)
find_package(CUDNN REQUIRED)
