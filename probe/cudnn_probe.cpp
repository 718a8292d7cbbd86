// cudnn-cmake: the configure-time probe.
//
// Checks that one cuDNN install works as a whole and prints a JSON report on stdout.
// modules/cudnn/probe-build.cmake builds it and modules/cudnn/probe.cmake runs it (see
// those files and README.md here).
//
// One translation unit, one compiler call: this file is the only one compiled. The other
// parts are headers holding their implementation (in an anonymous namespace), included
// below, so the standard headers are parsed once; the probe is built at configure time,
// unoptimised, and its compile time is part of the configure's cost.
//   report.h           the report: state, JSON, problems, the preformatted crash report
//   loader_posix.h     dlopen / dlsym / loaded files / ELF RUNPATH (Linux)
//   loader_windows.h   LoadLibrary / GetProcAddress / loaded modules / PE imports
//   library_checks.h   library file, versions, sub-libraries, CUDA match, cuBLASLt, NVRTC
//   gpu_checks.h       driver, runtime, device, the convolution
//   guards.h           watchdog, signal / SEH handlers, writing the report once
//
// Why it is built the way it is:
// - Compiled against the install's version header only (cudnn_version.h, Debian's
//   cudnn_version_v9.h, or cudnn.h for v7), so it needs no CUDA toolkit headers: the full
//   cudnn.h pulls in cuda_runtime_api.h, which a pip-wheel user may not have.
// - Linked against the main cuDNN library only, importing just cudnnGetVersion and
//   cudnnGetCudartVersion (same signature in v7, v8 and v9). Everything else is looked
//   up at run time in the loaded main library, so a missing export becomes a reported
//   problem instead of a link error, and test stubs need not export the whole API.
// - The CUDA runtime, cuBLASLt, NVRTC and the driver are loaded at run time by name, so
//   the probe builds and runs where no CUDA and no driver exist.
//
// Symbols used: imported (link time): cudnnGetVersion, cudnnGetCudartVersion.
// Looked up at run time in the main library (each optional; absence is reported):
//   cudnnGetErrorString, cudnnGetMaxDeviceVersion (v9),
//   v9: cudnnGraphVersionCheck cudnnOpsVersionCheck cudnnCnnVersionCheck cudnnAdvVersionCheck
//   v8: cudnn{Ops,Cnn,Adv}{Infer,Train}VersionCheck
//   GPU part: cudnnCreate cudnnDestroy cudnnCreateTensorDescriptor cudnnSetTensor4dDescriptor
//   cudnnDestroyTensorDescriptor cudnnCreateFilterDescriptor cudnnSetFilter4dDescriptor
//   cudnnDestroyFilterDescriptor cudnnCreateConvolutionDescriptor
//   cudnnSetConvolution2dDescriptor cudnnSetConvolutionMathType (v8+)
//   cudnnDestroyConvolutionDescriptor cudnnGetConvolutionForwardWorkspaceSize
//   cudnnConvolutionForward.
//
// Usage: cudnn_probe [--mode=auto|library|gpu] [--cuda=<CUDA version asked for, e.g. 13.0 or 13>]
//                    [--cuda-origin=<where that version comes from, for messages>]
//                    [--context=chosen|user|installed] [--copied] [--no-deps]
//                    [--timeout=<seconds>] [--output=<file>]
// Exit status: 0 no errors, 1 errors found (see "problems"), 2 bad arguments,
//              3 timed out (watchdog), 4 crashed (signal / exception).

#if defined(_WIN32)
#ifndef WIN32_LEAN_AND_MEAN
#define WIN32_LEAN_AND_MEAN
#endif
#ifndef NOMINMAX
#define NOMINMAX
#endif
#ifndef _CRT_SECURE_NO_WARNINGS
#define _CRT_SECURE_NO_WARNINGS
#endif
// GetFinalPathNameByHandleW needs Vista; older MinGW-w64 default to XP.
#if !defined(_WIN32_WINNT) || _WIN32_WINNT < 0x0600
#undef _WIN32_WINNT
#define _WIN32_WINNT 0x0600
#endif
#include <windows.h>
#else
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#endif

#include <cstddef>

// The generated configuration names the install's header and library (for messages) and
// includes its version header. Without it (a hand build) the version header is found on
// the include path.
#if defined(CUDNN_PROBE_CONFIG)
#include "cudnn_probe_config.h"
#else
#include <cudnn_version.h>
#endif
#ifndef CUDNN_PROBE_HEADER_PATH
#define CUDNN_PROBE_HEADER_PATH "cudnn_version.h"
#endif
#ifndef CUDNN_PROBE_LIBRARY_PATH
#define CUDNN_PROBE_LIBRARY_PATH ""
#endif
#ifndef CUDNN_PROBE_RUNTIME_PATH
#define CUDNN_PROBE_RUNTIME_PATH ""
#endif

#if !defined(CUDNN_MAJOR) || !defined(CUDNN_MINOR) || !defined(CUDNN_PATCHLEVEL)
#error "cudnn_probe: the version header does not define CUDNN_MAJOR, CUDNN_MINOR and CUDNN_PATCHLEVEL"
#endif

// __stdcall matters only for 32-bit Windows (which cuDNN never supported); it keeps
// these declarations identical to the real ones where cudnn.h is the version header.
#if defined(_WIN32)
#define PROBE_API __stdcall
#else
#define PROBE_API
#endif

extern "C" {
size_t PROBE_API cudnnGetVersion(void);
size_t PROBE_API cudnnGetCudartVersion(void);
}

// The parts, in this order (each uses those before it).
#include "report.h"
#if defined(_WIN32)
#include "loader_windows.h"
#else
#include "loader_posix.h"
#endif
#include "library_checks.h"
#include "gpu_checks.h"
#include "guards.h"

namespace {

bool parse_arguments(int argc, char **argv, bool *copied, bool *deps, std::string *output) {
    Report &r = g_report;
    for (int i = 1; i < argc; ++i) {
        std::string a = argv[i];
        auto value = [&a](const char *prefix) -> const char * {
            size_t n = std::strlen(prefix);
            return a.compare(0, n, prefix) == 0 ? a.c_str() + n : nullptr;
        };
        if (const char *v = value("--mode=")) r.mode = v;
        else if (const char *v2 = value("--cuda=")) r.toolkit = v2;
        else if (const char *v6 = value("--cuda-origin=")) r.toolkit_origin = v6;
        else if (const char *v3 = value("--context=")) r.context = v3;
        else if (const char *v4 = value("--timeout=")) g_timeout_seconds = std::atoi(v4);
        else if (const char *v5 = value("--output=")) *output = v5;
        else if (a == "--copied") *copied = true;
        else if (a == "--no-deps") *deps = false;
        else {
            std::fprintf(stderr, "cudnn_probe: unknown argument %s\n", a.c_str());
            return false;
        }
    }
    for (char &c : r.mode)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    if (r.mode != "auto" && r.mode != "library" && r.mode != "gpu") {
        std::fprintf(stderr, "cudnn_probe: --mode must be auto, library or gpu\n");
        return false;
    }
    return true;
}

// The cuDNN files loaded at the end (the probe's own excepted), as the report names them.
void list_loaded_cudnn_files() {
    Report &r = g_report;
    r.modules.clear();
    for (const std::string &m : loaded_modules()) {
        std::string name = base_name(m);
        bool cudnn = starts_with_nocase(name, main_prefix()) || starts_with_nocase(name, "libcudnn_") ||
                     starts_with_nocase(name, "cudnn_");
        if (cudnn && !starts_with_nocase(name, "cudnn_probe")) r.modules.push_back(display_path(m));
    }
}

} // namespace

int main(int argc, char **argv) {
    bool copied = false, deps = true;
    std::string output;
    if (!parse_arguments(argc, argv, &copied, &deps, &output)) return 2;
    open_output(output);
#if defined(CUDNN_MAX_DEVICE_VERSION)
    g_report.max_device_header = CUDNN_MAX_DEVICE_VERSION;
#endif
    install_guards();
    locate_main_library(copied);
    check_versions();
    check_library_file();
    read_max_device_version();
    check_sublibraries(copied);
    check_cuda_match(deps);
    gpu_checks();
    set_stage("done");
    list_loaded_cudnn_files();
    emit_final_report();
    return has_errors() ? 1 : 0;
}
