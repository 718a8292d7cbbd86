# case: SCRIPT
# The probe built by try_compile (as IDE generators with CXX enabled do),
# forced here: the same report as the compiler call (pc_build_way_case).
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_build_way_case(try_compile ON)
