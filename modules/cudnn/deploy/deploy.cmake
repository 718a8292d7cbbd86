# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# Putting the chosen install's run-time files (runtime.cmake) where programs
# find them: next to a target's binary after it is linked, and into an
# install tree.  Public:
#
#   cudnn_copy_runtime_dlls(<target>... [WITH_CUDA])
#   cudnn_install_runtime_dlls([DESTINATION <dir>] [COMPONENT <component>] [WITH_CUDA])
#   cudnn_set_install_rpath(<target>... [DESTINATION <dir>])
#
# They read what FindCUDNN put on CUDNN::cudnn (targets.cmake: the
# properties CUDNN_RUNTIME_LIBRARIES, CUDNN_RUNTIME_DIR, CUDNN_PLATFORM,
# CUDNN_VERSION, CUDNN_STRICT, and the CUDA libraries cuDNN loads,
# check/cuda-libraries.cmake), so they work wherever the target is seen.

include_guard(GLOBAL)

# _cudnn_deploy_facts(<f>)
# What CUDNN::cudnn carries for the functions below, as <f>_RUNTIME_LIBRARIES,
# <f>_RUNTIME_DIR, <f>_PLATFORM, <f>_VERSION, <f>_STRICT, <f>_CUDA_RUNTIME_LIBRARIES,
# <f>_CUDA_RUNTIME_MISSING, <f>_CUDA_RUNTIME_DIRS, <f>_CUDA_MAJOR and
# <f>_LICENSE_FILES ("" when there is no target).
function(_cudnn_deploy_facts f)
  foreach(fact IN ITEMS RUNTIME_LIBRARIES RUNTIME_DIR PLATFORM VERSION STRICT CUDA_RUNTIME_LIBRARIES
                        CUDA_RUNTIME_MISSING CUDA_RUNTIME_DIRS CUDA_MAJOR LICENSE_FILES)
    set(value "")
    if(TARGET CUDNN::cudnn)
      get_property(value TARGET CUDNN::cudnn PROPERTY CUDNN_${fact})
    endif()
    set(${f}_${fact} "${value}" PARENT_SCOPE)
  endforeach()
endfunction()

#[=[
cudnn_copy_runtime_dlls(<target>... [WITH_CUDA])

After each <target> (an executable or shared/module library) is linked, copy
CUDNN_RUNTIME_LIBRARIES into its output folder ($<TARGET_FILE_DIR>, per
configuration with multi-config generators), only the files that differ.
WITH_CUDA: CUDNN_CUDA_RUNTIME_LIBRARIES too (cuBLASLt, NVRTC and its
builtins, the CUDA runtime), so that the folder runs on a machine with only
the driver; one that was not found is a warning naming it.
The copy runs when the target is linked, and the target is re-linked when a
cuDNN DLL changes (LINK_DEPENDS; Makefile and Ninja generators), so a build
with nothing to do stays one.  Nothing is added where there is nothing to
copy (cuDNN not found, static cuDNN, or a non-DLL platform: on Linux
programs find the .so files through their RUNPATH).  Also warns, at
configure time, about cuDNN DLLs of another release already in the folder.
#]=]
function(cudnn_copy_runtime_dlls)
  _cudnn_deploy_facts(f)
  set(targets "${ARGN}")
  list(REMOVE_ITEM targets WITH_CUDA)
  set(files "${f_RUNTIME_LIBRARIES}")
  if("WITH_CUDA" IN_LIST ARGN AND f_PLATFORM STREQUAL "windows" AND f_RUNTIME_LIBRARIES)
    _cudnn_cuda_deploy_check(f cudnn_copy_runtime_dlls)
    list(APPEND files ${f_CUDA_RUNTIME_LIBRARIES})
  endif()
  foreach(target IN LISTS targets)
    if(NOT TARGET ${target})
      message(FATAL_ERROR "cudnn_copy_runtime_dlls: '${target}' is not a target (create it with add_executable or add_library first)")
    endif()
    get_target_property(aliased ${target} ALIASED_TARGET)
    if(aliased)
      set(target ${aliased})
    endif()
    get_target_property(type ${target} TYPE)
    get_target_property(imported ${target} IMPORTED)
    if(imported)
      set(type "imported ${type}")
    endif()
    if(NOT type MATCHES "^(EXECUTABLE|SHARED_LIBRARY|MODULE_LIBRARY)$")
      message(FATAL_ERROR "cudnn_copy_runtime_dlls: ${target} is a target of type ${type}: only executables and shared or module libraries built here have an output folder to copy DLLs into")
    endif()
    if(NOT f_PLATFORM STREQUAL "windows" OR NOT f_RUNTIME_LIBRARIES)
      continue()
    endif()
    _cudnn_runtime_check_output_dir(${target} f)
    # copy_if_different takes several files and a folder on every CMake this
    # module supports (copy -t needs 3.26).
    add_custom_command(TARGET ${target} POST_BUILD
      COMMAND "${CMAKE_COMMAND}" -E copy_if_different ${files} "$<TARGET_FILE_DIR:${target}>"
      COMMENT "Copying cuDNN run-time DLLs next to ${target}"
      VERBATIM)
    set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS ${files})
  endforeach()
endfunction()

# _cudnn_runtime_so_chain(<out> <file>)
# The files of a .so's symbolic link chain within its folder, link first,
# real file last; "" when a link leads out of the folder (or the chain is
# longer than any library's).
function(_cudnn_runtime_so_chain out file)
  get_filename_component(dir "${file}" DIRECTORY)
  set(chain "${file}")
  while(IS_SYMLINK "${file}")
    file(READ_SYMLINK "${file}" target)
    list(LENGTH chain length)
    if(target MATCHES "/" OR length GREATER 8)
      set(chain "")
      break()
    endif()
    set(file "${dir}/${target}")
    list(APPEND chain "${file}")
  endwhile()
  set(${out} "${chain}" PARENT_SCOPE)
endfunction()

#[=[
cudnn_install_runtime_dlls([DESTINATION <dir>] [COMPONENT <component>] [WITH_CUDA])

Installs CUDNN_RUNTIME_LIBRARIES with the project: on Windows the DLLs
(zlibwapi.dll included) into DESTINATION (default ${CMAKE_INSTALL_BINDIR}, or
bin), beside the installed programs; on Linux each libcudnn*.so.<major> with
its symbolic link chain (libcudnn.so.9 -> libcudnn.so.9.19.0) into
DESTINATION (default ${CMAKE_INSTALL_LIBDIR}, or lib).  Programs installed
on Linux need an RPATH that reaches it (e.g. INSTALL_RPATH "$ORIGIN/../lib").
WITH_CUDA: CUDNN_CUDA_RUNTIME_LIBRARIES too, the same way, so that the
install tree runs on a machine with only the driver; one that was not found
is a warning naming it.  NVIDIA's licence files go beside them
(LICENSE.cudnn.txt; LICENSE.cuda.txt with WITH_CUDA): what is installed is
NVIDIA's, under NVIDIA's licence.
#]=]
function(cudnn_install_runtime_dlls)
  cmake_parse_arguments(PARSE_ARGV 0 A "WITH_CUDA" "DESTINATION;COMPONENT" "")
  if(A_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "cudnn_install_runtime_dlls: unknown arguments '${A_UNPARSED_ARGUMENTS}' (expected [DESTINATION <dir>] [COMPONENT <component>] [WITH_CUDA])")
  endif()
  _cudnn_deploy_facts(f)
  set(files "${f_RUNTIME_LIBRARIES}")
  set(licenses "${f_LICENSE_FILES}")
  list(FILTER licenses INCLUDE REGEX "\\|LICENSE\\.cudnn\\.txt$")
  if(A_WITH_CUDA AND f_RUNTIME_LIBRARIES)
    _cudnn_cuda_deploy_check(f cudnn_install_runtime_dlls)
    list(APPEND files ${f_CUDA_RUNTIME_LIBRARIES})
    set(licenses "${f_LICENSE_FILES}")
  endif()
  set(kind LIB) # CMAKE_INSTALL_LIBDIR, else lib
  if(f_PLATFORM STREQUAL "windows")
    set(kind BIN)
  endif()
  if(NOT A_DESTINATION)
    string(TOLOWER "${kind}" A_DESTINATION)
    if(CMAKE_INSTALL_${kind}DIR)
      set(A_DESTINATION "${CMAKE_INSTALL_${kind}DIR}")
    endif()
  endif()
  if(A_WITH_CUDA AND NOT kind STREQUAL "BIN")
    _cudnn_nvrtc_builtins_note("${f_CUDA_RUNTIME_LIBRARIES}" "${A_DESTINATION}")
  endif()
  # COMPONENT "" is the default component, as if not given.
  if(files)
    foreach(license IN LISTS licenses)
      string(REPLACE "|" ";" license "${license}")
      list(GET license 0 file)
      list(GET license 1 name)
      install(FILES "${file}" DESTINATION "${A_DESTINATION}" RENAME "${name}" COMPONENT "${A_COMPONENT}")
    endforeach()
  endif()
  foreach(file IN LISTS files)
    set(chain "${file}") # a DLL is installed as it is
    if(NOT kind STREQUAL "BIN")
      _cudnn_runtime_so_chain(chain "${file}")
    endif()
    if(chain)
      # install(FILES) keeps symbolic links as links.
      install(FILES ${chain} DESTINATION "${A_DESTINATION}" COMPONENT "${A_COMPONENT}")
    else()
      file(REAL_PATH "${file}" real)
      get_filename_component(name "${file}" NAME)
      install(FILES "${real}" DESTINATION "${A_DESTINATION}" RENAME "${name}" COMPONENT "${A_COMPONENT}")
    endif()
  endforeach()
endfunction()

# _cudnn_cuda_deploy_check(<f> <caller>)
# A warning (in strict mode, an error) for each CUDA library cuDNN loads that
# FindCUDNN did not find (<f>_CUDA_RUNTIME_MISSING), or when it could not tell
# the CUDA version: the deployed files would not run where only the driver is.
function(_cudnn_cuda_deploy_check f caller)
  set(where "${${f}_CUDA_RUNTIME_DIRS}")
  list(JOIN where ", " where)
  set(text "")
  if(NOT ${f}_CUDA_MAJOR)
    set(text "${caller}(WITH_CUDA): the CUDA version cuDNN ${${f}_VERSION} is built for is not known (no CUDA toolkit, CUDNN_CUDA_VERSION or package name tells it), so no CUDA library is deployed with it.\n  Fix: set CUDNN_CUDA_VERSION, or make the CUDA toolkit findable (CUDAToolkit_ROOT).")
  elseif(${f}_CUDA_RUNTIME_MISSING)
    list(JOIN ${f}_CUDA_RUNTIME_MISSING "\n    " missing)
    set(wheel "") # NVIDIA's CUDA wheels: -cu<major> names up to CUDA 12
    if(${f}_CUDA_MAJOR LESS 13)
      set(wheel "-cu${${f}_CUDA_MAJOR}")
    endif()
    set(text "${caller}(WITH_CUDA): CUDA libraries that cuDNN ${${f}_VERSION} loads at run time were not found, so they are not deployed:\n    ${missing}\n  Looked for in: ${where}.\n  Fix: install the CUDA ${${f}_CUDA_MAJOR} toolkit (CUDAToolkit_ROOT, CUDA_PATH) or NVIDIA's CUDA ${${f}_CUDA_MAJOR} wheels beside the cuDNN wheel (nvidia-cublas${wheel}, nvidia-cuda-nvrtc${wheel}, nvidia-cuda-runtime${wheel}), then configure again.")
  endif()
  if(text)
    _cudnn_warn("${text}" "${${f}_STRICT}")
  endif()
endfunction()

# _cudnn_nvrtc_builtins_note(<files> <destination>)
# NVRTC loads its builtins by plain name.  CUDA 12's libnvrtc.so has a run
# path of its own ($ORIGIN), so builtins installed beside it are found; CUDA
# 13's has none, and the loader then searches the RPATH (not RUNPATH) of the
# program, LD_LIBRARY_PATH and the ld.so cache: an installed program's usual
# RUNPATH does not reach them.  A note says so, with the ways that work.
function(_cudnn_nvrtc_builtins_note files destination)
  set(nvrtc "${files}")
  list(FILTER nvrtc INCLUDE REGEX "/libnvrtc\\.so\\.[0-9.]+$")
  if(NOT nvrtc)
    return()
  endif()
  list(GET nvrtc 0 nvrtc)
  file(READ_ELF "${nvrtc}" RUNPATH runpath RPATH rpath CAPTURE_ERROR error)
  if(error OR runpath OR rpath)
    return()
  endif()
  get_filename_component(name "${nvrtc}" NAME)
  message(STATUS "cuDNN note: ${name} (${nvrtc}) has no run path of its own and loads its builtins (libnvrtc-builtins.so.*) by plain name: an installed program finds them in ${destination} only through its RPATH, not its RUNPATH (link it with LINKER:--disable-new-dtags and an INSTALL_RPATH that reaches ${destination}; an RPATH outranks LD_LIBRARY_PATH), or through LD_LIBRARY_PATH or ldconfig")
endfunction()

# _cudnn_runtime_output_dirs(<out> <target>)
# The folders a target's binary is written to, per configuration (before the
# build; a folder given with a generator expression cannot be known here).
function(_cudnn_runtime_output_dirs out target)
  get_target_property(type ${target} TYPE)
  set(kind RUNTIME)
  if(type STREQUAL "MODULE_LIBRARY")
    set(kind LIBRARY)
  endif()
  get_target_property(base ${target} ${kind}_OUTPUT_DIRECTORY)
  if(NOT base)
    get_target_property(base ${target} BINARY_DIR)
  endif()
  get_property(multi GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
  set(configs "${CMAKE_BUILD_TYPE}")
  if(multi)
    set(configs ${CMAKE_CONFIGURATION_TYPES})
  endif()
  set(dirs "")
  if(configs STREQUAL "")
    set(dirs "${base}") # one configuration, without a name
  endif()
  foreach(config IN LISTS configs)
    string(TOUPPER "${config}" upper)
    get_target_property(dir ${target} ${kind}_OUTPUT_DIRECTORY_${upper})
    if(NOT dir AND multi)
      set(dir "${base}/${config}")
    elseif(NOT dir)
      set(dir "${base}")
    endif()
    list(APPEND dirs "${dir}")
  endforeach()
  list(FILTER dirs EXCLUDE REGEX "\\$<")
  list(REMOVE_DUPLICATES dirs)
  set(${out} "${dirs}" PARENT_SCOPE)
endfunction()

# _cudnn_runtime_check_output_dir(<target> <f>)
# DLLs of another cuDNN already in a target's output folder: a leftover of
# another release (any cudnn*.dll the chosen install <f> does not have), or a
# file of the same name that is another build (its size differs).
function(_cudnn_runtime_check_output_dir target f)
  _cudnn_runtime_output_dirs(dirs ${target})
  set(files "${${f}_RUNTIME_LIBRARIES}")
  list(TRANSFORM files REPLACE ".*/" "" OUTPUT_VARIABLE names)
  list(TRANSFORM names TOLOWER)
  set(lines "")
  foreach(dir IN LISTS dirs)
    _cudnn_glob(present "${dir}" "*.dll") # none in a folder not made yet
    foreach(name IN LISTS present)
      string(TOLOWER "${name}" lower)
      list(FIND names "${lower}" at)
      if(NOT lower MATCHES "^(cudnn.*|zlibwapi)\\.dll$")
      elseif(at EQUAL -1)
        set(other "")
        if(lower MATCHES "64_([0-9]+)\\.dll$")
          set(other " (from cuDNN ${CMAKE_MATCH_1})")
        endif()
        string(APPEND lines "\n  ${dir}/${name}${other} is not part of the chosen cuDNN ${${f}_VERSION}: a leftover of another release. Delete it.")
      else()
        list(GET files ${at} source)
        file(SIZE "${dir}/${name}" have)
        file(SIZE "${source}" want)
        if(NOT have EQUAL want)
          string(APPEND lines "\n  ${dir}/${name} (${have} bytes) is another build than ${source} (${want} bytes, cuDNN ${${f}_VERSION}): it is replaced when ${target} is next linked; delete it to replace it now.")
        endif()
      endif()
    endforeach()
  endforeach()
  if(lines)
    _cudnn_warn("cuDNN: the output folder of ${target} holds DLLs of another cuDNN, which a program there loads first:${lines}" "${${f}_STRICT}")
  endif()
endfunction()

#[=[
cudnn_set_install_rpath(<target>... [DESTINATION <dir>])

Makes each installed <target> load the chosen cuDNN, with no LD_LIBRARY_PATH:
adds the folder of cuDNN's libraries to the target's INSTALL_RPATH.  DESTINATION
is the folder the target is installed into, as install(TARGETS ... DESTINATION)
takes it (default "."), relative to CMAKE_INSTALL_PREFIX.  When the chosen cuDNN
is a pip wheel (<site-packages or dist-packages>/nvidia/cudnn) and the target
goes into that site-packages, the run path is relative
($ORIGIN/../nvidia/cudnn/lib; @loader_path on Apple), so the installed package
loads the wheel it was built against wherever the environment is.  In a
scikit-build-core build the target goes into the wheel's staging folder
(SKBUILD_PLATLIB_DIR, or SKBUILD_PURELIB_DIR), which pip unpacks into the
site-packages of the environment the package is installed in: the relative path
counts on the package depending on the cuDNN wheel, nvidia-cudnn-cu<N>, so that
pip installs it there too (under build isolation the build's own copy is in a
temporary environment).  Otherwise the run path is the folder itself, and a note
says that the installed binary then finds cuDNN only there.  Windows has no run
path: there cudnn_install_runtime_dlls puts the DLLs beside the binaries, and a
Python extension calls os.add_dll_directory(<the wheel's nvidia/cudnn/bin>)
before importing it (Python 3.8+ ignores PATH for extension DLLs).
#]=]
function(cudnn_set_install_rpath)
  cmake_parse_arguments(PARSE_ARGV 0 A "" "DESTINATION" "")
  set(targets ${A_UNPARSED_ARGUMENTS})
  if(NOT targets)
    message(FATAL_ERROR "cudnn_set_install_rpath: name at least one target (cudnn_set_install_rpath(<target>... [DESTINATION <dir>]))")
  endif()
  foreach(target IN LISTS targets)
    if(NOT TARGET ${target})
      message(FATAL_ERROR "cudnn_set_install_rpath: '${target}' is not a target (create it with add_executable or add_library first)")
    endif()
  endforeach()
  _cudnn_deploy_facts(f)
  if(f_PLATFORM STREQUAL "windows" OR CUDNN_USE_STATIC_LIBS)
    return()
  elseif(NOT f_RUNTIME_DIR)
    message(FATAL_ERROR "cudnn_set_install_rpath: no cuDNN was found: call it after a find_package(CUDNN) that found one (CUDNN_FOUND)")
  endif()
  _cudnn_install_rpath(rpath "${f_RUNTIME_DIR}" "${A_DESTINATION}")
  if(NOT rpath)
    set(rpath "${f_RUNTIME_DIR}")
    string(REPLACE ";" " " names "${targets}")
    message(STATUS "cuDNN note: cudnn_set_install_rpath(${names}): the run path is ${rpath} itself: the installed binaries load cuDNN from there, and not once it moves (a relative one needs cuDNN from a pip wheel in the site-packages they install into)")
  endif()
  set_property(TARGET ${targets} APPEND PROPERTY INSTALL_RPATH "${rpath}")
endfunction()

# _cudnn_install_rpath(<out> <dir> <destination>)
# The run path from <destination> (cudnn_set_install_rpath; relative to
# CMAKE_INSTALL_PREFIX, "" for the prefix itself) to <dir>, relative
# ($ORIGIN/...) when <dir> is in a site-packages (a pip wheel) and the target
# is installed into that site-packages; "" otherwise.
function(_cudnn_install_rpath out dir destination)
  get_filename_component(target_dir "${destination}" ABSOLUTE BASE_DIR "${CMAKE_INSTALL_PREFIX}")
  set(site "")
  if(dir MATCHES "^(.*/(site|dist)-packages)/.")
    set(site "${CMAKE_MATCH_1}")
  endif()
  # scikit-build-core installs into the wheel's staging folder (platlib or
  # purelib, CMAKE_INSTALL_PREFIX being it or, with wheel.install-dir, a folder
  # in it), which pip unpacks into a site-packages beside the cuDNN wheel the
  # package depends on: the same place relative to it as in this one.
  foreach(staging IN ITEMS ${SKBUILD_PLATLIB_DIR} ${SKBUILD_PURELIB_DIR})
    get_filename_component(staging "${staging}" ABSOLUTE)
    _cudnn_is_under(staged "${target_dir}" "${staging}")
    if(staged)
      file(RELATIVE_PATH rel "${staging}" "${target_dir}")
      set(target_dir "${site}/${rel}")
      break()
    endif()
  endforeach()
  _cudnn_is_under(in_site "${target_dir}" "${site}")
  set(rpath "")
  if(in_site)
    file(RELATIVE_PATH rel "${target_dir}" "${dir}")
    set(origin "$ORIGIN")
    if(APPLE)
      set(origin "@loader_path")
    endif()
    set(rpath "${origin}/${rel}")
  endif()
  set(${out} "${rpath}" PARENT_SCOPE)
endfunction()
