# case: LANGUAGES C ENV CUDNN_INCLUDE_PATH=/usr/local/cuda/include CUDNN_LIBRARY_PATH=/usr/local/cuda/lib64 LABELS hostile-consumers
# cudnn-frontend's environment hints (ENV{CUDNN_INCLUDE_PATH},
# ENV{CUDNN_LIBRARY_PATH}) on the real install: used, and a program runs.
include("${SRC}/tests/hostile/helpers.cmake.inc")
cudnn_require_real_cudnn()
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY /usr/local/cuda/lib64/libcudnn.so)
hostile_version_program(v)
cudnn_assert_true(CUDNN_FOUND)
cudnn_case_post([==[
include("${SRC}/tests/hostile/helpers.cmake.inc")
hostile_build_and_run(v "version 91900")
]==])
