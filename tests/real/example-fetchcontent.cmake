# case: LANGUAGES C CXX
# examples/fetchcontent: cudnn-cmake through FetchContent (the tests give it this
# checkout with FETCHCONTENT_SOURCE_DIR_CUDNN_CMAKE, so nothing is downloaded),
# configured, built and run against the cuDNN of this machine.
cudnn_require_real_cudnn()
cudnn_case_post([[
set(example "@SRC@/examples/fetchcontent")
execute_process(COMMAND "${CMAKE_COMMAND}" -S "${example}" -B "${BIN}/example" -G Ninja
                        "-DFETCHCONTENT_SOURCE_DIR_CUDNN_CMAKE=@SRC@"
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
message("${out}${err}")
cudnn_assert_equal(rc 0)
cudnn_assert_equal(err "")
cudnn_assert_matches(out "-- cuDNN 9\\.[0-9]+\\.[0-9]+ chosen: /usr/local/cuda")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}/example" --target run
  OUTPUT_VARIABLE out RESULT_VARIABLE rc)
message("${out}")
cudnn_assert_equal(rc 0)
cudnn_assert_matches(out "cuDNN library: cudnnGetVersion\\(\\) = 9[0-9]+")
]])
