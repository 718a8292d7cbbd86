# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# The CUDA version an install is built for (_cudnn_install_cuda), from, in
# order: a wheel's package name, a Debian package's name, the version files of
# a root that is itself a CUDA toolkit, a folder or archive name.  (NVIDIA's
# cuDNN 9 installer says it by its per-CUDA sub-folder: install.cmake.)  And
# why an install's CUDA is not the one asked for, with the fix.

include_guard(GLOBAL)

# _cudnn_cuda_of_toolkit(<out> <out-source> <base>)
# The CUDA version of a folder that is itself a CUDA toolkit (a CUDA root with
# cuDNN copied in, a conda prefix with CUDA): its version.json (11.1+),
# version.txt (older), include/cuda.h (CUDA_VERSION) or
# include/cuda_runtime_api.h (CUDART_VERSION).  "" when it is no toolkit.
function(_cudnn_cuda_of_toolkit out out_source base)
  set(version "")
  set(source "")
  foreach(name IN ITEMS version.json version.txt)
    set(file "${base}/${name}")
    if(version STREQUAL "" AND EXISTS "${file}" AND NOT IS_DIRECTORY "${file}")
      file(READ "${file}" text LIMIT 65536)
      if(name STREQUAL "version.json") # its cuda.version, as version.txt would say it
        string(JSON text ERROR_VARIABLE error GET "${text}" cuda version)
        set(text "CUDA Version ${text}") # (not a number when there is none: <path>-NOTFOUND)
      endif()
      if(text MATCHES "CUDA Version ([0-9]+\\.[0-9]+)")
        set(version "${CMAKE_MATCH_1}")
        set(source "${file}")
      endif()
    endif()
  endforeach()
  set(headers cuda.h cuda_runtime_api.h)
  set(macros CUDA_VERSION CUDART_VERSION)
  foreach(header macro IN ZIP_LISTS headers macros)
    set(file "${base}/include/${header}")
    if(version STREQUAL "" AND EXISTS "${file}" AND NOT IS_DIRECTORY "${file}")
      _cudnn_header_macros(text "${file}" "${macro}[ \t]+[0-9]+" "${macro}")
      if(text MATCHES "${macro}[ \t]+([0-9]+)")
        math(EXPR major "${CMAKE_MATCH_1} / 1000")
        math(EXPR minor "(${CMAKE_MATCH_1} % 1000) / 10")
        set(version "${major}.${minor}")
        set(source "${file} (${macro} ${CMAKE_MATCH_1})")
      endif()
    endif()
  endforeach()
  set(${out} "${version}" PARENT_SCOPE)
  set(${out_source} "${source}" PARENT_SCOPE)
endfunction()

# _cudnn_cuda_of_package(<out> <out-source> <major> <root> <base> <wheel>)
# The CUDA major a package's name says: "12" from the nvidia_cudnn_cu12-*.dist-info
# beside a wheel's nvidia/cudnn (nvidia_cudnn_jit_cu12-* beside nvidia/cudnn_jit) (<wheel> true; the last one if there are
# several), or from the Debian/Ubuntu package that installed cuDNN <major>
# under a /usr-like <base> (share/doc/libcudnn9-cuda-12; container images
# often drop share/doc, dpkg's own list stays), when one CUDA major's package
# is there.
function(_cudnn_cuda_of_package out out_source major root base wheel)
  if(wheel)
    get_filename_component(name "${root}" NAME) # cudnn or cudnn_jit
    _cudnn_glob(names "${root}/../.." "nvidia_${name}_cu*.dist-info") # in site-packages
    set(regex "^nvidia_${name}_cu([0-9]+)-")
  else()
    _cudnn_glob(names "${base}/share/doc" "libcudnn${major}-cuda-*")
    if(NOT names AND base STREQUAL "/usr")
      _cudnn_glob(names "/var/lib/dpkg/info" "libcudnn${major}-cuda-*.list")
      list(TRANSFORM names REPLACE "(:[a-z0-9]+)?\\.list$" "")
    endif()
    set(regex "^libcudnn${major}-cuda-([0-9]+)$")
  endif()
  list(FILTER names INCLUDE REGEX "${regex}")
  list(REMOVE_DUPLICATES names)
  list(LENGTH names n)
  set(cuda "")
  set(source "")
  if(n EQUAL 1 OR (wheel AND n GREATER 0))
    list(GET names -1 name)
    string(REGEX MATCH "${regex}" cuda "${name}")
    set(cuda "${CMAKE_MATCH_1}")
    set(source "its package ${name}")
  endif()
  set(${out} "${cuda}" PARENT_SCOPE)
  set(${out_source} "${source}" PARENT_SCOPE)
endfunction()

# _cudnn_install_cuda(<p> <ctx>)
# <p>_CUDA and <p>_CUDA_SOURCE: the CUDA version the install is built for and
# what says so; "" when nothing does.  In order: a wheel's or a Debian
# package's name (a wheel says it no other way), the version files of a root
# that is itself a CUDA toolkit (a distribution's /usr may hold another CUDA
# than its cuDNN package's, so /usr and /usr/local are never read as one), a
# folder or archive name (v11.8, cuda-12.4, ..._cuda11-archive), the toolkit in
# use for the place it names.  CUDNN_INCLUDE_DIR / CUDNN_LIBRARY name files
# inside an install: the folder above the header folder tells its CUDA.
function(_cudnn_install_cuda p ctx)
  if(${p}_LAYOUT_CUDA OR NOT ${p}_VERSION)
    return() # its per-CUDA sub-folder said, or it is no install
  endif()
  string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
  set(root "${${p}_ROOT}")
  set(base "${${p}_BASE}")
  if(${p}_KIND STREQUAL "artifacts" AND ${p}_INCLUDE_DIR)
    get_filename_component(root "${${p}_INCLUDE_DIR}/.." ABSOLUTE)
    set(base "${root}")
  endif()
  set(wheel FALSE)
  if(${p}_LAYOUT STREQUAL "pip wheel" OR root MATCHES "/site-packages/nvidia/cudnn(_jit)?$")
    set(wheel TRUE)
  endif()
  _cudnn_cuda_of_package(cuda source ${major} "${root}" "${base}" ${wheel})
  if(NOT cuda AND NOT wheel AND NOT ${p}_KIND STREQUAL "system" AND NOT base MATCHES "^/usr(/local)?$")
    _cudnn_cuda_of_toolkit(cuda source "${base}")
    if(cuda)
      set(source "the CUDA toolkit there, ${source}")
    endif()
  endif()
  get_filename_component(name "${root}" NAME)
  if(NOT cuda AND NOT wheel
     AND name MATCHES "^v([0-9]+\\.[0-9]+)$|^cuda-([0-9]+\\.[0-9]+)$|_cuda([0-9]+(\\.[0-9]+)?)(-archive)?$")
    set(cuda "${CMAKE_MATCH_1}${CMAKE_MATCH_2}${CMAKE_MATCH_3}")
    set(source "its folder name ${name}")
  endif()
  if(NOT cuda AND NOT wheel AND ${p}_ORIGIN STREQUAL "CUDA toolkit in use" AND ${ctx}_CUDA)
    set(cuda "${${ctx}_CUDA}")
    set(source "the CUDA toolkit in use")
  endif()
  set(${p}_CUDA "${cuda}" PARENT_SCOPE)
  set(${p}_CUDA_SOURCE "${source}" PARENT_SCOPE)
endfunction()

# _cudnn_cuda_refusal(<out> <p> <ctx>)
# Why the CUDA version <p> is built for is not the one asked for ("" if it is,
# or if either is unknown: the probe then compares cudnnGetCudartVersion()).
# The fix is the probe's too (probe/library_checks.h says the same).
function(_cudnn_cuda_refusal out p ctx)
  string(REGEX MATCH "^[0-9]+" have "${${p}_CUDA}")
  string(REGEX MATCH "^[0-9]+" want "${${ctx}_CUDA}")
  string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
  set(text "")
  if(NOT have STREQUAL "" AND NOT want STREQUAL "" AND NOT have EQUAL want)
    string(REGEX REPLACE "^(.+)$" " (by \\1)" source "${${p}_CUDA_SOURCE}") # when it says
    set(text "${${p}_PACKAGE} ${${p}_VERSION} here is for CUDA ${${p}_CUDA}${source} but ${${ctx}_CUDA_ASKED}: it would fail to load cuBLAS/cuBLASLt ${want} at run time. ")
    if(major LESS 9 AND want GREATER_EQUAL 13)
      string(APPEND text "cuDNN ${major} has no build for CUDA ${want}: install cuDNN 9 for CUDA ${want} (archive '_cuda${want}', wheel nvidia-cudnn-cu${want}), or use a CUDA ${have} toolkit (set CUDNN_CUDA_VERSION if the CUDA version asked for is wrong)")
    else()
      string(APPEND text "Install the cuDNN build for CUDA ${want} (archive '_cuda${want}', wheel nvidia-cudnn-cu${want}), or set CUDNN_CUDA_VERSION if the CUDA version asked for is wrong")
    endif()
  endif()
  set(${out} "${text}" PARENT_SCOPE)
endfunction()
