# Distributed under the OSI-approved BSD 3-Clause License.
#
# Reading the files of an install without running anything: the version
# macros of a header and the header fields of a shared library (format,
# machine, whether it is cut short).  Pure helpers; each returns a problem
# text instead of failing, so that a corrupt file becomes a reason in the
# failure message, never an internal CMake error.

include_guard(GLOBAL)

# Version headers in the order cuDNN releases used them: cudnn_version.h
# (8+), the Debian/Ubuntu `_v<N>` names (which are all that exist before
# 9.10 there), and cudnn.h (7 and earlier kept the macros there).  Only the
# names the folder lists (one listing; a broken link or an unreadable file is
# listed too, so that the caller can say what is wrong with it).
function(_cudnn_version_header_names out dir)
  _cudnn_glob(listed "${dir}" "cudnn*.h")
  set(names "")
  if("cudnn_version.h" IN_LIST listed)
    list(APPEND names cudnn_version.h)
  endif()
  foreach(stem cudnn_version_v cudnn_v)
    set(found "${listed}")
    list(FILTER found INCLUDE REGEX "^${stem}[0-9]+\\.h$")
    list(SORT found COMPARE NATURAL ORDER DESCENDING)
    list(APPEND names ${found})
  endforeach()
  if("cudnn.h" IN_LIST listed)
    list(APPEND names cudnn.h)
  endif()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# The names in <dir> that match <pattern> (no "/" in it), folders included.
function(_cudnn_glob out dir pattern)
  if(NOT dir MATCHES "[][;*?\\]|/\\.\\.(/|$)")
    # The usual folder: each found path's last part.  glob's RELATIVE works
    # out every relative path in full, half of a search's glob time (a lib
    # folder lists two dozen files).
    file(GLOB found LIST_DIRECTORIES true "${dir}/${pattern}")
    list(TRANSFORM found REPLACE "^.*/" "")
    set(${out} "${found}" PARENT_SCOPE)
    return()
  endif()
  # Full paths with a ";" or a bracket would not be one list element each,
  # so the names come from RELATIVE.  glob() reads "[", "*" and "?" in the
  # folder as wildcards ("C:/SDKs [x64]/cudnn" is a real install path): each
  # is written as a class of itself.  And it does not step up through ".."
  # below a wildcard ("a [x]/bin/../include" would list nothing): the folder
  # is made absolute first.
  if(dir MATCHES "/\\.\\.(/|$)")
    get_filename_component(dir "${dir}" ABSOLUTE)
  endif()
  string(REPLACE "[" "[[]" escaped "${dir}")
  string(REPLACE "*" "[*]" escaped "${escaped}")
  string(REPLACE "?" "[?]" escaped "${escaped}")
  file(GLOB found LIST_DIRECTORIES true RELATIVE "${dir}" "${escaped}/${pattern}")
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# _cudnn_header_defines(<out> <header> <limit> <name-regex>)
# The '#define <name> ...' lines among the first <limit> bytes of a header,
# joined by blanks into one string (not a list: a stray "[" or ";" in a
# corrupt header must not change what is read).  One file(READ) and one
# regex: file(STRINGS ... REGEX) costs ~60 times as much, and a configure
# reads a dozen headers per install.  The regex starts with a plain "\n"
# (the text gets one in front, for a first line that is a define): CMake's
# matcher then jumps from line to line instead of trying every character,
# 6 times faster on a 4 KiB header ("(^|\n)" in front made it try each).
function(_cudnn_header_defines out header limit name_regex)
  file(READ "${header}" text LIMIT ${limit})
  string(REGEX MATCHALL "\n[ \t]*#[ \t]*define[ \t]+${name_regex}[^\n]*" lines "\n${text}")
  string(REPLACE ";" " " lines "${lines}")
  string(REPLACE "\n" " " lines "${lines}")
  set(${out} "${lines}" PARENT_SCOPE)
endfunction()

# _cudnn_read_version(<header> <out-version> <out-problem>)
# Reads CUDNN_MAJOR, CUDNN_MINOR and CUDNN_PATCHLEVEL.  The components are read
# rather than CUDNN_VERSION because its formula changed (x1000 up to 8,
# x10000 from 9), so the number alone is ambiguous.
function(_cudnn_read_version header out_version out_problem)
  set(${out_version} "" PARENT_SCOPE)
  set(${out_problem} "" PARENT_SCOPE)
  if(IS_DIRECTORY "${header}")
    set(${out_problem} "${header} is a folder, not a file" PARENT_SCOPE)
    return()
  elseif(NOT EXISTS "${header}")
    _cudnn_access_problem(denied "${header}")
    if(denied)
      set(${out_problem} "${denied}" PARENT_SCOPE)
    else()
      set(${out_problem} "${header} does not exist" PARENT_SCOPE)
    endif()
    return()
  endif()
  _cudnn_header_defines(text "${header}" 262144 "CUDNN_(MAJOR|MINOR|PATCHLEVEL)[ \t]")
  foreach(part MAJOR MINOR PATCHLEVEL)
    if(text MATCHES "CUDNN_${part}[ \t]+([0-9]+)")
      set(${part} "${CMAKE_MATCH_1}")
      # math() overflows past 2^63; no release number has more than a few
      # digits.  (Six or fewer pass without the call: one per header read.)
      string(LENGTH "${${part}}" digits)
      set(ok TRUE)
      if(digits GREATER 6)
        _cudnn_plausible_number(ok "${${part}}")
      endif()
      if(NOT ok)
        set(${out_problem}
          "${header} defines CUDNN_${part} as ${${part}}, which is no release number: the file is corrupt or not a cuDNN header"
          PARENT_SCOPE)
        return()
      endif()
    else()
      set(${out_problem}
        "${header} has no numeric CUDNN_${part} (expected '#define CUDNN_${part} <number>'): the file is corrupt, truncated or not a cuDNN header"
        PARENT_SCOPE)
      return()
    endif()
  endforeach()
  # Normalise "08" and friends.
  math(EXPR MAJOR "${MAJOR}")
  math(EXPR MINOR "${MINOR}")
  math(EXPR PATCHLEVEL "${PATCHLEVEL}")
  set(${out_version} "${MAJOR}.${MINOR}.${PATCHLEVEL}" PARENT_SCOPE)
endfunction()

# A version field math() can hold and a release could carry: at most six
# digits once leading zeros are dropped.
function(_cudnn_plausible_number out value)
  string(REGEX REPLACE "^0+([0-9])" "\\1" value "${value}")
  string(LENGTH "${value}" digits)
  if(value MATCHES "^[0-9]+$" AND digits LESS_EQUAL 6)
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()

# _cudnn_header_set_problem(<out> <include-dir> <version-header> <version>)
# cuDNN 8+ splits its API over cudnn_<part>.h headers, each with its own
# CUDNN_<PART>_MAJOR/MINOR/PATCH and an '#error Version mismatch in cuDNN
# <PART>' when they differ from cudnn_version.h.  A folder that mixes two
# releases would be found and fail in every consumer, so it is checked here.
# Headers of the version header's naming family are compared (cudnn_graph.h
# with cudnn_version.h; cudnn_graph_v9.h with cudnn_version_v9.h).
function(_cudnn_header_set_problem out dir version_header version)
  set(${out} "" PARENT_SCOPE)
  get_filename_component(name "${version_header}" NAME)
  if(name MATCHES "^cudnn_version(_v[0-9]+)?\\.h$")
    set(suffix "${CMAKE_MATCH_1}")
  else()
    return() # cuDNN 7: one header
  endif()
  _cudnn_glob(headers "${dir}" "cudnn_*${suffix}.h")
  if(suffix STREQUAL "")
    list(FILTER headers EXCLUDE REGEX "_v[0-9]+\\.h$")
  endif()
  list(FILTER headers EXCLUDE REGEX "^cudnn_version")
  list(SORT headers)
  set(mixed "")
  foreach(header IN LISTS headers)
    if(NOT EXISTS "${dir}/${header}" OR IS_DIRECTORY "${dir}/${header}")
      continue()
    endif()
    # The macros follow the licence comment (under 3 KiB into every release's
    # headers, which run to 64 KiB): the first 4 KiB first, more only when
    # they are not all there.
    foreach(limit 4096 65536)
      _cudnn_header_defines(text "${dir}/${header}" ${limit}
                            "CUDNN_[A-Z_]+_(MAJOR|MINOR|PATCH)[ \t]+[0-9]+")
      if(text MATCHES "_MAJOR[ \t].*_MINOR[ \t].*_PATCH[ \t]")
        break()
      endif()
    endforeach()
    set(parts "")
    foreach(field MAJOR MINOR PATCH)
      if(text MATCHES "CUDNN_([A-Z_]+)_${field}[ \t]+([0-9]+)")
        set(value "${CMAKE_MATCH_2}")
        # As _cudnn_plausible_number, in one expression (a few headers per install).
        if(value MATCHES "^0*[0-9]?[0-9]?[0-9]?[0-9]?[0-9]?[0-9]$")
          math(EXPR value "${value}")
        else()
          set(value "?")
        endif()
        list(APPEND parts "${value}")
      endif()
    endforeach()
    list(LENGTH parts n)
    if(n EQUAL 3)
      string(REPLACE ";" "." their "${parts}")
      if(NOT their STREQUAL version)
        string(APPEND mixed " ${header} is ${their};")
      endif()
    endif()
  endforeach()
  if(mixed)
    string(REGEX REPLACE ";$" "" mixed "${mixed}")
    string(REPLACE ";" "," mixed "${mixed}")
    set(${out}
      "${dir} mixes headers of two cuDNN releases: ${name} is ${version} but${mixed}. Every file that includes <cudnn.h> would fail with '#error Version mismatch in cuDNN ...'. Fix: copy the whole include folder of one cuDNN archive (every cudnn*.h), or point CUDNN_ROOT at an unmixed install"
      PARENT_SCOPE)
  endif()
endfunction()

# _cudnn_access_problem(<out> <path>)
# EXISTS (and file(TIMESTAMP)) is false for a file this user cannot read,
# exactly as for a missing one.  The folder's listing still shows the name,
# and IS_DIRECTORY "<dir>/." (a stat() needing only search permission) says
# whether a folder can be entered.  Says which folder cannot be entered, or
# that the file cannot be read; "" when the path is readable or really
# absent (or the folder cannot be listed, where nothing can be told).
function(_cudnn_access_problem out path)
  set(${out} "" PARENT_SCOPE)
  # ARGV2: links followed so far (a loop of links must end).
  set(hops 0)
  if(ARGC GREATER 2)
    set(hops ${ARGV2})
  endif()
  if(hops GREATER 40 OR EXISTS "${path}")
    return()
  endif()
  # The nearest folder up that stat() sees: if it cannot be entered, that is why.
  get_filename_component(dir "${path}" DIRECTORY)
  foreach(guard RANGE 64)
    if(dir STREQUAL "" OR IS_DIRECTORY "${dir}")
      break()
    endif()
    get_filename_component(up "${dir}" DIRECTORY)
    if(up STREQUAL dir)
      break()
    endif()
    set(dir "${up}")
  endforeach()
  if(NOT IS_DIRECTORY "${dir}")
    return()
  endif()
  if(NOT IS_DIRECTORY "${dir}/.")
    set(${out} "the folder ${dir} cannot be entered by this user (permissions), so ${path} cannot be read: run 'chmod a+rx' on it, or ask whoever installed cuDNN" PARENT_SCOPE)
    return()
  endif()
  get_filename_component(parent "${path}" DIRECTORY)
  if(NOT parent STREQUAL dir)
    return() # a folder on the way is missing: absent, not unreadable
  endif()
  get_filename_component(name "${path}" NAME)
  string(REGEX REPLACE "([][*?])" "[\\1]" pattern "${name}")
  _cudnn_glob(listed "${dir}" "${pattern}")
  if(NOT listed)
    return()
  endif()
  if(IS_SYMLINK "${path}")
    # A link to a file that cannot be read (or to nothing: then "").
    file(READ_SYMLINK "${path}" target)
    get_filename_component(target "${target}" ABSOLUTE BASE_DIR "${dir}")
    math(EXPR hops "${hops} + 1")
    _cudnn_access_problem(why "${target}" ${hops})
    # The file at the end of the chain is the one to fix.
    set(${out} "${why}" PARENT_SCOPE)
  elseif(IS_DIRECTORY "${path}")
    set(${out} "${path} cannot be read by this user (permissions): run 'chmod a+rx' on it, or ask whoever installed cuDNN" PARENT_SCOPE)
  else()
    set(${out} "${path} cannot be read by this user (permissions): run 'chmod a+r' on it, or ask whoever installed cuDNN" PARENT_SCOPE)
  endif()
endfunction()

# The integer cudnnGetVersion() returns for a dotted version.
function(_cudnn_version_number out version)
  string(REPLACE "." ";" parts "${version}")
  list(GET parts 0 major)
  list(GET parts 1 minor)
  list(GET parts 2 patch)
  if(major GREATER_EQUAL 9)
    math(EXPR n "${major} * 10000 + ${minor} * 100 + ${patch}")
  else()
    math(EXPR n "${major} * 1000 + ${minor} * 100 + ${patch}")
  endif()
  set(${out} "${n}" PARENT_SCOPE)
endfunction()

# Little-endian integer of <bytes> (2, 4 or 8) bytes at byte <offset> of a hex
# dump ("" when the dump is shorter).
function(_cudnn_hex_le out hex offset bytes)
  math(EXPR pos "${offset} * 2")
  math(EXPR len "${bytes} * 2")
  string(LENGTH "${hex}" have)
  math(EXPR need "${pos} + ${len}")
  if(need GREATER have)
    set(${out} "" PARENT_SCOPE)
    return()
  endif()
  string(SUBSTRING "${hex}" ${pos} ${len} field)
  # The bytes in reverse order, in one regular expression.
  if(bytes EQUAL 2)
    string(REGEX REPLACE "^(..)(..)$" "\\2\\1" value "${field}")
  elseif(bytes EQUAL 4)
    string(REGEX REPLACE "^(..)(..)(..)(..)$" "\\4\\3\\2\\1" value "${field}")
  else()
    string(REGEX REPLACE "^(..)(..)(..)(..)(..)(..)(..)(..)$" "\\8\\7\\6\\5\\4\\3\\2\\1" value "${field}")
  endif()
  # Garbage in a corrupt file must not overflow math(): no library is 2^56 bytes.
  string(REGEX REPLACE "^0+" "" significant "${value}")
  string(LENGTH "${significant}" digits)
  if(digits GREATER 14)
    set(${out} "" PARENT_SCOPE)
    return()
  endif()
  math(EXPR value "0x${value}")
  set(${out} "${value}" PARENT_SCOPE)
endfunction()

# The name of an ELF e_machine or a PE Machine number (decimal), as
# _cudnn_binary_info gives it: x86_64, x86, aarch64..., else
# elf-machine-<n> / pe-machine-<n>.
function(_cudnn_machine_name out format number)
  set(ELF_62 x86_64)
  set(ELF_3 x86)
  set(ELF_183 aarch64)
  set(ELF_21 ppc64)
  set(ELF_40 arm)
  set(PE_34404 x86_64)
  set(PE_332 x86)
  set(PE_43620 aarch64)
  if(DEFINED ${format}_${number})
    set(${out} "${${format}_${number}}" PARENT_SCOPE)
  else()
    string(TOLOWER "${format}" prefix)
    set(${out} "${prefix}-machine-${number}" PARENT_SCOPE)
  endif()
endfunction()

# _cudnn_binary_info(<file> <out-format> <out-machine> <out-problem>)
# format: ELF | PE | archive | unknown; machine: x86_64, x86, aarch64, ...
# problem: set when the file is cut short or not a library at all.
# Short reads: the 64 bytes of the ELF header (or DOS header), and for PE the
# 24 bytes of the COFF header and the section table.
function(_cudnn_binary_info file out_format out_machine out_problem)
  set(format unknown)
  set(machine "")
  set(problem "")
  file(SIZE "${file}" size)
  file(READ "${file}" hex LIMIT 64 HEX)
  if(hex MATCHES "^7f454c46")
    set(format ELF)
    # One match cuts out e_machine, the bytes of the section header table's
    # offset and its entry size and count, whose end must lie inside the
    # file: a few commands per file, not one per field (every sub-library of
    # an install is read).  All fields are little-endian; ELF64 and ELF32
    # place them differently.  A 64-bit offset's top byte must be 0 (no
    # library is 2^56 bytes): garbage in a corrupt file must not overflow
    # math(), and fails the match like a header cut short.
    if(hex MATCHES "^7f454c4602..........................(....)........................................(..)(..)(..)(..)(..)(..)(..)00....................(........)")
      set(e_machine "${CMAKE_MATCH_1}")
      set(shoff "${CMAKE_MATCH_8}${CMAKE_MATCH_7}${CMAKE_MATCH_6}${CMAKE_MATCH_5}${CMAKE_MATCH_4}${CMAKE_MATCH_3}${CMAKE_MATCH_2}")
      set(counts "${CMAKE_MATCH_9}")
    elseif(NOT hex MATCHES "^7f454c4602"
           AND hex MATCHES "^7f454c46............................(....)........................(..)(..)(..)(..)....................(........)")
      set(e_machine "${CMAKE_MATCH_1}")
      set(shoff "${CMAKE_MATCH_5}${CMAKE_MATCH_4}${CMAKE_MATCH_3}${CMAKE_MATCH_2}")
      set(counts "${CMAKE_MATCH_6}")
    else()
      set(problem "truncated")
      set(e_machine "")
      if(hex MATCHES "^7f454c46............................(....)")
        set(e_machine "${CMAKE_MATCH_1}") # named all the same
      endif()
    endif()
    if(NOT problem)
      string(REGEX REPLACE "^(..)(..)(..)(..)$" "0x\\2\\1 * 0x\\4\\3" table "${counts}")
      math(EXPR end "0x${shoff} + ${table}")
      if(end GREATER size)
        set(problem "truncated")
      endif()
    endif()
    if(e_machine STREQUAL "3e00") # the usual one, without the table
      set(machine x86_64)
    elseif(NOT e_machine STREQUAL "")
      string(REGEX REPLACE "^(..)(..)$" "\\2\\1" e_machine "${e_machine}")
      math(EXPR e_machine "0x${e_machine}")
      _cudnn_machine_name(machine ELF ${e_machine})
    endif()
  elseif(hex MATCHES "^4d5a")
    set(format PE)
    _cudnn_hex_le(lfanew "${hex}" 60 4)
    set(coff "")
    if(NOT lfanew STREQUAL "" AND lfanew LESS size)
      file(READ "${file}" coff OFFSET ${lfanew} LIMIT 24 HEX)
    endif()
    _cudnn_hex_le(signature "${coff}" 0 4)
    _cudnn_hex_le(pe_machine "${coff}" 4 2)
    _cudnn_hex_le(nsections "${coff}" 6 2)
    _cudnn_hex_le(optsize "${coff}" 20 2)
    if(NOT signature STREQUAL "17744" OR pe_machine STREQUAL "" OR optsize STREQUAL "")
      set(problem "truncated")
    else()
      _cudnn_machine_name(machine PE ${pe_machine})
      # The last section's raw data must lie inside the file.
      math(EXPR table "${lfanew} + 24 + ${optsize}")
      set(end 0)
      if(nsections GREATER 96)
        # More than Windows loads: garbage, as a 4 KiB read of the headers would find.
        set(problem "truncated")
      elseif(nsections GREATER 0)
        math(EXPR length "${nsections} * 40")
        set(sections "")
        if(table LESS size)
          file(READ "${file}" sections OFFSET ${table} LIMIT ${length} HEX)
        endif()
        math(EXPR last "${nsections} - 1")
        foreach(i RANGE ${last})
          math(EXPR at "${i} * 40 + 16")
          _cudnn_hex_le(raw_size "${sections}" ${at} 4)
          math(EXPR at "${at} + 4")
          _cudnn_hex_le(raw_ptr "${sections}" ${at} 4)
          if(raw_size STREQUAL "" OR raw_ptr STREQUAL "")
            set(problem "truncated")
            break()
          endif()
          math(EXPR this_end "${raw_ptr} + ${raw_size}")
          if(this_end GREATER end)
            set(end ${this_end})
          endif()
        endforeach()
      endif()
      if(end GREATER size)
        set(problem "truncated")
      endif()
    endif()
  elseif(hex MATCHES "^213c617263683e0a")
    set(format archive)
  elseif(size LESS 64)
    set(problem "truncated")
  else()
    set(problem "not a library")
  endif()
  set(${out_format} "${format}" PARENT_SCOPE)
  set(${out_machine} "${machine}" PARENT_SCOPE)
  set(${out_problem} "${problem}" PARENT_SCOPE)
endfunction()

# The machine the project builds for, in _cudnn_binary_info's names ("" when
# unknown, e.g. in script mode with no language enabled).
function(_cudnn_target_machine out)
  set(machine "")
  string(TOLOWER "${CMAKE_SYSTEM_PROCESSOR}" proc)
  if(proc MATCHES "^(aarch64|arm64)")
    set(machine aarch64)
  elseif(proc MATCHES "^ppc64")
    set(machine ppc64)
  elseif(CMAKE_SIZEOF_VOID_P EQUAL 8)
    set(machine x86_64)
  elseif(CMAKE_SIZEOF_VOID_P EQUAL 4)
    set(machine x86)
  endif()
  set(${out} "${machine}" PARENT_SCOPE)
endfunction()

# The SONAME a shared library asks to be loaded by: scanned for in its string
# table, which needs no readelf and finds "libcudnn.so.9" in the first pages.
function(_cudnn_elf_soname out file stem)
  string(REPLACE "." "\\." stem_re "${stem}")
  file(STRINGS "${file}" found LIMIT_COUNT 1 LENGTH_MINIMUM 6
       REGEX "^${stem_re}\\.so\\.[0-9]+$")
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# A symbolic link whose target is missing: EXISTS follows links, IS_SYMLINK
# does not.  Returns the link's target text for the message.
function(_cudnn_broken_link out file)
  set(${out} "" PARENT_SCOPE)
  if(IS_SYMLINK "${file}" AND NOT EXISTS "${file}")
    # Unreadable is not broken (_cudnn_access_problem says which).
    _cudnn_access_problem(denied "${file}")
    if(denied)
      return()
    endif()
    file(READ_SYMLINK "${file}" target)
    # A chain that comes back to itself (libcudnn.so -> libcudnn.so.9 ->
    # libcudnn.so) is broken too, but not for want of a file.
    set(link "${file}")
    set(seen "")
    foreach(hop RANGE 40)
      get_filename_component(link_dir "${link}" DIRECTORY)
      file(READ_SYMLINK "${link}" next)
      get_filename_component(next "${next}" ABSOLUTE BASE_DIR "${link_dir}")
      if(next IN_LIST seen OR next STREQUAL file)
        set(target "${target} (a loop of symbolic links)")
        break()
      endif()
      list(APPEND seen "${next}")
      if(NOT IS_SYMLINK "${next}")
        break()
      endif()
      set(link "${next}")
    endforeach()
    set(${out} "${target}" PARENT_SCOPE)
  endif()
endfunction()

# _cudnn_pe_exports(<out-names> <out-problem> <dll>)
# The names a DLL exports, read from its export table (for an import library
# made from the DLL where an install ships none).  Reads the headers, then the
# export directory in one piece: the names cuDNN's DLLs export are stored in
# it, one after another, in the order of the name table.
function(_cudnn_pe_exports out_names out_problem dll)
  set(${out_names} "" PARENT_SCOPE)
  file(READ "${dll}" hex LIMIT 4096 HEX)
  _cudnn_hex_le(lfanew "${hex}" 60 4)
  if(NOT hex MATCHES "^4d5a" OR lfanew STREQUAL "")
    set(${out_problem} "${dll} is not a Windows DLL" PARENT_SCOPE)
    return()
  endif()
  math(EXPR at "${lfanew} + 6")
  _cudnn_hex_le(nsections "${hex}" ${at} 2)
  math(EXPR at "${lfanew} + 20")
  _cudnn_hex_le(optsize "${hex}" ${at} 2)
  math(EXPR opt "${lfanew} + 24")
  _cudnn_hex_le(magic "${hex}" ${opt} 2)
  # The data directories: at 96 (PE32) or 112 (PE32+) into the optional header.
  if(magic EQUAL 523)
    math(EXPR at "${opt} + 112")
  else()
    math(EXPR at "${opt} + 96")
  endif()
  _cudnn_hex_le(export_rva "${hex}" ${at} 4)
  math(EXPR at "${at} + 4")
  _cudnn_hex_le(export_size "${hex}" ${at} 4)
  if(export_rva STREQUAL "" OR export_size STREQUAL "" OR nsections STREQUAL "" OR optsize STREQUAL "")
    set(${out_problem} "${dll} is cut short (its headers are incomplete)" PARENT_SCOPE)
    return()
  endif()
  if(export_rva EQUAL 0 OR export_size LESS 40)
    set(${out_problem} "${dll} exports nothing" PARENT_SCOPE)
    return()
  endif()
  # The section holding the export directory maps its RVA to a file offset.
  math(EXPR table "${opt} + ${optsize}")
  set(offset "")
  math(EXPR last "${nsections} - 1")
  foreach(i RANGE ${last})
    math(EXPR at "${table} + ${i} * 40 + 8")
    _cudnn_hex_le(vsize "${hex}" ${at} 4)
    math(EXPR at "${at} + 4")
    _cudnn_hex_le(vaddr "${hex}" ${at} 4)
    math(EXPR at "${at} + 4")
    _cudnn_hex_le(rsize "${hex}" ${at} 4)
    math(EXPR at "${at} + 4")
    _cudnn_hex_le(rptr "${hex}" ${at} 4)
    if(vaddr STREQUAL "" OR rptr STREQUAL "")
      break()
    endif()
    if(vsize LESS rsize)
      set(vsize ${rsize})
    endif()
    math(EXPR vend "${vaddr} + ${vsize}")
    if(export_rva GREATER_EQUAL vaddr AND export_rva LESS vend)
      math(EXPR offset "${rptr} + ${export_rva} - ${vaddr}")
      break()
    endif()
  endforeach()
  if(offset STREQUAL "")
    set(${out_problem} "${dll}: its export table lies in no section (a damaged file)" PARENT_SCOPE)
    return()
  endif()
  file(READ "${dll}" dir OFFSET ${offset} LIMIT ${export_size} HEX)
  _cudnn_hex_le(count "${dir}" 24 4)
  _cudnn_hex_le(names_rva "${dir}" 32 4)
  if(count STREQUAL "" OR names_rva STREQUAL "")
    set(${out_problem} "${dll} is cut short (its export table is incomplete)" PARENT_SCOPE)
    return()
  endif()
  if(count EQUAL 0)
    set(${out_problem} "${dll} exports no function by name" PARENT_SCOPE)
    return()
  endif()
  math(EXPR at "${names_rva} - ${export_rva}")
  _cudnn_hex_le(first_rva "${dir}" ${at} 4)
  if(first_rva STREQUAL "" OR first_rva LESS export_rva)
    set(${out_problem} "${dll}: its export names lie outside its export table" PARENT_SCOPE)
    return()
  endif()
  # Bytes -> text: "hh " tokens, NUL as the list separator, then each
  # printable byte by its character.  ';' '[' ']' '\' never occur in a C or
  # C++ (decorated) name that CMake lists would need, so they end the scan.
  math(EXPR start "(${first_rva} - ${export_rva}) * 2")
  string(SUBSTRING "${dir}" ${start} -1 text)
  string(REGEX REPLACE "(..)" "\\1 " text "${text}")
  string(REPLACE "00 " ";" text "${text}")
  foreach(code RANGE 33 126)
    if(code EQUAL 59 OR code EQUAL 91 OR code EQUAL 92 OR code EQUAL 93)
      continue()
    endif()
    math(EXPR h "${code}" OUTPUT_FORMAT HEXADECIMAL)
    string(SUBSTRING "${h}" 2 -1 h)
    if(code LESS 16)
      set(h "0${h}")
    endif()
    string(ASCII ${code} char)
    string(REPLACE "${h} " "${char}" text "${text}")
  endforeach()
  set(names "")
  set(n 0)
  foreach(name IN LISTS text)
    if(n EQUAL count)
      break()
    endif()
    if(NOT name MATCHES "^[!-~]+$" OR name MATCHES " ")
      set(${out_problem} "${dll}: an export name could not be read (byte ${name})" PARENT_SCOPE)
      return()
    endif()
    list(APPEND names "${name}")
    math(EXPR n "${n} + 1")
  endforeach()
  if(NOT n EQUAL count)
    set(${out_problem} "${dll}: read ${n} of its ${count} export names" PARENT_SCOPE)
    return()
  endif()
  set(${out_names} "${names}" PARENT_SCOPE)
  set(${out_problem} "" PARENT_SCOPE)
endfunction()
