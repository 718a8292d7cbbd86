# F9 through find_package: headers of 9.19.0, a library that reports 9.2.0.
# The probe's finding fails the REQUIRED find, in FPHSA's message.
enable_language(CXX)
# The probe checks cuBLASLt and cudart against the CUDA toolkit of this
# machine (13.0): the look-alike is built for it.
set(CUDNN_CUDA_VERSION 13.0)
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 CUDA_VERSION 13.0 LIB_VERSION 9.2.0)
set(CUDNN_ROOT "${FX}/cudnn")
set(CUDNN_PROBE LIBRARY)
find_package(CUDNN REQUIRED)
