# CUDNN_FETCH on a machine with no cuDNN to find: a loopback server serves
# NVIDIA's real cuDNN JIT wheel (the newest pinned for CUDA 13 on
# linux-x86_64) as a mirror (CUDNN_FETCH_URL).  The first configure downloads
# it once (one GET), checks its SHA-256, unpacks it into the cache folder named
# by its hash, chooses it (the choice line: fetched, from which URL, into which
# folder; the licence note), and the probe passes (LIBRARY).  A program built
# against it runs.  With the server stopped, another project in another build
# folder takes it from the cache, and keeps that choice when re-configured: no
# network, nothing in the cache changes.
include("${SRC}/tests/real-packages/assemble.cmake")
include("${SRC}/tests/fetch/helpers.cmake.inc")
real_require_packages()
set(CUDNN_CUDA_VERSION 13.0)
cudnn_isolate()
fetch_serve_real(server jit 13 linux-x86_64)
set(CUDNN_FETCH ON)
set(CUDNN_FETCH_PACKAGE jit)
set(CUDNN_FETCH_DIR "${FX}/cache")
set(CUDNN_FETCH_URL "${server_URL}/")
cudnn_expect_warnings(
  "cuDNN probe:\n\n    warning: (programs installed without an RPATH would load|a legacy-API call|[^\n]* is what the name libnvrtc[^ ]* loads)")
string(TIMESTAMP start "%s")
find_package(CUDNN 9 REQUIRED)
string(TIMESTAMP end "%s")
fetch_server_stop(server)
math(EXPR seconds "${end} - ${start}")
message(STATUS "timing: the first configure's find_package(CUDNN), download and probe included: ${seconds} s")

fetch_server_gets(gets server)
cudnn_assert_equal(gets "GET /${FETCH_FILE} 200")
string(REGEX MATCH "^(nvidia_cudnn_jit_cu13-([0-9]+\\.[0-9]+\\.[0-9]+)\\.[0-9]+)-" _ "${FETCH_FILE}")
set(release "${CMAKE_MATCH_1}")
set(folder "${FX}/cache/${FETCH_NAME}")
cudnn_assert_equal(CUDNN_VERSION "${CMAKE_MATCH_2}")
cudnn_assert_equal(CUDNN_LIBRARY "${folder}/nvidia/cudnn_jit/lib/libcudnn.so.9")
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${folder}/nvidia/cudnn_jit/include")
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
# The cache: the unpacked wheel and its lock file; no wheel, no partial folder.
file(GLOB entries RELATIVE "${FX}/cache" "${FX}/cache/*" "${FX}/cache/.*")
cudnn_assert_equal(entries "${FETCH_NAME};${FETCH_NAME}.lock")
cudnn_assert_exists("${folder}/${release}.dist-info/licenses/License.txt")

add_executable(app "${SRC}/examples/minimal/main.cpp")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_case_post([[
include("@SRC@/tests/fetch/helpers.cmake.inc")
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
cudnn_assert_equal(rc 0)
execute_process(COMMAND "${BIN}/app" RESULT_VARIABLE rc OUTPUT_VARIABLE out)
cudnn_assert_equal(rc 0)
cudnn_assert_matches(out "cudnnGetVersion\\(\\) = @CUDNN_VERSION_MAJOR@@CUDNN_VERSION_MINOR@0@CUDNN_VERSION_PATCH@,")
fetch_tree(before "@FX@/cache")

# The server is stopped.  Another project, another build folder, the same
# cache: no network needed; then that folder re-configured: the choice is kept.
set(args -DREQUEST=9 -DCUDNN_FETCH=ON -DCUDNN_FETCH_PACKAGE=jit "-DCUDNN_FETCH_DIR=@FX@/cache"
  "-DCUDNN_FETCH_URL=@CUDNN_FETCH_URL@" -DCUDNN_CUDA_VERSION=13.0 -DCMAKE_FIND_USE_CMAKE_SYSTEM_PATH=OFF
  "-DPython3_EXECUTABLE=@FX@/no-python" -DCUDNN_PROBE=LIBRARY)
fetch_configure(second "${BUILD}/second" ${args})
message(STATUS "timing: another project's first configure, from the cache: ${second_SECONDS} s")
cudnn_assert_equal(second_RC 0)
cudnn_assert_matches(second_OUT "-- cuDNN JIT @CUDNN_VERSION@ chosen: @FX@/cache/@FETCH_NAME@/nvidia/cudnn_jit \\(CUDNN_FETCH, from @CUDNN_FETCH_URL@@FETCH_FILE@, already in its cache @FX@/cache: nothing downloaded; pip wheel, for CUDA 13")
cudnn_assert_matches(second_OUT "result: CUDNN_VERSION=@CUDNN_VERSION@ CUDNN_LIBRARY=@CUDNN_LIBRARY@ CUDNN_PROBE_RESULT=PASS")
cudnn_assert_no_match(second_OUT "downloading")
fetch_configure(again "${BUILD}/second" ${args})
message(STATUS "timing: that build folder re-configured (the choice kept): ${again_SECONDS} s")
cudnn_assert_equal(again_RC 0)
cudnn_assert_no_match(again_OUT "CUDNN_FETCH|chosen")
cudnn_assert_matches(again_OUT "result: CUDNN_VERSION=@CUDNN_VERSION@ CUDNN_LIBRARY=@CUDNN_LIBRARY@ ")
# The doctor reports the cache and the install in it; with CUDNN_FETCH on, the
# install find_package would take from the cache is searched, and chosen for a
# request nothing else on this machine serves.
set(ENV{CUDNN_FETCH_DIR} "@FX@/cache")
execute_process(COMMAND "${CMAKE_COMMAND}" -P "@SRC@/cmake/cudnn-doctor.cmake" -- --cuda 13.0 --no-probe --json
                OUTPUT_VARIABLE json RESULT_VARIABLE rc)
string(JSON dir GET "${json}" fetch dir)
cudnn_assert_equal(dir "@FX@/cache")
string(JSON root GET "${json}" fetch installs 0)
string(REGEX REPLACE "/lib/libcudnn\\.so\\.9$" "" want "@CUDNN_LIBRARY@")
cudnn_assert_equal(root "${want}")
string(JSON n LENGTH "${json}" installs)
math(EXPR last "${n} - 1")
string(JSON origin GET "${json}" installs ${last} origin)
string(JSON version GET "${json}" installs ${last} version)
string(JSON package GET "${json}" installs ${last} package)
cudnn_assert_equal(origin "CUDNN_FETCH cache")
cudnn_assert_equal(version "@CUDNN_VERSION@")
cudnn_assert_equal(package "cuDNN JIT")
execute_process(COMMAND "${CMAKE_COMMAND}" -DCUDNN_FETCH=ON -DCUDNN_FETCH_PACKAGE=jit -P "@SRC@/cmake/cudnn-doctor.cmake"
                -- --cuda 13.0 --version @CUDNN_VERSION@ --exact --no-probe --json OUTPUT_VARIABLE json)
string(JSON chosen GET "${json}" choice root)
cudnn_assert_equal(chosen "${want}")
string(JSON index GET "${json}" choice index)
string(JSON searched GET "${json}" searched_places)
string(JSON origin GET "${json}" installs ${index} origin)
cudnn_assert_equal(origin "CUDNN_FETCH cache")
if(NOT index LESS searched)
  message(FATAL_ERROR "ASSERTION FAILED: the cached install ([${index}]) is not among the ${searched} places searched")
endif()
fetch_tree(after "@FX@/cache")
cudnn_assert_equal(after "${before}")

# Another input (CUDNN_FETCH_PACKAGE) is another search, and another pin: the
# full package, not in the cache, and the server is stopped.
fetch_configure(other "${BUILD}/second" ${args} -DCUDNN_FETCH_PACKAGE=full)
cudnn_assert_equal(other_RC 1)
cudnn_assert_matches(other_ERR "\n      CUDNN_FETCH: @CUDNN_FETCH_URL@nvidia_cudnn_cu13-[0-9.]+-py3-none-manylinux_2_27_x86_64\\.whl: it cannot be reached \\(curl 7: Couldn't connect to server\\)")

]])
