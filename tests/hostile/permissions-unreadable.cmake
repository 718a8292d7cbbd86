# case: SETUP AS_NOBODY PARAMS REL MODE SAYS NOT_SAYS LABELS hostile-permissions
# A file or folder of the install (REL) made unreadable (chmod MODE), the
# configure run as an unprivileged user (root reads everything): the
# permissions are named (SAYS, on stderr), not a wrong reason (NOT_SAYS,
# checked by permissions-unreadable-check.cmake).  One test per REL,
# tests/CMakeLists.txt.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_sh(chmod ${MODE} "${FX}/cudnn/${REL}")
  return()
endif()
cudnn_expect_stderr("${SAYS}")
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
