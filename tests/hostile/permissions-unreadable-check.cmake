cudnn_check_no_match(actual_output "${NOT_SAYS}")
