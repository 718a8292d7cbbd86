# case: SETUP AS_NOBODY LABELS hostile-permissions
# Every folder of the install can be entered, none listed (chmod 711, as a
# shared machine's admin may leave it; configured as another user): the files
# are found by name, but CMake takes an include folder it cannot list for a
# missing one (the generate step would fail), so this is said, as permissions.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  hostile_sh(chmod 711 "${FX}/cudnn" "${FX}/cudnn/include" "${FX}/cudnn/lib")
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
