# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# The README's first command, for a Windows target: examples/minimal built
# with MinGW-w64 against the 9.19.0 zip layout, its DLLs copied beside it by
# cudnn_copy_runtime_dlls, run under Wine.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 9.19.0)
set(TOOLCHAIN "${CMAKE_TOOLCHAIN_FILE}")
set(EMULATOR "${CMAKE_CROSSCOMPILING_EMULATOR}")
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" -S "@SRC@/examples/minimal" -B "${BIN}/minimal" -G Ninja
    "-DCMAKE_TOOLCHAIN_FILE=@TOOLCHAIN@" "-DCUDNN_ROOT=@FX@/cudnn" -DCUDNN_CUDA_VERSION=12.9
    -DCUDNN_PROBE=OFF
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
message("${out}${err}")
cudnn_assert_equal(rc 0)
cudnn_assert_matches(out "-- cuDNN 9\\.19\\.0 chosen: @FX@/cudnn \\(CUDNN_ROOT; archive\\)")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}/minimal" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
file(GLOB dlls RELATIVE "${BIN}/minimal" "${BIN}/minimal/*.dll")
list(LENGTH dlls n)
message("DLLs beside cudnn_minimal.exe: ${dlls}")
cudnn_assert_equal(n 8)
execute_process(COMMAND @EMULATOR@ "${BIN}/minimal/cudnn_minimal.exe"
  OUTPUT_VARIABLE out RESULT_VARIABLE rc)
message("${out}")
cudnn_assert_equal(rc 0)
cudnn_assert_matches(out "cuDNN library: cudnnGetVersion\\(\\) = 91900")
]])
