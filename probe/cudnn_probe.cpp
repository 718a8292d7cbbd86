// cudnn-cmake: the configure-time probe.
//
// Checks that one cuDNN install works as a whole and prints a JSON report on stdout.
// modules/cudnn/probe.cmake builds it with try_compile and runs it (see that file).
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
#include <tlhelp32.h>
#else
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>
#endif

#include <chrono>
#include <cmath>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

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

namespace {

// ---------------------------------------------------------------------------------------
// Small helpers

std::string fmt(const char *format, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;

std::string fmt(const char *format, ...) {
    char buffer[4096];
    va_list args;
    va_start(args, format);
    std::vsnprintf(buffer, sizeof buffer, format, args);
    va_end(args);
    return buffer;
}

std::string json_string(const std::string &s) {
    std::string out = "\"";
    for (char ch : s) {
        unsigned char c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': out += "\\\""; break;
        case '\\': out += "\\\\"; break;
        case '\n': out += "\\n"; break;
        case '\r': out += "\\r"; break;
        case '\t': out += "\\t"; break;
        default:
            if (c < 0x20) out += fmt("\\u%04x", c);
            else out += ch;
        }
    }
    return out + "\"";
}

// cuDNN's version number: v9 and later MAJOR*10000 + MINOR*100 + PATCH, earlier
// MAJOR*1000 + MINOR*100 + PATCH. 8.x never reaches 9000, so the size tells the formula.
struct Version {
    long major = -1, minor = 0, patch = 0;
    bool known() const { return major >= 0; }
    std::string str() const { return known() ? fmt("%ld.%ld.%ld", major, minor, patch) : ""; }
};

Version cudnn_version_from_number(size_t v) {
    Version r;
    if (v >= 90000) { r.major = long(v / 10000); r.minor = long(v % 10000 / 100); r.patch = long(v % 100); }
    else { r.major = long(v / 1000); r.minor = long(v % 1000 / 100); r.patch = long(v % 100); }
    return r;
}

// CUDA's version numbers: MAJOR*1000 + MINOR*10 (13010 -> "13.1").
std::string cuda_version_string(long v) {
    if (v <= 0) return "";
    return fmt("%ld.%ld", v / 1000, v % 1000 / 10);
}

// "13.0" / "12" / "11.8.89" -> major (-1 when absent or unreadable)
long toolkit_major(const std::string &s) {
    if (s.empty()) return -1;
    char *end = nullptr;
    long m = std::strtol(s.c_str(), &end, 10);
    return end == s.c_str() ? -1 : m;
}

std::string base_name(const std::string &p) {
    size_t i = p.find_last_of("/\\");
    return i == std::string::npos ? p : p.substr(i + 1);
}

std::string dir_name(const std::string &p) {
    size_t i = p.find_last_of("/\\");
    return i == std::string::npos ? std::string(".") : p.substr(0, i);
}

bool starts_with_nocase(const std::string &s, const std::string &prefix) {
    if (s.size() < prefix.size()) return false;
    for (size_t i = 0; i < prefix.size(); ++i) {
        char a = s[i], b = prefix[i];
        if (a >= 'A' && a <= 'Z') a = char(a - 'A' + 'a');
        if (b >= 'A' && b <= 'Z') b = char(b - 'A' + 'a');
        if (a != b) return false;
    }
    return true;
}

// ---------------------------------------------------------------------------------------
// The report. Filled as the checks run, so that a crash or a timeout can still print
// what was learned up to that point.

struct Problem {
    std::string check, severity, message, fix; // severity: error | warning | note
};

struct LoadedLib {
    std::string name, file, path, status, how;
};

struct Report {
    std::string mode = "auto", context = "chosen", toolkit;
    std::string toolkit_origin = "the CUDA toolkit in use"; // where --cuda came from
    std::string stage = "start";
    std::string header_path = CUDNN_PROBE_HEADER_PATH;
    std::string intended_library = CUDNN_PROBE_LIBRARY_PATH;
    std::string intended_runtime = CUDNN_PROBE_RUNTIME_PATH;
    Version header, library;
    long library_number = 0;
    std::string library_path;
    bool library_is_intended = true;
    std::vector<LoadedLib> sublibs, deps;
    std::vector<std::string> modules;
    long cudart_build = 0, cudart_loaded = 0, driver = 0;
    long max_device_header = -1, max_device_library = -1;
    std::string gpu_checks = "not requested", gpu_reason;
    bool have_gpu = false;
    std::string gpu_name;
    int cc_major = 0, cc_minor = 0;
    bool have_conv = false;
    std::string conv_status;
    double conv_error = -1, conv_ms = -1, conv_ms_repeat = -1;
    std::vector<Problem> problems;
    bool crashed = false, timed_out = false;
};

Report g_report;

void problem(const std::string &check, const std::string &severity, const std::string &message,
             const std::string &fix) {
    g_report.problems.push_back(Problem{check, severity, message, fix});
}

bool has_errors() {
    for (const Problem &p : g_report.problems)
        if (p.severity == "error") return true;
    return false;
}

std::string lib_json(const LoadedLib &l) {
    return "{\"name\": " + json_string(l.name) + ", \"file\": " + json_string(l.file) +
           ", \"path\": " + (l.path.empty() ? std::string("null") : json_string(l.path)) +
           ", \"status\": " + json_string(l.status) + ", \"found_by\": " + json_string(l.how) + "}";
}

std::string render_report() {
    const Report &r = g_report;
    bool errors = has_errors();
    std::string library_checks = "PASS";
    for (const Problem &p : r.problems)
        if (p.severity == "error" && p.check.compare(0, 4, "gpu:") != 0) library_checks = "FAIL";
    std::string o = "{\n";
    o += "  \"probe\": \"cudnn-cmake probe 1\",\n";
#if defined(_WIN32)
    o += "  \"platform\": \"windows\",\n";
#else
    o += "  \"platform\": \"linux\",\n";
#endif
    o += "  \"mode\": " + json_string(r.mode) + ",\n";
    o += "  \"context\": " + json_string(r.context) + ",\n";
    o += "  \"stage\": " + json_string(r.stage) + ",\n";
    o += "  \"header_path\": " + json_string(r.header_path) + ",\n";
    o += "  \"header_version\": " + json_string(r.header.str()) + ",\n";
    o += "  \"intended_library\": " + json_string(r.intended_runtime) + ",\n";
    o += "  \"library_version\": " + json_string(r.library.str()) + ",\n";
    o += fmt("  \"library_version_number\": %ld,\n", r.library_number);
    o += "  \"library_path\": " + json_string(r.library_path) + ",\n";
    o += std::string("  \"library_is_intended\": ") + (r.library_is_intended ? "true" : "false") + ",\n";
    o += "  \"sublibraries\": [";
    for (size_t i = 0; i < r.sublibs.size(); ++i) o += (i ? ",\n    " : "\n    ") + lib_json(r.sublibs[i]);
    o += r.sublibs.empty() ? "],\n" : "\n  ],\n";
    o += "  \"dependencies\": [";
    for (size_t i = 0; i < r.deps.size(); ++i) o += (i ? ",\n    " : "\n    ") + lib_json(r.deps[i]);
    o += r.deps.empty() ? "],\n" : "\n  ],\n";
    o += "  \"loaded_cudnn_files\": [";
    for (size_t i = 0; i < r.modules.size(); ++i) o += (i ? ", " : "") + json_string(r.modules[i]);
    o += "],\n";
    o += "  \"cudart_build_version\": " + json_string(cuda_version_string(r.cudart_build)) + ",\n";
    o += "  \"cuda_toolkit_version\": " + json_string(r.toolkit) + ",\n";
    o += "  \"cudart_version\": " + json_string(cuda_version_string(r.cudart_loaded)) + ",\n";
    o += "  \"driver_version\": " + json_string(cuda_version_string(r.driver)) + ",\n";
    o += fmt("  \"max_device_version\": %ld,\n",
             r.max_device_library >= 0 ? r.max_device_library : r.max_device_header);
    o += "  \"gpu_checks\": " + json_string(r.gpu_checks) + ",\n";
    o += "  \"gpu_checks_reason\": " + json_string(r.gpu_reason) + ",\n";
    if (r.have_gpu)
        o += "  \"gpu\": {\"name\": " + json_string(r.gpu_name) +
             fmt(", \"compute_capability\": \"%d.%d\"},\n", r.cc_major, r.cc_minor);
    else
        o += "  \"gpu\": null,\n";
    if (r.have_conv)
        o += "  \"convolution\": {\"status\": " + json_string(r.conv_status) +
             fmt(", \"max_error\": %.3g, \"milliseconds\": %.3f, \"milliseconds_repeat\": %.3f},\n",
                 r.conv_error, r.conv_ms, r.conv_ms_repeat);
    else
        o += "  \"convolution\": null,\n";
    o += "  \"library_checks\": " + json_string(library_checks) + ",\n";
    o += "  \"verdict\": " + json_string(errors ? "FAIL" : "PASS") + ",\n";
    o += "  \"problems\": [";
    for (size_t i = 0; i < r.problems.size(); ++i) {
        const Problem &p = r.problems[i];
        o += (i ? ",\n    " : "\n    ");
        o += "{\"check\": " + json_string(p.check) + ", \"severity\": " + json_string(p.severity) +
             ", \"message\": " + json_string(p.message) + ", \"fix\": " + json_string(p.fix) + "}";
    }
    o += r.problems.empty() ? "]\n" : "\n  ]\n";
    o += "}\n";
    return o;
}

std::string g_output_file;

void emit_report() {
    std::string text = render_report();
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
    if (!g_output_file.empty()) {
        if (FILE *f = std::fopen(g_output_file.c_str(), "wb")) {
            std::fwrite(text.data(), 1, text.size(), f);
            std::fclose(f);
        }
    }
}

void set_stage(const char *stage) {
    g_report.stage = stage;
    // Progress on stderr survives a hard crash; the CMake side shows the last line.
    std::fprintf(stderr, "cudnn_probe: %s\n", stage);
    std::fflush(stderr);
}

// ---------------------------------------------------------------------------------------
// Platform layer: load by name, find symbols, tell which file a library came from.

#if defined(_WIN32)

typedef HMODULE LibHandle;

std::string narrow(const wchar_t *w) {
    int n = WideCharToMultiByte(CP_UTF8, 0, w, -1, nullptr, 0, nullptr, nullptr);
    if (n <= 0) return "";
    std::string s(size_t(n), '\0');
    WideCharToMultiByte(CP_UTF8, 0, w, -1, &s[0], n, nullptr, nullptr);
    s.resize(size_t(n - 1));
    return s;
}

std::string module_path(HMODULE h) {
    wchar_t buffer[32768];
    DWORD n = GetModuleFileNameW(h, buffer, 32768);
    if (n == 0 || n >= 32768) return "";
    return narrow(buffer);
}

std::string last_error_text() {
    DWORD code = GetLastError();
    char buffer[512] = {0};
    FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, nullptr, code, 0, buffer,
                   sizeof buffer, nullptr);
    std::string s = buffer;
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || s.back() == ' ')) s.pop_back();
    return fmt("error %lu", static_cast<unsigned long>(code)) + (s.empty() ? "" : ": " + s);
}

LibHandle open_library(const std::string &name, std::string *error) {
    HMODULE h = LoadLibraryA(name.c_str());
    if (!h && error) *error = last_error_text();
    return h;
}

void *find_symbol(LibHandle h, const char *name) {
    return h ? reinterpret_cast<void *>(GetProcAddress(h, name)) : nullptr;
}

std::string library_file(LibHandle h, const char *) { return module_path(h); }

// Every loaded module, as full paths.
std::vector<std::string> loaded_modules() {
    std::vector<std::string> out;
    HANDLE snap = CreateToolhelp32Snapshot(TH32CS_SNAPMODULE, GetCurrentProcessId());
    if (snap == INVALID_HANDLE_VALUE) return out;
    MODULEENTRY32W entry;
    entry.dwSize = sizeof entry;
    for (BOOL ok = Module32FirstW(snap, &entry); ok; ok = Module32NextW(snap, &entry))
        out.push_back(narrow(entry.szExePath));
    CloseHandle(snap);
    return out;
}

// Windows compares paths case-insensitively; GetFinalPathNameByHandle resolves junctions
// and 8.3 names, where the file can be opened.
std::string canonical_path(const std::string &p) {
    std::wstring w;
    int n = MultiByteToWideChar(CP_UTF8, 0, p.c_str(), -1, nullptr, 0);
    if (n > 0) {
        w.resize(size_t(n));
        MultiByteToWideChar(CP_UTF8, 0, p.c_str(), -1, &w[0], n);
    }
    std::string result = p;
    HANDLE f = CreateFileW(w.c_str(), 0, FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                           OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr);
    if (f != INVALID_HANDLE_VALUE) {
        wchar_t buffer[32768];
        DWORD m = GetFinalPathNameByHandleW(f, buffer, 32768, 0);
        if (m > 0 && m < 32768) result = narrow(buffer);
        CloseHandle(f);
    }
    if (result.compare(0, 4, "\\\\?\\") == 0) result = result.substr(4);
    for (char &c : result) {
        if (c == '\\') c = '/';
        if (c >= 'A' && c <= 'Z') c = char(c - 'A' + 'a');
    }
    return result;
}

std::string executable_dir() { return dir_name(module_path(nullptr)); }

#else

typedef void *LibHandle;

LibHandle open_library(const std::string &name, std::string *error) {
    // RTLD_LAZY: binding every symbol of cuBLASLt or NVRTC up front costs seconds.
    void *h = dlopen(name.c_str(), RTLD_LAZY | RTLD_LOCAL);
    if (!h && error) {
        const char *e = dlerror();
        *error = e ? e : "dlopen failed";
    }
    return h;
}

void *find_symbol(LibHandle h, const char *name) { return h ? dlsym(h, name) : nullptr; }

// The file a handle was loaded from, as the loader found it, through one of its symbols.
std::string library_file(LibHandle h, const char *symbol) {
    void *address = find_symbol(h, symbol);
    Dl_info info;
    if (address && dladdr(address, &info) && info.dli_fname) return info.dli_fname;
    return "";
}

int collect_module(struct dl_phdr_info *info, size_t, void *data) {
    if (info->dlpi_name && info->dlpi_name[0])
        static_cast<std::vector<std::string> *>(data)->push_back(info->dlpi_name);
    return 0;
}

std::vector<std::string> loaded_modules() {
    std::vector<std::string> out;
    dl_iterate_phdr(collect_module, &out);
    return out;
}

std::string canonical_path(const std::string &p) {
    char buffer[PATH_MAX];
    if (realpath(p.c_str(), buffer)) return buffer;
    return p;
}

std::string executable_dir() {
    char buffer[PATH_MAX];
    ssize_t n = readlink("/proc/self/exe", buffer, sizeof buffer - 1);
    if (n <= 0) return ".";
    buffer[n] = '\0';
    return dir_name(buffer);
}

#endif

bool same_file(const std::string &a, const std::string &b) {
    return !a.empty() && !b.empty() && canonical_path(a) == canonical_path(b);
}

// ---------------------------------------------------------------------------------------
// Library names per platform and version

#if defined(_WIN32)
std::string main_library_name() { return fmt("cudnn64_%d.dll", CUDNN_MAJOR); }
// A sub-library's file-name stem, matched against loaded modules.
std::string sublibrary_prefix(const std::string &name) { return "cudnn_" + name + "64_"; }
std::string main_prefix() { return "cudnn64_"; }
std::vector<std::string> cudart_names(long major) {
    return {fmt("cudart64_%ld.dll", major), fmt("cudart64_%ld0.dll", major), fmt("cudart64_%ld1.dll", major),
            fmt("cudart64_%ld2.dll", major)};
}
std::vector<std::string> cublaslt_names(long major) { return {fmt("cublasLt64_%ld.dll", major)}; }
// cuDNN 8.9 and 9.x load "nvrtc64_%d_0.dll": 112 for CUDA 11 (NVRTC kept the 11.2 name
// for all of CUDA 11), <major>0 from CUDA 12 on.
std::vector<std::string> nvrtc_names(long major) {
    return {major == 11 ? std::string("nvrtc64_112_0.dll") : fmt("nvrtc64_%ld0_0.dll", major)};
}
const char *driver_name() { return "nvcuda.dll"; }
const char *search_variable() { return "PATH"; }
#else
std::string main_library_name() { return fmt("libcudnn.so.%d", CUDNN_MAJOR); }
std::string sublibrary_prefix(const std::string &name) { return "libcudnn_" + name + ".so"; }
std::string main_prefix() { return "libcudnn.so"; }
std::vector<std::string> cudart_names(long major) { return {fmt("libcudart.so.%ld", major)}; }
std::vector<std::string> cublaslt_names(long major) { return {fmt("libcublasLt.so.%ld", major)}; }
// The names cuDNN itself tries (strings of the real libraries): cuDNN 8.9 "libnvrtc.so",
// then "libnvrtc.so.%d.%d" for CUDA 11 (whose NVRTC is libnvrtc.so.11.2 for every 11.x)
// or "libnvrtc.so.%d" for CUDA 12; cuDNN 9 "libnvrtc.so.%d" only.
std::vector<std::string> nvrtc_names(long major) {
    std::string versioned = major == 11 ? std::string("libnvrtc.so.11.2") : fmt("libnvrtc.so.%ld", major);
#if CUDNN_MAJOR >= 9
    return {versioned};
#else
    return {versioned, "libnvrtc.so"};
#endif
}
const char *driver_name() { return "libcuda.so.1"; }
const char *search_variable() { return "LD_LIBRARY_PATH"; }
#endif

// The loaded file whose name starts with prefix (first match), or "".
std::string loaded_file_with_prefix(const std::string &prefix) {
    for (const std::string &m : loaded_modules())
        if (starts_with_nocase(base_name(m), prefix)) return m;
    return "";
}

// ---------------------------------------------------------------------------------------
// ELF RUNPATH reading (Linux): cuDNN loads its sub-libraries, cuBLASLt and NVRTC with
// dlopen, which searches the *calling* library's RUNPATH (the pip wheels point it at
// $ORIGIN/../../cublas/lib and friends). To answer "can cuDNN load it" the probe must
// search the same folders, so it reads them from the file.

#if !defined(_WIN32)
std::vector<std::string> elf_runpath(const std::string &file) {
    std::vector<std::string> dirs;
    FILE *f = std::fopen(file.c_str(), "rb");
    if (!f) return dirs;
    Elf64_Ehdr eh;
    std::vector<Elf64_Phdr> ph;
    std::vector<Elf64_Dyn> dyn;
    if (std::fread(&eh, sizeof eh, 1, f) != 1 || std::memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 ||
        eh.e_ident[EI_CLASS] != ELFCLASS64 || eh.e_phentsize != sizeof(Elf64_Phdr)) {
        std::fclose(f);
        return dirs;
    }
    ph.resize(eh.e_phnum);
    if (std::fseek(f, long(eh.e_phoff), SEEK_SET) != 0 ||
        std::fread(ph.data(), sizeof(Elf64_Phdr), ph.size(), f) != ph.size()) {
        std::fclose(f);
        return dirs;
    }
    for (const Elf64_Phdr &p : ph) {
        if (p.p_type != PT_DYNAMIC) continue;
        dyn.resize(size_t(p.p_filesz / sizeof(Elf64_Dyn)));
        if (std::fseek(f, long(p.p_offset), SEEK_SET) != 0 ||
            std::fread(dyn.data(), sizeof(Elf64_Dyn), dyn.size(), f) != dyn.size())
            dyn.clear();
    }
    Elf64_Addr strtab = 0;
    long path_offset = -1;
    for (const Elf64_Dyn &d : dyn) {
        if (d.d_tag == DT_STRTAB) strtab = d.d_un.d_ptr;
        if (d.d_tag == DT_RUNPATH || (d.d_tag == DT_RPATH && path_offset < 0)) path_offset = long(d.d_un.d_val);
    }
    long strtab_offset = -1;
    for (const Elf64_Phdr &p : ph)
        if (p.p_type == PT_LOAD && strtab >= p.p_vaddr && strtab < p.p_vaddr + p.p_filesz)
            strtab_offset = long(p.p_offset + (strtab - p.p_vaddr));
    std::string value;
    if (path_offset >= 0 && strtab_offset >= 0 && std::fseek(f, strtab_offset + path_offset, SEEK_SET) == 0) {
        for (int c; (c = std::fgetc(f)) != EOF && c != 0 && value.size() < 65536;) value += char(c);
    }
    std::fclose(f);
    std::string origin = dir_name(canonical_path(file));
    size_t start = 0;
    while (start <= value.size() && !value.empty()) {
        size_t end = value.find(':', start);
        std::string dir = value.substr(start, end == std::string::npos ? std::string::npos : end - start);
        for (const char *token : {"$ORIGIN", "${ORIGIN}"}) {
            size_t at;
            while ((at = dir.find(token)) != std::string::npos) dir.replace(at, std::strlen(token), origin);
        }
        if (!dir.empty()) dirs.push_back(dir);
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return dirs;
}
#endif

// Folders where cuDNN itself looks for what it loads by name, beyond the default search.
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
// cuDNN entry points looked up at run time (see the top of the file for why)

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

// ---------------------------------------------------------------------------------------
// Library checks

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
}

bool version_compatible(const Version &header, const Version &library) {
    return library.major == header.major && library.minor >= header.minor;
}

// A program that loads another copy than the chosen one. The context says which program:
// "chosen" the probe with the chosen folder searched first (so the install itself is
// broken), "user" a program run in the user's environment with the chosen folder as its
// RUNPATH, "installed" a program without RPATH (after installation).
bool g_library_file_checked = false;

void check_library_file() {
    Report &r = g_report;
    if (g_library_file_checked || !g_cudnn || r.library_is_intended) return;
    g_library_file_checked = true;
    const std::string &loaded = r.library_path;
    // The version is unknown when calling into the library crashed (see fail_and_exit).
    bool compatible = !r.library.known() || version_compatible(r.header, r.library);
    std::string versions = (r.library.known() ? " (" + r.library.str() + ")" : std::string()) +
                           " instead of the chosen " + intended_name();
    std::string older = compatible ? "" : "; " + r.library.str() + " does not match the headers (" + r.header.str() + ")";
    if (r.context == "chosen") {
        problem("library-file", "error",
                "the probe loaded " + loaded + versions + " although the chosen folder is searched first" + older,
                "the chosen install lacks " + main_library_name() +
                    " (the name programs load; copy symlinks with cp -P or tar) or it cannot be loaded; repair it");
    } else if (r.context == "installed") {
        // A different file of a compatible version is normal (a system copy): not worth a line.
        if (!compatible)
            problem("library-file", "warning",
                    "programs installed without an RPATH would load " + loaded + versions +
                        " from the default loader path" + older,
                    "set INSTALL_RPATH for your targets, or make the loader path (ldconfig, " +
                        std::string(search_variable()) + ") point at " + dir_name(intended_name()));
    } else {
        problem("library-file", compatible ? "warning" : "error",
                "programs run in this environment load " + loaded + versions + ": " + search_variable() +
                    " finds " + dir_name(loaded) + " first" + older,
                std::string("remove ") + dir_name(loaded) + " from " + search_variable() + " (or put " +
                    dir_name(intended_name()) + " before it)");
    }
}

void check_versions() {
    set_stage("cudnnGetVersion");
    Report &r = g_report;
    r.header.major = CUDNN_MAJOR;
    r.header.minor = CUDNN_MINOR;
    r.header.patch = CUDNN_PATCHLEVEL;
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
    }
}

struct SubCheck {
    const char *name;     // sub-library stem: ops, ops_infer, ...
    const char *function; // its version check
};

#if defined(_WIN32)
// The DLL names a PE file imports (its load-time dependencies), read from its import
// table; empty when the file cannot be read.
std::vector<std::string> pe_imports(const std::string &file) {
    std::vector<std::string> names;
    FILE *f = std::fopen(file.c_str(), "rb");
    if (!f) return names;
    auto read_at = [f](long offset, void *buffer, size_t size) {
        return std::fseek(f, offset, SEEK_SET) == 0 && std::fread(buffer, 1, size, f) == size;
    };
    auto u16 = [](const unsigned char *p) { return unsigned(p[0] | p[1] << 8); };
    auto u32 = [](const unsigned char *p) {
        return (unsigned long)(p[0] | p[1] << 8 | p[2] << 16) | (unsigned long)p[3] << 24;
    };
    unsigned char header[4096];
    size_t got = std::fread(header, 1, sizeof header, f);
    unsigned long pe = got >= 64 ? u32(header + 60) : 0;
    if (got < 64 || header[0] != 'M' || header[1] != 'Z' || pe + 24 + 240 > got) {
        std::fclose(f);
        return names;
    }
    const unsigned char *coff = header + pe + 4;
    unsigned sections = u16(coff + 2), optional_size = u16(coff + 16);
    const unsigned char *opt = coff + 20;
    unsigned long directories = u16(opt) == 0x20b ? 112 : 96;
    unsigned long import_rva = u32(opt + directories + 8);
    const unsigned char *table = opt + optional_size;
    auto to_offset = [&](unsigned long rva) -> long {
        for (unsigned i = 0; i < sections; ++i) {
            const unsigned char *sec = table + 40 * i;
            if (sec + 40 > header + got) break;
            unsigned long vsize = u32(sec + 8), vaddr = u32(sec + 12), rsize = u32(sec + 16), rptr = u32(sec + 20);
            if (rva >= vaddr && rva < vaddr + (vsize > rsize ? vsize : rsize)) return long(rptr + rva - vaddr);
        }
        return -1;
    };
    long at = import_rva ? to_offset(import_rva) : -1;
    for (int i = 0; at >= 0 && i < 256; ++i, at += 20) {
        unsigned char descriptor[20];
        if (!read_at(at, descriptor, sizeof descriptor)) break;
        unsigned long name_rva = u32(descriptor + 12);
        if (!name_rva) break;
        long name_at = to_offset(name_rva);
        char name[260] = {0};
        if (name_at < 0 || std::fseek(f, name_at, SEEK_SET) != 0) break;
        size_t n = std::fread(name, 1, sizeof name - 1, f);
        name[n] = 0;
        names.push_back(name);
    }
    std::fclose(f);
    return names;
}
#endif

// Why <file> (next to the main library) does not load: the loader's own words and, on
// Windows, which of its imports cannot be found ("" when it loads).
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
    std::string main_dir = canonical_path(dir_name(g_report.library_path));
    for (const SubCheck &c : checks) {
        if (!c.name) break;
        set_stage(c.function);
        LoadedLib lib;
        lib.name = c.name;
#if defined(_WIN32)
        lib.file = fmt("cudnn_%s64_%d.dll", c.name, CUDNN_MAJOR);
#else
        lib.file = fmt("libcudnn_%s.so.%d", c.name, CUDNN_MAJOR);
#endif
        CheckFn fn = cudnn_fn<CheckFn>(c.function);
        if (!fn) {
            lib.status = "not exported";
            problem("sublibrary:" + lib.name, "error",
                    g_report.library_path + " does not export " + c.function + ", which every " +
                        fmt("%d.x", CUDNN_MAJOR) + " release has",
                    "the main library is damaged or not cuDNN; reinstall it");
            g_report.sublibs.push_back(lib);
            continue;
        }
        int status = fn();
        lib.status = status_name(status);
        lib.path = display_path(loaded_file_with_prefix(sublibrary_prefix(c.name)));
        lib.how = "loaded by cuDNN";
        g_report.sublibs.push_back(lib);
        std::string where = lib.path.empty() ? lib.file + " (not loaded)" : lib.path;
        if (status != 0) {
            // Not loaded although the file is there: a dependency of its own is missing.
            std::string beside = dir_name(loaded_file_with_prefix(main_prefix()));
            if (beside.empty()) beside = copied ? executable_dir() : dir_name(g_report.library_path);
            std::string file = beside + "/" + lib.file;
            std::string why;
            if (lib.path.empty()) {
                FILE *f = std::fopen(file.c_str(), "rb");
                if (f) {
                    std::fclose(f);
                    why = load_failure(file);
                }
            }
            std::string shown = dir_name(g_report.library_path) + "/" + lib.file;
            if (!why.empty()) where = shown + ", which is there but does not load: " + why;
            std::string fix =
                !why.empty()
                    ? "make what " + lib.file + " needs loadable (next to it, or on " + search_variable() + ")"
                : lib.path.empty()
                    ? "put " + lib.file + " next to " + base_name(g_report.library_path) + " in " +
                          dir_name(g_report.library_path) + " (copy every cudnn*" +
                          std::string(copied ? ".dll" : " library") + " of the release, not just the main one)"
                    : "replace " + lib.path + " with the one from the same release as " +
                          g_report.library_path + " (" + g_report.library.str() + ")";
            problem("sublibrary:" + lib.name, "error",
                    std::string(c.function) + " failed with " + lib.status + " for " + where, fix);
        } else if (!lib.path.empty() && canonical_path(dir_name(lib.path)) != main_dir) {
            problem("sublibrary:" + lib.name, "warning",
                    lib.path + " was loaded from another folder than " + g_report.library_path,
                    "keep all cuDNN libraries of one release in one folder");
        }
    }
}

// cudnnGetCudartVersion against the CUDA toolkit in use, then cuBLASLt and NVRTC of that
// CUDA major, which cuDNN loads by name at run time.
void check_cuda_match(bool check_deps) {
    set_stage("cudnnGetCudartVersion");
    Report &r = g_report;
    r.cudart_build = long(cudnnGetCudartVersion());
    long build_major = r.cudart_build / 1000;
    long tk_major = toolkit_major(r.toolkit);
    if (tk_major > 0 && build_major > 0 && tk_major != build_major) {
        problem("cuda-version", "error",
                r.library_path + " was built for CUDA " + cuda_version_string(r.cudart_build) +
                    fmt(" (cudnnGetCudartVersion %ld)", r.cudart_build) + " but CUDA " + r.toolkit +
                    " is asked for (" + r.toolkit_origin + ")",
                fmt("install the cuDNN build for CUDA %ld (archive ..._cuda%ld, package "
                    "libcudnn%d-cuda-%ld, wheel nvidia-cudnn-cu%ld), or use a CUDA %ld toolkit",
                    tk_major, tk_major, CUDNN_MAJOR, tk_major, tk_major, build_major));
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
            NvrtcVersionFn version = std::string(d.name) == "nvrtc"
                                         ? reinterpret_cast<NvrtcVersionFn>(find_symbol(h, "nvrtcVersion"))
                                         : nullptr;
            int vmajor = 0, vminor = 0;
            if (version && version(&vmajor, &vminor) == 0 && vmajor > 0 && vmajor != major) {
                problem(d.name, "warning",
                        lib.path + fmt(" (NVRTC %d.%d) is what the name %s loads, but cuDNN here is built for CUDA %ld",
                                       vmajor, vminor, lib.file.c_str(), major) +
                            "; cuDNN loads it by name for runtime-compiled engines",
                        fmt("make the CUDA %ld NVRTC (", major) + d.files.front() + ") loadable: " +
                            search_variable() +
#if defined(_WIN32)
                            " must contain the CUDA bin folder"
#else
                            ", ldconfig, or the folder of the cuDNN library"
#endif
                );
            }
        } else {
            lib.status = "not found";
            problem(d.name, d.severity,
                    tried + " cannot be loaded (" + error + "); " + d.why,
                    fmt("install the CUDA %ld toolkit or runtime libraries (", major) + d.name +
                        ") and make them loadable: " + search_variable() +
#if defined(_WIN32)
                        " must contain the CUDA bin folder"
#else
                        ", ldconfig, or the folder of the cuDNN library"
#endif
            );
        }
        r.deps.push_back(lib);
    }
}

// ---------------------------------------------------------------------------------------
// GPU checks, through the driver API (device facts) and a dlopened CUDA runtime
// (memory). Nothing here is linked: the probe must run where neither exists.

#if defined(_WIN32)
#define CUDA_API __stdcall
#else
#define CUDA_API
#endif

struct Driver {
    LibHandle lib = nullptr;
    int(CUDA_API *cuInit)(unsigned) = nullptr;
    int(CUDA_API *cuDriverGetVersion)(int *) = nullptr;
    int(CUDA_API *cuDeviceGetCount)(int *) = nullptr;
    int(CUDA_API *cuDeviceGet)(int *, int) = nullptr;
    int(CUDA_API *cuDeviceGetName)(char *, int, int) = nullptr;
    int(CUDA_API *cuDeviceGetAttribute)(int *, int, int) = nullptr;
    int(CUDA_API *cuGetErrorName)(int, const char **) = nullptr;
    std::string error_name(int code) const {
        const char *s = nullptr;
        if (cuGetErrorName && cuGetErrorName(code, &s) == 0 && s) return fmt("%s (%d)", s, code);
        return fmt("CUresult %d", code);
    }
};

struct Runtime {
    LibHandle lib = nullptr;
    int(CUDA_API *cudaRuntimeGetVersion)(int *) = nullptr;
    int(CUDA_API *cudaSetDevice)(int) = nullptr;
    int(CUDA_API *cudaMalloc)(void **, size_t) = nullptr;
    int(CUDA_API *cudaFree)(void *) = nullptr;
    int(CUDA_API *cudaMemcpy)(void *, const void *, size_t, int) = nullptr;
    int(CUDA_API *cudaDeviceSynchronize)() = nullptr;
    const char *(CUDA_API *cudaGetErrorString)(int) = nullptr;
    std::string error_name(int code) const {
        const char *s = cudaGetErrorString ? cudaGetErrorString(code) : nullptr;
        return s ? fmt("%s (%d)", s, code) : fmt("cudaError %d", code);
    }
};

template <typename F> bool bind(LibHandle lib, F &fn, const char *name) {
    fn = reinterpret_cast<F>(find_symbol(lib, name));
    return fn != nullptr;
}

// Under AUTO a machine without a usable GPU is not a failure: the GPU part is skipped.
// Under GPU it is.
void gpu_unavailable(const std::string &reason, const std::string &detail, const std::string &fix) {
    g_report.gpu_reason = reason;
    if (g_report.mode == "gpu") {
        g_report.gpu_checks = "FAIL";
        problem("gpu:driver", "error", reason + ": " + detail, fix);
    } else {
        g_report.gpu_checks = "SKIPPED";
        problem("gpu:driver", "note", reason + ": " + detail + "; GPU checks skipped", fix);
    }
}

bool load_driver(Driver &d) {
    set_stage("driver");
    std::string error;
    d.lib = open_library(driver_name(), &error);
    if (!d.lib) {
        gpu_unavailable("no NVIDIA driver", std::string(driver_name()) + " cannot be loaded (" + error + ")",
                        "install the NVIDIA driver to run the GPU checks, or set CUDNN_PROBE=LIBRARY");
        return false;
    }
    bool ok = bind(d.lib, d.cuInit, "cuInit") && bind(d.lib, d.cuDriverGetVersion, "cuDriverGetVersion") &&
              bind(d.lib, d.cuDeviceGetCount, "cuDeviceGetCount") && bind(d.lib, d.cuDeviceGet, "cuDeviceGet") &&
              bind(d.lib, d.cuDeviceGetName, "cuDeviceGetName") &&
              bind(d.lib, d.cuDeviceGetAttribute, "cuDeviceGetAttribute");
    bind(d.lib, d.cuGetErrorName, "cuGetErrorName");
    std::string path = library_file(d.lib, "cuInit");
    if (!ok) {
        gpu_unavailable("broken NVIDIA driver", path + " lacks the CUDA driver API", "reinstall the NVIDIA driver");
        return false;
    }
    int version = 0;
    if (d.cuDriverGetVersion(&version) == 0) g_report.driver = version;
    set_stage("cuInit");
    int rc = d.cuInit(0);
    if (rc != 0) {
        gpu_unavailable("no usable GPU",
                        "the NVIDIA driver (" + path + ", CUDA " + cuda_version_string(version) +
                            ") found none: cuInit returned " + d.error_name(rc),
                        rc == 100 ? "run on a machine with an NVIDIA GPU (check CUDA_VISIBLE_DEVICES)"
                                  : "check the driver installation (nvidia-smi) and device permissions");
        return false;
    }
    int count = 0;
    if (d.cuDeviceGetCount(&count) != 0 || count == 0) {
        gpu_unavailable("no GPU", "the NVIDIA driver reports no GPU", "run on a machine with an NVIDIA GPU");
        return false;
    }
    return true;
}

bool load_runtime(Runtime &rt) {
    set_stage("CUDA runtime");
    long major = g_report.cudart_build / 1000;
    if (major <= 0) major = toolkit_major(g_report.toolkit);
    std::string how, error, tried;
    for (const std::string &name : cudart_names(major)) {
        rt.lib = load_like_cudnn(name, &how, &error);
        tried += (tried.empty() ? "" : ", ") + name;
        if (rt.lib) break;
    }
    LoadedLib lib;
    lib.name = "cudart";
    lib.file = cudart_names(major)[0];
    if (!rt.lib) {
        lib.status = "not found";
        g_report.deps.push_back(lib);
        problem("gpu:cudart", g_report.mode == "gpu" ? "error" : "warning",
                "the CUDA runtime (" + tried + ") cannot be loaded (" + error + "); the convolution test needs it",
                fmt("install the CUDA %ld runtime and make it loadable through ", major) +
                    std::string(search_variable()));
        g_report.gpu_checks = g_report.mode == "gpu" ? "FAIL" : "SKIPPED";
        g_report.gpu_reason = "no CUDA runtime";
        return false;
    }
    bool ok = bind(rt.lib, rt.cudaRuntimeGetVersion, "cudaRuntimeGetVersion") &&
              bind(rt.lib, rt.cudaSetDevice, "cudaSetDevice") && bind(rt.lib, rt.cudaMalloc, "cudaMalloc") &&
              bind(rt.lib, rt.cudaFree, "cudaFree") && bind(rt.lib, rt.cudaMemcpy, "cudaMemcpy") &&
              bind(rt.lib, rt.cudaDeviceSynchronize, "cudaDeviceSynchronize") &&
              bind(rt.lib, rt.cudaGetErrorString, "cudaGetErrorString");
    lib.path = library_file(rt.lib, "cudaRuntimeGetVersion");
    lib.how = how;
    lib.status = ok ? "loaded" : "incomplete";
    g_report.deps.push_back(lib);
    if (!ok) {
        problem("gpu:cudart", "error", lib.path + " lacks CUDA runtime functions", "reinstall the CUDA runtime");
        g_report.gpu_checks = "FAIL";
        return false;
    }
    int v = 0;
    if (rt.cudaRuntimeGetVersion(&v) == 0) g_report.cudart_loaded = v;
    return true;
}

// The driver must support the CUDA version cuDNN was built with (and the runtime's).
void check_driver_version() {
    Report &r = g_report;
    long need = r.cudart_build > r.cudart_loaded ? r.cudart_build : r.cudart_loaded;
    if (r.driver <= 0 || need <= 0 || r.driver >= need) return;
    std::string says = "the NVIDIA driver supports CUDA " + cuda_version_string(r.driver) + " but " +
                       base_name(r.library_path) + " was built with CUDA " + cuda_version_string(r.cudart_build) +
                       (r.cudart_loaded ? " and the CUDA runtime is " + cuda_version_string(r.cudart_loaded) : "");
    if (r.driver / 1000 < need / 1000)
        problem("gpu:driver-version", "error", says,
                "update the NVIDIA driver to one that supports CUDA " + cuda_version_string(need) +
                    " (or use a cuDNN/CUDA build for CUDA " + cuda_version_string(r.driver) + ")");
    else
        problem("gpu:driver-version", "note", says + " (same major version: minor-version compatibility applies)",
                "update the driver if kernels fail to load (PTX JIT needs the newer driver)");
}

// Lowest compute capability (major*100 + minor*10) that cuDNN builds for each CUDA
// major support; below it cuDNN has no kernels (CUDNN_STATUS_ARCH_MISMATCH).
long min_device_version(long cuda_major) {
    if (cuda_major >= 13) return 750;
    if (cuda_major == 12) return 500;
    if (cuda_major == 11) return 350;
    return 300;
}

void check_device(const Driver &d) {
    set_stage("device");
    Report &r = g_report;
    int dev = 0;
    if (d.cuDeviceGet(&dev, 0) != 0) return;
    char name[256] = {0};
    d.cuDeviceGetName(name, int(sizeof name) - 1, dev);
    d.cuDeviceGetAttribute(&r.cc_major, 75, dev); // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR
    d.cuDeviceGetAttribute(&r.cc_minor, 76, dev); // ..._MINOR
    r.have_gpu = true;
    r.gpu_name = name;
    long device = r.cc_major * 100L + r.cc_minor * 10L;
    long max = r.max_device_library >= 0 ? r.max_device_library : r.max_device_header;
    long min = min_device_version(r.cudart_build / 1000);
    std::string gpu = fmt("%s (compute capability %d.%d)", name, r.cc_major, r.cc_minor);
    if (device < min)
        problem("gpu:arch", "error",
                gpu + fmt(" is older than cuDNN %s for CUDA %s supports (%ld.%ld and newer)", r.library.str().c_str(),
                          cuda_version_string(r.cudart_build).c_str(), min / 100, min % 100 / 10),
                "use a cuDNN build for an older CUDA major version, or a newer GPU");
    else if (max > 0 && device > max)
        problem("gpu:arch", "warning",
                gpu + fmt(" is newer than cuDNN %s knows (up to %ld.%ld)", r.library.str().c_str(), max / 100,
                          max % 100 / 10),
                "install a newer cuDNN release that lists this GPU");
}

// 1x3x8x8 input, 4x3x3x3 filter, padding 1: small enough for any GPU, large enough that a
// wrong result cannot pass by accident.
const int N = 1, C = 3, H = 8, W = 8, K = 4, R = 3, S = 3, PAD = 1;

void cpu_convolution(const std::vector<float> &x, const std::vector<float> &w, std::vector<float> &y) {
    y.assign(size_t(N * K * H * W), 0.f);
    for (int k = 0; k < K; ++k)
        for (int oh = 0; oh < H; ++oh)
            for (int ow = 0; ow < W; ++ow) {
                double sum = 0;
                for (int c = 0; c < C; ++c)
                    for (int r = 0; r < R; ++r)
                        for (int s = 0; s < S; ++s) {
                            int ih = oh + r - PAD, iw = ow + s - PAD;
                            if (ih < 0 || ih >= H || iw < 0 || iw >= W) continue;
                            sum += double(x[size_t((c * H + ih) * W + iw)]) * w[size_t(((k * C + c) * R + r) * S + s)];
                        }
                y[size_t((k * H + oh) * W + ow)] = float(sum);
            }
}

typedef void *Desc;

struct CudnnConv {
    int(PROBE_API *create)(Desc *);
    int(PROBE_API *destroy)(Desc);
    int(PROBE_API *createTensor)(Desc *);
    int(PROBE_API *setTensor4d)(Desc, int, int, int, int, int, int);
    int(PROBE_API *destroyTensor)(Desc);
    int(PROBE_API *createFilter)(Desc *);
    int(PROBE_API *setFilter4d)(Desc, int, int, int, int, int, int);
    int(PROBE_API *destroyFilter)(Desc);
    int(PROBE_API *createConv)(Desc *);
    int(PROBE_API *setConv2d)(Desc, int, int, int, int, int, int, int, int);
    int(PROBE_API *setMathType)(Desc, int);
    int(PROBE_API *destroyConv)(Desc);
    int(PROBE_API *workspaceSize)(Desc, Desc, Desc, Desc, Desc, int, size_t *);
    int(PROBE_API *forward)(Desc, const void *, Desc, const void *, Desc, const void *, Desc, int, void *, size_t,
                            const void *, Desc, void *);
};

bool bind_conv(CudnnConv &f, std::string *missing) {
    struct {
        void **slot;
        const char *name;
        bool required;
    } table[] = {{reinterpret_cast<void **>(&f.create), "cudnnCreate", true},
                 {reinterpret_cast<void **>(&f.destroy), "cudnnDestroy", true},
                 {reinterpret_cast<void **>(&f.createTensor), "cudnnCreateTensorDescriptor", true},
                 {reinterpret_cast<void **>(&f.setTensor4d), "cudnnSetTensor4dDescriptor", true},
                 {reinterpret_cast<void **>(&f.destroyTensor), "cudnnDestroyTensorDescriptor", true},
                 {reinterpret_cast<void **>(&f.createFilter), "cudnnCreateFilterDescriptor", true},
                 {reinterpret_cast<void **>(&f.setFilter4d), "cudnnSetFilter4dDescriptor", true},
                 {reinterpret_cast<void **>(&f.destroyFilter), "cudnnDestroyFilterDescriptor", true},
                 {reinterpret_cast<void **>(&f.createConv), "cudnnCreateConvolutionDescriptor", true},
                 {reinterpret_cast<void **>(&f.setConv2d), "cudnnSetConvolution2dDescriptor", true},
                 {reinterpret_cast<void **>(&f.setMathType), "cudnnSetConvolutionMathType", false},
                 {reinterpret_cast<void **>(&f.destroyConv), "cudnnDestroyConvolutionDescriptor", true},
                 {reinterpret_cast<void **>(&f.workspaceSize), "cudnnGetConvolutionForwardWorkspaceSize", true},
                 {reinterpret_cast<void **>(&f.forward), "cudnnConvolutionForward", true}};
    bool ok = true;
    for (auto &entry : table) {
        *entry.slot = find_symbol(g_cudnn, entry.name);
        if (!*entry.slot && entry.required) {
            ok = false;
            *missing += (missing->empty() ? "" : ", ") + std::string(entry.name);
        }
    }
    return ok;
}

void run_convolution(const Runtime &rt) {
    Report &r = g_report;
    CudnnConv f;
    std::string missing;
    if (!bind_conv(f, &missing)) {
        problem("gpu:handle", "error", r.library_path + " does not export " + missing,
                "the library is damaged or not cuDNN; reinstall it");
        r.gpu_checks = "FAIL";
        return;
    }
    set_stage("cudaSetDevice");
    int crc = rt.cudaSetDevice(0);
    if (crc != 0) {
        problem("gpu:cudart", "error", "cudaSetDevice(0) failed with " + rt.error_name(crc),
                crc == 35 ? "update the NVIDIA driver (it is older than the CUDA runtime)"
                          : "check the driver installation (nvidia-smi)");
        r.gpu_checks = "FAIL";
        return;
    }
    set_stage("cudnnCreate");
    Desc handle = nullptr;
    int st = f.create(&handle);
    if (st != 0) {
        problem("gpu:handle", "error", "cudnnCreate failed with " + status_name(st) + " (" + r.library_path + ")",
                "check the driver version and that the GPU is supported by this cuDNN build (see above)");
        r.gpu_checks = "FAIL";
        return;
    }
    set_stage("convolution");
    std::vector<float> x(size_t(N * C * H * W)), w(size_t(K * C * R * S)), y(size_t(N * K * H * W)), ref;
    unsigned seed = 12345u; // a fixed LCG: the same data on every run and platform
    auto next = [&seed]() {
        seed = seed * 1664525u + 1013904223u;
        return float((seed >> 8) & 0xffff) / 32768.f - 1.f;
    };
    for (float &v : x) v = next();
    for (float &v : w) v = next();
    cpu_convolution(x, w, ref);

    Desc xd = nullptr, yd = nullptr, wd = nullptr, cd = nullptr;
    void *dx = nullptr, *dw = nullptr, *dy = nullptr, *ws = nullptr;
    size_t ws_size = 0;
    std::string failed;
    auto step = [&](int status, const char *what) {
        if (failed.empty() && status != 0) failed = std::string(what) + " returned " + status_name(status);
        return failed.empty();
    };
    auto cuda_step = [&](int status, const char *what) {
        if (failed.empty() && status != 0) failed = std::string(what) + " returned " + rt.error_name(status);
        return failed.empty();
    };
    // Enum values are the same in v7, v8 and v9: NCHW = 0, FLOAT = 0, CROSS_CORRELATION = 1,
    // IMPLICIT_GEMM = 0 (needs no workspace), FMA_MATH = 3 (plain FP32, no TF32).
    const int NCHW = 0, FLOAT = 0, CROSS_CORRELATION = 1, ALGO = 0, FMA_MATH = 3;
    bool ok = step(f.createTensor(&xd), "cudnnCreateTensorDescriptor") &&
              step(f.setTensor4d(xd, NCHW, FLOAT, N, C, H, W), "cudnnSetTensor4dDescriptor(x)") &&
              step(f.createTensor(&yd), "cudnnCreateTensorDescriptor") &&
              step(f.setTensor4d(yd, NCHW, FLOAT, N, K, H, W), "cudnnSetTensor4dDescriptor(y)") &&
              step(f.createFilter(&wd), "cudnnCreateFilterDescriptor") &&
              step(f.setFilter4d(wd, FLOAT, NCHW, K, C, R, S), "cudnnSetFilter4dDescriptor") &&
              step(f.createConv(&cd), "cudnnCreateConvolutionDescriptor") &&
              step(f.setConv2d(cd, PAD, PAD, 1, 1, 1, 1, CROSS_CORRELATION, FLOAT), "cudnnSetConvolution2dDescriptor");
    if (ok && f.setMathType) f.setMathType(cd, FMA_MATH);
    ok = ok && step(f.workspaceSize(handle, xd, wd, cd, yd, ALGO, &ws_size), "cudnnGetConvolutionForwardWorkspaceSize") &&
         cuda_step(rt.cudaMalloc(&dx, x.size() * 4), "cudaMalloc") &&
         cuda_step(rt.cudaMalloc(&dw, w.size() * 4), "cudaMalloc") &&
         cuda_step(rt.cudaMalloc(&dy, y.size() * 4), "cudaMalloc") &&
         (ws_size == 0 || cuda_step(rt.cudaMalloc(&ws, ws_size), "cudaMalloc")) &&
         cuda_step(rt.cudaMemcpy(dx, x.data(), x.size() * 4, 1), "cudaMemcpy") &&
         cuda_step(rt.cudaMemcpy(dw, w.data(), w.size() * 4, 1), "cudaMemcpy");
    const float alpha = 1.f, beta = 0.f;
    for (int round = 0; ok && round < 2; ++round) {
        auto start = std::chrono::steady_clock::now();
        ok = step(f.forward(handle, &alpha, xd, dx, wd, dw, cd, ALGO, ws, ws_size, &beta, yd, dy),
                  "cudnnConvolutionForward") &&
             cuda_step(rt.cudaDeviceSynchronize(), "cudaDeviceSynchronize");
        double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
        (round == 0 ? r.conv_ms : r.conv_ms_repeat) = ms;
    }
    ok = ok && cuda_step(rt.cudaMemcpy(y.data(), dy, y.size() * 4, 2), "cudaMemcpy");
    r.have_conv = true;
    if (ok) {
        double err = 0;
        for (size_t i = 0; i < y.size(); ++i) {
            double e = std::fabs(double(y[i]) - double(ref[i]));
            if (!(e <= err)) err = e; // also catches NaN
        }
        r.conv_error = err;
        // FP32 sums of 27 products of values in [-1, 1]: 1e-3 is generous for FMA math,
        // and far below what a wrong kernel gives.
        double tolerance = f.setMathType ? 1e-3 : 2e-2;
        if (err <= tolerance) {
            r.conv_status = "PASS";
        } else {
            r.conv_status = "WRONG RESULT";
            problem("gpu:convolution", "error",
                    fmt("a 1x3x8x8 convolution on %s differs from the CPU result by %.3g (allowed %.0e)",
                        r.gpu_name.c_str(), err, tolerance),
                    "cuDNN returns wrong results on this GPU: update the driver and cuDNN; report it to NVIDIA if "
                    "it persists");
        }
    } else {
        r.conv_status = "FAILED";
        problem("gpu:convolution", "error", "the test convolution failed: " + failed,
                "check the problems above; a driver update or the cuDNN build for this GPU usually fixes it");
    }
    if (dx) rt.cudaFree(dx);
    if (dw) rt.cudaFree(dw);
    if (dy) rt.cudaFree(dy);
    if (ws) rt.cudaFree(ws);
    if (xd) f.destroyTensor(xd);
    if (yd) f.destroyTensor(yd);
    if (wd) f.destroyFilter(wd);
    if (cd) f.destroyConv(cd);
    f.destroy(handle);
}

void gpu_checks() {
    Report &r = g_report;
    if (r.mode == "library") return;
    r.gpu_checks = "RUNNING";
    Driver d;
    if (!load_driver(d)) return;
    Runtime rt;
    if (!load_runtime(rt)) return;
    check_driver_version();
    check_device(d);
    run_convolution(rt);
    if (r.gpu_checks == "RUNNING") {
        bool gpu_errors = false;
        for (const Problem &p : r.problems)
            gpu_errors = gpu_errors || (p.severity == "error" && p.check.compare(0, 4, "gpu:") == 0);
        r.gpu_checks = gpu_errors ? "FAIL" : "PASS";
    }
}

// ---------------------------------------------------------------------------------------
// Never hang, never die silently: a watchdog and crash handlers print the report so far.

int g_timeout_seconds = 0;

void fail_and_exit(const char *check, const std::string &message, int code) {
    static volatile int once = 0;
    if (once++) std::_Exit(code);
    check_library_file(); // a crash right after loading the wrong copy is explained by it
    // Only in the GPU stages is the driver or the GPU the likely culprit.
    static const char *const gpu_stages[] = {"driver", "cuInit", "CUDA runtime", "device",
                                             "cudaSetDevice", "cudnnCreate", "convolution"};
    bool gpu_stage = false;
    for (const char *s : gpu_stages) gpu_stage = gpu_stage || g_report.stage == s;
    problem(check, "error", message,
            code == 3 && gpu_stage
                ? "see the stage it stopped in; a hung driver or GPU is the usual cause"
                : "see the stage it stopped in; a library from another release or a damaged install is the "
                  "usual cause");
    emit_report();
    std::_Exit(code);
}

#if defined(_WIN32)
DWORD WINAPI watchdog(LPVOID) {
    Sleep(DWORD(g_timeout_seconds) * 1000);
    g_report.timed_out = true;
    fail_and_exit("timeout", fmt("the probe did not finish within %d s (stopped in: %s)", g_timeout_seconds,
                                 g_report.stage.c_str()),
                  3);
    return 0;
}

LONG WINAPI on_crash(EXCEPTION_POINTERS *info) {
    g_report.crashed = true;
    fail_and_exit("crash",
                  fmt("the probe crashed with exception 0x%08lx in: %s",
                      static_cast<unsigned long>(info->ExceptionRecord->ExceptionCode), g_report.stage.c_str()),
                  4);
    return EXCEPTION_EXECUTE_HANDLER;
}

void install_guards() {
    // No "missing DLL" or "program crashed" dialog boxes: they would block configure.
    SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX | SEM_NOOPENFILEERRORBOX);
    SetUnhandledExceptionFilter(on_crash);
    if (g_timeout_seconds > 0) CreateThread(nullptr, 0, watchdog, nullptr, 0, nullptr);
}
#else
void on_signal(int sig) {
    if (sig == SIGALRM) {
        g_report.timed_out = true;
        fail_and_exit("timeout", fmt("the probe did not finish within %d s (stopped in: %s)", g_timeout_seconds,
                                     g_report.stage.c_str()),
                      3);
    }
    g_report.crashed = true;
    fail_and_exit("crash", fmt("the probe crashed with signal %d (%s) in: %s", sig, strsignal(sig),
                               g_report.stage.c_str()),
                  4);
}

void install_guards() {
    for (int sig : {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGALRM}) signal(sig, on_signal);
    if (g_timeout_seconds > 0) alarm(unsigned(g_timeout_seconds));
}
#endif

bool parse_arguments(int argc, char **argv, bool *copied, bool *deps) {
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
        else if (const char *v5 = value("--output=")) g_output_file = v5;
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

} // namespace

int main(int argc, char **argv) {
    bool copied = false, deps = true;
    if (!parse_arguments(argc, argv, &copied, &deps)) return 2;
    install_guards();
    Report &r = g_report;
#if defined(CUDNN_MAX_DEVICE_VERSION)
    r.max_device_header = CUDNN_MAX_DEVICE_VERSION;
#endif
    locate_main_library(copied);
    check_versions();
    check_library_file();
#if CUDNN_MAJOR >= 9
    typedef size_t(PROBE_API * MaxDeviceFn)();
    if (MaxDeviceFn fn = cudnn_fn<MaxDeviceFn>("cudnnGetMaxDeviceVersion")) r.max_device_library = long(fn());
#endif
    check_sublibraries(copied);
    check_cuda_match(deps);
    gpu_checks();
    set_stage("done");
    r.modules.clear();
    for (const std::string &m : loaded_modules()) {
        std::string name = base_name(m);
        bool cudnn = starts_with_nocase(name, main_prefix()) || starts_with_nocase(name, "libcudnn_") ||
                     starts_with_nocase(name, "cudnn_");
        if (cudnn && !starts_with_nocase(name, "cudnn_probe")) r.modules.push_back(display_path(m));
    }
    emit_report();
    return has_errors() ? 1 : 0;
}
