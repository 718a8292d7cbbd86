# case: SETUP LANGUAGES C CXX PROBE LIBRARY ARGS -DCUDNN_PROBE_TIMEOUT=6 -DCUDNN_CUDA_VERSION=13.0 LABELS hostile-probe
# The probe cases' fixture, well-behaved: PASS (the control of the probe-* cases).
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_probe_ready("${FX}/cudnn")
  return()
endif()
cudnn_isolate()
cudnn_expect_system_cudnn_warning()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
cudnn_assert_true(CUDNN_FOUND)
