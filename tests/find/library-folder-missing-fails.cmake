# F2: headers present, lib folder gone.  The message names the header, the
# version it says, each folder looked in and the fix.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 8.8.0 REMOVE lib)
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
