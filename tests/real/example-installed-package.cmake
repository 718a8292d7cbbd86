# case: LANGUAGES C CXX
# examples/installed-package: cudnn-cmake installed (cmake --install) into a prefix,
# found by the example through CMAKE_PREFIX_PATH alone, configured, built and run
# against the cuDNN of this machine.
cudnn_require_real_cudnn()
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" -S "@SRC@" -B "${BIN}/pkg" -G Ninja -DBUILD_TESTING=OFF
                        "-DCMAKE_INSTALL_PREFIX=${BIN}/prefix" OUTPUT_QUIET RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BIN}/pkg" OUTPUT_QUIET RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
set(example "@SRC@/examples/installed-package")
execute_process(COMMAND "${CMAKE_COMMAND}" -S "${example}" -B "${BIN}/example" -G Ninja
                        "-DCMAKE_PREFIX_PATH=${BIN}/prefix"
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
message("${out}${err}")
cudnn_assert_equal(rc 0)
cudnn_assert_equal(err "")
cudnn_assert_matches(out "-- cuDNN 9\\.[0-9]+\\.[0-9]+ chosen: /usr/local/cuda")
file(STRINGS "${BIN}/example/CMakeCache.txt" dir REGEX "^CUDNN_DIR:")
cudnn_assert_equal(dir "CUDNN_DIR:PATH=${BIN}/prefix/share/cudnn-cmake")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}/example" --target run
  OUTPUT_VARIABLE out RESULT_VARIABLE rc)
message("${out}")
cudnn_assert_equal(rc 0)
cudnn_assert_matches(out "cuDNN library: cudnnGetVersion\\(\\) = 9[0-9]+")
]])
