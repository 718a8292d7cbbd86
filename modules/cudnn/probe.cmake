# Distributed under the OSI-approved BSD 3-Clause License. See LICENSE for details.
#
# cudnn-cmake, stage "probe": does the chosen install actually work?
#
# _cudnn_probe(<record-variable>)
#   Builds probe/cudnn_probe.cpp against the record's version header and main library,
#   runs it, and reads its JSON report. Called by FindCUDNN after the choice.
#   <record-variable> names a variable holding the chosen install's record (JSON, see
#   record.cmake): root, platform, include_dir, version_header, version, major, cuda,
#   library, runtime, runtime_dir, components{<name>: {library, runtime}}.
#
#   Inputs: CUDNN_PROBE (AUTO | LIBRARY | GPU | OFF; default AUTO), CUDNN_PROBE_TIMEOUT
#   (seconds, default 120), _CUDNN_CUDA_VERSION (the CUDA version FindCUDNN matched, from
#   CUDNN_CUDA_VERSION or the toolkit), else CUDAToolkit_VERSION, CMAKE_TOOLCHAIN_FILE, CMAKE_CXX_COMPILER,
#   CMAKE_CROSSCOMPILING_EMULATOR, CUDNN_FIND_QUIETLY, and the environment
#   (LD_LIBRARY_PATH on Linux, PATH on Windows).
#
#   Sets in the caller's scope:
#     CUDNN_PROBE_RESULT     PASS | FAIL | SKIPPED
#     CUDNN_RUNTIME_VERSION  version cudnnGetVersion() reported ("" when not run)
#     CUDNN_PROBE_REPORT     path of the JSON report (${CMAKE_BINARY_DIR}/cudnn-probe.json)
#     _CUDNN_PROBE_FAILURE   why the install does not work (multi-line; "" when fine)
#     _CUDNN_PROBE_NOTES     warnings and notices worth showing (multi-line; may be "")
#
# The program runs up to three times on Linux:
#   chosen     LD_LIBRARY_PATH=<runtime_dir>:$LD_LIBRARY_PATH - every check, GPU included;
#   user       LD_LIBRARY_PATH=$LD_LIBRARY_PATH:<runtime_dir> - what a program built with
#              the chosen folder as RUNPATH loads in this environment (F9 shadowing);
#   installed  the environment unchanged - what a program without RPATH loads.
# On Windows "chosen" runs with the install's DLLs (and the zlibwapi.dll the run-time
# stage would copy) next to the probe and the install's bin first on PATH (WINEPATH under
# Wine), and (on a Windows host) "user" runs a copy without them, relying on PATH (F10, F24).
#
# A signature of every input (files with sizes and times, compiler, mode, environment)
# is kept in the cache; an unchanged re-configure reuses the verdict without building or
# running anything.

# Set before the guard, so on every include: they are variables of the directory
# that calls find_package(CUDNN), and a sibling directory calling it again must
# have them too (the functions below are global, variables are not).
get_filename_component(_CUDNN_PROBE_SOURCE_DIR "${CMAKE_CURRENT_LIST_DIR}/../../probe" ABSOLUTE)
set(_CUDNN_PROBE_MODULE_FILE "${CMAKE_CURRENT_LIST_FILE}")

include_guard(GLOBAL)

# --- small helpers ----------------------------------------------------------------------

# string(JSON GET) that yields "" instead of an error for absent members or bad JSON.
function(_cudnn_probe_json_get out json)
  string(JSON value ERROR_VARIABLE error GET "${json}" ${ARGN})
  if(error OR value MATCHES "-NOTFOUND$")
    set(value "")
  endif()
  set(${out} "${value}" PARENT_SCOPE)
endfunction()

# Number of elements of an array or members of an object; 0 when absent.
function(_cudnn_probe_json_length out json)
  string(JSON n ERROR_VARIABLE error LENGTH "${json}" ${ARGN})
  if(error OR NOT n MATCHES "^[0-9]+$")
    set(n 0)
  endif()
  set(${out} "${n}" PARENT_SCOPE)
endfunction()

# Paths may contain ';' (F23), which CMake lists split. Lists of paths here hold them
# with ';' replaced by the ASCII unit separator, and are decoded element by element.
function(_cudnn_probe_encode out value)
  string(ASCII 31 us)
  string(REPLACE ";" "${us}" value "${value}")
  set(${out} "${value}" PARENT_SCOPE)
endfunction()

function(_cudnn_probe_decode out value)
  string(ASCII 31 us)
  string(REPLACE "${us}" ";" value "${value}")
  set(${out} "${value}" PARENT_SCOPE)
endfunction()

# CUDNN_PROBE normalised to AUTO, LIBRARY, GPU or OFF.
function(_cudnn_probe_mode out notes_var)
  set(notes "${${notes_var}}")
  if(NOT DEFINED CUDNN_PROBE OR CUDNN_PROBE STREQUAL "")
    set(mode AUTO)
  else()
    string(TOUPPER "${CUDNN_PROBE}" mode)
    if(NOT mode MATCHES "^(AUTO|LIBRARY|GPU|OFF)$")
      if(CUDNN_PROBE)
        set(mode AUTO)
      else()
        set(mode OFF)
      endif()
      string(APPEND notes "note: CUDNN_PROBE=${CUDNN_PROBE} is not AUTO, LIBRARY, GPU or OFF; using ${mode}\n")
    endif()
  endif()
  set(${out} "${mode}" PARENT_SCOPE)
  set(${notes_var} "${notes}" PARENT_SCOPE)
endfunction()

# The record's members the probe needs, as <prefix>_<member> in the caller's scope.
# <prefix>_runtime_files lists the record's run-time files (main and components),
# encoded (see _cudnn_probe_encode).
function(_cudnn_probe_read_record prefix record)
  foreach(key IN ITEMS root layout platform include_dir version_header version major cuda library runtime
                       runtime_dir)
    _cudnn_probe_json_get(value "${record}" ${key})
    set(${prefix}_${key} "${value}" PARENT_SCOPE)
    set(${key} "${value}")
  endforeach()
  set(runtime_files "")
  if(runtime)
    _cudnn_probe_encode(file "${runtime}")
    list(APPEND runtime_files "${file}")
  endif()
  _cudnn_probe_json_length(count "${record}" components)
  if(count GREATER 0)
    math(EXPR last "${count} - 1")
    foreach(i RANGE ${last})
      string(JSON name ERROR_VARIABLE error MEMBER "${record}" components ${i})
      if(NOT error)
        _cudnn_probe_json_get(file "${record}" components "${name}" runtime)
        _cudnn_probe_encode(file "${file}")
        if(file AND NOT file IN_LIST runtime_files)
          list(APPEND runtime_files "${file}")
        endif()
      endif()
    endforeach()
  endif()
  set(${prefix}_runtime_files "${runtime_files}" PARENT_SCOPE)
endfunction()

# The first of <folder> and <file> this process cannot write ("" when both are fine).
# A subprocess asks, since file(WRITE) and file(MAKE_DIRECTORY) cannot fail softly; only
# before a probe run, never on a cached re-configure.
function(_cudnn_probe_writable out dir file)
  set(${out} "" PARENT_SCOPE)
  if(NOT IS_DIRECTORY "${dir}")
    execute_process(COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}"
      RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
    if(NOT rc EQUAL 0 OR NOT IS_DIRECTORY "${dir}")
      set(${out} "the folder ${dir}" PARENT_SCOPE)
      return()
    endif()
  endif()
  execute_process(COMMAND "${CMAKE_COMMAND}" -E touch "${dir}/.writable"
    RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
  if(NOT rc EQUAL 0)
    set(${out} "the folder ${dir}" PARENT_SCOPE)
    return()
  endif()
  if(EXISTS "${file}")
    execute_process(COMMAND "${CMAKE_COMMAND}" -E touch "${file}"
      RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
    if(NOT rc EQUAL 0)
      set(${out} "the file ${file}" PARENT_SCOPE)
    endif()
  endif()
endfunction()

# Working folder of the probe inside the build tree.
function(_cudnn_probe_work_dir out)
  set(${out} "${CMAKE_BINARY_DIR}/CMakeFiles/cudnn-probe" PARENT_SCOPE)
endfunction()

# True when the probe's target is Windows (a host build there, or a MinGW cross build).
function(_cudnn_probe_is_windows out platform)
  if(platform STREQUAL "windows" OR (NOT platform AND (WIN32 OR CMAKE_SYSTEM_NAME STREQUAL "Windows")))
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()

# --- signature --------------------------------------------------------------------------

# "<path>|<real path>|<size>|<mtime>[|<md5>]" for each existing file, so replacing a
# library, or retargeting one of its symlinks, changes the signature. Times have whole
# seconds only, so small files (headers, the main library shim) are hashed as well;
# hashing the large sub-libraries on every configure would cost seconds. A hash is
# reused while the file's size and time are unchanged and the time is older than the
# hash (a file replaced within the second it was hashed is hashed again).
function(_cudnn_probe_file_facts out)
  set(facts "")
  string(TIMESTAMP now "%s" UTC)
  foreach(file IN LISTS ARGN)
    _cudnn_probe_decode(file "${file}")
    if(file AND EXISTS "${file}" AND NOT IS_DIRECTORY "${file}")
      get_filename_component(real "${file}" REALPATH)
      file(SIZE "${real}" size)
      file(TIMESTAMP "${real}" mtime "%s" UTC)
      set(md5 "")
      if(size LESS 4194304)
        string(MD5 key "${real}")
        set(known "${_CUDNN_PROBE_MD5_${key}}")
        if(known MATCHES "^${size}\\|${mtime}\\|([0-9]+)\\|([0-9a-f]+)$" AND mtime LESS CMAKE_MATCH_1)
          set(md5 "${CMAKE_MATCH_2}")
        else()
          file(MD5 "${real}" md5)
          math(EXPR before "${now} - 1")
          set(_CUDNN_PROBE_MD5_${key} "${size}|${mtime}|${before}|${md5}" CACHE INTERNAL "")
        endif()
      endif()
      string(APPEND facts "${file}|${real}|${size}|${mtime}|${md5}\n")
    else()
      string(APPEND facts "${file}|missing\n")
    endif()
  endforeach()
  set(${out} "${facts}" PARENT_SCOPE)
endfunction()

# Copies of the main library elsewhere on the loader path: adding or replacing one
# changes what the user's environment loads.
function(_cudnn_probe_path_candidates out is_windows major)
  if(is_windows)
    set(dirs "$ENV{PATH}")
    set(name "cudnn64_${major}.dll")
  else()
    _cudnn_probe_encode(dirs "$ENV{LD_LIBRARY_PATH}")
    string(REPLACE ":" ";" dirs "${dirs}")
    set(name "libcudnn.so.${major}")
  endif()
  set(found "")
  foreach(dir IN LISTS dirs)
    _cudnn_probe_decode(dir "${dir}")
    if(dir AND EXISTS "${dir}/${name}")
      _cudnn_probe_encode(file "${dir}/${name}")
      list(APPEND found "${file}")
    endif()
  endforeach()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# MD5 of every input of the probe. The record enters through the members the probe uses,
# not as text: its layout differs between a fresh record and one read back from a cache.
function(_cudnn_probe_signature out mode)
  # ARGN: the files of the record (encoded)
  _cudnn_probe_file_facts(record_facts ${ARGN})
  _cudnn_probe_path_candidates(candidates "${_is_windows}" "${_rec_major}")
  _cudnn_probe_file_facts(candidate_facts ${candidates})
  _cudnn_probe_file_facts(source_facts "${_CUDNN_PROBE_SOURCE_DIR}/cudnn_probe.cpp"
                          "${_CUDNN_PROBE_SOURCE_DIR}/CMakeLists.txt" "${_CUDNN_PROBE_MODULE_FILE}"
                          "${_CUDNN_PROBE_BUILD_FILE}")
  # A driver installed or updated since the last run changes what AUTO can check.
  set(driver "")
  if(EXISTS "/proc/driver/nvidia/version")
    file(READ "/proc/driver/nvidia/version" driver LIMIT 400)
  endif()
  set(text "cudnn-probe-1
mode=${mode}
toolkit=${CUDAToolkit_VERSION}|${_CUDNN_CUDA_VERSION}|${CUDNN_CUDA_VERSION}
timeout=${CUDNN_PROBE_TIMEOUT}
cxx=${CMAKE_CXX_COMPILER}|${CMAKE_CXX_COMPILER_VERSION}
toolchain=${CMAKE_TOOLCHAIN_FILE}
generator=${CMAKE_GENERATOR}|${CMAKE_GENERATOR_PLATFORM}|${CMAKE_GENERATOR_TOOLSET}
emulator=${CMAKE_CROSSCOMPILING_EMULATOR}
ld_library_path=$ENV{LD_LIBRARY_PATH}
path=$ENV{PATH}
visible=$ENV{CUDA_VISIBLE_DEVICES}
driver=${driver}
record=${_rec_platform}|${_rec_major}|${_rec_cuda}|${_rec_include_dir}|${_rec_runtime}|${_rec_runtime_dir}
${record_facts}${candidate_facts}${source_facts}")
  string(MD5 signature "${text}")
  set(${out} "${signature}" PARENT_SCOPE)
  # Written beside the result when the probe runs again (a diff of two says which input
  # changed); an unchanged re-configure writes nothing.
  set(_signature_text "${text}" PARENT_SCOPE)
endfunction()

# --- run --------------------------------------------------------------------------------

# Copies the probe, and for the "chosen" run the install's DLLs, into <work>/run-<context>.
function(_cudnn_probe_windows_copy out work exe context)
  set(dir "${work}/run-${context}")
  file(REMOVE_RECURSE "${dir}")
  file(MAKE_DIRECTORY "${dir}")
  file(COPY "${exe}" DESTINATION "${dir}")
  get_filename_component(name "${exe}" NAME)
  if(context STREQUAL "chosen")
    set(dlls ${_rec_runtime_files})
    # Every cuDNN DLL of the release, not only those the record lists: cuDNN loads its
    # sub-libraries by name from the program's folder. Known names first; a glob finds
    # later ones, unless the folder's name has glob characters (F23: brackets).
    if(_rec_runtime)
      get_filename_component(bin "${_rec_runtime}" DIRECTORY)
      foreach(sub IN ITEMS graph ops cnn adv heuristic engines_precompiled engines_runtime_compiled
                           engines_tensor_ir ext ops_infer ops_train cnn_infer cnn_train adv_infer adv_train)
        _cudnn_probe_encode(file "${bin}/cudnn_${sub}64_${_rec_major}.dll")
        list(APPEND dlls "${file}")
      endforeach()
      if(NOT bin MATCHES "[][*?;]")
        file(GLOB more "${bin}/cudnn*64_${_rec_major}.dll")
        list(APPEND dlls ${more})
      endif()
    endif()
    # zlibwapi.dll (cuDNN 8.3 to 9.1 load it by name): the one the run-time
    # stage finds and copies next to programs, so that an install that is
    # good with it is good here too.
    if(COMMAND _cudnn_runtime_find_zlibwapi AND _rec_version VERSION_GREATER_EQUAL 8.3
       AND _rec_version VERSION_LESS 9.2)
      set(rec "${_rec_json}")
      _cudnn_runtime_find_zlibwapi(zlib rec)
      if(zlib_FILE)
        _cudnn_probe_encode(file "${zlib_FILE}")
        list(APPEND dlls "${file}")
      endif()
    elseif(_rec_runtime AND EXISTS "${bin}/zlibwapi.dll")
      # The probe stage used on its own (no run-time stage loaded).
      _cudnn_probe_encode(file "${bin}/zlibwapi.dll")
      list(APPEND dlls "${file}")
    endif()
    list(REMOVE_DUPLICATES dlls)
    foreach(dll IN LISTS dlls)
      _cudnn_probe_decode(dll "${dll}")
      if(EXISTS "${dll}")
        file(COPY "${dll}" DESTINATION "${dir}")
      endif()
    endforeach()
  endif()
  set(${out} "${dir}/${name}" PARENT_SCOPE)
endfunction()

# The CUDA version the chosen install must be built for, and where that comes
# from (for the probe's message): the version FindCUDNN matched installs
# against (CUDNN_CUDA_VERSION, else the CUDA toolkit in use), else
# CUDAToolkit_VERSION (the probe stage used on its own), else what the
# install's own folder or package names say.
function(_cudnn_probe_cuda_request out out_origin)
  set(cuda "")
  set(origin "")
  if(NOT "${_CUDNN_CUDA_VERSION}" STREQUAL "")
    set(cuda "${_CUDNN_CUDA_VERSION}")
    if(NOT "${CUDNN_CUDA_VERSION}" STREQUAL "")
      set(origin "CUDNN_CUDA_VERSION")
    else()
      set(origin "the CUDA toolkit in use")
    endif()
  elseif(CUDAToolkit_VERSION)
    set(cuda "${CUDAToolkit_VERSION}")
    set(origin "the CUDA toolkit in use")
  elseif(_rec_cuda)
    set(cuda "${_rec_cuda}")
    _cudnn_probe_json_get(source "${_rec_json}" cuda_source)
    if(source)
      set(origin "the install's ${source}")
    else()
      set(origin "the install's folder or package name")
    endif()
    string(REPLACE "the install's its " "the install's " origin "${origin}")
  endif()
  set(${out} "${cuda}" PARENT_SCOPE)
  set(${out_origin} "${origin}" PARENT_SCOPE)
endfunction()

# Runs the probe once. Sets <prefix>_json (the report, "" when none), <prefix>_rc,
# <prefix>_stderr.
function(_cudnn_probe_run prefix exe context mode)
  set(args "--mode=${mode}" "--context=${context}")
  _cudnn_probe_cuda_request(cuda cuda_origin)
  if(cuda)
    list(APPEND args "--cuda=${cuda}" "--cuda-origin=${cuda_origin}")
  endif()
  if(NOT context STREQUAL "chosen")
    list(APPEND args "--no-deps") # only the library file matters there
  endif()
  set(timeout 120)
  if(CUDNN_PROBE_TIMEOUT MATCHES "^[0-9]+$" AND CUDNN_PROBE_TIMEOUT GREATER 5)
    set(timeout ${CUDNN_PROBE_TIMEOUT})
  endif()
  set(_timeout ${timeout} PARENT_SCOPE)
  # The probe's own watchdog fires first, so a hang still yields a report naming the step.
  math(EXPR inner "${timeout} - 5")
  list(APPEND args "--timeout=${inner}")

  # The loader's view is set through this process's environment (restored below) rather
  # than "cmake -E env": a list-built command line would split paths holding ';'.
  set(user "$ENV{LD_LIBRARY_PATH}")
  # The loader splits LD_LIBRARY_PATH at ':' and ';': a folder whose name holds either
  # goes in through a symlink of another name.
  set(dir "${_rec_runtime_dir}")
  if(NOT _is_windows AND dir MATCHES "[:;]")
    file(REMOVE "${_work}/runtime-dir")
    file(CREATE_LINK "${dir}" "${_work}/runtime-dir" SYMBOLIC)
    set(dir "${_work}/runtime-dir")
  endif()
  set(user_path "$ENV{PATH}")
  set(user_winepath "$ENV{WINEPATH}")
  if(_is_windows)
    if(context STREQUAL "chosen")
      list(APPEND args "--copied")
      # As on Linux, the chosen folder is searched first: the install's bin
      # (a CUDA root's holds cuBLASLt, NVRTC) after the program's own folder.
      if(_rec_runtime_dir)
        file(TO_NATIVE_PATH "${_rec_runtime_dir}" native)
        if(CMAKE_HOST_WIN32)
          set(ENV{PATH} "${native};${user_path}")
        else()
          # Wine: a host path is Z:<path> with backslashes.
          string(REPLACE "/" "\\" native "Z:${_rec_runtime_dir}")
          if(user_winepath)
            set(ENV{WINEPATH} "${native};${user_winepath}")
          else()
            set(ENV{WINEPATH} "${native}")
          endif()
        endif()
      endif()
    endif()
    _cudnn_probe_windows_copy(exe "${_work}" "${exe}" "${context}")
  elseif(context STREQUAL "chosen")
    if(user)
      set(ENV{LD_LIBRARY_PATH} "${dir}:${user}")
    else()
      set(ENV{LD_LIBRARY_PATH} "${dir}")
    endif()
  elseif(context STREQUAL "user")
    set(ENV{LD_LIBRARY_PATH} "${user}:${dir}")
  endif()
  set(emulator "")
  if(CMAKE_CROSSCOMPILING)
    set(emulator ${CMAKE_CROSSCOMPILING_EMULATOR})
  endif()
  get_filename_component(run_dir "${exe}" DIRECTORY)
  execute_process(COMMAND ${emulator} "${exe}" ${args}
    WORKING_DIRECTORY "${run_dir}"
    TIMEOUT ${timeout}
    RESULT_VARIABLE rc
    OUTPUT_VARIABLE out
    ERROR_VARIABLE err)
  if(user STREQUAL "")
    unset(ENV{LD_LIBRARY_PATH})
  else()
    set(ENV{LD_LIBRARY_PATH} "${user}")
  endif()
  set(ENV{PATH} "${user_path}")
  if(user_winepath STREQUAL "")
    unset(ENV{WINEPATH})
  else()
    set(ENV{WINEPATH} "${user_winepath}")
  endif()
  file(WRITE "${_work}/run-${context}.json" "${out}")
  file(WRITE "${_work}/run-${context}.log" "${err}")
  # The report is the one JSON object on stdout; anything around it (an emulator's
  # chatter) is dropped.
  set(json "")
  string(FIND "${out}" "{" first)
  string(FIND "${out}" "}" last REVERSE)
  if(first GREATER -1 AND last GREATER first)
    math(EXPR length "${last} - ${first} + 1")
    string(SUBSTRING "${out}" ${first} ${length} json)
    string(JSON verdict ERROR_VARIABLE error GET "${json}" verdict)
    if(error)
      set(json "")
    endif()
  endif()
  set(${prefix}_json "${json}" PARENT_SCOPE)
  set(${prefix}_rc "${rc}" PARENT_SCOPE)
  set(${prefix}_stderr "${err}" PARENT_SCOPE)
  set(${prefix}_stdout "${out}" PARENT_SCOPE)
endfunction()

# The lines of the probe's stderr that the probe did not write itself (cuDNN's own
# messages), indented, at most five.
function(_cudnn_probe_foreign_lines out text)
  _cudnn_probe_encode(text "${text}")
  string(REPLACE "\n" ";" lines "${text}")
  set(kept "")
  set(n 0)
  foreach(line IN LISTS lines)
    _cudnn_probe_decode(line "${line}")
    if(line AND NOT line MATCHES "^cudnn_probe: " AND n LESS 5)
      string(APPEND kept "    ${line}\n")
      math(EXPR n "${n} + 1")
    endif()
  endforeach()
  set(${out} "${kept}" PARENT_SCOPE)
endfunction()

# Why the probe gave no report: it could not start (the loader), crashed, hung, or
# printed something else. Names the library under test and the last step the probe
# reached (its "cudnn_probe: <step>" lines on stderr); none means the program stopped
# while the loader was still loading the library, before main().
function(_cudnn_probe_explain_no_report out rc stderr stdout mode)
  string(REGEX MATCH "error while loading shared libraries: ([^:]+): ([^\n]*)" loader "${stderr}")
  set(lib "${_rec_runtime}")
  if(NOT lib)
    set(lib "${_rec_library}")
  endif()
  set(step "")
  string(REGEX MATCHALL "cudnn_probe: [^\n]*" steps "${stderr}")
  if(steps)
    list(GET steps -1 step)
    string(REGEX REPLACE "^cudnn_probe: " "" step "${step}")
    string(STRIP "${step}" step)
  endif()
  if(step)
    set(where "in its step '${step}', running against ${lib}")
  else()
    set(where "while loading ${lib} (before its first step: the library's own start-up code, or one it loads)")
  endif()
  # The GPU steps: only there does CUDNN_PROBE=LIBRARY avoid what went wrong.
  set(gpu_step FALSE)
  if(step MATCHES "^(driver|cuInit|CUDA runtime|device|cudaSetDevice|cudnnCreate|convolution)$")
    set(gpu_step TRUE)
  endif()
  if(loader)
    set(missing "${CMAKE_MATCH_1}")
    set(detail "${CMAKE_MATCH_2}")
    set(text "the probe, linked to ${_rec_library}, could not start: the loader reports for ${missing}: ${detail}")
    if(detail MATCHES "cannot open shared object file")
      string(APPEND text " (not in ${_rec_runtime_dir} nor on the loader path)\n"
        "  fix: ${missing} is the name programs load (the library's SONAME): make sure "
        "${_rec_runtime_dir}/${missing} exists (copy the symlinks too: cp -P, or unpack the archive again)")
    elseif(detail MATCHES "wrong ELF class|file too short|invalid ELF header")
      string(APPEND text "\n  fix: the file is damaged or for another architecture (32/64-bit); reinstall cuDNN")
    endif()
  elseif(stderr MATCHES "symbol lookup error|version `[^']*' not found|undefined symbol")
    string(REGEX MATCH "[^\n]*(symbol lookup error|version `[^']*' not found|undefined symbol)[^\n]*" line "${stderr}")
    string(CONCAT text "the probe could not start: ${line}\n"
      "  fix: libraries from different cuDNN releases are mixed; copy the whole lib folder of one release")
  elseif(rc MATCHES "^(-1073741515|3221225781|53)$")
    # STATUS_DLL_NOT_FOUND (0xC0000135); Wine passes its low byte.
    string(CONCAT text "the probe could not start: a DLL it needs was not found (the record's DLL: '${_rec_runtime}')\n"
      "  fix: cudnn64_${_rec_major}.dll must be next to the program or on PATH; the install lacks its bin folder?")
  elseif(rc MATCHES "^(-1073741701|3221225595|123)$")
    # STATUS_INVALID_IMAGE_FORMAT (0xC000007B): 32-bit program, 64-bit DLL or the reverse.
    string(CONCAT text "the probe could not start: ${lib} is for another architecture (32-bit vs 64-bit, error 0xC000007B)\n"
      "  fix: build for x64; cuDNN exists only as 64-bit libraries")
  elseif(rc MATCHES "^(-1073741511|3221225785|57)$")
    # STATUS_ENTRYPOINT_NOT_FOUND (0xC0000139): a DLL of another release came first.
    string(CONCAT text "the probe could not start: a cuDNN DLL lacks a function (0xC0000139): a DLL from another release was loaded\n"
      "  fix: remove older cudnn*64_${_rec_major}.dll copies from PATH and the program's folder")
  elseif(rc MATCHES "timeout")
    string(CONCAT text "the probe did not finish within ${_timeout} s ${where}\n")
    if(gpu_step AND NOT mode STREQUAL "LIBRARY")
      string(APPEND text "  fix: a hung driver or GPU is the usual cause; set CUDNN_PROBE=LIBRARY to skip the GPU checks")
    else()
      string(APPEND text "  fix: ${lib} hangs: a damaged install or a library from another release is the usual cause; "
        "install cuDNN again from one archive (CUDNN_PROBE_TIMEOUT gives a slow machine more time; CUDNN_PROBE=OFF skips the check)")
    endif()
  elseif(rc MATCHES "^[0-9]+$" AND NOT stdout STREQUAL "")
    # It exited normally (its verdict in the exit code) but what it printed is no report.
    string(REGEX MATCH "^[^\n]*" first "${stdout}")
    string(SUBSTRING "${first}" 0 120 first)
    string(CONCAT text "the probe ran against ${lib} but printed no readable report (its output begins: '${first}')\n"
      "  fix: something loaded with the library writes to standard output; see ${_work}/run-chosen.json, "
      "and install cuDNN again from one archive")
  else()
    string(CONCAT text "the probe stopped without a report (exit: ${rc}) ${where}\n"
      "  fix: a library from another release or a damaged install is the usual cause; install cuDNN again "
      "from one archive (details: ${_work}/run-chosen.log)")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# --- verdict ----------------------------------------------------------------------------

# Appends the report's problems to the failure and notes texts. <only> limits them to
# one check (for the environment runs, where only the library file matters).
function(_cudnn_probe_collect json failure_var notes_var only)
  set(failure "${${failure_var}}")
  set(notes "${${notes_var}}")
  _cudnn_probe_json_length(count "${json}" problems)
  if(count GREATER 0)
    math(EXPR last "${count} - 1")
    foreach(i RANGE ${last})
      _cudnn_probe_json_get(check "${json}" problems ${i} check)
      _cudnn_probe_json_get(severity "${json}" problems ${i} severity)
      _cudnn_probe_json_get(message "${json}" problems ${i} message)
      _cudnn_probe_json_get(fix "${json}" problems ${i} fix)
      if(only AND NOT check STREQUAL only)
        continue()
      endif()
      set(item "${message}")
      if(fix AND NOT fix STREQUAL "none needed")
        string(APPEND item "\n  fix: ${fix}")
      endif()
      if(severity STREQUAL "error")
        string(APPEND failure "${item}\n")
      else()
        string(APPEND notes "${severity}: ${item}\n")
      endif()
    endforeach()
  endif()
  set(${failure_var} "${failure}" PARENT_SCOPE)
  set(${notes_var} "${notes}" PARENT_SCOPE)
endfunction()

# What the user's own environment loads (only meaningful on the machine that builds):
# Linux "user" (when LD_LIBRARY_PATH is set) and "installed"; Windows "user". Adds their
# library-file problems and their reports (as <context>_environment).
function(_cudnn_probe_environment_runs exe report_var failure_var notes_var)
  set(report "${${report_var}}")
  set(failure "${${failure_var}}")
  set(notes "${${notes_var}}")
  set(contexts user)
  if(NOT _is_windows)
    if("$ENV{LD_LIBRARY_PATH}" STREQUAL "")
      set(contexts "")
    endif()
    list(APPEND contexts installed)
  endif()
  foreach(context IN LISTS contexts)
    _cudnn_probe_run(run "${exe}" ${context} LIBRARY)
    if(run_json)
      _cudnn_probe_collect("${run_json}" failure notes library-file)
      string(JSON report ERROR_VARIABLE error SET "${report}" "${context}_environment" "${run_json}")
      _cudnn_probe_json_get(intended "${run_json}" library_is_intended)
      if(context STREQUAL "user" AND NOT intended)
        break() # the user's environment already shows the problem
      endif()
    elseif(_is_windows)
      string(APPEND notes "note: without the DLLs next to it, a program does not find "
        "cudnn64_${_rec_major}.dll on PATH\n  fix: copy the cuDNN DLLs next to your executables "
        "(all cudnn*64_${_rec_major}.dll), or add ${_rec_runtime_dir} to PATH\n")
    endif()
  endforeach()
  set(${report_var} "${report}" PARENT_SCOPE)
  set(${failure_var} "${failure}" PARENT_SCOPE)
  set(${notes_var} "${notes}" PARENT_SCOPE)
endfunction()

# One line for CHECK_PASS/CHECK_FAIL and the cached message: the verdict and what it covers.
function(_cudnn_probe_summary out result json)
  _cudnn_probe_json_get(gpu_checks "${json}" gpu_checks)
  set(summary "${result}")
  if(result STREQUAL "PASS" AND gpu_checks STREQUAL "SKIPPED")
    _cudnn_probe_json_get(gpu_reason "${json}" gpu_checks_reason)
    string(APPEND summary " (GPU checks skipped: ${gpu_reason})")
  elseif(result STREQUAL "PASS" AND gpu_checks STREQUAL "PASS")
    _cudnn_probe_json_get(gpu_name "${json}" gpu name)
    _cudnn_probe_json_get(ms "${json}" convolution milliseconds)
    string(REGEX MATCH "^[0-9]+([.][0-9][0-9]?)?" ms "${ms}") # string(JSON) prints 9.5549999999999997
    string(APPEND summary " (convolution on ${gpu_name}: ${ms} ms)")
  elseif(result STREQUAL "PASS")
    string(APPEND summary " (library checks)")
  endif()
  set(${out} "${summary}" PARENT_SCOPE)
endfunction()

# Runs the probe in the chosen environment, then the user's, and folds the reports into
# result, failure, notes and the report file.
function(_cudnn_probe_run_all exe mode)
  set(failure "")
  set(notes "${_notes}")
  _cudnn_probe_run(chosen "${exe}" chosen "${mode}")
  set(report "${chosen_json}")
  if(NOT chosen_json)
    _cudnn_probe_explain_no_report(why "${chosen_rc}" "${chosen_stderr}" "${chosen_stdout}" "${mode}")
    string(APPEND failure "${why}\n")
    string(JSON report ERROR_VARIABLE error SET "{}" verdict "\"FAIL\"")
    _cudnn_probe_c_json_string(rc_text "${chosen_rc}")
    _cudnn_probe_c_json_string(why_text "${why}")
    string(JSON report ERROR_VARIABLE error SET "${report}" exit "${rc_text}")
    string(JSON report ERROR_VARIABLE error SET "${report}" problems "[{\"check\": \"start\", \"severity\": \"error\", \"message\": ${why_text}, \"fix\": \"\"}]")
  else()
    _cudnn_probe_collect("${chosen_json}" failure notes "")
    _cudnn_probe_json_get(stage "${chosen_json}" stage)
    if(NOT stage STREQUAL "done")
      # Crashed or timed out: what cuDNN itself printed often names the culprit.
      string(APPEND failure "  library under test: ${_rec_runtime}\n")
      _cudnn_probe_foreign_lines(printed "${chosen_stderr}")
      if(printed)
        string(APPEND failure "  cuDNN printed:\n${printed}")
      endif()
    endif()
  endif()

  if(NOT _is_windows AND _rec_runtime_dir MATCHES "[:;]")
    string(APPEND notes "warning: ${_rec_runtime_dir} holds ':' or ';', which separate "
      "LD_LIBRARY_PATH entries: programs can load cuDNN from it only through their RPATH\n"
      "  fix: move or link the install to a folder name without ':' and ';'\n")
  endif()
  if(chosen_json AND NOT CMAKE_CROSSCOMPILING)
    _cudnn_probe_environment_runs("${exe}" report failure notes)
  endif()
  if(failure)
    set(result FAIL)
  else()
    set(result PASS)
  endif()
  _cudnn_probe_json_get(runtime_version "${chosen_json}" library_version)
  _cudnn_probe_summary(summary "${result}" "${chosen_json}")
  set(_result "${result}" PARENT_SCOPE)
  set(_runtime_version "${runtime_version}" PARENT_SCOPE)
  set(_failure "${failure}" PARENT_SCOPE)
  set(_notes "${notes}" PARENT_SCOPE)
  set(_report "${report}" PARENT_SCOPE)
  set(_summary "${summary}" PARENT_SCOPE)
endfunction()

# A JSON string literal of any text (for the report written when the probe gave none).
function(_cudnn_probe_c_json_string out text)
  string(REPLACE "\\" "\\\\" text "${text}")
  string(REPLACE "\"" "\\\"" text "${text}")
  string(REPLACE "\n" "\\n" text "${text}")
  string(REPLACE "\t" "\\t" text "${text}")
  string(REPLACE "\r" "\\r" text "${text}")
  set(${out} "\"${text}\"" PARENT_SCOPE)
endfunction()

# --- results and cache ------------------------------------------------------------------

# Verdicts are kept per signature (verdicts/<md5>.cmake and .json): two
# find_package(CUDNN) calls that differ (sibling directories, other requests) each
# keep theirs instead of overwriting one shared entry and probing again every time.
function(_cudnn_probe_save work signature)
  set(b "[==========[")
  set(e "]==========]")
  file(WRITE "${work}/verdicts/${signature}.json" "${_report}\n")
  file(WRITE "${work}/verdicts/${signature}.cmake"
    "set(_result ${b}${_result}${e})\n"
    "set(_runtime_version ${b}${_runtime_version}${e})\n"
    "set(_failure ${b}${_failure}${e})\n"
    "set(_notes ${b}${_notes}${e})\n"
    "set(_summary ${b}${_summary}${e})\n")
endfunction()

function(_cudnn_probe_message kind text)
  if(NOT CUDNN_FIND_QUIETLY)
    message(${kind} "${text}")
  endif()
endfunction()

# --- entry point ------------------------------------------------------------------------

function(_cudnn_probe record_var)
  set(_rec_json "${${record_var}}")
  _cudnn_probe_work_dir(_work)
  set(report_file "${CMAKE_BINARY_DIR}/cudnn-probe.json")
  set(_notes "")
  set(_result SKIPPED)
  set(_runtime_version "")
  set(_failure "")
  set(_summary "")
  _cudnn_probe_mode(mode _notes)
  _cudnn_probe_read_record(_rec "${_rec_json}")
  _cudnn_probe_is_windows(_is_windows "${_rec_platform}")
  if(NOT _rec_major MATCHES "^[0-9]+$")
    string(REGEX MATCH "^[0-9]+" _rec_major "${_rec_version}")
  endif()

  set(skip "")
  if(mode STREQUAL "OFF")
    set(skip "disabled (CUDNN_PROBE=OFF)")
  elseif(NOT _rec_library OR NOT _rec_version_header)
    set(skip "the record names no library or version header")
  endif()
  if(skip)
    string(APPEND _notes "note: cuDNN probe skipped: ${skip}\n")
    _cudnn_probe_return()
    return()
  endif()

  _cudnn_probe_encode(header "${_rec_version_header}")
  _cudnn_probe_encode(library "${_rec_library}")
  _cudnn_probe_signature(signature "${mode}" "${header}" "${library}" ${_rec_runtime_files})
  if(EXISTS "${_work}/verdicts/${signature}.cmake" AND EXISTS "${_work}/verdicts/${signature}.json")
    include("${_work}/verdicts/${signature}.cmake")
    # The report file shows the verdict of this call, whichever call ran last (when it
    # differs, and can be written: a read-only build folder keeps the one it has).
    file(READ "${_work}/verdicts/${signature}.json" saved)
    set(current "")
    if(EXISTS "${report_file}")
      file(READ "${report_file}" current)
    endif()
    if(NOT saved STREQUAL current)
      _cudnn_probe_writable(unwritable "${_work}" "${report_file}")
      if(NOT unwritable)
        file(WRITE "${report_file}" "${saved}")
      endif()
    endif()
    _cudnn_probe_message(STATUS "cuDNN probe: ${_summary} (cached)")
    _cudnn_probe_return()
    return()
  endif()

  # Everything the probe writes goes under <build>/CMakeFiles/cudnn-probe, and its report
  # beside CMakeCache.txt: a folder made read-only (by another user, a sandbox) is named
  # here, rather than ending the configure with "file failed to open for writing".
  _cudnn_probe_writable(unwritable "${_work}" "${report_file}")
  if(unwritable)
    set(why "cannot write ${unwritable}\n  fix: make it writable by this user (or remove it: it is rebuilt), or set CUDNN_PROBE=OFF")
    if(mode STREQUAL "AUTO")
      set(_result SKIPPED)
      string(APPEND _notes "warning: cuDNN probe skipped: ${why}\n")
    else()
      set(_result FAIL)
      set(_failure "${why}\n")
    endif()
    _cudnn_probe_message(STATUS "cuDNN probe: ${_result} (${unwritable} is not writable)")
    _cudnn_probe_return()
    return()
  endif()
  _cudnn_probe_message(CHECK_START "Probing cuDNN ${_rec_version} (${_rec_library}, ${mode})")
  # Kept beside the result: when a re-configure probes again, a diff of two of these
  # says which input changed.
  file(WRITE "${_work}/signature-inputs.txt" "${_signature_text}")
  # FindCUDNN copied into a project without probe/ beside modules/: nothing to
  # build.  Under AUTO that is a warning; a mode asked for by name fails.
  set(source "${_CUDNN_PROBE_SOURCE_DIR}/cudnn_probe.cpp")
  if(EXISTS "${source}")
    _cudnn_probe_build(built exe why "${_work}")
  else()
    set(built FALSE)
    set(why "${source} is missing\n  fix: copy the probe/ folder of cudnn-cmake beside its modules/ folder (as in the repository and the installed package), or set CUDNN_PROBE=OFF")
  endif()
  if(NOT built)
    if(NOT EXISTS "${source}" AND mode STREQUAL "AUTO")
      set(_result SKIPPED)
      set(_summary "SKIPPED (no probe source)")
      string(APPEND _notes "warning: cuDNN probe skipped: ${why}\n")
    elseif(why MATCHES "No CMAKE_CXX_COMPILER could be found")
      set(_result SKIPPED)
      set(_summary "SKIPPED (no C++ compiler)")
      string(APPEND _notes "note: cuDNN probe skipped: no C++ compiler to build it\n")
    else()
      set(_result FAIL)
      set(_summary FAIL)
      set(_failure "${why}\n")
    endif()
    _cudnn_probe_c_json_string(why_text "${why}")
    set(_report "{\"verdict\": \"${_result}\", \"stage\": \"build\", \"problems\": [{\"check\": \"build\", \"severity\": \"error\", \"message\": ${why_text}, \"fix\": \"\"}]}")
  elseif(CMAKE_CROSSCOMPILING AND NOT CMAKE_CROSSCOMPILING_EMULATOR)
    set(_result SKIPPED)
    set(_summary "SKIPPED (cross-compiling; the probe built, but needs CMAKE_CROSSCOMPILING_EMULATOR to run)")
    string(APPEND _notes "note: cuDNN probe built but not run: cross-compiling without "
      "CMAKE_CROSSCOMPILING_EMULATOR\n")
    set(_report "{\"verdict\": \"SKIPPED\", \"stage\": \"run\", \"problems\": []}")
  else()
    _cudnn_probe_run_all("${exe}" "${mode}")
  endif()

  file(WRITE "${report_file}" "${_report}\n")
  _cudnn_probe_save("${_work}" "${signature}")
  if(_result STREQUAL "FAIL")
    _cudnn_probe_message(CHECK_FAIL "${_summary}")
  else()
    _cudnn_probe_message(CHECK_PASS "${_summary}")
  endif()
  _cudnn_probe_return()
endfunction()

# Hands the results of _cudnn_probe to its caller. A macro on purpose: it must set
# variables in the scope of _cudnn_probe's caller, i.e. one PARENT_SCOPE up from there.
macro(_cudnn_probe_return)
  set(CUDNN_PROBE_RESULT "${_result}" PARENT_SCOPE)
  set(CUDNN_RUNTIME_VERSION "${_runtime_version}" PARENT_SCOPE)
  set(CUDNN_PROBE_REPORT "${CMAKE_BINARY_DIR}/cudnn-probe.json" PARENT_SCOPE)
  if(_failure)
    set(_failure_text "cuDNN probe failed (report: ${CMAKE_BINARY_DIR}/cudnn-probe.json):\n${_failure}")
  else()
    set(_failure_text "")
  endif()
  set(_CUDNN_PROBE_FAILURE "${_failure_text}" PARENT_SCOPE)
  set(_CUDNN_PROBE_NOTES "${_notes}" PARENT_SCOPE)
endmacro()
