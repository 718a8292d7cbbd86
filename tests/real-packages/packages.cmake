# The NVIDIA wheels the real-package tier (CTest label real-packages) downloads:
# every pin in one place.  One entry: <platform>|<distribution>|<exact version>.
# <platform> is linux (manylinux, x86_64), linux-aarch64 (manylinux, aarch64) or windows
# (win_amd64).
#
# Why these: cuDNN 8.9 (the last 8.x, for CUDA 11) and 9.x for Linux and Windows;
# on Windows two 9.x releases, 9.1.1 (the last with cudnn.lib in the wheel and
# with zlibwapi named in its DLLs) and 9.28 (DLLs only), so that an older 9.x
# library can be put under newer 9.x headers.  With each cuDNN, the CUDA
# run-time, cuBLAS and NVRTC wheels of the same CUDA major, as pip would
# install them beside it.  For aarch64 (the cross tier, label cross) the newest
# cuDNN for CUDA 13, and the CUDA 13.0 run-time, cuBLAS and NVRTC of the toolkit
# the cases build with.  cuDNN JIT (nvidia-cudnn-jit-cu13, x86_64 and aarch64),
# NVIDIA's second cuDNN 9 package.  For a machine with wheels only (x86_64, CUDA 13):
# nvidia-cudnn-cu13 (the Python tier's pin, unpacked here too) with the CUDA 13
# wheels, whose files go to nvidia/cu13 (the runtime, crt's headers, cuBLAS,
# NVRTC).  Sizes (compressed) are in docs/CONTRIBUTING.md.
set(CUDNN_REAL_PACKAGES
  "linux|nvidia-cudnn-cu11|8.9.6.50"
  "linux|nvidia-cuda-runtime-cu11|11.8.89"
  "linux|nvidia-cublas-cu11|11.11.3.6"
  "linux|nvidia-cuda-nvrtc-cu11|11.8.89"
  "linux|nvidia-cudnn-cu12|9.28.0.42"
  "linux|nvidia-cuda-runtime-cu12|12.9.79"
  "linux|nvidia-cublas-cu12|12.9.3.13"
  "linux|nvidia-cuda-nvrtc-cu12|12.9.86"
  "windows|nvidia-cudnn-cu11|8.9.5.29"
  "windows|nvidia-cuda-runtime-cu11|11.8.89"
  "windows|nvidia-cublas-cu11|11.11.3.6"
  "windows|nvidia-cuda-nvrtc-cu11|11.8.89"
  "windows|nvidia-cudnn-cu12|9.1.1.17"
  "windows|nvidia-cudnn-cu12|9.28.0.42"
  "windows|nvidia-cuda-runtime-cu12|12.9.79"
  "windows|nvidia-cublas-cu12|12.9.2.10"
  "windows|nvidia-cuda-nvrtc-cu12|12.9.86"
  "linux-aarch64|nvidia-cudnn-cu13|9.28.1.4"
  "linux-aarch64|nvidia-cuda-runtime|13.0.96"
  "linux-aarch64|nvidia-cublas|13.0.2.14"
  "linux-aarch64|nvidia-cuda-nvrtc|13.0.88"
  "linux|nvidia-cudnn-jit-cu13|9.27.0.42"
  "linux-aarch64|nvidia-cudnn-jit-cu13|9.27.0.42"
  "linux|nvidia-cudnn-cu13|9.28.1.4"
  "linux|nvidia-cuda-runtime|13.0.96"
  "linux|nvidia-cuda-crt|13.0.88"
  "linux|nvidia-cublas|13.1.0.3"
  "linux|nvidia-cuda-nvrtc|13.0.88"
)

# The Python tier (tests/python, label python) installs wheels with pip, offline
# (pip install --no-index --find-links): NVIDIA's x86_64 cuDNN for CUDA 13 for the
# example extension to be built against, and the build backend of cudnn-cmake's own
# pyproject.toml with its dependencies (tomli, exceptiongroup and typing-extensions
# only on Python 3.10).
# These are not unpacked: download.cmake links them into <OUT>/wheels, the folder pip is
# given.  <platform> "any" is a pure-Python wheel (py3-none-any).
set(CUDNN_PYTHON_PACKAGES
  "linux|nvidia-cudnn-cu13|9.28.1.4"
  "any|scikit-build-core|1.1.2"
  "any|packaging|26.4"
  "any|pathspec|1.1.1"
  "any|tomli|2.2.1"
  "any|exceptiongroup|1.2.2"
  "any|typing-extensions|4.12.2"
)

# Debian packages of the target the aarch64 cases need beside NVIDIA's wheels: cuDNN's
# aarch64 libraries load libz.so.1.  One entry: <platform>|<package>|<Debian
# architecture>; downloaded with apt-get (the machine's own Debian sources, the
# architecture's package lists kept apart in the cache), any version.
set(CUDNN_REAL_DEBS
  "linux-aarch64|zlib1g|arm64"
)
