# case: LANGUAGES C CXX
# An unchanged re-configure reuses the cached choice (no "chosen:" line, same
# result); a changed requested version searches again.
set(root /usr/local/cuda)
cudnn_require_real_cudnn()
if(NOT DEFINED REQUEST)
  set(REQUEST 9)
endif()
set(CUDNN_ROOT "${root}")
find_package(CUDNN ${REQUEST} REQUIRED)
file(APPEND "${CMAKE_BINARY_DIR}/versions.txt" "${REQUEST}:${CUDNN_VERSION}\n")
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" "${BIN}" OUTPUT_VARIABLE again RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
if(again MATCHES "chosen:")
  message(FATAL_ERROR "an unchanged re-configure searched again:\n${again}")
endif()
execute_process(COMMAND "${CMAKE_COMMAND}" -DREQUEST=9.1 "${BIN}" OUTPUT_VARIABLE changed RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
cudnn_assert_matches(changed "cuDNN 9\\.[0-9]+\\.[0-9]+ chosen: /usr/local/cuda")
file(READ "${BIN}/versions.txt" versions)
cudnn_assert_matches(versions "^9:9\\.[0-9.]+\n9:9\\.[0-9.]+\n9\\.1:9\\.[0-9.]+\n$")
]])
