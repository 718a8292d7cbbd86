# case: TOOLCHAIN windows-arm64-search-only REQUIRES mingw
# Windows on Arm with only an x64 zip: its DLL's PE machine is named, with
# where cuDNN for Windows on Arm keeps its files.
cudnn_isolate()
cudnn_fixture("${FX}/x64" LAYOUT windows-zip VERSION 9.19.0)
set(CUDNN_ROOT "${FX}/x64")
find_package(CUDNN REQUIRED)
