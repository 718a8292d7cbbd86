# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# F12/F17: one sub-library DLL missing from the install: configure names it,
# the other DLLs are still copied, and the program's check of that
# sub-library fails under Wine.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0 REMOVE bin/cudnn_adv64_9.dll)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
add_executable(app "${SRC}/tests/windows/runtime-checks.c")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_copy_runtime_dlls(app)
set(EMULATOR "${CMAKE_CROSSCOMPILING_EMULATOR}")
cudnn_case_post([[
set(EMULATOR "@EMULATOR@")
include("@SRC@/tests/windows/runtime-helpers.cmake.inc")
rt_build("${BIN}")
rt_list("${BIN}")
cudnn_assert_not_exists("${BIN}/cudnn_adv64_9.dll")
rt_run("${BIN}/app.exe")
cudnn_assert_equal(RUN_RESULT 2)
cudnn_assert_matches(RUN_OUTPUT "adv: CUDNN_STATUS_SUBLIBRARY_LOADING_FAILED")
rt_assert_loaded("${RUN_OUTPUT}" "ops: CUDNN_STATUS_SUCCESS" "${BIN}" cudnn_ops64_9.dll)
]])
