string(REPLACE "\n  " " " flat "${actual_stderr}")
cudnn_check_matches(flat "cudnn_set_install_rpath: 'no_such_target' is not a target \\(create it with add_executable or add_library first\\)")
