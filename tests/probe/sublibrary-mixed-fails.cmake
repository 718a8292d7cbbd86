# case: SCRIPT
# F11: one sub-library from another release.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(mixed SUBLIB_VERSION ops=9.1.0)
pc_configure(run ROOT "${mixed_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT FAIL
  MATCH "cudnnOpsVersionCheck failed with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH \\(1002\\) for [^\n]*/mixed/lib/libcudnn_ops\\.so\\.9"
        "fix: replace [^\n]*/mixed/lib/libcudnn_ops\\.so\\.9 with the one from the same release")
