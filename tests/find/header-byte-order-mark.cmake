# A cudnn_version.h saved by a Windows editor starts with a UTF-8 byte-order
# mark: its first define is read all the same.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
file(READ "${FX}/cudnn/include/cudnn_version.h" text)
string(ASCII 239 187 191 bom)
string(REGEX REPLACE "^.*(#define CUDNN_MAJOR)" "\\1" text "${text}")
file(WRITE "${FX}/cudnn/include/cudnn_version.h" "${bom}${text}")
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
