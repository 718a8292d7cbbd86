cudnn_check_no_match(actual_output "cannot be read")
