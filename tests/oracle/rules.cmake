# The oracle of the oracle test (see oracle.cmake): what find_package(CUDNN)
# must do on a generated machine (machine.cmake), written from the rules the
# README ("Where it looks, in this order", "Options and results") and the
# module's documentation block (Search Behavior, Hints, Components) state,
# not from the module's code, which this file never includes or calls.
#
# The rules, as documented:
#  1. CUDNN_INCLUDE_DIR / CUDNN_LIBRARY (or cudnn-frontend's
#     CUDNN_INCLUDE_PATH / CUDNN_LIBRARY_PATH), a file or its folder, when
#     set: nothing else is searched.
#  2. CUDNN_ROOT (variable, else environment; then the CUDNN_PATH variable):
#     if it holds no usable install the find fails; no fall-back.
#  3. the CUDNN_ROOT_DIR variable, then $ENV{CUDNN_PATH}, $ENV{CUDNN_HOME},
#     $ENV{CUDNN_ROOT_DIR};
#  4. CMAKE_PREFIX_PATH, the variable then the environment;
#  5. CUDA roots: $ENV{CUDA_PATH}, then every $ENV{CUDA_PATH_V<major>_<minor>},
#     newest first (the toolkit in use is not looked for: CUDNN_CUDA_VERSION
#     is given; the fixed system folders are switched off);
#     For a Windows target then every <Program Files>/NVIDIA GPU Computing
#     Toolkit/CUDA/v*, newest first (Program Files is ProgramW6432);
#  6. (Windows) NVIDIA's installer, <Program Files>/NVIDIA/CUDNN/v*, newest
#     first; its per-CUDA sub-folders: the one of the CUDA major asked for,
#     newest minor first, none of that major = not usable;
#  7. site-packages/nvidia/cudnn of $ENV{VIRTUAL_ENV}, $ENV{CONDA_PREFIX} and
#     the interpreter (not for a Windows target, cross-compiled), then
#     $ENV{CONDA_PREFIX} itself (lib/python3.<x>/site-packages on Linux,
#     Lib/site-packages on Windows).
#  Each place holds at most one install; one folder named twice is one
#  install.  The first install, in this order, that is usable and satisfies
#  the requested version (minimum, EXACT, range), the CUDA version's major
#  and the required components is chosen.
#  - Unusable: no version header, a version header without the macros, no
#    main library, a main library that is a dangling link, cut short, built
#    for another architecture, or a bare libcudnn.so without the
#    libcudnn.so.<major> its SONAME names.  A missing sub-library is only
#    reported, unless it is a required component.
#  - CUDA ("Which CUDA each install is for"): an install is only used for
#    the CUDA major it is for, when something tells it: a wheel's package
#    name (nvidia_cudnn_cu<major>-*.dist-info), else the files of a folder
#    that is itself a CUDA toolkit (version.json, version.txt, include/cuda.h,
#    include/cuda_runtime_api.h), else the folder or archive name (cuda-<x.y>,
#    ..._cuda<major>-archive).  The machine generator records which one its
#    install has (ORC_<id>_CUDA); CUDNN_CUDA_VERSION may be <major> or
#    <major>.<minor>.
#  - Components: cuDNN 9 graph ops cnn adv engines_precompiled
#    engines_runtime_compiled heuristic; cuDNN 8 ops_infer ops_train
#    cnn_infer cnn_train adv_infer adv_train, where ops, cnn, adv mean both
#    halves; cuDNN 7 none.  A component the major does not have is not
#    satisfied.
#  - When nothing qualifies, the failure lists each place looked at: every
#    install in a searched place is named (by its folder); with an explicit
#    hint, the installs of places not searched are not.

include_guard(GLOBAL)

set(_ORC_V9_COMPONENTS graph ops cnn adv engines_precompiled engines_runtime_compiled heuristic)
set(_ORC_V8_COMPONENTS ops_infer ops_train cnn_infer cnn_train adv_infer adv_train)

function(_orc_install_at out path)
  set(found "")
  _orc_get(ids INSTALLS)
  foreach(id IN LISTS ids)
    _orc_get(root ${id}_ROOT)
    if(root STREQUAL path)
      set(found ${id})
      break()
    endif()
  endforeach()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# Does install <id> have component <c> (requested by that name)?
function(_orc_has_component out id c)
  _orc_get(version ${id}_VERSION)
  _orc_get(defect ${id}_DEFECT)
  string(REGEX MATCH "^[0-9]+" major "${version}")
  set(need "")
  set(ok TRUE)
  if(major GREATER_EQUAL 9)
    if(c IN_LIST _ORC_V9_COMPONENTS)
      set(need ${c})
    else()
      set(ok FALSE)
    endif()
  elseif(major EQUAL 8)
    if(c MATCHES "^(ops|cnn|adv)$")
      set(need ${c}_infer ${c}_train)
    elseif(c IN_LIST _ORC_V8_COMPONENTS)
      set(need ${c})
    else()
      set(ok FALSE)
    endif()
  else()
    set(ok FALSE)
  endif()
  foreach(sub IN LISTS need)
    if(defect STREQUAL "missing-${sub}")
      set(ok FALSE)
    endif()
  endforeach()
  set(${out} ${ok} PARENT_SCOPE)
endfunction()

# The installer's sub-folder for the CUDA asked for: its major, newest minor.
function(_orc_installer_sub out id)
  _orc_get(cudas ${id}_CUDAS)
  _orc_get(cuda CUDA)
  string(REGEX MATCH "^[0-9]+" cuda_major "${cuda}")
  set(best "")
  foreach(mm IN LISTS cudas)
    string(REGEX MATCH "^[0-9]+" m "${mm}")
    if(m STREQUAL cuda_major AND (best STREQUAL "" OR mm VERSION_GREATER best))
      set(best ${mm})
    endif()
  endforeach()
  set(${out} "${best}" PARENT_SCOPE)
endfunction()

# Why install <id> is not chosen ("" = it qualifies).
function(_orc_verdict out id)
  _orc_get(version ${id}_VERSION)
  _orc_get(defect ${id}_DEFECT)
  _orc_get(tag ${id}_CUDA)
  _orc_get(req REQ_VERSION)
  _orc_get(exact REQ_EXACT)
  _orc_get(comps REQ_COMPONENTS)
  _orc_get(cuda CUDA)
  if(NOT defect STREQUAL "none" AND NOT defect MATCHES "^missing-")
    set(${out} "unusable (${defect})" PARENT_SCOPE)
    return()
  endif()
  # the version request, as CMake defines it
  if(req MATCHES "^([0-9.]+)\\.\\.\\.(<?)([0-9.]+)$")
    set(lo ${CMAKE_MATCH_1})
    set(open "${CMAKE_MATCH_2}")
    set(hi ${CMAKE_MATCH_3})
    if(version VERSION_LESS lo OR (open AND version VERSION_GREATER_EQUAL hi) OR
       (NOT open AND version VERSION_GREATER hi))
      set(${out} "${version} is outside ${req}" PARENT_SCOPE)
      return()
    endif()
  elseif(req AND exact)
    # EXACT compares as many components as were given (9.19 EXACT takes 9.19.x)
    string(REPLACE "." ";" want "${req}")
    string(REPLACE "." ";" have "${version}")
    list(LENGTH want n)
    math(EXPR last "${n} - 1")
    foreach(i RANGE ${last})
      list(GET want ${i} w)
      list(GET have ${i} h)
      if(NOT w EQUAL h)
        set(${out} "${version} is not exactly ${req}" PARENT_SCOPE)
        return()
      endif()
    endforeach()
  elseif(req)
    if(version VERSION_LESS req)
      set(${out} "${version} is older than ${req}" PARENT_SCOPE)
      return()
    endif()
  endif()
  string(REGEX MATCH "^[0-9]+" cuda_major "${cuda}")
  _orc_get(cudas ${id}_CUDAS)
  if(cudas)
    _orc_installer_sub(sub ${id})
    if(NOT sub)
      set(${out} "no sub-folder for CUDA ${cuda_major} (${cudas})" PARENT_SCOPE)
      return()
    endif()
  endif()
  if(tag AND NOT tag STREQUAL cuda_major)
    set(${out} "built for CUDA ${tag}, not ${cuda_major}" PARENT_SCOPE)
    return()
  endif()
  foreach(c IN LISTS comps)
    _orc_has_component(has ${id} ${c})
    if(NOT has)
      set(${out} "no component ${c}" PARENT_SCOPE)
      return()
    endif()
  endforeach()
  set(${out} "" PARENT_SCOPE)
endfunction()

# orc_predict(): sets the global properties
#   ORC_P_FOUND     TRUE/FALSE
#   ORC_P_ID        the chosen install
#   ORC_P_VERSION   its version
#   ORC_P_SUB       for an installer, the CUDA sub-folder it is used through
#   ORC_P_NAMED     strings the failure message must hold (install folders)
#   ORC_P_UNNAMED   strings it must not hold (installs not searched)
#   ORC_P_TRACE     the places in order with the oracle's verdict on each
#   ORC_P_REJECTED  how many installs were passed over
function(orc_predict)
  _orc_get(ids INSTALLS)
  # The places, in the documented order; each: <explicit>|<origin>|<path>.
  set(places "")
  set(explicit FALSE)
  _orc_get(art_id ARTIFACTS)
  _orc_get(inc H_VAR_CUDNN_INCLUDE_DIR)
  _orc_get(inc2 H_VAR_CUDNN_INCLUDE_PATH)
  _orc_get(root_var H_VAR_CUDNN_ROOT)
  _orc_get(root_env H_ENV_CUDNN_ROOT)
  _orc_get(path_var H_VAR_CUDNN_PATH)
  if(inc OR inc2)
    set(explicit TRUE)
    _orc_get(root ${art_id}_ROOT)
    list(APPEND places "artifacts|${root}")
  elseif(root_var)
    set(explicit TRUE)
    list(APPEND places "CUDNN_ROOT|${root_var}")
  elseif(root_env)
    set(explicit TRUE)
    list(APPEND places "ENV{CUDNN_ROOT}|${root_env}")
  elseif(path_var)
    set(explicit TRUE)
    list(APPEND places "CUDNN_PATH|${path_var}")
  else()
    foreach(hint VAR_CUDNN_ROOT_DIR ENV_CUDNN_PATH ENV_CUDNN_HOME ENV_CUDNN_ROOT_DIR
                 VAR_CMAKE_PREFIX_PATH ENV_CMAKE_PREFIX_PATH ENV_CUDA_PATH
                 ENV_CUDA_PATH_V13_0 ENV_CUDA_PATH_V12_9 ENV_CUDA_PATH_V12_4 ENV_CUDA_PATH_V11_8)
      _orc_get(values H_${hint})
      foreach(v IN LISTS values)
        list(APPEND places "${hint}|${v}")
      endforeach()
    endforeach()
    _orc_get(platform PLATFORM)
    set(site lib/python3.11/site-packages)
    if(platform STREQUAL "windows")
      set(site Lib/site-packages)
      foreach(group PF_CUDA_ROOTS PF_INSTALLERS)
        _orc_get(roots ${group})
        list(SORT roots COMPARE NATURAL ORDER DESCENDING)
        foreach(root IN LISTS roots)
          list(APPEND places "${group}|${root}")
        endforeach()
      endforeach()
    endif()
    foreach(hint ENV_VIRTUAL_ENV ENV_CONDA_PREFIX)
      _orc_get(prefix H_${hint})
      if(prefix)
        list(APPEND places "${hint} site-packages|${prefix}/${site}/nvidia/cudnn")
      endif()
    endforeach()
    _orc_get(sites H_PYTHON_SITES)
    foreach(site IN LISTS sites)
      list(APPEND places "interpreter|${site}/nvidia/cudnn")
    endforeach()
    _orc_get(prefix H_ENV_CONDA_PREFIX)
    if(prefix)
      list(APPEND places "ENV{CONDA_PREFIX}|${prefix}")
    endif()
  endif()

  set(found FALSE)
  set(chosen "")
  set(searched "")
  set(trace "")
  foreach(place IN LISTS places)
    string(FIND "${place}" "|" bar)
    string(SUBSTRING "${place}" 0 ${bar} origin)
    math(EXPR bar "${bar} + 1")
    string(SUBSTRING "${place}" ${bar} -1 path)
    _orc_install_at(id "${path}")
    if(NOT id)
      string(APPEND trace "    ${origin}: ${path}: no cuDNN\n")
      continue()
    endif()
    if(id IN_LIST searched)
      string(APPEND trace "    ${origin}: ${path}: ${id} again\n")
      continue()
    endif()
    list(APPEND searched ${id})
    _orc_verdict(why ${id})
    if(why STREQUAL "")
      string(APPEND trace "    ${origin}: ${path}: ${id} CHOSEN\n")
      set(found TRUE)
      set(chosen ${id})
      break()
    endif()
    string(APPEND trace "    ${origin}: ${path}: ${id} ${why}\n")
  endforeach()

  set(named "")
  set(unnamed "")
  if(NOT found)
    foreach(id IN LISTS searched)
      _orc_get(defect ${id}_DEFECT)
      if(NOT defect STREQUAL "no-header")   # a folder with no header holds "no cuDNN"
        _orc_get(top ${id}_TOP)
        list(APPEND named "${top}")
      endif()
    endforeach()
    if(explicit)
      list(GET places 0 place)
      string(REGEX REPLACE "^[^|]*\\|" "" path "${place}")
      if(NOT searched)
        list(APPEND named "${path}")
      endif()
      foreach(id IN LISTS ids)
        _orc_get(root ${id}_ROOT)
        _orc_get(top ${id}_TOP)
        string(FIND "${path}/" "${root}/" is_inside)
        string(FIND "${root}/" "${path}/" holds)
        if(NOT id IN_LIST searched AND NOT is_inside EQUAL 0 AND NOT holds EQUAL 0)
          list(APPEND unnamed "${top}")
        endif()
      endforeach()
    endif()
  endif()
  set_property(GLOBAL PROPERTY ORC_P_FOUND ${found})
  set_property(GLOBAL PROPERTY ORC_P_ID "${chosen}")
  set(version "")
  if(chosen)
    _orc_get(version ${chosen}_VERSION)
  endif()
  set_property(GLOBAL PROPERTY ORC_P_VERSION "${version}")
  set(sub "")
  if(chosen)
    _orc_installer_sub(sub ${chosen})
  endif()
  set_property(GLOBAL PROPERTY ORC_P_SUB "${sub}")
  set_property(GLOBAL PROPERTY ORC_P_NAMED "${named}")
  set_property(GLOBAL PROPERTY ORC_P_UNNAMED "${unnamed}")
  set_property(GLOBAL PROPERTY ORC_P_TRACE "${trace}")
  list(LENGTH searched n)
  if(found)
    math(EXPR n "${n} - 1")
  endif()
  set_property(GLOBAL PROPERTY ORC_P_REJECTED ${n})
endfunction()
