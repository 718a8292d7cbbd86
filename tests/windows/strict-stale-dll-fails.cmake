# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# CUDNN_STRICT: the output-folder check of cudnn_copy_runtime_dlls, which runs
# after the find, stops the configure on the spot with the warning's text.
cudnn_isolate()
cudnn_fixture("${FX}/old" LAYOUT windows-zip VERSION 8.8.0)
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
file(COPY "${FX}/old/bin/cudnn64_8.dll" DESTINATION "${CMAKE_BINARY_DIR}")
set(CUDNN_ROOT "${FX}/cudnn")
set(CUDNN_STRICT ON)
find_package(CUDNN REQUIRED)
add_executable(app "${SRC}/tests/windows/runtime-checks.c")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_copy_runtime_dlls(app)
