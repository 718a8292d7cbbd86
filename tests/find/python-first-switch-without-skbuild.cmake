# Issue 21 (3): CUDNN_FIND_PYTHON=FIRST, the switch for builders other than
# scikit-build-core (any case, as FindPython's Python_FIND_VIRTUALENV): the
# environment's wheel before CMAKE_PREFIX_PATH; cuDNN's own hints still come first.
cudnn_isolate()
cudnn_fixture("${FX}/cuda" LAYOUT linux-cuda-root VERSION 9.19.0 CUDA_VERSION 12.9)
cudnn_fixture("${FX}/venv" LAYOUT linux-wheel VERSION 9.5.1 CUDA_VERSION 12.9)
cudnn_fixture("${FX}/home" LAYOUT linux-tar VERSION 9.1.0)
set(CMAKE_PREFIX_PATH "${FX}/cuda")
set(ENV{VIRTUAL_ENV} "${FX}/venv")
set(CUDNN_FIND_PYTHON First)
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.5.1)
unset(CUDNN_INCLUDE_DIR CACHE)
unset(CUDNN_LIBRARY CACHE)
set(ENV{CUDNN_HOME} "${FX}/home")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.1.0)
