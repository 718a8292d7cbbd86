# Included by a route's consumer after its find_package: writes what the
# find gave (variables, targets and their properties, helper commands) to
# ${CMAKE_BINARY_DIR}/dump.txt, so that the routes can be compared line by line.
# NAME: the spelling the consumer used.
# <Name>_FOUND as true or false: in config mode find_package itself sets it
# to 1 after the config file (FPHSA's TRUE) has run.
set(_dump "")
foreach(_var IN ITEMS ${NAME}_FOUND CUDNN_FOUND)
  if(${_var})
    string(APPEND _dump "${_var} is true\n")
  else()
    string(APPEND _dump "${_var} is false ('${${_var}}')\n")
  endif()
endforeach()
string(APPEND _dump "${NAME}_VERSION=${${NAME}_VERSION}\n")
foreach(_var IN ITEMS CUDNN_VERSION CUDNN_VERSION_MAJOR CUDNN_VERSION_MINOR
        CUDNN_VERSION_PATCH CUDNN_INCLUDE_DIRS CUDNN_LIBRARIES CUDNN_RUNTIME_LIBRARIES
        CUDNN_RUNTIME_LIBRARY_DIRS CUDNN_cnn_FOUND CUDNN_cnn_LIBRARY CUDNN_ops_FOUND
        CUDNN_INCLUDE_DIR CUDNN_LIBRARY CUDNN_INCLUDE_PATH CUDNN_LIBRARY_PATH
        CUDNN_MAJOR_VERSION CUDNN_MINOR_VERSION CUDNN_PATCH_VERSION CUDNN_PROBE_RESULT
        CUDNN_FIND_COMPONENTS CUDNN_FIND_REQUIRED CUDNN_FIND_VERSION)
  string(APPEND _dump "${_var}=${${_var}}\n")
endforeach()
# (The IMPORTED_TARGETS directory property needs CMake 3.21: ask by name.)
set(_targets "")
foreach(_target IN ITEMS CUDNN::cudnn CUDNN::cudnn_all CuDNN::CuDNN CUDNN::zlibwapi
        CUDNN::cudnn_graph CUDNN::cudnn_ops CUDNN::cudnn_cnn CUDNN::cudnn_adv
        CUDNN::cudnn_engines_precompiled CUDNN::cudnn_engines_runtime_compiled
        CUDNN::cudnn_heuristic)
  if(TARGET ${_target})
    list(APPEND _targets ${_target})
  endif()
endforeach()
string(APPEND _dump "imported targets: ${_targets}\n")
foreach(_target IN LISTS _targets)
  foreach(_prop IN ITEMS TYPE IMPORTED_LOCATION IMPORTED_SONAME INTERFACE_INCLUDE_DIRECTORIES
          INTERFACE_SYSTEM_INCLUDE_DIRECTORIES INTERFACE_LINK_LIBRARIES ALIASED_TARGET)
    get_target_property(_value ${_target} ${_prop})
    string(APPEND _dump "${_target} ${_prop}=${_value}\n")
  endforeach()
endforeach()
foreach(_command IN ITEMS cudnn_copy_runtime_dlls cudnn_install_runtime_dlls)
  if(COMMAND ${_command})
    string(APPEND _dump "command ${_command}\n")
  endif()
endforeach()
file(WRITE "${CMAKE_BINARY_DIR}/dump.txt" "${_dump}")
