# NVIDIA's Windows wheels in a virtual environment (cuDNN 9.28.0 for CUDA 12 with
# the CUDA 12 runtime, cuBLAS and NVRTC wheels beside it, as pip installs them):
# cudnn_copy_runtime_dlls(app WITH_CUDA) puts cuDNN's DLLs and the CUDA DLLs
# cuDNN loads (cublasLt64_12.dll, nvrtc64_120_0.dll, nvrtc-builtins64_129.dll,
# cudart64_12.dll: never cublas64_12.dll) next to the program; under Wine, with
# nothing on WINEPATH, the program loads each of them by the name cuDNN uses, from
# its own folder.
include("${SRC}/tests/real-packages/assemble.cmake")
real_require_packages()
set(CUDNN_CUDA_VERSION 12.9)
cudnn_isolate()
real_package_dir(cudnn windows nvidia-cudnn-cu12-9.28.0.42)
real_layout(windows "${cudnn}" venv "${FX}/venv" 12.9)
set(ENV{VIRTUAL_ENV} "${FX}/venv")
set(nvidia "${FX}/venv/Lib/site-packages/nvidia")
# The probe at configure time runs as a user's program would before deployment:
# the CUDA wheels' folders on PATH (WINEPATH).  The program after it: nothing there.
set(ENV{CUDNN_WINE_PATH} "${nvidia}/cuda_runtime/bin;${nvidia}/cublas/bin;${nvidia}/cuda_nvrtc/bin")
real_expect_machine_warnings("cuDNN [0-9.]+ is a pip wheel and there is no CUDA toolkit: the CUDA headers")
find_package(CUDNN REQUIRED)
cudnn_assert_equal(CUDNN_CUDA_RUNTIME_LIBRARIES
  "${nvidia}/cublas/bin/cublasLt64_12.dll;${nvidia}/cuda_nvrtc/bin/nvrtc64_120_0.dll;${nvidia}/cuda_nvrtc/bin/nvrtc-builtins64_129.dll;${nvidia}/cuda_runtime/bin/cudart64_12.dll")
add_executable(app "${SRC}/tests/windows/cuda-loads.c")
cudnn_copy_runtime_dlls(app WITH_CUDA)
set(EMULATOR "${CMAKE_CROSSCOMPILING_EMULATOR}")
cudnn_case_post([[
set(EMULATOR "@EMULATOR@")
include("@SRC@/tests/windows/runtime-helpers.cmake.inc")
rt_build("${BIN}")
rt_list("${BIN}")
rt_assert_runs_beside("${BIN}/app.exe" cudnn64_9.dll cudnn_graph64_9.dll cublasLt64_12.dll nvrtc64_120_0.dll
  nvrtc-builtins64_129.dll cudart64_12.dll) # the originals stay in fx/
]])
