# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# The no-op build stays a no-op with cudnn_copy_runtime_dlls, also across a
# cached re-configure (which reuses the choice and the probe's verdict and must
# not touch what the build depends on): build, build, re-configure, build;
# the second and the last do nothing.  The builds' times are printed.
cudnn_isolate()
# Made once: a re-configure runs this file again, and a fixture made again has
# new timestamps, which rightly invalidate the cached choice.
if(NOT EXISTS "${FX}/cudnn/include/cudnn_version.h")
  cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
endif()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN 9 REQUIRED)
add_executable(app "${SRC}/tests/windows/runtime-checks.c")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_copy_runtime_dlls(app)
cudnn_case_post([[
include("@SRC@/tests/windows/runtime-helpers.cmake.inc")
function(timed_build label)
  string(TIMESTAMP t0 "%s%f")
  rt_build("${BIN}")
  string(TIMESTAMP t1 "%s%f")
  math(EXPR ms "(${t1} - ${t0}) / 1000")
  message(STATUS "${label}: ${ms} ms")
  set(BUILD_OUTPUT "${BUILD_OUTPUT}" PARENT_SCOPE)
endfunction()
timed_build("first build")
cudnn_assert_exists("${BIN}/cudnn_graph64_9.dll")
timed_build("second build")
cudnn_assert_matches(BUILD_OUTPUT "ninja: no work to do\\.")
execute_process(COMMAND "${CMAKE_COMMAND}" "${BIN}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
cudnn_assert_equal(rc 0)
if(out MATCHES "chosen:")
  message(FATAL_ERROR "the re-configure searched again:\n${out}")
endif()
timed_build("build after a cached re-configure")
cudnn_assert_matches(BUILD_OUTPUT "ninja: no work to do\\.")
]])
