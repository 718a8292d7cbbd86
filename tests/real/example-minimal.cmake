# case: LANGUAGES C CXX
# The README's first command: configure, build and run examples/minimal
# against the cuDNN of this machine.
cudnn_require_real_cudnn()
cudnn_case_post([[
set(example "@SRC@/examples/minimal")
execute_process(COMMAND "${CMAKE_COMMAND}" -S "${example}" -B "${BIN}/minimal" -G Ninja
  OUTPUT_VARIABLE out RESULT_VARIABLE rc)
message("${out}")
cudnn_assert_equal(rc 0)
cudnn_assert_matches(out "-- cuDNN 9\\.[0-9]+\\.[0-9]+ chosen: /usr/local/cuda")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}/minimal" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
execute_process(COMMAND "${BIN}/minimal/cudnn_minimal" OUTPUT_VARIABLE out RESULT_VARIABLE rc)
message("${out}")
cudnn_assert_equal(rc 0)
cudnn_assert_matches(out "cuDNN library: cudnnGetVersion\\(\\) = 9[0-9]+")
]])
