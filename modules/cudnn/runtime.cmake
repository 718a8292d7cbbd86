# Distributed under the OSI-approved BSD 3-Clause License.
#
# Stage 6, what a program needs at run time: the chosen install's DLLs
# (Windows) or .so.<major> files (Linux), zlibwapi.dll where cuDNN 8.3 to 9.1
# needs it, the checks that catch the wrong copy being loaded, and the public
# helpers that put the files next to programs and into install trees:
#
#   cudnn_copy_runtime_dlls(<target>...)
#   cudnn_install_runtime_dlls([DESTINATION <dir>] [COMPONENT <component>])
#
# cuDNN's main library loads its sub-libraries by name, so no linker and no
# import table knows about them.  On Windows they are made visible to
# $<TARGET_RUNTIME_DLLS> (CMake 3.21+) as IMPORTED_LINK_DEPENDENT_LIBRARIES
# of CUDNN::cudnn: CMake counts a shared dependency as a run-time DLL but
# never puts it on a Windows link line, so nothing extra is linked and
# zlibwapi.dll, which has no import library, can be listed too.
#
# Every check only warns: the install was chosen, the project can be built;
# what is wrong is how the program will find its DLLs when it runs.

include_guard(GLOBAL)

# --- zlibwapi.dll (Windows, cuDNN 8.3 to 9.1) ------------------------------

# Finds zlibwapi.dll: the hint (CUDNN_ZLIBWAPI_DLL, a file; ZLIBWAPI_ROOT, the
# variable or the environment variable, a folder), else beside cuDNN's DLLs,
# in the CUDA toolkit's bin, then where Windows would look (System32, PATH).
# A hint that misses is not followed by a search elsewhere.
# Sets <prefix>_FILE, <prefix>_LOOKED (text), <prefix>_HINT (text, when a hint
# was given), <prefix>_WRONG (text: files of another machine).
function(_cudnn_runtime_find_zlibwapi prefix record_var)
  set(rec "${${record_var}}")
  _cudnn_record_get(rec runtime_dir runtime_dir)
  _cudnn_record_get(rec root root)
  _cudnn_target_machine(want)
  set(candidates "{\"items\": []}")
  set(hint "")
  set(looked "")
  if(NOT "${CUDNN_ZLIBWAPI_DLL}" STREQUAL "")
    set(hint "CUDNN_ZLIBWAPI_DLL=${CUDNN_ZLIBWAPI_DLL}")
    _cudnn_record_append(candidates items "${CUDNN_ZLIBWAPI_DLL}")
    set(looked "${CUDNN_ZLIBWAPI_DLL}")
  else()
    set(zroot "")
    if(NOT "${ZLIBWAPI_ROOT}" STREQUAL "")
      set(zroot "${ZLIBWAPI_ROOT}")
      set(hint "ZLIBWAPI_ROOT=${ZLIBWAPI_ROOT}")
    elseif(NOT "$ENV{ZLIBWAPI_ROOT}" STREQUAL "")
      set(zroot "$ENV{ZLIBWAPI_ROOT}")
      set(hint "ENV{ZLIBWAPI_ROOT}=$ENV{ZLIBWAPI_ROOT}")
    endif()
    if(hint)
      file(TO_CMAKE_PATH "${zroot}" zroot)
      # zlib's own Windows build unpacks to dll_x64/ (and dll32/ for x86).
      foreach(sub "" /bin /dll_x64 /x64)
        _cudnn_record_append(candidates items "${zroot}${sub}/zlibwapi.dll")
      endforeach()
      set(looked "${zroot}, ${zroot}/bin, ${zroot}/dll_x64, ${zroot}/x64")
    else()
      set(dirs "")
      if(runtime_dir)
        list(APPEND dirs "${runtime_dir}")
      endif()
      if(_CUDNN_TOOLKIT_ROOT)
        list(APPEND dirs "${_CUDNN_TOOLKIT_ROOT}/bin")
      endif()
      if(NOT "$ENV{CUDA_PATH}" STREQUAL "")
        file(TO_CMAKE_PATH "$ENV{CUDA_PATH}/bin" cuda_bin)
        list(APPEND dirs "${cuda_bin}")
      endif()
      list(REMOVE_DUPLICATES dirs)
      foreach(dir IN LISTS dirs)
        _cudnn_record_append(candidates items "${dir}/zlibwapi.dll")
      endforeach()
      string(REPLACE ";" ", " looked "${dirs}")
      _cudnn_runtime_dll_search_dirs(search)
      _cudnn_record_array(search n items)
      if(n_COUNT GREATER 0)
        math(EXPR last "${n_COUNT} - 1")
        foreach(i RANGE ${last})
          _cudnn_record_get(search dir items ${i} dir)
          _cudnn_record_append(candidates items "${dir}/zlibwapi.dll")
        endforeach()
      endif()
      string(APPEND looked ", System32 and the folders on PATH")
    endif()
  endif()

  set(found "")
  set(wrong "")
  _cudnn_record_array(candidates c items)
  if(c_COUNT GREATER 0)
    math(EXPR last "${c_COUNT} - 1")
    foreach(i RANGE ${last})
      set(file "${c_${i}}")
      if(NOT EXISTS "${file}" OR IS_DIRECTORY "${file}")
        continue()
      endif()
      _cudnn_binary_info("${file}" format machine problem)
      if(problem)
        string(APPEND wrong "\n  ${file} is ${problem}: replace it with the ${want} zlibwapi.dll")
      elseif(want AND machine AND NOT machine STREQUAL want)
        string(APPEND wrong "\n  ${file} is built for ${machine} but the project builds for ${want} (error 193 when cuDNN loads it): use the ${want} zlibwapi.dll (zlib's dll_x64 build for x86_64)")
      else()
        get_filename_component(found "${file}" ABSOLUTE)
        break()
      endif()
    endforeach()
  endif()
  set(${prefix}_FILE "${found}" PARENT_SCOPE)
  set(${prefix}_LOOKED "${looked}" PARENT_SCOPE)
  set(${prefix}_HINT "${hint}" PARENT_SCOPE)
  set(${prefix}_WRONG "${wrong}" PARENT_SCOPE)
endfunction()

# --- The stage -------------------------------------------------------------

# _cudnn_runtime_setup(<record-var>), called by FindCUDNN after the targets.
function(_cudnn_runtime_setup record_var)
  set(rec "${${record_var}}")
  _cudnn_record_get(rec platform platform)
  _cudnn_record_get(rec version version)
  _cudnn_record_get(rec runtime runtime)
  _cudnn_record_get(rec runtime_dir runtime_dir)

  set(files "")
  set(dirs "")
  if(runtime AND NOT CUDNN_USE_STATIC_LIBS)
    list(APPEND files "${runtime}")
    list(APPEND dirs "${runtime_dir}")
  endif()
  set(component_targets "")
  foreach(name IN LISTS _CUDNN_RESULT_COMPONENTS) # _cudnn_results_from_record's
    set(c_runtime "${_CUDNN_RESULT_RUNTIME_${name}}")
    if(c_runtime AND NOT CUDNN_USE_STATIC_LIBS)
      list(APPEND files "${c_runtime}")
      if(TARGET CUDNN::cudnn_${name})
        get_target_property(type CUDNN::cudnn_${name} TYPE)
        if(type STREQUAL "SHARED_LIBRARY")
          list(APPEND component_targets CUDNN::cudnn_${name})
        endif()
      endif()
    endif()
  endforeach()

  set(zlibwapi "")
  if(platform STREQUAL "windows" AND runtime
     AND version VERSION_GREATER_EQUAL 8.3 AND version VERSION_LESS 9.2)
    _cudnn_runtime_find_zlibwapi(_zlib rec)
    set(zlibwapi "${_zlib_FILE}")
    if(zlibwapi)
      list(APPEND files "${zlibwapi}")
      get_filename_component(zdir "${zlibwapi}" DIRECTORY)
      list(APPEND dirs "${zdir}")
      if(NOT TARGET CUDNN::zlibwapi)
        # Run-time only (no import library): reached through CUDNN::cudnn's
        # link-dependent libraries; linking it directly is an error.
        add_library(CUDNN::zlibwapi SHARED IMPORTED)
        set_target_properties(CUDNN::zlibwapi PROPERTIES IMPORTED_LOCATION "${zlibwapi}")
      endif()
    endif()
    _cudnn_strict_enabled(strict)
    if(NOT CUDNN_FIND_QUIETLY OR strict)
      if(_zlib_WRONG)
        _cudnn_warning(
          "cuDNN ${version}: a zlibwapi.dll that cannot be loaded was found:${_zlib_WRONG}")
      endif()
      if(NOT zlibwapi)
        if(_zlib_HINT)
          set(where "${_zlib_HINT} holds no usable zlibwapi.dll (looked for ${_zlib_LOOKED})")
          set(fix "point the hint at the folder holding the x64 zlibwapi.dll")
        else()
          set(where "no zlibwapi.dll found (looked in ${_zlib_LOOKED})")
          set(fix "put the x64 zlibwapi.dll next to ${runtime}, or set ZLIBWAPI_ROOT to the folder holding it")
        endif()
        # What the real DLLs do: none imports zlibwapi.dll (their import
        # tables list only cuDNN's own DLLs and KERNEL32); they load it by
        # name, so nothing fails until a call needs it.
        _cudnn_warning(
          "cuDNN ${version} loads zlibwapi.dll at run time (Windows builds of cuDNN 8.3 to 9.1 do), and it is missing:\n"
          "  ${where}\n"
          "  cuDNN's DLLs do not import it: programs link and start and the version checks pass, but cuDNN loads it by name when a call first needs it, and that call fails with \"Could not locate zlibwapi.dll. Please make sure it is in your library path!\".\n"
          "  Fix: ${fix}.  NVIDIA does not ship it: it is zlib's 64-bit Windows DLL build (zlib123dllx64, dll_x64/zlibwapi.dll).")
      endif()
    endif()
  endif()

  # $<TARGET_RUNTIME_DLLS> (CMake 3.21+) lists shared dependencies: every
  # sub-library DLL and zlibwapi.dll become ones of CUDNN::cudnn.
  if(platform STREQUAL "windows" AND TARGET CUDNN::cudnn)
    get_target_property(type CUDNN::cudnn TYPE)
    if(type STREQUAL "SHARED_LIBRARY")
      set(deps ${component_targets})
      if(TARGET CUDNN::zlibwapi)
        list(APPEND deps CUDNN::zlibwapi)
      endif()
      set_property(TARGET CUDNN::cudnn PROPERTY IMPORTED_LINK_DEPENDENT_LIBRARIES "${deps}")
    endif()
  endif()

  # The checks cost time, and warn only: skipped under QUIET, unless strict.
  _cudnn_strict_enabled(strict)
  if((NOT CUDNN_FIND_QUIETLY OR strict) AND NOT CUDNN_USE_STATIC_LIBS AND runtime)
    if(platform STREQUAL "windows")
      _cudnn_runtime_check_dll_shadows(rec "${files}")
      _cudnn_runtime_check_bin_link(rec)
    else()
      _cudnn_runtime_check_ld_library_path(rec "${files}")
    endif()
  endif()

  list(REMOVE_DUPLICATES dirs)
  set_property(GLOBAL PROPERTY _CUDNN_RUNTIME_FILES "${files}")
  set_property(GLOBAL PROPERTY _CUDNN_RUNTIME_PLATFORM "${platform}")
  set_property(GLOBAL PROPERTY _CUDNN_RUNTIME_VERSION "${version}")
  set(CUDNN_RUNTIME_LIBRARIES "${files}" PARENT_SCOPE)
  set(CUDNN_RUNTIME_LIBRARY_DIRS "${dirs}" PARENT_SCOPE)
  set(CUDNN_ZLIBWAPI_LIBRARY "${zlibwapi}" PARENT_SCOPE)
endfunction()

# --- Public helpers --------------------------------------------------------

#[=[
cudnn_copy_runtime_dlls(<target>...)

After each <target> (an executable or shared/module library) is linked, copy
CUDNN_RUNTIME_LIBRARIES into its output folder ($<TARGET_FILE_DIR>, per
configuration with multi-config generators), only the files that differ.
The copy runs when the target is linked, and the target is re-linked when a
cuDNN DLL changes (LINK_DEPENDS; Makefile and Ninja generators), so a build
with nothing to do stays one.  Nothing is added where there is nothing to
copy (cuDNN not found, static cuDNN, or a non-DLL platform: on Linux
programs find the .so files through their RUNPATH).  Also warns, at
configure time, about cuDNN DLLs of another release already in the folder.
#]=]
function(cudnn_copy_runtime_dlls)
  get_property(files GLOBAL PROPERTY _CUDNN_RUNTIME_FILES)
  get_property(platform GLOBAL PROPERTY _CUDNN_RUNTIME_PLATFORM)
  foreach(target IN LISTS ARGN)
    if(NOT TARGET ${target})
      message(FATAL_ERROR "cudnn_copy_runtime_dlls: '${target}' is not a target (create it with add_executable or add_library first)")
    endif()
    get_target_property(type ${target} TYPE)
    get_target_property(imported ${target} IMPORTED)
    get_target_property(aliased ${target} ALIASED_TARGET)
    if(aliased)
      set(target ${aliased})
    endif()
    if(imported OR NOT type MATCHES "^(EXECUTABLE|SHARED_LIBRARY|MODULE_LIBRARY)$")
      if(imported)
        set(type "imported ${type}")
      endif()
      message(FATAL_ERROR "cudnn_copy_runtime_dlls: ${target} is a target of type ${type}: only executables and shared or module libraries built here have an output folder to copy DLLs into")
    endif()
    if(NOT platform STREQUAL "windows" OR NOT files)
      continue()
    endif()
    _cudnn_runtime_check_output_dir(${target} "${files}")
    # copy_if_different takes several files and a folder on every CMake this
    # module supports (copy -t needs 3.26).
    add_custom_command(TARGET ${target} POST_BUILD
      COMMAND "${CMAKE_COMMAND}" -E copy_if_different ${files} "$<TARGET_FILE_DIR:${target}>"
      COMMENT "Copying cuDNN run-time DLLs next to ${target}"
      VERBATIM)
    set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${files})
  endforeach()
endfunction()

# The files of a .so's symbolic link chain within its folder, link first,
# real file last; "" when a link leads out of the folder.
function(_cudnn_runtime_so_chain out file)
  set(chain "${file}")
  get_filename_component(dir "${file}" DIRECTORY)
  set(current "${file}")
  foreach(step RANGE 8)
    if(NOT IS_SYMLINK "${current}")
      set(${out} "${chain}" PARENT_SCOPE)
      return()
    endif()
    file(READ_SYMLINK "${current}" target)
    if(target MATCHES "/")
      break()
    endif()
    set(current "${dir}/${target}")
    list(APPEND chain "${current}")
  endforeach()
  set(${out} "" PARENT_SCOPE)
endfunction()

#[=[
cudnn_install_runtime_dlls([DESTINATION <dir>] [COMPONENT <component>])

Installs CUDNN_RUNTIME_LIBRARIES with the project: on Windows the DLLs
(zlibwapi.dll included) into DESTINATION (default ${CMAKE_INSTALL_BINDIR}, or
bin), beside the installed programs; on Linux each libcudnn*.so.<major> with
its symbolic link chain (libcudnn.so.9 -> libcudnn.so.9.19.0) into
DESTINATION (default ${CMAKE_INSTALL_LIBDIR}, or lib).  Programs installed
on Linux need an RPATH that reaches it (e.g. INSTALL_RPATH "$ORIGIN/../lib").
#]=]
function(cudnn_install_runtime_dlls)
  cmake_parse_arguments(PARSE_ARGV 0 A "" "DESTINATION;COMPONENT" "")
  if(A_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "cudnn_install_runtime_dlls: unknown arguments '${A_UNPARSED_ARGUMENTS}' (expected [DESTINATION <dir>] [COMPONENT <component>])")
  endif()
  get_property(files GLOBAL PROPERTY _CUDNN_RUNTIME_FILES)
  get_property(platform GLOBAL PROPERTY _CUDNN_RUNTIME_PLATFORM)
  if(NOT files)
    return()
  endif()
  if(NOT A_DESTINATION)
    if(platform STREQUAL "windows")
      set(A_DESTINATION bin)
      if(CMAKE_INSTALL_BINDIR)
        set(A_DESTINATION "${CMAKE_INSTALL_BINDIR}")
      endif()
    else()
      set(A_DESTINATION lib)
      if(CMAKE_INSTALL_LIBDIR)
        set(A_DESTINATION "${CMAKE_INSTALL_LIBDIR}")
      endif()
    endif()
  endif()
  set(component "")
  if(A_COMPONENT)
    set(component COMPONENT "${A_COMPONENT}")
  endif()
  if(platform STREQUAL "windows")
    install(FILES ${files} DESTINATION "${A_DESTINATION}" ${component})
    return()
  endif()
  foreach(file IN LISTS files)
    _cudnn_runtime_so_chain(chain "${file}")
    if(chain)
      # install(FILES) keeps symbolic links as links.
      install(FILES ${chain} DESTINATION "${A_DESTINATION}" ${component})
    else()
      file(REAL_PATH "${file}" real)
      get_filename_component(name "${file}" NAME)
      install(FILES "${real}" DESTINATION "${A_DESTINATION}" RENAME "${name}" ${component})
    endif()
  endforeach()
endfunction()
