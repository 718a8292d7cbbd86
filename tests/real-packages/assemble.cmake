# Helpers for the real-package cases: NVIDIA's unpacked wheels (made by
# download.cmake under ${REAL}) laid out the ways users have them.  Files are
# hard links into the unpacked wheels (copies where the file system refuses),
# so that a layout costs no disk and no time, and looks to the module exactly
# like the real files.  Included by the case files after assert.cmake.
#
# Parameters every case gets (tests/real-packages/tests.cmake): REAL, the
# folder download.cmake unpacked into.

# Skips the case when download.cmake could not get the packages.
macro(real_require_packages)
  if(EXISTS "${REAL}/unavailable.txt")
    file(READ "${REAL}/unavailable.txt" _real_why)
    string(STRIP "${_real_why}" _real_why)
    cudnn_skip_case("${_real_why}")
  endif()
  if(NOT EXISTS "${REAL}/packages.txt")
    cudnn_skip_case("the real packages are not unpacked: run the test real-packages-download first (ctest -L real-packages)")
  endif()
endmacro()

# real_package_dir(<out> <platform> <distribution>): the unpacked wheel's
# folder of the pinned version (packages.cmake pins one per platform, except
# nvidia-cudnn-cu12 on Windows: pass <distribution>-<version> there).
function(real_package_dir out platform dist)
  file(GLOB dirs LIST_DIRECTORIES true "${REAL}/${platform}/${dist}-[0-9]*")
  if(EXISTS "${REAL}/${platform}/${dist}")
    set(dirs "${REAL}/${platform}/${dist}")
  endif()
  list(LENGTH dirs n)
  if(NOT n EQUAL 1)
    message(FATAL_ERROR "real_package_dir: ${n} unpacked wheels match ${platform}/${dist} in ${REAL}")
  endif()
  set(${out} "${dirs}" PARENT_SCOPE)
endfunction()

# real_link(<from-dir> <to-dir> [GLOB <pattern>...]): every file (or those
# matching) of <from-dir>, not recursing, linked into <to-dir>.
function(real_link from to)
  cmake_parse_arguments(PARSE_ARGV 2 A "" "" "GLOB")
  if(NOT A_GLOB)
    set(A_GLOB "*")
  endif()
  set(patterns "")
  foreach(g IN LISTS A_GLOB)
    list(APPEND patterns "${from}/${g}")
  endforeach()
  file(GLOB files LIST_DIRECTORIES false ${patterns})
  list(FILTER files EXCLUDE REGEX "/__init__\\.py$")
  if(NOT files)
    message(FATAL_ERROR "real_link: nothing matches ${A_GLOB} in ${from}")
  endif()
  file(MAKE_DIRECTORY "${to}")
  foreach(f IN LISTS files)
    get_filename_component(name "${f}" NAME)
    file(REMOVE "${to}/${name}")
    file(CREATE_LINK "${f}" "${to}/${name}" COPY_ON_ERROR)
  endforeach()
endfunction()

# real_link_tree(<from-dir> <to-dir>): recursively (headers with sub-folders).
function(real_link_tree from to)
  file(GLOB_RECURSE files LIST_DIRECTORIES false RELATIVE "${from}" "${from}/*")
  list(FILTER files EXCLUDE REGEX "(^|/)__init__\\.py$|(^|/)__pycache__/")
  foreach(rel IN LISTS files)
    get_filename_component(dir "${to}/${rel}" DIRECTORY)
    file(MAKE_DIRECTORY "${dir}")
    file(REMOVE "${to}/${rel}")
    file(CREATE_LINK "${from}/${rel}" "${to}/${rel}" COPY_ON_ERROR)
  endforeach()
endfunction()

# real_so_chain(<lib-dir> <file> <full-version>): the symbolic links of a
# Linux archive: libX.so.<major> (the wheel's file) becomes the real file
# libX.so.<full-version>, with libX.so.<major> and libX.so linking to it.
function(real_so_chain dir file full)
  string(REGEX REPLACE "\\.so\\.[0-9.]+$" "" stem "${file}")
  string(REGEX MATCH "[0-9]+$" major "${file}")
  file(RENAME "${dir}/${file}" "${dir}/${stem}.so.${full}")
  file(CREATE_LINK "${stem}.so.${full}" "${dir}/${stem}.so.${major}" SYMBOLIC)
  file(CREATE_LINK "${stem}.so.${major}" "${dir}/${stem}.so" SYMBOLIC)
endfunction()

# real_dist_info(<unpacked wheel> <site-packages>): the wheel's *.dist-info
# folder, as pip installs it beside the package (its name says cu<N>).
function(real_dist_info wheel site)
  file(GLOB infos LIST_DIRECTORIES true "${wheel}/*.dist-info")
  foreach(info IN LISTS infos)
    get_filename_component(name "${info}" NAME)
    real_link_tree("${info}" "${site}/${name}")
  endforeach()
endfunction()

# real_cuda_wheels(<platform> <cuda-major> <site-packages/nvidia>): the CUDA
# run-time, cuBLAS and NVRTC wheels installed beside cuDNN, as pip does.
function(real_cuda_wheels platform cuda_major nvidia)
  foreach(pair cuda-runtime:cuda_runtime cublas:cublas cuda-nvrtc:cuda_nvrtc)
    string(REPLACE ":" ";" pair "${pair}")
    list(GET pair 0 dist)
    list(GET pair 1 folder)
    real_package_dir(dir ${platform} nvidia-${dist}-cu${cuda_major})
    real_link_tree("${dir}/nvidia/${folder}" "${nvidia}/${folder}")
    get_filename_component(site "${nvidia}" DIRECTORY)
    real_dist_info("${dir}" "${site}")
  endforeach()
endfunction()

# real_cuda_root_files(<platform> <cuda-major> <root>): what a CUDA toolkit
# root holds that cuDNN needs at run time (cudart, cuBLAS, NVRTC), taken from
# the same wheels, in the toolkit's own folders (Linux lib64 with the
# links of the toolkit's packages, Windows bin/ and lib/x64).
function(real_cuda_root_files platform cuda_major root)
  real_package_dir(runtime ${platform} nvidia-cuda-runtime-cu${cuda_major})
  foreach(pair cuda-runtime:cuda_runtime cublas:cublas cuda-nvrtc:cuda_nvrtc)
    string(REPLACE ":" ";" pair "${pair}")
    list(GET pair 0 dist)
    list(GET pair 1 folder)
    real_package_dir(dir ${platform} nvidia-${dist}-cu${cuda_major})
    set(w "${dir}/nvidia/${folder}")
    if(EXISTS "${w}/include")
      real_link_tree("${w}/include" "${root}/include")
    endif()
    if(platform STREQUAL "windows")
      real_link("${w}/bin" "${root}/bin" GLOB "*64*.dll")
      if(EXISTS "${w}/lib/x64")
        real_link("${w}/lib/x64" "${root}/lib/x64")
      endif()
    else()
      real_link("${w}/lib" "${root}/lib64")
      # The toolkit's unversioned development links (libcudart.so etc.).
      file(GLOB libs RELATIVE "${w}/lib" "${w}/lib/*.so.*")
      foreach(l IN LISTS libs)
        string(REGEX REPLACE "\\.so\\..*$" ".so" dev "${l}")
        if(NOT EXISTS "${root}/lib64/${dev}")
          file(CREATE_LINK "${l}" "${root}/lib64/${dev}" SYMBOLIC)
        endif()
      endforeach()
    endif()
  endforeach()
  # The toolkit's own version record, as CUDA 11.1+ installs write it.
  string(REGEX MATCH "cu${cuda_major}-([0-9.]+)$" _ "${runtime}")
  set(v "${CMAKE_MATCH_1}")
  file(WRITE "${root}/version.json" "{\n   \"cuda\" : {\n      \"name\" : \"CUDA SDK\",\n      \"version\" : \"${v}\"\n   }\n}\n")
endfunction()

# real_layout(<platform> <cudnn-dir> <layout> <dest> <cuda x.y>
#             [HEADERS_FROM <cudnn-dir>])
# Lays out the unpacked nvidia-cudnn-cu<N> wheel <cudnn-dir> as <layout>:
#   venv       <dest>/lib/python3.11/site-packages/nvidia/... (Linux) or
#              <dest>/Lib/site-packages/nvidia/... (Windows), with the CUDA wheels
#   archive    <dest>/{include,lib} (Linux, with the archive's .so links) or
#              <dest>/{bin,include,lib/x64} (Windows)
#   cuda-root  cuDNN merged into a CUDA toolkit root at <dest> (which the case
#              names cuda-<x.y> or .../CUDA/v<x.y>), with cudart, cuBLAS, NVRTC
#   installer  NVIDIA's cuDNN 9 Windows installer: <dest>/{include,lib,bin}/<x.y>/...
# HEADERS_FROM: the headers of another release instead (the mismatch cases).
# Sets REAL_INCLUDE and REAL_LIBRARY (what the module should choose),
# REAL_DLL_DIR (Windows) and REAL_LIB_DIR in the caller's scope.
function(real_layout platform cudnn layout dest cuda)
  cmake_parse_arguments(PARSE_ARGV 5 A "" "HEADERS_FROM" "")
  set(headers "${cudnn}/nvidia/cudnn/include")
  if(A_HEADERS_FROM)
    set(headers "${A_HEADERS_FROM}/nvidia/cudnn/include")
  endif()
  string(REGEX MATCH "cu([0-9]+)-([0-9]+)\\.([0-9]+)\\.([0-9]+)" _ "${cudnn}")
  set(cuda_major ${CMAKE_MATCH_1})
  set(major ${CMAKE_MATCH_2})
  set(full "${CMAKE_MATCH_2}.${CMAKE_MATCH_3}.${CMAKE_MATCH_4}")
  set(w "${cudnn}/nvidia/cudnn")
  if(platform STREQUAL "windows")
    if(layout STREQUAL "venv")
      set(nvidia "${dest}/Lib/site-packages/nvidia")
      real_link_tree("${w}" "${nvidia}/cudnn")
      real_dist_info("${cudnn}" "${dest}/Lib/site-packages")
      if(A_HEADERS_FROM)
        file(REMOVE_RECURSE "${nvidia}/cudnn/include")
        real_link_tree("${headers}" "${nvidia}/cudnn/include")
      endif()
      real_cuda_wheels(${platform} ${cuda_major} "${nvidia}")
      set(inc "${nvidia}/cudnn/include")
      set(libdir "${nvidia}/cudnn/lib/x64")
      set(bindir "${nvidia}/cudnn/bin")
    elseif(layout MATCHES "^(archive|cuda-root)$")
      real_link_tree("${headers}" "${dest}/include")
      real_link("${w}/bin" "${dest}/bin" GLOB "*.dll")
      if(EXISTS "${w}/lib/x64")
        real_link("${w}/lib/x64" "${dest}/lib/x64" GLOB "*.lib")
      endif()
      if(layout STREQUAL "cuda-root")
        real_cuda_root_files(${platform} ${cuda_major} "${dest}")
      endif()
      set(inc "${dest}/include")
      set(libdir "${dest}/lib/x64")
      set(bindir "${dest}/bin")
    elseif(layout STREQUAL "installer")
      real_link_tree("${headers}" "${dest}/include/${cuda}")
      real_link("${w}/bin" "${dest}/bin/${cuda}" GLOB "*.dll")
      if(EXISTS "${w}/lib/x64")
        real_link("${w}/lib/x64" "${dest}/lib/${cuda}/x64" GLOB "*.lib")
      endif()
      set(inc "${dest}/include/${cuda}")
      set(libdir "${dest}/lib/${cuda}/x64")
      set(bindir "${dest}/bin/${cuda}")
    else()
      message(FATAL_ERROR "real_layout: unknown Windows layout ${layout}")
    endif()
    set(REAL_LIBRARY "${libdir}/cudnn.lib" PARENT_SCOPE)
    set(REAL_DLL_DIR "${bindir}" PARENT_SCOPE)
  else()
    if(layout STREQUAL "venv")
      set(nvidia "${dest}/lib/python3.11/site-packages/nvidia")
      real_link_tree("${w}" "${nvidia}/cudnn")
      real_dist_info("${cudnn}" "${dest}/lib/python3.11/site-packages")
      if(A_HEADERS_FROM)
        file(REMOVE_RECURSE "${nvidia}/cudnn/include")
        real_link_tree("${headers}" "${nvidia}/cudnn/include")
      endif()
      real_cuda_wheels(${platform} ${cuda_major} "${nvidia}")
      set(inc "${nvidia}/cudnn/include")
      set(libdir "${nvidia}/cudnn/lib")
      set(REAL_LIBRARY "${libdir}/libcudnn.so.${major}" PARENT_SCOPE)
    elseif(layout MATCHES "^(archive|cuda-root)$")
      if(layout STREQUAL "archive")
        set(libdir "${dest}/lib")
      else()
        set(libdir "${dest}/lib64")
      endif()
      real_link_tree("${headers}" "${dest}/include")
      real_link("${w}/lib" "${libdir}" GLOB "libcudnn*.so.*")
      file(GLOB sos RELATIVE "${libdir}" "${libdir}/libcudnn*.so.${major}")
      foreach(so IN LISTS sos)
        real_so_chain("${libdir}" "${so}" "${full}")
      endforeach()
      if(layout STREQUAL "cuda-root")
        real_cuda_root_files(${platform} ${cuda_major} "${dest}")
      endif()
      set(inc "${dest}/include")
      set(REAL_LIBRARY "${libdir}/libcudnn.so" PARENT_SCOPE)
    else()
      message(FATAL_ERROR "real_layout: unknown Linux layout ${layout}")
    endif()
  endif()
  set(REAL_INCLUDE "${inc}" PARENT_SCOPE)
  set(REAL_LIB_DIR "${libdir}" PARENT_SCOPE)
endfunction()

# real_expect_machine_warnings(): the warnings NVIDIA's real packages bring
# with them here, the only text a case may print on stderr
# (cudnn_expect_warnings): on Windows, cuDNN 8.3 to 9.1 loads zlibwapi.dll,
# which no wheel ships; on Linux, the probe's notes about this machine's own
# CUDA 13 and cuDNN on the default loader path (its libnvrtc.so, its
# libcudnn.so.9), which a wheel of another release does not match.  More kinds
# of warning a case allows: the arguments.
function(real_expect_machine_warnings)
  cudnn_expect_warnings(
    "cuDNN [0-9.]+ loads zlibwapi\\.dll at run time"
    "cuDNN probe:\n\n    warning: (programs installed without an RPATH would load|[^\n]* is what the name libnvrtc[^ ]* loads)"
    ${ARGN})
endfunction()

# real_aarch64_root(<root> <layout>)
# A target root for the cross cases (label cross): NVIDIA's aarch64 cuDNN wheel
# (linux-aarch64 in packages.cmake) laid out as <layout>, with what the target needs
# beside it: the CUDA 13 run-time, cuBLAS and NVRTC of the aarch64 wheels, as CUDA's
# Debian/L4T packages put them (usr/lib/aarch64-linux-gnu, with libcudart.so), and
# zlib1g:arm64's libz.so.1 (lib/aarch64-linux-gnu), which cuDNN's libraries load.
#   debian        Jetson L4T / Debian arm64 packages: usr/lib/aarch64-linux-gnu/libcudnn*.so.<full>
#                 with their links, usr/include/aarch64-linux-gnu/cudnn*_v9.h, and the
#                 alternatives' links usr/include/cudnn*.h to them
#   sbsa-archive  NVIDIA's archive, opt/cudnn-linux-sbsa-<full>_cuda13-archive/{include,lib}
#   cuda-root     cuDNN copied into a server's CUDA root, usr/local/cuda/targets/sbsa-linux,
#                 with usr/local/cuda/include linking to its include/ as CUDA's does
#   venv          the wheel in a virtual environment, opt/venv (pip's layout, the CUDA
#                 wheels beside it)
#   venv-jit      the same with NVIDIA's cuDNN JIT wheel (nvidia/cudnn_jit)
# Sets REAL_TARGET_PATH (the install as the target names it), REAL_INCLUDE,
# REAL_LIBRARY, REAL_LIB_DIR and REAL_VERSION in the caller's scope.
function(real_aarch64_root root layout)
  set(package cudnn) # venv-jit: NVIDIA's cuDNN JIT wheel, nvidia/cudnn_jit
  if(layout STREQUAL "venv-jit")
    set(package cudnn_jit)
  endif()
  string(REPLACE "_" "-" dist "${package}")
  real_package_dir(cudnn linux-aarch64 nvidia-${dist}-cu13)
  string(REGEX MATCH "-([0-9]+)\\.([0-9]+)\\.([0-9]+)\\.([0-9]+)$" _ "${cudnn}")
  set(major ${CMAKE_MATCH_1})
  set(version "${CMAKE_MATCH_1}.${CMAKE_MATCH_2}.${CMAKE_MATCH_3}")
  set(full "${version}.${CMAKE_MATCH_4}")
  set(w "${cudnn}/nvidia/${package}")
  set(multiarch "${root}/usr/lib/aarch64-linux-gnu")
  foreach(dist cuda-runtime cublas cuda-nvrtc)
    real_package_dir(dir linux-aarch64 nvidia-${dist})
    real_link("${dir}/nvidia/cu13/lib" "${multiarch}" GLOB "*.so.*")
  endforeach()
  file(CREATE_LINK libcudart.so.13 "${multiarch}/libcudart.so" SYMBOLIC)
  real_link("${REAL}/linux-aarch64/zlib1g/lib/aarch64-linux-gnu" "${root}/lib/aarch64-linux-gnu")
  if(layout STREQUAL "debian")
    set(target /usr)
    set(inc "${root}/usr/include")
    set(libdir "${multiarch}")
    file(GLOB headers RELATIVE "${w}/include" "${w}/include/*_v${major}.h")
    real_link("${w}/include" "${inc}/aarch64-linux-gnu" GLOB ${headers})
    foreach(header IN LISTS headers)
      string(REPLACE "_v${major}.h" ".h" plain "${header}")
      file(CREATE_LINK "aarch64-linux-gnu/${header}" "${inc}/${plain}" SYMBOLIC)
    endforeach()
  elseif(layout STREQUAL "sbsa-archive")
    set(target "/opt/cudnn-linux-sbsa-${full}_cuda13-archive")
    set(inc "${root}${target}/include")
    set(libdir "${root}${target}/lib")
    real_link_tree("${w}/include" "${inc}")
  elseif(layout STREQUAL "cuda-root")
    set(target /usr/local/cuda)
    set(inc "${root}/usr/local/cuda/targets/sbsa-linux/include")
    set(libdir "${root}/usr/local/cuda/targets/sbsa-linux/lib")
    real_link_tree("${w}/include" "${inc}")
    file(CREATE_LINK targets/sbsa-linux/include "${root}/usr/local/cuda/include" SYMBOLIC)
  elseif(layout MATCHES "^venv(-jit)?$")
    set(target /opt/venv)
    set(site "${root}/opt/venv/lib/python3.11/site-packages")
    real_link_tree("${w}" "${site}/nvidia/${package}")
    real_dist_info("${cudnn}" "${site}")
    foreach(dist cuda-runtime cublas cuda-nvrtc)
      real_package_dir(dir linux-aarch64 nvidia-${dist})
      real_link_tree("${dir}/nvidia/cu13" "${site}/nvidia/cu13")
      real_dist_info("${dir}" "${site}")
    endforeach()
    set(inc "${site}/nvidia/${package}/include")
    set(libdir "${site}/nvidia/${package}/lib")
    set(REAL_LIBRARY "${libdir}/libcudnn.so.${major}" PARENT_SCOPE)
  else()
    message(FATAL_ERROR "real_aarch64_root: unknown layout ${layout}")
  endif()
  if(NOT layout MATCHES "^venv")
    real_link("${w}/lib" "${libdir}" GLOB "libcudnn*.so.${major}")
    file(GLOB sos RELATIVE "${libdir}" "${libdir}/libcudnn*.so.${major}")
    foreach(so IN LISTS sos)
      real_so_chain("${libdir}" "${so}" "${version}")
    endforeach()
    set(REAL_LIBRARY "${libdir}/libcudnn.so" PARENT_SCOPE)
  endif()
  set(REAL_TARGET_PATH "${target}" PARENT_SCOPE)
  set(REAL_INCLUDE "${inc}" PARENT_SCOPE)
  set(REAL_LIB_DIR "${libdir}" PARENT_SCOPE)
  set(REAL_VERSION "${version}" PARENT_SCOPE)
endfunction()
