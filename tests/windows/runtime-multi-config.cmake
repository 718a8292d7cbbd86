# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# Ninja Multi-Config: cudnn_copy_runtime_dlls puts the DLLs into both the
# Debug and the Release folder, and both programs run.  The case-post step
# configures this same project again with that generator.
cudnn_isolate()
if(NOT EXISTS "${FX}/cudnn/include/cudnn.h")
  cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
endif()
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
add_executable(app "${SRC}/tests/windows/runtime-checks.c")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_copy_runtime_dlls(app)
set(EMULATOR "${CMAKE_CROSSCOMPILING_EMULATOR}")
cudnn_case_post([[
set(EMULATOR "@EMULATOR@")
include("@SRC@/tests/windows/runtime-helpers.cmake.inc")
get_filename_component(MC "${BIN}/../multi" ABSOLUTE)
file(REMOVE_RECURSE "${MC}")
execute_process(COMMAND "${CMAKE_COMMAND}" -S "@CMAKE_SOURCE_DIR@" -B "${MC}" -G "Ninja Multi-Config"
  "-DCMAKE_TOOLCHAIN_FILE=@CMAKE_TOOLCHAIN_FILE@" -DCUDNN_PROBE=OFF
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "Ninja Multi-Config configure failed:\n${out}\n${err}")
endif()
foreach(config Debug Release)
  rt_build("${MC}" ${config})
  rt_list("${MC}/${config}")
  foreach(sub "" _graph _ops _cnn _adv _engines_precompiled _engines_runtime_compiled _heuristic)
    cudnn_assert_exists("${MC}/${config}/cudnn${sub}64_9.dll")
  endforeach()
  rt_run("${MC}/${config}/app.exe")
  cudnn_assert_equal(RUN_RESULT 0)
  rt_assert_loaded("${RUN_OUTPUT}" "adv: CUDNN_STATUS_SUCCESS" "${MC}/${config}" cudnn_adv64_9.dll)
  rt_build("${MC}" ${config})
  cudnn_assert_matches(BUILD_OUTPUT "ninja: no work to do\\.")
endforeach()
]])
