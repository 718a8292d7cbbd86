# case: SCRIPT
# A request nothing satisfies: every reason, "nothing usable", exit code 2
# (CMake < 3.29 cannot exit with 2: there 1, and the verdict says 2).  The
# request through -D before -P (the old way), and through options.
include("${CMAKE_CURRENT_LIST_DIR}/machine.cmake.inc")
if(CMAKE_VERSION VERSION_GREATER_EQUAL 3.29)
  set(two 2)
else()
  set(two 1)
endif()
doctor_run(d ARGS -- --cuda 12.9 --version 10 --no-probe)
cudnn_assert_equal(d_RC ${two})
set(out "${d_OUT}")
cudnn_assert_matches(out "request: find_package\\(CUDNN 10\\)")
cudnn_assert_matches(out "FAIL +chosen +none: find_package\\(CUDNN 10\\) would fail with:\n +ENV\\{CUDNN_PATH\\}: [^\n]*/mixed: cuDNN 9\\.19\\.0 is not the requested minimum 10")
cudnn_assert_matches(out "ENV\\{CUDA_PATH\\}: [^\n]*/cuda-12\\.9: [^\n]*lib64/libcudnn\\.so is missing")
cudnn_assert_matches(out "skip +loader +nothing chosen")
cudnn_assert_matches(out "\nFAIL  cudnn-doctor: nothing usable: find_package\\(CUDNN\\) would fail \\(exit code 2\\)\n$")

# A range and components, in the -D form given after -P.
doctor_run(d ARGS -DVERSION=9.0...<9.19 -DCUDNN_CUDA_VERSION=12.9 -DNO_PROBE=ON --json)
cudnn_assert_equal(d_RC ${two})
string(JSON code GET "${d_OUT}" exit_code)
cudnn_assert_equal(code 2)
string(JSON reason GET "${d_OUT}" installs 1 reason)
cudnn_assert_equal(reason "cuDNN 9.19.0 is not the requested range 9.0...<9.19")
# The doctor reads the CUDA of an install the request refuses (the search
# leaves it unread: it is no reason there).
string(JSON cuda_source GET "${d_OUT}" installs 1 cuda_source)
cudnn_assert_equal(cuda_source "from its folder name cudnn-linux-x86_64-9.19.0.1_cuda12-archive, matches the CUDA 12.9 in use")
string(JSON failure GET "${d_OUT}" choice failure)
cudnn_assert_matches(failure "ENV\\{CUDNN_HOME\\}: .*_cuda12-archive: cuDNN 9\\.19\\.0 is not the requested range 9\\.0\\.\\.\\.<9\\.19")

# A component the release does not have.
doctor_run(d ARGS -- --cuda 12.9 --components cnn,nope --no-probe)
cudnn_assert_equal(d_RC ${two})
cudnn_assert_matches(d_OUT "request: find_package\\(CUDNN COMPONENTS cnn nope\\)")
cudnn_assert_matches(d_OUT "required component 'nope' does not exist in cuDNN 9\\.19\\.0")
message(STATUS "doctor-nothing-usable: all checks passed")
