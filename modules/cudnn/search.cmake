# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# Which install: the one search that FindCUDNN and the doctor both run.  It
# walks the places in order, inspects each as far as the choice needs, gives
# each a verdict, and chooses the first install that has no problem and
# satisfies the request: the version (a minimum, EXACT, or a range), the major
# of the CUDA version asked for, and the required components.

include_guard(GLOBAL)

# _cudnn_version_refusal(<out> <version>)
# "cuDNN <version> is not <what was asked>" when find_package's version request
# refuses <version>, "" when it takes it (or asks for none).
function(_cudnn_version_refusal out version)
  set(${out} "" PARENT_SCOPE)
  if(NOT DEFINED CUDNN_FIND_VERSION AND NOT DEFINED CUDNN_FIND_VERSION_RANGE)
    return()
  endif()
  find_package_check_version("${version}" ok HANDLE_VERSION_RANGE)
  if(ok)
    return()
  elseif(CUDNN_FIND_VERSION_RANGE)
    set(want "the requested range ${CUDNN_FIND_VERSION_RANGE}")
  elseif(CUDNN_FIND_VERSION_EXACT)
    set(want "exactly the requested ${CUDNN_FIND_VERSION}")
  else()
    set(want "the requested minimum ${CUDNN_FIND_VERSION}")
  endif()
  set(${out} "cuDNN ${version} is not ${want}" PARENT_SCOPE)
endfunction()

# _cudnn_cuda_refusal(<out> <p>)
# Why the CUDA version <p> is built for is not the one asked for ("" if it is,
# or if either is unknown: the probe then compares cudnnGetCudartVersion()).
function(_cudnn_cuda_refusal out p)
  set(${out} "" PARENT_SCOPE)
  string(REGEX MATCH "^[0-9]+" have "${${p}_CUDA}")
  string(REGEX MATCH "^[0-9]+" want "${_CUDNN_CUDA_VERSION}")
  if(have STREQUAL "" OR want STREQUAL "" OR have EQUAL want)
    return()
  endif()
  set(source "")
  if(${p}_CUDA_SOURCE)
    set(source " (by ${${p}_CUDA_SOURCE})")
  endif()
  _cudnn_cuda_request_text(asked)
  string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
  if(major LESS 9 AND want GREATER_EQUAL 13)
    # cuDNN 8 was never built for CUDA 13.
    set(fix "cuDNN ${major} has no build for CUDA ${want}: install cuDNN 9 for CUDA ${want} (archive '_cuda${want}', wheel nvidia-cudnn-cu${want}), or use a CUDA ${have} toolkit (set CUDNN_CUDA_VERSION if the CUDA version asked for is wrong)")
  else()
    set(fix "Install the cuDNN build for CUDA ${want} (archive '_cuda${want}', wheel nvidia-cudnn-cu${want}), or set CUDNN_CUDA_VERSION if the CUDA version asked for is wrong")
  endif()
  set(${out} "cuDNN ${${p}_VERSION} here is for CUDA ${${p}_CUDA}${source} but ${asked}: it would fail to load cuBLAS/cuBLASLt ${want} at run time. ${fix}" PARENT_SCOPE)
endfunction()

# _cudnn_component_refusal(<out> <p>)
# Why <p> lacks a required component ("" when it has them all).
function(_cudnn_component_refusal out p)
  set(${out} "" PARENT_SCOPE)
  string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
  foreach(component IN LISTS CUDNN_FIND_COMPONENTS)
    if(NOT CUDNN_FIND_REQUIRED_${component})
      continue()
    endif()
    _cudnn_expand_component(names error "${component}" ${major})
    if(error)
      set(${out} "${error}" PARENT_SCOPE)
      return()
    endif()
    foreach(name IN LISTS names)
      if(name IN_LIST ${p}_MISSING_COMPONENTS)
        set(${out} "required component '${component}' is missing: ${${p}_${name}_MISSING}. Copy every cudnn_* library from the same archive" PARENT_SCOPE)
        return()
      elseif(NOT name IN_LIST ${p}_COMPONENTS)
        string(REPLACE ";" ", " have "${${p}_COMPONENTS}")
        set(${out} "required component '${component}' does not exist in cuDNN ${${p}_VERSION} (it has: ${have}): ask for one of those, or list '${component}' under OPTIONAL_COMPONENTS" PARENT_SCOPE)
        return()
      endif()
    endforeach()
  endforeach()
endfunction()

# _cudnn_verdict(<out> <p>)
# Why install <p> cannot serve the request, "" when it can: its first problem
# (whatever else is wrong), else the version, the CUDA version, and, once its
# files were read, the components.
function(_cudnn_verdict out p)
  _cudnn_first_item(why ${p}_PROBLEMS)
  if(why STREQUAL "")
    _cudnn_version_refusal(why "${${p}_VERSION}")
  endif()
  if(why STREQUAL "")
    _cudnn_cuda_refusal(why ${p})
  endif()
  if(why STREQUAL "" AND ${p}_STATE STREQUAL "full")
    _cudnn_component_refusal(why ${p})
  endif()
  set(${out} "${why}" PARENT_SCOPE)
endfunction()

# _cudnn_search(<r> <places> [SEARCHED <n>] [ALL] [VISIT <command>])
# Walks the place list <places> (places.cmake).  Each place is inspected as
# far as its verdict needs: an install its first step or its CUDA version
# already refuses is not read further (the refusal is its reason).  After the
# choice, the walk goes on until three more usable installs are named (the
# doctor lists them all, each read in full).
#   SEARCHED <n>  only the first <n> places take part in the choice (the
#                 doctor adds the rest of the machine after them)
#   ALL           every place is read in full and the walk goes to the end
#   VISIT <cmd>   <cmd>(<p> <index> <status> <reason>) is called for every
#                 place, with its facts as <p>_*; <status>: chosen, usable,
#                 rejected, duplicate (<reason>: the index of the first), empty
#                 or not-searched
# Results: <r>_FOUND, the chosen install's facts as <r>_*, <r>_INDEX,
# <r>_REASONS (the failure message's lines), <r>_ALSO (the other usable
# installs, a line each).
function(_cudnn_search r places)
  cmake_parse_arguments(PARSE_ARGV 2 A "ALL" "SEARCHED;VISIT" "")
  list(LENGTH ${places}_PATHS count)
  if(NOT DEFINED A_SEARCHED)
    set(A_SEARCHED ${count})
  endif()
  set(reasons "${${places}_REJECTED}")
  set(also "")
  set(n_also 0)
  set(empty "")
  set(reals "")
  set(chosen -1)
  set(index 0)
  foreach(origin path kind IN ZIP_LISTS ${places}_ORIGINS ${places}_PATHS ${places}_KINDS)
    set(explicit FALSE)
    if(index EQUAL 0 AND ${places}_EXPLICIT)
      set(explicit TRUE)
    endif()
    set(searched TRUE)
    if(NOT index LESS A_SEARCHED)
      set(searched FALSE)
    endif()
    # Each place's facts under a name of its own: nothing of the last one
    # is left in them.
    set(p place${index})
    _cudnn_inspect_install(${p} "${origin}" "${path}" ${kind} ${explicit})
    _cudnn_read_place(${p} ${chosen} "${A_ALL}" reals)
    _cudnn_place_status(status why ${p} ${chosen} ${searched} reals)
    if(status STREQUAL "chosen")
      set(chosen ${index})
      _cudnn_facts_copy(${p} ${r})
    elseif(status STREQUAL "rejected")
      string(APPEND reasons "\n    ${origin}: ${${p}_ROOT}: ${why}")
    elseif(status STREQUAL "empty")
      list(APPEND empty "${${p}_ROOT}")
    elseif(status STREQUAL "usable")
      string(APPEND also "\n    ${origin}: ${${p}_ROOT}: cuDNN ${${p}_VERSION}, also usable")
      math(EXPR n_also "${n_also} + 1")
    elseif(status STREQUAL "duplicate")
      list(FIND reals "${${p}_LIBRARY_REAL}" why)
    endif()
    list(APPEND reals "${${p}_LIBRARY_REAL}")
    if(A_VISIT)
      cmake_language(CALL ${A_VISIT} ${p} ${index} ${status} "${why}")
    endif()
    math(EXPR index "${index} + 1")
    if(n_also EQUAL 3 AND NOT A_ALL AND index LESS count)
      string(APPEND also "\n    (the search stops after three: cmake -P ${_CUDNN_DOCTOR_SCRIPT} lists every install)")
      break()
    endif()
  endforeach()
  _cudnn_search_closing(closing "${empty}" "${reasons}" ${count})
  set(${r}_FOUND FALSE PARENT_SCOPE)
  if(chosen GREATER -1)
    set(${r}_FOUND TRUE PARENT_SCOPE)
    _cudnn_return_facts(${r})
  endif()
  set(${r}_INDEX ${chosen} PARENT_SCOPE)
  set(${r}_REASONS "${reasons}${closing}" PARENT_SCOPE)
  set(${r}_ALSO "${also}" PARENT_SCOPE)
endfunction()

# _cudnn_read_place(<p> <chosen> <all> <seen-var>)
# Reads place <p>, after its first step, as far as its verdict needs.  A
# library met at an earlier place (in the list <seen-var>) is that install
# again: nothing more.  Any other: its main library's files (broken, they are
# its reason, whatever else), and only while it is in the running its CUDA
# version, then its other files (while nothing is chosen, <chosen> -1, a
# problem among them is its reason; after the choice they matter only for
# required components).  Everything with <all>.  (A macro: each step sets the
# facts of <p> in the search's scope.)
macro(_cudnn_read_place p chosen all seen_var)
  if(${p}_STATE STREQUAL "cheap" AND (NOT ${p}_LIBRARY_REAL OR NOT ${p}_LIBRARY_REAL IN_LIST ${seen_var}))
    if(${p}_LIBRARY)
      _cudnn_inspect_main_files(${p})
    endif()
    _cudnn_verdict(_cudnn_why ${p})
    if("${all}" OR _cudnn_why STREQUAL "")
      _cudnn_inspect_cuda(${p})
      _cudnn_verdict(_cudnn_why ${p})
    endif()
    if("${all}" OR (_cudnn_why STREQUAL "" AND (${chosen} EQUAL -1 OR CUDNN_FIND_COMPONENTS)))
      _cudnn_inspect_files(${p})
    endif()
  endif()
endmacro()

# _cudnn_place_status(<out-status> <out-reason> <p> <chosen> <searched> <seen-var>)
# The verdict on place <p> as far as it was read, as a status of _cudnn_search
# and its reason.  A library in the list <seen-var> (the libraries of the
# earlier places) is the same install reached through links: it counts once,
# where first found.
function(_cudnn_place_status out_status out_reason p chosen searched seen_var)
  set(status rejected)
  set(why "")
  if(${p}_LIBRARY_REAL AND ${p}_LIBRARY_REAL IN_LIST ${seen_var})
    set(status duplicate)
  elseif(${p}_STATE MATCHES "^(absent|empty)$")
    _cudnn_first_item(why ${p}_PROBLEMS)
    if(NOT ${p}_EXPLICIT)
      set(status empty)
    endif()
  else()
    _cudnn_verdict(why ${p})
    if(why)
    elseif(chosen EQUAL -1)
      set(status chosen)
    else()
      set(status usable)
    endif()
  endif()
  if(NOT searched AND NOT status STREQUAL "duplicate")
    set(status not-searched)
  endif()
  set(${out_status} ${status} PARENT_SCOPE)
  set(${out_reason} "${why}" PARENT_SCOPE)
endfunction()

# _cudnn_search_closing(<out> <empty> <reasons> <count>)
# The failure message's closing lines: the places that held nothing.
function(_cudnn_search_closing out empty reasons count)
  set(text "")
  if(empty)
    list(LENGTH empty n)
    string(REPLACE ";" ", " empty "${empty}")
    set(other "")
    if(reasons)
      set(other "other ")
    endif()
    string(APPEND text "\n    No cuDNN in the ${other}${n} places searched: ${empty}")
  endif()
  if(count EQUAL 0 AND reasons STREQUAL "")
    string(APPEND text "\n    No place to search: set CUDNN_ROOT to the folder that holds include/ and lib/")
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()
