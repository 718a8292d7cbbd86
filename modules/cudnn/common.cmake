# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# Helpers of every layer: paths as the module keeps them, folder listings,
# lists of sentences, JSON strings, and the set() commands a file that
# include() reads back is written with.

include_guard(GLOBAL)

# _cudnn_normal_path(<out> <path>)
# A path as the module keeps it: '/' separators (only a Windows host's paths
# use '\'; elsewhere it is a character of a name, and such a path is kept as
# written, to be reported), no doubled or trailing '/', no '.' or '..',
# absolute from the project's source folder, as find_*() take it.  '~' is left
# as it is: CMake does not expand it.
function(_cudnn_normal_path out path)
  if(CMAKE_HOST_WIN32)
    file(TO_CMAKE_PATH "${path}" path)
  elseif(path MATCHES "\\\\")
    string(REGEX REPLACE "(.)/+$" "\\1" path "${path}")
  endif()
  if(NOT path MATCHES "^~|\\\\")
    get_filename_component(path "${path}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  endif()
  set(${out} "${path}" PARENT_SCOPE)
endfunction()

# _cudnn_list_problem(<out> <path>)
# Why <path> cannot be one element of a CMake list ("" when it can): a ';', or
# a '[' or ']' without its partner (lists do not split inside [...]).
function(_cudnn_list_problem out path)
  string(REGEX REPLACE "\\[[^][]*\\]" "" unpaired "${path}")
  set(problem "")
  if(path MATCHES ";")
    set(problem "the path contains a semicolon, which CMake lists cannot hold: move or link the install to a path without one")
  elseif(unpaired MATCHES "[][]")
    set(problem "the path has a '[' or ']' without its partner, which CMake lists cannot hold: move or link the install to a path without one")
  endif()
  set(${out} "${problem}" PARENT_SCOPE)
endfunction()

# _cudnn_is_under(<out> <path> <dir>): <path> is <dir> or inside it.
function(_cudnn_is_under out path dir)
  set(under FALSE)
  if(NOT dir STREQUAL "")
    cmake_path(IS_PREFIX dir "${path}" under)
  endif()
  set(${out} ${under} PARENT_SCOPE)
endfunction()

# _cudnn_same_file(<out> <a> <b>): two paths name one file or folder.
function(_cudnn_same_file out a b)
  set(same FALSE)
  if(EXISTS "${a}" AND EXISTS "${b}")
    file(REAL_PATH "${a}" ra)
    file(REAL_PATH "${b}" rb)
    if(CMAKE_HOST_WIN32)
      string(TOLOWER "${ra}" ra)
      string(TOLOWER "${rb}" rb)
    endif()
    if(ra STREQUAL rb)
      set(same TRUE)
    endif()
  endif()
  set(${out} ${same} PARENT_SCOPE)
endfunction()

# _cudnn_glob(<out> <dir> <pattern>)
# The names in <dir> matching <pattern>, folders included.  glob() reads
# '[', '*' and '?' in the folder as wildcards ("C:/SDKs [x64]/cudnn" is a real
# install path), so each is written as a class of itself; and it cannot step
# up through ".." below a wildcard, so the folder is made absolute first.
function(_cudnn_glob out dir pattern)
  if(dir MATCHES "/\\.\\.(/|$)")
    get_filename_component(dir "${dir}" ABSOLUTE)
  endif()
  string(REGEX REPLACE "([[*?])" "[\\1]" escaped "${dir}")
  file(GLOB ${out} LIST_DIRECTORIES true RELATIVE "${dir}" "${escaped}/${pattern}")
  return(PROPAGATE ${out})
endfunction()

# The VALIDATOR of _cudnn_candidates: every candidate find_*() tries goes into
# a global property (the one way a VALIDATOR can hand anything back) and the
# search goes on.
function(_cudnn_collect_candidate result candidate)
  set_property(GLOBAL APPEND PROPERTY _CUDNN_CANDIDATES "${candidate}")
  set(${result} FALSE PARENT_SCOPE)
endfunction()

# _cudnn_candidates(<out> find_path|find_file <arguments>...)
# Every existing candidate the command would consider with these arguments, in
# its order, each once (folders without their trailing '/'): CMake's own
# search, of which a plain call returns only the first.  CMake hands the
# VALIDATOR a path re-read as CMake code, so one that holds '${' comes back
# changed: it no longer exists, and is left out (a caller takes such a path as
# written).
function(_cudnn_candidates out command)
  set_property(GLOBAL PROPERTY _CUDNN_CANDIDATES "")
  unset(_cudnn_unused) # a find_*() whose variable is set does not search
  cmake_language(CALL ${command} _cudnn_unused ${ARGN} NO_CACHE VALIDATOR _cudnn_collect_candidate)
  get_property(candidates GLOBAL PROPERTY _CUDNN_CANDIDATES)
  set_property(GLOBAL PROPERTY _CUDNN_CANDIDATES "")
  set(found "")
  foreach(candidate IN LISTS candidates)
    string(REGEX REPLACE "(.)/+$" "\\1" candidate "${candidate}")
    if(EXISTS "${candidate}" AND NOT candidate IN_LIST found)
      list(APPEND found "${candidate}")
    endif()
  endforeach()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# _cudnn_unwritable(<out> <dir> [<file>])
# What in <dir> (created if missing) this user cannot write: "the folder
# <dir>", or "the file <file>" when <file> is given, exists and cannot be
# written; "" when all can be.  Asked of a child process, so that a refusal is
# an answer, not a fatal error of file(WRITE).
function(_cudnn_unwritable out dir)
  set(what "the folder ${dir}")
  execute_process(COMMAND "${CMAKE_COMMAND}" -E make_directory "${dir}" RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
  if(rc EQUAL 0)
    execute_process(COMMAND "${CMAKE_COMMAND}" -E touch "${dir}/.writable" RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
    file(REMOVE "${dir}/.writable")
  endif()
  if(rc EQUAL 0 AND ARGN)
    set(what "the file ${ARGN}")
    execute_process(COMMAND "${CMAKE_COMMAND}" -E touch_nocreate "${ARGN}" RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
  endif()
  if(rc EQUAL 0)
    set(what "")
  endif()
  set(${out} "${what}" PARENT_SCOPE)
endfunction()

# _cudnn_path_forms(<out> <path>...)
# Each path as the module writes paths and, where it exists, its real path:
# how a folder an ignore list names is recognised however it is reached (the
# module compares places by real path).
function(_cudnn_path_forms out)
  set(forms "")
  foreach(path IN LISTS ARGN)
    _cudnn_normal_path(path "${path}")
    list(APPEND forms "${path}")
    if(EXISTS "${path}")
      file(REAL_PATH "${path}" real)
      list(APPEND forms "${real}")
    endif()
  endforeach()
  set(${out} "${forms}" PARENT_SCOPE)
endfunction()

# _cudnn_append_text(<list-var> <text>)
# Appends a sentence to a list of sentences as one element: a ';' in it is
# escaped, and brackets without partners (which would merge elements) are
# written as parentheses.
function(_cudnn_append_text list_var text)
  string(REPLACE ";" "\\;" text "${text}")
  string(REGEX REPLACE "\\[[^][]*\\]" "" unpaired "${text}")
  if(unpaired MATCHES "[][]")
    string(REPLACE "[" "(" text "${text}")
    string(REPLACE "]" ")" text "${text}")
  endif()
  set(list "${${list_var}}")
  list(APPEND list "${text}")
  set(${list_var} "${list}" PARENT_SCOPE)
endfunction()

# _cudnn_append_list(<list-var> <list>)
# Appends a list of sentences to another, each kept one element (an unquoted
# ${list} would split a sentence at its escaped ';').
function(_cudnn_append_list list_var list)
  set(result "${${list_var}}")
  if(NOT result STREQUAL "" AND NOT list STREQUAL "")
    string(APPEND result ";")
  endif()
  set(${list_var} "${result}${list}" PARENT_SCOPE)
endfunction()

# _cudnn_indent(<out> <text> <indent>)
# Lines of <text> indented, blank lines dropped: CMake prints indented lines of
# a message as they are, instead of re-wrapping them.
function(_cudnn_indent out text indent)
  string(REGEX REPLACE "\n[ \t]*(\n[ \t]*)+" "\n" text "${text}")
  string(REGEX REPLACE "^\n+|\n+$" "" text "${text}")
  string(REPLACE "\n" "\n${indent}" text "${text}")
  set(${out} "${indent}${text}" PARENT_SCOPE)
endfunction()

# _cudnn_troubleshooting(<out>): where every message is explained: docs/
# beside modules/, in the source tree and in the installed package.
function(_cudnn_troubleshooting out)
  get_filename_component(doc "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../../docs/troubleshooting.md" ABSOLUTE)
  if(NOT EXISTS "${doc}")
    set(doc "docs/troubleshooting.md of cudnn-cmake")
  endif()
  set(${out} "${doc}" PARENT_SCOPE)
endfunction()

# _cudnn_warn(<text> <fatal>)
# A warning of the module, with where it is explained.  <fatal>: CUDNN_STRICT
# is on and the find is over (a check of a deploy function): it is an error
# then.  (During the find, strict mode collects the warnings instead:
# _cudnn_report.)
function(_cudnn_warn text fatal)
  _cudnn_troubleshooting(doc)
  if(fatal)
    message(FATAL_ERROR "${text}\n  CUDNN_STRICT is ON, so this warning is an error (see ${doc}, \"Strict mode\").")
  endif()
  message(WARNING "${text}\n  (Explained in ${doc}.)")
endfunction()

# _cudnn_json_string(<out> <text>): <text> as a JSON string literal.
function(_cudnn_json_string out text)
  string(REPLACE "\\" "\\\\" text "${text}")
  string(REPLACE "\"" "\\\"" text "${text}")
  string(REPLACE "\n" "\\n" text "${text}")
  string(REPLACE "\r" "\\r" text "${text}")
  string(REPLACE "\t" "\\t" text "${text}")
  set(${out} "\"${text}\"" PARENT_SCOPE)
endfunction()

# _cudnn_json_array(<out> <list-var>): a list of texts as a JSON array.
function(_cudnn_json_array out list_var)
  set(text "")
  foreach(item IN LISTS ${list_var})
    _cudnn_json_string(quoted "${item}")
    string(APPEND text ",${quoted}")
  endforeach()
  string(REGEX REPLACE "^," "" text "${text}")
  set(${out} "[${text}]" PARENT_SCOPE)
endfunction()

# _cudnn_set_commands(<out> <from> <to> <name>...)
# set(<to><name> <value>) for each <name>, the value that of <from><name>, as
# a bracket argument that CMake reads back unchanged: the brackets take as
# many '=' as no value needs, and the newline after the opening one (which
# CMake drops) keeps a leading newline.
function(_cudnn_set_commands out from to)
  set(values "")
  foreach(name IN LISTS ARGN)
    string(APPEND values "${${from}${name}}")
  endforeach()
  set(eq "")
  string(FIND "${values}" "]" at)
  while(NOT at EQUAL -1)
    string(APPEND eq "=")
    string(FIND "${values}" "]${eq}" at)
  endwhile()
  set(text "")
  foreach(name IN LISTS ARGN)
    string(APPEND text "set(${to}${name} [${eq}[\n${${from}${name}}]${eq}])\n")
  endforeach()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()
