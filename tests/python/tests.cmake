# The Python tier (label python): cudnn-cmake as a Python package, installed with
# pip into a virtual environment, and a scikit-build-core extension built against
# NVIDIA's real nvidia-cudnn-cu13 wheel there.  Offline: the wheels are pinned in
# real-packages/packages.cmake (CUDNN_PYTHON_PACKAGES) and downloaded by the
# real-package tier's setup step (the fixture real-packages); without them every case
# is skipped.  pip-install-checkout makes the environment the others use (the fixture
# python-venv); the extension cases install into it, one at a time.  Included by
# tests/CMakeLists.txt after real-packages/tests.cmake.
set(python_src "${CMAKE_CURRENT_SOURCE_DIR}/python")
set(python_params REAL=${CUDNN_REAL_DIR} VENV=${CMAKE_CURRENT_BINARY_DIR}/python/venv
                  PYTHON=${CUDNN_TEST_PYTHON_VENV})

# cudnn_add_python_case(<name> <case-file> <options of cudnn_add_case>...)
function(cudnn_add_python_case name case)
  cudnn_add_case(python-${name} "${python_src}/${case}.cmake" LABELS python
    REQUIRES CUDNN_TEST_PYTHON_VENV TIMEOUT 900 ${ARGN})
  set_property(TEST python-${name} APPEND PROPERTY FIXTURES_REQUIRED real-packages)
endfunction()

cudnn_add_python_case(pip-install-checkout pip-install-checkout PARAMS ${python_params})
set_property(TEST python-pip-install-checkout PROPERTY FIXTURES_SETUP python-venv)
foreach(case IN ITEMS cmakedir doctor wheel)
  cudnn_add_python_case(${case} ${case} PARAMS ${python_params})
  set_property(TEST python-${case} APPEND PROPERTY FIXTURES_REQUIRED python-venv)
endforeach()
foreach(order IN ITEMS python isolated standard)
  cudnn_add_python_case(extension-${order}-order extension PARAMS ${python_params} ORDER=${order})
  set_tests_properties(python-extension-${order}-order PROPERTIES RESOURCE_LOCK python-venv)
  set_property(TEST python-extension-${order}-order APPEND PROPERTY FIXTURES_REQUIRED python-venv)
endforeach()
