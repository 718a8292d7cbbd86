# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw
# An x64 build with only the ARM64 zip: its DLL's PE machine (ARM64) is named.
cudnn_isolate()
cudnn_fixture("${FX}/arm64" LAYOUT windows-zip VERSION 9.19.0 ARCH aarch64)
set(CUDNN_ROOT "${FX}/arm64")
find_package(CUDNN REQUIRED)
