cudnn_check_no_match(actual_output "set CUDNN_PROBE=LIBRARY")
