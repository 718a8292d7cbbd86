cmake_minimum_required(VERSION 3.19)
# Version headers of every era, read by _cudnn_read_version (F3, F7).
include("${SRC}/modules/cudnn/record.cmake")
include("${SRC}/modules/cudnn/files.cmake")
include("${SRC}/tests/harness/assert.cmake")
include("${SRC}/tests/harness/unit-work.cmake")
cudnn_unit_work_dir(dir unit-version-parsing)

function(check header text expected_version expected_problem_regex)
  file(WRITE "${dir}/${header}" "${text}")
  _cudnn_read_version("${dir}/${header}" version problem)
  cudnn_assert_equal(version "${expected_version}")
  cudnn_assert_matches(problem "${expected_problem_regex}")
endfunction()

# cuDNN 9: x10000 formula; the components are what counts.
check(v9.h "#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 19\n#define CUDNN_PATCHLEVEL 0\n#define CUDNN_VERSION (CUDNN_MAJOR * 10000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)\n" 9.19.0 "^$")
# cuDNN 8: x1000 formula.
check(v8.h "#define CUDNN_MAJOR 8\n#define CUDNN_MINOR 8\n#define CUDNN_PATCHLEVEL 0\n#define CUDNN_VERSION (CUDNN_MAJOR * 1000 + CUDNN_MINOR * 100 + CUDNN_PATCHLEVEL)\n" 8.8.0 "^$")
# cuDNN 7: in cudnn.h, among other macros with longer names.
check(v7.h "#ifndef CUDNN_H_\n#define CUDNN_H_\n#define CUDNN_MAJOR_HELPER 1\n#define CUDNN_MAJOR 7\n#define CUDNN_MINOR 6\n#define CUDNN_PATCHLEVEL 5\n" 7.6.5 "^$")
# A major of 10 or more is not read as 1 (F7).
check(v10.h "#define CUDNN_MAJOR 10\n#define CUDNN_MINOR 2\n#define CUDNN_PATCHLEVEL 11\n" 10.2.11 "^$")
# Indented and tab-separated defines, leading zeros.
check(tabs.h "  #  define\tCUDNN_MAJOR\t9\n#define CUDNN_MINOR 05\n#define CUDNN_PATCHLEVEL 1 /* patch */\n" 9.5.1 "^$")
# Windows line ends (the zip's headers), the defines after a licence comment.
check(crlf.h "/*\r\n * Copyright\r\n */\r\n\r\n#define CUDNN_MAJOR 9\r\n#define CUDNN_MINOR 2\r\n#define CUDNN_PATCHLEVEL 1\r\n" 9.2.1 "^$")
# Corrupt: garbage, a bracket, no numbers.
check(corrupt.h "#define CUDNN_MAJOR [garbage\n#define CUDNN_MINOR ;;\n\t\t" "" "corrupt.h has no numeric CUDNN_MAJOR .*corrupt, truncated or not a cuDNN header")
check(empty.h "" "" "empty.h has no numeric CUDNN_MAJOR")
# Missing patch level only.
check(nopatch.h "#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 1\n" "" "has no numeric CUDNN_PATCHLEVEL")

# The integer cudnnGetVersion() returns, per era.
foreach(pair "9.19.0=91900" "8.8.0=8800" "7.6.5=7605" "10.2.1=100201" "9.0.0=90000")
  string(REPLACE "=" ";" pair "${pair}")
  list(GET pair 0 v)
  list(GET pair 1 n)
  _cudnn_version_number(number "${v}")
  cudnn_assert_equal(number "${n}")
endforeach()
message("version parsing: all checks passed")
