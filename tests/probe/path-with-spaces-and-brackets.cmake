# case: SCRIPT
# F23 (part): spaces, brackets and parentheses in the install path.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(odd SUBDIR "odd dir [x] (y)")
pc_configure(run ROOT "${odd_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT PASS MATCH "probe-runtime-version=9\\.19\\.0")
