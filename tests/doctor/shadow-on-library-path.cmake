# case: SCRIPT
# --root picks the healthy archive; an older copy (9.14.0) on LD_LIBRARY_PATH
# is what programs would load.  The copy is listed although no hint names it,
# the other installs are listed as not searched (CUDNN_ROOT is set), the
# loader line and the probe say what is loaded instead, exit code 1.
include("${CMAKE_CURRENT_LIST_DIR}/machine.cmake.inc")
set(archive "${DOCTOR_MACHINE}/cudnn-linux-x86_64-9.19.0.1_cuda12-archive")
doctor_run(d SHADOW ARGS -- --cuda 12.9 --root "${archive}")
set(out "${d_OUT}")
cudnn_assert_equal(d_RC 1)
cudnn_assert_matches(out "cuDNN installs \\(5 places: the first 1 in find_package\\(CUDNN\\)'s search order\\)")
cudnn_assert_matches(out "\\[0\\] [^\n]*_cuda12-archive  CHOSEN\n +found by +CUDNN_ROOT\n")
cudnn_assert_matches(out "\\[1\\] [^\n]*/machine/mixed  not searched by find_package\\(CUDNN\\) with these hints")
cudnn_assert_matches(out "\\[4\\] [^\n]*/machine/old  not searched by find_package\\(CUDNN\\) with these hints\n +found by +ENV\\{LD_LIBRARY_PATH\\}\n +ok +version +9\\.14\\.0 ")
cudnn_assert_matches(out "not \\[1\\] +[^\n]*/mixed: find_package\\(CUDNN\\) searches only CUDNN_ROOT: CUDNN_ROOT is set")
cudnn_assert_matches(out "not \\[2\\] +[^\n]*/cuda-12\\.9: find_package\\(CUDNN\\) searches only CUDNN_ROOT: CUDNN_ROOT is set; and it is not usable: [^\n]*lib64/libcudnn\\.so is missing")
cudnn_assert_matches(out "FAIL +with RUNPATH +[^\n]*/old/lib/libcudnn\\.so\\.9 \\(cuDNN 9\\.14\\.0; found by LD_LIBRARY_PATH\\), NOT the chosen one")
cudnn_assert_matches(out "programs run in this environment load [^\n]*/old/lib/libcudnn\\.so\\.9 \\(9\\.14\\.0\\) instead of the chosen [^\n]*_cuda12-archive/lib/libcudnn\\.so\\.9")
cudnn_assert_matches(out "\n  - programs load [^\n]*/old/lib/libcudnn\\.so\\.9 \\(cuDNN 9\\.14\\.0, found by LD_LIBRARY_PATH\\) instead of the chosen [^\n]*\\(cuDNN 9\\.19\\.0\\)\\. Fix: take its folder off LD_LIBRARY_PATH")
cudnn_assert_matches(out "\\(exit code 1\\)\n$")

# Without the copy on the path the same install is healthy: exit code 0.
doctor_run(d ARGS -- --cuda 12.9 --root "${archive}")
set(out "${d_OUT}")
cudnn_assert_equal(d_RC 0)
cudnn_assert_equal(d_ERR "")
# (On a GPU machine it is the fixture's CUDA 12 runtime that is missing.)
cudnn_assert_matches(out "ok +probe +PASS \\(GPU checks skipped: no (NVIDIA driver|CUDA runtime)\\)")
cudnn_assert_matches(out "\nok    cudnn-doctor: healthy: find_package\\(CUDNN\\) would choose cuDNN 9\\.19\\.0 at [^\n]*_cuda12-archive, and its probe passes \\(exit code 0\\)\n$")
message(STATUS "doctor-shadow-on-library-path: all checks passed")
