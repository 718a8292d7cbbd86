# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# Issue 7, DLL-only installs: a Windows pip wheel of cuDNN 9.x ships DLLs and
# headers but no .lib (9.28 does).  The module makes the import libraries
# from the DLLs' export tables in the build folder (MinGW-w64's dlltool
# here), CUDNN::cudnn stays SHARED IMPORTED (IMPLIB the made .lib, LOCATION
# the DLL), and a program linked through it runs under Wine.
cudnn_isolate()
set(prefix "${FX}/venv")
cudnn_fixture("${prefix}" LAYOUT windows-wheel VERSION 9.19.0 REMOVE Lib/site-packages/nvidia/cudnn/lib)
set(cudnn "${prefix}/Lib/site-packages/nvidia/cudnn")
cudnn_assert_not_exists("${cudnn}/lib")
# The CUDA runtime wheel's headers beside it (CUDA 12: with crt/ from nvcc's wheel).
file(WRITE "${prefix}/Lib/site-packages/nvidia/cuda_runtime/include/cuda_runtime_api.h" "")
file(WRITE "${prefix}/Lib/site-packages/nvidia/cuda_runtime/include/crt/host_defines.h" "")
set(ENV{VIRTUAL_ENV} "${prefix}")
find_package(CUDNN 9 REQUIRED COMPONENTS ops cnn)
string(MD5 key "${cudnn}/bin")
string(SUBSTRING "${key}" 0 12 key)
set(implib "${CMAKE_BINARY_DIR}/cudnn-implib/${key}/cudnn64_9.lib")
cudnn_assert_equal(CUDNN_LIBRARY "${implib}")
cudnn_assert_exists("${implib}")
cudnn_assert_exists("${CMAKE_BINARY_DIR}/cudnn-implib/${key}/cudnn_ops64_9.lib")
cudnn_assert_target_type(CUDNN::cudnn SHARED_LIBRARY)
cudnn_assert_target_property(CUDNN::cudnn IMPORTED_IMPLIB "${implib}")
cudnn_assert_target_property(CUDNN::cudnn IMPORTED_LOCATION "${cudnn}/bin/cudnn64_9.dll")
cudnn_assert_target_property(CUDNN::cudnn_ops IMPORTED_IMPLIB
  "${CMAKE_BINARY_DIR}/cudnn-implib/${key}/cudnn_ops64_9.lib")
file(READ "${CMAKE_BINARY_DIR}/cudnn-implib/${key}/cudnn64_9.def" def)
cudnn_assert_matches(def "\nLIBRARY \"cudnn64_9\\.dll\"\nEXPORTS\n")
cudnn_assert_matches(def "\n  cudnnGetVersion\n")
add_executable(app "${SRC}/tests/windows/runtime-checks.c")
target_link_libraries(app PRIVATE CUDNN::cudnn_all)
cudnn_copy_runtime_dlls(app)
set(EMULATOR "${CMAKE_CROSSCOMPILING_EMULATOR}")
cudnn_case_post([[
set(EMULATOR "@EMULATOR@")
include("@SRC@/tests/windows/runtime-helpers.cmake.inc")
rt_build("${BIN}")
rt_run("${BIN}/app.exe")
cudnn_assert_equal(RUN_RESULT 0)
rt_assert_loaded("${RUN_OUTPUT}" "version 91900" "${BIN}" cudnn64_9.dll)
]])
