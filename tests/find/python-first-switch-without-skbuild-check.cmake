cudnn_check_matches(actual_stdout "cuDNN 9\\.5\\.1 chosen: <BUILD>/fx/venv/[^\n]*; Python environments searched first: CUDNN_FIND_PYTHON=FIRST\\)")
cudnn_check_matches(actual_stdout "cuDNN 9\\.1\\.0 chosen: <BUILD>/fx/home \\(ENV\\{CUDNN_HOME\\}; archive\\)")
