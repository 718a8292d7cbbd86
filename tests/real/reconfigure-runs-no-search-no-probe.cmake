# case: LANGUAGES C CXX
# A cached re-configure does nothing the cached signatures already cover: no
# search, no probe build or run, no MD5 of a library (CMake's profile of the
# re-configure names every command it ran), but find_package(CUDAToolkit), as
# the project would run it.  The cold configure, profiled the same way, shows
# that each of them does run there.
cudnn_require_real_cudnn()
set(CUDNN_PROBE AUTO)
find_package(CUDNN 9 REQUIRED)
cudnn_assert_true(CUDNN_FOUND)
cudnn_case_post([[
get_filename_component(src "${BIN}/../src" ABSOLUTE)
set(fresh "${BIN}/../fresh")
file(REMOVE_RECURSE "${fresh}")
# The commands a configure runs, from its profile.
function(profiled out label)
  execute_process(COMMAND "${CMAKE_COMMAND}" -S "${src}" -B "${fresh}" -G Ninja
                          --profiling-format=google-trace "--profiling-output=${BIN}/../${label}.json"
                  RESULT_VARIABLE rc OUTPUT_VARIABLE text ERROR_VARIABLE text)
  cudnn_assert_equal(rc 0)
  file(READ "${BIN}/../${label}.json" json)
  set(${out} "${json}" PARENT_SCOPE)
endfunction()
# Regular expressions for what must not run again.  The probe's MD5 of an
# install's file is file(MD5 ${real} ...) in _cudnn_probe_file_facts (the
# cold configure shows that the mark matches it); the cached choice's own
# small file is hashed on every configure.
set(marks "\"name\" : \"_cudnn_search\""
          "\"name\" : \"_cudnn_probe_build\"" "\"name\" : \"_cudnn_probe_run\""
          "\"functionArgs\" : \"MD5 \\$\\{real\\} ")
profiled(cold cold)
foreach(mark IN LISTS marks)
  if(NOT cold MATCHES "${mark}")
    message(FATAL_ERROR "the cold configure did not run ${mark} (see ${BIN}/../cold.json)")
  endif()
endforeach()
profiled(again cached)
if(NOT again MATCHES "\"functionArgs\" : \"CUDAToolkit QUIET\"")
  message(FATAL_ERROR "the cached re-configure did not run find_package(CUDAToolkit) (see ${BIN}/../cached.json)")
endif()
foreach(mark IN LISTS marks)
  if(again MATCHES "${mark}")
    message(FATAL_ERROR "the cached re-configure ran ${mark} (see ${BIN}/../cached.json)")
  endif()
endforeach()
]])
