# A version header with 300 KiB of comments before its defines is read whole
# (a 256 KiB read would find no CUDNN_MAJOR).
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
file(READ "${FX}/cudnn/include/cudnn_version.h" text)
string(REPEAT "/* a comment line, 64 bytes long, repeated before the defines */\n" 4800 pad)
file(WRITE "${FX}/cudnn/include/cudnn_version.h" "${pad}${text}")
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_VERSION 9.19.0)
