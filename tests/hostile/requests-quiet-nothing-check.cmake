cudnn_check_no_match(actual_output "CMake Warning at")
cudnn_check_no_match(actual_output "Could NOT find")
