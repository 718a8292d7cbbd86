# case: SCRIPT
# Bad data never becomes a CMake error: the probe is skipped with a note.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_configure(garbage ARGS "-DCUDNN_TEST_RECORD=this is not JSON")
pc_expect(garbage RESULT SKIPPED MATCH "cuDNN probe skipped: the install names no library or version header")
pc_configure(partial ARGS [[-DCUDNN_TEST_RECORD={"library": 5, "components": [1, {"x": null}]}]])
pc_expect(partial RESULT SKIPPED NO_MATCH "CMake Error")
