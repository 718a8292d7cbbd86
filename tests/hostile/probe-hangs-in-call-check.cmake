cudnn_check_matches(actual_stderr "library under test: <BUILD>/fx/cudnn/lib/libcudnn\\.so\\.9")
cudnn_check_no_match(actual_output "set CUDNN_PROBE=LIBRARY")
cudnn_check_no_match(actual_output "hung driver or GPU")
