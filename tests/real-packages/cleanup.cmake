# The real-package tier's cleanup step (FIXTURES_CLEANUP): deletes the copies
# of NVIDIA's DLLs under <CASES>/real-packages-*/bin (the probe's and the
# programs'; about 1 GB a release), which cases that failed leave behind.
#   cmake -DCASES=<build>/tests/cases -P cleanup.cmake
file(GLOB dirs LIST_DIRECTORIES true "${CASES}/real-packages-*/bin")
set(n 0)
foreach(dir IN LISTS dirs)
  file(GLOB_RECURSE copies "${dir}/*.dll")
  list(LENGTH copies k)
  math(EXPR n "${n} + ${k}")
  if(copies)
    file(REMOVE ${copies})
  endif()
endforeach()
message(STATUS "real-packages-cleanup: removed ${n} DLL copies")
