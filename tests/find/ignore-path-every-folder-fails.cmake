# With every library folder of the only install in CMAKE_IGNORE_PATH, its
# headers say 9.19.0 and no library is used: the reason names the folder.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_ROOT "${FX}/cudnn")
set(CMAKE_IGNORE_PATH "${FX}/cudnn/lib")
find_package(CUDNN REQUIRED)
