# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# F10: a cudnn64_9.dll in System32 (SystemRoot points at a fixture folder)
# is loaded before anything on PATH; its version cannot be read there.
cudnn_isolate()
unset(ENV{WINEPATH})
cudnn_fixture("${FX}/old" LAYOUT windows-zip VERSION 9.1.0)
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
file(COPY "${FX}/old/bin/cudnn64_9.dll" DESTINATION "${FX}/Windows/System32")
set(ENV{SystemRoot} "${FX}/Windows")
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
