# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# F14 for a sub-library: one 32-bit DLL among 64-bit ones is named.
cudnn_isolate()
cudnn_fixture("${FX}/x86" LAYOUT windows-zip VERSION 9.19.0 ARCH i686)
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
file(REMOVE "${FX}/cudnn/bin/cudnn_ops64_9.dll")
file(COPY "${FX}/x86/bin/cudnn_ops64_9.dll" DESTINATION "${FX}/cudnn/bin")
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
