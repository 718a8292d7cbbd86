"""cudnnGetVersion() from Python (the cudnn-cmake example of an extension)."""
import os
import sys

if sys.platform == "win32":
    # Python 3.8+ ignores PATH for an extension's DLLs: the wheel's bin folder is added.
    from importlib.util import find_spec

    _cudnn = find_spec("nvidia.cudnn")
    if _cudnn is not None and _cudnn.submodule_search_locations:
        os.add_dll_directory(os.path.join(list(_cudnn.submodule_search_locations)[0], "bin"))

from ._cudnn_version import header, version  # noqa: E402

__all__ = ["header", "version"]
