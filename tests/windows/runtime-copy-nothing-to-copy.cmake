# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# Only include/ and lib/x64/ (a link-only install): CUDNN_RUNTIME_LIBRARIES
# is empty, cudnn_copy_runtime_dlls and cudnn_install_runtime_dlls add
# nothing, and the build and install succeed.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0 REMOVE bin)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_RUNTIME_LIBRARIES "")
add_executable(app "${SRC}/tests/windows/runtime-checks.c")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_copy_runtime_dlls(app)
install(TARGETS app RUNTIME DESTINATION bin)
cudnn_install_runtime_dlls(DESTINATION bin)
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
file(GLOB dlls "${BIN}/*.dll")
cudnn_assert_equal(dlls "")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BIN}" --prefix "${BIN}/../prefix" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
cudnn_assert_exists("${BIN}/../prefix/bin/app.exe")
]])
