# case: SCRIPT PARAMS REAL VENV PYTHON ORDER
# Issue 21 (3, 4, 6): examples/python-extension, a scikit-build-core C extension
# returning cudnnGetVersion(), built with pip --no-build-isolation in the environment
# that holds NVIDIA's nvidia-cudnn-cu13 wheel (9.28.1), with no CUDNN_ROOT,
# CMAKE_PREFIX_PATH or LD_LIBRARY_PATH: cudnn-cmake comes from its cmake.prefix entry
# point.  This machine's loader offers /usr/local/cuda's cuDNN 9.19.0 (ldconfig).
#   ORDER=python    the default in a scikit-build-core build: the environment's wheel
#                   is chosen, the installed extension's run path is
#                   $ORIGIN/../nvidia/cudnn/lib, and imported it reports 9.28.1
#   ORDER=isolated  pip's default, build isolation: the build requirements, the cuDNN
#                   wheel among them, in a temporary environment; that wheel is
#                   chosen, the run path is the same, and the extension loads the
#                   environment's copy (9.28.1)
#   ORDER=standard  --config-settings=cmake.define.CUDNN_FIND_PYTHON=STANDARD (pip's -C from
#                   23.1 on; Debian 12 has 23.0): the machine's CUDA
#                   root comes first (the choice the switch restores), its folder is
#                   the run path, and the extension reports 9.19.0
include("${CMAKE_CURRENT_LIST_DIR}/python.cmake.inc")
if(ORDER STREQUAL "standard")
  cudnn_require_real_cudnn()
endif()
python_site(site)
# A copy: pip builds in the source tree, and nothing is written into the repository.
file(COPY "${SRC}/examples/python-extension/" DESTINATION "${BUILD}/example")
set(options --no-build-isolation)
if(ORDER STREQUAL "standard")
  list(APPEND options --config-settings=cmake.define.CUDNN_FIND_PYTHON=STANDARD)
elseif(ORDER STREQUAL "isolated")
  # pip's own way: the build requirements installed into a temporary environment, from
  # the pinned wheels, this checkout's cudnn-cmake wheel, and a stand-in for
  # nvidia-cublas (nvidia-cudnn-cu13 depends on it; nothing here loads it).
  python_run(cc COMMAND "${VENV_PYTHON}" -m pip wheel --no-index --find-links "${WHEELS}" --no-deps
             -w "${BUILD}/links" "${SRC}")
  cudnn_assert_equal(cc_RC 0)
  python_run(cublas COMMAND "${VENV_PYTHON}" -c [[
import sys, zipfile
info = "nvidia_cublas-13.0.0.dist-info/"
with zipfile.ZipFile(sys.argv[1] + "/nvidia_cublas-13.0.0-py3-none-any.whl", "w") as w:
    w.writestr(info + "METADATA", "Metadata-Version: 2.1\nName: nvidia-cublas\nVersion: 13.0.0\n")
    w.writestr(info + "WHEEL", "Wheel-Version: 1.0\nGenerator: cudnn-cmake tests\nRoot-Is-Purelib: true\nTag: py3-none-any\n")
    w.writestr(info + "RECORD", info + "METADATA,,\n" + info + "WHEEL,,\n" + info + "RECORD,,\n")
]] "${BUILD}/links")
  cudnn_assert_equal(cublas_RC 0)
  # The example asks for cudnn-cmake from a Git mirror; here, from that folder.
  file(READ "${BUILD}/example/pyproject.toml" text)
  string(REGEX REPLACE "\"cudnn-cmake @ [^\"]*\"" "\"cudnn-cmake\"" text "${text}")
  file(WRITE "${BUILD}/example/pyproject.toml" "${text}")
  set(options --find-links "${WHEELS}" --find-links "${BUILD}/links")
endif()
python_run(pip COMMAND "${VENV_PYTHON}" -m pip install -v ${options} --no-index --no-deps
           "--config-settings=build-dir=${BUILD}/build" "${BUILD}/example")
cudnn_assert_equal(pip_RC 0)
cudnn_assert_matches(pip_OUT "\nSuccessfully installed cudnn-version-0\\.1\\.0\n")
set(build_log "${pip_OUT}${pip_ERR}") # pip passes the backend's output (CMake's) on stderr
# No warning but the module's: where the loader's own lookup offers another cuDNN
# (this machine's ldconfig does), the probe's, which names cudnn_set_install_rpath
# (it comes at find_package, before the function is called).
string(REGEX MATCHALL "CMake Warning[^\n]*" warnings "${build_log}")
list(FILTER warnings EXCLUDE REGEX "/modules/cudnn/common\\.cmake:[0-9]+ \\(message\\):$")
cudnn_assert_equal(warnings "")
if(build_log MATCHES "programs installed without an RPATH would load")
  cudnn_assert_matches(build_log "fix: give installed programs a run path to [^\n]* \\(cudnn_set_install_rpath\\(<target>\\.\\.\\.\\), or INSTALL_RPATH\\)")
endif()
file(GLOB module "${site}/cudnn_version/_cudnn_version*.so")
cudnn_assert_exists("${module}")
execute_process(COMMAND readelf -d "${module}" OUTPUT_VARIABLE dynamic RESULT_VARIABLE rc)
message(STATUS "$ readelf -d ${module}\n${dynamic}")
cudnn_assert_equal(rc 0)
string(REGEX MATCH "\\(RUNPATH\\)[^\n]*\\[([^]\n]*)\\]" _ "${dynamic}")
set(runpath "${CMAKE_MATCH_1}")

# Imported in a new interpreter, the loader's own lookup only: the library it loaded.
python_run(import COMMAND "${VENV_PYTHON}" -c [[
import cudnn_version
print(cudnn_version.version(), cudnn_version.header())
print([l.split()[-1] for l in open("/proc/self/maps") if l.rstrip().endswith("/libcudnn.so.9")][0])
]])
cudnn_assert_equal(import_RC 0)
cudnn_assert_equal(import_ERR "")

if(ORDER STREQUAL "isolated")
  # The build's wheel, in pip's temporary environment (its site-packages are on the
  # interpreter's sys.path, through PYTHONPATH), is chosen; the installed extension
  # loads the environment's copy, which its relative run path reaches.
  cudnn_assert_matches(build_log "-- cuDNN 9\\.28\\.1 chosen: [^ \n]*/pip-build-env-[^/ ]+/[^ \n]*/site-packages/nvidia/cudnn \\(Python ${VENV}/bin/python[0-9.]*; pip wheel, for CUDA 13[^;\n]*; Python environments searched first: ")
  cudnn_assert_equal(runpath "$ORIGIN/../nvidia/cudnn/lib")
  cudnn_assert_equal(import_OUT "92801 92801\n${site}/nvidia/cudnn/lib/libcudnn.so.9\n")
elseif(ORDER STREQUAL "python")
  cudnn_assert_matches(build_log "-- cuDNN 9\\.28\\.1 chosen: ${site}/nvidia/cudnn \\(Python ${VENV}/bin/python[0-9.]*; pip wheel, for CUDA 13[^;\n]*; Python environments searched first: a Python package build \\(scikit-build-core sets SKBUILD; [^\n]*\\)\\)\n")
  cudnn_assert_equal(runpath "$ORIGIN/../nvidia/cudnn/lib")
  cudnn_assert_equal(import_OUT "92801 92801\n${site}/nvidia/cudnn/lib/libcudnn.so.9\n")
else()
  # (/usr/local/cuda, or the folder it links to, as the toolkit found names it)
  cudnn_assert_matches(build_log "-- cuDNN 9\\.19\\.0 chosen: /usr/local/cuda[-0-9.]* ")
  cudnn_assert_no_match(build_log "searched first")
  cudnn_assert_matches(build_log "cuDNN note: cudnn_set_install_rpath\\(_cudnn_version\\): the run path is /usr/local/cuda[-0-9.]*/lib64 itself")
  cudnn_assert_matches(runpath "^/usr/local/cuda[-0-9.]*/lib64$")
  cudnn_assert_matches(import_OUT "^91900 91900\n/usr/local/cuda[^\n]*/libcudnn\\.so\\.9\n$")
endif()
