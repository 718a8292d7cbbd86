# case: SCRIPT
# Unchanged inputs: no build, no run. A changed library or environment: both again.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(good)
pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT PASS MATCH "Probing cuDNN 9\\.19\\.0")
pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT PASS MATCH "cuDNN probe: PASS \\(library checks\\) \\(cached\\)" NO_MATCH "Probing")
# The same install rebuilt with a library reporting another version.
pc_good_fixture(good LIB_VERSION 9.2.0 CLEAN ON)
pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT FAIL MATCH "Probing cuDNN" "reports 9\\.2\\.0")
pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT FAIL MATCH "\\(cached\\)" "reports 9\\.2\\.0" NO_MATCH "Probing")
pc_configure(run ROOT "${good_ROOT}" ENV "LD_LIBRARY_PATH=/nonexistent" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT FAIL MATCH "Probing cuDNN")
