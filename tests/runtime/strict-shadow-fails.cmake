# CUDNN_STRICT: the LD_LIBRARY_PATH shadowing warning of
# ld-library-path-shadow-warns becomes the reason a REQUIRED find fails,
# through FPHSA, with the warning's text.
cudnn_isolate()
cudnn_fixture("${FX}/other cudnn" LAYOUT linux-tar VERSION 9.14.0)
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(ENV{LD_LIBRARY_PATH} "${FX}/other cudnn/lib")
set(CUDNN_ROOT "${FX}/cudnn")
set(CUDNN_STRICT ON)
find_package(CUDNN REQUIRED)
