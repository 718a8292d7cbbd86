# case: SCRIPT PARAMS REAL VENV PYTHON
# Issue 21 (1): where the installed Python package keeps the CMake package, asked as
# pybind11's users ask (python -m cudnn_cmake --cmakedir) and from Python
# (cudnn_cmake.cmake_dir()); --version; and a CMake project that finds cuDNN's config
# package through that folder alone.
include("${CMAKE_CURRENT_LIST_DIR}/python.cmake.inc")
python_site(site)
file(REAL_PATH "${site}" site) # cudnn_cmake's paths are its own file's, resolved
set(want "${site}/cudnn_cmake/share/cudnn-cmake")
python_run(dir COMMAND "${VENV_PYTHON}" -m cudnn_cmake --cmakedir)
cudnn_assert_equal(dir_RC 0)
cudnn_assert_equal(dir_ERR "")
cudnn_assert_equal(dir_OUT "${want}\n")
cudnn_assert_exists("${want}/CUDNNConfig.cmake")

python_project_version(version)
python_run(v COMMAND "${VENV_PYTHON}" -m cudnn_cmake --version)
cudnn_assert_equal(v_RC 0)
cudnn_assert_equal(v_OUT "${version}\n")
python_run(api COMMAND "${VENV_PYTHON}" -c
  "import cudnn_cmake as c; print(c.cmake_dir()); print(c.prefix()); print(c.doctor_script()); print(c.__version__)")
cudnn_assert_equal(api_RC 0)
cudnn_assert_equal(api_OUT "${want}\n${site}/cudnn_cmake\n${want}/cmake/cudnn-doctor.cmake\n${version}\n")
python_run(bad COMMAND "${VENV_PYTHON}" -m cudnn_cmake --no-such-option)
cudnn_assert_equal(bad_RC 2)
cudnn_assert_matches(bad_ERR "unrecognized arguments: --no-such-option")

# -DCUDNN_DIR=$(python -m cudnn_cmake --cmakedir): config mode finds the package there
# (QUIET: whether a cuDNN is found depends on the machine, not on this case).
file(WRITE "${BUILD}/consumer/CMakeLists.txt" "cmake_minimum_required(VERSION 3.19)
project(consumer LANGUAGES NONE)
find_package(CUDNN CONFIG QUIET)
file(WRITE \"\${CMAKE_BINARY_DIR}/config.txt\" \"\${CUDNN_CONFIG}\")
if(NOT COMMAND cudnn_set_install_rpath OR NOT COMMAND cudnn_copy_runtime_dlls)
  message(FATAL_ERROR \"the package's functions are missing\")
endif()
")
python_run(cfg COMMAND "${CMAKE_COMMAND}" -S "${BUILD}/consumer" -B "${BUILD}/consumer/b" -G Ninja
           "-DCUDNN_DIR=${want}" -DCUDNN_PROBE=OFF)
cudnn_assert_equal(cfg_RC 0)
file(READ "${BUILD}/consumer/b/config.txt" config)
cudnn_assert_equal(config "${want}/CUDNNConfig.cmake")
