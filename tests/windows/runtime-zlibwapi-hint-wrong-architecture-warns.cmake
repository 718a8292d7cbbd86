# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# F14 for zlibwapi.dll: ZLIBWAPI_ROOT holds a 32-bit zlibwapi.dll for a
# 64-bit build: named with its machine, and (the hint missing) F13 follows.
cudnn_isolate()
cudnn_fixture("${FX}/x86" LAYOUT windows-zip VERSION 8.8.0 ARCH i686 ZLIBWAPI_DEST "${FX}/zlib32")
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 8.8.0)
set(ZLIBWAPI_ROOT "${FX}/zlib32")
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_ZLIBWAPI_LIBRARY "")
