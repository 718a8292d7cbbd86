# case: LANGUAGES C CXX
# The real cuDNN of this machine (/usr/local/cuda, 9.19.0): found, and a
# program built once through CUDNN::cudnn and once through the variables
# runs and prints cudnnGetVersion() equal to the header's CUDNN_VERSION.
set(root /usr/local/cuda)
cudnn_require_real_cudnn()
# No hint: the toolkit in use is /usr/local/cuda, and it holds the install.
# FindCUDAToolkit names the toolkit by the nvcc it finds: /usr/local/cuda/bin
# on PATH gives /usr/local/cuda, /usr/local/bin/nvcc (a link) the folder the
# link resolves to (/usr/local/cuda-13.0): the same files either way.
find_package(CUDNN 9 REQUIRED)
cudnn_assert_equal(CUDNN_FOUND TRUE)
cudnn_assert_matches(CUDNN_VERSION "^9\\.[0-9]+\\.[0-9]+$")
file(REAL_PATH "${CUDNN_INCLUDE_DIR}" include_real)
file(REAL_PATH "${root}/include" expected_real)
cudnn_assert_equal(include_real "${expected_real}")
cudnn_assert_matches(CUDNN_INCLUDE_DIR "^/usr/local/cuda(-[0-9.]+)?/include$")
cudnn_assert_target_type(CUDNN::cudnn SHARED_LIBRARY)
cudnn_assert_target_property(CUDNN::cudnn IMPORTED_SONAME libcudnn.so.9)
# The toolkit is found (by the module itself), so cudart comes along.
cudnn_assert_target_property(CUDNN::cudnn INTERFACE_LINK_LIBRARIES CUDA::cudart)
foreach(component graph ops cnn adv engines_precompiled engines_runtime_compiled heuristic)
  cudnn_assert_true(CUDNN_${component}_FOUND)
endforeach()
cudnn_version_number(expected "${CUDNN_VERSION}")

file(WRITE "${CMAKE_BINARY_DIR}/version.c" [[
#include <stdio.h>
#include <cudnn.h>
int main(void) {
  printf("cudnnGetVersion() = %zu\n", cudnnGetVersion());
  printf("CUDNN_VERSION = %d\n", CUDNN_VERSION);
  return cudnnGetVersion() == (size_t)CUDNN_VERSION ? 0 : 1;
}
]])
add_executable(through_target "${CMAKE_BINARY_DIR}/version.c")
target_link_libraries(through_target PRIVATE CUDNN::cudnn)
add_executable(through_variables "${CMAKE_BINARY_DIR}/version.c")
target_include_directories(through_variables PRIVATE ${CUDNN_INCLUDE_DIRS})
target_link_libraries(through_variables PRIVATE ${CUDNN_LIBRARIES})

cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
foreach(exe through_target through_variables)
  execute_process(COMMAND "${BIN}/${exe}" OUTPUT_VARIABLE out RESULT_VARIABLE rc)
  message("${exe}: ${out}")
  cudnn_assert_equal(rc 0)
  cudnn_assert_matches(out "cudnnGetVersion\\(\\) = @expected@\n")
endforeach()
]])
