# Issue 21 (3): a CUDNN_FIND_PYTHON that is neither FIRST nor STANDARD is an error
# that names both, before anything is searched.
cudnn_isolate()
set(CUDNN_FIND_PYTHON ONLY)
find_package(CUDNN)
