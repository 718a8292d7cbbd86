# case: SCRIPT
# A good fixture (9.19.0 for CUDA 13, cuBLASLt and NVRTC stand-ins): PASS, and
# the report lists its four sub-libraries, loaded from the install.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(good)
pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT PASS MATCH "probe-runtime-version=9\\.19\\.0" "probe-failure=\\[\\[\\]\\]")
file(READ "${WORK}/run-build/cudnn-probe.json" json)
string(JSON n LENGTH "${json}" sublibraries)
string(JSON path GET "${json}" sublibraries 1 path)
string(JSON status GET "${json}" sublibraries 1 status)
if(NOT n EQUAL 4 OR NOT path MATCHES "/good/lib/libcudnn_ops\\.so\\.9$" OR NOT status MATCHES "SUCCESS")
  message(FATAL_ERROR "report's sublibraries: ${n}, ${path}, ${status}")
endif()
