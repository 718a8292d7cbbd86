# A version request and installs for another CUDA.  In the search, an install
# whose version the request refuses is rejected for that, and its CUDA tag is
# not worked out (search.cmake, _cudnn_visit_place); an install whose version is
# taken is still tagged, so the CUDA 11 build of 9.1 is not chosen for CUDA 12.9.
cudnn_isolate()
set(old "${FX}/cudnn-linux-x86_64-8.9.7.29_cuda11-archive")
set(new "${FX}/cudnn-linux-x86_64-9.1.0.70_cuda11-archive")
cudnn_fixture("${old}" LAYOUT linux-tar VERSION 8.9.7 CUDA_VERSION 11.8)
cudnn_fixture("${new}" LAYOUT linux-tar VERSION 9.1.0 CUDA_VERSION 11.8)
set(CMAKE_PREFIX_PATH "${old};${new}")
find_package(CUDNN 9 REQUIRED)
