# Helpers for the hostile cases' SETUP, BODY, CHANGE and POST code.

# A good cuDNN 9.19.0 tarball install at <dest> (no static archives: faster).
function(hostile_good dest)
  cudnn_fixture("${dest}" LAYOUT linux-tar VERSION 9.19.0 STATIC OFF ${ARGN})
endfunction()

# A good install moved to <dest> after it is built: the fixture generator
# itself refuses some characters (';') and normalises others ('\\').
function(hostile_good_moved dest)
  hostile_good("${FX}/.staging")
  string(REGEX REPLACE "/[^/]*$" "" parent "${dest}")
  # Not through hostile_sh (its argument list would split a ';'), nor
  # file(MAKE_DIRECTORY) (it reads '\\' as a separator).
  execute_process(COMMAND mkdir -p "${parent}")
  execute_process(COMMAND mv "${FX}/.staging" "${dest}" RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "mv to ${dest} failed")
  endif()
endfunction()

# Replaces '#define <macro> <anything>' in <header> by '#define <macro> <value>'.
function(hostile_set_macro header macro value)
  file(READ "${header}" text)
  string(REGEX REPLACE "#define ${macro} [^\n]*" "#define ${macro} ${value}" text "${text}")
  file(WRITE "${header}" "${text}")
endfunction()

function(hostile_sh)
  execute_process(COMMAND ${ARGN} RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "'${ARGN}' failed (${rc}): ${err}")
  endif()
endfunction()

# A Windows DLL of the stub (x86_64 or i686) copied over <file>; skips
# without MinGW.
function(hostile_pe_over file arch)
  find_program(mingw x86_64-w64-mingw32-gcc)
  if(NOT mingw)
    message("CUDNN_TEST_SKIP: needs MinGW-w64 for a Windows DLL")
    message(FATAL_ERROR "skip")
  endif()
  cudnn_fixture("${FX}/windows-${arch}" LAYOUT windows-zip VERSION 9.19.0 ARCH ${arch})
  file(REMOVE "${file}")
  file(COPY_FILE "${FX}/windows-${arch}/bin/cudnn64_9.dll" "${file}")
endfunction()

# POST: builds the project and runs <exe>, whose output must match <regex>.
function(hostile_build_and_run exe regex)
  execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc
    OUTPUT_VARIABLE out ERROR_VARIABLE err)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "build failed (${rc}):\n${out}\n${err}")
  endif()
  execute_process(COMMAND "${BIN}/${exe}" ${ARGN} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
  message("${exe}: ${out}${err}")
  if(NOT rc EQUAL 0 OR NOT out MATCHES "${regex}")
    message(FATAL_ERROR "${exe} exited ${rc}, printed '${out}${err}', expected '${regex}'")
  endif()
endfunction()

# BODY: a program printing cudnnGetVersion(), linked through CUDNN::cudnn.
function(hostile_version_program name)
  file(WRITE "${CMAKE_BINARY_DIR}/${name}.c" [[
#include <stdio.h>
#include <cudnn.h>
int main(void) { printf("version %zu\n", cudnnGetVersion()); return 0; }
]])
  add_executable(${name} "${CMAKE_BINARY_DIR}/${name}.c")
  target_link_libraries(${name} PRIVATE CUDNN::cudnn)
endfunction()

# SETUP for probe cases: a good install built for CUDA 13 with stand-ins for
# libcublasLt.so.13 and libnvrtc.so.13 beside it (tests/probe/cuda_stub.c), so
# the probe's library checks pass on a machine without them on the loader path.
function(hostile_probe_ready dest)
  hostile_good("${dest}" CUDART 13000)
  foreach(item CUBLASLT NVRTC)
    if(item STREQUAL CUBLASLT)
      set(file libcublasLt.so.13)
    else()
      set(file libnvrtc.so.13)
    endif()
    hostile_sh(gcc -shared -fPIC "-Wl,-soname,${file}" -DSTUB_${item} -DSTUB_VERSION=13000
               -o "${dest}/lib/${file}" "${SRC}/tests/probe/cuda_stub.c")
  endforeach()
endfunction()
