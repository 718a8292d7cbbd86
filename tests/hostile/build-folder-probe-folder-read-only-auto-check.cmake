cudnn_check_no_match(actual_output "file failed to open")
