# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# $<TARGET_RUNTIME_DLLS:app> (CMake 3.21+) lists every file cuDNN 8.8.0
# needs, sub-libraries and zlibwapi.dll (found through ZLIBWAPI_ROOT)
# included, without them being linked: the copy idiom of CMake's own
# documentation then gives a program that runs.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT windows-zip VERSION 8.8.0 ZLIBWAPI_DEST "${FX}/zlib/dll_x64")
set(ZLIBWAPI_ROOT "${FX}/zlib")
set(CUDNN_ROOT "${FX}/cudnn")
find_package(CUDNN REQUIRED)
if(CMAKE_VERSION VERSION_LESS 3.21)
  cudnn_skip_case("$<TARGET_RUNTIME_DLLS> needs CMake 3.21")
endif()
add_executable(app "${SRC}/tests/windows/runtime-checks.c")
target_link_libraries(app PRIVATE CUDNN::cudnn)
# The idiom of CMake's documentation (copy -t is 3.26+; the list is not empty).
add_custom_command(TARGET app POST_BUILD
  COMMAND "${CMAKE_COMMAND}" -E copy_if_different $<TARGET_RUNTIME_DLLS:app> $<TARGET_FILE_DIR:app>
  COMMAND_EXPAND_LISTS)
file(GENERATE OUTPUT "${CMAKE_BINARY_DIR}/runtime-dlls.txt" CONTENT "$<TARGET_RUNTIME_DLLS:app>")
string(REPLACE ";" "\n" want "${CUDNN_RUNTIME_LIBRARIES}")
file(WRITE "${CMAKE_BINARY_DIR}/want.txt" "${want}")
set(EMULATOR "${CMAKE_CROSSCOMPILING_EMULATOR}")
cudnn_case_post([[
set(EMULATOR "@EMULATOR@")
include("@SRC@/tests/windows/runtime-helpers.cmake.inc")
file(READ "${BIN}/runtime-dlls.txt" dlls)
file(STRINGS "${BIN}/want.txt" want)
message("$<TARGET_RUNTIME_DLLS:app>:\n  ${dlls}")
list(SORT dlls)
list(SORT want)
cudnn_assert_equal(dlls "${want}")
list(LENGTH dlls n)
cudnn_assert_equal(n 8)
cudnn_assert_matches(dlls "@FX@/zlib/dll_x64/zlibwapi\\.dll")
# Nothing but cudnn.lib is linked.
file(STRINGS "${BIN}/build.ninja" link_lines REGEX "LINK_LIBRARIES = ")
cudnn_assert_matches(link_lines "cudnn\\.lib")
if(link_lines MATCHES "cudnn_[a-z_]+\\.lib|zlibwapi")
  message(FATAL_ERROR "a sub-library or zlibwapi is on the link line: ${link_lines}")
endif()
rt_build("${BIN}")
rt_list("${BIN}")
rt_run("${BIN}/app.exe")
cudnn_assert_equal(RUN_RESULT 0)
rt_assert_loaded("${RUN_OUTPUT}" "cnn_infer: CUDNN_STATUS_SUCCESS" "${BIN}" cudnn_cnn_infer64_8.dll)
]])
