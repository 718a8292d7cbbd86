# case: SCRIPT
# Which archives a static link takes (_cudnn_static_set): components choose
# them; graph always, ops under cnn and adv, the engines asked or all of them,
# engines_tensor_ir (9.21+) with any engine; cuDNN 8's dependencies.
include("${SRC}/modules/cudnn/common.cmake")
include("${SRC}/modules/cudnn/find/results.cmake")
set(v9 adv cnn engines_precompiled engines_runtime_compiled engines_tensor_ir graph heuristic ops)
function(check major have asked expected)
  _cudnn_static_set(linked ${major} "${have}" "${asked}")
  cudnn_assert_equal(linked "${expected}")
endfunction()
# Nothing asked: every archive the install has.
check(9 "${v9}" "" "${v9}")
# The graph API without the precompiled engines (the 2 GiB relocation limit).
check(9 "${v9}" "graph;engines_runtime_compiled;heuristic"
      "graph;engines_runtime_compiled;heuristic;engines_tensor_ir")
# A legacy part: graph, ops under it, and every engine.
check(9 "${v9}" "cnn"
      "graph;ops;cnn;engines_precompiled;engines_runtime_compiled;heuristic;engines_tensor_ir")
# Before 9.21 there is no engines_tensor_ir to take.
set(v9_19 ${v9})
list(REMOVE_ITEM v9_19 engines_tensor_ir)
check(9 "${v9_19}" "adv;engines_precompiled" "graph;ops;adv;engines_precompiled")
# cuDNN 8: version-neutral names mean both halves, with what they need.
set(v8 adv_infer adv_train cnn_infer cnn_train ops_infer ops_train)
check(8 "${v8}" "cnn_infer" "ops_infer;cnn_infer")
check(8 "${v8}" "adv" "ops_infer;ops_train;adv_infer;adv_train")
check(8 "${v8}" "cnn_train" "ops_infer;ops_train;cnn_infer;cnn_train")
message(STATUS "static set: all checks passed")
