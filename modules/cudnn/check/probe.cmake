# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# Does the chosen install work?  _cudnn_probe(<v> <ctx> <p>) builds
# probe/cudnn_probe.cpp against install <p> (probe-build.cmake), runs it and
# reads its JSON report.  Inputs: the context's PROBE (CUDNN_PROBE: AUTO,
# LIBRARY, GPU, OFF), PROBE_TIMEOUT, PROBE_NOTE, CUDA and CUDA_ORIGIN,
# PLATFORM, WORK, QUIET; the toolchain, CMAKE_CROSSCOMPILING_EMULATOR, and the
# loader's environment.  The verdict: <v>_RESULT (PASS | FAIL | SKIPPED),
# <v>_VERSION (cudnnGetVersion(), "" when not run), <v>_FAILURE (why the
# install does not work), <v>_NOTES, <v>_REPORT (the report, also written to
# <work>/cudnn-probe.json, <v>_REPORT_FILE) and <v>_SUMMARY.  The functions
# that build the verdict keep it in <v>_* as they go and hand it back with
# return(PROPAGATE).
#
# The program runs in the "chosen" context: on Linux with the install's folder
# first on LD_LIBRARY_PATH, on Windows with its DLLs (and the zlibwapi.dll the
# run-time checks find) next to the probe and its bin first on PATH (WINEPATH
# under Wine).  Where the user's environment could load another copy (Linux:
# LD_LIBRARY_PATH holds cuDNN before the chosen folder; Windows: PATH) it runs
# again in the "user" context, as a program built with the chosen folder as its
# RUNPATH (or with its DLLs not beside it) would.  What a program installed
# without an RPATH would load is told by the loader's own lookup
# (runtime.cmake), not a run.  A signature of every input is kept: an
# unchanged re-configure reuses the verdict without building or running anything.

include_guard(GLOBAL)

# _cudnn_probe_file_facts(<out> <files>)
# "<path>|<real path>|<size>|<time>|<md5>" for each file, so that replacing a
# library, or retargeting one of its links, changes the signature.  Times have
# whole seconds only, so small files (headers, the main library's shim) are
# hashed too; a hash is reused while the file's size and time are unchanged
# and older than the hash.
function(_cudnn_probe_file_facts out files)
  set(facts "")
  string(TIMESTAMP now "%s" UTC)
  math(EXPR before "${now} - 1")
  foreach(file IN LISTS files)
    if(NOT EXISTS "${file}" OR IS_DIRECTORY "${file}")
      string(APPEND facts "${file}|missing\n")
      continue()
    endif()
    file(REAL_PATH "${file}" real)
    file(SIZE "${real}" size)
    file(TIMESTAMP "${real}" time "%s" UTC)
    string(MD5 key "${real}")
    set(md5 "")
    if(size GREATER_EQUAL 4194304)
    elseif("${_CUDNN_PROBE_MD5_${key}}" MATCHES "^${size}\\|${time}\\|([0-9]+)\\|([0-9a-f]+)$" AND time LESS CMAKE_MATCH_1)
      set(md5 "${CMAKE_MATCH_2}")
    else()
      file(MD5 "${real}" md5)
      set(_CUDNN_PROBE_MD5_${key} "${size}|${time}|${before}|${md5}" CACHE INTERNAL "")
    endif()
    string(APPEND facts "${file}|${real}|${size}|${time}|${md5}\n")
  endforeach()
  set(${out} "${facts}" PARENT_SCOPE)
endfunction()

# _cudnn_probe_signature(<out> <out-text> <mode> <p> <ctx>)
# MD5 of every input of the probe: the install's files (the version header,
# the library, the run-time files: the probe rests on them), copies of the main
# library on the loader's path (and the ld.so cache, for what a program
# without RPATH loads), the probe's own sources, the toolchain, the
# environment and the driver (one installed or updated changes what AUTO checks).
function(_cudnn_probe_signature out out_text mode p ctx)
  get_filename_component(name "${${p}_RUNTIME}" NAME)
  _cudnn_loader_dirs(copies _ ${ctx})
  list(TRANSFORM copies APPEND "/${name}")
  set(files "${${p}_VERSION_HEADER}" "${${p}_LIBRARY}" "${${p}_RUNTIME}")
  foreach(name IN LISTS ${p}_COMPONENTS)
    list(APPEND files "${${p}_${name}_RUNTIME}")
  endforeach()
  get_filename_component(source "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../../../probe" ABSOLUTE)
  file(GLOB parts "${source}/*.h" "${source}/*.cpp" "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/probe*.cmake")
  _cudnn_probe_file_facts(facts "${files};${copies};/etc/ld.so.cache;${source}/CMakeLists.txt;${parts}")
  set(driver "")
  if(EXISTS "/proc/driver/nvidia/version")
    file(READ "/proc/driver/nvidia/version" driver LIMIT 400)
  endif()
  string(CONCAT text "cudnn-probe-2\nmode=${mode}\n"
    "cuda=${${ctx}_CUDA}|${${ctx}_CUDA_ORIGIN}\n"
    "timeout=${${ctx}_PROBE_TIMEOUT}\ncxx=${CMAKE_CXX_COMPILER}|${CMAKE_CXX_COMPILER_VERSION}\n"
    "toolchain=${CMAKE_TOOLCHAIN_FILE}\ngenerator=${CMAKE_GENERATOR}|${CMAKE_GENERATOR_PLATFORM}|${CMAKE_GENERATOR_TOOLSET}\n"
    "emulator=${CMAKE_CROSSCOMPILING_EMULATOR}\nld_library_path=$ENV{LD_LIBRARY_PATH}\npath=$ENV{PATH}\n"
    "visible=$ENV{CUDA_VISIBLE_DEVICES}\ndriver=${driver}\n"
    "install=${${ctx}_PLATFORM}|${${p}_VERSION}|${${p}_CUDA}|${${p}_INCLUDE_DIR}|${${p}_RUNTIME_DIR}\n${facts}")
  string(MD5 signature "${text}")
  set(${out} "${signature}" PARENT_SCOPE)
  set(${out_text} "${text}" PARENT_SCOPE)
endfunction()

# _cudnn_probe_loader_view(<out-exe> <out-var> <out-value> <exe> <context> <work> <p> <ctx>)
# What the loader sees in one run: the program to start, and an environment
# variable with its value, the chosen folder searched first ("chosen") or last
# ("user").  Linux: LD_LIBRARY_PATH; a folder whose name holds ':' or ';' (its
# separators) goes in through a link.  Windows: the probe copied into
# <work>/run-<context>; for the "chosen" run with the release's cuDNN DLLs
# beside it (cuDNN loads its sub-libraries by name from the program's folder)
# and the zlibwapi.dll the run-time stage would copy next to programs, and
# the folder first on PATH (WINEPATH under Wine, where a host path is
# Z:<path>); the "user" run relies on PATH as it is.
function(_cudnn_probe_loader_view out_exe out_var out_value exe context work p ctx)
  set(dir "${${p}_RUNTIME_DIR}")
  set(entry "${dir}")
  set(var LD_LIBRARY_PATH)
  set(separator ":")
  if(${ctx}_PLATFORM STREQUAL "windows")
    get_filename_component(name "${exe}" NAME)
    file(REMOVE_RECURSE "${work}/run-${context}")
    file(COPY "${exe}" DESTINATION "${work}/run-${context}")
    set(exe "${work}/run-${context}/${name}")
    set(dlls "")
    if(context STREQUAL "chosen" AND ${p}_RUNTIME)
      string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
      _cudnn_glob(dlls "${dir}" "cudnn*64_${major}.dll")
      list(TRANSFORM dlls PREPEND "${dir}/")
      list(APPEND dlls "${${p}_RUNTIME}")
      _cudnn_needs_zlibwapi(needs ${p} ${ctx})
      if(needs)
        _cudnn_find_zlibwapi(zlibwapi ${ctx} ${p})
        list(APPEND dlls "${zlibwapi_FILE}")
      endif()
    else()
      set(dir "")
    endif()
    foreach(dll IN LISTS dlls)
      if(EXISTS "${dll}")
        file(COPY "${dll}" DESTINATION "${work}/run-${context}")
      endif()
    endforeach()
    set(var PATH)
    set(separator ";")
    file(TO_NATIVE_PATH "${dir}" entry)
    if(dir AND NOT CMAKE_HOST_WIN32)
      set(var WINEPATH)
      string(REPLACE "/" "\\" entry "Z:${dir}")
    endif()
  elseif(dir MATCHES "[:;]")
    set(entry "${work}/runtime-dir")
    file(REMOVE "${entry}")
    file(CREATE_LINK "${dir}" "${entry}" SYMBOLIC)
  endif()
  set(value "$ENV{${var}}")
  if(entry AND context STREQUAL "user")
    set(value "${value}${separator}${entry}")
  elseif(entry AND NOT value STREQUAL "")
    set(value "${entry}${separator}${value}")
  elseif(entry)
    set(value "${entry}")
  endif()
  set(${out_exe} "${exe}" PARENT_SCOPE)
  set(${out_var} "${var}" PARENT_SCOPE)
  set(${out_value} "${value}" PARENT_SCOPE)
endfunction()

# _cudnn_probe_run(<r> <exe> <context> <mode> <work> <p> <ctx>)
# Runs the probe once.  <r>_JSON: its report ("" when none), <r>_RC, <r>_STDOUT,
# <r>_STDERR.  The loader's view is set in this process's environment (and
# restored) rather than by "cmake -E env": a command line built from a list
# would split paths holding ';'.
function(_cudnn_probe_run r exe context mode work p ctx)
  # The CUDA version the install must be built for, and where that comes from
  # (for the probe's messages): the one installs were matched against (never
  # a toolkit set aside: FindCUDAToolkit's for another platform), else the
  # install's own.
  set(cuda "${${ctx}_CUDA}")
  set(origin "${${ctx}_CUDA_ORIGIN}")
  if(cuda STREQUAL "" AND ${p}_CUDA)
    set(cuda "${${p}_CUDA}")
    string(REGEX REPLACE "^its " "" origin "${${p}_CUDA_SOURCE}")
    set(origin "the install's ${origin}")
    if(NOT ${p}_CUDA_SOURCE)
      set(origin "the install's folder or package name")
    endif()
  endif()
  math(EXPR inner "${${ctx}_PROBE_TIMEOUT} - 5") # the probe's own watchdog fires first: a report names the step
  set(args "--mode=${mode}" "--context=${context}" "--timeout=${inner}")
  if(cuda)
    list(APPEND args "--cuda=${cuda}" "--cuda-origin=${origin}")
  endif()
  if(NOT context STREQUAL "chosen")
    list(APPEND args --no-deps) # only the library file matters there
  elseif(${ctx}_PLATFORM STREQUAL "windows")
    list(APPEND args --copied)
  endif()
  _cudnn_probe_loader_view(exe var value "${exe}" ${context} "${work}" ${p} ${ctx})
  set(emulator "")
  if(CMAKE_CROSSCOMPILING)
    set(emulator ${CMAKE_CROSSCOMPILING_EMULATOR})
  endif()
  get_filename_component(run_dir "${exe}" DIRECTORY)
  set(saved "$ENV{${var}}")
  set(ENV{${var}} "${value}")
  execute_process(COMMAND ${emulator} "${exe}" ${args} WORKING_DIRECTORY "${run_dir}" TIMEOUT ${${ctx}_PROBE_TIMEOUT}
    RESULT_VARIABLE ${r}_RC OUTPUT_VARIABLE ${r}_STDOUT ERROR_VARIABLE ${r}_STDERR)
  set(ENV{${var}} "${saved}") # an empty value unsets it, as it was
  file(WRITE "${work}/run-${context}.json" "${${r}_STDOUT}")
  file(WRITE "${work}/run-${context}.log" "${${r}_STDERR}")
  # The report is the one JSON object on stdout: anything around it (an
  # emulator's chatter) is dropped.
  string(REGEX MATCH "{.*}" ${r}_JSON "${${r}_STDOUT}")
  string(JSON verdict ERROR_VARIABLE error GET "${${r}_JSON}" verdict)
  if(error)
    set(${r}_JSON "")
  endif()
  return(PROPAGATE ${r}_JSON ${r}_RC ${r}_STDOUT ${r}_STDERR)
endfunction()

# _cudnn_json_get(<out> <json> <member>...): "" for a member that is absent.
function(_cudnn_json_get out json)
  string(JSON value ERROR_VARIABLE error GET "${json}" ${ARGN})
  if(error) # the value is then "<member>-NOTFOUND"
    set(value "")
  endif()
  set(${out} "${value}" PARENT_SCOPE)
endfunction()

# _cudnn_probe_start_failure(<out-text> <out-fix> <r> <lib> <p>)
# Why run <r> against <lib> could not start, from the loader's message or the
# exit status Windows gives (Wine passes its low byte), and the fix; "" when
# it started.
function(_cudnn_probe_start_failure out_text out_fix r lib p)
  set(text "")
  set(fix "")
  string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
  if(${r}_STDERR MATCHES "error while loading shared libraries: ([^:]+): ([^\n]*)")
    set(missing "${CMAKE_MATCH_1}")
    set(detail "${CMAKE_MATCH_2}")
    set(text "the probe, linked to ${${p}_LIBRARY}, could not start: the loader reports for ${missing}: ${detail}")
    if(detail MATCHES "cannot open shared object file")
      string(APPEND text " (not in ${${p}_RUNTIME_DIR} nor on the loader path)")
      string(CONCAT fix "${missing} is the name programs load (the library's SONAME): make sure "
        "${${p}_RUNTIME_DIR}/${missing} exists (copy the symlinks too: cp -P, or unpack the archive again)")
    elseif(detail MATCHES "wrong ELF class|file too short|invalid ELF header")
      set(fix "the file is damaged or for another architecture (32/64-bit); reinstall cuDNN")
    endif()
  elseif(${r}_STDERR MATCHES "[^\n]*(symbol lookup error|version `[^']*' not found|undefined symbol)[^\n]*")
    set(text "the probe could not start: ${CMAKE_MATCH_0}")
    set(fix "libraries from different cuDNN releases are mixed; copy the whole lib folder of one release")
  elseif(${r}_RC MATCHES "^(-1073741515|3221225781|53)$") # STATUS_DLL_NOT_FOUND (0xC0000135)
    set(text "the probe could not start: a DLL it needs was not found (the record's DLL: '${${p}_RUNTIME}')")
    set(fix "cudnn64_${major}.dll must be next to the program or on PATH; the install lacks its bin folder?")
  elseif(${r}_RC MATCHES "^(-1073741701|3221225595|123)$") # STATUS_INVALID_IMAGE_FORMAT (0xC000007B)
    set(text "the probe could not start: ${lib} is for another architecture (32-bit vs 64-bit, error 0xC000007B)")
    set(fix "build for x64; cuDNN exists only as 64-bit libraries")
  elseif(${r}_RC MATCHES "^(-1073741511|3221225785|57)$") # STATUS_ENTRYPOINT_NOT_FOUND (0xC0000139)
    set(text "the probe could not start: a cuDNN DLL lacks a function (0xC0000139): a DLL from another release was loaded")
    set(fix "remove older cudnn*64_${major}.dll copies from PATH and the program's folder")
  endif()
  set(${out_text} "${text}" PARENT_SCOPE)
  set(${out_fix} "${fix}" PARENT_SCOPE)
endfunction()

# _cudnn_probe_explain_no_report(<out> <r> <mode> <work> <p> <ctx>)
# Why run <r> gave no report, and the fix: it could not start, hung, printed
# something else, or crashed.  Names the library under test and the last step
# the probe reached (its "cudnn_probe: <step>" lines on stderr); none means it
# stopped while the loader was still loading the library, before main().
function(_cudnn_probe_explain_no_report out r mode work p ctx)
  set(lib "${${p}_RUNTIME}")
  if(NOT lib)
    set(lib "${${p}_LIBRARY}")
  endif()
  set(step "")
  if(${r}_STDERR MATCHES ".*cudnn_probe: ([^\n]*)")
    string(STRIP "${CMAKE_MATCH_1}" step)
  endif()
  set(where "in its step '${step}', running against ${lib}")
  if(step STREQUAL "")
    set(where "while loading ${lib} (before its first step: the library's own start-up code, or one it loads)")
  endif()
  _cudnn_probe_start_failure(text fix ${r} "${lib}" ${p})
  if(text)
    # it could not start: said
  elseif(${r}_RC MATCHES "timeout")
    set(text "the probe did not finish within ${${ctx}_PROBE_TIMEOUT} s ${where}")
    string(CONCAT fix "${lib} hangs: a damaged install or a library from another release is the usual cause; "
      "install cuDNN again from one archive (CUDNN_PROBE_TIMEOUT gives a slow machine more time; CUDNN_PROBE=OFF skips the check)")
    # Only in the GPU steps does CUDNN_PROBE=LIBRARY avoid what went wrong.
    if(step MATCHES "^(driver|cuInit|CUDA runtime|device|cudaSetDevice|cudnnCreate|convolution)$" AND NOT mode STREQUAL "LIBRARY")
      set(fix "a hung driver or GPU is the usual cause; set CUDNN_PROBE=LIBRARY to skip the GPU checks")
    endif()
  elseif(${r}_RC MATCHES "^[0-9]+$" AND NOT "${${r}_STDOUT}" STREQUAL "")
    # It exited normally (its verdict in the exit code) but what it printed is no report.
    string(REGEX MATCH "^[^\n]*" first "${${r}_STDOUT}")
    string(SUBSTRING "${first}" 0 120 first)
    set(text "the probe ran against ${lib} but printed no readable report (its output begins: '${first}')")
    string(CONCAT fix "something loaded with the library writes to standard output; see ${work}/run-chosen.json, "
      "and install cuDNN again from one archive")
  else()
    set(text "the probe stopped without a report (exit: ${${r}_RC}) ${where}")
    string(CONCAT fix "a library from another release or a damaged install is the usual cause; install cuDNN again "
      "from one archive (details: ${work}/run-chosen.log)")
  endif()
  if(fix)
    string(APPEND text "\n  fix: ${fix}")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# _cudnn_probe_collect(<failure-var> <notes-var> <json> <only>)
# Appends a report's problems to the failure text (errors) and the notes
# (anything else, "<severity>: <message>"), each with its fix.  <only> limits
# them to one check ("" for all).
function(_cudnn_probe_collect failure_var notes_var json only)
  string(JSON count ERROR_VARIABLE error LENGTH "${json}" problems)
  if(error OR count EQUAL 0)
    return()
  endif()
  math(EXPR last "${count} - 1")
  foreach(i RANGE ${last})
    foreach(member IN ITEMS check severity message fix)
      _cudnn_json_get(${member} "${json}" problems ${i} ${member})
    endforeach()
    if(only AND NOT check STREQUAL only)
      continue()
    endif()
    if(fix AND NOT fix STREQUAL "none needed")
      string(APPEND message "\n  fix: ${fix}")
    endif()
    if(severity STREQUAL "error")
      string(APPEND ${failure_var} "${message}\n")
    else()
      string(APPEND ${notes_var} "${severity}: ${message}\n")
    endif()
  endforeach()
  return(PROPAGATE ${failure_var} ${notes_var})
endfunction()

# _cudnn_probe_summary(<out> <result> <json>): the verdict and what it covers.
function(_cudnn_probe_summary out result json)
  _cudnn_json_get(gpu "${json}" gpu_checks)
  set(summary "${result}")
  if(result STREQUAL "PASS" AND gpu STREQUAL "SKIPPED")
    _cudnn_json_get(why "${json}" gpu_checks_reason)
    string(APPEND summary " (GPU checks skipped: ${why})")
  elseif(result STREQUAL "PASS" AND gpu STREQUAL "PASS")
    _cudnn_json_get(name "${json}" gpu name)
    _cudnn_json_get(ms "${json}" convolution milliseconds)
    string(REGEX MATCH "^[0-9]+([.][0-9][0-9]?)?" ms "${ms}") # string(JSON) prints 9.5549999999999997
    string(APPEND summary " (convolution on ${name}: ${ms} ms)")
  elseif(result STREQUAL "PASS")
    string(APPEND summary " (library checks)")
  endif()
  set(${out} "${summary}" PARENT_SCOPE)
endfunction()

# _cudnn_probe_installed_note(<out> <p> <ctx>)
# What a program installed without an RPATH loads, from the loader's own
# lookup (LD_LIBRARY_PATH, the ld.so cache, the default folders): a warning
# when it is another cuDNN whose version does not match the headers.  (Another
# file of a compatible version is normal, a system copy: not worth a line.)
function(_cudnn_probe_installed_note out p ctx)
  get_filename_component(name "${${p}_RUNTIME}" NAME)
  _cudnn_loaded_by_default(file origin ${ctx} "${name}")
  _cudnn_same_file(same "${file}" "${${p}_RUNTIME}")
  set(version "")
  if(file AND NOT same)
    _cudnn_file_version(version "${file}")
  endif()
  string(REGEX MATCH "^[0-9]+\\.[0-9]+" want "${${p}_VERSION}")
  string(REGEX MATCH "^[0-9]+" have_major "${version}")
  string(REGEX MATCH "^[0-9]+" want_major "${${p}_VERSION}")
  set(note "")
  if(version AND (NOT have_major EQUAL want_major OR version VERSION_LESS want))
    string(CONCAT note "warning: programs installed without an RPATH would load ${file} (${version}) instead of the chosen ${${p}_RUNTIME} from the default loader path (${origin}); ${version} does not match the headers (${${p}_VERSION})\n"
      "  fix: give installed programs a run path to ${${p}_RUNTIME_DIR} (cudnn_set_install_rpath(<target>...), or INSTALL_RPATH), or make the loader path (ldconfig, LD_LIBRARY_PATH) point at it\n")
  endif()
  set(${out} "${note}" PARENT_SCOPE)
endfunction()

# _cudnn_probe_user_run(<v> <exe> <work> <p> <ctx>)
# What the user's own environment loads, added to <v>_FAILURE, <v>_NOTES and
# <v>_REPORT: Linux, when a folder of LD_LIBRARY_PATH before the chosen one
# holds a cuDNN library file (elsewhere that run would load what the chosen
# run loaded), a run with the chosen folder last (as a program's RUNPATH comes
# after it); Windows, a copy of the probe without the DLLs beside it, relying
# on PATH.  Then, where that run did not show a problem, what a program
# without RPATH loads.
function(_cudnn_probe_user_run v exe work p ctx)
  set(shadowed "")
  _cudnn_loader_dirs(dirs _ ${ctx})
  foreach(dir IN LISTS dirs)
    _cudnn_same_file(is_chosen "${dir}" "${${p}_RUNTIME_DIR}")
    if(is_chosen)
      break()
    endif()
    _cudnn_glob(shadowed "${dir}" "libcudnn*.so*")
    if(shadowed)
      break()
    endif()
  endforeach()
  set(intended TRUE)
  if(${ctx}_PLATFORM STREQUAL "windows" OR shadowed)
    _cudnn_probe_run(user "${exe}" user LIBRARY "${work}" ${p} ${ctx})
    if(user_JSON)
      _cudnn_probe_collect(${v}_FAILURE ${v}_NOTES "${user_JSON}" library-file)
      string(JSON ${v}_REPORT ERROR_VARIABLE error SET "${${v}_REPORT}" user_environment "${user_JSON}")
      _cudnn_json_get(intended "${user_JSON}" library_is_intended)
    elseif(${ctx}_PLATFORM STREQUAL "windows")
      string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
      string(APPEND ${v}_NOTES "note: without the DLLs next to it, a program does not find cudnn64_${major}.dll on PATH\n"
        "  fix: copy the cuDNN DLLs next to your executables (all cudnn*64_${major}.dll), or add ${${p}_RUNTIME_DIR} to PATH\n")
    endif()
  endif()
  if(intended AND NOT ${ctx}_PLATFORM STREQUAL "windows")
    _cudnn_probe_installed_note(note ${p} ${ctx})
    string(APPEND ${v}_NOTES "${note}")
  endif()
  return(PROPAGATE ${v}_FAILURE ${v}_NOTES ${v}_REPORT)
endfunction()

# _cudnn_probe_run_all(<v> <exe> <mode> <work> <p> <ctx>)
# The chosen run, then the user's environment (the probe's own verdict on
# what such programs load), folded into the verdict <v>_*.  An emulator
# reaches no GPU (one that runs the programs on the device does:
# CUDNN_PROBE=GPU asks for the GPU checks through it).
function(_cudnn_probe_run_all v exe mode work p ctx)
  set(${v}_FAILURE "")
  set(${v}_NOTES "")
  if(CMAKE_CROSSCOMPILING AND mode STREQUAL "AUTO")
    set(mode LIBRARY)
    string(REPLACE ";" " " emulator "${CMAKE_CROSSCOMPILING_EMULATOR}")
    string(APPEND ${v}_NOTES "note: the probe ran under CMAKE_CROSSCOMPILING_EMULATOR (${emulator}): library checks only; GPU checks skipped (an emulator reaches no GPU)\n"
      "  fix: none needed; CUDNN_PROBE=GPU runs them too, for an emulator that runs programs on the target device\n")
  endif()
  _cudnn_probe_run(chosen "${exe}" chosen ${mode} "${work}" ${p} ${ctx})
  set(${v}_REPORT "${chosen_JSON}")
  if(NOT chosen_JSON)
    _cudnn_probe_explain_no_report(why chosen ${mode} "${work}" ${p} ${ctx})
    set(${v}_FAILURE "${why}\n")
    _cudnn_json_string(rc "${chosen_RC}")
    _cudnn_json_string(why "${why}")
    set(${v}_REPORT "{\"verdict\": \"FAIL\", \"exit\": ${rc}, \"problems\": [{\"check\": \"start\", \"severity\": \"error\", \"message\": ${why}, \"fix\": \"\"}]}")
  else()
    _cudnn_probe_collect(${v}_FAILURE ${v}_NOTES "${chosen_JSON}" "")
    _cudnn_json_get(stage "${chosen_JSON}" stage)
    if(NOT stage STREQUAL "done") # crashed or timed out: cuDNN's own words often name the culprit
      string(APPEND ${v}_FAILURE "  library under test: ${${p}_RUNTIME}\n")
      _cudnn_probe_lines(printed "${chosen_STDERR}" EXCLUDE "^(cudnn_probe: .*)?$" 5)
      if(printed)
        string(APPEND ${v}_FAILURE "  cuDNN printed:\n${printed}\n")
      endif()
    endif()
  endif()
  if(NOT ${ctx}_PLATFORM STREQUAL "windows" AND ${p}_RUNTIME_DIR MATCHES "[:;]")
    string(APPEND ${v}_NOTES "warning: ${${p}_RUNTIME_DIR} holds ':' or ';', which separate LD_LIBRARY_PATH entries: programs can load cuDNN from it only through their RPATH\n"
      "  fix: move or link the install to a folder name without ':' and ';'\n")
  endif()
  if(chosen_JSON AND NOT CMAKE_CROSSCOMPILING)
    _cudnn_probe_user_run(${v} "${exe}" "${work}" ${p} ${ctx})
  endif()
  set(${v}_RESULT PASS)
  if(${v}_FAILURE)
    set(${v}_RESULT FAIL)
  endif()
  _cudnn_json_get(${v}_VERSION "${chosen_JSON}" library_version)
  _cudnn_probe_summary(${v}_SUMMARY ${${v}_RESULT} "${chosen_JSON}")
  return(PROPAGATE ${v}_RESULT ${v}_VERSION ${v}_FAILURE ${v}_NOTES ${v}_REPORT ${v}_SUMMARY)
endfunction()

# _cudnn_probe_verdict(<v> <mode> <work> <p> <ctx>)
# The probe's verdict on <p> as <v>_*: built and run, or why not (SKIPPED
# where the mode allows it).
function(_cudnn_probe_verdict v mode work p ctx)
  get_filename_component(source "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../../../probe/cudnn_probe.cpp" ABSOLUTE)
  set(exe "")
  set(why "${source} is missing\n  fix: copy the probe/ folder of cudnn-cmake beside its modules/ folder (as in the repository and the installed package), or set CUDNN_PROBE=OFF")
  if(EXISTS "${source}")
    _cudnn_probe_build(exe why "${work}" "${source}" ${p} ${ctx})
  endif()
  if(exe AND (CMAKE_CROSSCOMPILING_EMULATOR OR NOT CMAKE_CROSSCOMPILING))
    _cudnn_probe_run_all(${v} "${exe}" ${mode} "${work}" ${p} ${ctx})
    return(PROPAGATE ${v}_RESULT ${v}_VERSION ${v}_FAILURE ${v}_NOTES ${v}_REPORT ${v}_SUMMARY)
  endif()
  string(CONCAT emulator_fix "set CMAKE_CROSSCOMPILING_EMULATOR in the toolchain file to a program that runs the target's binaries "
    "(qemu-aarch64 -L <sysroot> -E LD_LIBRARY_PATH=<the target's cuDNN and CUDA library folders>, Wine for Windows, or a script that runs them on the device)")
  set(${v}_NOTES "")
  set(${v}_SUMMARY FAIL)
  set(skipped "")
  if(exe AND mode STREQUAL "AUTO")
    set(why "")
    set(skipped "cross-compiling; the probe built, but needs CMAKE_CROSSCOMPILING_EMULATOR to run")
    set(${v}_NOTES "note: cuDNN probe built but not run: cross-compiling without CMAKE_CROSSCOMPILING_EMULATOR\n  fix: to run its library checks, ${emulator_fix}\n")
  elseif(exe)
    set(${v}_SUMMARY "FAIL (cross-compiling without CMAKE_CROSSCOMPILING_EMULATOR)")
    string(CONCAT why "CUDNN_PROBE=${mode} runs the probe, but this is a cross build (for ${CMAKE_SYSTEM_NAME} ${CMAKE_SYSTEM_PROCESSOR}) "
      "without CMAKE_CROSSCOMPILING_EMULATOR, so nothing can run it\n  fix: ${emulator_fix}; or set CUDNN_PROBE=AUTO (the probe is then built, not run) or OFF")
  elseif(NOT EXISTS "${source}" AND mode STREQUAL "AUTO")
    set(skipped "no probe source")
    set(${v}_NOTES "warning: cuDNN probe skipped: ${why}\n")
  elseif(why MATCHES "No CMAKE_CXX_COMPILER could be found")
    set(skipped "no C++ compiler")
    set(${v}_NOTES "note: cuDNN probe skipped: no C++ compiler to build it\n")
  endif()
  set(${v}_RESULT FAIL)
  set(${v}_FAILURE "${why}\n")
  if(skipped)
    set(${v}_RESULT SKIPPED)
    set(${v}_SUMMARY "SKIPPED (${skipped})")
    set(${v}_FAILURE "")
  endif()
  # The report: where it stopped, and why, as the one problem (none when it built but was not run).
  set(stage run)
  set(problems "")
  if(why)
    set(stage build)
    _cudnn_json_string(why "${why}")
    set(problems "{\"check\": \"build\", \"severity\": \"error\", \"message\": ${why}, \"fix\": \"\"}")
  endif()
  set(${v}_REPORT "{\"verdict\": \"${${v}_RESULT}\", \"stage\": \"${stage}\", \"problems\": [${problems}]}")
  set(${v}_VERSION "")
  return(PROPAGATE ${v}_RESULT ${v}_VERSION ${v}_FAILURE ${v}_NOTES ${v}_REPORT ${v}_SUMMARY)
endfunction()

# _cudnn_probe(<v> <ctx> <p>)
# The layer's entry point (see the top of this file).  The verdict kept for a
# signature (verdicts/<md5>.cmake and .json, so that two find_package(CUDNN)
# calls that differ each keep theirs) is reused; the report file then shows
# it, whichever call ran last (a read-only build folder keeps the one it has).
function(_cudnn_probe v ctx p)
  set(work "${${ctx}_WORK}/CMakeFiles/cudnn-probe")
  set(report_file "${${ctx}_WORK}/cudnn-probe.json")
  set(mode ${${ctx}_PROBE})
  foreach(part IN ITEMS VERSION FAILURE NOTES REPORT SUMMARY)
    set(${v}_${part} "")
  endforeach()
  set(${v}_RESULT SKIPPED)
  set(kept "")
  set(unwritable "")
  if(mode STREQUAL "OFF")
    set(${v}_NOTES "note: cuDNN probe skipped: disabled (CUDNN_PROBE=OFF)\n")
  elseif(NOT ${p}_LIBRARY OR NOT ${p}_VERSION_HEADER)
    set(${v}_NOTES "note: cuDNN probe skipped: the install names no library or version header\n")
  else()
    _cudnn_probe_signature(signature text ${mode} ${p} ${ctx})
    set(kept "${work}/verdicts/${signature}.cmake")
    if(NOT EXISTS "${kept}" OR NOT EXISTS "${kept}.json")
      _cudnn_unwritable(unwritable "${work}" "${report_file}")
    endif()
  endif()
  if(kept AND EXISTS "${kept}" AND EXISTS "${kept}.json")
    include("${kept}")
    file(READ "${kept}.json" ${v}_REPORT)
    string(STRIP "${${v}_REPORT}" ${v}_REPORT)
    file(COPY_FILE "${kept}.json" "${report_file}" ONLY_IF_DIFFERENT RESULT copied) # unwritable: kept as it is
    _cudnn_probe_status(${ctx} STATUS "cuDNN probe: ${${v}_SUMMARY} (cached)")
  elseif(unwritable)
    # A build folder made read-only (by another user, a sandbox) is named
    # here, rather than ending the configure with "failed to open for writing".
    set(why "cannot write ${unwritable}\n  fix: make it writable by this user (or remove it: it is rebuilt), or set CUDNN_PROBE=OFF")
    if(mode STREQUAL "AUTO")
      set(${v}_NOTES "warning: cuDNN probe skipped: ${why}\n")
    else()
      set(${v}_RESULT FAIL)
      set(${v}_FAILURE "${why}\n")
    endif()
    _cudnn_probe_status(${ctx} STATUS "cuDNN probe: ${${v}_RESULT} (${unwritable} is not writable)")
  elseif(kept)
    _cudnn_probe_status(${ctx} CHECK_START "Probing ${${p}_PACKAGE} ${${p}_VERSION} (${${p}_LIBRARY}, ${mode})")
    # Kept: when a re-configure probes again, a diff of two says which input changed.
    file(WRITE "${work}/signature-inputs.txt" "${text}")
    _cudnn_probe_verdict(${v} ${mode} "${work}" ${p} ${ctx})
    _cudnn_set_commands(commands ${v}_ "\${v}_" RESULT VERSION FAILURE NOTES SUMMARY)
    file(WRITE "${kept}" "${commands}")
    file(WRITE "${kept}.json" "${${v}_REPORT}\n")
    file(WRITE "${report_file}" "${${v}_REPORT}\n")
    set(check CHECK_PASS)
    if(${v}_RESULT STREQUAL "FAIL")
      set(check CHECK_FAIL)
    endif()
    _cudnn_probe_status(${ctx} ${check} "${${v}_SUMMARY}")
  endif()
  if(${v}_FAILURE)
    set(${v}_FAILURE "cuDNN probe failed (report: ${report_file}):\n${${v}_FAILURE}")
  endif()
  string(PREPEND ${v}_NOTES "${${ctx}_PROBE_NOTE}")
  set(${v}_REPORT_FILE "${report_file}")
  return(PROPAGATE ${v}_RESULT ${v}_VERSION ${v}_FAILURE ${v}_NOTES ${v}_REPORT ${v}_SUMMARY ${v}_REPORT_FILE)
endfunction()

# _cudnn_probe_status(<ctx> <mode> <text>): a status line, unless the find is QUIET.
function(_cudnn_probe_status ctx mode text)
  if(NOT ${ctx}_QUIET)
    message(${mode} "${text}")
  endif()
endfunction()

# _cudnn_probe_outcome(<out-reason> <out-warnings> <v> <ctx> <p>)
# The layer as FindCUDNN runs it: the probe's verdict <v> on <p>, its notes as
# status lines (a warning among them makes them one warning), and its failure
# as the reason FPHSA gives (<out-reason>, "" when it passed); not REQUIRED,
# the failure is a warning too.
function(_cudnn_probe_outcome out_reason out_warnings v ctx p)
  _cudnn_probe(${v} ${ctx} ${p})
  set(notes "${${v}_NOTES}")
  set(failure "${${v}_FAILURE}")
  set(warnings "")
  set(reason "")
  if(notes MATCHES "(^|\n)warning:")
    _cudnn_indent(notes "${notes}" "  ")
    _cudnn_append_text(warnings "cuDNN probe:\n${notes}")
  elseif(notes AND NOT ${ctx}_QUIET)
    _cudnn_indent(notes "${notes}" "   ")
    string(STRIP "${notes}" notes)
    message(STATUS "cuDNN probe: ${notes}")
  endif()
  if(failure)
    _cudnn_indent(failure "${failure}" "      ")
    set(reason "The chosen install fails its check:\n${failure}")
  endif()
  if(failure AND NOT CUDNN_FIND_REQUIRED)
    _cudnn_append_text(warnings "The chosen cuDNN install is not usable:\n${failure}")
  endif()
  set(${out_reason} "${reason}" PARENT_SCOPE)
  set(${out_warnings} "${warnings}" PARENT_SCOPE)
  return(PROPAGATE ${v}_RESULT ${v}_VERSION ${v}_FAILURE ${v}_NOTES ${v}_REPORT ${v}_SUMMARY ${v}_REPORT_FILE)
endfunction()
