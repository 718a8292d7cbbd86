# case: SCRIPT
# F9: the headers are newer than the library.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(mixed LIB_VERSION 9.2.0)
pc_configure(run ROOT "${mixed_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT FAIL
  MATCH "/mixed/lib/libcudnn\\.so\\.9 reports 9\\.2\\.0 but [^\n]*/mixed/include/cudnn_version\\.h says 9\\.19\\.0: they come from different releases"
        "fix: use headers and libraries from one release")
