# case: SCRIPT
# CUDNN_PROBE=LIBRARY: the library checks pass, nothing about a driver.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(good)
pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT PASS MATCH "PASS \\(library checks\\)" NO_MATCH "driver")
