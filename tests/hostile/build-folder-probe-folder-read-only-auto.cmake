# case: SETUP AS_NOBODY LANGUAGES C CXX PROBE AUTO ARGS -DCUDNN_CUDA_VERSION=13.0 LABELS hostile-build-folders
# The probe's folder (CMakeFiles/cudnn-probe) not writable, CUDNN_PROBE=AUTO:
# named in a warning, the probe skipped, cuDNN found.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_probe_ready("${FX}/cudnn")
  file(MAKE_DIRECTORY "${BUILD}/bin/CMakeFiles/cudnn-probe")
  hostile_sh(chmod 555 "${BUILD}/bin/CMakeFiles/cudnn-probe")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN)
cudnn_assert_true(CUDNN_FOUND)
