# case: SCRIPT
# The fixture machine in text: every install named with what it is, the
# chosen one (the first in search order: the mixed set, whose files all say
# 9.19.0), the reasons for the others, the probe's verdict on the chosen one
# (its ops sub-library reports 9.14.0), a way out, and exit code 1.
include("${CMAKE_CURRENT_LIST_DIR}/machine.cmake.inc")
doctor_run(d ARGS -- --cuda 12.9)
set(out "${d_OUT}")
set(M "${DOCTOR_MACHINE}")
cudnn_assert_equal(d_RC 1)
# stdout holds the whole report; stderr only CMake's own exit line.
cudnn_assert_matches(out "^cudnn-doctor \\(CMake [0-9.]+[^)]*\\): host linux")
cudnn_assert_matches(out "\nrequest: find_package\\(CUDNN\\)\n")
cudnn_assert_matches(out "in use +CUDA 12\\.9 \\(--cuda / CUDNN_CUDA_VERSION; no toolkit is looked for\\)")
cudnn_assert_matches(out "cuDNN installs \\(4 places: the first 4 in find_package\\(CUDNN\\)'s search order\\)")
cudnn_assert_matches(out "\\[0\\] [^\n]*/machine/mixed  CHOSEN\n +found by +ENV\\{CUDNN_PATH\\}\n +ok +version +9\\.19\\.0 ")
cudnn_assert_matches(out "FAIL +probe +FAIL\n +loaded [^\n]*/mixed/lib/libcudnn\\.so\\.9 \\(cuDNN 9\\.19\\.0, built with CUDA 12\\.9\\)\n +cudnnOpsVersionCheck failed with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH")
cudnn_assert_matches(out "\\[1\\] [^\n]*/machine/cudnn-linux-x86_64-9\\.19\\.0\\.1_cuda12-archive  usable, not chosen\n +found by +ENV\\{CUDNN_HOME\\}")
cudnn_assert_matches(out "ok +CUDA +12 \\(from its folder name [^\n]*_cuda12-archive, matches the CUDA 12\\.9 in use\\)")
cudnn_assert_matches(out "\\[2\\] [^\n]*/machine/cuda-12\\.9  not usable\n +found by +ENV\\{CUDA_PATH\\}")
cudnn_assert_matches(out "layout +CUDA root\n")
cudnn_assert_matches(out "FAIL +problem +[^\n]*/cuda-12\\.9/include/cudnn_version\\.h says 9\\.19\\.0 but [^\n]*/cuda-12\\.9/lib64/libcudnn\\.so is missing")
cudnn_assert_matches(out "\\[3\\] [^\n]*/venv/lib/python3\\.12/site-packages/nvidia/cudnn  usable, not chosen\n +found by +ENV\\{VIRTUAL_ENV\\} pip wheel")
cudnn_assert_matches(out "layout +pip wheel\n +ok +CUDA +12 \\(from its package nvidia_cudnn_cu12-9\\.19\\.0\\.dist-info, matches the CUDA 12\\.9 in use\\)")
cudnn_assert_matches(out "ok +arch +x86_64 \\(ELF\\)")
cudnn_assert_matches(out "ok +sub-libs +7 of 7: adv cnn engines_precompiled engines_runtime_compiled graph heuristic ops")
# The choice and why not the others.
cudnn_assert_matches(out "ok +chosen +\\[0\\] cuDNN 9\\.19\\.0 at [^\n]*/mixed: the first place")
cudnn_assert_matches(out "not \\[1\\] +[^\n]*_cuda12-archive: usable, but an earlier place in the search order wins")
cudnn_assert_matches(out "not \\[2\\] +[^\n]*/cuda-12\\.9: [^\n]*lib64/libcudnn\\.so is missing")
cudnn_assert_matches(out "ok +with RUNPATH +[^\n]*/mixed/lib/libcudnn\\.so\\.9 \\(the chosen file; found by RUNPATH\\)")
cudnn_assert_matches(out "driver +")
# The verdict: the last line, and the problems above it.
cudnn_assert_matches(out "\n  - the probe fails: cudnnOpsVersionCheck failed with CUDNN_STATUS_SUBLIBRARY_VERSION_MISMATCH[^\n]*\n  way out: run with --all to probe the other installs\nFAIL  cudnn-doctor: problems: find_package\\(CUDNN\\) would choose cuDNN 9\\.19\\.0 at [^\n]*/mixed, which has 1 problem\\(s\\) \\(exit code 1\\)\n$")
# Not a terminal: no colour.
string(ASCII 27 esc)
string(FIND "${out}" "${esc}" at)
cudnn_assert_equal(at -1)
message(STATUS "doctor-machine-text: all checks passed")
