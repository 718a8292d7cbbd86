# cudnn-cmake probe tests: registration. include() this file from tests/CMakeLists.txt
# (do not glob tests/probe/*.cmake as case files: these are helpers).
#
# Each case of case-list.cmake becomes the test probe-<case>, run by run-case.cmake in
# script mode; tests/probe/gpu-cases.sh becomes probe-gpu-cases (label gpu), which needs
# a GPU and the project's GPU machine installs, and is skipped (exit 77) elsewhere.

include("${CMAKE_CURRENT_LIST_DIR}/case-list.cmake")
foreach(_cudnn_probe_entry IN LISTS CUDNN_PROBE_CASES)
  string(REPLACE "|" ";" _cudnn_probe_entry "${_cudnn_probe_entry}")
  list(GET _cudnn_probe_entry 0 _cudnn_probe_case)
  list(GET _cudnn_probe_entry 1 _cudnn_probe_labels)
  string(REPLACE "," ";" _cudnn_probe_labels "${_cudnn_probe_labels}")
  add_test(NAME probe-${_cudnn_probe_case}
    COMMAND "${CMAKE_COMMAND}" "-DCASE=${_cudnn_probe_case}"
            "-DWORK=${CMAKE_CURRENT_BINARY_DIR}/probe-cases/${_cudnn_probe_case}"
            -P "${CMAKE_CURRENT_LIST_DIR}/run-case.cmake")
  set_tests_properties(probe-${_cudnn_probe_case} PROPERTIES
    LABELS "${_cudnn_probe_labels}"
    SKIP_REGULAR_EXPRESSION "CUDNN_TEST_SKIP:"
    TIMEOUT 300)
endforeach()

add_test(NAME probe-gpu-cases COMMAND sh "${CMAKE_CURRENT_LIST_DIR}/gpu-cases.sh")
set_tests_properties(probe-gpu-cases PROPERTIES
  LABELS "probe;gpu"
  SKIP_RETURN_CODE 77
  ENVIRONMENT "CMAKE=${CMAKE_COMMAND};WORK=${CMAKE_CURRENT_BINARY_DIR}/probe-gpu-cases"
  TIMEOUT 900)
unset(_cudnn_probe_entry)
unset(_cudnn_probe_case)
unset(_cudnn_probe_labels)
