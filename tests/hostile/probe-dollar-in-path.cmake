# case: SETUP GENERATORS Ninja "Unix Makefiles" LANGUAGES C CXX PROBE LIBRARY REQUIRES make ARGS -DCUDNN_PROBE_TIMEOUT=6 -DCUDNN_CUDA_VERSION=13.0 LABELS hostile-probe
# '$' and '${x}' in the install path: the probe builds and passes (under
# each generator).
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_probe_ready("${FX}/.staging-probe")
  execute_process(COMMAND mkdir -p "${FX}/cu$dnn \${x}")
  execute_process(COMMAND mv "${FX}/.staging-probe" "${FX}/cu$dnn \${x}/cudnn")
  return()
endif()
cudnn_isolate()
cudnn_expect_system_cudnn_warning()
set(CUDNN_ROOT "${FX}/cu$dnn \${x}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
cudnn_assert_true(CUDNN_FOUND)
