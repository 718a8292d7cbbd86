# case: SCRIPT
# The real install without an NVIDIA driver, CUDNN_PROBE=GPU: FAIL, naming
# the driver and the fix.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_host_has_driver(driver)
if(driver)
  pc_skip("this host has an NVIDIA driver")
  return()
elseif(NOT EXISTS /usr/local/cuda/include/cudnn_version.h)
  pc_skip("no cuDNN in /usr/local/cuda")
  return()
endif()
pc_configure(run ROOT /usr/local/cuda ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=GPU)
pc_expect(run RESULT FAIL
  MATCH "cuDNN probe failed \\(report: [^\n]*cudnn-probe\\.json\\):\nno NVIDIA driver: libcuda\\.so\\.1 cannot be loaded"
        "fix: install the NVIDIA driver")
