# Writes the pinned table CUDNN_FETCH chooses from (modules/cudnn/fetch/pins.cmake):
# NVIDIA's cuDNN wheels on PyPI, each file with its URL and SHA-256, as PyPI's JSON
# API gives them.  Run by a maintainer when NVIDIA publishes a release, never at
# configure time:
#
#   cmake -P tools/cudnn-fetch-pins.cmake            fetch PyPI's metadata, then write
#   cmake -DOFFLINE=ON -P tools/cudnn-fetch-pins.cmake   write from the saved metadata
#
# The metadata is saved, trimmed to the facts the table needs (version, file name,
# URL, SHA-256; none of NVIDIA's text), in tests/fixtures/pypi/<distribution>.txt, so
# that a test can check that this script reproduces the table (OUT: where to write,
# default the module's file).
#
# What is pinned: for each distribution (the full package and cuDNN JIT, per CUDA
# major), the newest release of each <major>.<minor> from 8.9 on, and of it the
# files for Linux x86_64, Linux aarch64 and Windows x64.
cmake_minimum_required(VERSION 3.25)
get_filename_component(repo "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
if(NOT DEFINED OUT)
  set(OUT "${repo}/modules/cudnn/fetch/pins.cmake")
endif()
set(saved "${repo}/tests/fixtures/pypi")
set(distributions nvidia-cudnn-cu11 nvidia-cudnn-cu12 nvidia-cudnn-cu13
                  nvidia-cudnn-jit-cu12 nvidia-cudnn-jit-cu13)

# save_metadata(<distribution>): PyPI's JSON for it, trimmed to
# "<version>|<file>|<url>|<sha256>" lines, into <saved>/<distribution>.txt.
function(save_metadata dist)
  set(json_file "${CMAKE_CURRENT_BINARY_DIR}/pypi-${dist}.json")
  file(DOWNLOAD "https://pypi.org/pypi/${dist}/json" "${json_file}" TLS_VERIFY ON STATUS status)
  list(GET status 0 code)
  if(NOT code EQUAL 0)
    list(GET status 1 why)
    message(FATAL_ERROR "cannot download https://pypi.org/pypi/${dist}/json: ${why}")
  endif()
  file(READ "${json_file}" json)
  file(REMOVE "${json_file}")
  string(JSON count LENGTH "${json}" releases)
  set(lines "")
  if(count GREATER 0)
    math(EXPR last "${count} - 1")
    foreach(i RANGE ${last})
      string(JSON version MEMBER "${json}" releases ${i})
      string(JSON files LENGTH "${json}" releases "${version}")
      if(files EQUAL 0)
        continue()
      endif()
      math(EXPR last_file "${files} - 1")
      foreach(f RANGE ${last_file})
        string(JSON name GET "${json}" releases "${version}" ${f} filename)
        string(JSON url GET "${json}" releases "${version}" ${f} url)
        string(JSON sha GET "${json}" releases "${version}" ${f} digests sha256)
        # PyPI's file host; a proxy may hand out relative links to the same path.
        if(url MATCHES "packages/([0-9a-f][0-9a-f]/[0-9a-f][0-9a-f]/[0-9a-f]+/[^/]+)$")
          set(url "https://files.pythonhosted.org/packages/${CMAKE_MATCH_1}")
        endif()
        list(APPEND lines "${version}|${name}|${url}|${sha}")
      endforeach()
    endforeach()
  endif()
  list(SORT lines)
  list(JOIN lines "\n" text)
  file(WRITE "${saved}/${dist}.txt" "${text}\n")
endfunction()

# The platform a wheel's tag names, "" for one the table does not pin.
function(wheel_platform out name)
  set(platform "")
  if(name MATCHES "manylinux[^-]*_x86_64\\.whl$")
    set(platform linux-x86_64)
  elseif(name MATCHES "manylinux[^-]*_aarch64\\.whl$")
    set(platform linux-aarch64)
  elseif(name MATCHES "-win_amd64\\.whl$")
    set(platform windows-x64)
  endif()
  set(${out} "${platform}" PARENT_SCOPE)
endfunction()

# pins_of(<out> <distribution>): the table's entries for one distribution,
# "<version>|<package>|<cuda major>|<platform>|<file>|<url>|<sha256>".
function(pins_of out dist)
  string(REGEX MATCH "^nvidia-cudnn-(jit-)?cu([0-9]+)$" _ "${dist}")
  set(package full)
  if(CMAKE_MATCH_1)
    set(package jit)
  endif()
  set(cuda "${CMAKE_MATCH_2}")
  file(STRINGS "${saved}/${dist}.txt" lines)
  # The newest release of each minor: versions sorted newest first, the first seen wins.
  set(versions "")
  foreach(line IN LISTS lines)
    string(REGEX MATCH "^[^|]+" version "${line}")
    list(APPEND versions "${version}")
  endforeach()
  list(REMOVE_DUPLICATES versions)
  list(SORT versions COMPARE NATURAL ORDER DESCENDING)
  set(minors "")
  set(kept "")
  foreach(version IN LISTS versions)
    if(NOT version MATCHES "^([0-9]+)\\.([0-9]+)\\.[0-9]+\\.[0-9]+$" OR version VERSION_LESS 8.9)
      continue()
    endif()
    set(minor "${CMAKE_MATCH_1}.${CMAKE_MATCH_2}")
    if(NOT minor IN_LIST minors)
      list(APPEND minors "${minor}")
      list(APPEND kept "${version}")
    endif()
  endforeach()
  set(entries "")
  foreach(line IN LISTS lines)
    string(REPLACE "|" ";" fields "${line}")
    list(GET fields 0 version)
    list(GET fields 1 name)
    list(GET fields 2 url)
    list(GET fields 3 sha)
    wheel_platform(platform "${name}")
    if(version IN_LIST kept AND platform)
      list(APPEND entries "${version}|${package}|${cuda}|${platform}|${name}|${url}|${sha}")
    endif()
  endforeach()
  set(${out} "${entries}" PARENT_SCOPE)
endfunction()

if(NOT OFFLINE)
  foreach(dist IN LISTS distributions)
    save_metadata(${dist})
  endforeach()
endif()
set(all "")
foreach(dist IN LISTS distributions)
  pins_of(entries ${dist})
  list(APPEND all ${entries})
endforeach()
# Sorted by package, CUDA major and platform, then newest version first: the
# first entry that satisfies a request is the one to fetch.
set(groups "")
foreach(entry IN LISTS all)
  string(REGEX MATCH "^[^|]+\\|([^|]+\\|[^|]+\\|[^|]+)" _ "${entry}")
  list(APPEND groups "${CMAKE_MATCH_1}")
endforeach()
list(REMOVE_DUPLICATES groups)
list(SORT groups)
set(keyed "")
foreach(group IN LISTS groups)
  set(members "${all}")
  string(REPLACE "|" "\\|" pattern "${group}")
  list(FILTER members INCLUDE REGEX "^[^|]+\\|${pattern}\\|")
  list(SORT members COMPARE NATURAL ORDER DESCENDING)
  list(APPEND keyed ${members})
endforeach()
list(JOIN keyed "\"\n  \"" body)
file(WRITE "${OUT}" "# Generated by tools/cudnn-fetch-pins.cmake from PyPI's metadata: do not edit.
# <version>|<package: full or jit>|<CUDA major>|<platform>|<wheel file>|<URL>|<SHA-256>
set(_CUDNN_FETCH_PINS
  \"${body}\"
)
")
list(LENGTH keyed n)
message(STATUS "${n} pinned files written to ${OUT}")
