# The real-package tier (label real-packages): NVIDIA's own wheels, pinned in
# real-packages/packages.cmake, downloaded once into a cache outside the
# repository (real-packages/download.cmake, the fixture's setup test), unpacked
# into this build tree and laid out as users have them.  Included by
# tests/CMakeLists.txt.  Every case is skipped (not passed) when the packages
# cannot be had.
set(CUDNN_REAL_DIR "${CMAKE_CURRENT_BINARY_DIR}/real-packages")
set(real_src "${CMAKE_CURRENT_SOURCE_DIR}/real-packages")

add_test(NAME real-packages-download
  COMMAND "${CMAKE_COMMAND}" "-DOUT=${CUDNN_REAL_DIR}" -P "${real_src}/download.cmake")
set_tests_properties(real-packages-download PROPERTIES
  LABELS real-packages FIXTURES_SETUP real-packages
  SKIP_REGULAR_EXPRESSION "CUDNN_TEST_SKIP:" TIMEOUT 3000 RUN_SERIAL ON)

# An index that cannot be reached: the setup step and the cases skip.
add_test(NAME real-packages-unreachable-index-skips
  COMMAND "${CMAKE_COMMAND}" "-DSRC=${PROJECT_SOURCE_DIR}"
          "-DBUILD=${CMAKE_CURRENT_BINARY_DIR}/cases/real-packages-unreachable-index-skips"
          -P "${real_src}/unreachable-index.cmake")
set_tests_properties(real-packages-unreachable-index-skips PROPERTIES
  LABELS real-packages TIMEOUT 300)

# cudnn_add_real_case(<test> <case-file> <options of cudnn_add_case>...)
function(cudnn_add_real_case test case)
  cudnn_add_case(${test} "${case}" LANGUAGES C CXX PROBE LIBRARY ${ARGN})
  set_property(TEST ${test} APPEND PROPERTY LABELS real-packages)
  set_tests_properties(${test} PROPERTIES FIXTURES_REQUIRED real-packages)
endfunction()

# <platform>:<unpacked wheel>:<layout>:<CUDA x.y>
foreach(spec IN ITEMS
    linux:nvidia-cudnn-cu11:venv:11.8 linux:nvidia-cudnn-cu11:archive:11.8
    linux:nvidia-cudnn-cu11:cuda-root:11.8
    linux:nvidia-cudnn-cu12:venv:12.9 linux:nvidia-cudnn-cu12:archive:12.9
    linux:nvidia-cudnn-cu12:cuda-root:12.9
    windows:nvidia-cudnn-cu11:venv:11.8 windows:nvidia-cudnn-cu11:archive:11.8
    windows:nvidia-cudnn-cu11:cuda-root:11.8
    windows:nvidia-cudnn-cu12-9.1.1.17:venv:12.9 windows:nvidia-cudnn-cu12-9.1.1.17:archive:12.9
    windows:nvidia-cudnn-cu12-9.1.1.17:cuda-root:12.9 windows:nvidia-cudnn-cu12-9.1.1.17:installer:12.9
    windows:nvidia-cudnn-cu12-9.28.0.42:venv:12.9 windows:nvidia-cudnn-cu12-9.28.0.42:archive:12.9
    windows:nvidia-cudnn-cu12-9.28.0.42:cuda-root:12.9 windows:nvidia-cudnn-cu12-9.28.0.42:installer:12.9)
  string(REPLACE ":" ";" spec "${spec}")
  list(GET spec 0 platform)
  list(GET spec 1 wheel)
  list(GET spec 2 layout)
  list(GET spec 3 cuda)
  # The test's name carries the cuDNN version (pinned in packages.cmake).
  include("${real_src}/packages.cmake")
  if(wheel MATCHES "-([0-9.]+)$")
    set(version "${CMAKE_MATCH_1}")
  else()
    set(version "")
    foreach(pin IN LISTS CUDNN_REAL_PACKAGES)
      if(pin MATCHES "^${platform}\\|${wheel}\\|([0-9.]+)$")
        set(version "${CMAKE_MATCH_1}")
      endif()
    endforeach()
  endif()
  string(REGEX MATCH "^[0-9]+\\.[0-9]+\\.[0-9]+" short "${version}")
  set(options "")
  if(platform STREQUAL "windows")
    set(options TOOLCHAIN "${CUDNN_TEST_MINGW}" REQUIRES CUDNN_TEST_MINGW_GCC CUDNN_TEST_WINE)
  endif()
  cudnn_add_real_case(real-packages-${platform}-${short}-${layout} "${real_src}/layout.cmake"
    ${options} PARAMS PLATFORM=${platform} CUDNN=${wheel} LAYOUT=${layout} CUDA=${cuda}
    REAL=${CUDNN_REAL_DIR})
endforeach()

# The cross tier (labels real-packages and cross): NVIDIA's aarch64 wheel in a target
# root, each layout found with no hint, the target's path and this machine's path,
# probed under qemu-aarch64, and a program built for aarch64 run there.
foreach(layout IN ITEMS debian sbsa-archive cuda-root venv venv-jit)
  foreach(hint IN ITEMS none target host)
    cudnn_add_real_case(real-packages-cross-${layout}-${hint}-hint "${real_src}/cross.cmake"
      TOOLCHAIN aarch64-linux-gnu PROBE AUTO LABELS cross REQUIRES CUDNN_TEST_AARCH64 CUDNN_TEST_QEMU
      PARAMS LAYOUT=${layout} HINT=${hint} REAL=${CUDNN_REAL_DIR})
  endforeach()
endforeach()

# The CUDA-version matching and the real mismatches: one behaviour per file.
file(GLOB real_cases LIST_DIRECTORIES false "${real_src}/cases/*.cmake")
foreach(case IN LISTS real_cases)
  get_filename_component(name "${case}" NAME_WE)
  set(options "")
  if(name MATCHES "^windows-")
    set(options TOOLCHAIN "${CUDNN_TEST_MINGW}" REQUIRES CUDNN_TEST_MINGW_GCC CUDNN_TEST_WINE)
  elseif(name MATCHES "^cross-")
    set(options TOOLCHAIN aarch64-linux-gnu LABELS cross REQUIRES CUDNN_TEST_AARCH64 CUDNN_TEST_QEMU)
  endif()
  if(name MATCHES "fetch")
    list(APPEND options LABELS fetch)
  endif()
  cudnn_add_real_case(real-packages-${name} "${case}" ${options} PARAMS REAL=${CUDNN_REAL_DIR})
endforeach()

# The Windows cases copy NVIDIA's DLLs (1 GB a release) beside the probe and
# beside their program; a case that passes deletes them, this step deletes
# what failing cases left (the originals are in each case's fx/, not bin/).
add_test(NAME real-packages-cleanup
  COMMAND "${CMAKE_COMMAND}" "-DCASES=${CMAKE_CURRENT_BINARY_DIR}/cases" -P "${real_src}/cleanup.cmake")
set_tests_properties(real-packages-cleanup PROPERTIES
  LABELS real-packages FIXTURES_CLEANUP real-packages)
