# case: SCRIPT PARAMS REAL VENV PYTHON
# Issue 21 (1): `pip install <checkout>` into a new virtual environment, offline from
# the pinned wheels (the build backend, scikit-build-core, installed into pip's
# isolated build environment from them): cudnn-cmake installs, with the whole CMake
# package inside the Python package and the cudnn-doctor command.  Then the
# environment gets what the other cases build with: scikit-build-core (for
# --no-build-isolation) and NVIDIA's nvidia-cudnn-cu13 wheel.  The setup step of
# the fixture python-venv.
include("${CMAKE_CURRENT_LIST_DIR}/python.cmake.inc")
file(REMOVE_RECURSE "${VENV}")
python_run(venv COMMAND "${PYTHON}" -m venv "${VENV}")
cudnn_assert_equal(venv_RC 0)
python_run(pip COMMAND "${VENV_PYTHON}" -m pip install --no-index --find-links "${WHEELS}" "${SRC}")
cudnn_assert_equal(pip_RC 0)
python_project_version(version)
cudnn_assert_matches(pip_OUT "\nSuccessfully installed cudnn-cmake-${version}\n")
python_site(site)
cudnn_assert_exists("${site}/cudnn_cmake/__init__.py")
cudnn_assert_exists("${site}/cudnn_cmake/share/cudnn-cmake/CUDNNConfig.cmake")
cudnn_assert_exists("${site}/cudnn_cmake/share/cudnn-cmake/modules/FindCUDNN.cmake")
cudnn_assert_exists("${VENV}/bin/cudnn-doctor")

python_run(pip COMMAND "${VENV_PYTHON}" -m pip install --no-index --find-links "${WHEELS}"
           scikit-build-core==1.1.2)
cudnn_assert_equal(pip_RC 0)
# Without its dependency nvidia-cublas (not pinned: cudnnGetVersion() needs none, and
# the sub-libraries that do find the CUDA toolkit's through the loader's cache).
python_run(pip COMMAND "${VENV_PYTHON}" -m pip install --no-index --find-links "${WHEELS}" --no-deps
           nvidia-cudnn-cu13==9.28.1.4)
cudnn_assert_equal(pip_RC 0)
cudnn_assert_exists("${site}/nvidia/cudnn/lib/libcudnn.so.9")
