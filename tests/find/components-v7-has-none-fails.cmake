# cuDNN 7 is monolithic: asking it for a component says so.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar7 VERSION 7.6.5)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED COMPONENTS ops)
