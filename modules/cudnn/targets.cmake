# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# The imported targets of the chosen install, made after FPHSA said it is
# found: CUDNN::cudnn (which also carries, as properties, what the deploy
# functions need in any directory), CUDNN::cudnn_<component>,
# CUDNN::cudnn_all, vcpkg's CuDNN::CuDNN and, on Windows, CUDNN::zlibwapi.

include_guard(GLOBAL)

# _cudnn_add_imported(<target> <ctx> <library> <runtime> <soname>)
# One imported shared library for a link file and its run-time file (static
# cuDNN has none: _cudnn_create_targets links its archives).
function(_cudnn_add_imported target ctx library runtime soname)
  if(${ctx}_PLATFORM STREQUAL "windows" AND runtime)
    # SHARED with the DLL as location: $<TARGET_RUNTIME_DLLS> and
    # install(RUNTIME_DEPENDENCY_SET) see it.
    add_library(${target} SHARED IMPORTED)
    set_target_properties(${target} PROPERTIES IMPORTED_IMPLIB "${library}")
    set(library "${runtime}")
  elseif(${ctx}_PLATFORM STREQUAL "windows")
    add_library(${target} UNKNOWN IMPORTED)
  else()
    # The path as found (/usr/local/cuda/lib64/libcudnn.so), not its real
    # file: the link line and the RUNPATH CMake derives from it then name the
    # folder the user chose, which survives toolkit upgrades.
    add_library(${target} SHARED IMPORTED)
    if(soname)
      set_target_properties(${target} PROPERTIES IMPORTED_SONAME "${soname}")
    endif()
  endif()
  set_target_properties(${target} PROPERTIES IMPORTED_LOCATION "${library}")
endfunction()

# _cudnn_main_link_items(<out> <libraries>)
# What CUDNN::cudnn links besides its own file.  Static cuDNN (Linux): the
# archives (<libraries>, CUDNN_LIBRARIES: _cudnn_static_set's), whole, because
# the engines register themselves through static initialisers that a plain
# archive link would drop; then what they need from CUDA, in NVIDIA's order
# (cuBLASLt, NVRTC, its builtins, the PTX compiler, the runtime), and the system.  Shared: the CUDA runtime (cuDNN's
# headers include <cuda_runtime_api.h>), the one CMAKE_CUDA_RUNTIME_LIBRARY
# names (Static is CMake's default once CUDA is enabled; None: the project
# links it itself), FindCUDAToolkit's target, if it made one.
function(_cudnn_main_link_items out libraries)
  _cudnn_cudart_kind(kind)
  set(link CUDA::cudart)
  if(CUDNN_USE_STATIC_LIBS)
    string(REPLACE ";" "," joined "${libraries}")
    set(link "$<LINK_LIBRARY:WHOLE_ARCHIVE,${joined}>" CUDA::cublasLt_static CUDA::nvrtc_static
             CUDA::nvrtc_builtins_static CUDA::nvptxcompiler_static CUDA::cudart_static)
  elseif(kind STREQUAL "STATIC")
    set(link CUDA::cudart_static)
  elseif(kind STREQUAL "NONE")
    set(link "")
  endif()
  set(items "")
  foreach(item IN LISTS link)
    if(TARGET ${item} OR NOT item MATCHES "^CUDA::")
      list(APPEND items "${item}")
    endif()
  endforeach()
  if(CUDNN_USE_STATIC_LIBS)
    list(APPEND items ${CMAKE_DL_LIBS} z pthread rt m stdc++)
  endif()
  set(${out} "${items}" PARENT_SCOPE)
endfunction()

# _cudnn_cudart_kind(<out>): the CUDA runtime CUDNN::cudnn brings: SHARED
# (CUDA::cudart), STATIC (CMake's default once CUDA is enabled, or
# CMAKE_CUDA_RUNTIME_LIBRARY) or NONE (the project links it itself).
function(_cudnn_cudart_kind out)
  get_property(languages GLOBAL PROPERTY ENABLED_LANGUAGES)
  string(TOUPPER "${CMAKE_CUDA_RUNTIME_LIBRARY}" kind)
  if(kind STREQUAL "" AND "CUDA" IN_LIST languages)
    set(kind STATIC)
  elseif(NOT kind MATCHES "^(STATIC|NONE)$")
    set(kind SHARED)
  endif()
  set(${out} "${kind}" PARENT_SCOPE)
endfunction()

# _cudnn_create_targets(<p> <ctx> <include-dirs> <libraries> <zlibwapi> <runtime-files> <k>)
# CUDNN::cudnn, CUDNN::cudnn_<component>, CUDNN::cudnn_all, vcpkg's
# CuDNN::CuDNN, and on Windows the run-time dependencies.  CUDNN::cudnn also
# carries what the deploy functions need in any directory (deploy.cmake):
# CUDNN_RUNTIME_LIBRARIES, CUDNN_RUNTIME_DIR, CUDNN_PLATFORM, CUDNN_VERSION,
# CUDNN_STRICT, and of the CUDA libraries cuDNN loads (<k>, _cudnn_check's):
# CUDNN_CUDA_RUNTIME_LIBRARIES, _MISSING, _DIRS, CUDNN_CUDA_MAJOR and
# CUDNN_LICENSE_FILES.  A second find_package(CUDNN) in the same directory
# keeps the first call's targets, as CMake's own modules do.
function(_cudnn_create_targets p ctx include_dirs libraries zlibwapi runtime_files k)
  if(TARGET CUDNN::cudnn)
    return()
  elseif(CUDNN_USE_STATIC_LIBS)
    add_library(CUDNN::cudnn INTERFACE IMPORTED)
  else()
    _cudnn_add_imported(CUDNN::cudnn ${ctx} "${${p}_LIBRARY}" "${${p}_RUNTIME}" "${${p}_SONAME}")
  endif()
  _cudnn_main_link_items(link "${libraries}")
  # Imported targets' include folders are SYSTEM already: said for readers
  # and for NO_SYSTEM_FROM_IMPORTED users.
  set_target_properties(CUDNN::cudnn PROPERTIES INTERFACE_LINK_LIBRARIES "${link}"
    INTERFACE_INCLUDE_DIRECTORIES "${include_dirs}" INTERFACE_SYSTEM_INCLUDE_DIRECTORIES "${include_dirs}"
    CUDNN_RUNTIME_LIBRARIES "${runtime_files}" CUDNN_RUNTIME_DIR "${${p}_RUNTIME_DIR}"
    CUDNN_PLATFORM ${${ctx}_PLATFORM} CUDNN_VERSION "${${p}_VERSION}" CUDNN_STRICT "${${ctx}_STRICT}"
    CUDNN_CUDA_RUNTIME_LIBRARIES "${${k}_FILES}" CUDNN_CUDA_RUNTIME_MISSING "${${k}_MISSING}"
    CUDNN_CUDA_RUNTIME_DIRS "${${k}_DIRS}" CUDNN_CUDA_MAJOR "${${k}_CUDA}" CUDNN_LICENSE_FILES "${${k}_LICENSES}")
  add_library(CUDNN::cudnn_all INTERFACE IMPORTED)
  set_property(TARGET CUDNN::cudnn_all PROPERTY INTERFACE_LINK_LIBRARIES CUDNN::cudnn)
  set(dependencies "")
  foreach(name IN LISTS ${p}_COMPONENTS)
    if(NOT CUDNN_USE_STATIC_LIBS)
      _cudnn_add_imported(CUDNN::cudnn_${name} ${ctx} "${${p}_${name}_LIBRARY}" "${${p}_${name}_RUNTIME}" "")
      set_property(TARGET CUDNN::cudnn_${name} APPEND PROPERTY INTERFACE_LINK_LIBRARIES CUDNN::cudnn)
      set_property(TARGET CUDNN::cudnn_all APPEND PROPERTY INTERFACE_LINK_LIBRARIES CUDNN::cudnn_${name})
    endif()
    if(${p}_${name}_RUNTIME)
      list(APPEND dependencies CUDNN::cudnn_${name})
    endif()
  endforeach()
  # On cuDNN 8 the version-neutral names stand for both halves.
  foreach(name ops cnn adv)
    if(TARGET CUDNN::cudnn_${name}_infer AND TARGET CUDNN::cudnn_${name}_train AND NOT TARGET CUDNN::cudnn_${name})
      add_library(CUDNN::cudnn_${name} INTERFACE IMPORTED)
      set_property(TARGET CUDNN::cudnn_${name} PROPERTY INTERFACE_LINK_LIBRARIES
        CUDNN::cudnn_${name}_infer CUDNN::cudnn_${name}_train)
    endif()
  endforeach()
  if(NOT TARGET CuDNN::CuDNN)
    add_library(CuDNN::CuDNN INTERFACE IMPORTED)
    set_property(TARGET CuDNN::CuDNN PROPERTY INTERFACE_LINK_LIBRARIES CUDNN::cudnn)
  endif()
  # Windows: what the main DLL loads by name (its sub-libraries, zlibwapi.dll)
  # as run-time dependencies of CUDNN::cudnn, so that $<TARGET_RUNTIME_DLLS>
  # lists them.  CMake counts a shared dependency as a run-time DLL but never
  # puts it on a Windows link line, so nothing extra is linked, and
  # CUDNN::zlibwapi, which has no import library, can be one.
  get_target_property(type CUDNN::cudnn TYPE)
  if(${ctx}_PLATFORM STREQUAL "windows" AND type STREQUAL "SHARED_LIBRARY")
    if(zlibwapi)
      add_library(CUDNN::zlibwapi SHARED IMPORTED)
      set_target_properties(CUDNN::zlibwapi PROPERTIES IMPORTED_LOCATION "${zlibwapi}")
      list(APPEND dependencies CUDNN::zlibwapi)
    endif()
    set_property(TARGET CUDNN::cudnn PROPERTY IMPORTED_LINK_DEPENDENT_LIBRARIES "${dependencies}")
  endif()
endfunction()
