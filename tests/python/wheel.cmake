# case: SCRIPT PARAMS REAL VENV PYTHON
# Issue 21 (1, 6): `pip wheel <checkout>` makes one pure wheel (py3-none-any) holding
# the whole CMake package: every file `cmake --install` installs is in it, under
# cudnn_cmake/, beside the Python package's own files, with the console script and
# the cmake.prefix entry point scikit-build-core reads.  The source distribution builds
# the same wheel; an editable install finds its CMake package.
include("${CMAKE_CURRENT_LIST_DIR}/python.cmake.inc")
python_project_version(version)
python_run(pip COMMAND "${VENV_PYTHON}" -m pip wheel --no-index --find-links "${WHEELS}" --no-deps
           -w "${BUILD}/dist" "${SRC}")
cudnn_assert_equal(pip_RC 0)
file(GLOB wheels RELATIVE "${BUILD}/dist" "${BUILD}/dist/*")
cudnn_assert_equal(wheels "cudnn_cmake-${version}-py3-none-any.whl")
file(ARCHIVE_EXTRACT INPUT "${BUILD}/dist/${wheels}" DESTINATION "${BUILD}/wheel")

# What cmake --install installs.
python_run(cfg COMMAND "${CMAKE_COMMAND}" -S "${SRC}" -B "${BUILD}/pkg" -G Ninja -DBUILD_TESTING=OFF
           "-DCMAKE_INSTALL_PREFIX=${BUILD}/prefix")
cudnn_assert_equal(cfg_RC 0)
python_run(inst COMMAND "${CMAKE_COMMAND}" --install "${BUILD}/pkg")
cudnn_assert_equal(inst_RC 0)
file(GLOB_RECURSE installed RELATIVE "${BUILD}/prefix" "${BUILD}/prefix/*")
list(LENGTH installed n_installed)
if(n_installed LESS 20)
  message(FATAL_ERROR "ASSERTION FAILED: cmake --install installed ${n_installed} files: ${installed}")
endif()
file(GLOB_RECURSE in_wheel RELATIVE "${BUILD}/wheel" "${BUILD}/wheel/*")
set(expected "")
foreach(file IN LISTS installed)
  list(APPEND expected "cudnn_cmake/${file}")
endforeach()
list(APPEND expected cudnn_cmake/__init__.py cudnn_cmake/__main__.py cudnn_cmake/_version.py)
set(extra "${in_wheel}")
list(FILTER extra EXCLUDE REGEX "^cudnn_cmake-${version}\\.dist-info/")
list(REMOVE_ITEM extra ${expected})
set(missing "${expected}")
list(REMOVE_ITEM missing ${in_wheel})
cudnn_assert_equal(missing "")
cudnn_assert_equal(extra "")
foreach(file IN LISTS installed)
  file(SHA256 "${BUILD}/prefix/${file}" a)
  file(SHA256 "${BUILD}/wheel/cudnn_cmake/${file}" b)
  if(NOT a STREQUAL b)
    message(FATAL_ERROR "ASSERTION FAILED: cudnn_cmake/${file} in the wheel differs from what cmake --install installs")
  endif()
endforeach()
message(STATUS "The wheel holds the ${n_installed} files cmake --install installs")

set(info "${BUILD}/wheel/cudnn_cmake-${version}.dist-info")
file(READ "${info}/WHEEL" tags)
cudnn_assert_matches(tags "\nRoot-Is-Purelib: true\n")
cudnn_assert_matches(tags "\nTag: py3-none-any\n")
file(READ "${info}/entry_points.txt" entry_points)
cudnn_assert_matches(entry_points "\\[cmake\\.prefix\\]\ncudnn-cmake = cudnn_cmake\n")
cudnn_assert_matches(entry_points "\\[console_scripts\\]\ncudnn-doctor = cudnn_cmake\\.__main__:doctor\n")
# The source distribution (what `python -m build` makes first, then builds the wheel
# from): it builds, without the tests it leaves out, into a wheel of the same files.
python_run(sdist COMMAND "${VENV_PYTHON}" -c
  "import os, sys; os.chdir(sys.argv[1]); from scikit_build_core.build import build_sdist; print(build_sdist(sys.argv[2]))"
  "${SRC}" "${BUILD}/sdist")
cudnn_assert_equal(sdist_RC 0)
cudnn_assert_matches(sdist_OUT "(^|\n)cudnn_cmake-${version}\\.tar\\.gz\n$")
file(ARCHIVE_EXTRACT INPUT "${BUILD}/sdist/cudnn_cmake-${version}.tar.gz" DESTINATION "${BUILD}/sdist")
cudnn_assert_not_exists("${BUILD}/sdist/cudnn_cmake-${version}/tests")
python_run(from_sdist COMMAND "${VENV_PYTHON}" -m pip wheel --no-index --no-build-isolation --no-deps
           -w "${BUILD}/dist-sdist" "${BUILD}/sdist/cudnn_cmake-${version}")
cudnn_assert_equal(from_sdist_RC 0)
file(ARCHIVE_EXTRACT INPUT "${BUILD}/dist-sdist/${wheels}" DESTINATION "${BUILD}/wheel-sdist")
file(GLOB_RECURSE in_sdist_wheel RELATIVE "${BUILD}/wheel-sdist" "${BUILD}/wheel-sdist/*")
list(FILTER in_sdist_wheel EXCLUDE REGEX "\\.dist-info/RECORD$")
list(FILTER in_wheel EXCLUDE REGEX "\\.dist-info/RECORD$")
list(SORT in_sdist_wheel)
list(SORT in_wheel)
cudnn_assert_equal(in_sdist_wheel "${in_wheel}")

file(READ "${BUILD}/wheel/cudnn_cmake/_version.py" text)
string(STRIP "${text}" text)
cudnn_assert_equal(text "__version__ = \"${version}\"")

# An editable install (pip install -e): the Python files stay in the source tree,
# the CMake package is installed; --cmakedir names the installed one.
python_run(venv COMMAND "${PYTHON}" -m venv "${BUILD}/editable")
cudnn_assert_equal(venv_RC 0)
python_run(skb COMMAND "${BUILD}/editable/bin/python" -m pip install --no-index --find-links "${WHEELS}"
           scikit-build-core==1.1.2)
cudnn_assert_equal(skb_RC 0)
python_run(ed COMMAND "${BUILD}/editable/bin/python" -m pip install --no-index --no-build-isolation -e "${SRC}")
cudnn_assert_equal(ed_RC 0)
python_run(dir COMMAND "${BUILD}/editable/bin/python" -m cudnn_cmake --cmakedir)
cudnn_assert_equal(dir_RC 0)
string(STRIP "${dir_OUT}" dir)
cudnn_assert_matches(dir "^${BUILD}/editable/lib/python3\\.[0-9]+/site-packages/cudnn_cmake/share/cudnn-cmake$")
cudnn_assert_exists("${dir}/CUDNNConfig.cmake")
