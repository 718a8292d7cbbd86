# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# An install's facts are plain variables with one prefix, <p>_<FACT>, set by
# inspect.cmake and read by every later stage:
#
#   ORIGIN, ROOT, KIND, EXPLICIT  the place (places.cmake) and whether the user
#                                 named it explicitly
#   BASE, LAYOUT, LAYOUT_CUDA     the folder holding include/ and lib/, the
#                                 layout's name, the per-CUDA sub-folder chosen
#   CUDA, CUDA_SOURCE             the CUDA version the install is built for, and
#                                 what says so ("" when unknown)
#   INCLUDE_DIR, VERSION_HEADER, VERSION ("9.19.0"), FORWARDING (only _v<N> names)
#   LIBRARY_HINT                  the CUDNN_LIBRARY the user gave (artifacts)
#   LIBRARY, LIBRARY_REAL, LIBRARY_DIR, SONAME   the file to link
#   RUNTIME, RUNTIME_DIR          the file a program loads (.so.<major>, the DLL)
#   STATIC_SET                    static cuDNN 8.3+: the sub-library archives
#   IMPLIB_FROM_DLL               Windows, DLLs only: LIBRARY (and each
#                                 sub-library's) is an import library to make
#   COMPONENTS                    the sub-libraries present; <p>_<name>_LIBRARY
#                                 and <p>_<name>_RUNTIME for each
#   MISSING_COMPONENTS            those missing; <p>_<name>_MISSING, the reason
#   PROBLEMS                      why the install cannot be used, first first
#   NOTES                         facts worth printing about it
#   STATE                         absent | empty | cheap | full
#
# PROBLEMS and NOTES are lists of sentences (_cudnn_append_text keeps each one
# element).  The cached choice keeps the facts as the set() commands that
# make them again (_cudnn_facts_to_cmake); JSON is written only where they
# leave CMake, in the doctor's --json (_cudnn_facts_to_json).

# Set before the guard: a variable of each directory that includes this file
# (the guard skips the file in a sibling directory; functions are global).
set(_CUDNN_FACTS ORIGIN ROOT KIND EXPLICIT BASE LAYOUT LAYOUT_CUDA CUDA CUDA_SOURCE
    INCLUDE_DIR VERSION_HEADER VERSION FORWARDING LIBRARY_HINT LIBRARY LIBRARY_REAL
    LIBRARY_DIR SONAME RUNTIME RUNTIME_DIR STATIC_SET IMPLIB_FROM_DLL
    COMPONENTS MISSING_COMPONENTS PROBLEMS NOTES STATE)

include_guard(GLOBAL)

# --- The sub-libraries of a major -----------------------------------------

# _cudnn_core_components(<out> <major>): the sub-libraries the main library
# loads by name at run time.
function(_cudnn_core_components out major)
  if(major GREATER_EQUAL 9)
    set(${out} graph ops cnn adv engines_precompiled engines_runtime_compiled heuristic PARENT_SCOPE)
  elseif(major EQUAL 8)
    set(${out} ops_infer ops_train cnn_infer cnn_train adv_infer adv_train PARENT_SCOPE)
  else()
    set(${out} "" PARENT_SCOPE)
  endif()
endfunction()

# _cudnn_expand_component(<out-names> <out-error> <name> <major>)
# A component as the user may write it -> the sub-libraries of <major> it
# means: on cuDNN 8, ops, cnn and adv mean both halves.
function(_cudnn_expand_component out_names out_error name major)
  set(names ${name})
  set(error "")
  _cudnn_core_components(core ${major})
  string(REPLACE ";" " " core "${core}")
  if(major EQUAL 8 AND name MATCHES "^(ops|cnn|adv)$")
    set(names ${name}_infer ${name}_train)
  elseif(major LESS 8)
    set(error "cuDNN ${major} has no sub-libraries (component '${name}' exists from cuDNN 8 on)")
  elseif(major EQUAL 8 AND name MATCHES "^(graph|engines_precompiled|engines_runtime_compiled|heuristic)$")
    set(error "component '${name}' exists from cuDNN 9 on, cuDNN 8 has ${core} (or ops, cnn, adv for both halves)")
  elseif(major GREATER_EQUAL 9 AND name MATCHES "^(ops|cnn|adv)_(infer|train)$")
    set(error "component '${name}' is a cuDNN 8 sub-library: cuDNN ${major} merged it into '${CMAKE_MATCH_1}'")
  endif()
  if(error)
    set(names "")
  endif()
  set(${out_names} "${names}" PARENT_SCOPE)
  set(${out_error} "${error}" PARENT_SCOPE)
endfunction()

# --- Facts as variables ----------------------------------------------------

# _cudnn_facts_clear(<p>): every fact of <p> empty, in the calling scope.
macro(_cudnn_facts_clear p)
  foreach(_cudnn_fact IN LISTS _CUDNN_FACTS)
    set(${p}_${_cudnn_fact} "")
  endforeach()
endmacro()

# _cudnn_return_facts(<p> [<fact>...]): hands the facts of <p> (those named,
# else all) to the caller's scope; COMPONENTS and MISSING_COMPONENTS bring
# their <p>_<name>_* along.
macro(_cudnn_return_facts p)
  set(_cudnn_facts ${ARGN})
  if(NOT _cudnn_facts)
    set(_cudnn_facts ${_CUDNN_FACTS})
  endif()
  foreach(_cudnn_fact IN LISTS _cudnn_facts)
    set(${p}_${_cudnn_fact} "${${p}_${_cudnn_fact}}" PARENT_SCOPE)
  endforeach()
  if(COMPONENTS IN_LIST _cudnn_facts)
    foreach(_cudnn_name IN LISTS ${p}_COMPONENTS)
      set(${p}_${_cudnn_name}_LIBRARY "${${p}_${_cudnn_name}_LIBRARY}" PARENT_SCOPE)
      set(${p}_${_cudnn_name}_RUNTIME "${${p}_${_cudnn_name}_RUNTIME}" PARENT_SCOPE)
    endforeach()
  endif()
  if(MISSING_COMPONENTS IN_LIST _cudnn_facts)
    foreach(_cudnn_name IN LISTS ${p}_MISSING_COMPONENTS)
      set(${p}_${_cudnn_name}_MISSING "${${p}_${_cudnn_name}_MISSING}" PARENT_SCOPE)
    endforeach()
  endif()
endmacro()

# _cudnn_facts_copy(<from> <to>): the facts of <from> as <to>_*, in the caller.
function(_cudnn_facts_copy from to)
  foreach(fact IN LISTS _CUDNN_FACTS)
    set(${to}_${fact} "${${from}_${fact}}")
  endforeach()
  foreach(name IN LISTS ${from}_COMPONENTS)
    set(${to}_${name}_LIBRARY "${${from}_${name}_LIBRARY}")
    set(${to}_${name}_RUNTIME "${${from}_${name}_RUNTIME}")
  endforeach()
  foreach(name IN LISTS ${from}_MISSING_COMPONENTS)
    set(${to}_${name}_MISSING "${${from}_${name}_MISSING}")
  endforeach()
  _cudnn_return_facts(${to})
endfunction()

# _cudnn_append_text(<list-var> <text>)
# Appends a sentence to a list of sentences as one element: a ';' in it is
# escaped, and brackets without partners (which would merge list elements)
# are written as parentheses.
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

# _cudnn_first_item(<out> <list-var>): the first sentence of a list ("" if none).
function(_cudnn_first_item out list_var)
  set(first "")
  if(${list_var})
    list(GET ${list_var} 0 first)
  endif()
  set(${out} "${first}" PARENT_SCOPE)
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

# _cudnn_facts_to_json(<out> <p>)
# The facts of <p> as one JSON object: each fact under its lower-case name,
# lists as arrays, components as {name: {library, runtime}} and missing
# components as {name: reason}.
function(_cudnn_facts_to_json out p)
  set(text "")
  foreach(fact IN LISTS _CUDNN_FACTS)
    string(TOLOWER "${fact}" key)
    if(fact MATCHES "^(PROBLEMS|NOTES)$")
      _cudnn_json_array(value ${p}_${fact})
    elseif(fact STREQUAL "COMPONENTS")
      set(value "")
      foreach(name IN LISTS ${p}_COMPONENTS)
        _cudnn_json_string(library "${${p}_${name}_LIBRARY}")
        _cudnn_json_string(runtime "${${p}_${name}_RUNTIME}")
        string(APPEND value ",\"${name}\":{\"library\":${library},\"runtime\":${runtime}}")
      endforeach()
      string(REGEX REPLACE "^," "" value "${value}")
      set(value "{${value}}")
    elseif(fact STREQUAL "MISSING_COMPONENTS")
      set(value "")
      foreach(name IN LISTS ${p}_MISSING_COMPONENTS)
        _cudnn_json_string(reason "${${p}_${name}_MISSING}")
        string(APPEND value ",\"${name}\":${reason}")
      endforeach()
      string(REGEX REPLACE "^," "" value "${value}")
      set(value "{${value}}")
    else()
      _cudnn_json_string(value "${${p}_${fact}}")
    endif()
    string(APPEND text ",\"${key}\":${value}")
  endforeach()
  string(REGEX REPLACE "^," "" text "${text}")
  set(${out} "{${text}}" PARENT_SCOPE)
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

# _cudnn_facts_to_cmake(<out> <p>)
# The facts of <p> as set() commands for a file that include() reads back:
# each sets ${p}_<FACT>, with the prefix of whoever includes it.
function(_cudnn_facts_to_cmake out p)
  set(names ${_CUDNN_FACTS})
  foreach(name IN LISTS ${p}_COMPONENTS)
    list(APPEND names ${name}_LIBRARY ${name}_RUNTIME)
  endforeach()
  foreach(name IN LISTS ${p}_MISSING_COMPONENTS)
    list(APPEND names ${name}_MISSING)
  endforeach()
  _cudnn_set_commands(text ${p}_ "\${p}_" ${names})
  set(${out} "${text}" PARENT_SCOPE)
endfunction()
