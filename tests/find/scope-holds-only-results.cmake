# After find_package(CUDNN), found or not, the caller's scope holds the
# documented results and nothing else: every variable it adds is named in
# FindCUDNN.cmake's doc block (Result Variables, Cache Variables, Probe), no
# other variable it had changes, and the only cache entries a user sees are the two
# artifacts (the rest are INTERNAL).
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 8.9.7)
set(CUDNN_ROOT "${FX}/cudnn")

# The documented names, as patterns (<component> stands for any name).
file(READ "${SRC}/modules/FindCUDNN.cmake" _doc)
string(REGEX REPLACE ".*\nResult Variables\n" "" _doc "${_doc}")
string(REGEX REPLACE "\nRuntime Libraries\n.*" "" _doc "${_doc}")
string(REGEX MATCHALL "``CUDNN_[A-Za-z0-9_<>]+``" _documented "${_doc}")
list(TRANSFORM _documented REPLACE "``" "")
list(TRANSFORM _documented REPLACE "<[a-z]+>" "[A-Za-z0-9_]+")
list(REMOVE_DUPLICATES _documented)
cudnn_assert_matches(_documented "CUDNN_VERSION_MAJOR;.*CUDNN_WORKS")

# Taken as macros at the call site: a function call would itself add ARGV &
# co. and change CMAKE_CURRENT_FUNCTION. CMAKE_{WARN,ERROR}_DEPRECATED are left
# out: CMake 4.4 warns when they are read (CMP0218), and the module sets neither.
macro(scope_snapshot)
  get_cmake_property(_scope_before VARIABLES)
  list(FILTER _scope_before EXCLUDE REGEX "^CMAKE_(WARN|ERROR)_DEPRECATED$")
  foreach(_scope_name IN LISTS _scope_before)
    set("_scope_value_${_scope_name}" "${${_scope_name}}")
  endforeach()
endmacro()

macro(scope_check label added)
  get_cmake_property(_scope_after VARIABLES)
  set(_scope_changed "")
  foreach(_scope_name IN LISTS _scope_before)
    if(NOT "${${_scope_name}}" STREQUAL "${_scope_value_${_scope_name}}")
      list(APPEND _scope_changed "${_scope_name}")
    endif()
  endforeach()
  list(REMOVE_ITEM _scope_after ${_scope_before} _scope_before)
  list(FILTER _scope_after EXCLUDE REGEX "^(_scope_|CMAKE_(WARN|ERROR)_DEPRECATED$)")
  scope_judge("${label}" "${added}" "${_scope_after}" "${_scope_changed}")
endmacro()

# scope_judge(<label> <regex the added names must match> <added> <changed>)
function(scope_judge label must added changed)
  cudnn_assert_matches(added "${must}")
  # CMAKE_PARENT_LIST_FILE is find_package()'s own doing (it includes the module).
  list(FILTER changed EXCLUDE REGEX "^(_scope_.*|CMAKE_PARENT_LIST_FILE)$")
  foreach(name IN LISTS changed added)
    get_property(type CACHE "${name}" PROPERTY TYPE)
    set(known FALSE)
    foreach(pattern IN LISTS _documented)
      if(name MATCHES "^${pattern}$")
        set(known TRUE)
      endif()
    endforeach()
    if(name IN_LIST changed AND NOT known)
      message(SEND_ERROR "${label}: find_package(CUDNN) changed ${name}, which the doc block does not name")
    elseif(name IN_LIST changed)
    elseif(type STREQUAL "INTERNAL" AND name MATCHES "^(_CUDNN_|FIND_PACKAGE_MESSAGE_DETAILS_CUDNN$)")
    elseif(type AND NOT name MATCHES "^CUDNN_(INCLUDE_DIR|LIBRARY)$")
      message(SEND_ERROR "${label}: find_package(CUDNN) left the cache entry ${name} (${type})")
    elseif(NOT known)
      message(SEND_ERROR "${label}: find_package(CUDNN) left ${name} = '${${name}}', which the doc block does not name")
    endif()
  endforeach()
endfunction()

# Found, with components (cnn stands for cnn_infer and cnn_train on cuDNN 8).
scope_snapshot()
find_package(CUDNN 8 REQUIRED COMPONENTS cnn OPTIONAL_COMPONENTS adv_train)
cudnn_assert_equal(CUDNN_FOUND TRUE)
scope_check("found" "CUDNN_VERSION_MAJOR;.*CUDNN_cnn_infer_LIBRARY")

# Refused: an unknown component (not REQUIRED, so the configure goes on).
scope_snapshot()
find_package(CUDNN 8 QUIET COMPONENTS warp_drive)
cudnn_assert_equal(CUDNN_FOUND FALSE)
scope_check("refused" "CUDNN_warp_drive_FOUND")
