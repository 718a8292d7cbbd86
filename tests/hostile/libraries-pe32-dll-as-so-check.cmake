cudnn_check_no_match(actual_output "built for x86")
