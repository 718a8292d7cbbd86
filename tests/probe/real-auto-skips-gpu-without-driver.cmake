# case: SCRIPT
# The real install of the project machines (/usr/local/cuda, cuDNN 9.19.0) on a
# host without an NVIDIA driver: AUTO passes the library checks and skips the
# GPU checks, with a note.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_host_has_driver(driver)
if(driver)
  pc_skip("this host has an NVIDIA driver")
  return()
elseif(NOT EXISTS /usr/local/cuda/include/cudnn_version.h)
  pc_skip("no cuDNN in /usr/local/cuda")
  return()
endif()
pc_configure(run ROOT /usr/local/cuda ARGS ${PC_TOOLKIT})
pc_expect(run RESULT PASS
  MATCH "PASS \\(GPU checks skipped: no NVIDIA driver\\)"
        "note: no NVIDIA driver: libcuda\\.so\\.1 cannot be loaded"
        "probe-failure=\\[\\[\\]\\]")
