# Issue 7 (4): static linking on Linux with cuDNN 9 laid out as NVIDIA's 9.x
# tarball is (no libcudnn_static.a; libcudnn_<sub>_static_v9.a for each
# sub-library; no real package here carries static libraries: the wheels
# and this machine's CUDA root have none).  COMPONENTS cnn names no engine:
# every archive is linked, whole-archive, and a program built with them runs and
# reports the version.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.19.0)
set(lib "${FX}/cudnn/lib")
cudnn_assert_not_exists("${lib}/libcudnn_static.a")
cudnn_assert_exists("${lib}/libcudnn_graph_static_v9.a")
set(CUDNN_ROOT "${FX}/cudnn")
set(CUDNN_USE_STATIC_LIBS ON)
find_package(CUDNN 9 REQUIRED COMPONENTS cnn)
set(archives "")
foreach(sub adv cnn engines_precompiled engines_runtime_compiled graph heuristic ops)
  list(APPEND archives "${lib}/libcudnn_${sub}_static_v9.a")
endforeach()
set(found "${CUDNN_LIBRARIES}")
list(SORT found)
cudnn_assert_equal(found "${archives}")
cudnn_assert_target_type(CUDNN::cudnn INTERFACE_LIBRARY)
file(WRITE "${CMAKE_BINARY_DIR}/main.c" [[
#include <stdio.h>
#include <cudnn.h>
int main(void) { printf("cudnnGetVersion() = %d\n", (int)cudnnGetVersion()); return 0; }
]])
add_executable(app "${CMAKE_BINARY_DIR}/main.c")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "static link failed:\n${out}\n${err}")
endif()
execute_process(COMMAND readelf -d "${BIN}/app" OUTPUT_VARIABLE dynamic)
if(dynamic MATCHES "libcudnn")
  message(FATAL_ERROR "ASSERTION FAILED: the statically linked app still needs a libcudnn: ${dynamic}")
endif()
execute_process(COMMAND "${BIN}/app" OUTPUT_VARIABLE run RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
cudnn_assert_matches(run "cudnnGetVersion\\(\\) = 91900")
]])
