# case: SCRIPT
# A library that never returns: the probe's watchdog reports the step it hung in.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(hang)
file(WRITE "${WORK}/hang.c" "#include <stddef.h>\n#include <unistd.h>\n"
  "size_t cudnnGetVersion(void) { sleep(60); return 91900; }\n"
  "size_t cudnnGetCudartVersion(void) { return 13000; }\n")
file(REMOVE "${hang_LIBRARY_DIR}/libcudnn.so.9")
execute_process(COMMAND gcc -shared -fPIC -Wl,-soname,libcudnn.so.9 -o "${hang_LIBRARY_DIR}/libcudnn.so.9"
                        "${WORK}/hang.c" RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "building the hanging library failed")
endif()
pc_configure(run ROOT "${hang_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY -DCUDNN_PROBE_TIMEOUT=8)
pc_expect(run RESULT FAIL MATCH "the probe did not finish within 3 s \\(stopped in: cudnnGetVersion\\)")
