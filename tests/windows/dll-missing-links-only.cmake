# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# Only include/ and lib/x64/ copied: found for linking (e.g. a build-only
# CI), the target has no DLL, and the configure output says programs will
# not start.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0 REMOVE bin)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_target_type(CUDNN::cudnn UNKNOWN_LIBRARY)
cudnn_assert_target_property(CUDNN::cudnn IMPORTED_LOCATION "${FX}/cudnn/lib/x64/cudnn.lib")
