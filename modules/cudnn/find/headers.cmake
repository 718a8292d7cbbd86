# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# Reading cuDNN's headers without a compiler: the '#define' lines of a header,
# the version a version header says, the names version headers have had, and
# whether the other headers of a set come from the same release.  A corrupt
# header gives a problem text, never an internal CMake error.

include_guard(GLOBAL)

# _cudnn_header_defines(<out> <header> <name-regex> [LIMIT <bytes>])
# The '#define <name> ...' lines of a header (of its first <bytes>), joined by
# blanks into one string (not a list: a stray '[' or ';' in a corrupt header
# must not change what is read).  A UTF-8 byte-order mark, as Windows editors
# write it, is dropped, and a comment within a line is a blank, as the
# preprocessor reads it ('#define CUDNN_PATCHLEVEL /* patch */ 0' is 0).  (The
# pattern starts with a plain newline, and the text gets one in front: CMake's
# matcher then steps from line to line instead of trying the pattern at every
# character.)
function(_cudnn_header_defines out header name_regex)
  file(READ "${header}" text ${ARGN})
  string(ASCII 239 187 191 bom)
  string(REGEX REPLACE "^${bom}" "" text "${text}")
  string(REGEX MATCHALL "\n[ \t]*#[ \t]*define[ \t]+${name_regex}[^\n]*" lines "\n${text}")
  string(REGEX REPLACE "/\\*([^*]|\\*+[^*/])*\\*+/" " " lines "${lines}")
  string(REPLACE ";" " " lines "${lines}")
  string(REPLACE "\n" " " lines "${lines}")
  set(${out} "${lines}" PARENT_SCOPE)
endfunction()

# _cudnn_header_macros(<out> <header> <name-regex> <all-regex>)
# As _cudnn_header_defines, for macros that headers define near their top
# (cuda.h's CUDA_VERSION, the sub-headers' versions, all within 16 KiB in every
# release): the first 16 KiB, and the whole file only when <all-regex> does
# not match what they hold.
function(_cudnn_header_macros out header name_regex all_regex)
  _cudnn_header_defines(text "${header}" "${name_regex}" LIMIT 16384)
  if(NOT text MATCHES "${all_regex}")
    _cudnn_header_defines(text "${header}" "${name_regex}")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# _cudnn_release_number(<out> <digits>)
# A version field without its leading zeros, "" when it is none a release could
# carry (no release field has more than six digits; math() overflows past 2^63).
function(_cudnn_release_number out digits)
  set(number "")
  if(digits MATCHES "^0*([0-9]?[0-9]?[0-9]?[0-9]?[0-9]?[0-9])$")
    set(number "${CMAKE_MATCH_1}")
  endif()
  set(${out} "${number}" PARENT_SCOPE)
endfunction()

# _cudnn_read_version(<out-version> <out-problem> <header>)
# CUDNN_MAJOR, CUDNN_MINOR and CUDNN_PATCHLEVEL as "<major>.<minor>.<patch>".
# The parts are read rather than CUDNN_VERSION, whose formula changed (x1000 up
# to 8, x10000 from 9).  Version headers are a few KiB (cuDNN 7's cudnn.h about
# 100 KiB): a file over 1 MiB is no version header, and is not read.
function(_cudnn_read_version out_version out_problem header)
  file(SIZE "${header}" size)
  set(text "")
  set(version "")
  set(problem "")
  if(size GREATER 1048576)
    set(problem "${header} is ${size} bytes, too large to be cuDNN's version header (a few KiB): the file is not a cuDNN header")
  else()
    _cudnn_header_defines(text "${header}" "CUDNN_(MAJOR|MINOR|PATCHLEVEL)[ \t]")
  endif()
  foreach(part MAJOR MINOR PATCHLEVEL)
    if(problem)
    elseif(NOT text MATCHES "CUDNN_${part}[ \t]+([0-9]+)")
      set(problem "${header} has no numeric CUDNN_${part} (expected '#define CUDNN_${part} <number>'): the file is corrupt, truncated or not a cuDNN header")
    else()
      _cudnn_release_number(number "${CMAKE_MATCH_1}")
      if(number STREQUAL "")
        set(problem "${header} defines CUDNN_${part} as ${CMAKE_MATCH_1}, which is no release number: the file is corrupt or not a cuDNN header")
      endif()
      string(APPEND version ".${number}")
    endif()
  endforeach()
  string(REGEX REPLACE "^\\." "" version "${version}")
  if(problem)
    set(version "")
  endif()
  set(${out_version} "${version}" PARENT_SCOPE)
  set(${out_problem} "${problem}" PARENT_SCOPE)
endfunction()

# _cudnn_version_header_names(<out> <dir>)
# The version headers <dir> holds, in the order cuDNN releases used them:
# cudnn_version.h (8+), Debian's _v<N> names (all there is before 9.10; the
# highest <N> first), cudnn.h (7 and earlier).  From one listing, so that a
# broken link or an unreadable file is listed too and the caller can say what
# is wrong with it.
function(_cudnn_version_header_names out dir)
  _cudnn_glob(listed "${dir}" "cudnn*.h")
  set(names "")
  foreach(stem cudnn_version cudnn_version_v[0-9]+ cudnn_v[0-9]+ cudnn)
    set(found "${listed}")
    list(FILTER found INCLUDE REGEX "^${stem}\\.h$")
    list(SORT found COMPARE NATURAL ORDER DESCENDING)
    list(APPEND names ${found})
  endforeach()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# _cudnn_header_set_problem(<out> <dir> <version-header> <version>)
# cuDNN 8+ splits its API over cudnn_<part>.h, each with CUDNN_<PART>_MAJOR,
# _MINOR and _PATCH and an '#error Version mismatch' when they differ from the
# version header: a folder that mixes two releases fails in every consumer.
# Headers of the version header's naming family are compared (cudnn_graph.h
# with cudnn_version.h, cudnn_graph_v9.h with cudnn_version_v9.h).
function(_cudnn_header_set_problem out dir version_header version)
  get_filename_component(name "${version_header}" NAME)
  set(headers "") # cuDNN 7: one header
  if(name MATCHES "^cudnn_version(_v[0-9]+)?\\.h$")
    set(suffix "${CMAKE_MATCH_1}")
    _cudnn_glob(headers "${dir}" "cudnn_*${suffix}.h")
    list(FILTER headers EXCLUDE REGEX "^cudnn_version")
  endif()
  if(suffix STREQUAL "")
    list(FILTER headers EXCLUDE REGEX "_v[0-9]+\\.h$")
  endif()
  list(SORT headers)
  set(mixed "")
  foreach(header IN LISTS headers)
    if(NOT EXISTS "${dir}/${header}" OR IS_DIRECTORY "${dir}/${header}")
      continue()
    endif()
    _cudnn_header_macros(text "${dir}/${header}" "CUDNN_[A-Z_]+_(MAJOR|MINOR|PATCH)[ \t]+[0-9]+"
                         "_MAJOR[ \t].*_MINOR[ \t].*_PATCH[ \t]")
    set(parts "")
    foreach(field MAJOR MINOR PATCH)
      if(text MATCHES "CUDNN_[A-Z_]+_${field}[ \t]+([0-9]+)")
        _cudnn_release_number(number "${CMAKE_MATCH_1}")
        if(number STREQUAL "")
          set(number "?")
        endif()
        list(APPEND parts "${number}")
      endif()
    endforeach()
    list(LENGTH parts n)
    string(JOIN "." theirs ${parts})
    if(n EQUAL 3 AND NOT theirs STREQUAL version)
      list(APPEND mixed "${header} is ${theirs}")
    endif()
  endforeach()
  _cudnn_headers_not_beside(absent "${dir}")
  set(problem "")
  if(absent)
    list(JOIN absent ", " absent)
    set(problem "${dir} has an incomplete header set: cudnn.h includes ${absent}, which ${dir} does not hold. A compiler would take them from another folder of the include path (a CUDA toolkit's, another cuDNN's), of another release, and fail with '#error Version mismatch in cuDNN ...'. Fix: copy the whole include folder of the same cuDNN archive (every cudnn*.h) into ${dir}")
  elseif(mixed)
    list(JOIN mixed ", " mixed)
    set(problem "${dir} mixes headers of two cuDNN releases: ${name} is ${version} but ${mixed}. Every file that includes <cudnn.h> would fail with '#error Version mismatch in cuDNN ...'. Fix: copy the whole include folder of one cuDNN archive (every cudnn*.h), or point CUDNN_ROOT at an unmixed install")
  endif()
  set(${out} "${problem}" PARENT_SCOPE)
endfunction()

# _cudnn_headers_not_beside(<out> <dir>)
# The cuDNN headers that <dir>/cudnn.h includes and <dir> does not hold, in
# the order it includes them.  cudnn.h includes its parts with quotes, so a
# compiler looks beside it first and then along the include path: a part copied
# nowhere near it is taken from whatever other cuDNN the path holds.  What
# cudnn.h itself says is read, so that a release that adds a part (9.27's
# cudnn_gnn_ops.h) needs nothing here.
function(_cudnn_headers_not_beside out dir)
  set(absent "")
  if(EXISTS "${dir}/cudnn.h" AND NOT IS_DIRECTORY "${dir}/cudnn.h")
    file(STRINGS "${dir}/cudnn.h" lines LIMIT_INPUT 1048576
         REGEX "^[ \t]*#[ \t]*include[ \t]*[\"<]cudnn_[A-Za-z0-9_]+\\.h[\">]")
    foreach(line IN LISTS lines)
      string(REGEX MATCH "cudnn_[A-Za-z0-9_]+\\.h" included "${line}")
      if(NOT EXISTS "${dir}/${included}" AND NOT included IN_LIST absent)
        list(APPEND absent "${included}")
      endif()
    endforeach()
  endif()
  set(${out} "${absent}" PARENT_SCOPE)
endfunction()
