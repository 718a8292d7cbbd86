# case: SCRIPT
# A newer compatible copy first on LD_LIBRARY_PATH: works, but worth a warning.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(chosen VERSION 9.2.0)
pc_good_fixture(shadow)
pc_configure(run ROOT "${chosen_ROOT}" ENV "LD_LIBRARY_PATH=${shadow_LIBRARY_DIR}"
             ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT PASS
  MATCH "warning: programs run in this environment load [^\n]*/shadow/lib/libcudnn\\.so\\.9 \\(9\\.19\\.0\\)")
