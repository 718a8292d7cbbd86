# Cross-compile for 64-bit Arm Linux (Jetson, Grace Hopper and other SBSA servers) with
# Debian's aarch64-linux-gnu compilers, and run the results under qemu-aarch64
# (CMAKE_CROSSCOMPILING_EMULATOR), as a Yocto or container build does from an x86_64 host.
#
#   cmake -DCMAKE_TOOLCHAIN_FILE=<repo>/tests/toolchains/aarch64-linux-gnu.cmake ...
#
# The target's root: CUDNN_TEST_TARGET_ROOT (a variable, else the environment) goes into
# CMAKE_FIND_ROOT_PATH; libraries, headers and packages are looked for only under the
# root path (mode ONLY, as meta-tegra and most SDKs set it), programs only on the host.
# A case may add its own target root to CMAKE_FIND_ROOT_PATH before find_package().
# The emulator finds the target's C and C++ run-time in Debian's cross sysroot
# (/usr/aarch64-linux-gnu); LD_LIBRARY_PATH reaches the emulated program as it is.

set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
if(NOT CUDNN_TEST_TARGET_ROOT AND NOT "$ENV{CUDNN_TEST_TARGET_ROOT}" STREQUAL "")
  set(CUDNN_TEST_TARGET_ROOT "$ENV{CUDNN_TEST_TARGET_ROOT}")
endif()
if(CUDNN_TEST_TARGET_ROOT)
  list(APPEND CMAKE_FIND_ROOT_PATH "${CUDNN_TEST_TARGET_ROOT}")
endif()
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64 -L /usr/aarch64-linux-gnu)
