cudnn_check_matches(actual_stderr "library under test: <BUILD>/fx/cudnn/lib/libcudnn\\.so\\.9")
