cudnn_check_no_match(actual_output "FindCUDNN\\.cmake:[0-9]+ \\(message\\)")
