# case: SCRIPT
# Version headers of every era, read by _cudnn_read_version (F3, F7).
include("${SRC}/modules/cudnn/common.cmake")
include("${SRC}/modules/cudnn/find/headers.cmake")
set(dir "${BUILD}")

function(check header text expected_version expected_problem_regex)
  file(WRITE "${dir}/${header}" "${text}")
  _cudnn_read_version(version problem "${dir}/${header}")
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
# A comment between the name and the value is a blank to the preprocessor.
check(comment.h "#define CUDNN_MAJOR /* major */ 9\n# define CUDNN_MINOR /**/19\n# define CUDNN_PATCHLEVEL /* patch ** level */ 0\n" 9.19.0 "^$")
# A comment that hides the value leaves none.
check(hidden.h "#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 1\n#define CUDNN_PATCHLEVEL /* 3 */\n" "" "has no numeric CUDNN_PATCHLEVEL")
# Windows line ends (the zip's headers), the defines after a licence comment.
check(crlf.h "/*\r\n * Copyright\r\n */\r\n\r\n#define CUDNN_MAJOR 9\r\n#define CUDNN_MINOR 2\r\n#define CUDNN_PATCHLEVEL 1\r\n" 9.2.1 "^$")
# Corrupt: garbage, a bracket, no numbers.
check(corrupt.h "#define CUDNN_MAJOR [garbage\n#define CUDNN_MINOR ;;\n\t\t" "" "corrupt.h has no numeric CUDNN_MAJOR .*corrupt, truncated or not a cuDNN header")
check(empty.h "" "" "empty.h has no numeric CUDNN_MAJOR")
# Missing patch level only.
check(nopatch.h "#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 1\n" "" "has no numeric CUDNN_PATCHLEVEL")

# A UTF-8 byte-order mark before the first define, as a Windows editor saves it.
string(ASCII 239 187 191 bom)
check(bom.h "${bom}#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 1\n#define CUDNN_PATCHLEVEL 0\n" 9.1.0 "^$")
# A long licence before the defines: the whole header is read (not its first 256 KiB).
string(REPEAT "// a line of licence text, repeated to make the header large\n" 6000 licence)
check(long.h "${licence}#define CUDNN_MAJOR 9\n#define CUDNN_MINOR 2\n#define CUDNN_PATCHLEVEL 3\n" 9.2.3 "^$")
# Over 1 MiB: no version header, said so (not "no numeric CUDNN_MAJOR").
string(REPEAT "${licence}" 4 huge)
check(huge.h "${huge}#define CUDNN_MAJOR 9\n" "" "huge\\.h is [0-9]+ bytes, too large to be cuDNN's version header")
message(STATUS "version parsing: all checks passed")
