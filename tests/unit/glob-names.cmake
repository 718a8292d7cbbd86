# case: SCRIPT
# _cudnn_glob: the names (last parts) in a folder that match a pattern, for
# folders whose paths hold glob's special characters, characters CMake lists
# treat specially (";", an unpaired bracket) and "..".
include("${SRC}/modules/cudnn/common.cmake")
set(work "${BUILD}")

foreach(dir "plain" "SDKs [x64]" "a]b" "a[b" "star*q?" "semi;colon")
  file(MAKE_DIRECTORY "${work}/${dir}/bin" "${work}/${dir}/include/sub.h")
  foreach(name cudnn.h cudnn_version.h cudnn_ops.h other.h)
    file(WRITE "${work}/${dir}/include/${name}" "")
  endforeach()
endforeach()

file(WRITE "${work}/starXqY/include/alone.h" "")
foreach(dir "plain" "SDKs [x64]" "a]b" "a[b" "star*q?" "semi;colon")
  _cudnn_glob(names "${work}/${dir}/include" "cudnn*.h")
  list(SORT names)
  cudnn_assert_equal(names "cudnn.h;cudnn_ops.h;cudnn_version.h")
  # Through "..": below a wildcard glob() would not step up.
  _cudnn_glob(names "${work}/${dir}/bin/../include" "cudnn_*.h")
  list(SORT names)
  cudnn_assert_equal(names "cudnn_ops.h;cudnn_version.h")
  # Folders are listed too (a folder named like a header is the caller's to reject).
  _cudnn_glob(names "${work}/${dir}/include" "*.h")
  list(LENGTH names n)
  cudnn_assert_equal(n 5)
endforeach()
# "star*q?" is the folder of that name, not also starXqY, which its
# wildcards would match (the count of 5 above holds no alone.h).
_cudnn_glob(names "${work}/starXqY/include" "*.h")
cudnn_assert_equal(names "alone.h")
_cudnn_glob(names "${work}/absent" "*.h")
cudnn_assert_equal(names "")
message(STATUS "glob names: all checks passed")
