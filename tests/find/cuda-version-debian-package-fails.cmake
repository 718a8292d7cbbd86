# Issue 7 (2): a Debian/Ubuntu prefix tells the CUDA its cuDNN package is for
# by the package's name (share/doc/libcudnn9-cuda-13), not by a cuda.h of
# another CUDA that the prefix may also hold.
cudnn_isolate()
set(prefix "${FX}/usr")
cudnn_fixture("${prefix}" LAYOUT linux-debian VERSION 9.19.0 CUDA_VERSION 13.0)
file(MAKE_DIRECTORY "${prefix}/share/doc/libcudnn9-cuda-13")
file(WRITE "${prefix}/include/cuda.h" "#define CUDA_VERSION 12090\n")
set(CUDNN_ROOT "${prefix}")
find_package(CUDNN REQUIRED)
