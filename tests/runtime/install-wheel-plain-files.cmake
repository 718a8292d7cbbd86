# Linux pip wheel: the libraries exist only as plain libcudnn*.so.9 files;
# they are installed as they are.
cudnn_isolate()
unset(ENV{LD_LIBRARY_PATH})
cudnn_fixture("${FX}/venv" LAYOUT linux-wheel VERSION 9.19.0 PYVER 3.11)
set(CUDNN_ROOT "${FX}/venv/lib/python3.11/site-packages/nvidia/cudnn")
find_package(CUDNN REQUIRED)
list(LENGTH CUDNN_RUNTIME_LIBRARIES n)
cudnn_assert_equal(n 8)
cudnn_install_runtime_dlls(DESTINATION "lib/my app")
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --install "${BIN}" --prefix "${BIN}/../prefix" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
cudnn_assert_exists("${BIN}/../prefix/lib/my app/libcudnn.so.9")
cudnn_assert_exists("${BIN}/../prefix/lib/my app/libcudnn_ops.so.9")
]])
