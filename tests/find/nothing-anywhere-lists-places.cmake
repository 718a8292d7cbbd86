# Nothing anywhere: the failure lists every place searched, by path.
cudnn_isolate()
file(MAKE_DIRECTORY "${FX}/empty-home" "${FX}/empty-prefix")
set(ENV{CUDNN_HOME} "${FX}/empty-home")
set(CMAKE_PREFIX_PATH "${FX}/empty-prefix")
find_package(CUDNN REQUIRED)
