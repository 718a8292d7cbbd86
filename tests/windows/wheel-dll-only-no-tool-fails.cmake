# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# Issue 7 (5): a Windows 9.x wheel (DLLs and headers, no .lib) where the
# toolchain has no dlltool or lib.exe: the message says that wheels never
# have import libraries and what to do, never "were only bin/ and include/
# copied?".
cudnn_isolate()
set(prefix "${FX}/venv")
cudnn_fixture("${prefix}" LAYOUT windows-wheel VERSION 9.19.0 REMOVE Lib/site-packages/nvidia/cudnn/lib)
set(ENV{VIRTUAL_ENV} "${prefix}")
set(CMAKE_DLLTOOL "")
find_package(CUDNN REQUIRED)
