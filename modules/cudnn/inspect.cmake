# Distributed under the OSI-approved BSD 3-Clause License.
#
# Stage 2, what each place holds: one place -> one record (record.cmake).
# Reads headers and library headers only; runs nothing.  In two steps, so that
# a search over many places reads little: _cudnn_inspect_cheap (headers,
# version, where the main library is, the CUDA tag: what every place needs;
# in the search, no CUDA tag where the version is refused anyway)
# and _cudnn_inspect_deep (the other headers of the set, the library files'
# headers, the SONAME, the sub-library set: what only a candidate for the
# choice, or a failure message, needs).  _cudnn_inspect does both; the
# record's "inspected" member says which were done ("cheap" or "full").
# Everything that makes an install unusable goes into "problems" with the file
# it is about and the fix; everything merely worth knowing goes into "notes".
#
# Inputs from FindCUDNN: _CUDNN_TARGET_PLATFORM (linux | windows),
# _CUDNN_CUDA_VERSION (the CUDA toolkit's "major.minor", or ""),
# _CUDNN_LIBRARY_ARCHITECTURE (Debian multiarch triplet).  Set by _cudnn_search
# for its callees only: _CUDNN_SEARCHING (the cheap step may skip the CUDA
# tag, using choose.cmake's _cudnn_version_refusal) and _CUDNN_TARGET_MACHINE
# (else _cudnn_check_binaries works it out itself, as for the doctor).

include_guard(GLOBAL)

# Sub-libraries the main library loads by name at run time.
function(_cudnn_core_components out major)
  if(major GREATER_EQUAL 9)
    set(names graph ops cnn adv engines_precompiled engines_runtime_compiled heuristic)
  elseif(major EQUAL 8)
    set(names ops_infer ops_train cnn_infer cnn_train adv_infer adv_train)
  else()
    set(names "")
  endif()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# "12.9" from a CUDA folder or archive name, "" if it names none.  One
# MATCHES per branch: a second, failing MATCHES in the same condition would
# clear the CMAKE_MATCH_1 of the first.
function(_cudnn_cuda_tag_of_path out path)
  get_filename_component(name "${path}" NAME)
  set(tag "")
  if(name MATCHES "^v([0-9]+\\.[0-9]+)$")
    set(tag "${CMAKE_MATCH_1}")
  elseif(name MATCHES "^cuda-([0-9]+\\.[0-9]+)$")
    set(tag "${CMAKE_MATCH_1}")
  elseif(name MATCHES "_cuda([0-9]+(\\.[0-9]+)?)(-archive)?$")
    set(tag "${CMAKE_MATCH_1}")
  endif()
  set(${out} "${tag}" PARENT_SCOPE)
endfunction()

# "12" from the nvidia_cudnn_cu12-*.dist-info beside a wheel's files; the
# dist-info's name in <out_source>.
function(_cudnn_cuda_tag_of_wheel out out_source cudnn_dir)
  get_filename_component(site "${cudnn_dir}/../.." ABSOLUTE)
  _cudnn_glob(infos "${site}" "nvidia_cudnn_cu*.dist-info")
  set(tag "")
  set(source "")
  foreach(info IN LISTS infos)
    if(info MATCHES "^nvidia_cudnn_cu([0-9]+)-")
      set(tag "${CMAKE_MATCH_1}")
      set(source "its package ${info}")
    endif()
  endforeach()
  set(${out} "${tag}" PARENT_SCOPE)
  set(${out_source} "${source}" PARENT_SCOPE)
endfunction()

# "12" from the name of the Debian/Ubuntu package that installed cuDNN under
# a /usr-like prefix (share/doc/libcudnn9-cuda-12), when only one CUDA
# major's package of that cuDNN major is there.
function(_cudnn_cuda_tag_of_debian_package out out_source major prefix)
  _cudnn_glob(docs "${prefix}/share/doc" "libcudnn${major}-cuda-*")
  # Container images often drop share/doc; dpkg's own list stays.
  if(NOT docs AND prefix STREQUAL "/usr")
    _cudnn_glob(docs "/var/lib/dpkg/info" "libcudnn${major}-cuda-*.list")
    list(TRANSFORM docs REPLACE "(:[a-z0-9]+)?\\.list$" "")
  endif()
  list(REMOVE_DUPLICATES docs)
  set(majors "")
  set(names "")
  foreach(doc IN LISTS docs)
    if(doc MATCHES "^libcudnn${major}-cuda-([0-9]+)$")
      list(APPEND majors "${CMAKE_MATCH_1}")
      list(APPEND names "${doc}")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES majors)
  list(LENGTH majors n)
  if(n EQUAL 1)
    set(${out} "${majors}" PARENT_SCOPE)
    set(${out_source} "its package ${names}" PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
    set(${out_source} "" PARENT_SCOPE)
  endif()
endfunction()

# "<major>.<minor>" from CUDA's version macros (11080 -> 11.8).
function(_cudnn_cuda_version_of_number out number)
  math(EXPR major "${number} / 1000")
  math(EXPR minor "(${number} % 1000) / 10")
  set(${out} "${major}.${minor}" PARENT_SCOPE)
endfunction()

# The CUDA version of a folder that is itself a CUDA toolkit (a CUDA root
# with cuDNN copied in, /usr/local/cuda, a conda prefix with CUDA): from its
# version.json (CUDA 11.1+), version.txt (older), include/cuda.h
# (CUDA_VERSION) or include/cuda_runtime_api.h (CUDART_VERSION).  <out> is
# "" when the folder is no CUDA toolkit; <out_source> names the file read.
function(_cudnn_cuda_version_of_toolkit out out_source base)
  set(version "")
  set(source "")
  if(EXISTS "${base}/version.json" AND NOT IS_DIRECTORY "${base}/version.json")
    file(READ "${base}/version.json" text LIMIT 65536)
    string(JSON value ERROR_VARIABLE error GET "${text}" cuda version)
    if(NOT error AND value MATCHES "^([0-9]+\\.[0-9]+)")
      set(version "${CMAKE_MATCH_1}")
      set(source "${base}/version.json")
    endif()
  endif()
  if(version STREQUAL "" AND EXISTS "${base}/version.txt" AND NOT IS_DIRECTORY "${base}/version.txt")
    file(STRINGS "${base}/version.txt" lines LIMIT_COUNT 5 REGEX "CUDA Version")
    if(lines MATCHES "CUDA Version ([0-9]+\\.[0-9]+)")
      set(version "${CMAKE_MATCH_1}")
      set(source "${base}/version.txt")
    endif()
  endif()
  foreach(pair IN ITEMS "cuda.h|CUDA_VERSION" "cuda_runtime_api.h|CUDART_VERSION")
    if(NOT version STREQUAL "")
      break()
    endif()
    string(REPLACE "|" ";" pair "${pair}")
    list(GET pair 0 header)
    list(GET pair 1 macro)
    set(file "${base}/include/${header}")
    if(EXISTS "${file}" AND NOT IS_DIRECTORY "${file}")
      # Within the first 16 KiB in every release; 64 KiB for margin, read
      # only when needed (the regular expression's cost grows with the text).
      foreach(limit 16384 65536)
        _cudnn_header_defines(lines "${file}" ${limit} "${macro}[ \t]+[0-9]+")
        if(lines MATCHES "${macro}[ \t]+([0-9]+)")
          _cudnn_cuda_version_of_number(version "${CMAKE_MATCH_1}")
          set(source "${file} (${macro} ${CMAKE_MATCH_1})")
          break()
        endif()
      endforeach()
    endif()
  endforeach()
  set(${out} "${version}" PARENT_SCOPE)
  set(${out_source} "${source}" PARENT_SCOPE)
endfunction()

# The CUDA version asked for, as "<major>" or "<major>.<minor>", from a user's
# CUDNN_CUDA_VERSION ("12", "12.9", "12.9.1").  <out> is "" and <out_error>
# says why when the value is none of those.
function(_cudnn_normalize_cuda_version out out_error value)
  set(error "")
  set(version "")
  string(STRIP "${value}" stripped)
  if(stripped MATCHES "^[vV]?([0-9]+)(\\.([0-9]+)(\\.[0-9]+)?)?$")
    math(EXPR major "${CMAKE_MATCH_1}")
    set(version "${major}")
    if(NOT "${CMAKE_MATCH_3}" STREQUAL "")
      math(EXPR minor "${CMAKE_MATCH_3}")
      set(version "${major}.${minor}")
    endif()
    if(major LESS 7 OR major GREATER 99)
      set(error "CUDNN_CUDA_VERSION is '${value}': there is no CUDA ${major} that cuDNN was built for")
      set(version "")
    endif()
  else()
    set(error "CUDNN_CUDA_VERSION is '${value}', which is not a CUDA version")
  endif()
  if(error)
    string(APPEND error ". Accepted forms: <major> such as 12, <major>.<minor> such as 12.9, <major>.<minor>.<patch> such as 12.9.1. Or leave it unset to match the CUDA toolkit's version")
  endif()
  set(${out} "${version}" PARENT_SCOPE)
  set(${out_error} "${error}" PARENT_SCOPE)
endfunction()

# Per-CUDA sub-folders (NVIDIA's cuDNN 9 installer: include/12.9, include/13.0):
# the one matching the toolkit's major, highest minor first.
function(_cudnn_pick_cuda_subdir out_choice out_all include_parent)
  _cudnn_glob(subdirs "${include_parent}" "[0-9]*.[0-9]*")
  list(FILTER subdirs INCLUDE REGEX "^[0-9]+\\.[0-9]+$")
  list(SORT subdirs COMPARE NATURAL ORDER DESCENDING)
  set(choice "")
  if(subdirs)
    if(_CUDNN_CUDA_VERSION)
      string(REGEX MATCH "^[0-9]+" want "${_CUDNN_CUDA_VERSION}")
      foreach(mm IN LISTS subdirs)
        string(REGEX MATCH "^[0-9]+" major "${mm}")
        if(major EQUAL want)
          set(choice "${mm}")
          break()
        endif()
      endforeach()
    else()
      list(GET subdirs 0 choice)
    endif()
  endif()
  set(${out_choice} "${choice}" PARENT_SCOPE)
  set(${out_all} "${subdirs}" PARENT_SCOPE)
endfunction()

# First existing file <dir>/<name> over dirs x names; broken links reported.
# Files (or folders) this user cannot read are not "missing": their reasons
# go to <out>_DENIED, one per line.
function(_cudnn_first_file out out_broken dirs names)
  set(broken "")
  set(denied "")
  foreach(dir IN LISTS dirs)
    # A folder that is not there, in one that can be entered (lib64 of most
    # installs): no file, no link and no reason to find in it.  Otherwise the
    # first name below says why the folder cannot be seen.
    if(NOT IS_DIRECTORY "${dir}")
      get_filename_component(parent "${dir}" DIRECTORY)
      if(IS_DIRECTORY "${parent}/.")
        continue()
      endif()
    endif()
    foreach(name IN LISTS names)
      set(file "${dir}/${name}")
      if(EXISTS "${file}" AND NOT IS_DIRECTORY "${file}")
        set(${out} "${file}" PARENT_SCOPE)
        set(${out_broken} "${broken}" PARENT_SCOPE)
        set(${out}_DENIED "${denied}" PARENT_SCOPE)
        return()
      endif()
      _cudnn_broken_link(target "${file}")
      if(target)
        list(APPEND broken "${file} -> ${target}")
      elseif(NOT EXISTS "${file}")
        _cudnn_access_problem(why "${file}")
        if(why)
          string(FIND "${denied}" "${why}\n" seen)
          if(seen EQUAL -1)
            string(APPEND denied "${why}\n")
          endif()
        endif()
      endif()
      # Asked only once the first name is not there (the usual file is).
      if(NOT IS_DIRECTORY "${dir}")
        # No file and no link can be there.  Only a folder on the way that
        # cannot be entered is worth telling, the same for every name: one will do.
        break()
      endif()
    endforeach()
  endforeach()
  string(STRIP "${denied}" denied)
  set(${out} "" PARENT_SCOPE)
  set(${out_broken} "${broken}" PARENT_SCOPE)
  set(${out}_DENIED "${denied}" PARENT_SCOPE)
endfunction()

# Where headers, import/shared libraries and DLLs may be, relative to a base
# (_CUDNN_INCLUDE_DIRS_TRY, _CUDNN_LIB_DIRS_TRY, _CUDNN_BIN_DIRS_TRY), and the
# per-CUDA sub-folder chosen, if any (_CUDNN_LAYOUT_CUDA).
function(_cudnn_layout_dirs record_var base kind)
  set(rec "${${record_var}}")
  set(triplet "${_CUDNN_LIBRARY_ARCHITECTURE}")

  # Headers: per-CUDA sub-folder, include, include/<triplet>, the base itself.
  _cudnn_pick_cuda_subdir(mm all "${base}/include")
  set(include_dirs "")
  if(all)
    string(REPLACE ";" ", " all_text "${all}")
    if(mm)
      list(APPEND include_dirs "${base}/include/${mm}")
      _cudnn_record_put(rec cuda "${mm}")
      _cudnn_record_put(rec cuda_source "its per-CUDA sub-folder include/${mm}")
      _cudnn_record_put(rec layout "per-CUDA sub-folders (${all_text}), chose ${mm}")
      if(_CUDNN_CUDA_VERSION)
        _cudnn_record_append(rec notes
          "${base}: chose the CUDA ${mm} sub-folder, matching CUDA toolkit ${_CUDNN_CUDA_VERSION} (present: ${all_text})")
      else()
        _cudnn_record_append(rec notes
          "${base}: no CUDA toolkit found, chose the newest CUDA sub-folder ${mm} (present: ${all_text}). Set CUDNN_CUDA_VERSION to choose another")
      endif()
    else()
      string(REGEX MATCH "^[0-9]+" want_major "${_CUDNN_CUDA_VERSION}")
      _cudnn_cuda_request_text(asked)
      _cudnn_record_append(rec problems
        "${base}/include has sub-folders for CUDA ${all_text} but none for CUDA ${want_major}, and ${asked}: install the cuDNN build for CUDA ${_CUDNN_CUDA_VERSION}, or set CUDNN_CUDA_VERSION to one of ${all_text}")
    endif()
  endif()
  list(APPEND include_dirs "${base}/include")
  if(triplet)
    list(APPEND include_dirs "${base}/include/${triplet}")
  endif()
  list(APPEND include_dirs "${base}")

  set(lib_dirs "")
  set(bin_dirs "")
  if(_CUDNN_TARGET_PLATFORM STREQUAL "windows")
    if(mm)
      list(APPEND lib_dirs "${base}/lib/${mm}/x64" "${base}/lib/${mm}")
      list(APPEND bin_dirs "${base}/bin/${mm}/x64" "${base}/bin/${mm}")
    endif()
    list(APPEND lib_dirs "${base}/lib/x64" "${base}/lib")
    list(APPEND bin_dirs "${base}/bin/x64" "${base}/bin")
  else()
    if(mm)
      list(APPEND lib_dirs "${base}/lib/${mm}/x64" "${base}/lib/${mm}")
    endif()
    list(APPEND lib_dirs "${base}/lib64" "${base}/lib")
    if(triplet)
      list(APPEND lib_dirs "${base}/lib/${triplet}")
    endif()
  endif()
  if(kind STREQUAL "artifacts")
    list(APPEND lib_dirs "${base}")
  endif()
  set(_CUDNN_LAYOUT_CUDA "${mm}" PARENT_SCOPE)
  set(_CUDNN_INCLUDE_DIRS_TRY "${include_dirs}" PARENT_SCOPE)
  set(_CUDNN_LIB_DIRS_TRY "${lib_dirs}" PARENT_SCOPE)
  set(_CUDNN_BIN_DIRS_TRY "${bin_dirs}" PARENT_SCOPE)
  set(${record_var} "${rec}" PARENT_SCOPE)
endfunction()

# Headers and version.  Sets include_dir, version_header, version, major...
# and returns the version ("" when none was read).  The other headers of the
# set are read by the deep step (_cudnn_header_set_problem).
function(_cudnn_inspect_headers record_var out_version include_dirs)
  set(rec "${${record_var}}")
  set(${out_version} "" PARENT_SCOPE)
  foreach(dir IN LISTS include_dirs)
    if(NOT IS_DIRECTORY "${dir}")
      continue()
    endif()
    if(NOT IS_DIRECTORY "${dir}/.")
      _cudnn_access_problem(denied "${dir}/cudnn_version.h") # "the folder ... cannot be entered"
      _cudnn_record_append(rec problems "${denied}")
      set(${record_var} "${rec}" PARENT_SCOPE)
      return()
    endif()
    if(EXISTS "${dir}/cudnn_version.h")
      set(names cudnn_version.h) # read below, whatever it holds: no other name is tried
    else()
      _cudnn_version_header_names(names "${dir}")
    endif()
    foreach(name IN LISTS names)
      set(header "${dir}/${name}")
      _cudnn_broken_link(target "${header}")
      if(target)
        _cudnn_record_append(rec problems
          "${header} is a broken symbolic link to '${target}': reinstall the headers, or copy the include folder with 'cp -a'")
        continue()
      endif()
      if(IS_DIRECTORY "${header}")
        _cudnn_record_append(rec problems
          "${header} is a folder, not the header file: replace it with ${name} from the cuDNN archive")
        set(${record_var} "${rec}" PARENT_SCOPE)
        return()
      endif()
      if(NOT EXISTS "${header}")
        # Unreadable is not absent: falling back to another header would
        # pick a version the compiler then cannot read either.
        _cudnn_access_problem(denied "${header}")
        if(denied)
          _cudnn_record_append(rec problems "${denied}")
          set(${record_var} "${rec}" PARENT_SCOPE)
          return()
        endif()
        continue()
      endif()
      _cudnn_read_version("${header}" version problem)
      if(version)
        _cudnn_record_put(rec include_dir "${dir}" version_header "${header}" version "${version}")
        string(REPLACE "." ";" parts "${version}")
        list(GET parts 0 major)
        list(GET parts 1 minor)
        list(GET parts 2 patch)
        _cudnn_record_put_json(rec major ${major} minor ${minor} patch ${patch})
        set(${out_version} "${version}" PARENT_SCOPE)
        # Debian's packages before 9.10 ship only the _v<N> names; code
        # includes <cudnn.h>, so targets.cmake adds forwarding headers.
        if(NOT EXISTS "${dir}/cudnn.h")
          if(EXISTS "${dir}/cudnn_v${major}.h")
            _cudnn_record_put_json(rec needs_forwarding_headers true)
            _cudnn_record_append(rec notes
              "${dir} has only the _v${major} header names (cudnn_v${major}.h, no cudnn.h): forwarding headers are generated so that #include <cudnn.h> works")
          else()
            _cudnn_record_append(rec problems
              "${dir} has ${name} but no cudnn.h: the header set is incomplete. Copy the whole include folder of the cuDNN archive")
          endif()
        endif()
        set(${record_var} "${rec}" PARENT_SCOPE)
        return()
      elseif(problem AND NOT name STREQUAL "cudnn.h")
        # A version header that is there but unreadable: corrupt or cut short.
        _cudnn_record_append(rec problems "${problem}. Reinstall cuDNN's headers")
        set(${record_var} "${rec}" PARENT_SCOPE)
        return()
      elseif(problem)
        # cudnn.h without macros: cuDNN 8+ keeps them in cudnn_version.h.
        _cudnn_record_append(rec problems
          "${header} defines no version and ${dir}/cudnn_version.h is missing: copy cudnn_version.h (and all cudnn*.h) from the same cuDNN archive")
        set(${record_var} "${rec}" PARENT_SCOPE)
        return()
      endif()
    endforeach()
  endforeach()
  set(${record_var} "${rec}" PARENT_SCOPE)
endfunction()

# Names of the main library, most preferred first.
function(_cudnn_library_names out_link out_runtime stem major version)
  if(_CUDNN_TARGET_PLATFORM STREQUAL "windows")
    set(link "${stem}.lib" "${stem}64_${major}.lib")
    set(runtime "${stem}64_${major}.dll")
  elseif(CUDNN_USE_STATIC_LIBS)
    set(link "lib${stem}_static.a" "lib${stem}_static_v${major}.a")
    set(runtime "")
  else()
    set(link "lib${stem}.so" "lib${stem}.so.${major}" "lib${stem}.so.${version}")
    set(runtime "lib${stem}.so.${major}" "lib${stem}.so.${version}" "lib${stem}.so")
  endif()
  set(${out_link} "${link}" PARENT_SCOPE)
  set(${out_runtime} "${runtime}" PARENT_SCOPE)
endfunction()

# _cudnn_check_binaries(<record-var> <files> <whats>)
# Checks shared libraries' headers (format, machine, length), a problem for
# each bad one.  <whats> names, for each file, what to copy again ("the
# cudnn_ops library").  One call for all of an install's sub-libraries; the
# target's machine comes from the search (_CUDNN_TARGET_MACHINE) where it runs.
function(_cudnn_check_binaries record_var files whats)
  set(rec "${${record_var}}")
  if(DEFINED _CUDNN_TARGET_MACHINE) # the search's, worked out once
    set(want "${_CUDNN_TARGET_MACHINE}")
  else()
    _cudnn_target_machine(want)
  endif()
  # The usual file, a sound 64-bit ELF library for the target's machine, is
  # passed here in five commands; anything else, or anything in doubt, goes to
  # _cudnn_binary_info, which says what is wrong.  (A failed search reads
  # every sub-library of every install: the call and its twenty commands were
  # a fifth of its time.)  The match takes e_machine as the target's (any,
  # where the target's is not known: a project without languages), the
  # section table's offset under 4 GiB (its top four bytes 0), and the entry
  # size under 256, so that the table's end is one math() away.
  set(usual_elf "")
  if(NOT _CUDNN_TARGET_PLATFORM STREQUAL "windows")
    if(want STREQUAL "x86_64")
      set(usual_elf 3e00)
    elseif(want STREQUAL "")
      set(usual_elf "....")
    elseif(want STREQUAL "aarch64")
      set(usual_elf b700)
    elseif(want STREQUAL "ppc64")
      set(usual_elf 1500)
    endif()
  endif()
  foreach(file what IN ZIP_LISTS files whats)
    if(usual_elf)
      file(SIZE "${file}" size)
      file(READ "${file}" hex LIMIT 64 HEX)
      if(hex MATCHES "^7f454c4602..........................${usual_elf}........................................(..)(..)(..)(..)00000000(..)00(..)(..)")
        math(EXPR end "0x${CMAKE_MATCH_4}${CMAKE_MATCH_3}${CMAKE_MATCH_2}${CMAKE_MATCH_1} + 0x${CMAKE_MATCH_5} * 0x${CMAKE_MATCH_7}${CMAKE_MATCH_6}")
        if(NOT end GREATER size)
          continue()
        endif()
      endif()
    endif()
    _cudnn_binary_info("${file}" format machine problem)
    if(NOT problem AND format STREQUAL "PE" AND NOT _CUDNN_TARGET_PLATFORM STREQUAL "windows")
      set(problem "PE")
    elseif(NOT problem AND format STREQUAL "ELF" AND _CUDNN_TARGET_PLATFORM STREQUAL "windows")
      set(problem "ELF")
    endif()
    if(NOT problem)
      if(want AND machine AND NOT machine STREQUAL want AND format MATCHES "^(ELF|PE)$")
        _cudnn_record_append(rec problems
          "${file} is built for ${machine} but the project builds for ${want}: use the ${want} cuDNN package (cuDNN ships no 32-bit libraries, so a 32-bit build cannot use it)")
      endif()
    elseif(problem STREQUAL "truncated")
      file(SIZE "${file}" size)
      _cudnn_record_append(rec problems
        "${file} is cut short (${size} bytes, its headers describe a longer file): the download or copy was interrupted. Copy ${what} again from the cuDNN archive")
    elseif(problem STREQUAL "PE")
      _cudnn_record_append(rec problems
        "${file} is a Windows DLL (PE, ${machine}), not a Linux shared library: replace it with ${what} from cuDNN for Linux (the tar archive, a Debian/RPM package or the pip wheel)")
    elseif(problem STREQUAL "ELF")
      _cudnn_record_append(rec problems
        "${file} is a Linux shared library (ELF, ${machine}), not a Windows DLL: replace it with ${what} from cuDNN for Windows (the zip archive or the installer)")
    else()
      _cudnn_record_append(rec problems
        "${file} is not a shared library (no ELF or PE header): replace it with ${what} from the cuDNN archive")
    endif()
  endforeach()
  set(${record_var} "${rec}" PARENT_SCOPE)
endfunction()

# _cudnn_other_major_library(<out-file> <out-major> <dirs> <major>)
# The main library of another cuDNN major in <dirs> (libcudnn.so.<M> on Linux,
# cudnn64_<M>.dll on Windows), "" when there is none: what is left when the
# headers of one release were copied over the libraries of another.
function(_cudnn_other_major_library out_file out_major dirs major)
  set(${out_file} "" PARENT_SCOPE)
  set(${out_major} "" PARENT_SCOPE)
  if(_CUDNN_TARGET_PLATFORM STREQUAL "windows")
    set(glob "cudnn64_*.dll")
    set(regex "^cudnn64_([0-9]+)\\.dll$")
  else()
    set(glob "libcudnn.so.*")
    set(regex "^libcudnn\\.so\\.([0-9]+)$")
  endif()
  foreach(dir IN LISTS dirs)
    _cudnn_glob(found "${dir}" "${glob}")
    foreach(name IN LISTS found)
      if(name MATCHES "${regex}" AND NOT CMAKE_MATCH_1 EQUAL major)
        set(${out_file} "${dir}/${name}" PARENT_SCOPE)
        set(${out_major} "${CMAKE_MATCH_1}" PARENT_SCOPE)
        return()
      endif()
    endforeach()
  endforeach()
endfunction()

# _cudnn_other_major_problem(<record-var> <file> <other-major> <evidence>)
# Appends the reason for headers over another major's library: <file> is that
# library, <evidence> how its major is known.
function(_cudnn_other_major_problem record_var file other_major evidence)
  set(rec "${${record_var}}")
  _cudnn_record_get(rec header version_header)
  _cudnn_record_get(rec version version)
  _cudnn_record_get(rec major major)
  _cudnn_record_append(rec problems
    "${header} says ${version} but ${file} is a cuDNN ${other_major} library (${evidence}): the headers and the libraries come from different releases (the include folder of cuDNN ${major} copied over a cuDNN ${other_major} install, or the reverse?). Fix: use the include folder of the release the library comes from, or the libraries of cuDNN ${version}")
  set(${record_var} "${rec}" PARENT_SCOPE)
endfunction()

# The headers are there, the library is not: say where it was looked for,
# and what the rest of the folder suggests happened.
function(_cudnn_missing_library_problem record_var lib_dirs bin_dirs link_names runtime_names)
  set(rec "${${record_var}}")
  _cudnn_record_get(rec root root)
  _cudnn_record_get(rec version version)
  _cudnn_record_get(rec header version_header)
  list(GET link_names 0 expected)
  list(GET lib_dirs 0 first_dir)
  set(alternatives "${link_names}")
  list(REMOVE_AT alternatives 0)
  string(REPLACE ";" ", " alternatives "${alternatives}")
  set(looked "")
  foreach(dir IN LISTS lib_dirs)
    file(RELATIVE_PATH rel "${root}" "${dir}")
    if(rel STREQUAL "")
      set(rel ".")
    endif()
    list(APPEND looked "${rel}/")
  endforeach()
  string(REPLACE ";" ", " looked "${looked}")
  _cudnn_record_get(rec major major)
  _cudnn_record_get(rec layout layout)
  set(hint "")
  # A main library of another major in the same folders: headers of one
  # release copied over the libraries of another (8.9 headers over a 9.x
  # wheel).  Say so: "libcudnn.so missing" alone sends the user looking for
  # a file that was never meant to be there.
  _cudnn_other_major_library(other_file other_major "${bin_dirs};${lib_dirs}" "${major}")
  if(other_file)
    _cudnn_record_append(rec problems
      "${header} says ${version} but the library there is ${other_file}, a cuDNN ${other_major} library: the headers and the libraries come from different releases (headers of cuDNN ${major} copied over a cuDNN ${other_major} install?). Fix: use the include folder of the release the library comes from, or install cuDNN ${version}'s libraries (no ${first_dir}/${expected} here)")
    set(${record_var} "${rec}" PARENT_SCOPE)
    return()
  endif()
  if(_CUDNN_TARGET_PLATFORM STREQUAL "windows")
    _cudnn_first_file(dll _ "${bin_dirs}" "${runtime_names}")
    if(dll AND layout STREQUAL "pip wheel")
      # A wheel never has import libraries: nothing was left out of a copy.
      set(hint " ${dll} and the headers are there, but pip wheels of cuDNN 9.x for Windows ship no import library, and this toolchain has neither lib.exe (MSVC) nor dlltool (MinGW-w64) to make one from the DLL.")
      set(fix "configure with MSVC or MinGW-w64 (the module then makes the import libraries from the DLLs, in the build folder), or install NVIDIA's cuDNN archive for Windows, whose lib/x64 holds cudnn.lib")
    elseif(dll)
      set(hint " ${dll} is there: were only bin/ and include/ copied?")
      set(fix "copy lib/x64/*.lib from the same cuDNN archive into ${first_dir} (MSVC and MinGW-w64 toolchains make them from the DLLs instead; this one has neither lib.exe nor dlltool)")
    else()
      set(fix "copy lib/x64/*.lib from the same cuDNN archive into ${first_dir}")
    endif()
  elseif(CUDNN_USE_STATIC_LIBS)
    set(fix "install cuDNN's static libraries, or set CUDNN_USE_STATIC_LIBS=OFF")
  else()
    set(fix "copy the lib folder of the same cuDNN archive (with 'cp -a', keeping its links) into ${root}")
  endif()
  _cudnn_record_append(rec problems
    "${header} says ${version} but ${first_dir}/${expected} is missing (also looked for ${alternatives} in ${looked}).${hint} Fix: ${fix}")
  set(${record_var} "${rec}" PARENT_SCOPE)
endfunction()

# The tool that makes an import library from a .def file: MSVC's lib.exe (or
# llvm-lib, CMAKE_AR of an MSVC-like toolchain), else MinGW's dlltool
# (CMAKE_DLLTOOL).  "" when the project's toolchain has neither.
function(_cudnn_import_library_tool out out_name)
  set(tool "")
  set(name "")
  if(MSVC OR CMAKE_C_SIMULATE_ID STREQUAL "MSVC" OR CMAKE_CXX_SIMULATE_ID STREQUAL "MSVC")
    if(CMAKE_AR AND EXISTS "${CMAKE_AR}")
      set(tool "${CMAKE_AR}")
      get_filename_component(name "${CMAKE_AR}" NAME)
    endif()
  elseif(CMAKE_DLLTOOL AND EXISTS "${CMAKE_DLLTOOL}")
    set(tool "${CMAKE_DLLTOOL}")
    get_filename_component(name "${CMAKE_DLLTOOL}" NAME)
  endif()
  set(${out} "${tool}" PARENT_SCOPE)
  set(${out_name} "${name}" PARENT_SCOPE)
endfunction()

# Where the import library made from <dll> goes: the build folder, one
# sub-folder per DLL folder.
function(_cudnn_generated_implib out dll)
  get_filename_component(dir "${dll}" DIRECTORY)
  get_filename_component(name "${dll}" NAME_WE)
  string(MD5 key "${dir}")
  string(SUBSTRING "${key}" 0 12 key)
  set(${out} "${CMAKE_BINARY_DIR}/cudnn-implib/${key}/${name}.lib" PARENT_SCOPE)
endfunction()

# A DLL-only install: the link file is an import library the targets stage
# makes from the DLL's export table (targets.cmake, _cudnn_make_import_libraries).
function(_cudnn_dll_only_record record_var dll tool_name)
  set(rec "${${record_var}}")
  _cudnn_record_get(rec layout layout)
  _cudnn_check_binaries(rec "${dll}" "bin/${dll}")
  get_filename_component(dll "${dll}" ABSOLUTE)
  get_filename_component(bin_dir "${dll}" DIRECTORY)
  _cudnn_generated_implib(implib "${dll}")
  get_filename_component(implib_dir "${implib}" DIRECTORY)
  _cudnn_record_put(rec library "${implib}")
  file(REAL_PATH "${dll}" real)
  _cudnn_record_put(rec library_real "${real}")
  _cudnn_record_put(rec library_dir "${implib_dir}")
  _cudnn_record_put(rec runtime "${dll}")
  _cudnn_record_put(rec runtime_dir "${bin_dir}")
  _cudnn_record_put_json(rec implib_from_dll true)
  if(layout STREQUAL "pip wheel")
    set(why "pip wheels of cuDNN 9.x for Windows ship none")
  else()
    set(why "only the DLLs and headers are there")
  endif()
  if(tool_name)
    set(how "with ${tool_name}")
  else()
    set(how "with the project's lib.exe or dlltool")
  endif()
  _cudnn_record_append(rec notes
    "${bin_dir} has ${dll} but no import library (${why}): the import libraries are made from the DLLs' export tables, ${how}, in ${implib_dir}")
  set(${record_var} "${rec}" PARENT_SCOPE)
endfunction()

# Main library: link file (.so / import .lib / static archive) and run-time file.
# <version>: the headers'; <library_hint>: the CUDNN_LIBRARY the user gave ("").
function(_cudnn_inspect_library record_var lib_dirs bin_dirs version library_hint)
  set(rec "${${record_var}}")
  string(REGEX MATCH "^[0-9]+" major "${version}")

  _cudnn_library_names(link_names runtime_names cudnn ${major} ${version})
  if(CUDNN_USE_STATIC_LIBS AND _CUDNN_TARGET_PLATFORM STREQUAL "windows")
    _cudnn_record_append(rec problems
      "CUDNN_USE_STATIC_LIBS is ON but cuDNN ships no static libraries for Windows: set it OFF")
    set(${record_var} "${rec}" PARENT_SCOPE)
    return()
  endif()
  if(library_hint AND NOT IS_DIRECTORY "${library_hint}")
    set(library "${library_hint}")
    set(broken "")
    if(NOT EXISTS "${library}")
      _cudnn_broken_link(target "${library}")
      if(target)
        set(broken "${library} -> ${target}")
      else()
        _cudnn_access_problem(denied "${library}")
        if(NOT denied)
          set(denied "CUDNN_LIBRARY=${library} does not exist: point it at the cuDNN library file or the folder holding it")
        endif()
        _cudnn_record_append(rec problems "${denied}")
        set(${record_var} "${rec}" PARENT_SCOPE)
        return()
      endif()
      set(library "")
    endif()
    get_filename_component(dir "${library_hint}" DIRECTORY)
    set(lib_dirs "${dir}")
  else()
    if(library_hint)
      set(lib_dirs "${library_hint}")
    endif()
    _cudnn_first_file(library broken "${lib_dirs}" "${link_names}")
    # cuDNN 8.3 and newer ship no libcudnn_static.a: the static build is the
    # set of sub-library archives (F6), anchored on the first of them.
    if(NOT library AND CUDNN_USE_STATIC_LIBS AND major GREATER_EQUAL 8)
      _cudnn_core_components(core ${major})
      list(GET core 0 first)
      _cudnn_library_names(first_names _ cudnn_${first} ${major} ${version})
      _cudnn_first_file(library broken "${lib_dirs}" "${first_names}")
      if(library)
        _cudnn_record_put_json(rec static_set true)
      endif()
    endif()
  endif()

  foreach(link IN LISTS broken)
    string(REPLACE " -> " ";" parts "${link}")
    list(GET parts 0 from)
    list(GET parts 1 to)
    if(to MATCHES " \\(a loop of symbolic links\\)$")
      _cudnn_record_append(rec problems
        "${from} is a broken symbolic link to '${to}': the links point at each other and never reach the library file. Copy the whole lib folder again with 'cp -a' (or 'cp -P')")
    else()
      _cudnn_record_append(rec problems
        "${from} is a broken symbolic link to '${to}', which does not exist: the library was copied without its symlink chain. Copy the whole lib folder again with 'cp -a' (or 'cp -P')")
    endif()
  endforeach()

  if(NOT library AND library_DENIED)
    _cudnn_record_append(rec problems "${library_DENIED}")
    set(${record_var} "${rec}" PARENT_SCOPE)
    return()
  endif()

  # Windows: an install with the DLL and headers but no import library (the
  # 9.x pip wheels, a torch/lib folder, CUDNN_LIBRARY naming the DLL) is
  # usable where the toolchain can make the .lib from the DLL's exports.
  if(_CUDNN_TARGET_PLATFORM STREQUAL "windows" AND NOT broken
     AND (NOT library OR library MATCHES "\\.[dD][lL][lL]$"))
    if(library)
      set(dll "${library}")
    else()
      _cudnn_first_file(dll _ "${bin_dirs}" "${runtime_names}")
    endif()
    if(dll)
      _cudnn_import_library_tool(tool tool_name)
      if(tool OR CMAKE_SCRIPT_MODE_FILE)
        _cudnn_dll_only_record(rec "${dll}" "${tool_name}")
        set(${record_var} "${rec}" PARENT_SCOPE)
        return()
      endif()
    endif()
  endif()

  if(NOT library)
    if(NOT broken)
      _cudnn_missing_library_problem(rec "${lib_dirs}" "${bin_dirs}" "${link_names}" "${runtime_names}")
    endif()
    set(${record_var} "${rec}" PARENT_SCOPE)
    return()
  endif()

  get_filename_component(lib_dir "${library}" DIRECTORY)
  # Links such as /usr/local/lib64 -> cuda-13.0/lib64 show one install
  # through several places; the real file identifies it.
  file(REAL_PATH "${library}" real)
  _cudnn_record_put(rec library "${library}" library_real "${real}" library_dir "${lib_dir}")

  if(_CUDNN_TARGET_PLATFORM STREQUAL "windows")
    # The DLL: bin/<cuda>/x64, bin/x64, bin; for artifacts also beside the .lib.
    list(APPEND bin_dirs "${lib_dir}" "${lib_dir}/../bin" "${lib_dir}/../../bin")
    _cudnn_first_file(dll _ "${bin_dirs}" "${runtime_names}")
    if(dll)
      get_filename_component(dll "${dll}" ABSOLUTE)
      get_filename_component(bin_dir "${dll}" DIRECTORY)
      _cudnn_record_put(rec runtime "${dll}")
      _cudnn_record_put(rec runtime_dir "${bin_dir}")
    else()
      _cudnn_record_put(rec runtime "")
      # The DLL of another major where this one's should be: the import
      # library (named cudnn.lib in every release) belongs to it too.
      _cudnn_other_major_library(other_dll other_major "${bin_dirs}" "${major}")
      if(other_dll)
        get_filename_component(other_dll "${other_dll}" ABSOLUTE)
        _cudnn_other_major_problem(rec "${other_dll}" "${other_major}" "no ${runtime_names} beside it")
      else()
        _cudnn_record_append(rec notes
          "no ${runtime_names} found next to ${library} (looked in bin/, bin/x64/ and the per-CUDA bin folders): programs will link but not start. Copy bin/ from the same cuDNN archive")
      endif()
    endif()
  elseif(NOT CUDNN_USE_STATIC_LIBS)
    # The run-time file (from the SONAME) is read by _cudnn_inspect_library_files.
    _cudnn_record_put(rec runtime_dir "${lib_dir}")
  endif()
  set(${record_var} "${rec}" PARENT_SCOPE)
endfunction()

# The main library's files, read (deep step): format, machine and length of the
# library or DLL; on Linux the SONAME, which names the run-time file.  Sets
# <out_runtime> to the run-time file (for the sub-libraries' step).  The
# other arguments are the record's members, read once by _cudnn_inspect_deep.
function(_cudnn_inspect_library_files record_var out_runtime library lib_dir runtime major implib_from_dll)
  set(rec "${${record_var}}")
  if(_CUDNN_TARGET_PLATFORM STREQUAL "windows")
    # A DLL-only install's DLL was read when the record was made.
    if(runtime AND NOT implib_from_dll)
      get_filename_component(dll_name "${runtime}" NAME)
      _cudnn_check_binaries(rec "${runtime}" "${dll_name}")
    endif()
  elseif(NOT CUDNN_USE_STATIC_LIBS)
    set(runtime "${library}")
    file(REAL_PATH "${library}" real_file)
    get_filename_component(real_name "${real_file}" NAME)
    _cudnn_check_binaries(rec "${library}" "${real_name}")
    # What the program will load: the SONAME, which must exist beside the link.
    _cudnn_elf_soname(soname "${library}" libcudnn)
    if(soname)
      set(runtime "")
      _cudnn_record_put(rec soname "${soname}")
      _cudnn_access_problem(denied "${lib_dir}/${soname}")
      string(REGEX MATCH "[0-9]+$" soname_major "${soname}")
      if(NOT soname_major STREQUAL "" AND NOT soname_major EQUAL major)
        # Headers of one release over the libraries of another (an 8.9
        # include folder copied into a 9.x archive): every program would
        # be compiled for one API and run against the other.  Caught here,
        # not only by the probe, so that CUDNN_PROBE=OFF does not pick it.
        _cudnn_other_major_problem(rec "${library}" "${soname_major}" "SONAME ${soname}")
      elseif(denied)
        _cudnn_record_append(rec problems "${denied}")
      elseif(NOT EXISTS "${lib_dir}/${soname}")
        _cudnn_record_append(rec problems
          "${library} has SONAME ${soname} but ${lib_dir}/${soname} does not exist: programs linked against it will not start (a copy without the symlink chain?). Run 'ln -s ${library} ${lib_dir}/${soname}' or copy the lib folder again with 'cp -a'")
      else()
        set(runtime "${lib_dir}/${soname}")
      endif()
    endif()
    if(runtime)
      _cudnn_record_put(rec runtime "${runtime}")
    endif()
  endif()
  set(${out_runtime} "${runtime}" PARENT_SCOPE)
  set(${record_var} "${rec}" PARENT_SCOPE)
endfunction()

# The sub-libraries present in <lib_dir> (or, for DLLs, <bin_dir>) beyond the
# known ones: those a newer release adds (engines_tensor_ir, ext...).
function(_cudnn_listed_components out lib_dir bin_dir major)
  if(_CUDNN_TARGET_PLATFORM STREQUAL "windows")
    if(bin_dir)
      _cudnn_glob(files "${bin_dir}" "cudnn_*64_${major}.dll")
      list(TRANSFORM files REPLACE "^cudnn_(.*)64_${major}\\.dll$" "\\1")
    else()
      _cudnn_glob(files "${lib_dir}" "cudnn_*64_${major}.lib")
      list(TRANSFORM files REPLACE "^cudnn_(.*)64_${major}\\.lib$" "\\1")
    endif()
  elseif(CUDNN_USE_STATIC_LIBS)
    _cudnn_glob(files "${lib_dir}" "libcudnn_*_static*.a")
    list(TRANSFORM files REPLACE "^libcudnn_(.*)_static(_v[0-9]+)?\\.a$" "\\1")
  else()
    _cudnn_glob(files "${lib_dir}" "libcudnn_*.so*")
    list(FILTER files INCLUDE REGEX "^libcudnn_[a-z0-9_]+\\.so")
    list(TRANSFORM files REPLACE "^libcudnn_([a-z0-9_]+)\\.so.*$" "\\1")
  endif()
  list(FILTER files INCLUDE REGEX "^[a-z0-9_]+$")
  list(REMOVE_DUPLICATES files)
  list(SORT files)
  set(${out} "${files}" PARENT_SCOPE)
endfunction()

# Sub-libraries: the known ones for the major, then any other present.  Each
# is in "components" ({library, runtime}) or in "missing_components" (the
# reason).  The arguments are the record's members (_cudnn_inspect_deep);
# <main_runtime> is the main library's run-time file.
function(_cudnn_inspect_components record_var major version lib_dir bin_dir main_runtime implib_from_dll)
  set(rec "${${record_var}}")
  if(NOT lib_dir)
    _cudnn_record_put_json(rec components "{}" missing_components "{}")
    set(${record_var} "${rec}" PARENT_SCOPE)
    return()
  endif()
  _cudnn_core_components(names ${major})
  _cudnn_listed_components(listed "${lib_dir}" "${bin_dir}" ${major})
  foreach(name IN LISTS listed)
    if(NOT name IN_LIST names)
      list(APPEND names "${name}")
    endif()
  endforeach()

  # Every sub-library's file names from one template (a name is [a-z0-9_]+).
  _cudnn_library_names(link_template runtime_template cudnn_<name> ${major} ${version})
  # Paths written into the JSON text as they are where nothing in them needs
  # escaping (the usual case: the folder's text; file names are [a-z0-9_.]).
  _cudnn_json_quote(quoted_dir "${lib_dir}")
  set(plain_paths FALSE)
  if(quoted_dir STREQUAL "\"${lib_dir}\"" AND NOT _CUDNN_TARGET_PLATFORM STREQUAL "windows")
    set(plain_paths TRUE)
  endif()
  # The usual case, a Linux install with every file under its first name
  # (libcudnn_<name>.so, link_template's first), takes a short way: two
  # stats per sub-library.
  set(usual FALSE)
  if(plain_paths AND NOT CUDNN_USE_STATIC_LIBS)
    set(usual TRUE)
  endif()
  set(present "")
  set(missing "")
  set(check_files "")
  set(check_whats "")
  foreach(name IN LISTS names)
    if(usual)
      set(library "${lib_dir}/libcudnn_${name}.so")
      if(EXISTS "${library}" AND NOT IS_DIRECTORY "${library}")
        set(runtime "${lib_dir}/libcudnn_${name}.so.${major}")
        if(NOT EXISTS "${runtime}")
          set(runtime "${library}")
        endif()
        string(APPEND present ",\"${name}\":{\"library\":\"${library}\",\"runtime\":\"${runtime}\"}")
        list(APPEND check_files "${runtime}")
        list(APPEND check_whats "the cudnn_${name} library")
        continue()
      endif()
    endif()
    string(REPLACE "<name>" "${name}" link_names "${link_template}")
    string(REPLACE "<name>" "${name}" runtime_names "${runtime_template}")
    set(broken "")
    set(library "")
    if(implib_from_dll)
      # The import library will be made from the DLL, where there is one.
      if(EXISTS "${bin_dir}/${runtime_names}")
        _cudnn_generated_implib(library "${bin_dir}/${runtime_names}")
      endif()
    else()
      _cudnn_first_file(library broken "${lib_dir}" "${link_names}")
    endif()
    set(runtime "")
    set(reason "")
    if(NOT library)
      if(broken)
        list(GET broken 0 link)
        set(reason "${link} is a broken symbolic link")
      elseif(library_DENIED)
        set(reason "${library_DENIED}")
      elseif(implib_from_dll)
        set(reason "${bin_dir}/${runtime_names} is missing")
      else()
        list(GET link_names 0 expected)
        set(reason "${lib_dir}/${expected} is missing")
      endif()
    endif()
    if(_CUDNN_TARGET_PLATFORM STREQUAL "windows")
      if(main_runtime)
        _cudnn_first_file(runtime _ "${bin_dir}" "${runtime_names}")
        if(NOT runtime AND NOT reason)
          set(reason "${bin_dir}/${runtime_names} is missing")
        endif()
      endif()
    elseif(library AND NOT CUDNN_USE_STATIC_LIBS)
      set(runtime "${lib_dir}/libcudnn_${name}.so.${major}")
      if(NOT EXISTS "${runtime}")
        set(runtime "${library}")
      endif()
    endif()
    # The two objects are written as text and set once (see _cudnn_record_put).
    if(reason)
      _cudnn_json_quote(quoted "${reason}")
      string(APPEND missing ",\"${name}\":${quoted}")
      continue()
    endif()
    if(plain_paths)
      string(APPEND present ",\"${name}\":{\"library\":\"${library}\",\"runtime\":\"${runtime}\"}")
    else()
      _cudnn_json_quote(quoted_library "${library}")
      _cudnn_json_quote(quoted_runtime "${runtime}")
      string(APPEND present ",\"${name}\":{\"library\":${quoted_library},\"runtime\":${quoted_runtime}}")
    endif()
    if(runtime)
      list(APPEND check_files "${runtime}")
      list(APPEND check_whats "the cudnn_${name} library")
    endif()
  endforeach()
  _cudnn_check_binaries(rec "${check_files}" "${check_whats}")
  string(REGEX REPLACE "^," "" present "${present}")
  string(REGEX REPLACE "^," "" missing "${missing}")
  _cudnn_record_put_json(rec components "{${present}}" missing_components "{${missing}}")
  set(${record_var} "${rec}" PARENT_SCOPE)
endfunction()

# The CUDA version the install is built for, and how that is known
# (cuda_source): a wheel's package name, a Debian package's name, the version
# files of a root that is itself a CUDA toolkit, a folder or archive name
# (v11.8, cuda-12.4, ..._cuda11-archive), or the CUDA toolkit in use that the
# module found.  Not called where the installer's per-CUDA sub-folder said
# (_cudnn_layout_dirs sets cuda and cuda_source then).  <kind>, <root>,
# <origin> and <major> are the place's and the headers' (passed, not read
# back from the record: each read parses it).
function(_cudnn_inspect_cuda_tag record_var base kind root origin major)
  set(rec "${${record_var}}")
  if(kind STREQUAL "artifacts")
    # CUDNN_INCLUDE_DIR / CUDNN_LIBRARY name files inside an install: the
    # folder above the header folder (a wheel's nvidia/cudnn, an archive, a
    # CUDA root) tells its CUDA as it would if it were searched.
    _cudnn_record_get(rec include_dir include_dir)
    if(include_dir)
      get_filename_component(root "${include_dir}/.." ABSOLUTE)
      set(base "${root}")
    endif()
  endif()
  set(cuda "")
  set(source "")
  if(kind STREQUAL "python" OR root MATCHES "/site-packages/nvidia/cudnn$")
    _cudnn_cuda_tag_of_wheel(cuda source "${root}")
  else()
    # A distribution's package name says (libcudnn9-cuda-12); its /usr may
    # hold another CUDA than that, so /usr and /usr/local are never read
    # as a CUDA toolkit.
    _cudnn_cuda_tag_of_debian_package(cuda source "${major}" "${base}")
    if(NOT cuda AND NOT kind STREQUAL "system" AND NOT base MATCHES "^/usr(/local)?$")
      _cudnn_cuda_version_of_toolkit(cuda source "${base}")
      if(cuda)
        set(source "the CUDA toolkit there, ${source}")
      endif()
    endif()
    if(NOT cuda)
      _cudnn_cuda_tag_of_path(cuda "${root}")
      if(cuda)
        get_filename_component(name "${root}" NAME)
        set(source "its folder name ${name}")
      elseif(origin MATCHES "CUDA toolkit in use" AND _CUDNN_CUDA_VERSION)
        set(cuda "${_CUDNN_CUDA_VERSION}")
        set(source "the CUDA toolkit in use")
      endif()
    endif()
  endif()
  _cudnn_record_put(rec cuda "${cuda}" cuda_source "${source}")
  set(${record_var} "${rec}" PARENT_SCOPE)
endfunction()

function(_cudnn_layout_name out kind base root)
  # A wheel is a wheel however it was named (CUDNN_ROOT, a prefix path).
  if(kind STREQUAL "python" OR root MATCHES "/site-packages/nvidia/cudnn$")
    set(name "pip wheel")
  elseif(kind STREQUAL "conda" OR base STREQUAL "${root}/Library")
    set(name "conda")
  elseif(kind STREQUAL "cuda-root")
    set(name "CUDA root")
  elseif(kind STREQUAL "installer")
    set(name "cuDNN installer")
  elseif(kind STREQUAL "artifacts")
    set(name "artifacts")
  elseif(NOT base STREQUAL root)
    set(name "archive with a cuda/ top folder")
  elseif(kind STREQUAL "system" OR root MATCHES "^/usr(/local)?$")
    # (Also when a hint names /usr: it is still the system's packages.)
    set(name "system")
  else()
    set(name "archive")
  endif()
  set(${out} "${name}" PARENT_SCOPE)
endfunction()

# _cudnn_inspect_cheap(<place-json> <out-record-var>)
# What every place needs for the choice: headers, version, where the main
# library (and DLL) is, the CUDA version the layout names.  The steps write a
# draft (_cudnn_record_put), which leaves with inspected: cheap (also when a
# problem stopped the steps early) and unsealed: string(JSON) reads a draft
# as it reads a sealed record, and the draft, without the sealed form's
# indentation, is a quarter shorter, so each of the dozen reads a place gets
# parses less.  _cudnn_inspect_deep seals it, and only a full record leaves
# the search.
function(_cudnn_inspect_cheap place out)
  _cudnn_inspect_cheap_steps("${place}" rec)
  _cudnn_record_put(rec inspected cheap)
  set(${out} "${rec}" PARENT_SCOPE)
endfunction()

function(_cudnn_inspect_cheap_steps place out)
  string(JSON kind GET "${place}" kind)
  string(JSON root GET "${place}" path)
  string(JSON origin GET "${place}" origin)
  string(JSON explicit GET "${place}" explicit)
  # string(JSON GET) reads JSON booleans as ON/OFF.
  if(explicit)
    set(explicit true)
  else()
    set(explicit false)
  endif()
  # The first members as text: one JSON parse fewer per member and place.
  _cudnn_json_quote(q_origin "${origin}")
  _cudnn_json_quote(q_kind "${kind}")
  set(rec "{\"origin\":${q_origin},\"place_kind\":${q_kind},\"explicit\":${explicit},\"platform\":\"${_CUDNN_TARGET_PLATFORM}\",\"problems\":[],\"notes\":[]}")

  set(include "")
  set(library "") # the CUDNN_LIBRARY the user gave, "" for any other place
  if(kind STREQUAL "artifacts")
    string(JSON include GET "${place}" include)
    string(JSON library GET "${place}" library)
    _cudnn_record_put(rec library_hint "${library}")
    # A header file is as good as its folder (F5).
    if(include AND EXISTS "${include}" AND NOT IS_DIRECTORY "${include}")
      get_filename_component(include "${include}" DIRECTORY)
    endif()
    if(include)
      set(root "${include}")
    else()
      # Only the library given: the headers are beside its lib folder.
      if(IS_DIRECTORY "${library}")
        set(lib_dir "${library}")
      else()
        get_filename_component(lib_dir "${library}" DIRECTORY)
      endif()
      set(root "${lib_dir}")
      foreach(up .. ../.. ../../..)
        if(IS_DIRECTORY "${lib_dir}/${up}/include")
          get_filename_component(root "${lib_dir}/${up}" ABSOLUTE)
          break()
        endif()
      endforeach()
    endif()
  endif()
  _cudnn_record_put(rec root "${root}")

  if(root MATCHES ";")
    _cudnn_record_append(rec problems
      "the path contains a semicolon, which CMake lists cannot hold: move or link the install to a path without one")
    set(${out} "${rec}" PARENT_SCOPE)
    return()
  endif()
  # On Linux '\' is a character of a folder name, but CMake's path commands
  # (get_filename_component, file(MAKE_DIRECTORY), ...) read it as a
  # separator, so such a path would be searched in one place and used in another.
  if(NOT CMAKE_HOST_WIN32 AND root MATCHES "\\\\")
    _cudnn_record_append(rec problems
      "the path holds a '\\', which CMake's path commands read as a folder separator (so a/b instead of a\\b): move or link the install to a path without one")
    set(${out} "${rec}" PARENT_SCOPE)
    return()
  endif()
  # CMake passes "$(...)" in compile and link flags to the build tool as a
  # make variable reference, unescaped: Makefiles expand it (another folder),
  # Ninja rejects it ("bad $-escape").  No program could use such a path.
  if(root MATCHES "\\$\\(")
    _cudnn_record_append(rec problems
      "the path holds '$(', which CMake hands to the build tool as a make variable reference (Makefiles would read another folder, Ninja stops with 'bad $-escape'): move or link the install to a path without '$('")
    set(${out} "${rec}" PARENT_SCOPE)
    return()
  endif()
  # CMake lists do not split inside [...]: a '[' or ']' without its partner
  # would merge list elements, so such a path cannot be searched reliably.
  string(REGEX REPLACE "\\[[^][]*\\]" "" unpaired "${root}")
  while(NOT unpaired STREQUAL root_was_unpaired)
    set(root_was_unpaired "${unpaired}")
    string(REGEX REPLACE "\\[[^][]*\\]" "" unpaired "${unpaired}")
  endwhile()
  if(unpaired MATCHES "[][]")
    _cudnn_record_append(rec problems
      "the path has a '[' or ']' without its partner, which CMake lists cannot hold: move or link the install to a path without one")
    set(${out} "${rec}" PARENT_SCOPE)
    return()
  endif()
  if(NOT IS_DIRECTORY "${root}")
    _cudnn_record_put_json(rec absent true)
    if(EXISTS "${root}")
      _cudnn_record_append(rec problems "this is a file, not a folder: point ${origin} at the folder that holds include/ and lib/")
    else()
      _cudnn_record_append(rec problems "the folder does not exist: correct ${origin}, or unset it to let the module search")
    endif()
    set(${out} "${rec}" PARENT_SCOPE)
    return()
  endif()

  _cudnn_access_problem(denied "${root}/include")
  if(denied MATCHES "^the folder")
    _cudnn_record_append(rec problems "${denied}")
    set(${out} "${rec}" PARENT_SCOPE)
    return()
  endif()

  # Old archives (cuDNN 7 to 8.2) unpack into a cuda/ top folder; conda on
  # Windows keeps everything under Library/, however the prefix was named
  # (CONDA_PREFIX, CUDNN_ROOT, CMAKE_PREFIX_PATH).
  set(base "${root}")
  if(NOT IS_DIRECTORY "${root}/include" AND IS_DIRECTORY "${root}/cuda/include")
    set(base "${root}/cuda")
  elseif(_CUDNN_TARGET_PLATFORM STREQUAL "windows" AND (kind STREQUAL "conda" OR
         (NOT IS_DIRECTORY "${root}/include" AND IS_DIRECTORY "${root}/Library/include")))
    set(base "${root}/Library")
  endif()
  _cudnn_layout_name(layout "${kind}" "${base}" "${root}")
  _cudnn_record_put(rec layout "${layout}")

  _cudnn_layout_dirs(rec "${base}" "${kind}")
  set(layout_cuda "${_CUDNN_LAYOUT_CUDA}")
  if(kind STREQUAL "artifacts" AND include)
    set(_CUDNN_INCLUDE_DIRS_TRY "${include}")
    get_filename_component(parent "${include}/.." ABSOLUTE)
    _cudnn_layout_dirs(rec "${parent}" "${kind}")
    if(_CUDNN_LAYOUT_CUDA)
      set(layout_cuda "${_CUDNN_LAYOUT_CUDA}")
    endif()
    set(_CUDNN_INCLUDE_DIRS_TRY "${include}")
    if(library)
      set(_CUDNN_LIB_DIRS_TRY "")
    endif()
  endif()
  _cudnn_inspect_headers(rec version "${_CUDNN_INCLUDE_DIRS_TRY}")
  if(NOT version)
    _cudnn_record_get(rec nproblems problems)
    if(nproblems STREQUAL "[]")
      set(what "no cuDNN header (cudnn_version.h, cudnn_version_v<N>.h, cudnn_v<N>.h or cudnn.h) in include/: point ${origin} at the folder that holds include/ and lib/ (for NVIDIA's cuDNN 9 installer, its v9.<minor> folder)")
      if(kind STREQUAL "artifacts")
        set(what "no cuDNN header (cudnn_version.h, cudnn_v<N>.h or cudnn.h) in ${root}: point CUDNN_INCLUDE_DIR at the folder holding cudnn.h")
      endif()
      _cudnn_record_append(rec problems "${what}")
      _cudnn_record_put_json(rec empty true)
    endif()
    set(${out} "${rec}" PARENT_SCOPE)
    return()
  endif()
  string(REGEX MATCH "^[0-9]+" major "${version}")
  _cudnn_inspect_library(rec "${_CUDNN_LIB_DIRS_TRY}" "${_CUDNN_BIN_DIRS_TRY}" "${version}" "${library}")
  if(layout_cuda STREQUAL "") # else its per-CUDA sub-folder said
    # In the search, a version the request refuses is the reason (after any
    # problem), whatever the CUDA: the tag (a dozen stats and reads) is not
    # worked out, and cuda_unread says so.  Such a record never leaves the
    # search (_cudnn_search).
    set(refusal "")
    if(_CUDNN_SEARCHING)
      _cudnn_version_refusal(refusal "${version}")
    endif()
    if(refusal)
      _cudnn_record_put_json(rec cuda_unread true)
    else()
      _cudnn_inspect_cuda_tag(rec "${base}" "${kind}" "${root}" "${origin}" "${major}")
    endif()
  endif()
  set(${out} "${rec}" PARENT_SCOPE)
endfunction()

# _cudnn_inspect_deep(<record-var>)
# Completes a cheap record: the header set, the library files' headers and
# SONAME, and the sub-libraries (their set and files).  Problems are appended
# after the cheap step's, in the order a one-step inspection gives them.  The
# record leaves sealed, with inspected: full.
function(_cudnn_inspect_deep record_var)
  set(rec "${${record_var}}")
  _cudnn_record_get(rec inspected inspected)
  if(NOT inspected STREQUAL "cheap")
    return()
  endif()
  _cudnn_inspect_deep_steps(rec)
  _cudnn_record_seal(rec inspected full)
  set(${record_var} "${rec}" PARENT_SCOPE)
endfunction()

# _cudnn_inspect_deep_steps(<record-var>)
# The steps alone, on a cheap record: they leave a draft (inspected is still
# "cheap").  For a record read once and dropped, as where nothing qualifies
# and the search wants each place's first problem: sealing a full record
# (a parse and a write of 2 KiB) cost as much as a fifth of the steps.
function(_cudnn_inspect_deep_steps record_var)
  set(rec "${${record_var}}")
  _cudnn_record_get(rec version version)
  if(version)
    # The other cudnn_*.h of the headers' folder, against the version header
    # (a dozen reads: deep, not for every place).  Its problem goes after
    # the cheap step's and before the library files', where it went when the
    # cheap step read it: a library of another major, which explains a mixed
    # set better, is named first where the cheap step finds it (Windows).
    _cudnn_record_get(rec include_dir include_dir)
    _cudnn_record_get(rec version_header version_header)
    _cudnn_header_set_problem(mixed "${include_dir}" "${version_header}" "${version}")
    if(mixed)
      _cudnn_record_append(rec problems "${mixed}")
    endif()
    # The members both steps need, read once (each read parses the record).
    # runtime, runtime_dir and implib_from_dll count only for DLLs.
    _cudnn_record_get(rec library library)
    _cudnn_record_get(rec lib_dir library_dir)
    string(REGEX MATCH "^[0-9]+" major "${version}")
    set(runtime "")
    set(bin_dir "")
    set(implib_from_dll "")
    if(_CUDNN_TARGET_PLATFORM STREQUAL "windows")
      _cudnn_record_get(rec runtime runtime)
      _cudnn_record_get(rec bin_dir runtime_dir)
      _cudnn_record_get(rec implib_from_dll implib_from_dll)
    endif()
    set(main_runtime "")
    if(library)
      _cudnn_inspect_library_files(rec main_runtime "${library}" "${lib_dir}" "${runtime}" ${major} "${implib_from_dll}")
    endif()
    _cudnn_inspect_components(rec ${major} ${version} "${lib_dir}" "${bin_dir}" "${main_runtime}" "${implib_from_dll}")
  endif()
  set(${record_var} "${rec}" PARENT_SCOPE)
endfunction()

# _cudnn_inspect(<place-json> <out-record-var>)
# One place, inspected in full (the doctor, a failed search).
function(_cudnn_inspect place out)
  _cudnn_inspect_cheap("${place}" rec)
  _cudnn_inspect_deep(rec)
  set(${out} "${rec}" PARENT_SCOPE)
endfunction()

# _cudnn_inspect_places(<out-records> <places-json-array>)
# Every place -> its full record, as a JSON array in the places' order (the
# doctor; find_package inspects lazily, see _cudnn_search in FindCUDNN.cmake).
# The array is written as text: setting element i of a growing array would
# parse it again for every place.
function(_cudnn_inspect_places out places)
  _cudnn_places_list(list "${places}")
  set(records "")
  foreach(place IN LISTS list)
    _cudnn_inspect("${place}" record)
    if(records STREQUAL "")
      set(records "${record}")
    else()
      string(APPEND records ",${record}")
    endif()
  endforeach()
  set(${out} "[${records}]" PARENT_SCOPE)
endfunction()
