# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# An install's facts: the plain variables <p>_<FACT> that install.cmake sets
# for one place, their one list of names, and how they are copied, kept (as
# set() commands, for the kept choice) and written as JSON (the doctor).  Also
# the sub-libraries each major's main library loads.  A re-configure whose
# choice is kept needs only these, not the lookup that makes them.

include_guard(GLOBAL)

# _cudnn_fact_names(<out>): an install's facts.
#   ORIGIN, ROOT, KIND, EXPLICIT  the place and whether the user named it
#   BASE, LAYOUT, LAYOUT_CUDA     the folder holding include/ and lib/, the
#                                 layout's name, the per-CUDA sub-folder chosen
#   CUDA, CUDA_SOURCE             the CUDA it is built for, and what says so
#   PACKAGE                       "cuDNN", or "cuDNN JIT" for NVIDIA's JIT package
#                                 (the main library, graph and
#                                 engines_runtime_compiled only)
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
#   PROBLEMS, NOTES               lists of sentences (_cudnn_append_text)
#   STATE                         absent | empty | cheap | full
function(_cudnn_fact_names out)
  set(${out} ORIGIN ROOT KIND EXPLICIT BASE LAYOUT LAYOUT_CUDA CUDA CUDA_SOURCE PACKAGE INCLUDE_DIR
      VERSION_HEADER VERSION FORWARDING LIBRARY_HINT LIBRARY LIBRARY_REAL LIBRARY_DIR SONAME RUNTIME
      RUNTIME_DIR STATIC_SET IMPLIB_FROM_DLL COMPONENTS MISSING_COMPONENTS PROBLEMS NOTES STATE PARENT_SCOPE)
endfunction()

# _cudnn_facts(<out> <p> [<fact>...]): the names of the variables that hold the
# facts of <p> (those named, else all; COMPONENTS and MISSING_COMPONENTS
# bring their <p>_<name>_* along).  The one list every copy, return and
# unset of an install's facts goes through.
function(_cudnn_facts out p)
  set(facts ${ARGN})
  if(NOT facts)
    _cudnn_fact_names(facts)
  endif()
  set(names ${facts})
  list(TRANSFORM names PREPEND ${p}_)
  if(COMPONENTS IN_LIST facts)
    foreach(name IN LISTS ${p}_COMPONENTS)
      list(APPEND names ${p}_${name}_LIBRARY ${p}_${name}_RUNTIME)
    endforeach()
  endif()
  if(MISSING_COMPONENTS IN_LIST facts)
    set(missing ${${p}_MISSING_COMPONENTS})
    list(TRANSFORM missing REPLACE ".+" "${p}_\\0_MISSING")
    list(APPEND names ${missing})
  endif()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# _cudnn_facts_copy(<from> <to>): the facts of <from> as <to>_*, in the caller.
function(_cudnn_facts_copy from to)
  _cudnn_facts(facts ${from})
  foreach(var IN LISTS facts)
    string(REGEX REPLACE "^${from}_" "${to}_" name "${var}")
    set(${name} "${${var}}" PARENT_SCOPE)
  endforeach()
endfunction()

# _cudnn_facts_cmake(<out> <p>): the facts of <p> as the set() commands that
# make them again (the cached choice), each setting ${p}_<FACT> with the
# prefix of whoever include()s them.
function(_cudnn_facts_cmake out p)
  _cudnn_facts(names ${p})
  list(TRANSFORM names REPLACE "^${p}_" "")
  _cudnn_set_commands(text ${p}_ "\${p}_" ${names})
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# _cudnn_facts_json(<out> <p>): the facts of <p> as one JSON object, where they
# leave CMake (the doctor's --json): each under its lower-case name, lists as
# arrays, components as {name: {library, runtime}}, missing components as
# {name: reason}.
function(_cudnn_facts_json out p)
  _cudnn_fact_names(facts)
  set(text "")
  foreach(fact IN LISTS facts)
    string(TOLOWER "${fact}" key)
    _cudnn_json_string(value "${${p}_${fact}}")
    if(fact MATCHES "^(PROBLEMS|NOTES)$")
      _cudnn_json_array(value ${p}_${fact})
    elseif(fact MATCHES "COMPONENTS$")
      set(pairs "")
      foreach(name IN LISTS ${p}_${fact})
        _cudnn_json_string(library "${${p}_${name}_LIBRARY}")
        _cudnn_json_string(runtime "${${p}_${name}_RUNTIME}")
        set(entry "{\"library\":${library},\"runtime\":${runtime}}")
        if(fact STREQUAL "MISSING_COMPONENTS")
          _cudnn_json_string(entry "${${p}_${name}_MISSING}")
        endif()
        string(APPEND pairs ",\"${name}\":${entry}")
      endforeach()
      string(REGEX REPLACE "^," "" pairs "${pairs}")
      set(value "{${pairs}}")
    endif()
    string(APPEND text ",\"${key}\":${value}")
  endforeach()
  string(SUBSTRING "${text}" 1 -1 text)
  set(${out} "{${text}}" PARENT_SCOPE)
endfunction()

# _cudnn_core_components(<out> <major> [<package>]): the sub-libraries the
# main library loads by name at run time; of cuDNN JIT (<package> "cuDNN
# JIT"), the two it ships.
function(_cudnn_core_components out major)
  set(names "")
  if(major GREATER_EQUAL 9 AND "${ARGV2}" STREQUAL "cuDNN JIT")
    set(names graph engines_runtime_compiled)
  elseif(major GREATER_EQUAL 9)
    set(names graph ops cnn adv engines_precompiled engines_runtime_compiled heuristic)
  elseif(major EQUAL 8)
    set(names ops_infer ops_train cnn_infer cnn_train adv_infer adv_train)
  endif()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()
