# cudnn-cmake probe tests: the cases. One behaviour each; run by run-case.cmake,
# registered by tests.cmake from case-list.cmake.
#
# Conventions: fixtures are made by pc_fixture (tests/fixtures/make-cudnn.cmake), CUDA
# libraries cuDNN loads by name by pc_cuda_stubs, and the consumer is configured with a
# record for the fixture (tests/probe/record.cmake). LD_LIBRARY_PATH is cleared unless a
# case sets it.

include("${CMAKE_CURRENT_LIST_DIR}/case-list.cmake")

set(PC_TOOLKIT -DCUDAToolkit_VERSION=13.0)

# A fixture 9.19.0 for CUDA 13 with stand-ins for cuBLASLt 13 and NVRTC 13 in its lib folder.
function(pc_good_fixture name)
  pc_fixture(${name} LAYOUT linux-tar VERSION 9.19.0 CUDART 13000 ${ARGN})
  pc_cuda_stubs("${${name}_LIBRARY_DIR}" 13 CUBLASLT NVRTC)
  set(${name}_ROOT "${${name}_ROOT}" PARENT_SCOPE)
  set(${name}_LIBRARY_DIR "${${name}_LIBRARY_DIR}" PARENT_SCOPE)
endfunction()

# --- the real install on the project machines (/usr/local/cuda, cuDNN 9.19.0) -----------

function(probe_case_real-auto-skips-gpu-without-driver)
  pc_host_has_driver(driver)
  if(driver)
    pc_skip("this host has an NVIDIA driver")
    return()
  elseif(NOT EXISTS /usr/local/cuda/include/cudnn_version.h)
    pc_skip("no cuDNN in /usr/local/cuda")
    return()
  endif()
  pc_configure(run ROOT /usr/local/cuda ARGS ${PC_TOOLKIT})
  pc_expect(run RESULT PASS
    MATCH "PASS \\(GPU checks skipped: no NVIDIA driver\\)"
          "note: no NVIDIA driver: libcuda\\.so\\.1 cannot be loaded"
          "probe-failure=\\[\\[\\]\\]")
endfunction()

function(probe_case_real-gpu-mode-fails-without-driver)
  pc_host_has_driver(driver)
  if(driver)
    pc_skip("this host has an NVIDIA driver")
    return()
  elseif(NOT EXISTS /usr/local/cuda/include/cudnn_version.h)
    pc_skip("no cuDNN in /usr/local/cuda")
    return()
  endif()
  pc_configure(run ROOT /usr/local/cuda ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=GPU)
  pc_expect(run RESULT FAIL
    MATCH "cuDNN probe failed \\(report: [^\n]*cudnn-probe\\.json\\):\nno NVIDIA driver: libcuda\\.so\\.1 cannot be loaded"
          "fix: install the NVIDIA driver")
endfunction()

# --- fixtures -----------------------------------------------------------------------------

function(probe_case_fixture-passes)
  pc_good_fixture(good)
  pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT PASS MATCH "probe-runtime-version=9\\.19\\.0" "probe-failure=\\[\\[\\]\\]")
  file(READ "${WORK}/run-build/cudnn-probe.json" json)
  string(JSON n LENGTH "${json}" sublibraries)
  string(JSON path GET "${json}" sublibraries 1 path)
  string(JSON status GET "${json}" sublibraries 1 status)
  if(NOT n EQUAL 4 OR NOT path MATCHES "/good/lib/libcudnn_ops\\.so\\.9$" OR NOT status MATCHES "SUCCESS")
    message(FATAL_ERROR "report's sublibraries: ${n}, ${path}, ${status}")
  endif()
endfunction()

function(probe_case_mode-library-runs-no-gpu-checks)
  pc_good_fixture(good)
  pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT PASS MATCH "PASS \\(library checks\\)" NO_MATCH "driver")
endfunction()

function(probe_case_mode-off-skips)
  pc_good_fixture(good)
  pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=OFF)
  pc_expect(run RESULT SKIPPED MATCH "cuDNN probe skipped: disabled \\(CUDNN_PROBE=OFF\\)" NO_MATCH "Probing")
endfunction()

# F9: the headers are newer than the library.
function(probe_case_header-newer-than-library-fails)
  pc_good_fixture(mixed LIB_VERSION 9.2.0)
  pc_configure(run ROOT "${mixed_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT FAIL
    MATCH "/mixed/lib/libcudnn\\.so\\.9 reports 9\\.2\\.0 but [^\n]*/mixed/include/cudnn_version\\.h says 9\\.19\\.0: they come from different releases"
          "fix: use headers and libraries from one release")
endfunction()

# NVIDIA's rule: a newer minor of the same major is compatible.
function(probe_case_library-newer-than-header-is-a-note)
  pc_good_fixture(mixed VERSION 9.2.0 LIB_VERSION 9.19.0)
  pc_configure(run ROOT "${mixed_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT PASS
    MATCH "note: [^\n]*libcudnn\\.so\\.9 reports 9\\.19\\.0 but [^\n]* says 9\\.2\\.0: a newer library of the same major version is compatible")
endfunction()

function(probe_case_major-mismatch-fails)
  pc_fixture(mixed LAYOUT linux-tar VERSION 8.9.7 LIB_VERSION 9.1.0 CUDART 11080)
  pc_cuda_stubs("${mixed_LIBRARY_DIR}" 11 CUBLASLT NVRTC)
  pc_configure(run ROOT "${mixed_ROOT}" ARGS -DCUDAToolkit_VERSION=11.8 -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT FAIL MATCH "libcudnn\\.so\\.8 reports 9\\.1\\.0 but [^\n]* says 8\\.9\\.7")
endfunction()

# F11: one sub-library from another release.
function(probe_case_sublibrary-mixed-fails)
  pc_good_fixture(mixed SUBLIB_VERSION ops=9.1.0)
  pc_configure(run ROOT "${mixed_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT FAIL
    MATCH "cudnnOpsVersionCheck failed with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH \\(1002\\) for [^\n]*/mixed/lib/libcudnn_ops\\.so\\.9"
          "fix: replace [^\n]*/mixed/lib/libcudnn_ops\\.so\\.9 with the one from the same release")
endfunction()

# F12: a sub-library missing next to the main one.
function(probe_case_sublibrary-missing-fails)
  pc_good_fixture(partial REMOVE "lib/libcudnn_cnn.so*")
  pc_configure(run ROOT "${partial_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT FAIL
    MATCH "cudnnCnnVersionCheck failed with CUDNN_STATUS_SUBLIBRARY_LOADING_FAILED")
endfunction()

# F15: a cuDNN built for CUDA 11 with a CUDA 13 toolkit.
function(probe_case_cuda-major-mismatch-fails)
  pc_good_fixture(cuda11 CUDART 11080)
  pc_configure(run ROOT "${cuda11_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT FAIL
    MATCH "libcudnn\\.so\\.9 was built for CUDA 11\\.8 \\(cudnnGetCudartVersion 11080\\) but CUDA 13\\.0 is asked for \\(the CUDA toolkit in use\\)"
          "fix: install the cuDNN build for CUDA 13")
endfunction()

# F15/F16: cuBLASLt of the toolkit's CUDA major cannot be loaded.
function(probe_case_cublaslt-missing-fails)
  execute_process(COMMAND sh -c "ldconfig -p 2>/dev/null | grep -q 'libcublasLt.so.12 '" RESULT_VARIABLE rc)
  if(rc EQUAL 0)
    pc_skip("this host has a libcublasLt.so.12 on the loader path")
    return()
  endif()
  pc_fixture(nolt LAYOUT linux-tar VERSION 9.19.0 CUDART 12090)
  pc_cuda_stubs("${nolt_LIBRARY_DIR}" 12 NVRTC)
  pc_configure(run ROOT "${nolt_ROOT}" ARGS -DCUDAToolkit_VERSION=12.9 -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT FAIL
    MATCH "libcublasLt\\.so\\.12 cannot be loaded \\([^\n]*\\); cuDNN loads it by name"
    NO_MATCH "libnvrtc\\.so\\.12 cannot be loaded")
endfunction()

# F9 through the environment: another copy, older than the headers, first on LD_LIBRARY_PATH.
function(probe_case_shadowed-by-ld-library-path-fails)
  pc_good_fixture(chosen)
  pc_good_fixture(shadow VERSION 9.2.0)
  pc_configure(run ROOT "${chosen_ROOT}" ENV "LD_LIBRARY_PATH=${shadow_LIBRARY_DIR}"
               ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT FAIL
    MATCH "programs run in this environment load [^\n]*/shadow/lib/libcudnn\\.so\\.9 \\(9\\.2\\.0\\) instead of the chosen [^\n]*/chosen/lib/libcudnn\\.so\\.9: LD_LIBRARY_PATH finds [^\n]*/shadow/lib first; 9\\.2\\.0 does not match the headers \\(9\\.19\\.0\\)"
          "fix: remove [^\n]*/shadow/lib from LD_LIBRARY_PATH")
endfunction()

# A newer compatible copy first on LD_LIBRARY_PATH: works, but worth a warning.
function(probe_case_shadow-compatible-warns)
  pc_good_fixture(chosen VERSION 9.2.0)
  pc_good_fixture(shadow)
  pc_configure(run ROOT "${chosen_ROOT}" ENV "LD_LIBRARY_PATH=${shadow_LIBRARY_DIR}"
               ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT PASS
    MATCH "warning: programs run in this environment load [^\n]*/shadow/lib/libcudnn\\.so\\.9 \\(9\\.19\\.0\\)")
endfunction()

# F18: only a bare libcudnn.so; the name programs load (its SONAME libcudnn.so.9) is missing.
function(probe_case_soname-missing-fails)
  pc_good_fixture(bare BARE_SO ON)
  pc_configure(run ROOT "${bare_ROOT}"
               ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY "-DCUDNN_TEST_LIBRARY=${bare_LIBRARY_DIR}/libcudnn.so")
  # Without a system cuDNN the probe cannot start; with one (as on the project machines) it
  # loads that one instead: both must fail naming libcudnn.so.9.
  pc_expect(run RESULT FAIL
    MATCH "(could not start: the loader reports for libcudnn\\.so\\.9|the probe loaded [^\n]*libcudnn\\.so\\.9 [^\n]* although the chosen folder is searched first)")
endfunction()

# Unchanged inputs: no build, no run. A changed library or environment: both again.
function(probe_case_cached-until-input-changes)
  pc_good_fixture(good)
  pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT PASS MATCH "Probing cuDNN 9\\.19\\.0")
  pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT PASS MATCH "cuDNN probe: PASS \\(library checks\\) \\(cached\\)" NO_MATCH "Probing")
  # The same install rebuilt with a library reporting another version.
  pc_good_fixture(good LIB_VERSION 9.2.0 CLEAN ON)
  pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT FAIL MATCH "Probing cuDNN" "reports 9\\.2\\.0")
  pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT FAIL MATCH "\\(cached\\)" "reports 9\\.2\\.0" NO_MATCH "Probing")
  pc_configure(run ROOT "${good_ROOT}" ENV "LD_LIBRARY_PATH=/nonexistent" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT FAIL MATCH "Probing cuDNN")
endfunction()

# F23 (part): spaces, brackets and parentheses in the install path.
function(probe_case_path-with-spaces-and-brackets)
  pc_good_fixture(odd SUBDIR "odd dir [x] (y)")
  pc_configure(run ROOT "${odd_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT PASS MATCH "probe-runtime-version=9\\.19\\.0")
endfunction()

# F23: ';' (which CMake lists split) and non-ASCII characters (a Korean user name).
function(probe_case_path-with-semicolon-and-non-ascii)
  # make-cudnn takes its options as a list, so the folder gets its name afterwards.
  pc_good_fixture(odd)
  file(RENAME "${odd_ROOT}" "${WORK}/사용자;cudnn")
  pc_configure(run ROOT "${WORK}/사용자;cudnn" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT PASS MATCH "probe-runtime-version=9\\.19\\.0")
  file(READ "${WORK}/run-build/cudnn-probe.json" json)
  string(JSON path GET "${json}" library_path)
  if(NOT path MATCHES "/사용자;cudnn/lib/libcudnn\\.so\\.9$")
    message(FATAL_ERROR "library_path in the report: ${path}")
  endif()
endfunction()

# '$', '$(x)' and '${x}' in the install path, with CXX enabled (the probe is built with the
# consumer's compiler): Ninja's build files read '$' as an escape, Makefiles expand '$(x)';
# the probe's one compiler call passes them as they are.
function(pc_dollar_case generator)
  pc_good_fixture(good SUBDIR "dollar")
  set(odd "${WORK}/a$b $(HOME) \${HOME}")
  file(RENAME "${good_ROOT}" "${odd}")
  pc_configure(run ROOT "${odd}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY -DCUDNN_TEST_CXX=ON -G "${generator}")
  pc_expect(run RESULT PASS MATCH "probe-runtime-version=9\\.19\\.0" NO_MATCH "CMake Error")
  file(READ "${WORK}/run-build/cudnn-probe.json" json)
  string(JSON path GET "${json}" library_path)
  if(NOT path STREQUAL "${odd}/lib/libcudnn.so.9")
    message(FATAL_ERROR "library_path in the report: ${path}")
  endif()
endfunction()

function(probe_case_path-with-dollar-ninja)
  pc_dollar_case(Ninja)
endfunction()

function(probe_case_path-with-dollar-makefiles)
  find_program(make NAMES make gmake NO_CACHE)
  if(NOT make)
    pc_skip("no make program")
    return()
  endif()
  pc_dollar_case("Unix Makefiles")
endfunction()

# The two other ways the probe is built (IDE generators: try_compile with CXX enabled, the
# probe/ project without), forced here, give the same report as the compiler call.
function(pc_build_way_case way cxx)
  pc_good_fixture(good)
  pc_configure(run ROOT "${good_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY
               -D_CUDNN_PROBE_BUILD_WITH=${way} -DCUDNN_TEST_CXX=${cxx})
  pc_expect(run RESULT PASS MATCH "probe-runtime-version=9\\.19\\.0" "probe-failure=\\[\\[\\]\\]")
  file(READ "${WORK}/run-build/cudnn-probe.json" json)
  string(JSON n LENGTH "${json}" sublibraries)
  string(JSON intended GET "${json}" library_is_intended)
  if(NOT n EQUAL 4 OR NOT intended)
    message(FATAL_ERROR "report: ${n} sub-libraries, library_is_intended ${intended}")
  endif()
endfunction()

function(probe_case_built-by-try-compile)
  pc_build_way_case(try_compile ON)
endfunction()

function(probe_case_built-by-own-project)
  pc_build_way_case(project OFF)
endfunction()

# A work folder the configuring user cannot write (made read-only, or left by another
# user): a named folder and a fix, never "file failed to open for writing". Runs the
# configure as an unprivileged user when the test runs as root (root writes anywhere).
function(probe_case_work-folder-unwritable)
  execute_process(COMMAND id -u OUTPUT_VARIABLE uid OUTPUT_STRIP_TRAILING_WHITESPACE)
  set(as "")
  if(uid STREQUAL "0")
    find_program(setpriv setpriv NO_CACHE)
    if(NOT setpriv)
      pc_skip("running as root without setpriv to drop privileges")
      return()
    endif()
    set(as "${setpriv}" --reuid=nobody --regid=nogroup --clear-groups)
  endif()
  # Outside the build tree, whose parents an unprivileged user may not enter.
  string(RANDOM LENGTH 8 tag)
  set(base "/tmp/cudnn-probe-ro-${tag}")
  pc_good_fixture(good)
  file(COPY "${good_ROOT}" DESTINATION "${base}")
  get_filename_component(name "${good_ROOT}" NAME)
  set(good_ROOT "${base}/${name}")
  if(as)
    # A CMake whose files are under /root (tests/run-with-cmake.sh's cache) cannot
    # configure as that user: nothing to learn here then.
    file(WRITE "${base}/check/CMakeLists.txt" "cmake_minimum_required(VERSION 3.19)\nproject(check NONE)\n")
    execute_process(COMMAND chmod -R a+rwX "${base}")
    execute_process(COMMAND ${as} "${CMAKE_COMMAND}" -S "${base}/check" -B "${base}/check/b"
                    RESULT_VARIABLE runs OUTPUT_QUIET ERROR_QUIET)
    if(NOT runs EQUAL 0)
      execute_process(COMMAND chmod -R u+w "${base}")
      file(REMOVE_RECURSE "${base}")
      pc_skip("the unprivileged user cannot configure with ${CMAKE_COMMAND}")
      return()
    endif()
  endif()
  foreach(mode AUTO LIBRARY)
    set(bin "${base}/build-${mode}")
    file(MAKE_DIRECTORY "${bin}/CMakeFiles/cudnn-probe")
    execute_process(COMMAND chmod -R a+rwX "${base}")
    execute_process(COMMAND chmod a-w "${bin}/CMakeFiles/cudnn-probe")
    execute_process(
      COMMAND ${as} "${CMAKE_COMMAND}" -E env --unset=LD_LIBRARY_PATH
              "${CMAKE_COMMAND}" -S "${CMAKE_CURRENT_LIST_DIR}" -B "${bin}"
              "-DCUDNN_TEST_ROOT=${good_ROOT}" ${PC_TOOLKIT} -DCUDNN_PROBE=${mode}
      RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
    set(run_OUTPUT "${out}${err}")
    string(REGEX MATCH "probe-result=([A-Z]+)" m "${run_OUTPUT}")
    set(run_RESULT "${CMAKE_MATCH_1}")
    if(NOT rc EQUAL 0)
      set(run_RESULT CONFIGURE-ERROR)
    endif()
    set(text "cannot write the folder ${bin}/CMakeFiles/cudnn-probe\n  fix: make it writable by this user \\(or remove it: it is rebuilt\\), or set CUDNN_PROBE=OFF")
    if(mode STREQUAL "AUTO")
      pc_expect(run RESULT SKIPPED MATCH "warning: cuDNN probe skipped: ${text}" NO_MATCH "CMake Error")
    else()
      pc_expect(run RESULT FAIL MATCH "probe-failure=\\[\\[cuDNN probe failed [^\n]*\n${text}" NO_MATCH "CMake Error")
    endif()
  endforeach()
  execute_process(COMMAND chmod -R u+w "${base}")
  file(REMOVE_RECURSE "${base}")
endfunction()

# A library that never returns: the probe's watchdog reports the step it hung in.
function(probe_case_hang-is-reported)
  pc_good_fixture(hang)
  file(WRITE "${WORK}/hang.c" "#include <stddef.h>\n#include <unistd.h>\n"
    "size_t cudnnGetVersion(void) { sleep(60); return 91900; }\n"
    "size_t cudnnGetCudartVersion(void) { return 13000; }\n")
  file(REMOVE "${hang_LIBRARY_DIR}/libcudnn.so.9")
  execute_process(COMMAND gcc -shared -fPIC -Wl,-soname,libcudnn.so.9 -o "${hang_LIBRARY_DIR}/libcudnn.so.9"
                          "${WORK}/hang.c" RESULT_VARIABLE rc)
  if(NOT rc EQUAL 0)
    message(FATAL_ERROR "building the hanging library failed")
  endif()
  pc_configure(run ROOT "${hang_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY -DCUDNN_PROBE_TIMEOUT=8)
  pc_expect(run RESULT FAIL MATCH "the probe did not finish within 3 s \\(stopped in: cudnnGetVersion\\)")
endfunction()

# F14: a 32-bit library cannot be linked into the (64-bit) probe.
function(probe_case_library-32-bit-fails-build)
  pc_fixture(i686 LAYOUT linux-tar VERSION 9.19.0 ARCH i686)
  pc_configure(run ROOT "${i686_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT FAIL
    MATCH "the probe program could not be built against [^\n]*/i686/include/cudnn_version\\.h and [^\n]*/i686/lib/libcudnn\\.so\\.9"
          "(incompatible|wrong format|file format not recognized)")
endfunction()

# cuDNN 8: six sub-libraries, the x1000 version formula.
function(probe_case_v8-fixture-passes)
  pc_fixture(v8 LAYOUT linux-tar VERSION 8.9.7 CUDART 11080)
  pc_cuda_stubs("${v8_LIBRARY_DIR}" 11 CUBLASLT NVRTC)
  pc_configure(run ROOT "${v8_ROOT}" ARGS -DCUDAToolkit_VERSION=11.8 -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT PASS MATCH "probe-runtime-version=8\\.9\\.7")
  file(READ "${WORK}/run-build/cudnn-probe.json" json)
  string(JSON n LENGTH "${json}" sublibraries)
  string(JSON name GET "${json}" sublibraries 5 name)
  string(JSON cudart GET "${json}" cudart_build_version)
  if(NOT n EQUAL 6 OR NOT name STREQUAL "adv_train" OR NOT cudart STREQUAL "11.8")
    message(FATAL_ERROR "report: ${n} sub-libraries, last ${name}, cudart ${cudart}")
  endif()
endfunction()

# Issue 7 (3): CUDA 11's NVRTC is libnvrtc.so.11.2, which cuDNN 8.9 loads (as
# "libnvrtc.so.%d.%d"); no false "libnvrtc.so.11 cannot be loaded" warning.
function(probe_case_nvrtc-cuda11-name-loads)
  pc_fixture(v8 LAYOUT linux-tar VERSION 8.9.7 CUDART 11080)
  pc_cuda_stubs("${v8_LIBRARY_DIR}" 11 CUBLASLT NVRTC)
  pc_configure(run ROOT "${v8_ROOT}" ARGS -DCUDAToolkit_VERSION=11.8 -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT PASS MATCH "probe-notes=\\[\\[\\]\\]" NO_MATCH "cannot be loaded")
  file(READ "${WORK}/run-build/cudnn-probe.json" json)
  string(JSON name GET "${json}" dependencies 1 name)
  string(JSON path GET "${json}" dependencies 1 path)
  if(NOT name STREQUAL "nvrtc" OR NOT path MATCHES "/lib/libnvrtc\\.so\\.11\\.2$")
    message(FATAL_ERROR "report: dependency ${name} loaded from '${path}', expected .../lib/libnvrtc.so.11.2")
  endif()
endfunction()

# Issue 7 (3): cuDNN 8 also loads the unversioned libnvrtc.so, which can be another
# CUDA's NVRTC (this machine's ldconfig path has CUDA 13's): a warning naming its version.
function(probe_case_nvrtc-unversioned-other-cuda-warns)
  pc_fixture(v8 LAYOUT linux-tar VERSION 8.9.7 CUDART 11080)
  pc_cuda_stubs("${v8_LIBRARY_DIR}" 11 CUBLASLT)
  pc_cuda_stubs("${WORK}/cuda13" 13 NVRTC)
  configure_file("${WORK}/cuda13/libnvrtc.so.13" "${v8_LIBRARY_DIR}/libnvrtc.so" COPYONLY)
  pc_configure(run ROOT "${v8_ROOT}" ARGS -DCUDAToolkit_VERSION=11.8 -DCUDNN_PROBE=LIBRARY)
  pc_expect(run RESULT PASS
    MATCH "warning: [^\n]*/lib/libnvrtc\\.so \\(NVRTC 13\\.0\\) is what the name libnvrtc\\.so loads, but cuDNN here is built for CUDA 11"
          "fix: make the CUDA 11 NVRTC \\(libnvrtc\\.so\\.11\\.2\\) loadable")
endfunction()

# cuDNN 7: version macros in cudnn.h, no sub-libraries.
function(probe_case_v7-fixture-passes)
  pc_fixture(v7 LAYOUT linux-tar7 VERSION 7.6.5 CUDART 10020)
  pc_cuda_stubs("${v7_LIBRARY_DIR}" 10 CUBLASLT NVRTC)
  pc_configure(run ROOT "${v7_ROOT}" ARGS -DCUDAToolkit_VERSION=10.2 -DCUDNN_PROBE=LIBRARY
               "-DCUDNN_TEST_LIB_DIR=${v7_LIBRARY_DIR}" "-DCUDNN_TEST_INCLUDE_DIR=${v7_INCLUDE_DIR}")
  pc_expect(run RESULT PASS MATCH "probe-runtime-version=7\\.6\\.5")
  file(READ "${WORK}/run-build/cudnn-probe.json" json)
  string(JSON n LENGTH "${json}" sublibraries)
  if(NOT n EQUAL 0)
    message(FATAL_ERROR "cuDNN 7 has no sub-libraries, the report lists ${n}")
  endif()
endfunction()

# Bad data never becomes a CMake error: the probe is skipped with a note.
function(probe_case_bad-record-skips)
  pc_configure(garbage ROOT "" ARGS "-DCUDNN_TEST_RECORD=this is not JSON")
  pc_expect(garbage RESULT SKIPPED MATCH "cuDNN probe skipped: the install names no library or version header")
  pc_configure(partial ROOT "" ARGS [[-DCUDNN_TEST_RECORD={"library": 5, "components": [1, {"x": null}]}]])
  pc_expect(partial RESULT SKIPPED NO_MATCH "CMake Error")
endfunction()

# --- Windows layouts, cross-built with MinGW-w64 and run under Wine ---------------------

function(pc_wine_available out)
  find_program(mingw NAMES x86_64-w64-mingw32-g++-posix x86_64-w64-mingw32-g++ NO_CACHE)
  find_program(wine NAMES wine64 wine NO_CACHE)
  if(mingw AND wine)
    set(${out} TRUE PARENT_SCOPE)
  else()
    set(${out} FALSE PARENT_SCOPE)
  endif()
endfunction()

# Configures the consumer for a Windows fixture; cuBLASLt/NVRTC stand-ins on the Wine PATH.
function(pc_windows_configure run root)
  pc_cuda_stubs("${WORK}/cuda-bin" 13 CUBLASLT NVRTC WINDOWS)
  pc_configure(${run} ROOT "${root}" ENV "CUDNN_WINE_PATH=${WORK}/cuda-bin"
    ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY -DCUDNN_TEST_WINDOWS=ON
         "-DCMAKE_TOOLCHAIN_FILE=${PC_REPO}/tests/toolchains/mingw-w64-x86_64.cmake" ${ARGN})
  set(${run}_OUTPUT "${${run}_OUTPUT}" PARENT_SCOPE)
  set(${run}_RESULT "${${run}_RESULT}" PARENT_SCOPE)
endfunction()

function(probe_case_windows-wine-passes)
  pc_wine_available(ok)
  if(NOT ok)
    pc_skip("MinGW-w64 or Wine missing")
    return()
  endif()
  pc_fixture(win LAYOUT windows-zip VERSION 9.19.0 CUDART 13000)
  pc_windows_configure(run "${win_ROOT}")
  pc_expect(run RESULT PASS MATCH "probe-runtime-version=9\\.19\\.0" "probe-failure=\\[\\[\\]\\]")
  file(READ "${WORK}/run-build/cudnn-probe.json" json)
  string(JSON path GET "${json}" sublibraries 1 path)
  if(NOT path MATCHES "/win/bin/cudnn_ops64_9\\.dll$")
    message(FATAL_ERROR "the report should name the install's DLL, not the copy: ${path}")
  endif()
endfunction()

# F12/F17 on Windows: a sub-library DLL missing from bin/.
function(probe_case_windows-wine-missing-sublibrary-fails)
  pc_wine_available(ok)
  if(NOT ok)
    pc_skip("MinGW-w64 or Wine missing")
    return()
  endif()
  pc_fixture(win LAYOUT windows-zip VERSION 9.19.0 CUDART 13000 REMOVE bin/cudnn_ops64_9.dll)
  pc_windows_configure(run "${win_ROOT}")
  pc_expect(run RESULT FAIL
    MATCH "cudnnOpsVersionCheck failed with CUDNN_STATUS_SUBLIBRARY_LOADING_FAILED \\(1008\\) for cudnn_ops64_9\\.dll \\(not loaded\\)"
          "fix: put cudnn_ops64_9\\.dll next to cudnn64_9\\.dll in [^\n]*/win/bin")
endfunction()

# Issue 7 (4): a DLL that is there but does not load is diagnosed by the dependency it
# lacks, not with "put it next to cudnn64_8.dll".  (The stand-in imports zlibwapi.dll,
# which no real cuDNN DLL does: it stands for any missing load-time dependency.)
function(probe_case_windows-wine-dll-missing-dependency-named)
  pc_wine_available(ok)
  if(NOT ok)
    pc_skip("MinGW-w64 or Wine missing")
    return()
  endif()
  pc_fixture(win LAYOUT windows-zip VERSION 8.8.0 CUDART 11080 ZLIBWAPI_IMPORT ON)
  pc_cuda_stubs("${WORK}/cuda-bin" 11 CUBLASLT NVRTC WINDOWS)
  pc_windows_configure(run "${win_ROOT}" -DCUDAToolkit_VERSION=11.8)
  pc_expect(run RESULT FAIL
    MATCH "cudnnCnnInferVersionCheck failed with CUDNN_STATUS_NOT_INITIALIZED \\(1\\) for [^\n]*/win/bin/cudnn_cnn_infer64_8\\.dll, which is there but does not load: it needs zlibwapi\\.dll, which cannot be found \\(error 126"
          "fix: make what cudnn_cnn_infer64_8\\.dll needs loadable \\(next to it, or on PATH\\)"
    NO_MATCH "put cudnn_cnn_infer64_8\\.dll next to")
endfunction()

# Issue 7/8: a good 8.x install with zlibwapi.dll in its bin/ passes: the probe copies the
# zlibwapi.dll the run-time stage finds next to itself, as cudnn_copy_runtime_dlls does
# for programs.  (Imported here, so that without the copy the check would fail.)
function(probe_case_windows-wine-zlibwapi-in-bin-passes)
  pc_wine_available(ok)
  if(NOT ok)
    pc_skip("MinGW-w64 or Wine missing")
    return()
  endif()
  pc_fixture(win LAYOUT windows-zip VERSION 8.8.0 CUDART 11080 ZLIBWAPI_IMPORT ON ZLIBWAPI_DEST bin)
  pc_cuda_stubs("${WORK}/cuda-bin" 11 CUBLASLT NVRTC WINDOWS)
  pc_windows_configure(run "${win_ROOT}" -DCUDAToolkit_VERSION=11.8)
  pc_expect(run RESULT PASS MATCH "probe-runtime-version=8\\.8\\.0" "probe-failure=\\[\\[\\]\\]")
endfunction()

# Cross-compiling without an emulator: built (so linking is checked), not run.
function(probe_case_windows-cross-without-emulator-skips)
  pc_wine_available(ok)
  if(NOT ok)
    pc_skip("MinGW-w64 or Wine missing")
    return()
  endif()
  pc_fixture(win LAYOUT windows-zip VERSION 9.19.0 CUDART 13000)
  file(WRITE "${WORK}/no-emulator.cmake"
    "include([[${PC_REPO}/tests/toolchains/mingw-w64-x86_64.cmake]])\n"
    "unset(CMAKE_CROSSCOMPILING_EMULATOR)\n")
  pc_configure(run ROOT "${win_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_TEST_WINDOWS=ON
               "-DCMAKE_TOOLCHAIN_FILE=${WORK}/no-emulator.cmake")
  pc_expect(run RESULT SKIPPED
    MATCH "SKIPPED \\(cross-compiling; the probe built, but needs CMAKE_CROSSCOMPILING_EMULATOR to run\\)")
endfunction()

# F11 on Windows: one DLL replaced by another release's.
function(probe_case_windows-wine-mixed-sublibrary-fails)
  pc_wine_available(ok)
  if(NOT ok)
    pc_skip("MinGW-w64 or Wine missing")
    return()
  endif()
  pc_fixture(win LAYOUT windows-zip VERSION 9.19.0 CUDART 13000 SUBLIB_VERSION cnn=9.1.0)
  pc_windows_configure(run "${win_ROOT}")
  pc_expect(run RESULT FAIL
    MATCH "cudnnCnnVersionCheck failed with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH \\(1002\\) for [^\n]*/win/bin/cudnn_cnn64_9\\.dll")
endfunction()
