# Distributed under the OSI-approved BSD 3-Clause License.
#
# Records: every stage of FindCUDNN describes what it knows about one install
# as a JSON object (string(JSON), CMake 3.19+), so that a record can be passed
# from stage to stage, cached, printed by the doctor and read by the probe
# without each stage re-deriving what an earlier one found.  JSON is used
# rather than CMake lists because install paths may hold characters (brackets,
# non-ASCII) that list operations mangle.
#
# Members (all optional until the stage that fills them):
#   root, layout, origin, place_kind, explicit    where the install was found
#   include_dir, version_header, version, major, minor, patch
#   cuda                  CUDA version the install's layout is built for ("" if unknown)
#   platform              linux | windows (the target's, not the host's)
#   library, runtime, runtime_dir, soname
#   components            { <name>: { library, runtime } }
#   missing_components    [ <name>, ... ]
#   problems              [ text, ... ]   reasons the install cannot be used
#   notes                 [ text, ... ]   facts worth telling, not reasons to reject

include_guard(GLOBAL)

# Quote a CMake string as a JSON string literal.
function(_cudnn_json_quote out value)
  if(NOT value MATCHES "[\\\"\n\r\t]")
    set(${out} "\"${value}\"" PARENT_SCOPE)
    return()
  endif()
  string(REPLACE "\\" "\\\\" value "${value}")
  string(REPLACE "\"" "\\\"" value "${value}")
  string(REPLACE "\n" "\\n" value "${value}")
  string(REPLACE "\r" "\\r" value "${value}")
  string(REPLACE "\t" "\\t" value "${value}")
  set(${out} "\"${value}\"" PARENT_SCOPE)
endfunction()

# The members and the value of a _cudnn_record_set* call, read through
# ARGV<n>, which keep each argument whole: a value may contain ';'.
# (A macro, so that it reads the calling function's ARGV<n>; the count is
# passed in because a macro's own ${ARGC} would be substituted.)
macro(_cudnn_record_split_args argc)
  math(EXPR _cudnn_last "${argc} - 1")
  set(value "${ARGV${_cudnn_last}}")
  set(path "")
  math(EXPR _cudnn_last "${_cudnn_last} - 1")
  foreach(_cudnn_i RANGE 1 ${_cudnn_last})
    list(APPEND path "${ARGV${_cudnn_i}}")
  endforeach()
endmacro()

# _cudnn_record_set(<record-var> <member>... <string-value>)
# Sets a string member; intermediate objects must exist.
function(_cudnn_record_set record_var)
  if(ARGC EQUAL 3) # one member: the common case, without the macro's loop
    set(path "${ARGV1}")
    set(value "${ARGV2}")
  else()
    _cudnn_record_split_args(${ARGC})
  endif()
  _cudnn_json_quote(quoted "${value}")
  string(JSON updated ERROR_VARIABLE err SET "${${record_var}}" ${path} "${quoted}")
  if(err)
    message(FATAL_ERROR "FindCUDNN internal error: cannot set ${path}: ${err}")
  endif()
  set(${record_var} "${updated}" PARENT_SCOPE)
endfunction()

# _cudnn_record_set_json(<record-var> <member>... <json-value>)
function(_cudnn_record_set_json record_var)
  if(ARGC EQUAL 3)
    set(path "${ARGV1}")
    set(value "${ARGV2}")
  else()
    _cudnn_record_split_args(${ARGC})
  endif()
  string(JSON updated ERROR_VARIABLE err SET "${${record_var}}" ${path} "${value}")
  if(err)
    message(FATAL_ERROR "FindCUDNN internal error: cannot set ${path}: ${err}")
  endif()
  set(${record_var} "${updated}" PARENT_SCOPE)
endfunction()

# _cudnn_record_get(<record-var> <out-var> <member>...)
# Reads a member; a missing member reads as the empty string.  A macro: the
# search reads a few hundred members, and a function's scope would cost more
# than the read (it sets only <out-var> and _cudnn_record_error).
macro(_cudnn_record_get _cudnn_record_var _cudnn_record_out)
  string(JSON ${_cudnn_record_out} ERROR_VARIABLE _cudnn_record_error
         GET "${${_cudnn_record_var}}" ${ARGN})
  if(_cudnn_record_error)
    set(${_cudnn_record_out} "")
  endif()
endmacro()

# _cudnn_record_put(<record-var> <member> <string-value> [<member> <string-value>]...)
# _cudnn_record_put_json(<record-var> <member> <json-value> [<member> <json-value>]...)
# Inspection's way to set top-level members: they are appended to the
# record's text, before its closing '}', with no JSON parse (string(JSON SET)
# parses and writes the whole record, and an inspection sets a few dozen
# members).  A member put twice is held twice; string(JSON) reads the last,
# as SET would have left it.  _cudnn_record_seal writes such a draft once in
# string(JSON)'s form.  (Values are read through ARGV<n>, which keeps a ';'
# in them.  The append is written out in both functions: as a macro its call
# cost as much as its three commands.)
function(_cudnn_record_put record_var)
  # One to three members with plain values (paths and names, the usual
  # case) are written at once; the loop costs three commands a member.
  # (ARGV<n> past ARGC reads the caller's: each test checks ARGC first.)
  if(ARGC EQUAL 3 AND NOT ARGV2 MATCHES "[\\\"\n\r\t]")
    set(members ",\"${ARGV1}\":\"${ARGV2}\"")
  elseif(ARGC EQUAL 5 AND NOT "${ARGV2}${ARGV4}" MATCHES "[\\\"\n\r\t]")
    set(members ",\"${ARGV1}\":\"${ARGV2}\",\"${ARGV3}\":\"${ARGV4}\"")
  elseif(ARGC EQUAL 7 AND NOT "${ARGV2}${ARGV4}${ARGV6}" MATCHES "[\\\"\n\r\t]")
    set(members ",\"${ARGV1}\":\"${ARGV2}\",\"${ARGV3}\":\"${ARGV4}\",\"${ARGV5}\":\"${ARGV6}\"")
  else()
    set(members "")
    math(EXPR last "${ARGC} - 1")
    foreach(i RANGE 1 ${last} 2)
      math(EXPR j "${i} + 1")
      if(ARGV${j} MATCHES "[\\\"\n\r\t]")
        _cudnn_json_quote(value "${ARGV${j}}")
        string(APPEND members ",\"${ARGV${i}}\":${value}")
      else() # a plain path or name: as it is
        string(APPEND members ",\"${ARGV${i}}\":\"${ARGV${j}}\"")
      endif()
    endforeach()
  endif()
  string(FIND "${${record_var}}" "}" length REVERSE)
  string(SUBSTRING "${${record_var}}" 0 ${length} text)
  if(length EQUAL 1) # "{}"
    string(SUBSTRING "${members}" 1 -1 members)
  endif()
  set(${record_var} "${text}${members}}" PARENT_SCOPE)
endfunction()

function(_cudnn_record_put_json record_var)
  if(ARGC EQUAL 7) # three members (major, minor, patch): at once
    set(members ",\"${ARGV1}\":${ARGV2},\"${ARGV3}\":${ARGV4},\"${ARGV5}\":${ARGV6}")
  else()
    set(members "")
    math(EXPR last "${ARGC} - 1")
    foreach(i RANGE 1 ${last} 2)
      math(EXPR j "${i} + 1")
      string(APPEND members ",\"${ARGV${i}}\":${ARGV${j}}")
    endforeach()
  endif()
  string(FIND "${${record_var}}" "}" length REVERSE)
  string(SUBSTRING "${${record_var}}" 0 ${length} text)
  if(length EQUAL 1) # "{}"
    string(SUBSTRING "${members}" 1 -1 members)
  endif()
  set(${record_var} "${text}${members}}" PARENT_SCOPE)
endfunction()

# _cudnn_record_seal(<record-var> <member> <string-value>)
# Sets a last member with string(JSON SET), which writes a draft (see
# _cudnn_record_put) in its own form: each member once (sorted by name).
function(_cudnn_record_seal record_var member value)
  _cudnn_json_quote(quoted "${value}")
  string(JSON updated ERROR_VARIABLE err SET "${${record_var}}" ${member} "${quoted}")
  if(err)
    message(FATAL_ERROR "FindCUDNN internal error: cannot set ${member}: ${err}")
  endif()
  set(${record_var} "${updated}" PARENT_SCOPE)
endfunction()

# _cudnn_record_append(<record-var> <array-member> <string-value>)
function(_cudnn_record_append record_var member value)
  string(JSON type ERROR_VARIABLE err TYPE "${${record_var}}" ${member})
  if(err OR NOT type STREQUAL "ARRAY")
    string(JSON rec SET "${${record_var}}" ${member} "[]")
  else()
    set(rec "${${record_var}}")
  endif()
  string(JSON n LENGTH "${rec}" ${member})
  _cudnn_json_quote(quoted "${value}")
  string(JSON rec SET "${rec}" ${member} ${n} "${quoted}")
  set(${record_var} "${rec}" PARENT_SCOPE)
endfunction()

# _cudnn_record_array(<record-var> <out-prefix> <array-member>...)
# Unpacks a JSON array of strings into <out-prefix>_COUNT and <out-prefix>_<i>
# (indexed variables, not a list, so that any character survives).
function(_cudnn_record_array record_var prefix)
  string(JSON n ERROR_VARIABLE err LENGTH "${${record_var}}" ${ARGN})
  if(err)
    set(n 0)
  endif()
  set(${prefix}_COUNT ${n} PARENT_SCOPE)
  if(n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON item GET "${${record_var}}" ${ARGN} ${i})
      set(${prefix}_${i} "${item}" PARENT_SCOPE)
    endforeach()
  endif()
endfunction()

# _cudnn_record_keys(<record-var> <out-list> [<object-member>...])
# Member names of an object (component names: plain identifiers, so a list is
# safe), or of the record itself when no member is named.  The object is
# taken out once: each string(JSON) call parses the text it is given, and the
# object is a fraction of the record.
function(_cudnn_record_keys record_var out)
  set(keys "")
  set(err "")
  if(ARGC GREATER 2)
    string(JSON object ERROR_VARIABLE err GET "${${record_var}}" ${ARGN})
  else()
    set(object "${${record_var}}")
  endif()
  if(NOT err)
    string(JSON n ERROR_VARIABLE err LENGTH "${object}")
  endif()
  if(NOT err AND n GREATER 0)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      string(JSON key MEMBER "${object}" ${i})
      list(APPEND keys "${key}")
    endforeach()
  endif()
  set(${out} "${keys}" PARENT_SCOPE)
endfunction()
