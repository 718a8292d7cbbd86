# cudnn_unit_work_dir(<out> <name>): an empty folder for a script-mode unit
# test's files: <WORK>/<name>, WORK being the test's build folder (CTest
# passes it).  Run by hand without WORK, the files go to the temporary folder,
# never into the working directory (which may be the source tree).
function(cudnn_unit_work_dir out name)
  set(work "${WORK}")
  if(NOT work)
    set(work "$ENV{TMPDIR}")
  endif()
  if(NOT work)
    set(work /tmp)
  endif()
  file(REMOVE_RECURSE "${work}/${name}")
  file(MAKE_DIRECTORY "${work}/${name}")
  set(${out} "${work}/${name}" PARENT_SCOPE)
endfunction()
