# case: SCRIPT
# The probe built by its own project (probe/, as IDE generators without CXX
# do), forced here: the same report as the compiler call (pc_build_way_case).
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_build_way_case(project OFF)
