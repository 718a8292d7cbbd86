// cudnn-cmake probe: the checks that need no GPU - which file the main library was loaded
// from, header vs library version, the sub-libraries, the CUDA version cuDNN was built
// for, and cuBLASLt / NVRTC, which cuDNN loads by name.
//
// Part of one translation unit: cudnn_probe.cpp includes this file; it is never compiled
// on its own.
#ifndef CUDNN_PROBE_LIBRARY_CHECKS_H
#define CUDNN_PROBE_LIBRARY_CHECKS_H

#include "config.h"
#include "loader.h"
#include "probe.h"
#include "report.h"
#include "util.h"

#include <cstdio>
#include <cstring>
#include <string>

namespace {

// Success codes, as the headers (which the probe is not built with) define them.
const int CUDNN_OK = 0; // CUDNN_STATUS_SUCCESS (cudnn_graph.h; cudnn.h before v9)
const int NVRTC_OK = 0; // NVRTC_SUCCESS (nvrtc.h)

// ---------------------------------------------------------------------------------------
// cuDNN entry points looked up at run time (see cudnn_probe.cpp for why)

template <typename F> F cudnn_fn(const Probe &probe, const char *name) {
    return reinterpret_cast<F>(find_symbol(probe.cudnn, name));
}

std::string status_name(const Probe &probe, int status) {
    typedef const char *(PROBE_API * ErrorStringFn)(int);
    ErrorStringFn fn = cudnn_fn<ErrorStringFn>(probe, "cudnnGetErrorString");
    const char *s = fn ? fn(status) : nullptr;
    return s ? fmt("%s (%d)", s, status) : fmt("status %d", status);
}

// The loaded file whose name starts with prefix (first match), or "".
std::string loaded_file_with_prefix(const std::string &prefix) {
    std::string found;
    for_each_loaded_module([&prefix, &found](const std::string &path) {
        if (starts_with_nocase(base_name(path), prefix)) found = path;
        return found.empty(); // on until found
    });
    return found;
}

bool same_file(const std::string &a, const std::string &b) {
    return !a.empty() && !b.empty() && canonical_path(a) == canonical_path(b);
}

// Load a library by name the way cuDNN would. Linux: cuDNN's sub-libraries call dlopen,
// which searches LD_LIBRARY_PATH, then the *calling* library's RUNPATH (a pip wheel's:
// $ORIGIN/../../cublas/lib, ../../cuda_nvrtc/lib, ../../cu13/lib), and only then the ld.so
// cache and the default folders; so the probe searches those folders in that order
// (the RUNPATH of the main library, then of each loaded sub-library) before its own
// default search, whose own RUNPATH cuDNN's call would not use. Windows: the default
// search (the program's folder, System32, PATH). What it loads stays loaded (as in a
// program using cuDNN).
LibHandle load_like_cudnn(const Report &r, const std::string &name, std::string *how, std::string *error) {
    LibHandle h = nullptr;
#if !defined(_WIN32)
    auto try_folder = [&name, &h, how](std::string dir, const char *origin) {
        dir = canonical_path(dir); // $ORIGIN/../../cu13/lib, said as the folder it is
        std::string file = dir + "/" + name, ignored;
        if (access(file.c_str(), F_OK) != 0) return true; // not there: on to the next
        h = open_library(file, &ignored);
        if (h) *how = origin + dir;
        return !h; // on until loaded
    };
    const char *variable = std::getenv("LD_LIBRARY_PATH");
    std::string path = variable ? variable : "";
    for (size_t start = 0; !h && start <= path.size();) {
        size_t end = path.find(':', start);
        if (end == std::string::npos) end = path.size();
        if (end > start) try_folder(path.substr(start, end - start), "LD_LIBRARY_PATH ");
        start = end + 1;
    }
    auto try_runpath = [&try_folder](const std::string &dir) { return try_folder(dir, "cuDNN RUNPATH "); };
    if (!h && !r.library_path.empty()) for_each_runpath_dir(r.library_path, try_runpath);
    for (const LoadedLib &sub : r.sublibs)
        if (!h && !sub.path.empty()) for_each_runpath_dir(sub.path, try_runpath);
    if (h) return h;
#else
    (void)r;
#endif
    h = open_library(name, error);
    if (h) *how = "default search";
    return h;
}

// ---------------------------------------------------------------------------------------
// The main library's file

// The file to name in messages, spelled as the record spells the install's folder: a DLL
// loaded from the probe's folder is a copy made by probe.cmake, and a library loaded
// through another name of the chosen folder (a symlink such as /usr/local/cuda, or the
// alias probe.cmake makes for a folder whose name holds ';') is the install's own file.
std::string display_path(const Probe &probe, const std::string &loaded) {
    const std::string &intended = probe.report.intended_runtime;
    if (loaded.empty() || intended.empty()) return loaded;
    std::string dir = canonical_path(dir_name(loaded));
    // --copied counts once the main library is located (locate_main_library); until then,
    // or when it cannot be told, the chosen folder is the one compared.
    bool copies = probe.copied && probe.cudnn;
    bool same_folder = copies ? dir == canonical_path(executable_dir()) : dir == canonical_path(dir_name(intended));
    return same_folder ? dir_name(intended) + "/" + base_name(loaded) : loaded;
}

// Which file the main library came from; needed by every message that follows.
void locate_main_library(Probe &probe) {
    Report &r = probe.report;
    set_stage(probe, "main library file");
#if defined(_WIN32)
    probe.cudnn = loaded_library(main_library_name());
    r.library_path = library_file(probe.cudnn, "");
#else
    // The list of loaded modules, not dladdr on &cudnnGetVersion: in a non-PIE executable
    // that address can be the executable's own PLT stub.
    r.library_path = loaded_file_with_prefix(main_prefix());
    if (!r.library_path.empty()) probe.cudnn = loaded_library(r.library_path);
#endif
    if (!probe.cudnn) {
        problem(probe, "library-file", "warning",
                "could not tell which file " + main_library_name() + " was loaded from",
                "none needed if the other checks pass");
        return;
    }
    const std::string loaded = r.library_path;
    if (probe.copied)
        r.library_is_intended = canonical_path(dir_name(loaded)) == canonical_path(executable_dir());
    else
        r.library_is_intended = r.intended_runtime.empty() || same_file(loaded, r.intended_runtime);
    r.library_path = display_path(probe, loaded);
    report_updated(probe);
}

// A program that loads another copy than the chosen one (library_file_problem, probe.h).
void check_library_file(Probe &probe) {
    Problem p;
    bool found = library_file_problem(probe, &p);
    if (probe.library_file_checked || !probe.cudnn || probe.report.library_is_intended) return;
    probe.library_file_checked = true;
    if (found) problem(probe, p.check, p.severity, p.message, p.fix);
    else report_updated(probe);
}

// ---------------------------------------------------------------------------------------
// Versions

void check_versions(Probe &probe) {
    Report &r = probe.report;
    r.header.major = CUDNN_MAJOR;
    r.header.minor = CUDNN_MINOR;
    r.header.patch = CUDNN_PATCHLEVEL;
    set_stage(probe, "cudnnGetVersion");
    r.library_number = long(cudnnGetVersion());
    r.library = cudnn_version_from_number(size_t(r.library_number));
    std::string lib = r.library_path.empty() ? main_library_name() : r.library_path;
    std::string says = lib + " reports " + r.library.str() + " but " + r.header_path + " says " + r.header.str();
    if (!version_compatible(r.header, r.library)) {
        problem(probe, "version", "error", says + ": they come from different releases",
                "use headers and libraries from one release (copy include/, lib/ and bin/ from one archive), "
                "or point CUDNN_ROOT at a complete install");
    } else if (r.library.minor > r.header.minor) {
        problem(probe, "version", "note", says + ": a newer library of the same major version is compatible",
                "none needed");
    } else {
        report_updated(probe);
    }
}

// cudnnGetMaxDeviceVersion (v9): the newest compute capability the library knows.
void read_max_device_version(Probe &probe) {
#if CUDNN_MAJOR >= 9
    typedef size_t(PROBE_API * MaxDeviceFn)();
    if (MaxDeviceFn fn = cudnn_fn<MaxDeviceFn>(probe, "cudnnGetMaxDeviceVersion"))
        probe.report.max_device_library = long(fn());
#else
    (void)probe;
#endif
}

// ---------------------------------------------------------------------------------------
// Sub-libraries

struct SubCheck {
    const char *name;     // sub-library stem: ops, ops_infer, ...
    const char *function; // its version check
};

// Why <file> (next to the main library) does not load: the loader's own words and, on
// Windows, which of its imports cannot be found ("" when it loads). What it loads stays
// loaded: it is listed in loaded_cudnn_files like what cuDNN loads.
std::string load_failure(const std::string &file) {
    std::string error;
    LibHandle h = open_library(file, &error);
    if (h) return "";
#if defined(_WIN32)
    std::string missing;
    for_each_pe_import(file, [&missing](const std::string &dll) {
        if (!open_library(dll, nullptr)) missing += (missing.empty() ? "" : ", ") + dll;
        return true;
    });
    if (!missing.empty()) return "it needs " + missing + ", which cannot be found (" + error + ")";
#endif
    return error;
}

bool file_exists(const std::string &file) {
    FILE *f = std::fopen(file.c_str(), "rb");
    if (f) std::fclose(f);
    return f != nullptr;
}

void check_sublibraries(Probe &probe) {
    set_stage(probe, "sub-library checks");
#if CUDNN_MAJOR >= 9
    static const SubCheck checks[] = {{"graph", "cudnnGraphVersionCheck"},
                                      {"ops", "cudnnOpsVersionCheck"},
                                      {"cnn", "cudnnCnnVersionCheck"},
                                      {"adv", "cudnnAdvVersionCheck"}};
#elif CUDNN_MAJOR == 8
    static const SubCheck checks[] = {{"ops_infer", "cudnnOpsInferVersionCheck"},
                                      {"ops_train", "cudnnOpsTrainVersionCheck"},
                                      {"cnn_infer", "cudnnCnnInferVersionCheck"},
                                      {"cnn_train", "cudnnCnnTrainVersionCheck"},
                                      {"adv_infer", "cudnnAdvInferVersionCheck"},
                                      {"adv_train", "cudnnAdvTrainVersionCheck"}};
#else
    static const SubCheck checks[] = {{nullptr, nullptr}}; // v7 has no sub-libraries
#endif
    typedef int(PROBE_API * CheckFn)();
    Report &r = probe.report;
    std::string main_dir = canonical_path(dir_name(r.library_path));
    for (const SubCheck &c : checks) {
        if (!c.name) break;
        set_stage(probe, c.function);
        LoadedLib lib;
        lib.name = c.name;
        lib.file = sublibrary_file(c.name);
        CheckFn fn = cudnn_fn<CheckFn>(probe, c.function);
        if (!fn) {
            lib.status = "not exported";
            problem(probe, "sublibrary:" + lib.name, "error",
                    r.library_path + " does not export " + c.function + ", which every " +
                        fmt("%d.x", CUDNN_MAJOR) + " release has",
                    "the main library is damaged or not cuDNN; reinstall it");
            r.sublibs.add(lib);
            report_updated(probe);
            continue;
        }
        int status = fn();
        lib.status = status_name(probe, status);
        lib.path = display_path(probe, loaded_file_with_prefix(sublibrary_prefix(c.name)));
        lib.how = "loaded by cuDNN";
        r.sublibs.add(lib);
        report_updated(probe);
        std::string where = lib.path.empty() ? lib.file + " (not loaded)" : lib.path;
        if (CUDNN_PROBE_JIT && std::string(c.name) != "graph") {
            // cuDNN JIT ships no legacy-API sub-library: none loaded is as it should be, one
            // found by name elsewhere belongs to another package, and maybe another release.
            if (!lib.path.empty())
                problem(probe, "sublibrary:" + lib.name, "warning",
                        "a legacy-API call (" + std::string(c.function) + ", or any " + c.name +
                            " function) loads " + lib.path + " by name from the loader path, though cuDNN JIT (" +
                            r.library_path + ") ships no " + lib.file + "; it returned " + lib.status,
                        std::string("use the graph API only with cuDNN JIT, or install the full cuDNN package of "
                                    "the same release and choose it; keep other cuDNN installs off ") +
                            search_variable());
            continue;
        }
        if (status != CUDNN_OK) {
            // Not loaded although the file is there: a dependency of its own is missing.
            std::string beside = dir_name(loaded_file_with_prefix(main_prefix()));
            if (beside.empty()) beside = probe.copied ? executable_dir() : dir_name(r.library_path);
            std::string file = beside + "/" + lib.file;
            std::string why;
            if (lib.path.empty() && file_exists(file)) why = load_failure(file);
            std::string shown = dir_name(r.library_path) + "/" + lib.file;
            if (!why.empty()) where = shown + ", which is there but does not load: " + why;
            std::string fix =
                !why.empty()
                    ? "make what " + lib.file + " needs loadable (next to it, or on " + search_variable() + ")"
                : lib.path.empty()
                    ? "put " + lib.file + " next to " + base_name(r.library_path) + " in " + dir_name(r.library_path) +
                          " (copy every cudnn*" + std::string(probe.copied ? ".dll" : " library") +
                          " of the release, not just the main one)"
                    : "replace " + lib.path + " with the one from the same release as " + r.library_path + " (" +
                          r.library.str() + ")";
            problem(probe, "sublibrary:" + lib.name, "error",
                    std::string(c.function) + " failed with " + lib.status + " for " + where, fix);
        } else if (!lib.path.empty() && canonical_path(dir_name(lib.path)) != main_dir) {
            problem(probe, "sublibrary:" + lib.name, "warning",
                    lib.path + " was loaded from another folder than " + r.library_path,
                    "keep all cuDNN libraries of one release in one folder");
        }
    }
}

// ---------------------------------------------------------------------------------------
// The CUDA version: cudnnGetCudartVersion against the CUDA version asked for, then
// cuBLASLt and NVRTC of that CUDA major, which cuDNN loads by name at run time.

void check_cuda_match(Probe &probe) {
    set_stage(probe, "cudnnGetCudartVersion");
    Report &r = probe.report;
    r.cudart_build = long(cudnnGetCudartVersion());
    long build_major = r.cudart_build / 1000;
    long tk_major = toolkit_major(r.toolkit);
    if (tk_major > 0 && build_major > 0 && tk_major != build_major) {
        // The same fix as the search's (modules/cudnn): cuDNN 8 was never built for CUDA 13.
        std::string fix =
            CUDNN_MAJOR < 9 && tk_major >= 13
                ? fmt("cuDNN %d has no build for CUDA %ld: install cuDNN 9 for CUDA %ld (archive ..._cuda%ld, "
                      "wheel nvidia-cudnn-cu%ld), or use a CUDA %ld toolkit",
                      CUDNN_MAJOR, tk_major, tk_major, tk_major, tk_major, build_major)
                : fmt("install the cuDNN build for CUDA %ld (archive ..._cuda%ld, package "
                      "libcudnn%d-cuda-%ld, wheel nvidia-cudnn-cu%ld), or use a CUDA %ld toolkit",
                      tk_major, tk_major, CUDNN_MAJOR, tk_major, tk_major, build_major);
        problem(probe, "cuda-version", "error",
                r.library_path + " was built for CUDA " + cuda_version_string(r.cudart_build) +
                    fmt(" (cudnnGetCudartVersion %ld)", r.cudart_build) + " but CUDA " + r.toolkit +
                    " is asked for (" + r.toolkit_origin + ")",
                fix);
    } else {
        report_updated(probe);
    }
    if (!probe.check_dependencies) return;
    long major = tk_major > 0 ? tk_major : build_major;
    if (major <= 0) return;
    struct Dep {
        const char *name;
        LibraryNames files; // the names cuDNN tries, in its order
        const char *symbol;
        const char *severity;
        const char *why;
    } deps[] = {{"cublasLt", cublaslt_names(major), "cublasLtGetVersion", "error",
                 "cuDNN loads it by name for matrix-multiply engines"},
                {"nvrtc", nvrtc_names(major), "nvrtcVersion", "warning",
                 "cuDNN loads it by name for runtime-compiled engines"}};
    for (const Dep &d : deps) {
        set_stage(probe, d.name);
        LoadedLib lib;
        lib.name = d.name;
        lib.file = d.files[0];
        std::string how, error, tried;
        LibHandle h = nullptr;
        for (const std::string &file : d.files) {
            std::string e;
            h = load_like_cudnn(r, file, &how, &e);
            if (h) {
                lib.file = file;
                break;
            }
            tried += (tried.empty() ? "" : " nor ") + file;
            error += (error.empty() ? "" : "; ") + e;
        }
        if (h) {
            lib.status = "loaded";
            lib.how = how;
            lib.path = library_file(h, d.symbol);
            // An unversioned name (libnvrtc.so) can reach another CUDA's NVRTC.
            typedef int(PROBE_API * NvrtcVersionFn)(int *, int *);
            NvrtcVersionFn version = std::strcmp(d.name, "nvrtc") == 0
                                         ? reinterpret_cast<NvrtcVersionFn>(find_symbol(h, "nvrtcVersion"))
                                         : nullptr;
            int nvrtc_major = 0, nvrtc_minor = 0;
            if (version && version(&nvrtc_major, &nvrtc_minor) == NVRTC_OK && nvrtc_major > 0 && nvrtc_major != major) {
                problem(probe, d.name, "warning",
                        lib.path + fmt(" (NVRTC %d.%d) is what the name %s loads, but cuDNN here is built for CUDA %ld",
                                       nvrtc_major, nvrtc_minor, lib.file.c_str(), major) +
                            "; cuDNN loads it by name for runtime-compiled engines",
                        fmt("make the CUDA %ld NVRTC (", major) + d.files[0] + ") loadable: " +
                            search_variable() + loader_path_advice());
            }
        } else {
            lib.status = "not found";
            problem(probe, d.name, d.severity, tried + " cannot be loaded (" + error + "); " + d.why,
                    fmt("install the CUDA %ld toolkit or runtime libraries (", major) + d.name +
                        ") and make them loadable: " + search_variable() + loader_path_advice());
        }
        r.deps.add(lib);
        report_updated(probe);
    }
}

} // namespace

#endif
