# One of NVIDIA's real cuDNN wheels laid out one way users have it
# (parameters PLATFORM, CUDNN = the unpacked wheel's folder name, LAYOUT, CUDA
# = the CUDA version it is for, REAL = where download.cmake unpacked it).
# Checks the version found, every sub-library as a component, the targets
# (IMPORTED_LOCATION, IMPLIB or SONAME), the run-time file list, the probe's
# library checks (CUDNN_PROBE=LIBRARY: natively on Linux, under Wine for
# Windows), and that a program linked through CUDNN::cudnn runs with exactly
# those files: Windows programs get them from cudnn_copy_runtime_dlls and
# $<TARGET_RUNTIME_DLLS>.
include("${SRC}/tests/real-packages/assemble.cmake")
real_require_packages()
set(CUDNN_CUDA_VERSION ${CUDA})
cudnn_isolate()
real_package_dir(cudnn ${PLATFORM} ${CUDNN})
string(REGEX MATCH "-([0-9]+)\\.([0-9]+)\\.([0-9]+)\\.([0-9]+)$" _ "${cudnn}")
set(major ${CMAKE_MATCH_1})
set(version "${CMAKE_MATCH_1}.${CMAKE_MATCH_2}.${CMAKE_MATCH_3}")
set(full "${version}.${CMAKE_MATCH_4}")
string(REGEX MATCH "^[0-9]+" cuda_major "${CUDA}")

if(LAYOUT STREQUAL "venv")
  set(dest "${FX}/venv")
  set(ENV{VIRTUAL_ENV} "${dest}")
elseif(LAYOUT STREQUAL "archive")
  set(dest "${FX}/cudnn-${PLATFORM}-x86_64-${full}_cuda${cuda_major}-archive")
  set(CUDNN_ROOT "${dest}")
elseif(LAYOUT STREQUAL "cuda-root" AND PLATFORM STREQUAL "windows")
  set(dest "${FX}/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v${CUDA}")
  # What NVIDIA's CUDA installer sets.
  string(REPLACE "." "_" mm "${CUDA}")
  set(ENV{CUDA_PATH} "${dest}")
  set(ENV{CUDA_PATH_V${mm}} "${dest}")
elseif(LAYOUT STREQUAL "cuda-root")
  set(dest "${FX}/cuda-${CUDA}")
  set(ENV{CUDA_PATH} "${dest}")
elseif(LAYOUT STREQUAL "installer")
  string(REGEX MATCH "^[0-9]+\\.[0-9]+" mm "${version}")
  # Found by scanning Program Files (cudnn_isolate points it into the case).
  set(dest "${FX}/Program Files/NVIDIA/CUDNN/v${mm}")
endif()
real_layout(${PLATFORM} "${cudnn}" ${LAYOUT} "${dest}" ${CUDA})
if(PLATFORM STREQUAL "windows" AND LAYOUT STREQUAL "cuda-root")
  # NVIDIA's CUDA installer puts its bin folder on PATH (Wine: WINEPATH).
  set(ENV{CUDNN_WINE_PATH} "${dest}/bin")
elseif(PLATFORM STREQUAL "windows" AND LAYOUT STREQUAL "venv")
  # Python adds these with os.add_dll_directory; a C++ program needs PATH.
  set(nvidia "${dest}/Lib/site-packages/nvidia")
  set(ENV{CUDNN_WINE_PATH} "${nvidia}/cuda_runtime/bin;${nvidia}/cublas/bin;${nvidia}/cuda_nvrtc/bin")
elseif(PLATFORM STREQUAL "windows" AND LAYOUT STREQUAL "installer")
  set(toolkit "${FX}/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v${CUDA}")
  real_cuda_root_files(${PLATFORM} ${cuda_major} "${toolkit}")
  set(ENV{CUDA_PATH} "${toolkit}")
  set(ENV{CUDNN_WINE_PATH} "${toolkit}/bin")
endif()
if(LAYOUT STREQUAL "archive")
  # An archive user has the CUDA toolkit elsewhere, its libraries loadable
  # (cuDNN loads cuBLASLt and NVRTC by name).
  if(PLATFORM STREQUAL "windows")
    set(toolkit "${FX}/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v${CUDA}")
    real_cuda_root_files(${PLATFORM} ${cuda_major} "${toolkit}")
    set(ENV{CUDA_PATH} "${toolkit}")
    set(ENV{CUDNN_WINE_PATH} "${toolkit}/bin")
  else()
    set(toolkit "${FX}/cuda-${CUDA}")
    real_cuda_root_files(${PLATFORM} ${cuda_major} "${toolkit}")
    set(ENV{LD_LIBRARY_PATH} "${toolkit}/lib64")
  endif()
endif()

# Windows wheels: CUDA 12's crt/ headers come in nvidia-cuda-nvcc-cu12, not
# pinned, and MinGW has none of its own: the module says so.
real_expect_machine_warnings("cuDNN [0-9.]+ is a pip wheel and there is no CUDA toolkit: the CUDA headers")
find_package(CUDNN REQUIRED)

cudnn_assert_equal(CUDNN_VERSION "${version}")
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${REAL_INCLUDE}")
# The sub-libraries the wheel holds, each a component found.
if(PLATFORM STREQUAL "windows")
  file(GLOB subs RELATIVE "${REAL_DLL_DIR}" "${REAL_DLL_DIR}/cudnn_*64_${major}.dll")
  list(TRANSFORM subs REPLACE "^cudnn_(.*)64_[0-9]+\\.dll$" "\\1")
else()
  file(GLOB subs RELATIVE "${cudnn}/nvidia/cudnn/lib" "${cudnn}/nvidia/cudnn/lib/libcudnn_*.so.${major}")
  list(TRANSFORM subs REPLACE "^libcudnn_(.*)\\.so\\.[0-9]+$" "\\1")
endif()
list(SORT subs)
_cudnn_core_components(core ${major})
foreach(component IN LISTS core)
  if(NOT component IN_LIST subs)
    message(FATAL_ERROR "ASSERTION FAILED: the wheel has no sub-library ${component} (${subs})")
  endif()
endforeach()
foreach(component IN LISTS subs)
  cudnn_assert_true(CUDNN_${component}_FOUND)
  if(NOT TARGET CUDNN::cudnn_${component})
    message(FATAL_ERROR "ASSERTION FAILED: no target CUDNN::cudnn_${component}")
  endif()
endforeach()
cudnn_assert_target_type(CUDNN::cudnn SHARED_LIBRARY)
get_target_property(location CUDNN::cudnn IMPORTED_LOCATION)
if(PLATFORM STREQUAL "windows")
  cudnn_assert_equal(location "${REAL_DLL_DIR}/cudnn64_${major}.dll")
  if(EXISTS "${REAL_LIBRARY}")
    cudnn_assert_equal(CUDNN_LIBRARY "${REAL_LIBRARY}")
  else()
    # DLL-only wheels (9.x since 9.2): the import library is the module's own.
    cudnn_assert_exists("${CUDNN_LIBRARY}")
  endif()
  cudnn_assert_target_property(CUDNN::cudnn IMPORTED_IMPLIB "${CUDNN_LIBRARY}")
  # Every DLL of the wheel is needed at run time, and nothing else of cuDNN.
  file(GLOB want "${REAL_DLL_DIR}/cudnn*64_${major}.dll")
else()
  cudnn_assert_equal(CUDNN_LIBRARY "${REAL_LIBRARY}")
  cudnn_assert_target_property(CUDNN::cudnn IMPORTED_SONAME "libcudnn.so.${major}")
  file(REAL_PATH "${location}" location_real)
  file(REAL_PATH "${REAL_LIBRARY}" want_real)
  cudnn_assert_equal(location_real "${want_real}")
  file(GLOB want "${REAL_LIB_DIR}/libcudnn*.so.${major}")
endif()
set(got "${CUDNN_RUNTIME_LIBRARIES}")
list(TRANSFORM got REPLACE "^.*/" "")
list(TRANSFORM want REPLACE "^.*/" "")
list(SORT got)
list(SORT want)
cudnn_assert_equal(got "${want}")
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
cudnn_assert_equal(CUDNN_RUNTIME_VERSION "${version}")

string(REPLACE ";" " " subs_text "${subs}")
string(REGEX REPLACE "-[0-9.]+$" "" dist "${CUDNN}")
message(STATUS "REAL-TABLE | ${dist} | ${full} | ${PLATFORM} | ${LAYOUT} | ${CUDNN_VERSION} | ${subs_text} | ${CUDNN_PROBE_RESULT} |")

# A program through CUDNN::cudnn: the version of the library it loads, and
# every sub-library's own version check (each is loaded for it).
set(checks "")
if(major EQUAL 8)
  set(checks OpsInfer OpsTrain CnnInfer CnnTrain AdvInfer AdvTrain)
else()
  set(checks Graph Ops Cnn Adv)
endif()
set(body "")
set(decls "")
foreach(c IN LISTS checks)
  string(APPEND decls "int cudnn${c}VersionCheck(void);\n")
  string(APPEND body "  s = cudnn${c}VersionCheck();\n  printf(\"${c} %s\\n\", cudnnGetErrorString(s));\n  bad |= s != 0;\n")
endforeach()
# cudnn.h needs the CUDA headers (crt/host_config.h is in no wheel used
# here): the program declares the few functions it calls itself, and takes
# the header's version from cudnn_version.h, through the target's include path.
file(WRITE "${CMAKE_BINARY_DIR}/app.c" "#include <stdio.h>
#include <stddef.h>
#include <cudnn_version.h>
size_t cudnnGetVersion(void);
const char *cudnnGetErrorString(int);
${decls}int main(void) {
  int s, bad = 0;
  printf(\"cudnnGetVersion() = %d, CUDNN_VERSION = %d\\n\", (int)cudnnGetVersion(), CUDNN_VERSION);
${body}  return bad;
}
")
add_executable(app "${CMAKE_BINARY_DIR}/app.c")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_version_number(number "${version}")
set(EMULATOR "${CMAKE_CROSSCOMPILING_EMULATOR}")
set(wine_path "$ENV{CUDNN_WINE_PATH}")
if(PLATFORM STREQUAL "windows")
  cudnn_copy_runtime_dlls(app)
  file(GENERATE OUTPUT "${CMAKE_BINARY_DIR}/runtime-dlls.txt" CONTENT "$<TARGET_RUNTIME_DLLS:app>")
  string(REPLACE ";" "\n" want_text "${want}")
  file(WRITE "${CMAKE_BINARY_DIR}/want.txt" "${want_text}")
endif()
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
if("@PLATFORM@" STREQUAL "windows")
  # $<TARGET_RUNTIME_DLLS:app> names exactly the wheel's DLLs, and the copy
  # put each of them beside app.exe.
  file(READ "${BIN}/runtime-dlls.txt" dlls)
  file(STRINGS "${BIN}/want.txt" want)
  set(names "${dlls}")
  list(TRANSFORM names REPLACE "^.*/" "")
  list(SORT names)
  cudnn_assert_equal(names "${want}")
  foreach(dll IN LISTS want)
    cudnn_assert_exists("${BIN}/${dll}")
  endforeach()
  set(ENV{CUDNN_WINE_PATH} "@wine_path@")
  execute_process(COMMAND @EMULATOR@ "${BIN}/app.exe" OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
else()
  execute_process(COMMAND "${BIN}/app" OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
endif()
message("app: ${out}${err}")
cudnn_assert_equal(rc 0)
cudnn_assert_matches(out "cudnnGetVersion\\(\\) = @number@, CUDNN_VERSION = @number@\n")
# The copies of NVIDIA's DLLs (beside app.exe, beside the probe) are about
# 1 GB each: gone once checked.
file(GLOB_RECURSE copies "${BIN}/*.dll")
if(copies)
  file(REMOVE ${copies})
endif()
]])
