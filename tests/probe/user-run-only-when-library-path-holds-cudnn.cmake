# case: SCRIPT
# The run in the user's environment (LD_LIBRARY_PATH first, the chosen folder
# last) is made only where a folder of LD_LIBRARY_PATH holds cuDNN files:
# elsewhere it would load what the chosen run loaded.  The report says which.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(chosen)
pc_good_fixture(shadow)
file(MAKE_DIRECTORY "${WORK}/no-cudnn")
foreach(run IN ITEMS other shadowed)
  if(run STREQUAL "other")
    set(path "${WORK}/no-cudnn")
  else()
    set(path "${WORK}/no-cudnn:${shadow_LIBRARY_DIR}")
  endif()
  pc_configure(${run} ROOT "${chosen_ROOT}" ENV "LD_LIBRARY_PATH=${path}"
               ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(${run} RESULT PASS)
  file(READ "${WORK}/${run}-build/cudnn-probe.json" report)
  string(JSON user ERROR_VARIABLE missing GET "${report}" user_environment)
  if(run STREQUAL "other" AND NOT missing)
    message(FATAL_ERROR "LD_LIBRARY_PATH without cuDNN files: the report has a user_environment run:\n${report}")
  elseif(run STREQUAL "shadowed" AND missing)
    message(FATAL_ERROR "LD_LIBRARY_PATH with another cuDNN: the report has no user_environment run:\n${report}")
  endif()
endforeach()
