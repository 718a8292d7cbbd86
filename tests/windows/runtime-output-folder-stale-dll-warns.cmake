# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# A program's output folder already holds a cuDNN 8 DLL and another build of
# a cuDNN 9 sub-library: cudnn_copy_runtime_dlls names both at configure time.
cudnn_isolate()
cudnn_fixture("${FX}/old" LAYOUT windows-zip VERSION 8.8.0)
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
file(COPY "${FX}/old/bin/cudnn64_8.dll" DESTINATION "${CMAKE_BINARY_DIR}")
configure_file("${FX}/old/bin/cudnn_ops_infer64_8.dll" "${CMAKE_BINARY_DIR}/cudnn_graph64_9.dll" COPYONLY)
file(APPEND "${CMAKE_BINARY_DIR}/cudnn_graph64_9.dll" "padding")
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
add_executable(app "${SRC}/tests/windows/runtime-checks.c")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_copy_runtime_dlls(app)
