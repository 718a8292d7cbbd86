# case: SCRIPT
# '$', '$(x)' and '${x}' in the install path, Unix Makefiles (pc_dollar_case).
include("${SRC}/tests/probe/helpers.cmake.inc")
find_program(make NAMES make gmake NO_CACHE)
if(NOT make)
  pc_skip("no make program")
  return()
endif()
pc_dollar_case("Unix Makefiles")
