# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# Messages.  Every warning of the module goes through one function, so that one switch,
# CUDNN_STRICT, can turn all of them into a failure of
# find_package(CUDNN ... REQUIRED): a CI job wants a shadowing copy, a
# missing sub-library or a stale DLL to stop the build, not to scroll by.
#
#   _cudnn_warning(<text>...)   the text, as message(WARNING) takes it
#
# Without strict mode it is message(WARNING), unless the find is QUIET.
# Strict mode is on when CUDNN_STRICT is true and find_package(CUDNN) is
# REQUIRED.  Then, while find_package(CUDNN) runs, the text is collected
# instead of printed, and FindCUDNN fails through FPHSA with every collected
# text as the reason (_cudnn_strict_failures).  After it (a check run by
# cudnn_copy_runtime_dlls) the warning is a FATAL_ERROR on the spot.

include_guard(GLOBAL)

# <out>: where every message is explained: docs/ beside modules/, in the
# source tree and in an installed package (share/cudnn-cmake/docs).
function(_cudnn_troubleshooting out)
  get_filename_component(doc "${CMAKE_CURRENT_FUNCTION_LIST_DIR}/../../docs/troubleshooting.md" ABSOLUTE)
  if(NOT EXISTS "${doc}")
    set(doc "docs/troubleshooting.md of cudnn-cmake")
  endif()
  set(${out} "${doc}" PARENT_SCOPE)
endfunction()

# Called by FindCUDNN before its first check: decides whether this find is
# strict (and remembers it for the helpers called after the find), and starts
# a fresh collection.
function(_cudnn_strict_begin)
  if(CUDNN_STRICT AND CUDNN_FIND_REQUIRED)
    set(strict ON)
  else()
    set(strict OFF)
  endif()
  set_property(GLOBAL PROPERTY _CUDNN_STRICT "${strict}")
  set_property(GLOBAL PROPERTY _CUDNN_STRICT_COLLECTING "${strict}")
  set_property(GLOBAL PROPERTY _CUDNN_STRICT_WARNINGS "")
endfunction()

# <out>: whether warnings are failures now.
function(_cudnn_strict_enabled out)
  get_property(strict GLOBAL PROPERTY _CUDNN_STRICT)
  if(strict)
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()

function(_cudnn_warning)
  # ARGV<n>, not ARGN: a ';' in a text (a path, a sentence) must survive.
  set(text "")
  math(EXPR last "${ARGC} - 1")
  foreach(i RANGE ${last})
    string(APPEND text "${ARGV${i}}")
  endforeach()
  get_property(strict GLOBAL PROPERTY _CUDNN_STRICT)
  if(NOT strict)
    if(NOT CUDNN_FIND_QUIETLY)
      _cudnn_troubleshooting(doc)
      message(WARNING "${text}\n  (Explained in ${doc}.)")
    endif()
    return()
  endif()
  get_property(collecting GLOBAL PROPERTY _CUDNN_STRICT_COLLECTING)
  if(collecting)
    # A text of several paragraphs stays one entry: ';' is kept apart.
    string(REPLACE ";" "," text "${text}")
    set_property(GLOBAL APPEND PROPERTY _CUDNN_STRICT_WARNINGS "${text}")
  else()
    _cudnn_troubleshooting(doc)
    message(FATAL_ERROR "${text}\n"
      "  CUDNN_STRICT is ON, so this warning is an error (see ${doc}, \"Strict mode\").")
  endif()
endfunction()

# Ends the collection.  <out>: the reason FPHSA gives, "" when nothing was
# collected.  Each text is indented under one header line.
function(_cudnn_strict_failures out)
  get_property(texts GLOBAL PROPERTY _CUDNN_STRICT_WARNINGS)
  set_property(GLOBAL PROPERTY _CUDNN_STRICT_COLLECTING OFF)
  set_property(GLOBAL PROPERTY _CUDNN_STRICT_WARNINGS "")
  if(NOT texts)
    set(${out} "" PARENT_SCOPE)
    return()
  endif()
  _cudnn_troubleshooting(doc)
  set(reason "CUDNN_STRICT is ON: every warning of FindCUDNN fails a REQUIRED find (see ${doc}, \"Strict mode\").  It warned:")
  foreach(text IN LISTS texts)
    string(REPLACE "\n" "\n    " text "${text}")
    string(APPEND reason "\n  - ${text}")
  endforeach()
  set(${out} "${reason}" PARENT_SCOPE)
endfunction()

# _cudnn_indent(<out> <text> <indent>)
# Multi-line text indented, blank lines dropped: CMake prints indented lines of
# a message as they are, instead of re-wrapping them.
function(_cudnn_indent out text indent)
  string(REGEX REPLACE "\n[ \t]*(\n[ \t]*)+" "\n" text "${text}")
  string(REGEX REPLACE "^\n+|\n+$" "" text "${text}")
  string(REPLACE "\n" "\n${indent}" text "${text}")
  set(${out} "${indent}${text}" PARENT_SCOPE)
endfunction()
