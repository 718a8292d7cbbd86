# case: SCRIPT
# _cudnn_binary_info on real files of this machine and on damaged copies:
# format, machine and truncation (F14, bad input).
include("${SRC}/modules/cudnn/common.cmake")
include("${SRC}/modules/cudnn/find/binary.cmake")
set(dir "${BUILD}")

# An ELF shared object of this machine: the CMake executable's libc.
find_file(libc NAMES libc.so.6 PATHS /lib/x86_64-linux-gnu /lib64 /usr/lib64 NO_DEFAULT_PATH)
if(NOT libc)
  message("CUDNN_TEST_SKIP: no libc.so.6 to read")
  return()
endif()
_cudnn_binary_info("${libc}" format machine problem)
cudnn_assert_equal(format ELF)
cudnn_assert_equal(machine x86_64)
cudnn_assert_equal(problem "")

# Cut short: the section header table lies past the end.
execute_process(COMMAND head -c 8192 "${libc}" OUTPUT_FILE "${dir}/libcut.so")
_cudnn_binary_info("${dir}/libcut.so" format machine problem)
cudnn_assert_equal(format ELF)
cudnn_assert_equal(problem truncated)

# ELF headers whose fields are cut off or garbage: read in place, never an
# internal error (math() overflow) or a wrong machine.
execute_process(COMMAND head -c 100 "${libc}" OUTPUT_FILE "${dir}/libhead.so")
_cudnn_binary_info("${dir}/libhead.so" format machine problem)
cudnn_assert_equal(format ELF)
cudnn_assert_equal(problem truncated)
file(READ "${libc}" hex LIMIT 64 HEX)
string(SUBSTRING "${hex}" 0 80 head)
string(SUBSTRING "${hex}" 96 32 tail)
foreach(shoff ffffffffffffffff 00000000000000f0)
  # 64 header bytes with e_shoff (at byte 40) replaced, written back as binary.
  string(REGEX REPLACE "(..)" "%\\1" escaped "${head}${shoff}${tail}")
  string(REPLACE "%" "\\x" escaped "${escaped}")
  execute_process(COMMAND printf "${escaped}" OUTPUT_FILE "${dir}/libshoff.so")
  file(SIZE "${dir}/libshoff.so" size)
  cudnn_assert_equal(size 64)
  _cudnn_binary_info("${dir}/libshoff.so" format machine problem)
  cudnn_assert_equal(format ELF)
  cudnn_assert_equal(machine x86_64)
  cudnn_assert_equal(problem truncated)
endforeach()

# Another machine's ELF64 (e_machine 183 at byte 18): named, not x86_64.
string(SUBSTRING "${hex}" 0 36 before)
string(SUBSTRING "${hex}" 40 -1 after)
string(REGEX REPLACE "(..)" "\\\\x\\1" escaped "${before}b700${after}")
execute_process(COMMAND printf "${escaped}" OUTPUT_FILE "${dir}/libarm.so")
_cudnn_binary_info("${dir}/libarm.so" format machine problem)
cudnn_assert_equal(format ELF)
cudnn_assert_equal(machine aarch64)
# A machine without a name here (RISC-V, 243): its number.
string(REGEX REPLACE "(..)" "\\\\x\\1" escaped "${before}f300${after}")
execute_process(COMMAND printf "${escaped}" OUTPUT_FILE "${dir}/libriscv.so")
_cudnn_binary_info("${dir}/libriscv.so" format machine problem)
cudnn_assert_equal(machine elf-machine-243)

# ELF32 (x86): a 52-byte header whose one section header (40 bytes at 64)
# ends at byte 104; the whole file, then the file cut at 80 bytes.
set(elf32 "7f454c46010101000000000000000000" "03000300010000000000000034000000"
          "40000000000000003400200000002800" "01000000")
string(REPLACE ";" "" elf32 "${elf32}")
string(REGEX REPLACE "(..)" "\\\\x\\1" escaped "${elf32}")
foreach(pad 52 28)
  string(REPEAT "\\x00" ${pad} zeros)
  execute_process(COMMAND printf "${escaped}${zeros}" OUTPUT_FILE "${dir}/lib32.so")
  _cudnn_binary_info("${dir}/lib32.so" format machine problem)
  cudnn_assert_equal(format ELF)
  cudnn_assert_equal(machine x86)
  if(pad EQUAL 52)
    cudnn_assert_equal(problem "")
  else()
    cudnn_assert_equal(problem truncated)
  endif()
endforeach()

# Three bytes, and text: never an internal error.
file(WRITE "${dir}/tiny.so" "abc")
_cudnn_binary_info("${dir}/tiny.so" format machine problem)
cudnn_assert_equal(problem truncated)
file(WRITE "${dir}/text.so" "INPUT(-lfoo) this is a linker script, long enough to be more than sixty-four bytes")
_cudnn_binary_info("${dir}/text.so" format machine problem)
cudnn_assert_equal(problem "not a library")

# A static archive.
file(WRITE "${dir}/lib.a" "!<arch>\nfoo/            0           0     0     644     4         `\nabcd")
_cudnn_binary_info("${dir}/lib.a" format machine problem)
cudnn_assert_equal(format archive)

# PE files built by MinGW, when it is installed: x86_64 and i686.
foreach(pair "x86_64-w64-mingw32-gcc=x86_64" "i686-w64-mingw32-gcc=x86")
  string(REPLACE "=" ";" pair "${pair}")
  list(GET pair 0 cc)
  list(GET pair 1 want)
  find_program(gcc_${want} ${cc})
  if(gcc_${want})
    file(WRITE "${dir}/d.c" "__declspec(dllexport) int f(void) { return 1; }\n")
    execute_process(COMMAND "${gcc_${want}}" -shared -o "${dir}/d_${want}.dll" "${dir}/d.c" RESULT_VARIABLE rc)
    cudnn_assert_equal(rc 0)
    _cudnn_binary_info("${dir}/d_${want}.dll" format machine problem)
    cudnn_assert_equal(format PE)
    cudnn_assert_equal(machine ${want})
    cudnn_assert_equal(problem "")
    execute_process(COMMAND head -c 1200 "${dir}/d_${want}.dll" OUTPUT_FILE "${dir}/cut_${want}.dll")
    _cudnn_binary_info("${dir}/cut_${want}.dll" format machine problem)
    cudnn_assert_equal(problem truncated)
  else()
    message(STATUS "note: ${cc} not installed, PE checks for ${want} not run")
  endif()
endforeach()
message(STATUS "binary headers: all checks passed")
