# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.
#
# CUDNN_FETCH: when no install on the machine qualifies, NVIDIA's own cuDNN
# wheel for the request, the CUDA major in use and the target, chosen from the
# pinned table (pins.cmake), downloaded once into a per-user cache, checked
# against its pinned SHA-256 before anything is unpacked, and unpacked into a
# folder that is complete before anyone uses it.  A wheel is a zip whose
# nvidia/cudnn (nvidia/cudnn_jit) the search then reads like any pip wheel.
#
# The cache folder <dir> (the context's FETCH_DIR) holds, per pinned file:
#   <name>/            the unpacked wheel (nvidia/cudnn[_jit]/ and its
#                      .dist-info), <name> being the wheel's distribution and
#                      version and the first 16 hex digits of its SHA-256
#                      (nvidia_cudnn_cu13-9.28.1.4-1a2b...); made as
#                      .partial-<name>/ and renamed, so a folder of that name
#                      is complete; nothing changes it afterwards
#   <name>.lock        file(LOCK) while one configure fetches it: a parallel
#                      configure waits, then finds the folder (one download)
# A folder in the cache is trusted once it is made (its name holds the hash of
# the file it came from; it is not checked again): whoever can write the cache
# can change what configures use.  A cache shared by users is a folder of their
# group (setgid, umask 002), or one with the sticky bit; symbolic links there
# are refused.
# The wheel itself is deleted once unpacked: the folder's name keeps its hash.

include_guard(GLOBAL)

# _cudnn_fetch_platform(<out> <ctx>): the pinned table's name of the target
# (linux-x86_64, linux-aarch64, windows-x64: what NVIDIA publishes wheels
# for), "" for any other (the context's PLATFORM is linux for every system but
# Windows: its SYSTEM tells Linux from macOS, Android, FreeBSD).
function(_cudnn_fetch_platform out ctx)
  set(platform "${${ctx}_PLATFORM}-${${ctx}_MACHINE}")
  string(REPLACE "windows-x86_64" "windows-x64" platform "${platform}")
  if(NOT platform MATCHES "^(linux-x86_64|linux-aarch64|windows-x64)$"
     OR (platform MATCHES "^linux" AND NOT ${ctx}_SYSTEM STREQUAL "Linux"))
    set(platform "")
  endif()
  set(${out} "${platform}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_refusal(<out> <package> <version>)
# Why release <version> (x.y.z) of <package> ("cuDNN", "cuDNN JIT") cannot
# serve the request, "" when it can: the version asked for, then each required
# component, by the sub-libraries that major's package ships.
function(_cudnn_fetch_refusal out package version)
  _cudnn_version_refusal(why "${package}" "${version}")
  string(REGEX MATCH "^[0-9]+" major "${version}")
  _cudnn_core_components(have ${major} "${package}")
  if(package STREQUAL "cuDNN" AND version VERSION_GREATER_EQUAL 9.21)
    list(APPEND have engines_tensor_ir)
  endif()
  foreach(component IN LISTS CUDNN_FIND_COMPONENTS)
    set(names ${component})
    if(major EQUAL 8 AND component MATCHES "^(ops|cnn|adv)$")
      set(names ${component}_infer ${component}_train)
    endif()
    foreach(name IN LISTS names)
      if(why STREQUAL "" AND CUDNN_FIND_REQUIRED_${component} AND NOT name IN_LIST have)
        set(why "${package} ${version} has no sub-library '${component}'")
      endif()
    endforeach()
  endforeach()
  set(${out} "${why}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_pinned(<out> <package> <cuda> <platform>)
# The entries of the pinned table for one package (full, jit), CUDA major and
# platform, newest first, as the table keeps them.
function(_cudnn_fetch_pinned out package cuda platform)
  include("${CMAKE_CURRENT_FUNCTION_LIST_DIR}/pins.cmake")
  set(entries "${_CUDNN_FETCH_PINS}")
  list(FILTER entries INCLUDE REGEX "^[^|]+\\|${package}\\|${cuda}\\|${platform}\\|")
  set(${out} "${entries}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_cuda_majors(<out> <package> <platform>)
# "11, 12, 13": the CUDA majors the table pins <package> for on <platform>.
function(_cudnn_fetch_cuda_majors out package platform)
  _cudnn_fetch_pinned(entries ${package} "[0-9]+" ${platform})
  list(TRANSFORM entries REPLACE "^[^|]+\\|[^|]+\\|([0-9]+)\\|.*$" "\\1")
  list(REMOVE_DUPLICATES entries)
  list(JOIN entries ", " majors)
  set(${out} "${majors}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_group(<out-entries> <out-error> <ctx> <package> <wheel>)
# The pinned entries the request chooses among: of the package
# CUDNN_FETCH_PACKAGE names (<package> "cuDNN" or "cuDNN JIT", <wheel> its
# distribution without the CUDA major), for the CUDA major in use and the
# target, newest first; or <out-error>, why there are none, and the fix.
function(_cudnn_fetch_group out_entries out_error ctx package wheel)
  set(kind ${${ctx}_FETCH_PACKAGE})
  string(REGEX MATCH "^[0-9]+" cuda "${${ctx}_CUDA}")
  _cudnn_fetch_platform(platform ${ctx})
  set(error "")
  set(entries "")
  if(CUDNN_USE_STATIC_LIBS)
    set(error "CUDNN_USE_STATIC_LIBS is ON, and NVIDIA's wheels hold shared libraries only: install cuDNN's archive (its lib/ has the static libcudnn_*_static.a) and set CUDNN_ROOT to it, or link cuDNN as a shared library")
  elseif(cuda STREQUAL "")
    set(error "no CUDA toolkit was found, so it is not known which CUDA major's cuDNN to fetch: install the CUDA toolkit (cuDNN loads its cuBLASLt and NVRTC), or set CUDNN_CUDA_VERSION (e.g. -DCUDNN_CUDA_VERSION=12)")
  elseif(platform STREQUAL "")
    set(error "NVIDIA publishes cuDNN wheels for Linux x86_64, Linux aarch64 and Windows x64 only, and this build targets ${${ctx}_SYSTEM} ${${ctx}_MACHINE}: install cuDNN for it yourself and set CUDNN_ROOT")
  else()
    _cudnn_fetch_pinned(entries ${kind} ${cuda} ${platform})
    _cudnn_fetch_cuda_majors(majors ${kind} ${platform})
    if(entries)
    elseif(majors STREQUAL "")
      set(error "NVIDIA publishes no ${package} wheel (${wheel}<N>) for ${platform}: set CUDNN_FETCH_PACKAGE=full to fetch the full package")
    else()
      set(error "the pinned table has no ${package} wheel (${wheel}<N>) for CUDA ${cuda} on ${platform}, and ${${ctx}_CUDA_ASKED}; it pins ${package} for CUDA ${majors} there: install one of those CUDA toolkits, or set CUDNN_CUDA_VERSION to one (a newer cudnn-cmake may pin this CUDA major)")
    endif()
  endif()
  set(${out_entries} "${entries}" PARENT_SCOPE)
  set(${out_error} "${error}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_pin(<r> <ctx>)
# The pinned wheel to fetch: of the entries _cudnn_fetch_group gives, the
# newest release the request takes.  <r>_VERSION (the package's, four parts),
# <r>_PACKAGE ("cuDNN", "cuDNN JIT"), <r>_CUDA, <r>_PLATFORM, <r>_FILE,
# <r>_URL, <r>_SHA256; or <r>_ERROR: why none, the releases pinned, and the fix.
function(_cudnn_fetch_pin r ctx)
  set(package cuDNN)
  set(wheel nvidia-cudnn-cu)
  if(${ctx}_FETCH_PACKAGE STREQUAL "jit")
    set(package "cuDNN JIT")
    set(wheel nvidia-cudnn-jit-cu)
  endif()
  _cudnn_fetch_group(entries error ${ctx} "${package}" ${wheel})
  set(newest_why "")
  set(versions "")
  set(chosen "")
  foreach(entry IN LISTS entries)
    string(REGEX MATCH "^([0-9]+\\.[0-9]+\\.[0-9]+)" short "${entry}")
    list(APPEND versions ${short})
    if(chosen STREQUAL "")
      _cudnn_fetch_refusal(why "${package}" ${short})
      if(why STREQUAL "")
        set(chosen "${entry}")
      elseif(newest_why STREQUAL "")
        set(newest_why "${why}")
      endif()
    endif()
  endforeach()
  set(fields "")
  if(entries AND chosen STREQUAL "")
    list(GET entries 0 newest)
    string(REPLACE "|" ";" newest "${newest}")
    list(GET newest 2 cuda)
    list(GET newest 3 platform)
    list(JOIN versions ", " versions)
    set(error "none of the ${package} releases pinned for CUDA ${cuda} on ${platform} serves the request (the newest: ${newest_why}); pinned: ${versions}. Ask for one of those, or install the cuDNN you need and set CUDNN_ROOT to it (a newer cudnn-cmake pins newer releases)")
    if(package STREQUAL "cuDNN JIT" AND newest_why MATCHES "sub-library")
      string(APPEND error " (cuDNN JIT ships graph and engines_runtime_compiled only: CUDNN_FETCH_PACKAGE=full fetches the full package)")
    endif()
  elseif(chosen)
    string(REPLACE "|" ";" fields "${chosen}")
  endif()
  set(${r}_ERROR "${error}")
  set(${r}_PACKAGE "${package}")
  # <version>|<package>|<CUDA major>|<platform>|<file>|<URL>|<SHA-256>, or nothing
  set(names VERSION CUDA PLATFORM FILE URL SHA256)
  set(indexes 0 2 3 4 5 6)
  foreach(field index IN ZIP_LISTS names indexes)
    set(${r}_${field} "")
    if(fields)
      list(GET fields ${index} ${r}_${field})
    endif()
  endforeach()
  return(PROPAGATE ${r}_ERROR ${r}_VERSION ${r}_PACKAGE ${r}_CUDA ${r}_PLATFORM ${r}_FILE ${r}_URL ${r}_SHA256)
endfunction()

# _cudnn_fetch_url_path(<out> <path> [DECODE])
# A folder's path as a file:// URL writes it: the characters a URL cannot
# hold as they are ('%', ' ', '#', '?') percent-encoded; DECODE: the reverse.
function(_cudnn_fetch_url_path out path)
  set(pairs "%|%25" " |%20" "#|%23" "?|%3F")
  if(ARGV2 STREQUAL "DECODE")
    list(REVERSE pairs) # '%25' last, so that no decoded '%' is decoded again
  endif()
  foreach(pair IN LISTS pairs)
    string(REPLACE "|" ";" pair "${pair}")
    list(GET pair 0 char)
    list(GET pair 1 code)
    if(ARGV2 STREQUAL "DECODE")
      string(REPLACE "${code}" "${char}" path "${path}")
    else()
      string(REPLACE "${char}" "${code}" path "${path}")
    endif()
  endforeach()
  set(${out} "${path}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_source(<out> <ctx> <file> <url>)
# Where <file> is taken from: its pinned <url>, or <mirror>/<file> when
# CUDNN_FETCH_URL names a mirror (a URL, or a folder, made a file:// URL, as
# 'pip download -d <folder>' leaves the wheels there; relative to the build
# folder, the current folder in script mode).
function(_cudnn_fetch_source out ctx file url)
  set(mirror "${${ctx}_FETCH_URL}")
  if(mirror STREQUAL "")
    set(${out} "${url}" PARENT_SCOPE)
    return()
  endif()
  if(NOT mirror MATCHES "^[A-Za-z][A-Za-z0-9+.-]*://")
    _cudnn_absolute_from(mirror "${mirror}" "${CMAKE_BINARY_DIR}")
    _cudnn_fetch_url_path(mirror "${mirror}")
    if(NOT mirror MATCHES "^/")
      set(mirror "/${mirror}") # C:/...: file:///C:/...
    endif()
    set(mirror "file://${mirror}")
  endif()
  string(REGEX REPLACE "/+$" "" mirror "${mirror}")
  set(${out} "${mirror}/${file}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_transfer_problem(<out> <source> <status> <log> <size> <pip>)
# Why the download of <source> failed, from file(DOWNLOAD)'s <status> ("<curl
# code>;<text>") and <log> (the server's answer), with the fix; <size> bytes
# arrived; <pip>: the 'pip download' that gets the same file elsewhere.
function(_cudnn_fetch_transfer_problem out source status log size pip)
  list(GET status 0 code)
  list(GET status 1 text)
  string(REPLACE "\"" "" text "${text}")
  string(REGEX MATCHALL "HTTP/[0-9.]+ [0-9]+[^\r\n]*" answers "${log}")
  set(answer "")
  if(answers)
    list(GET answers -1 answer)
  endif()
  set(elsewhere "or fetch it on a machine that can ('${pip}'), and point CUDNN_FETCH_URL at the folder that holds it")
  if(code EQUAL 22)
    set(why "the server answered '${answer}': it does not serve that file. A mirror (CUDNN_FETCH_URL) must hold NVIDIA's wheels by their own names: '${pip}' puts this one in <folder>, to copy there or to name as CUDNN_FETCH_URL itself")
  elseif(code EQUAL 37 OR code EQUAL 78)
    set(why "there is no such file (${text}). A mirror folder (CUDNN_FETCH_URL) must hold NVIDIA's wheels by their own names: '${pip}' puts it there")
  elseif(code EQUAL 18)
    set(why "the transfer was cut short after ${size} bytes (${text}): the connection closed before the whole file came. Nothing was unpacked and nothing is kept: configure again, ${elsewhere}")
  elseif(code EQUAL 23)
    set(why "the file could not be written after ${size} bytes (${text}): the disk is full, or a quota is reached. Free space (an unpacked cuDNN takes 1 to 3 GB), or set CUDNN_FETCH_DIR to a folder on a disk with room")
  elseif(code MATCHES "^(35|51|53|58|59|60|77|83|90|91)$")
    set(why "the secure connection failed (curl ${code}: ${text}): the server's certificate is not trusted here; behind a proxy that inspects TLS, add its CA to the system's certificates, ${elsewhere}")
  elseif(code MATCHES "^(5|6|7|28|47|52|55|56)$")
    set(why "it cannot be reached (curl ${code}: ${text}): no network, a firewall, or a proxy CMake was not told of. Set https_proxy (CMake's download honours it), ${elsewhere}")
  else()
    set(why "the download failed (curl ${code}: ${text}): configure again, ${elsewhere}")
  endif()
  set(${out} "${source}: ${why}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_expected_size(<out> <source> <log>)
# How many bytes <source> holds: a file:// URL's file size, else the last
# Content-Length of the server's answer in file(DOWNLOAD)'s <log>; "" when
# unknown.  A write that fails (a full disk) leaves file(DOWNLOAD) with status
# 0 and a short file: this tells that apart from another file.
function(_cudnn_fetch_expected_size out source log)
  set(size "")
  if(source MATCHES "^file://(.*)$")
    _cudnn_fetch_url_path(path "${CMAKE_MATCH_1}" DECODE)
    string(REGEX REPLACE "^/([A-Za-z]:/)" "\\1" path "${path}")
    if(EXISTS "${path}")
      file(SIZE "${path}" size)
    endif()
  else()
    string(REGEX MATCHALL "[Cc]ontent-[Ll]ength: *[0-9]+" lengths "${log}")
    if(lengths)
      list(GET lengths -1 size)
      string(REGEX REPLACE "^[^0-9]+" "" size "${size}")
    endif()
  endif()
  set(${out} "${size}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_download(<out-problem> <source> <file> <sha256> <pip>)
# Downloads <source> into <file> and checks that it is the pinned file: "" when
# it is, else why not and the fix (the file is then the caller's to delete).
# file(DOWNLOAD)'s EXPECTED_HASH is not used: on every CMake the module supports
# a mismatch is its own fatal error, which also hides a 404 or a lost network
# behind "hash mismatch"; the status says what really happened.
function(_cudnn_fetch_download out source file sha256 pip)
  file(DOWNLOAD "${source}" "${file}" STATUS status LOG log TLS_VERIFY ON INACTIVITY_TIMEOUT 120)
  set(size 0)
  if(EXISTS "${file}")
    file(SIZE "${file}" size)
  endif()
  list(GET status 0 code)
  set(problem "")
  if(NOT code EQUAL 0)
    _cudnn_fetch_transfer_problem(problem "${source}" "${status}" "${log}" ${size} "${pip}")
  else()
    _cudnn_fetch_expected_size(expected "${source}" "${log}")
    file(SHA256 "${file}" actual)
    if(expected AND size LESS expected)
      set(problem "${source}: only ${size} of its ${expected} bytes could be written to ${file}: the disk is full, or a quota is reached (CMake's download does not report a failed write). Free space (an unpacked cuDNN takes 1 to 3 GB), or set CUDNN_FETCH_DIR to a folder on a disk with room")
    elseif(NOT actual STREQUAL sha256)
      set(problem "${source}: the file received (${size} bytes) is not the one pinned: its SHA-256 is ${actual}, the table pins ${sha256}. It may be a proxy's or a login page's answer, another build of the same name on a mirror, or a copy cut short; it was not unpacked, and it is deleted. Check what CUDNN_FETCH_URL serves, or fetch it again ('${pip}' downloads the same file, which pip checks against PyPI's hash)")
    endif()
  endif()
  set(${out} "${problem}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_unpack(<out-problem> <wheel> <into>)
# Unpacks the wheel (a zip) into the folder <into> in a child cmake -E tar, so
# that a failure (a full disk) is an answer, not a fatal error of
# file(ARCHIVE_EXTRACT).
function(_cudnn_fetch_unpack out wheel into)
  file(MAKE_DIRECTORY "${into}")
  execute_process(COMMAND "${CMAKE_COMMAND}" -E tar xf "${wheel}" WORKING_DIRECTORY "${into}"
                  RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
  set(problem "")
  if(NOT rc EQUAL 0)
    string(STRIP "${err}" err)
    string(REGEX REPLACE "[\r\n]+" " " err "${err}")
    set(problem "${wheel} could not be unpacked into ${into} (${err}): the disk is full, or the file is damaged. Free space (an unpacked cuDNN takes 1 to 3 GB), or set CUDNN_FETCH_DIR to a folder on a disk with room")
  endif()
  set(${out} "${problem}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_unusable(<out-problem> <path> <what>)
# Why this user must not use <path> (<what>: how messages name it) in a cache
# folder others may write: a symbolic link (file(LOCK) would truncate, and a
# download would write, whatever it points at), or something there this user
# cannot write (another user's leftover).  Asked of the shell, not of if(EXISTS),
# which takes a file this user cannot read for a missing one.  "" when <path>
# is absent or usable; always "" on a Windows host.
function(_cudnn_fetch_unusable out path what)
  set(problem "")
  if(NOT CMAKE_HOST_WIN32)
    execute_process(COMMAND sh -c "test -L \"$1\"" sh "${path}" RESULT_VARIABLE link)
    execute_process(COMMAND sh -c "test -e \"$1\" && test ! -w \"$1\"" sh "${path}" RESULT_VARIABLE denied)
    if(link EQUAL 0)
      set(problem "${path} (${what}) is a symbolic link, which the module does not follow in its cache: delete it, or set CUDNN_FETCH_DIR to a folder of your own")
    elseif(denied EQUAL 0)
      set(problem "${path} (${what}) belongs to another user and cannot be changed by this one: delete it (as that user, or as root), or set CUDNN_FETCH_DIR to a folder of your own")
    endif()
  endif()
  set(${out} "${problem}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_locked(<out-problem> <lock> <result>)
# What file(LOCK)'s <result> on <lock> means: "" when it was taken.
function(_cudnn_fetch_locked out lock result)
  set(problem "")
  if(result STREQUAL "Timeout reached")
    set(problem "${lock}: another configure has been fetching the same file for an hour: stop it, or set CUDNN_FETCH_DIR to another folder")
  elseif(NOT result EQUAL 0)
    set(problem "${lock}: the lock cannot be taken (${result}), as on a file system without locks (some network file systems): set CUDNN_FETCH_DIR to a local folder")
  endif()
  set(${out} "${problem}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_into(<out-problem> <out-downloaded> <dir> <name> <source> <file> <sha256> <pip>)
# Makes <dir>/<name> the unpacked pinned <file>, under <dir>/<name>.lock (held
# while this function runs; a configure that finds it taken says so and waits
# up to an hour): a configure that finds the folder made meanwhile uses it;
# otherwise the file is downloaded from <source> into <dir>/.partial-<name>,
# checked, unpacked there, made readable by all (users may share the cache)
# and renamed into place.  Whatever fails, .partial-<name> is deleted; one a
# killed configure left is deleted first.  What another user left there and
# this one cannot change, and symbolic links, are problems, never file(LOCK)'s
# or file(DOWNLOAD)'s own fatal errors.  <out-downloaded>: whether this call
# downloaded it.
function(_cudnn_fetch_into out out_downloaded dir name source file sha256 pip)
  set(${out_downloaded} FALSE PARENT_SCOPE)
  set(${out} "" PARENT_SCOPE)
  set(lock "${dir}/${name}.lock")
  set(partial "${dir}/.partial-${name}")
  _cudnn_unwritable(what "${dir}")
  if(what)
    set(${out} "the cache, ${what}, cannot be made or written by this user: set CUDNN_FETCH_DIR to a folder you can write, or make this one writable" PARENT_SCOPE)
    return()
  endif()
  _cudnn_fetch_unusable(problem "${lock}" "the lock of a fetch of the same file")
  if(problem STREQUAL "")
    file(LOCK "${lock}" GUARD FUNCTION RESULT_VARIABLE locked TIMEOUT 0)
    if(locked STREQUAL "Timeout reached")
      message(STATUS "cuDNN: CUDNN_FETCH: another configure is fetching ${file}: waiting for it (${lock})")
      file(LOCK "${lock}" GUARD FUNCTION RESULT_VARIABLE locked TIMEOUT 3600)
    endif()
    _cudnn_fetch_locked(problem "${lock}" "${locked}")
  endif()
  if(problem STREQUAL "" AND NOT IS_DIRECTORY "${dir}/${name}") # else made while this configure waited
    file(REMOVE_RECURSE "${partial}")
    _cudnn_fetch_unusable(problem "${partial}" "what a killed fetch of the same file left")
  endif()
  if(problem OR IS_DIRECTORY "${dir}/${name}")
    set(${out} "${problem}" PARENT_SCOPE)
    return()
  endif()
  file(MAKE_DIRECTORY "${partial}")
  message(STATUS "cuDNN: CUDNN_FETCH: downloading ${file} from ${source}")
  string(TIMESTAMP start "%s")
  _cudnn_fetch_download(problem "${source}" "${partial}/${file}" "${sha256}" "${pip}")
  if(NOT problem)
    _cudnn_fetch_unpack(problem "${partial}/${file}" "${partial}/unpacked")
  endif()
  if(NOT problem)
    if(NOT CMAKE_HOST_WIN32) # a umask of 077 would make it this user's alone
      execute_process(COMMAND chmod -R a+rX "${partial}/unpacked" OUTPUT_QUIET ERROR_QUIET)
    endif()
    file(RENAME "${partial}/unpacked" "${dir}/${name}" RESULT renamed) # under the lock: nobody else makes it
    if(NOT renamed EQUAL 0)
      set(problem "${partial}/unpacked could not be renamed to ${dir}/${name} (${renamed}): make ${dir} writable (on Windows, a virus scanner holding a file open: configure again), or set CUDNN_FETCH_DIR to another folder")
    endif()
  endif()
  file(REMOVE_RECURSE "${partial}")
  if(NOT problem)
    string(TIMESTAMP end "%s")
    math(EXPR seconds "${end} - ${start}")
    _cudnn_fetch_license(license "${dir}/${name}")
    message(STATUS "cuDNN: CUDNN_FETCH: ${file} matches its pinned SHA-256 and is unpacked in ${dir}/${name} (${seconds} s); it is NVIDIA's, under NVIDIA's licence: ${license}")
    set(${out_downloaded} TRUE PARENT_SCOPE)
  endif()
  set(${out} "${problem}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_license(<out> <folder>): the licence file of the unpacked
# wheel in <folder>, in its dist-info (licenses/License.txt; License.txt in
# older wheels); NVIDIA's page when there is none.
function(_cudnn_fetch_license out folder)
  file(GLOB files "${folder}/*.dist-info/licenses/License.txt" "${folder}/*.dist-info/License.txt")
  set(file "the licence at https://docs.nvidia.com/deeplearning/cudnn/latest/reference/eula.html")
  if(files)
    list(GET files 0 file)
  endif()
  set(${out} "${file}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch_folder(<r> <pin>)
# Where the pinned wheel <pin> (_cudnn_fetch_pin's result) is unpacked in a
# cache: <r>_NAME, the folder's name (<dist>-<version>-<first 16 hex digits of
# its SHA-256>), and <r>_SUBDIR, its install (nvidia/cudnn, nvidia/cudnn_jit);
# <r>_PIP, the 'pip download' that gets the same file.
function(_cudnn_fetch_folder r pin)
  string(SUBSTRING "${${pin}_SHA256}" 0 16 digits)
  string(REGEX REPLACE "-py3-.*$" "" release "${${pin}_FILE}") # nvidia_cudnn_cu13-9.28.1.4
  string(REGEX REPLACE "-.*$" "" dist "${release}")
  set(subdir nvidia/cudnn)
  if(dist MATCHES "^nvidia_cudnn_jit_")
    set(subdir nvidia/cudnn_jit)
  endif()
  string(REPLACE "_" "-" dist "${dist}")
  string(REGEX REPLACE "^.*-py3-none-([^.]+).*\\.whl$" "\\1" tag "${${pin}_FILE}") # its first platform tag
  set(${r}_NAME "${release}-${digits}" PARENT_SCOPE)
  set(${r}_SUBDIR "${subdir}" PARENT_SCOPE)
  set(${r}_PIP "pip download --no-deps --only-binary=:all: --platform ${tag} -d <folder> ${dist}==${${pin}_VERSION}" PARENT_SCOPE)
endfunction()

# _cudnn_fetch(<r> <ctx>)
# The install CUDNN_FETCH provides: <r>_ROOT (the unpacked wheel's nvidia/cudnn
# or nvidia/cudnn_jit), <r>_ORIGIN (how messages name it: fetched, from where,
# into which folder), <r>_NOTES (whose licence it is under, and its file),
# <r>_DOWNLOADED (now, or found in the cache); or <r>_ERROR.  A pinned file is
# fetched once per cache folder: a folder made before is used as it is, with
# no network.
function(_cudnn_fetch r ctx)
  foreach(field IN ITEMS ROOT ORIGIN NOTES ERROR)
    set(${r}_${field} "")
  endforeach()
  set(${r}_DOWNLOADED FALSE)
  set(fields ${r}_ROOT ${r}_ORIGIN ${r}_NOTES ${r}_ERROR ${r}_DOWNLOADED)
  _cudnn_fetch_pin(pin ${ctx})
  set(dir "${${ctx}_FETCH_DIR}")
  _cudnn_list_problem(dir_problem "${dir}")
  _cudnn_list_problem(url_problem "${${ctx}_FETCH_URL}")
  if(pin_ERROR)
    set(${r}_ERROR "${pin_ERROR}")
  elseif(dir STREQUAL "")
    set(${r}_ERROR "no folder to keep the download in: neither HOME nor XDG_CACHE_HOME (LOCALAPPDATA on Windows) is set; set CUDNN_FETCH_DIR")
  elseif(dir_problem OR url_problem)
    set(${r}_ERROR "CUDNN_FETCH_DIR is ${dir}: the path has a ';', or a '[' or ']' without its partner, which CMake lists cannot hold: set CUDNN_FETCH_DIR to a folder without one")
    if(url_problem)
      set(${r}_ERROR "CUDNN_FETCH_URL is ${${ctx}_FETCH_URL}: it has a ';', or a '[' or ']' without its partner, which CMake lists cannot hold: name the mirror without one")
    endif()
  endif()
  if(${r}_ERROR)
    return(PROPAGATE ${fields})
  endif()
  _cudnn_fetch_folder(folder pin)
  set(name "${folder_NAME}")
  _cudnn_fetch_source(source ${ctx} "${pin_FILE}" "${pin_URL}")
  if(NOT IS_DIRECTORY "${dir}/${name}")
    _cudnn_fetch_into(problem ${r}_DOWNLOADED "${dir}" "${name}" "${source}" "${pin_FILE}" "${pin_SHA256}"
                      "${folder_PIP}")
    if(problem)
      set(${r}_ERROR "${problem}")
      return(PROPAGATE ${fields})
    endif()
  endif()
  set(${r}_ROOT "${dir}/${name}/${folder_SUBDIR}")
  if(${r}_DOWNLOADED)
    set(${r}_ORIGIN "CUDNN_FETCH, downloaded from ${source} into ${dir}")
  else()
    set(${r}_ORIGIN "CUDNN_FETCH, from ${source}, already in its cache ${dir}: nothing downloaded")
  endif()
  _cudnn_fetch_license(license "${dir}/${name}")
  _cudnn_append_text(${r}_NOTES "the fetched ${pin_PACKAGE} ${pin_VERSION} (${pin_FILE}) is NVIDIA's software, under NVIDIA's licence, not cudnn-cmake's: ${license}. Read it before you ship the library with your program (cudnn_install_runtime_dlls installs that file beside it)")
  return(PROPAGATE ${fields})
endfunction()

# _cudnn_fetch_search(<r> <ctx> <named>)
# After a search <r> (_cudnn_search) that chose nothing: the install
# CUDNN_FETCH provides, searched as a place of its own; chosen, its facts
# replace <r>'s (and <r>_FOUND); otherwise why not is a line of <r>_REASONS.
# Nothing is fetched when the user named the install (<named>: the hint that
# names it, such as CUDNN_ROOT; "" when none does): a named install that
# misses fails, it is not replaced by a download behind the user's back.
function(_cudnn_fetch_search r ctx named)
  if(NOT named STREQUAL "")
    string(APPEND ${r}_REASONS "\n    CUDNN_FETCH: nothing fetched: ${named} names the install to use, and a named install that does not qualify fails instead of being replaced by a download. Fix that install, or unset ${named} to fetch")
    return(PROPAGATE ${r}_REASONS)
  endif()
  _cudnn_fetch(fetched ${ctx})
  if(fetched_ERROR)
    string(APPEND ${r}_REASONS "\n    CUDNN_FETCH: ${fetched_ERROR}")
    return(PROPAGATE ${r}_REASONS)
  endif()
  # On this machine's disk, not in the target's root: taken as it is when
  # cross-compiling.
  set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY BOTH)
  set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
  foreach(var IN ITEMS ORIGINS PATHS KINDS KEYS REJECTED)
    set(fetch_${var} "")
  endforeach()
  set(fetch_EXPLICIT FALSE)
  _cudnn_add_found(fetch "${fetched_ORIGIN}" python "${fetched_ROOT}")
  _cudnn_search(f ${ctx} fetch)
  if(NOT f_FOUND)
    string(REGEX REPLACE "\n    No cuDNN in the .*$" "" reasons "${f_REASONS}")
    if(reasons STREQUAL "")
      set(reasons "\n    ${fetched_ORIGIN}: ${fetched_ROOT}: the folder holds no cuDNN")
    endif()
    if(NOT fetched_DOWNLOADED)
      get_filename_component(folder "${fetched_ROOT}/../.." ABSOLUTE)
      string(APPEND reasons " (a folder of the cache changed since it was fetched: delete ${folder}, and the next configure fetches it anew)")
    endif()
    string(APPEND ${r}_REASONS "${reasons}")
    return(PROPAGATE ${r}_REASONS)
  endif()
  _cudnn_append_list(f_NOTES "${fetched_NOTES}")
  _cudnn_facts_copy(f ${r})
  _cudnn_facts(facts ${r})
  set(${r}_FOUND TRUE)
  set(${r}_REQUEST FALSE)
  set(${r}_ALSO "")
  return(PROPAGATE ${facts} ${r}_FOUND ${r}_REQUEST ${r}_ALSO)
endfunction()

# _cudnn_fetched(<r> <dir>)
# What the cache folder <dir> holds (the doctor reports it): <r>_ROOTS, each
# complete fetched install's nvidia/cudnn or nvidia/cudnn_jit; <r>_MB, their
# size; <r>_PARTIAL, the partial folders (a configure at work, or one killed:
# the next fetch of the same file deletes its own).
function(_cudnn_fetched r dir)
  set(roots "")
  set(partial "")
  set(kib 0)
  if(NOT dir STREQUAL "" AND IS_DIRECTORY "${dir}")
    file(GLOB folders LIST_DIRECTORIES true "${dir}/nvidia_cudnn*-[0-9a-f]*")
    list(FILTER folders EXCLUDE REGEX "\\.lock$")
    file(GLOB partial LIST_DIRECTORIES true "${dir}/.partial-*")
    foreach(folder IN LISTS folders)
      file(GLOB wheel_roots LIST_DIRECTORIES true "${folder}/nvidia/cudnn" "${folder}/nvidia/cudnn_jit")
      list(APPEND roots ${wheel_roots})
      file(GLOB_RECURSE files "${folder}/*")
      foreach(file IN LISTS files)
        if(EXISTS "${file}") # not a broken link
          file(SIZE "${file}" size)
          math(EXPR kib "${kib} + ${size} / 1024")
        endif()
      endforeach()
    endforeach()
  endif()
  math(EXPR mb "${kib} / 1024")
  set(${r}_ROOTS "${roots}" PARENT_SCOPE)
  set(${r}_MB "${mb}" PARENT_SCOPE)
  set(${r}_PARTIAL "${partial}" PARENT_SCOPE)
endfunction()
