# Distributed under the OSI-approved BSD 3-Clause License.
#
# find_package(<spelling>) for the other spellings projects use for cuDNN
# (CuDNN: Caffe2 and others; cuDNN: nnabla, oneDNN and others), and for the
# config package: runs FindCUDNN.cmake, the one implementation, as if
# find_package(CUDNN) had been called with the same arguments.
#
# Included (not called) by spellings/FindCuDNN.cmake, spellings/FindcuDNN.cmake,
# CUDNNConfig.cmake, and by FindCUDNN.cmake itself when a case-insensitive
# file system had find_package(CuDNN) load it:
# the results must land in the caller's scope.  The spelling is
# CMAKE_FIND_PACKAGE_NAME.  Every <spelling>_FIND_* variable find_package set
# (REQUIRED, QUIETLY, VERSION*, VERSION_RANGE*, COMPONENTS, REQUIRED_<c>) is
# passed on as CUDNN_FIND_*, and taken back afterwards; the results are
# FindCUDNN's (CUDNN_*, the CUDNN:: targets), plus <spelling>_FOUND and
# <spelling>_VERSION, which find_package itself reads.

if(CMAKE_FIND_PACKAGE_NAME STREQUAL "CUDNN" OR NOT CMAKE_FIND_PACKAGE_NAME)
  include("${CMAKE_CURRENT_LIST_DIR}/../FindCUDNN.cmake")
  return()
endif()

set(_cudnn_spelling "${CMAKE_FIND_PACKAGE_NAME}")
get_cmake_property(_cudnn_forwarded VARIABLES)
list(FILTER _cudnn_forwarded INCLUDE REGEX "^${_cudnn_spelling}_FIND_")
list(TRANSFORM _cudnn_forwarded REPLACE "^${_cudnn_spelling}_FIND_" "")
foreach(_cudnn_var IN LISTS _cudnn_forwarded)
  set(CUDNN_FIND_${_cudnn_var} "${${_cudnn_spelling}_FIND_${_cudnn_var}}")
endforeach()
# FPHSA reports under the name CUDNN, on purpose.
set(FPHSA_NAME_MISMATCHED TRUE)
set(_CUDNN_FORWARDING TRUE)
include("${CMAKE_CURRENT_LIST_DIR}/../FindCUDNN.cmake")
unset(_CUDNN_FORWARDING)
unset(FPHSA_NAME_MISMATCHED)
foreach(_cudnn_var IN LISTS _cudnn_forwarded)
  unset(CUDNN_FIND_${_cudnn_var})
endforeach()
set(${_cudnn_spelling}_FOUND "${CUDNN_FOUND}")
if(CUDNN_FOUND)
  set(${_cudnn_spelling}_VERSION "${CUDNN_VERSION}")
endif()
unset(_cudnn_var)
unset(_cudnn_forwarded)
unset(_cudnn_spelling)
