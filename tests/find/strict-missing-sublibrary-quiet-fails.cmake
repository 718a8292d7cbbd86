# CUDNN_STRICT: a sub-library missing from the chosen install (a warning
# before FPHSA) fails a REQUIRED find, QUIET or not: QUIET hides messages,
# not failures.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0 REMOVE "lib/libcudnn_adv.so*")
set(CUDNN_ROOT "${FX}/cudnn")
set(CUDNN_STRICT ON)
find_package(CUDNN REQUIRED QUIET)
