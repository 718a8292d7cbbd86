// cudnn-cmake: the configure-time probe.
//
// Checks that one cuDNN install works as a whole and prints a JSON report on stdout.
// modules/cudnn/probe-build.cmake builds it and modules/cudnn/probe.cmake runs it (see
// those files and README.md here).
//
// One translation unit, one compiler call: this file is the only one compiled. The other
// parts are headers holding their implementation (in an anonymous namespace), included
// below, so the standard headers are parsed once; the probe is built at configure time,
// unoptimised, and its compile time is part of the configure's cost. Each part includes
// what it uses, so the order of the includes does not matter.
//   config.h           platform macros and headers; the version header; the imported functions
//   text.h             printf into strings, JSON strings, file names, version numbers
//   report.h           what the report holds, and its JSON
//   loader.h           the loader layer of this platform: loader_posix.h (dlopen, loaded
//                      files, ELF RUNPATH) or loader_windows.h (LoadLibrary, PE imports)
//   probe.h            one run's state (Probe), problem() / set_stage(), the crash report
//                      kept ready for the handlers (the one global)
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

// config.h first: the platform's macros come before any system header.
#include "config.h"

#include "gpu_checks.h"
#include "guards.h"
#include "library_checks.h"
#include "loader.h"
#include "probe.h"
#include "report.h"
#include "util.h"

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

// The value of arg when it is "<name>=<value>" (name given with its "="), else nullptr.
const char *option_value(const char *arg, const char *name) {
    size_t n = std::strlen(name);
    return std::strncmp(arg, name, n) == 0 ? arg + n : nullptr;
}

// --timeout: a whole number of seconds, 0 (no watchdog) to INT_MAX.
bool parse_seconds(const char *text, int *seconds) {
    char *end = nullptr;
    errno = 0;
    long value = std::strtol(text, &end, 10);
    if (end == text || *end != '\0' || errno == ERANGE || value < 0 || value > INT_MAX) return false;
    *seconds = int(value);
    return true;
}

bool parse_arguments(int argc, char **argv, Probe &probe, std::string *output) {
    Report &r = probe.report;
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        if (const char *mode = option_value(arg, "--mode=")) {
            r.mode = mode;
        } else if (const char *cuda = option_value(arg, "--cuda=")) {
            r.toolkit = cuda;
        } else if (const char *origin = option_value(arg, "--cuda-origin=")) {
            r.toolkit_origin = origin;
        } else if (const char *context = option_value(arg, "--context=")) {
            r.context = context;
        } else if (const char *seconds = option_value(arg, "--timeout=")) {
            if (!parse_seconds(seconds, &probe.timeout_seconds)) {
                std::fprintf(stderr,
                             "cudnn_probe: --timeout must be a whole number of seconds from 0 to %d, not '%s'\n",
                             INT_MAX, seconds);
                return false;
            }
        } else if (const char *file = option_value(arg, "--output=")) {
            *output = file;
        } else if (std::strcmp(arg, "--copied") == 0) {
            probe.copied = true;
        } else if (std::strcmp(arg, "--no-deps") == 0) {
            probe.check_dependencies = false;
        } else {
            std::fprintf(stderr, "cudnn_probe: unknown argument %s\n", arg);
            return false;
        }
    }
    for (char &c : r.mode)
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    if (r.mode != "auto" && r.mode != "library" && r.mode != "gpu") {
        std::fprintf(stderr, "cudnn_probe: --mode must be auto, library or gpu\n");
        return false;
    }
    if (r.context != "chosen" && r.context != "user" && r.context != "installed") {
        std::fprintf(stderr, "cudnn_probe: --context must be chosen, user or installed\n");
        return false;
    }
    return true;
}

// The cuDNN files loaded at the end (the probe's own excepted), as the report names them.
void list_loaded_cudnn_files(Probe &probe) {
    FileNames &files = probe.report.modules;
    for_each_loaded_module([&probe, &files](const std::string &path) {
        std::string name = base_name(path);
        bool cudnn = starts_with_nocase(name, main_prefix()) || starts_with_nocase(name, "libcudnn_") ||
                     starts_with_nocase(name, "cudnn_");
        if (cudnn && !starts_with_nocase(name, "cudnn_probe")) files.add(display_path(probe, path));
        return true;
    });
}

} // namespace

int main(int argc, char **argv) {
    Probe probe;
    std::string output;
    if (!parse_arguments(argc, argv, probe, &output)) return EXIT_BAD_ARGUMENTS;
    open_output(output);
    install_guards(probe);
    locate_main_library(probe);
    check_versions(probe);
    check_library_file(probe);
    read_max_device_version(probe);
    check_sublibraries(probe);
    check_cuda_match(probe);
    gpu_checks(probe);
    set_stage(probe, "done");
    list_loaded_cudnn_files(probe);
    emit_final_report(probe.report);
    return has_errors(probe.report) ? EXIT_ERRORS_FOUND : EXIT_NO_ERRORS;
}
