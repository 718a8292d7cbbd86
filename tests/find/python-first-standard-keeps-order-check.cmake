cudnn_check_matches(actual_stdout "cuDNN 9\\.19\\.0 chosen: <BUILD>/fx/cuda \\(CMAKE_PREFIX_PATH; archive\\)")
cudnn_check_no_match(actual_stdout "searched first")
