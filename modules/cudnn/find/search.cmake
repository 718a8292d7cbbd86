# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# Which install: the one search that FindCUDNN and the doctor both run.  It
# walks the places in order, reads each as far as the choice needs, gives
# each a verdict, and chooses the first install that has no problem and
# satisfies the request: the version (a minimum, EXACT, or a range), the major
# of the CUDA version asked for, and the required components.  Then the
# choice is kept for the same inputs (a file of set() commands), so that a
# re-configure does not search again.

include_guard(GLOBAL)

# _cudnn_version_refusal(<out> <package> <version>)
# "<package> <version> is not <what was asked>" when find_package's version
# request refuses <version>, "" when it takes it (or asks for none).
function(_cudnn_version_refusal out package version)
  set(why "")
  if(DEFINED CUDNN_FIND_VERSION OR DEFINED CUDNN_FIND_VERSION_RANGE)
    find_package_check_version("${version}" ok HANDLE_VERSION_RANGE)
    if(ok)
    elseif(CUDNN_FIND_VERSION_RANGE)
      set(why "${package} ${version} is not the requested range ${CUDNN_FIND_VERSION_RANGE}")
    elseif(CUDNN_FIND_VERSION_EXACT)
      set(why "${package} ${version} is not exactly the requested ${CUDNN_FIND_VERSION}")
    else()
      set(why "${package} ${version} is not the requested minimum ${CUDNN_FIND_VERSION}")
    endif()
  endif()
  set(${out} "${why}" PARENT_SCOPE)
endfunction()

# _cudnn_components(<out-names> <out-why> <p>)
# Each component as the user may write it -> the sub-libraries of <p>'s major
# it means (on cuDNN 8, ops, cnn and adv mean both halves), and whether <p>
# has them: CUDNN_<name>_FOUND in the caller's scope for every sub-library of
# <p> and for each component as requested (a version-neutral or another
# major's name: FPHSA reads these); <out-names> lists them.  <out-why>: why
# <p> lacks a required component ("" when it has them all), for the first
# one asked.
function(_cudnn_components out_names out_why p)
  string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
  string(REPLACE ";" ", " have "${${p}_COMPONENTS}")
  _cudnn_core_components(core "${major}")
  _cudnn_core_components(jit "${major}" "cuDNN JIT")
  set(full_only ${core})
  list(REMOVE_ITEM full_only ${jit})
  string(REPLACE ";" " " core "${core}")
  set(names "")
  set(why "")
  foreach(component IN LISTS CUDNN_FIND_COMPONENTS ${p}_COMPONENTS ${p}_MISSING_COMPONENTS)
    set(expanded ${component})
    set(lack "")
    if(major EQUAL 8 AND component MATCHES "^(ops|cnn|adv)$")
      set(expanded ${component}_infer ${component}_train)
    elseif(major LESS 8)
      set(lack "cuDNN ${major} has no sub-libraries (component '${component}' exists from cuDNN 8 on)")
    elseif(major EQUAL 8 AND component MATCHES "^(graph|engines_precompiled|engines_runtime_compiled|heuristic)$")
      set(lack "component '${component}' exists from cuDNN 9 on, cuDNN 8 has ${core} (or ops, cnn, adv for both halves)")
    elseif(major GREATER_EQUAL 9 AND component MATCHES "^(ops|cnn|adv)_(infer|train)$")
      set(lack "component '${component}' is a cuDNN 8 sub-library: cuDNN ${major} merged it into '${CMAKE_MATCH_1}'")
    elseif(${p}_PACKAGE STREQUAL "cuDNN JIT" AND component IN_LIST full_only)
      set(wheel "nvidia-cudnn-cu<N>")
      if(${p}_CUDA MATCHES "^([0-9]+)")
        set(wheel "nvidia-cudnn-cu${CMAKE_MATCH_1}")
      endif()
      string(REPLACE ";" " and " shipped "${jit}")
      set(lack "component '${component}' is not part of cuDNN JIT, which ships ${shipped} only (graph API): install the full cuDNN package (the ${wheel} wheel, conda's cudnn, or NVIDIA's cudnn archive), or list '${component}' under OPTIONAL_COMPONENTS")
    endif()
    foreach(name IN LISTS expanded)
      if(lack)
      elseif(name IN_LIST ${p}_MISSING_COMPONENTS)
        set(lack "required component '${component}' is missing: ${${p}_${name}_MISSING}. Copy every cudnn_* library from the same archive")
      elseif(NOT name IN_LIST ${p}_COMPONENTS)
        set(lack "required component '${component}' does not exist in cuDNN ${${p}_VERSION} (it has: ${have}): ask for one of those, or list '${component}' under OPTIONAL_COMPONENTS")
      endif()
    endforeach()
    if(lack AND why STREQUAL "" AND CUDNN_FIND_REQUIRED_${component})
      set(why "${lack}")
    endif()
    set(CUDNN_${component}_FOUND TRUE)
    if(lack)
      set(CUDNN_${component}_FOUND FALSE)
    endif()
    list(APPEND names CUDNN_${component}_FOUND)
  endforeach()
  set(${out_names} "${names}")
  set(${out_why} "${why}")
  return(PROPAGATE ${names} ${out_names} ${out_why})
endfunction()

# _cudnn_verdict(<out> <out-request> <p> <ctx>)
# Why install <p> cannot serve the request, "" when it can: its first problem
# (whatever else is wrong), else the version, the CUDA version, and, once its
# files were read, the components.  <out-request> is TRUE when the reason is
# only the version or the components asked for (the install itself is sound).
function(_cudnn_verdict out out_request p ctx)
  set(why "")
  if(${p}_PROBLEMS)
    list(GET ${p}_PROBLEMS 0 why)
  endif()
  set(request FALSE)
  if(why STREQUAL "")
    _cudnn_version_refusal(why "${${p}_PACKAGE}" "${${p}_VERSION}")
    set(request TRUE)
  endif()
  if(why STREQUAL "")
    _cudnn_cuda_refusal(why ${p} ${ctx})
    set(request FALSE)
  endif()
  if(why STREQUAL "" AND ${p}_STATE STREQUAL "full")
    _cudnn_components(flags why ${p})
    set(request TRUE)
  endif()
  set(${out} "${why}" PARENT_SCOPE)
  set(${out_request} ${request} PARENT_SCOPE)
endfunction()

# _cudnn_visit_place(<p> <ctx> <places> <index> <chosen> <searched> <all> <seen>)
# One step of the walk: place <index> of the list <places> as install <p>
# (the artifacts the user set, when the place is theirs), read as far as its
# verdict needs, with <p>_STATUS (a status of _cudnn_search), <p>_WHY (its
# reason) and <p>_REQUEST (_cudnn_verdict's).  <chosen>: the index chosen so
# far, -1 for none; only the first <searched> places take part in the choice.
# A library met at an earlier place (in the list <seen>) is that install
# again, reached through links: it counts once, where first found.  Any
# other: its main library's files (broken, they are its reason, whatever
# else), and only while it is in the running its CUDA version, then its other
# files (while nothing is chosen, a problem among them is its reason; after
# the choice they matter only for required components).  Everything with <all>.
function(_cudnn_visit_place p ctx places index chosen searched all seen)
  list(GET ${places}_ORIGINS ${index} origin)
  list(GET ${places}_PATHS ${index} path)
  list(GET ${places}_KINDS ${index} kind)
  set(explicit FALSE)
  if(index EQUAL 0 AND ${places}_EXPLICIT)
    set(explicit TRUE)
  endif()
  set(hint "")
  if(kind STREQUAL "artifacts")
    set(path "${${ctx}_USER_INCLUDE_DIR}")
    set(hint "${${ctx}_USER_LIBRARY}")
    foreach(var path hint)
      if(NOT "${${var}}" STREQUAL "")
        _cudnn_normal_path(${var} "${${var}}")
      endif()
    endforeach()
  endif()
  _cudnn_install(${p} ${ctx} "${origin}" "${path}" ${kind} ${explicit} "${hint}")
  set(${p}_STATUS rejected)
  set(${p}_REQUEST FALSE)
  if(${p}_LIBRARY_REAL AND ${p}_LIBRARY_REAL IN_LIST seen)
    set(${p}_STATUS duplicate)
    list(FIND seen "${${p}_LIBRARY_REAL}" ${p}_WHY)
  elseif(${p}_STATE MATCHES "^(absent|empty)$")
    list(GET ${p}_PROBLEMS 0 ${p}_WHY)
    if(NOT explicit)
      set(${p}_STATUS empty)
    endif()
  else()
    if(${p}_LIBRARY AND ${p}_STATE STREQUAL "cheap")
      _cudnn_install_main_files(${p} ${ctx})
    endif()
    _cudnn_verdict(${p}_WHY ${p}_REQUEST ${p} ${ctx})
    if(all OR ${p}_WHY STREQUAL "")
      _cudnn_install_cuda(${p} ${ctx})
      _cudnn_verdict(${p}_WHY ${p}_REQUEST ${p} ${ctx})
    endif()
    if(all OR (${p}_WHY STREQUAL "" AND (chosen EQUAL -1 OR CUDNN_FIND_COMPONENTS)))
      _cudnn_install_files(${p} ${ctx})
      _cudnn_verdict(${p}_WHY ${p}_REQUEST ${p} ${ctx})
    endif()
    if(${p}_WHY STREQUAL "" AND chosen EQUAL -1)
      set(${p}_STATUS chosen)
    elseif(${p}_WHY STREQUAL "")
      set(${p}_STATUS usable)
    endif()
  endif()
  if(NOT index LESS searched AND NOT ${p}_STATUS STREQUAL "duplicate")
    set(${p}_STATUS not-searched)
  endif()
  _cudnn_facts(facts ${p})
  return(PROPAGATE ${facts} ${p}_STATUS ${p}_WHY ${p}_REQUEST)
endfunction()

# _cudnn_search(<r> <ctx> <places> [SEARCHED <n>] [ALL])
# Walks the place list <places> (places.cmake), each place read as far as its
# verdict needs.  After the choice, the walk goes on until three more usable
# installs are named (the doctor lists them all, each read in full).
#   SEARCHED <n>  only the first <n> places take part in the choice (the
#                 doctor adds the rest of the machine after them)
#   ALL           every place is read in full, the walk goes to the end, and
#                 each place's facts are returned as place<index>_*, with
#                 place<index>_STATUS (chosen, usable, rejected, duplicate,
#                 empty or not-searched) and place<index>_WHY (its reason; for
#                 a duplicate the index of the first)
# Results: <r>_FOUND, <r>_INDEX, the chosen install's facts as <r>_*, else
# those of the first install with a version (the one FPHSA is told of, with
# <r>_REQUEST TRUE when only the request refused it); <r>_REASONS (the failure
# message's lines), <r>_ALSO (the other usable installs, a line each).
function(_cudnn_search r ctx places)
  cmake_parse_arguments(PARSE_ARGV 3 A "ALL" "SEARCHED" "")
  list(LENGTH ${places}_PATHS count)
  if(NOT DEFINED A_SEARCHED)
    set(A_SEARCHED ${count})
  endif()
  # For every find_*() of the walk: an ignored folder under each name.
  _cudnn_path_forms(forms ${CMAKE_IGNORE_PATH} ${CMAKE_SYSTEM_IGNORE_PATH})
  list(APPEND CMAKE_IGNORE_PATH ${forms})
  foreach(var IN ITEMS reasons also empty seen all_facts nearest)
    set(${var} "")
  endforeach()
  set(chosen -1)
  set(index 0)
  set(n_also 0)
  while(index LESS count)
    set(p place${index})
    _cudnn_visit_place(${p} ${ctx} ${places} ${index} ${chosen} ${A_SEARCHED} "${A_ALL}" "${seen}")
    if(${p}_STATUS STREQUAL "chosen")
      set(chosen ${index})
    elseif(${p}_STATUS STREQUAL "rejected")
      string(APPEND reasons "\n    ${${p}_ORIGIN}: ${${p}_ROOT}: ${${p}_WHY}")
    elseif(${p}_STATUS STREQUAL "empty")
      list(APPEND empty "${${p}_ROOT}")
    elseif(${p}_STATUS STREQUAL "usable")
      string(APPEND also "\n    ${${p}_ORIGIN}: ${${p}_ROOT}: ${${p}_PACKAGE} ${${p}_VERSION}, also usable")
      math(EXPR n_also "${n_also} + 1")
    endif()
    if(nearest STREQUAL "" AND ${p}_STATUS STREQUAL "rejected" AND ${p}_VERSION)
      set(nearest ${p})
    endif()
    list(APPEND seen "${${p}_LIBRARY_REAL}")
    if(A_ALL)
      _cudnn_facts(facts ${p})
      list(APPEND all_facts ${facts} ${p}_STATUS ${p}_WHY ${p}_REQUEST)
    endif()
    math(EXPR index "${index} + 1")
    if(n_also EQUAL 3 AND NOT A_ALL AND index LESS count)
      get_filename_component(doctor "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../../../cmake/cudnn-doctor.cmake" ABSOLUTE)
      string(APPEND also "\n    (the search stops after three: cmake -P ${doctor} lists every install)")
      break()
    endif()
  endwhile()
  set(${r}_FOUND FALSE)
  set(${r}_REQUEST FALSE)
  if(chosen GREATER -1)
    set(${r}_FOUND TRUE)
    set(nearest place${chosen})
  elseif(nearest)
    set(${r}_REQUEST ${${nearest}_REQUEST})
  endif()
  if(nearest)
    _cudnn_facts_copy(${nearest} ${r})
  endif()
  _cudnn_search_reasons(${r}_REASONS "${${places}_REJECTED}${reasons}" "${empty}" ${count})
  set(${r}_INDEX ${chosen})
  set(${r}_ALSO "${also}")
  _cudnn_facts(facts ${r})
  return(PROPAGATE ${facts} ${all_facts} ${r}_FOUND ${r}_REQUEST ${r}_INDEX ${r}_REASONS ${r}_ALSO)
endfunction()

# _cudnn_search_reasons(<out> <reasons> <empty> <count>)
# The failure message's lines <reasons>, with the closing line: the places
# (<empty>) that held nothing, or that there was no place (<count> 0).
function(_cudnn_search_reasons out reasons empty count)
  list(LENGTH empty n)
  string(REPLACE ";" ", " empty "${empty}")
  set(other "")
  if(reasons)
    set(other "other ")
  endif()
  if(n GREATER 0)
    string(APPEND reasons "\n    No cuDNN in the ${other}${n} places searched: ${empty}")
  elseif(count EQUAL 0 AND reasons STREQUAL "")
    string(APPEND reasons "\n    No place to search: set CUDNN_ROOT to the folder that holds include/ and lib/")
  endif()
  set(${out} "${reasons}" PARENT_SCOPE)
endfunction()

# --- The choice, kept for the same inputs ------------------------------------

# The choice is kept per input signature, as a file of set() commands under
# <work>/CMakeFiles/cudnn/ (the facts, and the chosen files' times as
# kept_stamp) with its MD5 in the cache (_CUDNN_CHOICE_<signature>): two calls
# with other inputs (sibling directories asking for other versions or
# components) each keep theirs, and a file that is not the one written is not
# read.  An upgrade in place changes the files' times, and searches again.

# _cudnn_choice_stamp(<out> <p>): the times of the files a choice rests on.
function(_cudnn_choice_stamp out p)
  set(stamp "")
  foreach(file IN ITEMS "${${p}_VERSION_HEADER}" "${${p}_LIBRARY}" "${${p}_RUNTIME}")
    if(file STREQUAL "" OR stamp STREQUAL "missing")
    elseif(NOT EXISTS "${file}")
      set(stamp missing)
    else()
      file(TIMESTAMP "${file}" time "%s" UTC)
      string(APPEND stamp "${time} ")
    endif()
  endforeach()
  set(${out} "${stamp}" PARENT_SCOPE)
endfunction()

# _cudnn_cached_choice(<p> <ctx> <signature>)
# <p>_CACHED: the install chosen last time for <signature> is kept, as the
# facts <p>_* (and <p>_FOUND), the files it rests on being unchanged.
function(_cudnn_cached_choice p ctx signature)
  set(file "${${ctx}_WORK}/CMakeFiles/cudnn/choice-${signature}.cmake")
  set(${p}_CACHED FALSE PARENT_SCOPE)
  if(NOT _CUDNN_CHOICE_${signature} OR NOT EXISTS "${file}")
    return()
  endif()
  file(MD5 "${file}" md5)
  if(NOT md5 STREQUAL _CUDNN_CHOICE_${signature}) # not the file written
    return()
  endif()
  include("${file}")
  _cudnn_choice_stamp(stamp ${p})
  if(stamp STREQUAL kept_stamp)
    set(${p}_CACHED TRUE)
    set(${p}_FOUND TRUE)
    _cudnn_facts(facts ${p})
    return(PROPAGATE ${facts} ${p}_CACHED ${p}_FOUND)
  endif()
endfunction()

# _cudnn_keep_choice(<p> <ctx> <signature> <found>)
# Keeps the choice <p> for <signature> when <found>, else forgets it.
function(_cudnn_keep_choice p ctx signature found)
  set(file "${${ctx}_WORK}/CMakeFiles/cudnn/choice-${signature}.cmake")
  if(found)
    _cudnn_facts_cmake(text ${p})
    _cudnn_choice_stamp(stamp ${p})
    file(WRITE "${file}" "${text}set(kept_stamp \"${stamp}\")\n")
    file(MD5 "${file}" md5)
    set(_CUDNN_CHOICE_${signature} "${md5}" CACHE INTERNAL "MD5 of the file that keeps the cuDNN install chosen for these inputs")
  else()
    unset(_CUDNN_CHOICE_${signature} CACHE)
    file(REMOVE "${file}")
  endif()
endfunction()

# --- What the configure says of the choice ---------------------------------

# _cudnn_report_choice(<out-warnings> <p> <ctx> <also>)
# The choice line, the install's notes and the other usable installs (unless
# QUIET); <out-warnings>: a warning for each sub-library missing from it (the
# main library loads all of them by name at run time).
function(_cudnn_report_choice out_warnings p ctx also)
  set(warnings "")
  foreach(name IN LISTS ${p}_MISSING_COMPONENTS)
    _cudnn_append_text(warnings "cuDNN sub-library '${name}' is missing from the chosen install:\n  ${${p}_${name}_MISSING}\n  cuDNN loads it by name at run time and fails with CUDNN_STATUS_SUBLIBRARY_LOADING_FAILED.\n  Fix: copy every cudnn_* library from the same cuDNN archive into the same folder.")
  endforeach()
  set(${out_warnings} "${warnings}" PARENT_SCOPE)
  if(${ctx}_QUIET)
    return()
  endif()
  string(REGEX REPLACE "^(.+)$" " by \\1" by "${${p}_CUDA_SOURCE}") # when it says
  set(cuda "")
  if(${p}_CUDA)
    set(cuda ", for CUDA ${${p}_CUDA}${by}")
  endif()
  set(first "")
  if(${ctx}_PYTHON_FIRST AND ${p}_KIND MATCHES "^(python|conda)$")
    set(first "; Python environments searched first: ${${ctx}_PYTHON_FIRST}")
  endif()
  message(STATUS "${${p}_PACKAGE} ${${p}_VERSION} chosen: ${${p}_ROOT} (${${p}_ORIGIN}; ${${p}_LAYOUT}${cuda}${first})")
  foreach(note IN LISTS ${p}_NOTES)
    message(STATUS "cuDNN note: ${note}")
  endforeach()
  if(also)
    message(STATUS "cuDNN: other usable installs, not chosen:${also}")
  endif()
endfunction()
