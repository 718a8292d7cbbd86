// cudnn-cmake probe: the checks that need no GPU - which file the main library was loaded
// from, header vs library version, the sub-libraries, the CUDA version cuDNN was built
// for, and cuBLASLt / NVRTC, which cuDNN loads by name.
//
// Part of one translation unit: cudnn_probe.cpp includes this file after report.h and
// the loader; it is never compiled on its own.
#ifndef CUDNN_PROBE_LIBRARY_CHECKS_H
#define CUDNN_PROBE_LIBRARY_CHECKS_H

#include "report.h"

namespace {

// ---------------------------------------------------------------------------------------
// cuDNN entry points looked up at run time (see cudnn_probe.cpp for why)

LibHandle g_cudnn = nullptr;

template <typename F> F cudnn_fn(const char *name) {
    return reinterpret_cast<F>(find_symbol(g_cudnn, name));
}

typedef const char *(PROBE_API *ErrorStringFn)(int);

std::string status_name(int status) {
    static ErrorStringFn fn = cudnn_fn<ErrorStringFn>("cudnnGetErrorString");
    const char *s = fn ? fn(status) : nullptr;
    return s ? fmt("%s (%d)", s, status) : fmt("status %d", status);
}

// The loaded file whose name starts with prefix (first match), or "".
std::string loaded_file_with_prefix(const std::string &prefix) {
    for (const std::string &m : loaded_modules())
        if (starts_with_nocase(base_name(m), prefix)) return m;
    return "";
}

bool same_file(const std::string &a, const std::string &b) {
    return !a.empty() && !b.empty() && canonical_path(a) == canonical_path(b);
}

// Folders where cuDNN itself looks for what it loads by name, beyond the default search
// (Linux: the RUNPATH of the main library and of the loaded sub-libraries).
std::vector<std::string> cudnn_search_dirs() {
    std::vector<std::string> dirs;
#if !defined(_WIN32)
    std::vector<std::string> files = {g_report.library_path};
    for (const LoadedLib &s : g_report.sublibs)
        if (!s.path.empty()) files.push_back(s.path);
    for (const std::string &file : files) {
        if (file.empty()) continue;
        for (const std::string &d : elf_runpath(file)) {
            bool seen = false;
            for (const std::string &e : dirs) seen = seen || e == d;
            if (!seen) dirs.push_back(d);
        }
    }
#endif
    return dirs;
}

// Load a library by name the way cuDNN would: default search first, then cuDNN's RUNPATH.
// What it loads stays loaded (as in a program using cuDNN).
LibHandle load_like_cudnn(const std::string &name, std::string *how, std::string *error) {
    LibHandle h = open_library(name, error);
    if (h) {
        *how = "default search";
        return h;
    }
    for (const std::string &dir : cudnn_search_dirs()) {
        std::string ignored;
        h = open_library(dir + "/" + name, &ignored);
        if (h) {
            *how = "cuDNN RUNPATH " + dir;
            return h;
        }
    }
    return h;
}

// ---------------------------------------------------------------------------------------
// The main library's file

std::string intended_name() {
    return g_report.intended_runtime.empty() ? main_library_name() : g_report.intended_runtime;
}

bool g_copied = false; // Windows: the chosen DLLs were copied next to the probe

// The file to name in messages, spelled as the record spells the install's folder: a DLL
// loaded from the probe's folder is a copy made by probe.cmake, and a library loaded
// through another name of the chosen folder (a symlink such as /usr/local/cuda, or the
// alias probe.cmake makes for a folder whose name holds ';') is the install's own file.
std::string display_path(const std::string &loaded) {
    const std::string &intended = g_report.intended_runtime;
    if (loaded.empty() || intended.empty()) return loaded;
    std::string dir = canonical_path(dir_name(loaded));
    bool same_folder = g_copied ? dir == canonical_path(executable_dir())
                                : dir == canonical_path(dir_name(intended));
    return same_folder ? dir_name(intended) + "/" + base_name(loaded) : loaded;
}

// Which file the main library came from; needed by every message that follows.
void locate_main_library(bool copied) {
    set_stage("main library file");
#if defined(_WIN32)
    g_cudnn = GetModuleHandleA(main_library_name().c_str());
    g_report.library_path = library_file(g_cudnn, "");
#else
    // The list of loaded modules, not dladdr on &cudnnGetVersion: in a non-PIE executable
    // that address can be the executable's own PLT stub.
    g_report.library_path = loaded_file_with_prefix(main_prefix());
    if (!g_report.library_path.empty())
        g_cudnn = dlopen(g_report.library_path.c_str(), RTLD_LAZY | RTLD_NOLOAD);
#endif
    if (!g_cudnn) {
        problem("library-file", "warning", "could not tell which file " + main_library_name() + " was loaded from",
                "none needed if the other checks pass");
        return;
    }
    const std::string loaded = g_report.library_path;
    g_copied = copied;
    if (copied)
        g_report.library_is_intended = canonical_path(dir_name(loaded)) == canonical_path(executable_dir());
    else
        g_report.library_is_intended = g_report.intended_runtime.empty() || same_file(loaded, g_report.intended_runtime);
    g_report.library_path = display_path(loaded);
    report_updated();
}

bool version_compatible(const Version &header, const Version &library) {
    return library.major == header.major && library.minor >= header.minor;
}

// A program that loads another copy than the chosen one. The context says which program:
// "chosen" the probe with the chosen folder searched first (so the install itself is
// broken), "user" a program run in the user's environment with the chosen folder as its
// RUNPATH, "installed" a program without RPATH (after installation).
bool g_library_file_checked = false;

// The problem check_library_file() adds, if any; no side effects, so that the crash
// report can carry it too (report.h).
bool library_file_problem(Problem *out) {
    const Report &r = g_report;
    if (g_library_file_checked || !g_cudnn || r.library_is_intended) return false;
    const std::string &loaded = r.library_path;
    // The version is unknown when calling into the library crashed.
    bool compatible = !r.library.known() || version_compatible(r.header, r.library);
    std::string versions = (r.library.known() ? " (" + r.library.str() + ")" : std::string()) +
                           " instead of the chosen " + intended_name();
    std::string older = compatible ? "" : "; " + r.library.str() + " does not match the headers (" + r.header.str() + ")";
    out->check = "library-file";
    if (r.context == "chosen") {
        out->severity = "error";
        out->message = "the probe loaded " + loaded + versions + " although the chosen folder is searched first" + older;
        out->fix = "the chosen install lacks " + main_library_name() +
                   " (the name programs load; copy symlinks with cp -P or tar) or it cannot be loaded; repair it";
    } else if (r.context == "installed") {
        // A different file of a compatible version is normal (a system copy): not worth a line.
        if (compatible) return false;
        out->severity = "warning";
        out->message = "programs installed without an RPATH would load " + loaded + versions +
                       " from the default loader path" + older;
        out->fix = "set INSTALL_RPATH for your targets, or make the loader path (ldconfig, " +
                   std::string(search_variable()) + ") point at " + dir_name(intended_name());
    } else {
        out->severity = compatible ? "warning" : "error";
        out->message = "programs run in this environment load " + loaded + versions + ": " + search_variable() +
                       " finds " + dir_name(loaded) + " first" + older;
        out->fix = std::string("remove ") + dir_name(loaded) + " from " + search_variable() + " (or put " +
                   dir_name(intended_name()) + " before it)";
    }
    return true;
}

void check_library_file() {
    Problem p;
    bool found = library_file_problem(&p);
    if (g_library_file_checked || !g_cudnn || g_report.library_is_intended) return;
    g_library_file_checked = true;
    if (found) problem(p.check, p.severity, p.message, p.fix);
    else report_updated();
}

// ---------------------------------------------------------------------------------------
// Versions

void check_versions() {
    Report &r = g_report;
    r.header.major = CUDNN_MAJOR;
    r.header.minor = CUDNN_MINOR;
    r.header.patch = CUDNN_PATCHLEVEL;
    set_stage("cudnnGetVersion");
    r.library_number = long(cudnnGetVersion());
    r.library = cudnn_version_from_number(size_t(r.library_number));
    std::string lib = r.library_path.empty() ? main_library_name() : r.library_path;
    std::string says = lib + " reports " + r.library.str() + " but " + r.header_path + " says " + r.header.str();
    if (!version_compatible(r.header, r.library)) {
        problem("version", "error", says + ": they come from different releases",
                "use headers and libraries from one release (copy include/, lib/ and bin/ from one archive), "
                "or point CUDNN_ROOT at a complete install");
    } else if (r.library.minor > r.header.minor) {
        problem("version", "note", says + ": a newer library of the same major version is compatible",
                "none needed");
    } else {
        report_updated();
    }
}

// cudnnGetMaxDeviceVersion (v9): the newest compute capability the library knows.
void read_max_device_version() {
#if CUDNN_MAJOR >= 9
    typedef size_t(PROBE_API * MaxDeviceFn)();
    if (MaxDeviceFn fn = cudnn_fn<MaxDeviceFn>("cudnnGetMaxDeviceVersion")) g_report.max_device_library = long(fn());
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
    for (const std::string &dll : pe_imports(file)) {
        HMODULE d = LoadLibraryA(dll.c_str());
        if (!d) missing += (missing.empty() ? "" : ", ") + dll;
    }
    if (!missing.empty()) return "it needs " + missing + ", which cannot be found (" + error + ")";
#endif
    return error;
}

bool file_exists(const std::string &file) {
    FILE *f = std::fopen(file.c_str(), "rb");
    if (f) std::fclose(f);
    return f != nullptr;
}

void check_sublibraries(bool copied) {
    set_stage("sub-library checks");
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
    Report &r = g_report;
    std::string main_dir = canonical_path(dir_name(r.library_path));
    for (const SubCheck &c : checks) {
        if (!c.name) break;
        set_stage(c.function);
        LoadedLib lib;
        lib.name = c.name;
        lib.file = sublibrary_file(c.name);
        CheckFn fn = cudnn_fn<CheckFn>(c.function);
        if (!fn) {
            lib.status = "not exported";
            problem("sublibrary:" + lib.name, "error",
                    r.library_path + " does not export " + c.function + ", which every " +
                        fmt("%d.x", CUDNN_MAJOR) + " release has",
                    "the main library is damaged or not cuDNN; reinstall it");
            r.sublibs.push_back(lib);
            report_updated();
            continue;
        }
        int status = fn();
        lib.status = status_name(status);
        lib.path = display_path(loaded_file_with_prefix(sublibrary_prefix(c.name)));
        lib.how = "loaded by cuDNN";
        r.sublibs.push_back(lib);
        report_updated();
        std::string where = lib.path.empty() ? lib.file + " (not loaded)" : lib.path;
        if (status != 0) {
            // Not loaded although the file is there: a dependency of its own is missing.
            std::string beside = dir_name(loaded_file_with_prefix(main_prefix()));
            if (beside.empty()) beside = copied ? executable_dir() : dir_name(r.library_path);
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
                          " (copy every cudnn*" + std::string(copied ? ".dll" : " library") +
                          " of the release, not just the main one)"
                    : "replace " + lib.path + " with the one from the same release as " + r.library_path + " (" +
                          r.library.str() + ")";
            problem("sublibrary:" + lib.name, "error",
                    std::string(c.function) + " failed with " + lib.status + " for " + where, fix);
        } else if (!lib.path.empty() && canonical_path(dir_name(lib.path)) != main_dir) {
            problem("sublibrary:" + lib.name, "warning",
                    lib.path + " was loaded from another folder than " + r.library_path,
                    "keep all cuDNN libraries of one release in one folder");
        }
    }
}

// ---------------------------------------------------------------------------------------
// The CUDA version: cudnnGetCudartVersion against the CUDA version asked for, then
// cuBLASLt and NVRTC of that CUDA major, which cuDNN loads by name at run time.

void check_cuda_match(bool check_deps) {
    set_stage("cudnnGetCudartVersion");
    Report &r = g_report;
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
        problem("cuda-version", "error",
                r.library_path + " was built for CUDA " + cuda_version_string(r.cudart_build) +
                    fmt(" (cudnnGetCudartVersion %ld)", r.cudart_build) + " but CUDA " + r.toolkit +
                    " is asked for (" + r.toolkit_origin + ")",
                fix);
    } else {
        report_updated();
    }
    if (!check_deps) return;
    long major = tk_major > 0 ? tk_major : build_major;
    if (major <= 0) return;
    struct Dep {
        const char *name;
        std::vector<std::string> files; // the names cuDNN tries, in its order
        const char *symbol;
        const char *severity;
        const char *why;
    } deps[] = {{"cublasLt", cublaslt_names(major), "cublasLtGetVersion", "error",
                 "cuDNN loads it by name for matrix-multiply engines"},
                {"nvrtc", nvrtc_names(major), "nvrtcVersion", "warning",
                 "cuDNN loads it by name for runtime-compiled engines"}};
    for (const Dep &d : deps) {
        set_stage(d.name);
        LoadedLib lib;
        lib.name = d.name;
        lib.file = d.files.front();
        std::string how, error, tried;
        LibHandle h = nullptr;
        for (const std::string &file : d.files) {
            std::string e;
            h = load_like_cudnn(file, &how, &e);
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
            int vmajor = 0, vminor = 0;
            if (version && version(&vmajor, &vminor) == 0 && vmajor > 0 && vmajor != major) {
                problem(d.name, "warning",
                        lib.path + fmt(" (NVRTC %d.%d) is what the name %s loads, but cuDNN here is built for CUDA %ld",
                                       vmajor, vminor, lib.file.c_str(), major) +
                            "; cuDNN loads it by name for runtime-compiled engines",
                        fmt("make the CUDA %ld NVRTC (", major) + d.files.front() + ") loadable: " +
                            search_variable() + loader_path_advice());
            }
        } else {
            lib.status = "not found";
            problem(d.name, d.severity, tried + " cannot be loaded (" + error + "); " + d.why,
                    fmt("install the CUDA %ld toolkit or runtime libraries (", major) + d.name +
                        ") and make them loadable: " + search_variable() + loader_path_advice());
        }
        r.deps.push_back(lib);
        report_updated();
    }
}

} // namespace

#endif
