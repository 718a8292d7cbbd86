string(REPLACE "\n  " " " flat "${actual_stderr}")
cudnn_check_matches(flat "cudnn_set_install_rpath: no cuDNN was found: call it after a find_package\\(CUDNN\\) that found one \\(CUDNN_FOUND\\)")
