# case: SCRIPT
# No room for the download: the configure runs with a file-size limit of 1 MiB
# (ulimit -f, the signal it raises ignored, so a write past it fails as on a full
# disk) and the mirror, a folder (CUDNN_FETCH_URL), holds a 3 MB file of the
# pinned name.  CMake 3.x's download reports no error for a failed write
# (status 0, a short file), CMake 4's its curl error: either way the configure
# fails saying the file could not be written (not that it is another file),
# and the fix; the cache keeps nothing.
include("${SRC}/tests/fetch/helpers.cmake.inc")
fetch_pinned(file url full 12 linux-x86_64)
file(MAKE_DIRECTORY "${BUILD}/mirror")
fetch_stand_in("${BUILD}/mirror" "${file}" 3000000)
set(args -DREQUEST= -DCUDNN_FETCH=ON "-DCUDNN_FETCH_DIR=${BUILD}/cache" "-DCUDNN_FETCH_URL=${BUILD}/mirror"
  -DCUDNN_CUDA_VERSION=12.9 -DCMAKE_FIND_USE_CMAKE_SYSTEM_PATH=OFF "-DPython3_EXECUTABLE=${BUILD}/no-python"
  -DCUDNN_PROBE=OFF)
string(REPLACE ";" "' '" quoted "${args}")
set(command "trap '' XFSZ; ulimit -f 1024; exec '${CMAKE_COMMAND}' -S '${SRC}/tests/fetch/project' -B '${BUILD}/b' -G Ninja '-DCUDNN_MODULES=${SRC}/modules' '${quoted}'")
foreach(var CUDNN_ROOT CUDNN_PATH CUDNN_HOME CUDNN_ROOT_DIR CUDA_PATH VIRTUAL_ENV CONDA_PREFIX CMAKE_PREFIX_PATH)
  unset(ENV{${var}})
endforeach()
execute_process(COMMAND sh -c "${command}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
cudnn_assert_equal(rc 1)
string(REPLACE "${BUILD}" "<BUILD>" err "${err}")
# CMake up to 3.x writes a short file and reports nothing (the size tells);
# CMake 4 reports curl's error 23.
set(short "only [0-9]+ of its 3000000 bytes could be written to <BUILD>/cache/\\.partial-nvidia_cudnn_cu12-[0-9.]+-[0-9a-f]+/${file}: the disk is full, or a quota is reached \\(CMake's download does not report a failed write\\)")
set(curl23 "the file could not be written after [0-9]+ bytes \\(Failed writing received data to disk/application\\): the disk is full, or a quota is reached")
cudnn_assert_matches(err "\n      CUDNN_FETCH: file://<BUILD>/mirror/${file}: (${short}|${curl23})\\. Free space \\(an unpacked cuDNN takes 1 to 3 GB\\), or set CUDNN_FETCH_DIR to a folder on a disk with room\n")
file(GLOB kept RELATIVE "${BUILD}/cache" "${BUILD}/cache/*" "${BUILD}/cache/.*")
list(FILTER kept EXCLUDE REGEX "\\.lock$")
cudnn_assert_equal(kept "")
message(STATUS "fetch-full-disk-fails: all checks passed")
