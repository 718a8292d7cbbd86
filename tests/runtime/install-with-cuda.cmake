# cudnn_install_runtime_dlls(WITH_CUDA) on Linux, for a pip wheel whose CUDA
# libraries come from NVIDIA's CUDA wheels beside it (nvidia/cublas/lib,
# nvidia/cuda_nvrtc/lib, nvidia/cuda_runtime/lib, where cuDNN's run path looks):
# CUDNN_CUDA_RUNTIME_LIBRARIES names them; the install tree holds cuDNN's
# libraries, cuBLASLt, NVRTC with its builtins and the CUDA runtime, and
# NVIDIA's licence files; the installed program, run with the ld.so cache out of
# the way and no LD_LIBRARY_PATH, loads every one of them from the tree.
cudnn_isolate()
unset(ENV{LD_LIBRARY_PATH})
cudnn_fixture("${FX}/venv" LAYOUT linux-wheel VERSION 9.19.0 CUDA_VERSION 12.9 PYVER 3.11)
set(site "${FX}/venv/lib/python3.11/site-packages")
# Stand-ins for the CUDA 12 wheels' files, with their dist-info licences.
file(WRITE "${FX}/stub.c" "int cudnn_cmake_cuda_stub(void) { return 0; }\n")
# The builtins as a toolkit has them: the name NVRTC loads, a link to the full
# version's file (which must not be taken instead of it).
foreach(spec cublas:libcublasLt.so.12 cuda_nvrtc:libnvrtc.so.12 cuda_nvrtc:libnvrtc-builtins.so.12.9.86
             cuda_runtime:libcudart.so.12)
  string(REPLACE ":" ";" spec "${spec}")
  list(GET spec 0 wheel)
  list(GET spec 1 name)
  file(MAKE_DIRECTORY "${site}/nvidia/${wheel}/lib")
  execute_process(COMMAND "${CMAKE_C_COMPILER}" -shared -fPIC -o "${site}/nvidia/${wheel}/lib/${name}" "${FX}/stub.c"
                  RESULT_VARIABLE rc)
  cudnn_assert_equal(rc 0)
  file(WRITE "${site}/nvidia_${wheel}_cu12-12.9.0.dist-info/licenses/License.txt" "NVIDIA CUDA ${wheel} licence (stand-in)\n")
endforeach()
file(CREATE_LINK libnvrtc-builtins.so.12.9.86 "${site}/nvidia/cuda_nvrtc/lib/libnvrtc-builtins.so.12.9" SYMBOLIC)
file(WRITE "${site}/nvidia_cudnn_cu12-9.19.0.56.dist-info/licenses/License.txt" "NVIDIA cuDNN licence (stand-in)\n")
set(ENV{VIRTUAL_ENV} "${FX}/venv")
find_package(CUDNN 9 REQUIRED)
set(want "${site}/nvidia/cublas/lib/libcublasLt.so.12" "${site}/nvidia/cuda_nvrtc/lib/libnvrtc.so.12"
         "${site}/nvidia/cuda_nvrtc/lib/libnvrtc-builtins.so.12.9" "${site}/nvidia/cuda_runtime/lib/libcudart.so.12")
cudnn_assert_equal(CUDNN_CUDA_RUNTIME_LIBRARIES "${want}")
add_executable(app "${SRC}/tests/runtime/cuda-loads.c")
target_link_libraries(app PRIVATE CUDNN::cudnn ${CMAKE_DL_LIBS})
set_target_properties(app PROPERTIES INSTALL_RPATH "\$ORIGIN/../lib")
install(TARGETS app DESTINATION bin)
cudnn_install_runtime_dlls(WITH_CUDA)
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
set(prefix "${BIN}/../prefix")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BIN}" --prefix "${prefix}" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
file(REAL_PATH "${prefix}" prefix)
foreach(name libcudnn.so.9 libcudnn_ops.so.9 libcublasLt.so.12 libnvrtc.so.12 libnvrtc-builtins.so.12.9
             libcudart.so.12 LICENSE.cudnn.txt LICENSE.cuda.txt)
  cudnn_assert_exists("${prefix}/lib/${name}")
endforeach()
file(READ "${prefix}/lib/LICENSE.cudnn.txt" text)
cudnn_assert_matches(text "NVIDIA cuDNN licence")
file(READ "${prefix}/lib/LICENSE.cuda.txt" text)
cudnn_assert_matches(text "NVIDIA CUDA [a-z_]+ licence")
# The loader itself, its cache inhibited: only the program's run path can lead
# to the tree.
file(GLOB loader /lib64/ld-linux-x86-64.so.2 /lib/ld-linux-x86-64.so.2)
list(GET loader 0 loader)
execute_process(COMMAND "${CMAKE_COMMAND}" -E env --unset=LD_LIBRARY_PATH
                        "${loader}" --inhibit-cache "${prefix}/bin/app" libcublasLt.so.12 libnvrtc.so.12 libcudart.so.12
                OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
message("app: ${rc}\n${out}${err}")
cudnn_assert_equal(rc 0)
foreach(name libcublasLt.so.12 libnvrtc.so.12 libcudart.so.12)
  string(FIND "${out}" "maps: ${prefix}/lib/${name}\n" at)
  if(at EQUAL -1)
    message(FATAL_ERROR "ASSERTION FAILED: ${name} not loaded from ${prefix}/lib:\n${out}")
  endif()
endforeach()
]])
