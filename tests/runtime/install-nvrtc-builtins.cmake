# CUDA 13's libnvrtc.so.13 (this machine's real one) has no run path and loads
# libnvrtc-builtins.so.13.* by plain name.  cudnn_install_runtime_dlls(WITH_CUDA)
# installs both beside the program's libraries and says, in a note, what reaches
# them.  With the ld.so cache out of the way (ld.so --inhibit-cache) and no
# LD_LIBRARY_PATH: a program with the usual RUNPATH loads NVRTC from the tree but
# its compile fails (the builtins are not found); the same program linked with
# LINKER:--disable-new-dtags (an RPATH: the way that works with what CMake has,
# opt-in because an RPATH outranks LD_LIBRARY_PATH) compiles, with the builtins
# loaded from the tree.
cudnn_require_real_cudnn()
cudnn_isolate()
unset(ENV{LD_LIBRARY_PATH})
set(CUDNN_CUDA_VERSION 13.0)
cudnn_fixture("${FX}/venv" LAYOUT linux-wheel VERSION 9.19.0 CUDA_VERSION 13.0 PYVER 3.11)
set(cu13 "${FX}/venv/lib/python3.11/site-packages/nvidia/cu13/lib")
file(MAKE_DIRECTORY "${cu13}")
file(GLOB real "/usr/local/cuda/lib64/libnvrtc.so.13" "/usr/local/cuda/lib64/libnvrtc-builtins.so.13.*")
list(FILTER real EXCLUDE REGEX "\\.so\\.13\\.[0-9]+\\.[0-9]+$") # the builtins' link name, not the full one
foreach(file IN LISTS real)
  get_filename_component(name "${file}" NAME)
  file(REAL_PATH "${file}" target)
  file(CREATE_LINK "${target}" "${cu13}/${name}" COPY_ON_ERROR)
endforeach()
file(WRITE "${FX}/stub.c" "int cudnn_cmake_cuda_stub(void) { return 0; }\n")
foreach(name libcublasLt.so.13 libcudart.so.13)
  execute_process(COMMAND "${CMAKE_C_COMPILER}" -shared -fPIC -o "${cu13}/${name}" "${FX}/stub.c")
endforeach()
set(ENV{VIRTUAL_ENV} "${FX}/venv")
find_package(CUDNN 9 REQUIRED)
foreach(kind runpath rpath)
  add_executable(${kind} "${SRC}/tests/runtime/nvrtc-compile.c")
  target_link_libraries(${kind} PRIVATE ${CMAKE_DL_LIBS})
  set_target_properties(${kind} PROPERTIES INSTALL_RPATH "\$ORIGIN/../lib")
  install(TARGETS ${kind} DESTINATION bin)
endforeach()
target_link_options(rpath PRIVATE LINKER:--disable-new-dtags)
cudnn_install_runtime_dlls(WITH_CUDA)
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
set(prefix "${BIN}/../prefix")
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BIN}" --prefix "${prefix}" RESULT_VARIABLE rc OUTPUT_QUIET)
cudnn_assert_equal(rc 0)
file(REAL_PATH "${prefix}" prefix)
file(GLOB builtins "${prefix}/lib/libnvrtc-builtins.so.13.*")
cudnn_assert_true(builtins)
file(GLOB loader /lib64/ld-linux-x86-64.so.2 /lib/ld-linux-x86-64.so.2)
list(GET loader 0 loader)
foreach(kind runpath rpath)
  execute_process(COMMAND "${CMAKE_COMMAND}" -E env --unset=LD_LIBRARY_PATH
                          "${loader}" --inhibit-cache "${prefix}/bin/${kind}" libnvrtc.so.13
                  OUTPUT_VARIABLE out_${kind} ERROR_VARIABLE err RESULT_VARIABLE rc_${kind})
  message("${kind}: exit ${rc_${kind}}\n${out_${kind}}${err}")
endforeach()
cudnn_assert_matches(out_runpath "maps: ${prefix}/lib/libnvrtc\\.so\\.13\n")
cudnn_assert_equal(rc_runpath 3)
cudnn_assert_equal(rc_rpath 0)
cudnn_assert_matches(out_rpath "nvrtcCompileProgram: 0\n")
cudnn_assert_matches(out_rpath "maps: ${prefix}/lib/libnvrtc-builtins\\.so\\.13\\.[0-9]+\n")
]])
