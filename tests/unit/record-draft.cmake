cmake_minimum_required(VERSION 3.19)
# The inspection's draft records (_cudnn_record_put, _cudnn_record_seal):
# members appended as text read back as string(JSON SET) would have left
# them, whatever characters the values hold, and a sealed record holds each
# member once.
include("${SRC}/modules/cudnn/record.cmake")
include("${SRC}/tests/harness/assert.cmake")

set(rec "{\"origin\":\"CUDNN_ROOT\",\"problems\":[],\"notes\":[]}")
_cudnn_record_put(rec root "/opt/cudnn")
_cudnn_record_put(rec layout "archive" cuda "12.9")
_cudnn_record_put_json(rec major 9)
# Several JSON members in one put; an object value whose text holds ';'.
_cudnn_record_put_json(rec minor 19 patch 0 components "{\"ops\":{\"library\":\"/a;b/libcudnn_ops.so\"}}")
# Put twice: the last value is the member's.
_cudnn_record_put(rec layout "CUDA root")
# Values JSON and CMake lists treat specially.
set(odd "C:\\SDKs [x64]\\cudnn;v9 \"quoted\"\nline\ttab")
_cudnn_record_put(rec odd "${odd}")
_cudnn_record_put(rec empty "")
# Two and three members at once, plain or not (each count has its short way,
# and a value that needs quoting takes the long one).
_cudnn_record_put(rec p1 "/a" p2 "/b" p3 "/c")
_cudnn_record_put(rec q1 "/a" q2 "${odd}")
_cudnn_record_put(rec r1 "${odd}" r2 "/b" r3 "x")
_cudnn_record_put_json(rec n1 1 n2 "[2]" n3 "{\"k\":3}")
# A caller's own ARGV<n> beyond the put's arguments is not read (a value
# to quote passes every test of the argument count).
function(put_from_a_function_with_more_arguments record_var)
  _cudnn_record_put(${record_var} s1 "one \"1\"")
  set(${record_var} "${${record_var}}" PARENT_SCOPE)
endfunction()
put_from_a_function_with_more_arguments(rec x y z w v)
# An append (string(JSON SET)) on a draft keeps every member.
_cudnn_record_append(rec problems "first problem")

foreach(pair "root=/opt/cudnn" "layout=CUDA root" "cuda=12.9" "major=9" "minor=19" "patch=0"
             "components;ops;library=/a;b/libcudnn_ops.so" "origin=CUDNN_ROOT" "empty=" "problems;0=first problem"
             "p1=/a" "p2=/b" "p3=/c" "q1=/a" "r2=/b" "r3=x" "n1=1" "n2;0=2" "n3;k=3" "s1=one \"1\"")
  string(FIND "${pair}" "=" eq)
  string(SUBSTRING "${pair}" 0 ${eq} member)
  math(EXPR eq "${eq} + 1")
  string(SUBSTRING "${pair}" ${eq} -1 expected)
  _cudnn_record_get(rec got ${member})
  cudnn_assert_equal(got "${expected}")
endforeach()
foreach(member odd q2 r1)
  _cudnn_record_get(rec got ${member})
  cudnn_assert_equal(got "${odd}")
endforeach()
foreach(member y z)
  string(JSON got ERROR_VARIABLE err GET "${rec}" ${member})
  if(NOT err)
    message(FATAL_ERROR "member '${member}' (the caller's argument) was put: ${rec}")
  endif()
endforeach()

# Sealed: string(JSON)'s form, each member once, the same values.
_cudnn_record_put(rec layout "system")
_cudnn_record_seal(rec inspected cheap)
string(SUBSTRING "${rec}" 0 2 head)
cudnn_assert_equal(head "{\n")
string(REGEX MATCHALL "\"layout\"" layouts "${rec}")
list(LENGTH layouts n)
cudnn_assert_equal(n 1)
_cudnn_record_get(rec got layout)
cudnn_assert_equal(got "system")
_cudnn_record_get(rec got odd)
cudnn_assert_equal(got "${odd}")
_cudnn_record_get(rec got inspected)
cudnn_assert_equal(got "cheap")

# A draft of an empty object.
set(rec "{}")
_cudnn_record_put(rec a "1")
_cudnn_record_put_json(rec b "{}")
_cudnn_record_seal(rec c "3")
string(JSON n LENGTH "${rec}")
cudnn_assert_equal(n 3)
message("record draft: all checks passed")
