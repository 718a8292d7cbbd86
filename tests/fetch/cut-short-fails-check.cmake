include("${SRC}/tests/fetch/nothing-kept.cmake.inc")
