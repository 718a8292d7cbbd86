# conda-forge's cudnn-jit puts its files in the prefix's lib/ and include/,
# whose names tell nothing: what lib/ holds (the main library, graph and
# engines_runtime_compiled, none of the full package's other five) says JIT.
cudnn_isolate()
cudnn_fixture("${FX}/conda" LAYOUT linux-conda VERSION 9.27.0 CUDA_VERSION 12.9)
foreach(name ops cnn adv heuristic engines_precompiled)
  file(GLOB files "${FX}/conda/lib/libcudnn_${name}.so*")
  file(REMOVE ${files})
endforeach()
set(ENV{CONDA_PREFIX} "${FX}/conda")
set(CUDNN_STRICT ON)
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDNN_LIBRARY "${FX}/conda/lib/libcudnn.so")
