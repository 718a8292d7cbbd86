"""``python -m cudnn_cmake``: where the CMake package is, and the ``cudnn-doctor`` command."""

import argparse
import os
import shutil
import subprocess
import sys

from . import __version__, cmake_dir, doctor_script


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m cudnn_cmake",
        description="cudnn-cmake: the CMake package that finds, checks and deploys NVIDIA cuDNN.",
    )
    parser.add_argument("--cmakedir", action="store_true",
                        help="print the folder holding CUDNNConfig.cmake (for CUDNN_DIR)")
    parser.add_argument("--version", action="store_true", help="print the version")
    args = parser.parse_args(argv)
    if args.cmakedir:
        print(cmake_dir())
    elif args.version:
        print(__version__)
    else:
        parser.print_help()
    return 0


def _cmake() -> str:
    """The cmake on PATH, else the one of the ``cmake`` package from PyPI, else ""."""
    found = shutil.which("cmake")
    if found:
        return found
    try:
        import cmake  # the PyPI package: its own CMake, beside this one
    except ImportError:
        return ""
    candidate = os.path.join(cmake.CMAKE_BIN_DIR, "cmake")
    return candidate if os.path.exists(candidate) or os.path.exists(candidate + ".exe") else ""


def doctor() -> int:
    """``cudnn-doctor [options]``: cmake -P cudnn-doctor.cmake -- [options], its exit code."""
    cmake = _cmake()
    if not cmake:
        sys.stderr.write("cudnn-doctor: no cmake on PATH and no 'cmake' package: "
                         "install CMake 3.19 or newer (e.g. 'pip install cmake')\n")
        return 3
    command = [cmake, "-P", doctor_script(), "--", *sys.argv[1:]]
    return subprocess.run(command, check=False).returncode


if __name__ == "__main__":
    sys.exit(main())
