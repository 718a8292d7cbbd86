# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# One place -> the facts of one install.  find_path() finds the version
# header, find_library() the libraries, find_file() the DLLs, in the folders
# of the place's layout, so that CMAKE_IGNORE_PATH applies as to any other
# package; the files found are then read for what find_*() cannot judge (the
# version, the machine, the SONAME, a cut-short file), and a place that gave
# nothing is read to say why (a broken link, a file or folder this user cannot
# read).  In steps, so that a search reads only what its decisions need:
#
#   _cudnn_install(<p> <ctx> ...)     layout, version header, main library
#                                     (and DLL): what every place needs
#   _cudnn_install_main_files(<p> <ctx>)  the main library's file header and
#                                     SONAME: what an install not met before needs
#   _cudnn_install_cuda(<p> <ctx>)    the CUDA it is built for (cuda.cmake)
#   _cudnn_install_files(<p> <ctx>)   the other headers of the set and the
#                                     sub-libraries: what a candidate needs
#
# The facts are plain variables <p>_<FACT> (facts.cmake lists them);
# each step returns those it sets with return(PROPAGATE).  Everything that
# makes an install unusable goes into <p>_PROBLEMS with the file it is about
# and the fix, in the order a reader meets them (the first is the install's
# reason); what is merely worth knowing into <p>_NOTES.

include_guard(GLOBAL)

# _cudnn_add_problem(<p> <text>): <text>, unless empty, into <p>_PROBLEMS.
function(_cudnn_add_problem p text)
  if(text)
    _cudnn_append_text(${p}_PROBLEMS "${text}")
  endif()
  return(PROPAGATE ${p}_PROBLEMS)
endfunction()

# _cudnn_library_names(<out-link> <out-runtime> <ctx> <stem> <major> <version>)
# File names of a cuDNN library, most preferred first.
function(_cudnn_library_names out_link out_runtime ctx stem major version)
  if(${ctx}_PLATFORM STREQUAL "windows")
    set(link "${stem}.lib" "${stem}64_${major}.lib")
    set(runtime "${stem}64_${major}.dll")
  elseif(CUDNN_USE_STATIC_LIBS)
    set(link "lib${stem}_static.a" "lib${stem}_static_v${major}.a")
    set(runtime "")
  else()
    set(link "lib${stem}.so" "lib${stem}.so.${major}" "lib${stem}.so.${version}")
    set(runtime "lib${stem}.so.${major}" "lib${stem}.so.${version}" "lib${stem}.so")
  endif()
  set(${out_link} "${link}" PARENT_SCOPE)
  set(${out_runtime} "${runtime}" PARENT_SCOPE)
endfunction()

# --- Why a file cannot be used ----------------------------------------------

# _cudnn_unreadable(<out-broken> <out-denied> <path>)
# Why <path>, for which EXISTS (as find_*()) is false, is not simply absent.
# <out-broken>: "<path> is a broken symbolic link to '<target>'" when the
# links lead to no file (or back to themselves: "<target> (a loop of symbolic
# links)").  <out-denied>: which folder this user cannot enter, or that the
# file cannot be read: EXISTS is false for an unreadable file as for a
# missing one, but the folder's listing still shows the name, and
# IS_DIRECTORY "<dir>/." (a stat() needing only search permission) says
# whether a folder can be entered.  Both "" for a readable or absent path.
function(_cudnn_unreadable out_broken out_denied path)
  set(broken "")
  set(denied "")
  set(file "${path}")
  set(seen "") # the links followed
  while(NOT EXISTS "${file}" AND broken STREQUAL "" AND denied STREQUAL "")
    get_filename_component(parent "${file}" DIRECTORY)
    set(dir "${parent}") # the nearest folder up that stat() sees
    while(NOT IS_DIRECTORY "${dir}" AND dir MATCHES "/[^/]+$")
      get_filename_component(dir "${dir}" DIRECTORY)
    endwhile()
    get_filename_component(name "${file}" NAME)
    string(REGEX REPLACE "([][*?])" "[\\1]" pattern "${name}")
    _cudnn_glob(listed "${dir}" "${pattern}")
    if(NOT IS_DIRECTORY "${dir}")
      break()
    elseif(NOT IS_DIRECTORY "${dir}/.")
      set(denied "the folder ${dir} cannot be entered by this user (permissions), so ${file} cannot be read: run 'chmod a+rx' on it, or ask whoever installed cuDNN")
    elseif(NOT parent STREQUAL dir OR NOT listed) # absent: the links that lead here are broken
      if(seen)
        file(READ_SYMLINK "${path}" target)
        set(broken "${path} is a broken symbolic link to '${target}'")
      endif()
      break()
    elseif(IS_SYMLINK "${file}") # the file at the end of the links is the one to fix
      list(APPEND seen "${file}")
      file(READ_SYMLINK "${file}" target)
      get_filename_component(file "${target}" ABSOLUTE BASE_DIR "${dir}")
      list(LENGTH seen hops)
      if(file IN_LIST seen OR hops GREATER 40)
        file(READ_SYMLINK "${path}" target)
        set(broken "${path} is a broken symbolic link to '${target} (a loop of symbolic links)'")
      endif()
    else()
      set(mode a+r)
      if(IS_DIRECTORY "${file}")
        set(mode a+rx)
      endif()
      set(denied "${file} cannot be read by this user (permissions): run 'chmod ${mode}' on it, or ask whoever installed cuDNN")
    endif()
  endwhile()
  set(${out_broken} "${broken}" PARENT_SCOPE)
  set(${out_denied} "${denied}" PARENT_SCOPE)
endfunction()

# _cudnn_unusable_files(<out-broken> <out-denied> <dirs> <names> <found>)
# Why <dir>/<name> over <dirs> x <names>, in find_*()'s order (NAMES_PER_DIR),
# gave no file, up to the file <found> ("" for none): broken links (a list of
# _cudnn_unreadable's sentences) and files or folders this user cannot read
# (one reason a line).
function(_cudnn_unusable_files out_broken out_denied dirs names found)
  set(paths "")
  foreach(dir IN LISTS dirs)
    get_filename_component(parent "${dir}" DIRECTORY)
    if(IS_DIRECTORY "${dir}" OR NOT IS_DIRECTORY "${parent}/.") # else not there, in a folder that can be entered: nothing to tell
      foreach(name IN LISTS names)
        list(APPEND paths "${dir}/${name}")
      endforeach()
    endif()
  endforeach()
  list(FIND paths "${found}" at)
  if(at GREATER -1)
    list(SUBLIST paths 0 ${at} paths)
  endif()
  set(broken "")
  set(denied "")
  foreach(file IN LISTS paths)
    _cudnn_unreadable(link why "${file}")
    list(APPEND broken ${link}) # "" adds nothing
    list(APPEND denied ${why})
  endforeach()
  list(REMOVE_DUPLICATES denied)
  list(JOIN denied "\n" denied)
  set(${out_broken} "${broken}" PARENT_SCOPE)
  set(${out_denied} "${denied}" PARENT_SCOPE)
endfunction()

# --- The place: root, layout, folders --------------------------------------

# _cudnn_root_problem(<p>)
# Why <p>_ROOT cannot hold an install that a program could use, into
# <p>_PROBLEMS: characters that CMake or build tools read as something else,
# a file where a folder should be, a folder that cannot be entered.  A folder
# that does not exist (or a file) makes <p>_STATE absent.
function(_cudnn_root_problem p)
  set(root "${${p}_ROOT}")
  set(origin "${${p}_ORIGIN}")
  _cudnn_list_problem(problem "${root}")
  if(problem)
  elseif(NOT CMAKE_HOST_WIN32 AND root MATCHES "\\\\")
    # On Linux '\' is a character of a name, but CMake's path commands read
    # it as a separator: such a path is searched in one place, used in another.
    set(problem "the path holds a '\\', which CMake's path commands read as a folder separator (so a/b instead of a\\b): move or link the install to a path without one")
  elseif(root MATCHES "\\$\\(")
    # "$(...)" in compile and link flags reaches the build tool unescaped.
    set(problem "the path holds '$(', which CMake hands to the build tool as a make variable reference (Makefiles would read another folder, Ninja stops with 'bad $-escape'): move or link the install to a path without '$('")
  elseif(NOT IS_DIRECTORY "${root}")
    set(${p}_STATE absent)
    _cudnn_absent_root_problem(problem ${p})
  else()
    _cudnn_unreadable(_ denied "${root}/include")
    if(denied MATCHES "^the folder")
      set(problem "${denied}")
    endif()
  endif()
  _cudnn_add_problem(${p} "${problem}")
  return(PROPAGATE ${p}_STATE ${p}_PROBLEMS)
endfunction()

# _cudnn_absent_root_problem(<out> <p>)
# Why <p>_ROOT, which is no folder, holds no install, and what to point the
# hint at: an archive or a wheel not yet unpacked (the folder it unpacks to),
# another file, or a folder that is not there; for artifacts both the user
# named, when neither is there (a cache from another machine: one round fixes
# both).
function(_cudnn_absent_root_problem out p)
  set(root "${${p}_ROOT}")
  set(origin "${${p}_ORIGIN}")
  get_filename_component(dir "${root}" DIRECTORY)
  get_filename_component(name "${root}" NAME)
  set(hint "${${p}_LIBRARY_HINT}")
  if(NOT EXISTS "${root}" AND ${p}_KIND STREQUAL "artifacts" AND hint AND NOT EXISTS "${hint}")
    set(problem "neither ${root} nor ${hint} exists (a cache from another machine, or an install since moved or removed?): correct both, or remove ${origin} from the cache (cmake -U 'CUDNN_*', or delete CMakeCache.txt) to let the module search")
  elseif(NOT EXISTS "${root}")
    set(problem "the folder does not exist: correct ${origin}, or unset it to let the module search")
  elseif(name MATCHES "^(.+-archive)\\.(zip|tar\\.xz|tar\\.gz|tar)$") # 8.3 and newer: a folder of its name
    set(problem "this is a cuDNN archive, not a folder: unpack it first (tar -xf, or Expand-Archive on Windows), then point ${origin} at the folder it unpacks to, ${dir}/${CMAKE_MATCH_1}")
  elseif(name MATCHES "\\.(tgz|zip|tar\\.xz|tar\\.gz|tar)$") # 8.2 and older: cuda/ (cudnn-11.3-windows-x64-v8.2.1.32.zip)
    set(problem "this is a cuDNN archive, not a folder: unpack it first (tar -xf, or Expand-Archive on Windows), then point ${origin} at the folder it unpacks to, ${dir}/cuda")
  elseif(name MATCHES "\\.whl$")
    set(problem "this is a wheel, not a folder: install it (pip install ${root}: the module finds a Python environment's cuDNN by itself), or unpack it (python -m zipfile -e ${root} <folder>) and point ${origin} at <folder>/nvidia/cudnn")
  else()
    set(problem "this is a file, not a folder: point ${origin} at the folder that holds include/ and lib/")
  endif()
  set(${out} "${problem}" PARENT_SCOPE)
endfunction()

# _cudnn_layout(<p> <ctx>)
# <p>_BASE, the folder that holds include/ and lib/ (a cuDNN 7 to 8.2
# archive's cuda/, a Windows conda prefix's Library/; for artifacts, the
# folder above their include folder), and <p>_LAYOUT, the layout's name.
# NVIDIA's cuDNN 9 installer keeps one build per CUDA version in sub-folders
# (include/12.9, include/13.0): <p>_LAYOUT_CUDA is the one of the CUDA major
# asked for, newest minor first (the newest when no CUDA version is known),
# and says which CUDA the install is for.
function(_cudnn_layout p ctx)
  set(root "${${p}_ROOT}")
  set(kind "${${p}_KIND}")
  set(base "${root}")
  if(NOT IS_DIRECTORY "${root}/include" AND IS_DIRECTORY "${root}/cuda/include")
    set(base "${root}/cuda")
  elseif(${ctx}_PLATFORM STREQUAL "windows" AND (kind STREQUAL "conda" OR
         (NOT IS_DIRECTORY "${root}/include" AND IS_DIRECTORY "${root}/Library/include")))
    set(base "${root}/Library")
  endif()
  # A wheel is a wheel however it was named (CUDNN_ROOT, a prefix path).
  if(kind STREQUAL "python" OR root MATCHES "/site-packages/nvidia/cudnn(_jit)?$")
    set(layout "pip wheel")
  elseif(kind STREQUAL "conda" OR base STREQUAL "${root}/Library")
    set(layout conda)
  elseif(kind MATCHES "^(cuda-root|installer|artifacts)$")
    string(REPLACE "cuda-root" "CUDA root" layout "${kind}")
    string(REPLACE "installer" "cuDNN installer" layout "${layout}")
  elseif(NOT base STREQUAL root)
    set(layout "archive with a cuda/ top folder")
  elseif(kind STREQUAL "system" OR root MATCHES "^/usr(/local)?$")
    set(layout system)
  else()
    set(layout archive)
  endif()
  _cudnn_glob(all "${base}/include" "[0-9]*.[0-9]*")
  list(FILTER all INCLUDE REGEX "^[0-9]+\\.[0-9]+$")
  list(SORT all COMPARE NATURAL ORDER DESCENDING)
  list(JOIN all ", " all_text)
  string(REGEX MATCH "^[0-9]+" want "${${ctx}_CUDA}")
  set(matching "${all}")
  if(want)
    list(FILTER matching INCLUDE REGEX "^${want}\\.")
  endif()
  if(matching)
    list(GET matching 0 mm)
    set(${p}_LAYOUT_CUDA "${mm}")
    set(${p}_CUDA "${mm}")
    set(${p}_CUDA_SOURCE "its per-CUDA sub-folder include/${mm}")
    set(layout "per-CUDA sub-folders (${all_text}), chose ${mm}")
    set(note "${base}: no CUDA toolkit found, chose the newest CUDA sub-folder ${mm} (present: ${all_text}). Set CUDNN_CUDA_VERSION to choose another")
    if(want)
      set(note "${base}: chose the CUDA ${mm} sub-folder, matching CUDA toolkit ${${ctx}_CUDA} (present: ${all_text})")
    endif()
    _cudnn_append_text(${p}_NOTES "${note}")
  elseif(all)
    _cudnn_add_problem(${p} "${base}/include has sub-folders for CUDA ${all_text} but none for CUDA ${want}, and ${${ctx}_CUDA_ASKED}: install the cuDNN build for CUDA ${${ctx}_CUDA}, or set CUDNN_CUDA_VERSION to one of ${all_text}")
  endif()
  if(${p}_INCLUDE_DIR) # the artifacts' include folder: the folder above holds lib/
    get_filename_component(base "${${p}_INCLUDE_DIR}/.." ABSOLUTE)
  endif()
  set(${p}_BASE "${base}")
  set(${p}_LAYOUT "${layout}")
  return(PROPAGATE ${p}_BASE ${p}_LAYOUT ${p}_LAYOUT_CUDA ${p}_CUDA ${p}_CUDA_SOURCE ${p}_NOTES ${p}_PROBLEMS)
endfunction()
# _cudnn_layout_dirs(<out-include> <out-lib> <out-bin> <p> <ctx>)
# Where headers, link libraries and DLLs may be below <p>_BASE, in order: the
# per-CUDA sub-folders first.  In a cross build a CUDA root's targets/<name>
# (x86_64-linux; sbsa-linux for servers, aarch64-linux for Jetson) come next:
# its include/ and lib64/ are the host's.  Windows archives keep libraries in
# lib/<arch> (x64, arm64).  Artifacts: the user's include folder is the only
# one (<p>_INCLUDE_DIR), and the library may be beside the headers' folder.
function(_cudnn_layout_dirs out_include out_lib out_bin p ctx)
  set(mm "${${p}_LAYOUT_CUDA}")
  set(triplet "${${ctx}_TRIPLET}")
  set(arch x64)
  set(targets targets/x86_64-linux)
  if(${ctx}_MACHINE STREQUAL "aarch64")
    set(arch arm64)
    set(targets targets/sbsa-linux targets/aarch64-linux)
  elseif(${ctx}_MACHINE STREQUAL "ppc64")
    set(targets targets/ppc64le-linux)
  endif()
  if(NOT CMAKE_CROSSCOMPILING OR ${ctx}_PLATFORM STREQUAL "windows")
    set(targets "")
  endif()
  set(target_includes ${targets})
  list(TRANSFORM target_includes APPEND /include)
  list(TRANSFORM targets APPEND /lib)
  set(include include/${mm} ${target_includes} include include/${triplet})
  set(lib lib/${mm}/${arch} lib/${mm} ${targets} lib64 lib lib/${triplet})
  set(bin "")
  if(${ctx}_PLATFORM STREQUAL "windows")
    set(lib lib/${mm}/${arch} lib/${mm} lib/${arch} lib)
    set(bin bin/${mm}/${arch} bin/${mm} bin/${arch} bin)
  endif()
  foreach(var include lib bin)
    list(FILTER ${var} EXCLUDE REGEX "//|/$") # those of an empty ${mm} or ${triplet}
    list(TRANSFORM ${var} PREPEND "${${p}_BASE}/")
  endforeach()
  list(APPEND include "${${p}_BASE}")
  if(${p}_KIND STREQUAL "artifacts")
    list(APPEND lib "${${p}_BASE}")
  endif()
  if(${p}_INCLUDE_DIR)
    set(include "${${p}_INCLUDE_DIR}")
  endif()
  set(${out_include} "${include}" PARENT_SCOPE)
  set(${out_lib} "${lib}" PARENT_SCOPE)
  set(${out_bin} "${bin}" PARENT_SCOPE)
endfunction()
# _cudnn_artifacts_root(<p>)
# The user's CUDNN_INCLUDE_DIR / CUDNN_LIBRARY (the <p>_ROOT and
# <p>_LIBRARY_HINT the search gives): a header file is as good as its folder
# (F5); with the library alone, the headers are beside its lib folder.
# Returns the root and the include folder to read (<p>_INCLUDE_DIR).
function(_cudnn_artifacts_root p)
  set(include "${${p}_ROOT}")
  if(include AND EXISTS "${include}" AND NOT IS_DIRECTORY "${include}")
    get_filename_component(include "${include}" DIRECTORY)
  endif()
  set(root "${include}")
  if(NOT include)
    set(lib_dir "${${p}_LIBRARY_HINT}")
    if(NOT IS_DIRECTORY "${lib_dir}")
      get_filename_component(lib_dir "${lib_dir}" DIRECTORY)
    endif()
    set(root "${lib_dir}")
    foreach(up ../../.. ../.. ..) # the nearest wins: the last found
      if(IS_DIRECTORY "${lib_dir}/${up}/include")
        get_filename_component(root "${lib_dir}/${up}" ABSOLUTE)
      endif()
    endforeach()
  endif()
  set(${p}_ROOT "${root}" PARENT_SCOPE)
  set(${p}_INCLUDE_DIR "${include}" PARENT_SCOPE)
endfunction()

# --- The first step ----------------------------------------------------------

# _cudnn_install(<p> <ctx> <origin> <path> <kind> <explicit> [<library-hint>])
# The place, its layout, the version header and version, where the main
# library is.  <p>_STATE: absent (no folder), empty (no cuDNN header), else
# cheap.  For artifacts, <path> is the user's CUDNN_INCLUDE_DIR (or "") and
# <library-hint> the CUDNN_LIBRARY.
function(_cudnn_install p ctx origin path kind explicit)
  _cudnn_facts(facts ${p})
  foreach(var IN LISTS facts)
    set(${var} "")
  endforeach()
  set(${p}_ORIGIN "${origin}")
  set(${p}_KIND "${kind}")
  set(${p}_EXPLICIT "${explicit}")
  set(${p}_ROOT "${path}")
  set(${p}_LIBRARY_HINT "${ARGV6}")
  if(kind STREQUAL "artifacts")
    _cudnn_artifacts_root(${p})
  endif()
  _cudnn_package(${p}_PACKAGE 9 "${${p}_ROOT}" "") # by its name; the second step reads its files
  _cudnn_root_problem(${p})
  if(NOT ${p}_PROBLEMS)
    _cudnn_layout(${p} ${ctx})
    _cudnn_layout_dirs(include_dirs lib_dirs bin_dirs ${p} ${ctx})
    _cudnn_install_headers(${p} "${include_dirs}")
  endif()
  if(${p}_VERSION)
    set(${p}_STATE cheap)
    _cudnn_install_library(${p} ${ctx} "${lib_dirs}" "${bin_dirs}")
    # What the folders the files were found in say of the layout: a CUDA
    # root's targets/<name>, Debian's (and Jetson's L4T) multiarch folders.
    set(triplet "${${ctx}_TRIPLET}")
    if("${${p}_INCLUDE_DIR}" MATCHES "/targets/([^/]+)/include$")
      set(${p}_LAYOUT "CUDA root, targets/${CMAKE_MATCH_1}")
    elseif(${p}_LAYOUT MATCHES "^(system|archive)$" AND ("${${p}_INCLUDE_DIR}" MATCHES "/include/${triplet}$"
           OR "${${p}_LIBRARY_DIR}" MATCHES "/lib/${triplet}$"))
      set(${p}_LAYOUT "Debian multiarch ${triplet}")
    endif()
  elseif(NOT ${p}_PROBLEMS)
    set(${p}_STATE empty)
    set(what "no cuDNN header (cudnn_version.h, cudnn_version_v<N>.h, cudnn_v<N>.h or cudnn.h) in include/: point ${origin} at the folder that holds include/ and lib/ (for NVIDIA's cuDNN 9 installer, its v9.<minor> folder)")
    if(kind STREQUAL "artifacts")
      set(what "no cuDNN header (cudnn_version.h, cudnn_v<N>.h or cudnn.h) in ${${p}_ROOT}: point CUDNN_INCLUDE_DIR at the folder holding cudnn.h")
    elseif(kind STREQUAL "root")
      _cudnn_install_nearby(nearby "${${p}_ROOT}")
      if(nearby)
        set(what "no cuDNN header (cudnn_version.h, cudnn_version_v<N>.h, cudnn_v<N>.h or cudnn.h) in include/, but ${nearby}: point ${origin} at the install's folder")
      endif()
    endif()
    _cudnn_add_problem(${p} "${what}")
  endif()
  _cudnn_facts(facts ${p})
  return(PROPAGATE ${facts})
endfunction()

# _cudnn_install_nearby(<out> <root>)
# For a hint that holds no install: where one is, a level or two away, as
# "<folder> holds one (<header>)" or "<root> is the <sub> folder of the
# install at <folder>"; "" when none is.  A folder that holds the unpacked
# archive (downloads/) and a folder inside the install (lib/x64, include) are
# the usual slips.
function(_cudnn_install_nearby out root)
  set(found "")
  set(up "${root}")
  set(sub "")
  while(up MATCHES "/(include|lib|lib64|bin|x64|Library)$")
    string(PREPEND sub "/${CMAKE_MATCH_1}")
    get_filename_component(up "${up}" DIRECTORY)
  endwhile()
  if(sub)
    file(GLOB headers "${up}/include/cudnn*.h")
    if(headers)
      string(REGEX REPLACE "^/" "" sub "${sub}")
      set(found "${root} is the ${sub} folder of the install at ${up}")
    endif()
  endif()
  if(NOT found)
    file(GLOB headers "${root}/*/include/cudnn*.h" "${root}/*/cuda/include/cudnn*.h")
    list(TRANSFORM headers REPLACE "/include/[^/]*$" "" OUTPUT_VARIABLE folders)
    list(REMOVE_DUPLICATES folders)
    list(SORT folders)
    list(LENGTH folders n)
    list(JOIN folders " and " found)
    if(n EQUAL 1)
      string(APPEND found " holds a cuDNN install (include/cudnn*.h)")
    elseif(n GREATER 1)
      string(APPEND found " each hold a cuDNN install (include/cudnn*.h)")
    endif()
  endif()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

# --- Headers -----------------------------------------------------------------

# _cudnn_install_headers(<p> <include-dirs>)
# The version header, found by find_path() in <include-dirs>, and the version
# it says; where it finds none, the folders are read to say why.  In a folder
# the version headers are tried in the order releases used them: after a
# broken link the next, and the first that is there, readable or not, is
# read (_cudnn_read_header).  An unreadable or broken header is a problem,
# never a reason to read another folder: the compiler could not read it either.
function(_cudnn_install_headers p include_dirs)
  set(names cudnn_version.h)
  foreach(stem cudnn_version_v cudnn_v)
    foreach(major RANGE 12 7 -1)
      list(APPEND names ${stem}${major}.h)
    endforeach()
  endforeach()
  unset(found) # a find_*() whose variable is set does not search
  find_path(found NAMES ${names} cudnn.h PATHS ${include_dirs} NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH NO_CACHE)
  if(found)
    string(REGEX REPLACE "(.)/+$" "\\1" include_dirs "${found}")
  endif()
  # The folders the ignore lists name (as written, and through links:
  # _cudnn_search adds their real paths) hold nothing to use, nor to explain.
  list(REMOVE_ITEM include_dirs ${CMAKE_IGNORE_PATH} ${CMAKE_SYSTEM_IGNORE_PATH})
  foreach(dir IN LISTS include_dirs)
    if(NOT IS_DIRECTORY "${dir}")
      continue()
    elseif(NOT IS_DIRECTORY "${dir}/.")
      _cudnn_unreadable(_ problem "${dir}/cudnn_version.h") # "the folder ... cannot be entered"
      _cudnn_add_problem(${p} "${problem}")
      break()
    elseif(NOT EXISTS "${dir}")
      # stat() sees it, access(R_OK) does not (mode 711): CMake's EXISTS, and
      # the generate step's check of a target's include folders, call it missing.
      _cudnn_add_problem(${p} "the folder ${dir} can be entered but not listed by this user (permissions): CMake takes such a folder for a missing one when it is a target's include folder (the generate step fails with 'Imported target \"CUDNN::cudnn\" includes non-existent path'). Run 'chmod a+rx' on it, or ask whoever installed cuDNN")
      break()
    endif()
    _cudnn_version_header_names(headers "${dir}")
    set(header "")
    foreach(name IN LISTS headers)
      _cudnn_unreadable(broken denied "${dir}/${name}")
      if(broken)
        _cudnn_add_problem(${p} "${broken}: reinstall the headers, or copy the include folder with 'cp -a'")
      elseif(denied OR EXISTS "${dir}/${name}")
        set(header "${dir}/${name}")
        break()
      endif()
    endforeach()
    if(header)
      _cudnn_read_header(${p} "${header}" "${denied}")
      break()
    endif()
  endforeach()
  return(PROPAGATE ${p}_VERSION ${p}_INCLUDE_DIR ${p}_VERSION_HEADER ${p}_FORWARDING ${p}_NOTES ${p}_PROBLEMS)
endfunction()

# _cudnn_read_header(<p> <header> <denied>)
# A version header that is there: its version and folder, or why it cannot be
# read (<denied>: this user may not).  Debian's packages before 9.10 ship only
# the _v<N> names, and code includes <cudnn.h>: results.cmake generates
# forwarding headers.
function(_cudnn_read_header p header denied)
  get_filename_component(name "${header}" NAME)
  get_filename_component(dir "${header}" DIRECTORY)
  set(version "")
  set(problem "${denied}")
  if(IS_DIRECTORY "${header}")
    set(problem "${header} is a folder, not the header file: replace it with ${name} from the cuDNN archive")
  elseif(NOT denied)
    _cudnn_read_version(version problem "${header}")
  endif()
  string(REGEX MATCH "^[0-9]+" major "${version}")
  if(version)
    set(${p}_VERSION "${version}")
    set(${p}_INCLUDE_DIR "${dir}")
    set(${p}_VERSION_HEADER "${header}")
  endif()
  if(NOT version AND (denied OR IS_DIRECTORY "${header}"))
  elseif(NOT version AND NOT name STREQUAL "cudnn.h")
    string(APPEND problem ". Reinstall cuDNN's headers") # there, but corrupt or cut short
  elseif(NOT version) # cuDNN 8+ keeps the macros in cudnn_version.h
    set(problem "${header} defines no version and ${dir}/cudnn_version.h is missing: copy cudnn_version.h (and all cudnn*.h) from the same cuDNN archive")
  elseif(EXISTS "${dir}/cudnn.h")
  elseif(EXISTS "${dir}/cudnn_v${major}.h")
    set(${p}_FORWARDING TRUE)
    _cudnn_append_text(${p}_NOTES "${dir} has only the _v${major} header names (cudnn_v${major}.h, no cudnn.h): forwarding headers are generated so that #include <cudnn.h> works")
  else()
    set(problem "${dir} has ${name} but no cudnn.h: the header set is incomplete. Copy the whole include folder of the cuDNN archive")
  endif()
  _cudnn_add_problem(${p} "${problem}")
  return(PROPAGATE ${p}_VERSION ${p}_INCLUDE_DIR ${p}_VERSION_HEADER ${p}_FORWARDING ${p}_NOTES ${p}_PROBLEMS)
endfunction()

# --- Libraries -----------------------------------------------------------------

# _cudnn_install_library(<p> <ctx> <lib-dirs> <bin-dirs>)
# The main library to link (.so, import .lib, static archive), found by
# find_library() in <lib-dirs>, and on Windows its DLL (_cudnn_install_dll).
# A library the user named (CUDNN_LIBRARY) is taken as it is.  Where none is
# found, the folders are read to say why.
function(_cudnn_install_library p ctx lib_dirs bin_dirs)
  if(CUDNN_USE_STATIC_LIBS AND ${ctx}_PLATFORM STREQUAL "windows")
    _cudnn_add_problem(${p} "CUDNN_USE_STATIC_LIBS is ON but cuDNN ships no static libraries for Windows: set it OFF")
    return(PROPAGATE ${p}_PROBLEMS)
  endif()
  string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
  _cudnn_library_names(link_names runtime_names ${ctx} cudnn ${major} ${${p}_VERSION})
  set(hint "${${p}_LIBRARY_HINT}")
  set(library "")
  if(hint AND NOT IS_DIRECTORY "${hint}") # a file: that one, or why not
    get_filename_component(lib_dirs "${hint}" DIRECTORY)
    get_filename_component(link_names "${hint}" NAME)
    if(EXISTS "${hint}")
      set(library "${hint}")
    endif()
  else()
    if(hint)
      set(lib_dirs "${hint}")
    endif()
    _cudnn_find_main_library(library ${p} ${ctx} "${lib_dirs}" "${link_names}")
  endif()
  # Broken links met before the file found are problems too (F4: a chain
  # copied without its links); unreadable ones only when none was found.
  _cudnn_unusable_files(broken denied "${lib_dirs}" "${link_names}" "${library}")
  if(hint AND NOT IS_DIRECTORY "${hint}" AND NOT library AND NOT broken AND NOT denied)
    set(denied "CUDNN_LIBRARY=${hint} does not exist: point it at the cuDNN library file or the folder holding it")
  endif()
  foreach(link IN LISTS broken)
    if(link MATCHES "\\(a loop of symbolic links\\)'$")
      _cudnn_add_problem(${p} "${link}: the links point at each other and never reach the library file. Copy the whole lib folder again with 'cp -a' (or 'cp -P')")
    else()
      _cudnn_add_problem(${p} "${link}, which does not exist: the library was copied without its symlink chain. Copy the whole lib folder again with 'cp -a' (or 'cp -P')")
    endif()
  endforeach()
  if(library)
    set(${p}_LIBRARY "${library}")
    get_filename_component(${p}_LIBRARY_DIR "${library}" DIRECTORY)
    file(REAL_PATH "${library}" ${p}_LIBRARY_REAL) # one install seen through links (/usr/local/lib64 -> cuda-13.0/lib64)
  endif()
  if(NOT library AND (broken OR denied))
    _cudnn_add_problem(${p} "${denied}")
  elseif(${ctx}_PLATFORM STREQUAL "windows")
    _cudnn_install_dll(${p} ${ctx} "${lib_dirs}" "${bin_dirs}" "${link_names}" "${runtime_names}")
  elseif(NOT library)
    _cudnn_missing_library_problem(${p} ${ctx} "${lib_dirs}" "" "${link_names}" "")
  elseif(NOT CUDNN_USE_STATIC_LIBS)
    set(${p}_RUNTIME_DIR "${${p}_LIBRARY_DIR}") # the file: from the SONAME (_cudnn_install_main_files)
  endif()
  return(PROPAGATE ${p}_LIBRARY ${p}_LIBRARY_REAL ${p}_LIBRARY_DIR ${p}_RUNTIME ${p}_RUNTIME_DIR ${p}_STATIC_SET ${p}_IMPLIB_FROM_DLL
         ${p}_PROBLEMS ${p}_NOTES)
endfunction()

# _cudnn_find_main_library(<out> <p> <ctx> <lib-dirs> <link-names>)
# The main library in <lib-dirs>, by find_library() ("" for none).  cuDNN 8.3
# and newer ship no libcudnn_static.a: the static build is the set of
# sub-library archives (F6), anchored on the first of them (<p>_STATIC_SET).
function(_cudnn_find_main_library out p ctx lib_dirs link_names)
  string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
  _cudnn_core_components(core ${major})
  unset(library)
  find_library(library NAMES ${link_names} NAMES_PER_DIR PATHS ${lib_dirs} NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH NO_CACHE)
  if(NOT library AND CUDNN_USE_STATIC_LIBS AND core)
    list(GET core 0 first)
    _cudnn_library_names(first_names _ ${ctx} cudnn_${first} ${major} ${${p}_VERSION})
    unset(library)
    find_library(library NAMES ${first_names} NAMES_PER_DIR PATHS ${lib_dirs} NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH NO_CACHE)
    if(library)
      set(${p}_STATIC_SET TRUE PARENT_SCOPE)
    endif()
  endif()
  if(NOT library)
    set(library "")
  endif()
  set(${out} "${library}" PARENT_SCOPE)
endfunction()
# _cudnn_install_dll(<p> <ctx> <lib-dirs> <bin-dirs> <link-names> <runtime-names>)
# Windows: the DLL, found by find_file() in <bin-dirs> (bin/<cuda>/x64,
# bin/x64, bin) and beside <p>_LIBRARY.  An install whose link file is a DLL
# (the user's CUDNN_LIBRARY) or that has none is taken from its DLL where the
# toolchain can make import libraries (or the doctor asks, in script mode):
# _cudnn_install_implib.  A DLL of another major where this one's should be
# means the import library (cudnn.lib in every release) is its too.
function(_cudnn_install_dll p ctx lib_dirs bin_dirs link_names runtime_names)
  set(library "${${p}_LIBRARY}")
  set(lib_dir "${${p}_LIBRARY_DIR}")
  set(dll_dirs ${bin_dirs})
  if(library)
    list(APPEND dll_dirs "${lib_dir}" "${lib_dir}/../bin" "${lib_dir}/../../bin")
  endif()
  unset(dll)
  find_file(dll NAMES ${runtime_names} PATHS ${dll_dirs} NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH NO_CACHE)
  if(NOT dll)
    set(dll "")
  endif()
  set(from_dll FALSE) # the DLL is all there is to link with
  if(library MATCHES "\\.[dD][lL][lL]$" OR (NOT library AND dll))
    set(from_dll TRUE)
    _cudnn_import_library_tool(tool tool_name)
  endif()
  if(from_dll AND (tool OR CMAKE_SCRIPT_MODE_FILE))
    if(library)
      get_filename_component(dll "${library}" ABSOLUTE)
    endif()
    _cudnn_install_implib(${p} ${ctx} "${dll}" "${tool_name}")
  elseif(NOT library)
    _cudnn_missing_library_problem(${p} ${ctx} "${lib_dirs}" "${bin_dirs}" "${link_names}" "${dll}")
  elseif(dll)
    set(${p}_RUNTIME "${dll}")
    get_filename_component(${p}_RUNTIME_DIR "${dll}" DIRECTORY)
  else()
    _cudnn_other_major_library(problem ${p} ${ctx} "${dll_dirs}" "no ${runtime_names} beside it")
    if(NOT problem)
      _cudnn_append_text(${p}_NOTES "no ${runtime_names} found next to ${library} (looked in bin/, bin/x64/ and the per-CUDA bin folders): programs will link but not start. Copy bin/ from the same cuDNN archive")
    endif()
    _cudnn_add_problem(${p} "${problem}")
  endif()
  return(PROPAGATE ${p}_LIBRARY ${p}_LIBRARY_REAL ${p}_LIBRARY_DIR ${p}_RUNTIME ${p}_RUNTIME_DIR ${p}_IMPLIB_FROM_DLL ${p}_NOTES ${p}_PROBLEMS)
endfunction()

# _cudnn_install_implib(<p> <ctx> <dll> <tool-name>)
# An install taken from its DLL <dll>: <p>_LIBRARY becomes the import library
# to make from it (implib.cmake, in the build folder, with <tool-name>),
# <p>_IMPLIB_FROM_DLL TRUE.
function(_cudnn_install_implib p ctx dll tool_name)
  get_filename_component(bin_dir "${dll}" DIRECTORY)
  get_filename_component(name "${dll}" NAME)
  _cudnn_binary_problem(problem ${ctx} "${dll}" "${name}")
  _cudnn_add_problem(${p} "${problem}")
  _cudnn_implib_path(implib ${ctx} "${dll}")
  get_filename_component(implib_dir "${implib}" DIRECTORY)
  set(why "only the DLLs and headers are there")
  if(${p}_LAYOUT STREQUAL "pip wheel")
    set(why "pip wheels of cuDNN 9.x for Windows ship none")
  endif()
  set(how "with the project's lib.exe or dlltool")
  if(tool_name)
    set(how "with ${tool_name}")
  endif()
  _cudnn_append_text(${p}_NOTES "${bin_dir} has ${dll} but no import library (${why}): the import libraries are made from the DLLs' export tables, ${how}, in ${implib_dir}")
  set(${p}_LIBRARY "${implib}")
  file(REAL_PATH "${dll}" ${p}_LIBRARY_REAL)
  set(${p}_LIBRARY_DIR "${implib_dir}")
  set(${p}_RUNTIME "${dll}")
  set(${p}_RUNTIME_DIR "${bin_dir}")
  set(${p}_IMPLIB_FROM_DLL TRUE)
  return(PROPAGATE ${p}_LIBRARY ${p}_LIBRARY_REAL ${p}_LIBRARY_DIR ${p}_RUNTIME ${p}_RUNTIME_DIR ${p}_IMPLIB_FROM_DLL ${p}_NOTES ${p}_PROBLEMS)
endfunction()

# _cudnn_other_major_library(<out-problem> <p> <ctx> <dirs> <evidence>)
# The main library of another cuDNN major in <dirs> (libcudnn.so.<M>,
# cudnn64_<M>.dll): what is left when the headers of one release were copied
# over the libraries of another.  Its reason (_cudnn_other_major_problem,
# with <evidence>), "" when there is none.
function(_cudnn_other_major_library out_problem p ctx dirs evidence)
  string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
  set(glob "libcudnn.so.*")
  set(regex "^libcudnn\\.so\\.([0-9]+)$")
  if(${ctx}_PLATFORM STREQUAL "windows")
    set(glob "cudnn64_*.dll")
    set(regex "^cudnn64_([0-9]+)\\.dll$")
  endif()
  set(problem "")
  foreach(dir IN LISTS dirs)
    _cudnn_glob(found "${dir}" "${glob}")
    foreach(name IN LISTS found)
      if(problem STREQUAL "" AND name MATCHES "${regex}" AND NOT CMAKE_MATCH_1 EQUAL major)
        get_filename_component(file "${dir}/${name}" ABSOLUTE)
        _cudnn_other_major_problem(problem ${p} "${file}" ${CMAKE_MATCH_1} "${evidence}")
      endif()
    endforeach()
  endforeach()
  set(${out_problem} "${problem}" PARENT_SCOPE)
endfunction()

# _cudnn_other_major_problem(<out> <p> <file> <other-major> <evidence>)
# The reason for headers over another major's library.
function(_cudnn_other_major_problem out p file other_major evidence)
  set(version "${${p}_VERSION}")
  string(REGEX MATCH "^[0-9]+" major "${version}")
  set(${out} "${${p}_VERSION_HEADER} says ${version} but ${file} is a cuDNN ${other_major} library (${evidence}): the headers and the libraries come from different releases (the include folder of cuDNN ${major} copied over a cuDNN ${other_major} install, or the reverse?). Fix: use the include folder of the release the library comes from, or the libraries of cuDNN ${version}" PARENT_SCOPE)
endfunction()

# _cudnn_missing_library_problem(<p> <ctx> <lib-dirs> <bin-dirs> <link-names> <dll>)
# The headers are there, the library is not: where it was looked for, and
# what the rest of the folder suggests happened.  A main library of another
# major in the same folders (8.9 headers over a 9.x wheel): "libcudnn.so
# missing" alone would send the user looking for a file that was never meant
# to be there.  A library in a folder the ignore lists name is there, but not
# to be used: find_library() without the lists finds it.  <dll>: the DLL of a
# Windows install ("" for none).
function(_cudnn_missing_library_problem p ctx lib_dirs bin_dirs link_names dll)
  set(says "${${p}_VERSION_HEADER} says ${${p}_VERSION}")
  list(GET link_names 0 expected)
  list(GET lib_dirs 0 first_dir)
  set(others "${link_names}")
  list(REMOVE_AT others 0)
  list(JOIN others ", " others)
  set(looked "")
  foreach(dir IN LISTS lib_dirs)
    file(RELATIVE_PATH rel "${${p}_ROOT}" "${dir}")
    if(rel STREQUAL "")
      set(rel ".")
    endif()
    list(APPEND looked "${rel}/")
  endforeach()
  list(JOIN looked ", " looked)
  set(CMAKE_IGNORE_PATH "")
  set(CMAKE_SYSTEM_IGNORE_PATH "")
  unset(ignored)
  find_library(ignored NAMES ${link_names} NAMES_PER_DIR PATHS ${lib_dirs} NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH NO_CACHE)
  _cudnn_other_major_library(problem ${p} ${ctx} "${bin_dirs};${lib_dirs}" "its name, and no ${expected} in ${looked}")
  set(hint "")
  set(fix "copy the lib folder of the same cuDNN archive (with 'cp -a', keeping its links) into ${${p}_ROOT}")
  if(CUDNN_USE_STATIC_LIBS)
    set(fix "install cuDNN's static libraries, or set CUDNN_USE_STATIC_LIBS=OFF")
  elseif(${ctx}_PLATFORM STREQUAL "windows" AND dll AND ${p}_LAYOUT STREQUAL "pip wheel")
    # A wheel never has import libraries: nothing was left out of a copy.
    set(hint " ${dll} and the headers are there, but pip wheels of cuDNN 9.x for Windows ship no import library, and this toolchain has neither lib.exe (MSVC) nor dlltool (MinGW-w64) to make one from the DLL.")
    set(fix "configure with MSVC or MinGW-w64 (the module then makes the import libraries from the DLLs, in the build folder), or install NVIDIA's cuDNN archive for Windows, whose lib/x64 holds cudnn.lib")
  elseif(${ctx}_PLATFORM STREQUAL "windows")
    set(fix "copy lib/x64/*.lib from the same cuDNN archive into ${first_dir}")
    if(dll)
      set(hint " ${dll} is there: were only bin/ and include/ copied?")
      string(APPEND fix " (MSVC and MinGW-w64 toolchains make them from the DLLs instead; this one has neither lib.exe nor dlltool)")
    endif()
  endif()
  if(ignored)
    set(problem "${says} but its library ${ignored} is in a folder that CMAKE_IGNORE_PATH or CMAKE_SYSTEM_IGNORE_PATH names, and no other library folder holds one (looked in ${looked}): its files are not used, as find_library() would not use them. Fix: take the folder out of the ignore list to use this install, or install cuDNN elsewhere")
  elseif(NOT problem)
    set(problem "${says} but ${first_dir}/${expected} is missing (also looked for ${others} in ${looked}).${hint} Fix: ${fix}")
  endif()
  _cudnn_add_problem(${p} "${problem}")
  return(PROPAGATE ${p}_PROBLEMS)
endfunction()

# --- The main library's file ---------------------------------------------------

# _cudnn_install_main_files(<p> <ctx>)
# The main library's file (the DLL on Windows): format, machine and length; on
# Linux its SONAME ("libcudnn.so.<N>" in its string table, in the first pages:
# no readelf needed), which names the run-time file.  Headers of one release
# over the libraries of another are caught here, not only by the probe, so
# that CUDNN_PROBE=OFF does not pick them.
function(_cudnn_install_main_files p ctx)
  set(library "${${p}_LIBRARY}")
  if(${ctx}_PLATFORM STREQUAL "windows" AND ${p}_RUNTIME AND NOT ${p}_IMPLIB_FROM_DLL) # a DLL-only install's DLL was read already
    get_filename_component(name "${${p}_RUNTIME}" NAME)
    _cudnn_binary_problem(problem ${ctx} "${${p}_RUNTIME}" "${name}")
    _cudnn_add_problem(${p} "${problem}")
    return(PROPAGATE ${p}_PROBLEMS)
  elseif(${ctx}_PLATFORM STREQUAL "windows" OR CUDNN_USE_STATIC_LIBS)
    return()
  endif()
  get_filename_component(name "${${p}_LIBRARY_REAL}" NAME)
  _cudnn_binary_problem(problem ${ctx} "${library}" "${name}")
  _cudnn_add_problem(${p} "${problem}")
  string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
  file(STRINGS "${library}" soname LIMIT_COUNT 1 LENGTH_MINIMUM 6 REGEX "^libcudnn\\.so\\.[0-9]+$")
  string(REGEX MATCH "[0-9]+$" soname_major "${soname}")
  set(runtime "${${p}_LIBRARY_DIR}/${soname}")
  set(problem "")
  if(soname)
    _cudnn_unreadable(_ denied "${runtime}")
    set(${p}_SONAME "${soname}")
  endif()
  if(NOT soname)
    set(runtime "${library}")
  elseif(NOT soname_major EQUAL major)
    _cudnn_other_major_problem(problem ${p} "${library}" ${soname_major} "SONAME ${soname}")
  elseif(denied)
    set(problem "${denied}")
  elseif(NOT EXISTS "${runtime}")
    set(problem "${library} has SONAME ${soname} but ${runtime} does not exist: programs linked against it will not start (a copy without the symlink chain?). Run 'ln -s ${library} ${runtime}' or copy the lib folder again with 'cp -a'")
  endif()
  if(problem)
    set(runtime "")
  endif()
  set(${p}_RUNTIME "${runtime}")
  _cudnn_add_problem(${p} "${problem}")
  return(PROPAGATE ${p}_RUNTIME ${p}_SONAME ${p}_PROBLEMS)
endfunction()

# --- The rest of the install ------------------------------------------------

# _cudnn_install_files(<p> <ctx>)
# The second step, on an install with a version: the other headers of its set
# (from the same release as the version header) and the sub-libraries, each
# into <p>_COMPONENTS or <p>_MISSING_COMPONENTS (_cudnn_install_component):
# the known ones of the major, then any other the library folder (or, for
# DLLs, the DLL folder) holds, those a newer release adds (engines_tensor_ir,
# ext...).  Problems go after the first step's, in the order a reader meets
# them; the lists in name order, so that a choice read back from the cache
# lists them as the search did.  <p>_STATE becomes full.
function(_cudnn_install_files p ctx)
  if(NOT ${p}_STATE STREQUAL "cheap")
    return()
  endif()
  set(${p}_STATE full)
  _cudnn_header_set_problem(mixed "${${p}_INCLUDE_DIR}" "${${p}_VERSION_HEADER}" "${${p}_VERSION}")
  _cudnn_add_problem(${p} "${mixed}")
  if(NOT ${p}_LIBRARY_DIR)
    return(PROPAGATE ${p}_STATE ${p}_PROBLEMS)
  endif()
  string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
  set(dir "${${p}_LIBRARY_DIR}")
  if(${ctx}_PLATFORM STREQUAL "windows" AND ${p}_RUNTIME_DIR)
    set(dir "${${p}_RUNTIME_DIR}")
    set(regex "^cudnn_([a-z0-9_]+)64_${major}\\.dll$")
  elseif(${ctx}_PLATFORM STREQUAL "windows")
    set(regex "^cudnn_([a-z0-9_]+)64_${major}\\.lib$")
  elseif(CUDNN_USE_STATIC_LIBS)
    set(regex "^libcudnn_([a-z0-9_]+)_static(_v[0-9]+)?\\.a$")
  else()
    set(regex "^libcudnn_([a-z0-9_]+)\\.so.*$")
  endif()
  _cudnn_glob(files "${dir}" "*cudnn_*")
  list(FILTER files INCLUDE REGEX "${regex}")
  list(TRANSFORM files REPLACE "${regex}" "\\1")
  list(SORT files)
  _cudnn_package(${p}_PACKAGE ${major} "${${p}_ROOT}" "${files}")
  _cudnn_core_components(names ${major} "${${p}_PACKAGE}")
  list(APPEND names ${files})
  list(REMOVE_DUPLICATES names)
  foreach(name IN LISTS names)
    _cudnn_install_component(${p} ${ctx} ${name})
  endforeach()
  list(SORT ${p}_COMPONENTS)
  list(SORT ${p}_MISSING_COMPONENTS)
  _cudnn_facts(facts ${p} STATE PACKAGE COMPONENTS MISSING_COMPONENTS PROBLEMS)
  return(PROPAGATE ${facts})
endfunction()

# _cudnn_package(<out> <major> <root> <sub-libraries>)
# "cuDNN JIT" for NVIDIA's JIT package (nvidia-cudnn-jit-cu<N>, conda-forge's
# cudnn-jit, the cudnn_jit archives), else "cuDNN".  JIT ships the main
# library, graph and engines_runtime_compiled: the install's own folder name
# says so (the wheel's nvidia/cudnn_jit, a cudnn_jit-<platform>-... archive),
# and so does a cuDNN 9 library folder holding those two and none of the five
# sub-libraries only the full package has (a conda prefix's lib/ has no telling
# name).  Whatever the name, an install that has any of the five is the full
# package.  (A full install that lost all five at once is rarer than JIT.)
function(_cudnn_package out major root sublibraries)
  set(package "cuDNN")
  get_filename_component(name "${root}" NAME)
  set(full_only ${sublibraries})
  list(FILTER full_only INCLUDE REGEX "^(ops|cnn|adv|heuristic|engines_precompiled)$")
  if(NOT major GREATER_EQUAL 9 OR full_only)
  elseif(name MATCHES "^cudnn[-_]jit" OR ("graph" IN_LIST sublibraries AND "engines_runtime_compiled" IN_LIST sublibraries))
    set(package "cuDNN JIT")
  endif()
  set(${out} "${package}" PARENT_SCOPE)
endfunction()

# _cudnn_install_component(<p> <ctx> <name>)
# One sub-library: its link file and run-time file (by their names, most
# preferred first, found by find_library() and find_file(); of a DLL-only
# install, the import library to make from its DLL) as <p>_<name>_LIBRARY and
# <p>_<name>_RUNTIME, the run-time file checked; or why it is missing, as
# <p>_<name>_MISSING.
function(_cudnn_install_component p ctx name)
  string(REGEX MATCH "^[0-9]+" major "${${p}_VERSION}")
  _cudnn_library_names(link_names runtime_names ${ctx} cudnn_${name} ${major} ${${p}_VERSION})
  set(lib_dir "${${p}_LIBRARY_DIR}")
  unset(runtime)
  unset(library)
  if(${ctx}_PLATFORM STREQUAL "windows" AND ${p}_RUNTIME)
    find_file(runtime NAMES ${runtime_names} PATHS "${${p}_RUNTIME_DIR}" NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH NO_CACHE)
  endif()
  if(NOT ${p}_IMPLIB_FROM_DLL)
    find_library(library NAMES ${link_names} NAMES_PER_DIR PATHS "${lib_dir}" NO_DEFAULT_PATH NO_CMAKE_FIND_ROOT_PATH NO_CACHE)
  elseif(runtime)
    _cudnn_implib_path(library ${ctx} "${runtime}")
  endif()
  set(reason "")
  if(NOT library AND NOT ${p}_IMPLIB_FROM_DLL)
    list(GET link_names 0 expected)
    _cudnn_unusable_files(broken denied "${lib_dir}" "${link_names}" "")
    set(reason "${lib_dir}/${expected} is missing")
    if(broken)
      list(GET broken 0 reason)
    elseif(denied)
      set(reason "${denied}")
    endif()
  elseif(${ctx}_PLATFORM STREQUAL "windows" AND ${p}_RUNTIME AND NOT runtime)
    set(reason "${${p}_RUNTIME_DIR}/${runtime_names} is missing")
  elseif(NOT ${ctx}_PLATFORM STREQUAL "windows" AND NOT CUDNN_USE_STATIC_LIBS)
    list(GET runtime_names 0 runtime)
    set(runtime "${lib_dir}/${runtime}") # libcudnn_<name>.so.<major>, else the link file itself
    if(NOT EXISTS "${runtime}")
      set(runtime "${library}")
    endif()
  endif()
  if(reason)
    list(APPEND ${p}_MISSING_COMPONENTS ${name})
    set(${p}_${name}_MISSING "${reason}")
    return(PROPAGATE ${p}_MISSING_COMPONENTS ${p}_${name}_MISSING)
  endif()
  list(APPEND ${p}_COMPONENTS ${name})
  set(${p}_${name}_LIBRARY "${library}")
  set(${p}_${name}_RUNTIME "${runtime}")
  if(runtime)
    _cudnn_binary_problem(problem ${ctx} "${runtime}" "the cudnn_${name} library")
    _cudnn_add_problem(${p} "${problem}")
  endif()
  return(PROPAGATE ${p}_COMPONENTS ${p}_${name}_LIBRARY ${p}_${name}_RUNTIME ${p}_PROBLEMS)
endfunction()
