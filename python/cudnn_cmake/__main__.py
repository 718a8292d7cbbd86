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


NO_CMAKE = 127  # as a shell says of a command it cannot find; the doctor's own codes are 0 to 3


def doctor() -> int:
    """``cudnn-doctor [options]``: cmake -P cudnn-doctor.cmake -- [options], its exit code.

    The environment's interpreter is the one the doctor asks for its site-packages (as a
    build run with it would), whether or not the environment is activated, unless the
    options name one.
    """
    cmake = _cmake()
    if not cmake:
        sys.stderr.write("cudnn-doctor: no cmake on PATH and no 'cmake' package: "
                         "install CMake 3.25 or newer (e.g. 'pip install cmake')\n")
        return NO_CMAKE
    args = sys.argv[1:]
    if not any(a.startswith(("-DPython3_EXECUTABLE", "-DPython_EXECUTABLE")) for a in args):
        args = ["-DPython3_EXECUTABLE=" + sys.executable, *args]
    rc = subprocess.run([cmake, "-P", doctor_script(), "--", *args], check=False).returncode
    return 128 - rc if rc < 0 else rc  # killed by a signal: as a shell says it


if __name__ == "__main__":
    sys.exit(main())
