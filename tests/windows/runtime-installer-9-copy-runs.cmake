# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# cudnn_copy_runtime_dlls on NVIDIA's cuDNN 9 installer layout: after the
# build the program's folder holds every cuDNN DLL, the program runs under
# Wine with no PATH change and every sub-library passes its version check,
# each loaded from the program's folder; a second build has nothing to do.
cudnn_isolate()
set(root "${FX}/Program Files/NVIDIA/CUDNN/v9.19")
cudnn_fixture("${root}" LAYOUT windows-installer VERSION 9.19.0 CUDA_VERSIONS "12.9;13.0")
find_package(CUDNN 9 REQUIRED)
list(LENGTH CUDNN_RUNTIME_LIBRARIES n)
cudnn_assert_equal(n 8)
add_executable(app "${SRC}/tests/windows/runtime-checks.c")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_copy_runtime_dlls(app)
set(EMULATOR "${CMAKE_CROSSCOMPILING_EMULATOR}")
cudnn_case_post([[
set(EMULATOR "@EMULATOR@")
include("@SRC@/tests/windows/runtime-helpers.cmake.inc")
rt_build("${BIN}")
rt_list("${BIN}")
foreach(sub "" _graph _ops _cnn _adv _engines_precompiled _engines_runtime_compiled _heuristic)
  cudnn_assert_exists("${BIN}/cudnn${sub}64_9.dll")
endforeach()
rt_run("${BIN}/app.exe")
cudnn_assert_equal(RUN_RESULT 0)
rt_assert_loaded("${RUN_OUTPUT}" "version 91900" "${BIN}" cudnn64_9.dll)
foreach(sub graph ops cnn adv)
  rt_assert_loaded("${RUN_OUTPUT}" "${sub}: CUDNN_STATUS_SUCCESS" "${BIN}" cudnn_${sub}64_9.dll)
endforeach()
rt_build("${BIN}")
cudnn_assert_matches(BUILD_OUTPUT "ninja: no work to do\\.")
]])
