cudnn_check_no_match(actual_output "Probing cuDNN")
cudnn_check_no_match(actual_output "cudnn_probe\\.cpp is missing")
