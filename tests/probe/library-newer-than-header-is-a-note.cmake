# case: SCRIPT
# NVIDIA's rule: a newer minor of the same major is compatible.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(mixed VERSION 9.2.0 LIB_VERSION 9.19.0)
pc_configure(run ROOT "${mixed_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT PASS
  MATCH "note: [^\n]*libcudnn\\.so\\.9 reports 9\\.19\\.0 but [^\n]* says 9\\.2\\.0: a newer library of the same major version is compatible")
