# Only the install's own folder name says JIT: a full cuDNN in a conda
# environment that happens to be called cudnn-jit-env is the full package, its
# components all there; and an install whose folder is named like a JIT archive
# but holds the full package's sub-libraries is the full package too.
cudnn_isolate()
cudnn_fixture("${FX}/envs/cudnn-jit-env" LAYOUT linux-conda VERSION 9.19.0 CUDA_VERSION 12.9)
set(ENV{CONDA_PREFIX} "${FX}/envs/cudnn-jit-env")
find_package(CUDNN 9 REQUIRED COMPONENTS ops)
cudnn_assert_true(CUDNN_ops_FOUND)
unset(ENV{CONDA_PREFIX})
cudnn_fixture("${FX}/cudnn_jit-linux-x86_64-9.19.0.1_cuda12-archive" LAYOUT linux-tar VERSION 9.19.0)
set(CUDNN_ROOT "${FX}/cudnn_jit-linux-x86_64-9.19.0.1_cuda12-archive")
find_package(CUDNN 9 REQUIRED COMPONENTS cnn)
cudnn_assert_true(CUDNN_cnn_FOUND)
