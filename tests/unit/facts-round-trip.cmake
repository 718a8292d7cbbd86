# case: SCRIPT
# An install's facts (modules/cudnn/find/facts.cmake) are kept as set() commands
# (the cached choice) and leave CMake as JSON (the doctor's --json): both
# carry sentences with ';', brackets, quotes, newlines and text that looks
# like a closing bracket, components with their files and missing components
# with their reasons.
include("${SRC}/modules/cudnn/common.cmake")
include("${SRC}/modules/cudnn/find/facts.cmake")

set(a_ROOT "C:/SDKs [x64]/cudnn \"9\"")
set(a_VERSION 9.19.0)
set(a_STATE full)
_cudnn_append_text(a_PROBLEMS "first; with a semicolon")
_cudnn_append_text(a_PROBLEMS "a '[' without its partner")
_cudnn_append_text(a_PROBLEMS "two\nlines")
_cudnn_append_text(a_NOTES "a note")
set(a_LAYOUT "\nstarts with a newline")
set(a_CUDA_SOURCE "holds ]=] and ]==], ends like a bracket ]=")
set(a_LIBRARY "ends like a bracket]")
set(a_COMPONENTS cnn ops) # in name order, as the inspection lists them
set(a_ops_LIBRARY /x/libcudnn_ops.so)
set(a_ops_RUNTIME /x/libcudnn_ops.so.9)
set(a_cnn_LIBRARY /x/libcudnn_cnn.so)
set(a_cnn_RUNTIME "")
set(a_MISSING_COMPONENTS adv)
set(a_adv_MISSING "/x/libcudnn_adv.so is missing")

list(LENGTH a_PROBLEMS n)
cudnn_assert_equal(n 3)
list(GET a_PROBLEMS 0 first)
cudnn_assert_equal(first "first; with a semicolon")

# The cached choice: written, included under another prefix, the same facts.
_cudnn_facts_cmake(text a)
file(WRITE "${BUILD}/facts.cmake" "${text}")
set(p b)
include("${BUILD}/facts.cmake")
foreach(fact ROOT VERSION STATE LAYOUT CUDA_SOURCE LIBRARY PROBLEMS NOTES COMPONENTS MISSING_COMPONENTS ops_LIBRARY
             ops_RUNTIME cnn_LIBRARY cnn_RUNTIME adv_MISSING)
  cudnn_assert_equal(b_${fact} "${a_${fact}}")
endforeach()
foreach(i RANGE 2)
  list(GET a_PROBLEMS ${i} want)
  list(GET b_PROBLEMS ${i} got)
  cudnn_assert_equal(got "${want}")
endforeach()

# The doctor's JSON.
_cudnn_facts_json(json a)
string(JSON type TYPE "${json}")
cudnn_assert_equal(type OBJECT)
string(JSON second GET "${json}" problems 1)
cudnn_assert_equal(second "a '(' without its partner")
string(JSON third GET "${json}" problems 2)
cudnn_assert_equal(third "two\nlines")
string(JSON ops GET "${json}" components ops runtime)
cudnn_assert_equal(ops /x/libcudnn_ops.so.9)
string(JSON adv GET "${json}" missing_components adv)
cudnn_assert_equal(adv "/x/libcudnn_adv.so is missing")

_cudnn_facts_copy(b c)
cudnn_assert_equal(c_ops_RUNTIME /x/libcudnn_ops.so.9)
cudnn_assert_equal(c_ROOT "${a_ROOT}")
message(STATUS "facts round trip: all checks passed")
