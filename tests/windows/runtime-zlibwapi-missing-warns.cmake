# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# F13: cuDNN 8.8.0 with no zlibwapi.dll anywhere: configure says where it
# looked, what happens and how to fix it.  Under Wine, as with the real DLLs
# (which load zlibwapi.dll by name, importing nothing from it), the program
# starts and every version check passes; the first call into the cnn
# sub-library fails with cuDNN's "Could not locate zlibwapi.dll".
cudnn_isolate()
unset(ENV{ZLIBWAPI_ROOT})
unset(ENV{SystemRoot})
unset(ENV{windir})
unset(ENV{WINEPATH})
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 8.8.0)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_ZLIBWAPI_LIBRARY "")
add_executable(app "${SRC}/tests/windows/runtime-checks.c")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_copy_runtime_dlls(app)
set(EMULATOR "${CMAKE_CROSSCOMPILING_EMULATOR}")
cudnn_case_post([[
set(EMULATOR "@EMULATOR@")
include("@SRC@/tests/windows/runtime-helpers.cmake.inc")
rt_build("${BIN}")
rt_run("${BIN}/app.exe")
cudnn_assert_equal(RUN_RESULT 2)
cudnn_assert_matches(RUN_OUTPUT "cnn_infer: CUDNN_STATUS_SUCCESS")
cudnn_assert_matches(RUN_OUTPUT "Could not locate zlibwapi\\.dll\\. Please make sure it is in your library path!")
cudnn_assert_matches(RUN_OUTPUT "convolution descriptor: CUDNN_STATUS_NOT_INITIALIZED")
]])
