# case: SCRIPT
# --target windows on this Linux host: a Windows zip chosen through --root,
# and an old cudnn64_9.dll in a (fake) System32 that a program without the
# DLLs beside it would load: listed as an install found through System32,
# the loader's "without" line names it, the probe is not run (not this
# host's platform).  Needs MinGW-w64 for the PE stubs.
find_program(mingw x86_64-w64-mingw32-gcc)
if(NOT mingw)
  cudnn_skip_case("needs x86_64-w64-mingw32-gcc: run tests/setup/install-prereqs.sh")
endif()
set(M "${BUILD}/machine")
set(cache "${CUDNN_FIXTURE_STUB_CACHE}")
if(NOT EXISTS "${M}/.made")
  file(REMOVE_RECURSE "${M}")
  cudnn_make_fixture(LAYOUT windows-zip VERSION 9.19.0 DEST "${M}/cudnn-windows-x86_64-9.19.0.1_cuda12-archive"
                     QUIET ON STUB_CACHE "${cache}")
  cudnn_make_fixture(LAYOUT windows-zip VERSION 9.1.0 DEST "${M}/old" QUIET ON STUB_CACHE "${cache}")
  file(MAKE_DIRECTORY "${M}/Windows/System32")
  file(COPY "${M}/old/bin/cudnn64_9.dll" DESTINATION "${M}/Windows/System32")
  file(WRITE "${M}/.made" "")
endif()
set(root "${M}/cudnn-windows-x86_64-9.19.0.1_cuda12-archive")
set(ENV{SystemRoot} "${M}/Windows")
foreach(var windir WINEPATH WINEPREFIX CUDNN_ROOT CUDNN_PATH CUDNN_HOME CUDNN_ROOT_DIR VIRTUAL_ENV
            CONDA_PREFIX CUDA_PATH CMAKE_PREFIX_PATH)
  unset(ENV{${var}})
endforeach()
execute_process(
  COMMAND "${CMAKE_COMMAND}" -DCMAKE_FIND_USE_CMAKE_SYSTEM_PATH=OFF "-DPython3_EXECUTABLE=${M}/no-python"
          -P "${SRC}/cmake/cudnn-doctor.cmake" -- --target windows --root "${root}" --cuda 12.9
  OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
message(STATUS "${out}---- stderr:\n${err}")
cudnn_assert_equal(rc 0)
cudnn_assert_matches(out "host linux x86_64, target windows x86_64\n")
cudnn_assert_matches(out "\\[0\\] [^\n]*_cuda12-archive  CHOSEN\n")
cudnn_assert_matches(out "ok +library +[^\n]*_cuda12-archive/lib/x64/cudnn\\.lib\n +loads [^\n]*_cuda12-archive/bin/cudnn64_9\\.dll\n +ok +arch +x86_64 \\(PE\\)")
cudnn_assert_matches(out "ok +CUDA +12 \\(from its folder name [^\n]*_cuda12-archive, matches the CUDA 12\\.9 in use\\)")
cudnn_assert_matches(out "skip +probe +not run: the target \\(windows\\) is not this host \\(linux\\)")
cudnn_assert_matches(out "\\[[0-9]\\] [^\n]*/machine/Windows/System32  cuDNN libraries without headers, on the loader's path\n +found by +System32\n +warn +holds +only library files, no headers: [^\n]*/System32/cudnn64_9\\.dll \\(version unknown[^\n]*\\), which programs may load \\(found through System32\\)\n +arch +x86_64 \\(PE\\)")
cudnn_assert_matches(out "ok +copied DLLs +[^\n]*_cuda12-archive/bin/cudnn64_9\\.dll \\(the chosen file; found by the program's folder \\(cudnn_copy_runtime_dlls\\)\\)")
cudnn_assert_matches(out "warn +without +[^\n]*/machine/Windows/System32/cudnn64_9\\.dll \\([^\n]*found by System32\\), NOT the chosen one")
cudnn_assert_matches(out "healthy: [^\n]*\\(not probed\\) \\(exit code 0\\)\n$")
message(STATUS "doctor-windows-target: all checks passed")
