# Static cuDNN 9.21 and newer (Linux) ships libcudnn_engines_tensor_ir_static_v9.a,
# which the other engine archives need.  COMPONENTS graph engines_runtime_compiled
# heuristic leaves engines_precompiled out of the link (the 2 GiB relocation
# limit of large programs, PyTorch #168324, cudnn-frontend #182): the link line
# holds the API archives, the two engine archives asked for and engines_tensor_ir, as
# whole archives, before the system libraries (libz among them); the
# program links and runs.
cudnn_isolate()
cudnn_fixture("${FX}/cudnn" LAYOUT linux-tar VERSION 9.21.0 EXTRA_SUBLIBS engines_tensor_ir)
set(lib "${FX}/cudnn/lib")
cudnn_assert_exists("${lib}/libcudnn_engines_tensor_ir_static_v9.a")
set(CUDNN_ROOT "${FX}/cudnn")
set(CUDNN_USE_STATIC_LIBS ON)
find_package(CUDNN 9.21 REQUIRED COMPONENTS graph engines_runtime_compiled heuristic)
set(want "")
foreach(sub graph adv cnn ops engines_runtime_compiled heuristic engines_tensor_ir)
  list(APPEND want "${lib}/libcudnn_${sub}_static_v9.a")
endforeach()
cudnn_assert_equal(CUDNN_LIBRARIES "${want}")
file(WRITE "${CMAKE_BINARY_DIR}/main.c" [[
#include <stdio.h>
#include <cudnn.h>
int main(void) { printf("cudnnGetVersion() = %d\n", (int)cudnnGetVersion()); return 0; }
]])
add_executable(app "${CMAKE_BINARY_DIR}/main.c")
target_link_libraries(app PRIVATE CUDNN::cudnn)
cudnn_case_post([[
execute_process(COMMAND "${CMAKE_COMMAND}" --build "${BIN}" --verbose RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "static link failed:\n${out}\n${err}")
endif()
string(REGEX MATCH "[^\n]* -o app [^\n]*|[^\n]*-o app\n" link "${out}")
message("link line: ${link}")
# CMake writes WHOLE_ARCHIVE as --push-state,--whole-archive ... --pop-state.
cudnn_assert_matches(link "--whole-archive +[^ ]*/libcudnn_graph_static_v9\\.a +[^ ]*/libcudnn_adv_static_v9\\.a +[^ ]*/libcudnn_cnn_static_v9\\.a +[^ ]*/libcudnn_ops_static_v9\\.a +[^ ]*/libcudnn_engines_runtime_compiled_static_v9\\.a +[^ ]*/libcudnn_heuristic_static_v9\\.a +[^ ]*/libcudnn_engines_tensor_ir_static_v9\\.a +-Wl,(--pop-state|--no-whole-archive)")
if(link MATCHES "engines_precompiled")
  message(FATAL_ERROR "ASSERTION FAILED: engines_precompiled is linked: ${link}")
endif()
cudnn_assert_matches(link "(--pop-state|--no-whole-archive).* -lz ")
execute_process(COMMAND "${BIN}/app" OUTPUT_VARIABLE run RESULT_VARIABLE rc)
cudnn_assert_equal(rc 0)
cudnn_assert_matches(run "cudnnGetVersion\\(\\) = 92100")
]])
