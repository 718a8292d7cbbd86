"""cudnn-cmake, the CMake package that finds, checks and deploys NVIDIA cuDNN, from pip.

The wheel carries the whole CMake package (the find module, the probe's source, the
doctor, the config files) under ``cudnn_cmake/share/cudnn-cmake``:

* ``cmake_dir()`` is the folder holding ``CUDNNConfig.cmake``: pass it as
  ``-DCUDNN_DIR=...``, or put ``prefix()`` on ``CMAKE_PREFIX_PATH``;
* scikit-build-core does that by itself: this package's ``cmake.prefix`` entry point puts
  ``prefix()`` on ``CMAKE_PREFIX_PATH``, so ``find_package(CUDNN)`` needs no other line;
* ``python -m cudnn_cmake --cmakedir`` prints ``cmake_dir()``, ``--version`` the version;
* the ``cudnn-doctor`` command runs ``cmake -P <cmake_dir()>/cmake/cudnn-doctor.cmake``.
"""

from pathlib import Path

try:
    from ._version import __version__  # written by the build
except ImportError:  # the source tree itself, not an installed package
    __version__ = "0+unknown"

__all__ = ["__version__", "cmake_dir", "doctor_script", "prefix"]


def prefix() -> str:
    """The install prefix the CMake package is laid out in (for CMAKE_PREFIX_PATH).

    The package's folder, or, in an editable install (whose Python files stay in the
    source tree), the folder of the package's search path that holds the CMake package.
    """
    folders = [Path(folder).resolve() for folder in __path__] + [Path(__file__).resolve().parent]
    for folder in folders:
        if (folder / "share" / "cudnn-cmake" / "CUDNNConfig.cmake").is_file():
            return str(folder)
    return str(folders[-1])


def cmake_dir() -> str:
    """The folder holding CUDNNConfig.cmake (for CUDNN_DIR)."""
    return str(Path(prefix(), "share", "cudnn-cmake"))


def doctor_script() -> str:
    """The doctor, to run as ``cmake -P <this> [-- options]``."""
    return str(Path(cmake_dir(), "cmake", "cudnn-doctor.cmake"))
