string(REPLACE "\n  " " " flat "${actual_stderr}")
cudnn_check_matches(flat "FindCUDNN: CUDNN_FIND_PYTHON is 'ONLY': set it to FIRST \\(the Python environments' cuDNN wheels before CMAKE_PREFIX_PATH and the CUDA roots\\) or STANDARD \\(the documented search order\\), or leave it unset\\.")
