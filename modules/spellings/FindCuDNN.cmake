# Distributed under the OSI-approved BSD 3-Clause License.  See LICENSE.

#[=======================================================================[.rst:
FindCuDNN, FindcuDNN
--------------------

``find_package(CuDNN ...)`` and ``find_package(cuDNN ...)``, the spellings
some projects use, are ``find_package(CUDNN ...)`` (see
``../FindCUDNN.cmake``): the same arguments, search and results (the
``CUDNN_*`` variables and ``CUDNN::`` targets), plus ``<spelling>_FOUND``
and ``<spelling>_VERSION``.

These two files are byte for byte the same, and live apart from
FindCUDNN.cmake: on a case-insensitive file system (Windows, macOS) a
checkout keeps one of them, which serves both spellings, and
FindCUDNN.cmake itself answers any spelling there.
#]=======================================================================]

include("${CMAKE_CURRENT_LIST_DIR}/../cudnn/forward.cmake")
