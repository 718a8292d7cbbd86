# case: SCRIPT LABELS gpu
# GPU machine (label gpu): the doctor over the two real installs there, the
# Debian packages 9.14 in /usr and PyTorch's pip wheel 9.19 in
# /opt/torch/.venv, with the GPU probe (the convolution runs) and the GPU's
# name; then the shadowing case: the wheel chosen while LD_LIBRARY_PATH
# points at Debian's 9.14 libraries.  Skipped (visibly) without a GPU or
# without both installs.  Each report is printed for the closing note.
set(venv /opt/torch/.venv)
set(usr /usr)
# (The paths can be pointed at look-alike installs to try the case without
# a GPU: CUDNN_TEST_DOCTOR_DRY=1 drops the GPU assertions.)
foreach(var venv usr)
  if(DEFINED ENV{CUDNN_TEST_DOCTOR_${var}})
    set(${var} "$ENV{CUDNN_TEST_DOCTOR_${var}}")
  endif()
endforeach()
set(wheel "${venv}/lib/python3.12/site-packages/nvidia/cudnn")
set(debian "${usr}/lib/x86_64-linux-gnu")
set(conv "convolution on NVIDIA [^\n]*")
set(GPU "GPU")
if("$ENV{CUDNN_TEST_DOCTOR_DRY}")
  set(GPU "LIBRARY")
  set(conv "library checks")
elseif(NOT EXISTS /proc/driver/nvidia/version)
  cudnn_skip_case("no NVIDIA driver (/proc/driver/nvidia/version): the GPU cases run on the GPU machine")
endif()
if(NOT EXISTS "${wheel}/lib/libcudnn.so.9" OR NOT EXISTS "${debian}/libcudnn.so.9")
  cudnn_skip_case("needs the wheel at ${wheel} and Debian's ${debian}/libcudnn.so.9")
endif()
set(ENV{VIRTUAL_ENV} "${venv}")
foreach(var CUDNN_ROOT CUDNN_PATH CUDNN_HOME CUDNN_ROOT_DIR CONDA_PREFIX CMAKE_PREFIX_PATH LD_LIBRARY_PATH)
  unset(ENV{${var}})
endforeach()
if("$ENV{CUDNN_TEST_DOCTOR_DRY}")
  set(ENV{CMAKE_PREFIX_PATH} "${usr}")
endif()
function(run prefix)
  execute_process(COMMAND "${CMAKE_COMMAND}" -P "${SRC}/cmake/cudnn-doctor.cmake" -- ${ARGN}
    OUTPUT_VARIABLE out ERROR_VARIABLE err RESULT_VARIABLE rc)
  message(STATUS "---- doctor ${ARGN} (exit ${rc})\n${out}---- stderr:\n${err}")
  set(${prefix}_OUT "${out}" PARENT_SCOPE)
  set(${prefix}_RC "${rc}" PARENT_SCOPE)
endfunction()

# The whole machine, every install probed on the GPU.
run(all --all --probe ${GPU})
cudnn_assert_matches(all_OUT "\\[[0-9]+\\] ${usr}  [^\n]*\n[^[]*ok +version +9\\.14\\.[0-9]+ \\(${usr}/include/x86_64-linux-gnu/")
cudnn_assert_matches(all_OUT "\\[[0-9]+\\] ${wheel}  [^\n]*\n[^[]*ok +version +9\\.19\\.[0-9]+ ")
if(NOT "$ENV{CUDNN_TEST_DOCTOR_DRY}")
  cudnn_assert_matches(all_OUT "ok +GPU 0 +NVIDIA [^\n]*, compute capability [0-9]+\\.[0-9]+")
endif()
if(NOT "$ENV{CUDNN_TEST_DOCTOR_DRY}")
  cudnn_assert_matches(all_OUT "ok +driver +[0-9]+\\.[0-9]+")
endif()
if(NOT "$ENV{CUDNN_TEST_DOCTOR_DRY}")
  cudnn_assert_matches(all_OUT "ok +probe +PASS \\(convolution on NVIDIA [^\n]*: [0-9.]+ ms\\)")
endif()

# Each real install chosen through --root: the probe passes on the GPU.
run(deb --root "${usr}" --probe ${GPU})
cudnn_assert_equal(deb_RC 0)
cudnn_assert_matches(deb_OUT "\\[0\\] ${usr}  CHOSEN")
cudnn_assert_matches(deb_OUT "ok +probe +PASS \\(${conv}\\)\n +loaded ${debian}/libcudnn\\.so\\.9 \\(cuDNN 9\\.14\\.[0-9]+")
cudnn_assert_matches(deb_OUT "healthy: [^\n]*cuDNN 9\\.14\\.[0-9]+ at ${usr}, and its probe passes \\(exit code 0\\)\n$")
run(whl --root "${wheel}" --probe ${GPU})
cudnn_assert_equal(whl_RC 0)
cudnn_assert_matches(whl_OUT "\\[0\\] ${wheel}  CHOSEN")
cudnn_assert_matches(whl_OUT "ok +probe +PASS \\(${conv}\\)\n +loaded ${wheel}/lib/libcudnn\\.so\\.9 \\(cuDNN 9\\.19\\.[0-9]+")

# F9 for real: the wheel chosen, Debian's 9.14 first on LD_LIBRARY_PATH.
set(ENV{LD_LIBRARY_PATH} "${debian}")
run(shadow --root "${wheel}" --probe ${GPU})
unset(ENV{LD_LIBRARY_PATH})
cudnn_assert_equal(shadow_RC 1)
cudnn_assert_matches(shadow_OUT "FAIL +with RUNPATH +${debian}/libcudnn\\.so\\.9 \\(cuDNN 9\\.14\\.[0-9]+; found by LD_LIBRARY_PATH\\), NOT the chosen one")
cudnn_assert_matches(shadow_OUT "FAIL +probe +FAIL")
cudnn_assert_matches(shadow_OUT "programs run in this environment load ${debian}/libcudnn\\.so\\.9 \\(9\\.14\\.[0-9]+\\) instead of the chosen ${wheel}/lib/libcudnn\\.so\\.9")
cudnn_assert_matches(shadow_OUT "problems: find_package\\(CUDNN\\) would choose cuDNN 9\\.19\\.[0-9]+ at ${wheel}, which has [0-9]+ problem\\(s\\) \\(exit code 1\\)\n$")
message(STATUS "doctor-gpu-real-installs: all checks passed")
