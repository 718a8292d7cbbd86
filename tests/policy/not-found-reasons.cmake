# The failure under any policy: every place with its reason.
cudnn_isolate()
cudnn_fixture("${FX}/v9" LAYOUT linux-tar VERSION 9.19.0)
set(CMAKE_PREFIX_PATH "${FX}/v9" "${FX}/empty")
file(MAKE_DIRECTORY "${FX}/empty")
find_package(CUDNN 10 REQUIRED)
