# CUDNN_FETCH for a Windows target (MinGW, under Wine): the loopback server
# serves NVIDIA's real cuDNN 9.28.0 wheel for CUDA 12 on win_amd64 (the newest
# pinned); the CUDA toolkit in use is a Windows CUDA 12.9 root (CUDA_PATH, with
# the CUDA DLLs cuDNN loads).  The wheel (DLLs, headers, no .lib) is fetched,
# checked, unpacked and chosen, its import libraries made; the probe passes
# under Wine; cudnn_copy_runtime_dlls(app WITH_CUDA) puts the fetched DLLs and the
# CUDA ones next to the program, which runs with nothing on WINEPATH.
include("${SRC}/tests/real-packages/assemble.cmake")
include("${SRC}/tests/fetch/helpers.cmake.inc")
real_require_packages()
cudnn_isolate()
unset(CUDNN_CUDA_VERSION)
set(toolkit "${FX}/Program Files/NVIDIA GPU Computing Toolkit/CUDA/v12.9")
real_cuda_root_files(windows 12 "${toolkit}")
set(ENV{CUDA_PATH} "${toolkit}")
set(ENV{CUDNN_WINE_PATH} "${toolkit}/bin") # the probe runs as a user's program before deployment
fetch_serve_real(server full 12 windows-x64)
set(CUDNN_FETCH ON)
set(CUDNN_FETCH_DIR "${FX}/cache")
set(CUDNN_FETCH_URL "${server_URL}")
real_expect_machine_warnings()
find_package(CUDNN 9 REQUIRED)
fetch_server_stop(server)
string(REGEX MATCH "^nvidia_cudnn_cu12-([0-9]+\\.[0-9]+\\.[0-9]+)\\." _ "${FETCH_FILE}")
set(version "${CMAKE_MATCH_1}")
set(root "${FX}/cache/${FETCH_NAME}/nvidia/cudnn")
cudnn_assert_equal(CUDNN_VERSION "${version}")
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${root}/include")
cudnn_assert_target_property(CUDNN::cudnn IMPORTED_LOCATION "${root}/bin/cudnn64_9.dll")
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
add_executable(app "${SRC}/tests/windows/cuda-loads.c")
cudnn_copy_runtime_dlls(app WITH_CUDA)
set(EMULATOR "${CMAKE_CROSSCOMPILING_EMULATOR}")
cudnn_case_post([[
set(EMULATOR "@EMULATOR@")
include("@SRC@/tests/windows/runtime-helpers.cmake.inc")
rt_build("${BIN}")
rt_assert_runs_beside("${BIN}/app.exe" cudnn64_9.dll cudnn_graph64_9.dll cublasLt64_12.dll nvrtc64_120_0.dll
  nvrtc-builtins64_129.dll cudart64_12.dll) # the fetched originals stay in fx/cache
file(REMOVE_RECURSE "@FX@/cache") # 1.3 GB unpacked
]])
