# case: SCRIPT
# CUDNN_PROBE=OFF: the probe is skipped, and says so; nothing is probed.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(good)
pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=OFF)
pc_expect(run RESULT SKIPPED MATCH "cuDNN probe skipped: disabled \\(CUDNN_PROBE=OFF\\)" NO_MATCH "Probing")
