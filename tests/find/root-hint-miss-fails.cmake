# An explicit CUDNN_ROOT that holds no install fails with the reason, and
# does not fall back to the good install named by CUDNN_HOME.
cudnn_isolate()
file(MAKE_DIRECTORY "${FX}/empty")
cudnn_fixture("${FX}/good" LAYOUT linux-tar VERSION 9.19.0)
set(ENV{CUDNN_HOME} "${FX}/good")
set(CUDNN_ROOT "${FX}/empty")
find_package(CUDNN REQUIRED)
