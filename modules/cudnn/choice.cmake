# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# The chosen install after the search: reported (status lines), remembered
# in the artifacts CUDNN_INCLUDE_DIR and CUDNN_LIBRARY, cached per input
# signature so that a re-configure with the same inputs does not search
# again, and explained to FPHSA when there is none.

include_guard(GLOBAL)

# The choice is kept per input signature, as a file of set() commands under
# CMakeFiles/cudnn/ with its MD5 and the chosen files' times in the cache
# (_CUDNN_CHOICE_<signature>, _CUDNN_CHOICE_STAMP_<signature>): two calls with
# other inputs (sibling directories asking for other versions or components)
# each keep theirs, and a file that is not the one written is not read.
function(_cudnn_choice_file out signature)
  set(${out} "${CMAKE_BINARY_DIR}/CMakeFiles/cudnn/choice-${signature}.cmake" PARENT_SCOPE)
endfunction()

# _cudnn_cached_choice(<out-cached> <p> <signature>)
# The install chosen last time for <signature>, as the facts <p>_*, while the
# files it rests on are unchanged (their times).
function(_cudnn_cached_choice out_cached p signature)
  set(${out_cached} FALSE PARENT_SCOPE)
  _cudnn_choice_file(file ${signature})
  if(NOT _CUDNN_CHOICE_${signature} OR NOT EXISTS "${file}")
    return()
  endif()
  file(MD5 "${file}" md5)
  if(NOT md5 STREQUAL _CUDNN_CHOICE_${signature})
    return()
  endif()
  _cudnn_facts_clear(${p})
  include("${file}")
  _cudnn_choice_stamp(stamp ${p})
  if(stamp STREQUAL "${_CUDNN_CHOICE_STAMP_${signature}}")
    set(${out_cached} TRUE PARENT_SCOPE)
    set(${p}_FOUND TRUE PARENT_SCOPE)
    _cudnn_return_facts(${p})
  endif()
endfunction()

# _cudnn_cache_choice(<signature> <p>) / _cudnn_forget_choice(<signature>)
function(_cudnn_cache_choice signature p)
  _cudnn_facts_to_cmake(text ${p})
  _cudnn_choice_file(file ${signature})
  file(WRITE "${file}" "${text}")
  file(MD5 "${file}" md5)
  _cudnn_choice_stamp(stamp ${p})
  set(_CUDNN_CHOICE_${signature} "${md5}" CACHE INTERNAL "MD5 of the file that keeps the cuDNN install chosen for these inputs")
  set(_CUDNN_CHOICE_STAMP_${signature} "${stamp}" CACHE INTERNAL "Times of the chosen cuDNN files")
endfunction()

function(_cudnn_forget_choice signature)
  unset(_CUDNN_CHOICE_${signature} CACHE)
  unset(_CUDNN_CHOICE_STAMP_${signature} CACHE)
  _cudnn_choice_file(file ${signature})
  file(REMOVE "${file}")
endfunction()

# _cudnn_forget_set_artifacts(): the inputs changed, so the artifacts the
# module cached itself (not the user's) are stale.
function(_cudnn_forget_set_artifacts)
  foreach(name CUDNN_INCLUDE_DIR CUDNN_LIBRARY)
    if(${name} STREQUAL "${_CUDNN_SET_${name}}")
      unset(${name} CACHE)
    endif()
  endforeach()
endfunction()

# _cudnn_set_artifacts(<p>)
# CUDNN_INCLUDE_DIR and CUDNN_LIBRARY as cache entries, unless the user set
# them, and the values the module set remembered (a value that differs is the
# user's).  In the caller's scope both are the chosen install's: FPHSA reports
# those, not the user's text (a folder given for CUDNN_LIBRARY is resolved to
# the file in it).
function(_cudnn_set_artifacts p)
  if(NOT _CUDNN_USER_INCLUDE_DIR)
    set(CUDNN_INCLUDE_DIR "${${p}_INCLUDE_DIR}" CACHE PATH "cuDNN include directory" FORCE)
    set(_CUDNN_SET_CUDNN_INCLUDE_DIR "${${p}_INCLUDE_DIR}" CACHE INTERNAL "CUDNN_INCLUDE_DIR as FindCUDNN set it")
  endif()
  if(NOT _CUDNN_USER_LIBRARY)
    set(CUDNN_LIBRARY "${${p}_LIBRARY}" CACHE FILEPATH "cuDNN library" FORCE)
    set(_CUDNN_SET_CUDNN_LIBRARY "${${p}_LIBRARY}" CACHE INTERNAL "CUDNN_LIBRARY as FindCUDNN set it")
  endif()
  # PyTorch's names, which the module sets as results, are not the user's next time.
  set(_CUDNN_SET_CUDNN_INCLUDE_PATH "${${p}_INCLUDE_DIR}" CACHE INTERNAL "")
  set(_CUDNN_SET_CUDNN_LIBRARY_PATH "${${p}_LIBRARY}" CACHE INTERNAL "")
  set(CUDNN_INCLUDE_DIR "${${p}_INCLUDE_DIR}" PARENT_SCOPE)
  set(CUDNN_LIBRARY "${${p}_LIBRARY}" PARENT_SCOPE)
endfunction()

# _cudnn_report_choice(<p> <also>)
# The choice line, the install's notes and the other usable installs; a
# warning for each sub-library missing from it (also under QUIET in strict
# mode: the main library loads all of them by name at run time).
function(_cudnn_report_choice p also)
  foreach(name IN LISTS ${p}_MISSING_COMPONENTS)
    _cudnn_warning(
      "cuDNN sub-library '${name}' is missing from the chosen install:\n"
      "  ${${p}_${name}_MISSING}\n"
      "  cuDNN loads it by name at run time and fails with CUDNN_STATUS_SUBLIBRARY_LOADING_FAILED.\n"
      "  Fix: copy every cudnn_* library from the same cuDNN archive into the same folder.")
  endforeach()
  if(CUDNN_FIND_QUIETLY)
    return()
  endif()
  set(cuda "")
  if(${p}_CUDA)
    set(cuda ", for CUDA ${${p}_CUDA}")
    if(${p}_CUDA_SOURCE)
      string(APPEND cuda " by ${${p}_CUDA_SOURCE}")
    endif()
  endif()
  set(first "")
  if(_CUDNN_PYTHON_FIRST AND ${p}_KIND MATCHES "^(python|conda)$")
    set(first "; Python environments searched first: ${_CUDNN_PYTHON_FIRST}")
  endif()
  message(STATUS "cuDNN ${${p}_VERSION} chosen: ${${p}_ROOT} (${${p}_ORIGIN}; ${${p}_LAYOUT}${cuda}${first})")
  foreach(note IN LISTS ${p}_NOTES)
    message(STATUS "cuDNN note: ${note}")
  endforeach()
  if(also)
    message(STATUS "cuDNN: other usable installs, not chosen:${also}")
  endif()
endfunction()

# _cudnn_fphsa_escape(<out> <text>): FPHSA parses its arguments as a list,
# twice over: a ';' (from a path) reaches its message only escaped for both.
function(_cudnn_fphsa_escape out text)
  string(REPLACE ";" "\\\\;" text "${text}")
  set(${out} "${text}" PARENT_SCOPE)
endfunction()

# _cudnn_failure_text(<out> <reasons>): FPHSA's REASON_FAILURE_MESSAGE, with
# where every reason is explained.
function(_cudnn_failure_text out reasons)
  if(reasons)
    _cudnn_troubleshooting(doc)
    string(APPEND reasons "\n    Each reason, its cause and its fix: ${doc}")
  endif()
  _cudnn_fphsa_escape(reasons "${reasons}")
  set(${out} "${reasons}" PARENT_SCOPE)
endfunction()

# _cudnn_facts_unset(<p>): the facts of <p>, and what the search left beside them, gone.
function(_cudnn_facts_unset p)
  foreach(name IN LISTS ${p}_COMPONENTS ${p}_MISSING_COMPONENTS)
    foreach(suffix LIBRARY RUNTIME MISSING)
      unset(${p}_${name}_${suffix} PARENT_SCOPE)
    endforeach()
  endforeach()
  foreach(fact IN LISTS _CUDNN_FACTS ITEMS FOUND INDEX REASONS ALSO)
    unset(${p}_${fact} PARENT_SCOPE)
  endforeach()
endfunction()
