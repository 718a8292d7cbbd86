# case: SCRIPT
# Which archives a static link takes (_cudnn_static_set): every API archive
# (graph first), the engine archives the components name or all of them, and
# engines_tensor_ir (9.21+) with them; cuDNN 8: all.
include("${SRC}/modules/cudnn/common.cmake")
include("${SRC}/modules/cudnn/find/results.cmake")
set(v9 adv cnn engines_precompiled engines_runtime_compiled engines_tensor_ir graph heuristic ops)
function(check major have asked expected)
  _cudnn_static_set(linked ${major} "${have}" "${asked}")
  cudnn_assert_equal(linked "${expected}")
endfunction()
set(all_engines engines_precompiled engines_runtime_compiled heuristic engines_tensor_ir)
# Nothing asked: every archive, graph first.
check(9 "${v9}" "" "graph;adv;cnn;ops;${all_engines}")
# An API component asked: still every archive (a program may call any API).
check(9 "${v9}" "cnn" "graph;adv;cnn;ops;${all_engines}")
# The graph API without the precompiled engines (the 2 GiB relocation limit).
check(9 "${v9}" "graph;engines_runtime_compiled;heuristic"
      "graph;adv;cnn;ops;engines_runtime_compiled;heuristic;engines_tensor_ir")
# Before 9.21 there is no engines_tensor_ir to take; a newer API archive is kept.
check(9 "graph;ops;ext;engines_precompiled;engines_runtime_compiled" "engines_runtime_compiled"
      "graph;ops;ext;engines_runtime_compiled")
# cuDNN 8: every archive, whatever is asked.
set(v8 adv_infer adv_train cnn_infer cnn_train ops_infer ops_train)
check(8 "${v8}" "cnn_infer" "${v8}")
message(STATUS "static set: all checks passed")
