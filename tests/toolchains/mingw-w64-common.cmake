# The part of the MinGW-w64 toolchain files that does not depend on the
# target processor: included by mingw-w64-<arch>.cmake after they set
# _cudnn_mingw_triplet.
# Prefer the -posix variants (std::thread support); fall back to the default alternative.
find_program(_cudnn_mingw_cc NAMES ${_cudnn_mingw_triplet}-gcc-posix ${_cudnn_mingw_triplet}-gcc
  NO_CACHE)
find_program(_cudnn_mingw_cxx NAMES ${_cudnn_mingw_triplet}-g++-posix ${_cudnn_mingw_triplet}-g++
  NO_CACHE)
find_program(_cudnn_mingw_rc NAMES ${_cudnn_mingw_triplet}-windres NO_CACHE)
if(NOT _cudnn_mingw_cc)
  message(FATAL_ERROR "${_cudnn_mingw_triplet}-gcc not found: run tests/setup/install-prereqs.sh")
endif()
set(CMAKE_C_COMPILER "${_cudnn_mingw_cc}")
if(_cudnn_mingw_cxx)
  set(CMAKE_CXX_COMPILER "${_cudnn_mingw_cxx}")
else()
  # Never fall back to the host c++: enabling CXX fails instead (install g++-mingw-w64-*).
  set(CMAKE_CXX_COMPILER "${_cudnn_mingw_triplet}-g++")
endif()
if(_cudnn_mingw_rc)
  set(CMAKE_RC_COMPILER "${_cudnn_mingw_rc}")
endif()

set(CMAKE_FIND_ROOT_PATH /usr/${_cudnn_mingw_triplet})
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)

# Link the GCC runtimes statically so programs run under Wine without libgcc_s/libstdc++
# DLLs next to them (wine-run.sh also puts the MinGW runtime folders on the Windows PATH).
set(CMAKE_EXE_LINKER_FLAGS_INIT "-static-libgcc -static-libstdc++")
set(CMAKE_SHARED_LINKER_FLAGS_INIT "-static-libgcc -static-libstdc++")
set(CMAKE_MODULE_LINKER_FLAGS_INIT "-static-libgcc -static-libstdc++")

# Run Windows programs under Wine (private prefix, no display, no Mono/Gecko prompts).
set(CMAKE_CROSSCOMPILING_EMULATOR "${CMAKE_CURRENT_LIST_DIR}/wine-run.sh")
