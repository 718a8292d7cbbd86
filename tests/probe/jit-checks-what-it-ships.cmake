# case: SCRIPT
# cuDNN JIT (the main library, graph and engines_runtime_compiled): the probe
# checks graph, and counts no missing legacy-API sub-library against it.  When
# a legacy-API call loads another install's sub-library by name from the loader
# path (here a full 9.5.1 on LD_LIBRARY_PATH), it warns, naming that file.
include("${SRC}/tests/probe/helpers.cmake.inc")
pc_good_fixture(jit SUBDIR "cudnn_jit-linux-x86_64-9.19.0.1_cuda13-archive")
foreach(name ops cnn adv heuristic engines_precompiled)
  file(GLOB files "${jit_LIBRARY_DIR}/libcudnn_${name}*")
  file(REMOVE ${files})
endforeach()
pc_fixture(other LAYOUT linux-tar VERSION 9.5.1 CUDART 13000)

pc_configure(alone ROOT "${jit_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY "-DCUDNN_TEST_PACKAGE=cuDNN JIT"
             ENV "LD_LIBRARY_PATH=${jit_LIBRARY_DIR}")
pc_expect(alone RESULT PASS MATCH "Probing cuDNN JIT 9\\.19\\.0" "probe-runtime-version=9\\.19\\.0"
          NO_MATCH "sub-library '[a-z_]+' is missing" "ops\\.so\\.9 by name")
file(READ "${WORK}/alone-build/cudnn-probe.json" json)
string(JSON name GET "${json}" sublibraries 0 name)
string(JSON path GET "${json}" sublibraries 0 path)
if(NOT name STREQUAL "graph" OR NOT path STREQUAL "${jit_LIBRARY_DIR}/libcudnn_graph.so.9")
  message(FATAL_ERROR "report's first sub-library: ${name} at ${path}")
endif()

pc_configure(shadowed ROOT "${jit_ROOT}" ARGS ${PC_TOOLKIT} -DCUDNN_PROBE=LIBRARY "-DCUDNN_TEST_PACKAGE=cuDNN JIT"
             ENV "LD_LIBRARY_PATH=${jit_LIBRARY_DIR}:${other_LIBRARY_DIR}")
pc_expect(shadowed RESULT PASS MATCH
  "warning: a legacy-API call \\(cudnnOpsVersionCheck, or any ops function\\) loads ${other_LIBRARY_DIR}/libcudnn_ops\\.so\\.9 by name from the loader path, though cuDNN JIT \\(${jit_LIBRARY_DIR}/libcudnn\\.so\\.9\\) ships no libcudnn_ops\\.so\\.9")
