# case: SCRIPT
# F14: a 32-bit library cannot be linked into the (64-bit) probe.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_fixture(i686 LAYOUT linux-tar VERSION 9.19.0 ARCH i686)
pc_configure(run ROOT "${i686_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT FAIL
  MATCH "the probe program could not be built against [^\n]*/i686/include/cudnn_version\\.h and [^\n]*/i686/lib/libcudnn\\.so\\.9"
        "(incompatible|wrong format|file format not recognized)")
