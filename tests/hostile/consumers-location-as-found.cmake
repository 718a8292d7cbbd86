# case: LANGUAGES C LABELS hostile-consumers
# IMPORTED_LOCATION = CUDNN_LIBRARY = /usr/local/cuda/lib64/libcudnn.so; RUNPATH names it.
include("${SRC}/tests/hostile/helpers.cmake.inc")
cudnn_require_real_cudnn()
set(CUDNN_ROOT /usr/local/cuda)
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY /usr/local/cuda/lib64/libcudnn.so)
cudnn_assert_target_property(CUDNN::cudnn IMPORTED_LOCATION /usr/local/cuda/lib64/libcudnn.so)
hostile_version_program(v)
cudnn_assert_true(CUDNN_FOUND)
cudnn_case_post([==[
include("${SRC}/tests/hostile/helpers.cmake.inc")
hostile_build_and_run(v "version 91900")
execute_process(COMMAND readelf -d "${BIN}/v" OUTPUT_VARIABLE dyn)
if(NOT dyn MATCHES "R(UN)?PATH[^\n]*/usr/local/cuda/lib64")
  message(FATAL_ERROR "no RUNPATH through /usr/local/cuda/lib64:\n${dyn}")
endif()
]==])
