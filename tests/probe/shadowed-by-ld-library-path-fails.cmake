# case: SCRIPT
# F9 through the environment: another copy, older than the headers, first on LD_LIBRARY_PATH.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(chosen)
pc_good_fixture(shadow VERSION 9.2.0)
pc_configure(run ROOT "${chosen_ROOT}" ENV "LD_LIBRARY_PATH=${shadow_LIBRARY_DIR}"
             ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT FAIL
  MATCH "programs run in this environment load [^\n]*/shadow/lib/libcudnn\\.so\\.9 \\(9\\.2\\.0\\) instead of the chosen [^\n]*/chosen/lib/libcudnn\\.so\\.9: LD_LIBRARY_PATH finds [^\n]*/shadow/lib first; 9\\.2\\.0 does not match the headers \\(9\\.19\\.0\\)"
        "fix: remove [^\n]*/shadow/lib from LD_LIBRARY_PATH")
