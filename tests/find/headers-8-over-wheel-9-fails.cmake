# Issue 7 (6): cuDNN 8.9 headers copied over a 9.x pip wheel: the message
# names the lib/libcudnn.so.9 that is there (another major), not only the
# libcudnn.so of 8.9 that is missing.
cudnn_isolate()
cudnn_fixture("${FX}/venv" LAYOUT linux-wheel VERSION 9.19.0)
cudnn_fixture("${FX}/old" LAYOUT linux-wheel VERSION 8.9.6)
set(cudnn "${FX}/venv/lib/python3.11/site-packages/nvidia/cudnn")
file(GLOB headers "${FX}/old/lib/python3.11/site-packages/nvidia/cudnn/include/*.h")
foreach(header IN LISTS headers)
  get_filename_component(name "${header}" NAME)
  configure_file("${header}" "${cudnn}/include/${name}" COPYONLY)
endforeach()
set(CUDNN_ROOT "${cudnn}")
find_package(CUDNN REQUIRED)
