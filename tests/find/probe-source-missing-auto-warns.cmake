# FindCUDNN copied into a project without the probe/ folder beside modules/:
# under AUTO the install is still found, the probe is SKIPPED, and a warning
# says what to copy.
set(CUDNN_CUDA_VERSION 13.0)
cudnn_isolate()
file(COPY "${SRC}/modules" DESTINATION "${FX}/third_party")
list(INSERT CMAKE_MODULE_PATH 0 "${FX}/third_party/modules")
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 CUDA_VERSION 13.0)
set(CUDNN_ROOT "${FX}/cudnn")
set(CUDNN_PROBE AUTO)
find_package(CUDNN REQUIRED)
cudnn_assert_true(CUDNN_FOUND)
cudnn_assert_equal(CUDNN_PROBE_RESULT SKIPPED)
