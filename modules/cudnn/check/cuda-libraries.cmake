# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# The CUDA libraries a program that uses cuDNN loads at run time besides
# cuDNN's own files: cuBLASLt (and cuBLAS for cuDNN 8), NVRTC and the NVRTC
# builtins it loads in turn (cuDNN 8.x and 9.x compile engines at run time),
# and the CUDA runtime (linked through CUDNN::cudnn's CUDA::cudart, and loaded
# by name by cuDNN 9.28 and newer).  Found where cuDNN itself finds them: the
# CUDA wheels beside a cuDNN wheel (its libraries' run path), its own folder,
# the CUDA toolkit in use and the Windows CUDA_PATH* roots.  The deploy
# functions copy or install them (WITH_CUDA), with NVIDIA's licence files.

include_guard(GLOBAL)

# _cudnn_cuda_library_names(<out> <platform> <cudnn-version> <cuda-major> <cudart>)
# "<file name>|<what it is>" for each library, in load order; a name with a
# '*' is a pattern (the builtins carry the CUDA minor in their name).
# <cudart>: the program links the shared CUDA runtime.
function(_cudnn_cuda_library_names out platform version cuda cudart)
  string(REGEX MATCH "^[0-9]+" major "${version}")
  set(names "")
  if(platform STREQUAL "windows")
    if(major EQUAL 8)
      list(APPEND names "cublas64_${cuda}.dll|cuBLAS")
    endif()
    list(APPEND names "cublasLt64_${cuda}.dll|cuBLASLt")
    if(cuda EQUAL 11) # NVRTC kept the 11.2 names for every CUDA 11
      list(APPEND names "nvrtc64_112_0.dll|NVRTC" "nvrtc-builtins64_11*.dll|the NVRTC builtins")
    else()
      list(APPEND names "nvrtc64_${cuda}0_0.dll|NVRTC" "nvrtc-builtins64_${cuda}*.dll|the NVRTC builtins")
    endif()
    if(cudart AND cuda EQUAL 11)
      list(APPEND names "cudart64_110.dll|the CUDA runtime")
    elseif(cudart)
      list(APPEND names "cudart64_${cuda}.dll|the CUDA runtime")
    endif()
  else()
    if(major EQUAL 8)
      list(APPEND names "libcublas.so.${cuda}|cuBLAS")
    endif()
    list(APPEND names "libcublasLt.so.${cuda}|cuBLASLt")
    if(cuda EQUAL 11)
      list(APPEND names "libnvrtc.so.11.2|NVRTC" "libnvrtc-builtins.so.11.*|the NVRTC builtins")
    else()
      list(APPEND names "libnvrtc.so.${cuda}|NVRTC" "libnvrtc-builtins.so.${cuda}.*|the NVRTC builtins")
    endif()
    if(cudart AND cuda EQUAL 11) # the runtime kept the 11.0 name for every CUDA 11
      list(APPEND names "libcudart.so.11.0|the CUDA runtime")
    elseif(cudart)
      list(APPEND names "libcudart.so.${cuda}|the CUDA runtime")
    endif()
  endif()
  set(${out} "${names}" PARENT_SCOPE)
endfunction()

# _cudnn_cuda_library_dirs(<out> <ctx> <p> <cuda-major>)
# Where to look, in order: a wheel's sister wheels (nvidia/cublas,
# nvidia/cuda_nvrtc, nvidia/cuda_runtime; CUDA 13's nvidia/cu13), cuDNN's
# own folders (hand installs copy the CUDA files there), FindCUDAToolkit's
# library folder, the CUDA toolkit in use, the Windows roots
# CUDA_PATH_V<major>_<minor> and CUDA_PATH.
function(_cudnn_cuda_library_dirs out ctx p cuda)
  set(windows FALSE)
  if(${ctx}_PLATFORM STREQUAL "windows")
    set(windows TRUE)
  endif()
  set(dirs "")
  if(${p}_LAYOUT STREQUAL "pip wheel")
    get_filename_component(nvidia "${${p}_ROOT}/.." ABSOLUTE)
    foreach(wheel IN ITEMS cublas cuda_nvrtc cuda_runtime cu${cuda})
      if(windows)
        list(APPEND dirs "${nvidia}/${wheel}/bin" "${nvidia}/${wheel}/bin/x86_64")
      else()
        list(APPEND dirs "${nvidia}/${wheel}/lib")
      endif()
    endforeach()
  endif()
  list(APPEND dirs ${${p}_RUNTIME_DIR} ${${p}_LIBRARY_DIR})
  # FindCUDAToolkit's cudart folder: the target's in a cross build, Debian's
  # lib/<triplet> for a distribution's toolkit.
  if(NOT windows AND ${ctx}_TOOLKIT_LIBRARY_DIR)
    list(APPEND dirs "${${ctx}_TOOLKIT_LIBRARY_DIR}")
  endif()
  set(roots "${${ctx}_TOOLKIT}")
  if(windows)
    foreach(var IN LISTS ${ctx}_CUDA_PATH_VARS)
      if(var MATCHES "^CUDA_PATH_V${cuda}_")
        list(APPEND roots "$ENV{${var}}")
      endif()
    endforeach()
    list(APPEND roots "$ENV{CUDA_PATH}")
  endif()
  foreach(root IN LISTS roots)
    if(root STREQUAL "")
    elseif(windows)
      file(TO_CMAKE_PATH "${root}" root)
      list(APPEND dirs "${root}/bin" "${root}/bin/x64") # CUDA 13 moved its DLLs to bin/x64
    else()
      list(APPEND dirs "${root}/lib64" "${root}/lib" "${root}/lib/${${ctx}_TRIPLET}"
                       "${root}/targets/${CMAKE_SYSTEM_PROCESSOR}-linux/lib")
    endif()
  endforeach()
  list(REMOVE_DUPLICATES dirs)
  set(${out} "${dirs}" PARENT_SCOPE)
endfunction()

# _cudnn_cuda_libraries(<r> <ctx> <p> <cudart>)
# <r>_FILES: the CUDA libraries the chosen install <p> loads, each the first
# found in _cudnn_cuda_library_dirs (a .so as the name programs load, its link
# chain deployable); <r>_MISSING: "<name> (<what>)" for each one not found;
# <r>_DIRS: where they were looked for; <r>_CUDA: the CUDA major, "" when
# neither the install nor the context tells it (then nothing is known).
function(_cudnn_cuda_libraries r ctx p cudart)
  set(files "")
  set(missing "")
  set(dirs "")
  set(cuda "")
  if("${${p}_CUDA}" MATCHES "^([0-9]+)")
    set(cuda "${CMAKE_MATCH_1}")
  elseif("${${ctx}_CUDA}" MATCHES "^([0-9]+)")
    set(cuda "${CMAKE_MATCH_1}")
  endif()
  string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
  if(cuda AND major GREATER_EQUAL 8 AND NOT CUDNN_USE_STATIC_LIBS)
    if(NOT cudart AND major GREATER_EQUAL 9 AND ${p}_VERSION VERSION_GREATER_EQUAL 9.28)
      set(cudart TRUE) # it loads libcudart.so.<major> / cudart64_<major>.dll itself
    endif()
    _cudnn_cuda_library_names(names "${${ctx}_PLATFORM}" "${${p}_VERSION}" ${cuda} "${cudart}")
    _cudnn_cuda_library_dirs(dirs ${ctx} ${p} ${cuda})
    foreach(entry IN LISTS names)
      string(REPLACE "|" ";" entry "${entry}")
      list(GET entry 0 name)
      list(GET entry 1 what)
      _cudnn_cuda_library_file(file "${name}" "${dirs}")
      if(file)
        list(APPEND files "${file}")
      else()
        list(APPEND missing "${name} (${what})")
      endif()
    endforeach()
  endif()
  set(${r}_FILES "${files}")
  set(${r}_MISSING "${missing}")
  set(${r}_DIRS "${dirs}")
  set(${r}_CUDA "${cuda}")
  return(PROPAGATE ${r}_FILES ${r}_MISSING ${r}_DIRS ${r}_CUDA)
endfunction()

# _cudnn_cuda_library_file(<out> <name> <dirs>)
# The first <dirs> that holds <name> (by find_file(); a name with a '*' by
# its listing: the shortest name, the one NVRTC loads, libnvrtc-builtins.so.12.4
# rather than the .12.4.127 file it links to; of several, the highest version),
# "" for none.
function(_cudnn_cuda_library_file out name dirs)
  set(file "")
  if(name MATCHES "\\*")
    foreach(dir IN LISTS dirs)
      _cudnn_glob(found "${dir}" "${name}")
      if(found)
        list(SORT found COMPARE NATURAL ORDER DESCENDING)
        list(GET found 0 file)
        foreach(candidate IN LISTS found)
          string(LENGTH "${candidate}" length)
          string(LENGTH "${file}" shortest)
          if(length LESS shortest)
            set(file "${candidate}")
          endif()
        endforeach()
        set(file "${dir}/${file}")
        break()
      endif()
    endforeach()
  else()
    unset(found) # a find_*() whose variable is set does not search
    find_file(found NAMES "${name}" PATHS ${dirs} NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH NO_CACHE)
    if(found)
      set(file "${found}")
    endif()
  endif()
  set(${out} "${file}" PARENT_SCOPE)
endfunction()

# _cudnn_license_files(<out> <p> <cuda-files>)
# NVIDIA's licence files to ship with the deployed libraries: cuDNN's (a
# wheel's dist-info licenses/License.txt, or License.txt in older wheels; an
# archive's LICENSE), then the CUDA libraries' (their wheels' dist-info, a
# toolkit's EULA.txt, or the dist-info a toolkit assembled from wheels keeps),
# as "<file>|<name to install it as>".
function(_cudnn_license_files out p cuda_files)
  set(licenses "")
  set(candidates "")
  if(${p}_LAYOUT STREQUAL "pip wheel")
    get_filename_component(site "${${p}_ROOT}/../.." ABSOLUTE)
    get_filename_component(package "${${p}_ROOT}" NAME) # cudnn, cudnn_jit
    file(GLOB candidates "${site}/nvidia_${package}_cu*.dist-info/licenses/License.txt"
                         "${site}/nvidia_${package}_cu*.dist-info/License.txt")
  endif()
  # An archive's LICENSE; a root assembled from wheels keeps their dist-info.
  file(GLOB kept "${${p}_BASE}/dist-info/nvidia_cudnn*.dist-info/licenses/License.txt")
  list(APPEND candidates "${${p}_BASE}/LICENSE" "${${p}_ROOT}/LICENSE" ${kept})
  foreach(file IN LISTS candidates)
    if(EXISTS "${file}" AND NOT IS_DIRECTORY "${file}")
      list(APPEND licenses "${file}|LICENSE.cudnn.txt")
      break()
    endif()
  endforeach()
  foreach(lib IN LISTS cuda_files)
    get_filename_component(dir "${lib}" DIRECTORY)
    # <site>/nvidia/<wheel>/lib(/x86_64): the wheel's dist-info is in <site>;
    # <toolkit>/lib64, bin(/x64), targets/<t>/lib: its EULA.txt above.
    file(GLOB found "${dir}/../../../nvidia_*.dist-info/licenses/License.txt"
                    "${dir}/../../../../nvidia_*.dist-info/licenses/License.txt"
                    "${dir}/../EULA.txt" "${dir}/../../EULA.txt" "${dir}/../../../EULA.txt"
                    "${dir}/../dist-info/nvidia_*.dist-info/licenses/License.txt")
    list(FILTER found EXCLUDE REGEX "/nvidia_cudnn[^/]*\\.dist-info/") # cuDNN's own, above
    if(found)
      list(GET found 0 found)
      file(REAL_PATH "${found}" found)
      list(APPEND licenses "${found}|LICENSE.cuda.txt")
      break()
    endif()
  endforeach()
  set(${out} "${licenses}" PARENT_SCOPE)
endfunction()
