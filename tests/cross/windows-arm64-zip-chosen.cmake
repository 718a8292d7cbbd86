# case: TOOLCHAIN windows-arm64-search-only REQUIRES mingw
# Windows on Arm: the ARM64 zip (lib/arm64, bin/arm64, DLLs whose PE machine
# is ARM64) is chosen; an x64 zip found first is not.
cudnn_isolate()
cudnn_fixture("${FX}/x64" LAYOUT windows-zip VERSION 9.19.0)
cudnn_fixture("${FX}/arm64" LAYOUT windows-zip VERSION 9.19.0 ARCH aarch64)
set(CMAKE_PREFIX_PATH "${FX}/x64" "${FX}/arm64")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/arm64/lib/arm64/cudnn.lib")
cudnn_assert_target_property(CUDNN::cudnn IMPORTED_LOCATION "${FX}/arm64/bin/cudnn64_9.dll")
