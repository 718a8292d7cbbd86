# NVIDIA's cuDNN JIT wheel (nvidia-cudnn-jit-cu13) in a virtual environment,
# as pip installs it (site-packages/nvidia/cudnn_jit and its dist-info): found
# with no hint, named cuDNN JIT, for CUDA 13 by its package name, complete
# with its three libraries (no sub-library warning), its components those it
# ships; the probe passes (library checks: graph loads from the wheel).  On a
# machine whose loader path holds another cuDNN (this one's ld.so cache:
# /usr/local/cuda's 9.19), the probe says which of its legacy-API
# sub-libraries a legacy call would load instead.
include("${SRC}/tests/real-packages/assemble.cmake")
real_require_packages()
cudnn_isolate()
set(CUDNN_CUDA_VERSION 13.0)
real_package_dir(jit linux nvidia-cudnn-jit-cu13)
set(site "${FX}/venv/lib/python3.11/site-packages")
real_link_tree("${jit}/nvidia/cudnn_jit" "${site}/nvidia/cudnn_jit")
real_dist_info("${jit}" "${site}")
set(ENV{VIRTUAL_ENV} "${FX}/venv")
cudnn_expect_warnings(
  "cuDNN probe:\n\n    warning: (programs installed without an RPATH would load|a legacy-API call|[^\n]* is what the name libnvrtc[^ ]* loads)")
find_package(CUDNN 9.27 REQUIRED COMPONENTS graph engines_runtime_compiled OPTIONAL_COMPONENTS ops)
cudnn_assert_equal(CUDNN_VERSION 9.27.0)
cudnn_assert_equal(CUDNN_LIBRARY "${site}/nvidia/cudnn_jit/lib/libcudnn.so.9")
cudnn_assert_equal(CUDNN_ops_FOUND FALSE)
cudnn_assert_equal(CUDNN_PROBE_RESULT PASS)
file(READ "${CMAKE_BINARY_DIR}/cudnn-probe.json" json)
string(JSON name GET "${json}" sublibraries 0 name)
string(JSON path GET "${json}" sublibraries 0 path)
cudnn_assert_equal(name graph)
cudnn_assert_equal(path "${site}/nvidia/cudnn_jit/lib/libcudnn_graph.so.9")
