# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# F14: 32-bit DLLs against a 64-bit build: the PE machine field says so.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 8.8.0 ARCH i686)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
