# CUDNN_INCLUDE_DIR / CUDNN_LIBRARY inside a pip wheel built for CUDA 11 (its
# package name, nvidia_cudnn_cu11, says so) while CUDA 12.9 is asked for: not
# used, as that wheel would not be if it were searched (found by the oracle
# test, tests/oracle: the artifacts' install never had a CUDA version).
set(CUDNN_CUDA_VERSION 12.9)
cudnn_isolate()
cudnn_fixture("${FX}/venv" LAYOUT linux-wheel VERSION 8.9.7 CUDA_VERSION 11.8)
set(root "${FX}/venv/lib/python3.11/site-packages/nvidia/cudnn")
set(CUDNN_INCLUDE_DIR "${root}/include" CACHE PATH "")
set(CUDNN_LIBRARY "${root}/lib/libcudnn.so.8" CACHE FILEPATH "")
find_package(CUDNN REQUIRED)
