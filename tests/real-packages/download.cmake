# The real-package tier's setup step (a CTest FIXTURES_SETUP test): every wheel
# pinned in packages.cmake, downloaded once into a cache shared by all build
# trees, then unpacked into this build tree.
#
#   cmake -DOUT=<build-tree folder> [-DPINS=<packages.cmake>] -P download.cmake
#
# Cache: $CUDNN_CMAKE_CACHE/wheels (default ${XDG_CACHE_HOME:-~/.cache}/cudnn-cmake/wheels),
# bounded by CUDNN_CMAKE_WHEEL_CACHE_MB (environment; default 10240): beyond it the
# least recently used wheels that are not pinned are deleted, oldest first.  Wheels
# are downloaded with pip (`pip download --no-deps --only-binary=:all: --platform ...`)
# into a temporary folder and renamed into place, under a lock, so that parallel
# runs from several build trees neither clash nor see half-written files.
#
# Writes <OUT>/<platform>/<distribution>-<version>/ (the unpacked wheel) for each
# pin of CUDNN_REAL_PACKAGES, a link <OUT>/wheels/<wheel> for each of
# CUDNN_PYTHON_PACKAGES (for pip install --no-index --find-links <OUT>/wheels), and
# <OUT>/packages.txt (one line per pin: platform, name, version, wheel) and
# <OUT>/wheel-cache.txt (the cache folder that holds the wheels).
# When the package index cannot be reached and a wheel is not cached, it writes
# <OUT>/unavailable.txt with the reason and prints "CUDNN_TEST_SKIP: <reason>":
# CTest reports this step and every case of the tier as skipped, not passed.

cmake_minimum_required(VERSION 3.19)
if(NOT OUT)
  message(FATAL_ERROR "download.cmake: set -DOUT=<folder>")
endif()
if(NOT PINS)
  set(PINS "${CMAKE_CURRENT_LIST_DIR}/packages.cmake")
endif()
include("${PINS}")

set(cache "$ENV{CUDNN_CMAKE_CACHE}")
if(cache STREQUAL "")
  if(NOT "$ENV{XDG_CACHE_HOME}" STREQUAL "")
    set(cache "$ENV{XDG_CACHE_HOME}/cudnn-cmake")
  else()
    set(cache "$ENV{HOME}/.cache/cudnn-cmake")
  endif()
endif()
set(wheels "${cache}/wheels")
set(limit_mb "$ENV{CUDNN_CMAKE_WHEEL_CACHE_MB}")
if(NOT limit_mb MATCHES "^[0-9]+$")
  set(limit_mb 10240)
endif()

file(REMOVE "${OUT}/unavailable.txt")
file(MAKE_DIRECTORY "${wheels}" "${OUT}")

# A wheel's file name: the distribution with '-' as '_', the version, any
# python/abi tags, and a platform tag of that platform.
function(_real_wheel_glob out platform name version)
  string(REPLACE "-" "_" dist "${name}")
  if(platform STREQUAL "windows")
    set(tag "win_amd64")
  elseif(platform STREQUAL "any")
    set(tag "py3-none-any")
  elseif(platform STREQUAL "linux-aarch64")
    set(tag "*manylinux*_aarch64")
  else()
    set(tag "*manylinux*_x86_64")
  endif()
  if(platform STREQUAL "any")
    set(${out} "${wheels}/${dist}-${version}-${tag}.whl" PARENT_SCOPE)
  else()
    set(${out} "${wheels}/${dist}-${version}-*-${tag}.whl" PARENT_SCOPE)
  endif()
endfunction()

function(_real_unavailable why)
  file(WRITE "${OUT}/unavailable.txt" "${why}\n")
  message("CUDNN_TEST_SKIP: ${why}")
endfunction()

# _real_apt_download(<out> <dir> <package> <architecture>): the package's .deb for
# another architecture, fetched with apt-get from the machine's Debian sources into
# <dir> (that architecture's package lists are kept in the cache, so that nothing of
# the machine's own apt state changes), or "" and the reason (a skip) when apt-get is
# missing or the sources cannot be reached.
function(_real_apt_download out dir package arch)
  set(${out} "" PARENT_SCOPE)
  find_program(apt_get apt-get)
  if(NOT apt_get)
    _real_unavailable("no apt-get to download the Debian package ${package}:${arch} the aarch64 cases need")
    return()
  endif()
  set(state "${cache}/apt-${arch}")
  file(MAKE_DIRECTORY "${state}/lists/partial" "${state}/archives/partial" "${dir}")
  set(options -o APT::Architecture=${arch} -o APT::Architectures=${arch} -o Dir::State::Lists=${state}/lists
              -o Dir::Cache=${state} -o Debug::NoLocking=1 -q)
  message(STATUS "Downloading the Debian package ${package}:${arch} into ${dir}")
  execute_process(COMMAND "${apt_get}" ${options} update RESULT_VARIABLE rc OUTPUT_VARIABLE log ERROR_VARIABLE log)
  if(rc EQUAL 0)
    execute_process(COMMAND "${apt_get}" ${options} download ${package} WORKING_DIRECTORY "${dir}"
                    RESULT_VARIABLE rc OUTPUT_VARIABLE more ERROR_VARIABLE more)
    string(APPEND log "${more}")
  endif()
  file(GLOB found "${dir}/${package}_*_${arch}.deb")
  if(NOT found)
    string(STRIP "${log}" log)
    string(REGEX REPLACE "\n" " / " log "${log}")
    _real_unavailable("apt-get could not download the Debian package ${package}:${arch} (exit ${rc}: ${log})")
    return()
  endif()
  set(${out} "${found}" PARENT_SCOPE)
endfunction()

find_program(python NAMES python3 python)

# _real_fetch_wheel(<out> <platform> <name> <version>): the pinned wheel in the cache,
# downloaded first when it is not there; "" when it cannot be had (a skip, said by
# _real_unavailable).
function(_real_fetch_wheel out platform name version)
  set(${out} "" PARENT_SCOPE)
  _real_wheel_glob(glob ${platform} ${name} ${version})
  file(GLOB found "${glob}")
  if(found)
    list(GET found 0 wheel)
    set(${out} "${wheel}" PARENT_SCOPE)
    return()
  endif()
  if(NOT python)
    _real_unavailable("no python3 to run pip with (needed to download ${name} ${version})")
    return()
  endif()
  if(platform STREQUAL "windows")
    set(platform_args --platform win_amd64)
  elseif(platform STREQUAL "linux-aarch64")
    set(platform_args --platform manylinux2014_aarch64 --platform manylinux_2_27_aarch64
                      --platform manylinux_2_28_aarch64)
  elseif(platform STREQUAL "any") # the pure wheel, not one compiled for this Python
    set(platform_args --platform any --implementation py --abi none)
  else()
    # Older wheels say manylinux1/2014, newer ones manylinux_2_27: pip
    # accepts a wheel whose tag is any of the given ones.
    set(platform_args --platform manylinux2014_x86_64 --platform manylinux_2_27_x86_64
                      --platform manylinux_2_28_x86_64)
  endif()
  set(tmp "${wheels}/.download-${platform}")
  file(REMOVE_RECURSE "${tmp}")
  message(STATUS "Downloading ${name}==${version} (${platform}) into ${wheels}")
  # --no-cache-dir: pip's own cache would keep a second copy of every wheel.
  execute_process(
    COMMAND "${python}" -m pip download --no-deps --only-binary=:all: ${platform_args}
            --python-version 3.11 --no-cache-dir --retries 1 --timeout 60
            --disable-pip-version-check --progress-bar off -d "${tmp}" "${name}==${version}"
    RESULT_VARIABLE rc OUTPUT_VARIABLE pip_out ERROR_VARIABLE pip_err)
  file(GLOB got "${tmp}/*.whl")
  if(NOT rc EQUAL 0 OR NOT got)
    file(REMOVE_RECURSE "${tmp}")
    # Unreachable index (refused, no route, no name): skip.  Anything else,
    # such as a pin that does not exist, is a failure of this step.
    if("${pip_out}${pip_err}" MATCHES "NewConnectionError|Connection refused|ConnectTimeout|Max retries exceeded|Failed to establish|Name or service not known|Temporary failure in name resolution|Network is unreachable|No route to host|ProxyError|ReadTimeout|SSLError")
      _real_unavailable("the package index cannot be reached to download ${name}==${version} (pip: ${CMAKE_MATCH_0}); the real-package cases need it once, then run from the cache ${wheels}")
      return()
    endif()
    message(FATAL_ERROR "pip download of ${name}==${version} (${platform}) failed (exit ${rc}):\n${pip_out}\n${pip_err}")
  endif()
  list(GET got 0 got)
  get_filename_component(file_name "${got}" NAME)
  file(RENAME "${got}" "${wheels}/${file_name}")
  file(REMOVE_RECURSE "${tmp}")
  file(SIZE "${wheels}/${file_name}" size)
  math(EXPR mb "${downloaded_mb} + ${size} / 1048576")
  set(downloaded_mb ${mb} PARENT_SCOPE)
  set(${out} "${wheels}/${file_name}" PARENT_SCOPE)
endfunction()

file(LOCK "${wheels}/.lock" GUARD PROCESS TIMEOUT 3600)

set(pinned "")
set(lines "")
set(downloaded_mb 0)
# The Python tier's wheels: linked into <OUT>/wheels, the folder pip installs from.
file(REMOVE_RECURSE "${OUT}/wheels")
file(MAKE_DIRECTORY "${OUT}/wheels")
# A pin in both lists (nvidia-cudnn-cu13) is downloaded once, linked for pip
# and unpacked.
set(all_pins ${CUDNN_REAL_PACKAGES} ${CUDNN_PYTHON_PACKAGES})
list(REMOVE_DUPLICATES all_pins)
foreach(pin IN LISTS all_pins)
  set(unpack FALSE)
  if(pin IN_LIST CUDNN_REAL_PACKAGES)
    set(unpack TRUE)
  endif()
  string(REPLACE "|" ";" pin "${pin}")
  list(GET pin 0 platform)
  list(GET pin 1 name)
  list(GET pin 2 version)
  _real_fetch_wheel(wheel ${platform} ${name} ${version})
  if(NOT wheel)
    return()
  endif()
  # Used now: the eviction below goes by modification time.
  file(TOUCH_NOCREATE "${wheel}")
  list(APPEND pinned "${wheel}")
  get_filename_component(wheel_name "${wheel}" NAME)
  string(APPEND lines "${platform} ${name} ${version} ${wheel_name}\n")
  if("${platform}|${name}|${version}" IN_LIST CUDNN_PYTHON_PACKAGES)
    file(CREATE_LINK "${wheel}" "${OUT}/wheels/${wheel_name}" SYMBOLIC)
  endif()
  if(NOT unpack)
    continue()
  endif()

  # Unpacked once per build tree (a stamp names the wheel it came from).
  set(dest "${OUT}/${platform}/${name}-${version}")
  set(stamp "${dest}/.unpacked-from")
  set(have "")
  if(EXISTS "${stamp}")
    file(READ "${stamp}" have)
  endif()
  if(NOT have STREQUAL wheel_name)
    file(REMOVE_RECURSE "${dest}")
    file(ARCHIVE_EXTRACT INPUT "${wheel}" DESTINATION "${dest}")
    file(WRITE "${stamp}" "${wheel_name}")
  endif()
endforeach()

# The Debian packages: downloaded once into <cache>/debs, unpacked (a .deb is an ar
# archive holding data.tar.*) into <OUT>/<platform>/<package>.
foreach(deb IN LISTS CUDNN_REAL_DEBS)
  string(REPLACE "|" ";" deb "${deb}")
  list(GET deb 0 platform)
  list(GET deb 1 name)
  list(GET deb 2 arch)
  set(debs "${cache}/debs")
  file(GLOB found "${debs}/${name}_*_${arch}.deb")
  if(NOT found)
    _real_apt_download(found "${debs}" "${name}" "${arch}")
    if(NOT found)
      return()
    endif()
  endif()
  list(GET found 0 file)
  get_filename_component(file_name "${file}" NAME)
  string(APPEND lines "${platform} ${name} ${arch} ${file_name}\n")
  set(dest "${OUT}/${platform}/${name}")
  set(stamp "${dest}/.unpacked-from")
  set(have "")
  if(EXISTS "${stamp}")
    file(READ "${stamp}" have)
  endif()
  if(NOT have STREQUAL file_name)
    file(REMOVE_RECURSE "${dest}" "${OUT}/.deb")
    file(ARCHIVE_EXTRACT INPUT "${file}" DESTINATION "${OUT}/.deb")
    file(GLOB data "${OUT}/.deb/data.tar.*")
    file(ARCHIVE_EXTRACT INPUT "${data}" DESTINATION "${dest}")
    file(REMOVE_RECURSE "${OUT}/.deb")
    file(WRITE "${stamp}" "${file_name}")
  endif()
endforeach()
file(WRITE "${OUT}/packages.txt" "${lines}")
file(WRITE "${OUT}/wheel-cache.txt" "${wheels}") # where the .whl files are (the fetch cases serve them)

# Bound the cache: least recently used wheels that are not pinned go first.
file(GLOB cached "${wheels}/*.whl")
set(total 0)
set(candidates "")
foreach(wheel IN LISTS cached)
  file(SIZE "${wheel}" size)
  math(EXPR total "${total} + ${size} / 1048576")
  if(NOT wheel IN_LIST pinned)
    file(TIMESTAMP "${wheel}" when "%Y%m%d%H%M%S" UTC)
    list(APPEND candidates "${when}|${wheel}")
  endif()
endforeach()
list(SORT candidates)
foreach(entry IN LISTS candidates)
  if(total LESS_EQUAL limit_mb)
    break()
  endif()
  string(REGEX REPLACE "^[0-9]+\\|" "" wheel "${entry}")
  file(SIZE "${wheel}" size)
  math(EXPR total "${total} - ${size} / 1048576")
  file(REMOVE "${wheel}")
  message(STATUS "Evicted ${wheel} (cache over ${limit_mb} MiB)")
endforeach()
if(total GREATER limit_mb)
  message(WARNING "The pinned wheels alone take ${total} MiB, more than CUDNN_CMAKE_WHEEL_CACHE_MB=${limit_mb}: nothing pinned is evicted")
endif()
file(LOCK "${wheels}/.lock" RELEASE)
message(STATUS "Real packages: ${downloaded_mb} MiB downloaded now, ${total} MiB in ${wheels}")
