# case: SCRIPT
# '$', '$(x)' and '${x}' in the install path, Ninja (pc_dollar_case).
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_dollar_case(Ninja)
