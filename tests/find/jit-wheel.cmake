# cuDNN JIT, NVIDIA's second cuDNN 9 package (nvidia-cudnn-jit-cu<N>): in a
# virtual environment's site-packages/nvidia/cudnn_jit, found with no hint and
# named "cuDNN JIT"; complete with the main library, graph and
# engines_runtime_compiled (no warning for the five sub-libraries only the full
# package ships, so CUDNN_STRICT passes); its components are those it ships.
include("${SRC}/tests/find/jit.cmake.inc")
cudnn_isolate()
jit_fixture("${FX}/venv" 9.27.0 12)
set(ENV{VIRTUAL_ENV} "${FX}/venv")
set(CUDNN_STRICT ON)
find_package(CUDNN 9.27 REQUIRED COMPONENTS graph engines_runtime_compiled)
set(jit "${FX}/venv/lib/python3.11/site-packages/nvidia/cudnn_jit")
cudnn_assert_equal(CUDNN_VERSION 9.27.0)
cudnn_assert_equal(CUDNN_LIBRARY "${jit}/lib/libcudnn.so.9")
cudnn_assert_equal(CUDNN_INCLUDE_DIR "${jit}/include")
cudnn_assert_true(CUDNN_graph_FOUND)
cudnn_assert_true(CUDNN_engines_runtime_compiled_FOUND)
if(NOT TARGET CUDNN::cudnn_graph OR TARGET CUDNN::cudnn_ops)
  message(FATAL_ERROR "ASSERTION FAILED: CUDNN::cudnn_graph and no CUDNN::cudnn_ops expected")
endif()
