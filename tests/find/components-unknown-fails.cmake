# A component the install does not have: named, with those it has and the fix.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED COMPONENTS engines_tensor_ir)
