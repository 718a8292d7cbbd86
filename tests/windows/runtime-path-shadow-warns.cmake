# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# F10: an older cuDNN 9.1.0 on the Windows PATH (here WINEPATH, in Windows
# form; the folder name has spaces, parentheses, brackets and non-ASCII
# letters) comes before the chosen 9.19.0: named, with its version.
cudnn_isolate()
unset(ENV{SystemRoot})
unset(ENV{windir})
set(old "${FX}/Prögram (x86) [old]/cudnn")
cudnn_fixture("${old}" LAYOUT windows-zip VERSION 9.1.0)
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
string(REPLACE "/" "\\" winold "Z:${old}/bin")
set(ENV{WINEPATH} "C:\\windows\\system32;${winold}")
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
