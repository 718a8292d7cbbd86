include("${SRC}/tests/fetch/nothing-asked.cmake.inc")
