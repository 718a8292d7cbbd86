# case: SCRIPT
# F23: ';' (which CMake lists split) and non-ASCII characters (a Korean user name).
include("${SRC}/tests/probe/helpers.cmake.inc")
# make-cudnn takes its options as a list, so the folder gets its name afterwards.
pc_good_fixture(odd)
file(RENAME "${odd_ROOT}" "${WORK}/사용자;cudnn")
pc_configure(run ROOT "${WORK}/사용자;cudnn" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY)
pc_expect(run RESULT PASS MATCH "probe-runtime-version=9\\.19\\.0")
file(READ "${WORK}/run-build/cudnn-probe.json" json)
string(JSON path GET "${json}" library_path)
if(NOT path MATCHES "/사용자;cudnn/lib/libcudnn\\.so\\.9$")
  message(FATAL_ERROR "library_path in the report: ${path}")
endif()
