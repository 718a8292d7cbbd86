# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# Issue 7, DLL-only installs: CUDNN_LIBRARY naming a DLL (a torch/lib folder
# holds cuDNN's DLLs and no .lib; the headers come from elsewhere): the
# import library is made from it, and the program runs.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0 REMOVE lib)
file(COPY "${FX}/cudnn/bin/" DESTINATION "${FX}/torch/lib")
set(CUDNN_INCLUDE_DIR "${FX}/cudnn/include")
set(CUDNN_LIBRARY "${FX}/torch/lib/cudnn64_9.dll")
find_package(CUDNN 9 REQUIRED)
cudnn_assert_matches(CUDNN_LIBRARY "/cudnn-implib/[0-9a-f]+/cudnn64_9\\.lib$")
cudnn_assert_target_property(CUDNN::cudnn IMPORTED_LOCATION "${FX}/torch/lib/cudnn64_9.dll")
cudnn_assert_target_property(CUDNN::cudnn IMPORTED_IMPLIB "${CUDNN_LIBRARY}")
add_executable(app "${SRC}/tests/windows/runtime-checks.c")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_copy_runtime_dlls(app)
set(EMULATOR "${CMAKE_CROSSCOMPILING_EMULATOR}")
cudnn_case_post([[
set(EMULATOR "@EMULATOR@")
include("@SRC@/tests/windows/runtime-helpers.cmake.inc")
rt_build("${BIN}")
rt_run("${BIN}/app.exe")
cudnn_assert_equal(RUN_RESULT 0)
rt_assert_loaded("${RUN_OUTPUT}" "version 91900" "${BIN}" cudnn64_9.dll)
]])
