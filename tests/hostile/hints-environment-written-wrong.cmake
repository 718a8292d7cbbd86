# case: SETUP LABELS hostile-hints
# ENV{CUDNN_ROOT} as users paste it: in quotes (a Windows dialog keeps them),
# with a trailing blank, a Windows drive path on Linux, a relative path.  Each
# reason names the stray character or the kind of path, and the fix is how an
# environment variable is set (export), not a -D option.  Then, written
# right, the same install is found.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  return()
endif()
cudnn_isolate()
foreach(written IN ITEMS "\"${FX}/cudnn\"" "${FX}/cudnn " "D:\\CUDNN\\v9.19" "no/such/cudnn")
  set(ENV{CUDNN_ROOT} "${written}")
  find_package(CUDNN) # not REQUIRED: the reason goes to stdout
  cudnn_assert_equal(CUDNN_FOUND FALSE)
endforeach()
set(ENV{CUDNN_ROOT} "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${FX}/cudnn/include")
