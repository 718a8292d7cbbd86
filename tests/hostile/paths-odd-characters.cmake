# case: SETUP PARAMS ODD GENERATORS Ninja "Unix Makefiles" REQUIRES make LABELS hostile-paths
# An install under a folder whose name holds odd characters (ODD: spaces, '$'
# and '${x}', brackets, '#', quotes, non-ASCII, punctuation; one test per
# class, tests/CMakeLists.txt): found, built, ran (under each generator).
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good_moved("${FX}/${ODD}/cudnn")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/${ODD}/cudnn")
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/${ODD}/cudnn/include")
hostile_version_program(v)
cudnn_assert_true(CUDNN_FOUND)
cudnn_case_post([==[
include("${SRC}/tests/hostile/helpers.cmake.inc")
hostile_build_and_run(v "version 91900")
]==])
