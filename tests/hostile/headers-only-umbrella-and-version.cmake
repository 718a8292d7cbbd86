# case: SETUP LABELS hostile-headers
# Only cudnn.h and cudnn_version.h copied into the include folder (a guide's
# "copy cudnn*.h" done by hand, half): refused, the missing parts named, as a
# compiler would take them from another folder of the include path.
include("${SRC}/tests/hostile/helpers.cmake.inc")
if(CASE_STEP STREQUAL "SETUP")
  hostile_good("${FX}/cudnn")
  foreach(part graph ops adv cnn backend)
    file(REMOVE "${FX}/cudnn/include/cudnn_${part}.h")
  endforeach()
  return()
endif()
cudnn_isolate()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
