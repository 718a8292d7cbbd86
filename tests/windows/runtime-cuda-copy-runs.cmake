# case: TOOLCHAIN mingw-w64-x86_64 REQUIRES mingw wine
# cudnn_copy_runtime_dlls(<target> WITH_CUDA), cuDNN 9.19 merged into a CUDA
# 12.9 root (CUDA 12 moved no DLL to bin/x64): CUDNN_CUDA_RUNTIME_LIBRARIES names
# the root's cuBLASLt, NVRTC, NVRTC builtins and CUDA runtime; the program's
# folder gets them with cuDNN's DLLs, and under Wine, with nothing on WINEPATH,
# the program loads each from its own folder.  Without WITH_CUDA, as before:
# cuDNN's own DLLs only.
include("${SRC}/tests/windows/runtime-helpers.cmake.inc")
cudnn_isolate()
set(root "${FX}/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v12.9")
cudnn_fixture("${root}" LAYOUT windows-cuda-root VERSION 9.19.0 CUDA_VERSION 12.9)
file(WRITE "${FX}/stub.c" "__declspec(dllexport) int cudnn_cmake_cuda_stub(void) { return 0; }\n")
foreach(name cublasLt64_12.dll nvrtc64_120_0.dll nvrtc-builtins64_129.dll)
  execute_process(COMMAND "${CMAKE_C_COMPILER}" -shared -o "${root}/bin/${name}" "${FX}/stub.c" RESULT_VARIABLE rc)
  cudnn_assert_equal(rc 0)
endforeach()
set(ENV{CUDA_PATH_V12_9} "${root}")
set(CUDNN_CUDA_VERSION 12.9)
find_package(CUDNN 9 REQUIRED)
set(want "${root}/bin/cublasLt64_12.dll" "${root}/bin/nvrtc64_120_0.dll" "${root}/bin/nvrtc-builtins64_129.dll"
         "${root}/bin/cudart64_12.dll")
cudnn_assert_equal(CUDNN_CUDA_RUNTIME_LIBRARIES "${want}")
add_executable(app "${SRC}/tests/windows/cuda-loads.c")
cudnn_copy_runtime_dlls(app WITH_CUDA)
add_executable(plain "${SRC}/tests/windows/cuda-loads.c")
set_target_properties(plain PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/plain")
target_link_libraries(plain PRIVATE CUDNN::cudnn)
cudnn_copy_runtime_dlls(plain)
set(EMULATOR "${CMAKE_CROSSCOMPILING_EMULATOR}")
cudnn_case_post([[
set(EMULATOR "@EMULATOR@")
include("@SRC@/tests/windows/runtime-helpers.cmake.inc")
rt_build("${BIN}")
rt_list("${BIN}")
foreach(dll cudnn64_9.dll cudnn_graph64_9.dll cublasLt64_12.dll nvrtc64_120_0.dll nvrtc-builtins64_129.dll cudart64_12.dll)
  cudnn_assert_exists("${BIN}/${dll}")
endforeach()
cudnn_assert_exists("${BIN}/plain/cudnn64_9.dll")
file(GLOB cuda_in_plain "${BIN}/plain/cublas*.dll" "${BIN}/plain/nvrtc*.dll")
cudnn_assert_equal(cuda_in_plain "")
set(ENV{WINEPATH} "")
rt_run("${BIN}/app.exe" cublasLt64_12.dll nvrtc64_120_0.dll nvrtc-builtins64_129.dll cudart64_12.dll)
cudnn_assert_equal(RUN_RESULT 0)
foreach(dll cublasLt64_12.dll nvrtc64_120_0.dll nvrtc-builtins64_129.dll cudart64_12.dll)
  rt_assert_loaded("${RUN_OUTPUT}" "${dll} from" "${BIN}" ${dll})
endforeach()
]])
