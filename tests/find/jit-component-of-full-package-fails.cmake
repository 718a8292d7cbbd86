# A component that only the full package ships, required of cuDNN JIT: the
# reason names JIT, what it ships, and the full package to install instead.
include("${SRC}/tests/find/jit.cmake.inc")
cudnn_isolate()
jit_fixture("${FX}/venv" 9.27.0 12)
set(ENV{VIRTUAL_ENV} "${FX}/venv")
find_package(CUDNN 9.27 REQUIRED COMPONENTS graph OPTIONAL_COMPONENTS adv)
cudnn_assert_equal(CUDNN_adv_FOUND FALSE) # optional: found without it
find_package(CUDNN 9.27 REQUIRED COMPONENTS ops)
