// cudnn-cmake probe: the report - its state, the JSON it prints, the problems, and the
// preformatted crash report that the crash handlers (guards.h) write.
//
// Part of one translation unit: cudnn_probe.cpp includes this file (after the platform
// and configuration headers); it is never compiled on its own.
#ifndef CUDNN_PROBE_REPORT_H
#define CUDNN_PROBE_REPORT_H

#include <atomic>
#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#if defined(__GNUC__)
#define PROBE_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define PROBE_PRINTF(f, a)
#endif

namespace {

// ---------------------------------------------------------------------------------------
// Small helpers

// printf into a string of any length: vsnprintf measures it, then writes it.
std::string fmt(const char *format, ...) PROBE_PRINTF(1, 2);

std::string fmt(const char *format, ...) {
    va_list args, again;
    va_start(args, format);
    va_copy(again, args);
    int n = std::vsnprintf(nullptr, 0, format, args);
    va_end(args);
    std::string out;
    if (n > 0) {
        out.resize(size_t(n) + 1);
        std::vsnprintf(&out[0], out.size(), format, again);
        out.resize(size_t(n));
    }
    va_end(again);
    return out;
}

void append_long(std::string &o, long v) {
    char digits[24];
    unsigned long u = v < 0 ? 0UL - static_cast<unsigned long>(v) : static_cast<unsigned long>(v);
    size_t n = 0;
    do {
        digits[n++] = char('0' + u % 10);
        u /= 10;
    } while (u);
    if (v < 0) o += '-';
    while (n) o += digits[--n];
}

// s as the inside of a JSON string (no quotes).
void append_json_escaped(std::string &o, const std::string &s) {
    static const char hex[] = "0123456789abcdef";
    for (char ch : s) {
        unsigned char c = static_cast<unsigned char>(ch);
        switch (c) {
        case '"': o += "\\\""; break;
        case '\\': o += "\\\\"; break;
        case '\n': o += "\\n"; break;
        case '\r': o += "\\r"; break;
        case '\t': o += "\\t"; break;
        default:
            if (c < 0x20) {
                o += "\\u00";
                o += hex[c >> 4];
                o += hex[c & 15];
            } else {
                o += ch;
            }
        }
    }
}

void append_json(std::string &o, const std::string &s) {
    o += '"';
    append_json_escaped(o, s);
    o += '"';
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
};

Report g_report;
int g_timeout_seconds = 0; // --timeout: the watchdog's limit, quoted by the timeout report

void report_updated();
// The library-file problem that a crash report adds when check_library_file() has not run
// yet (library_checks.h): a crash right after loading the wrong copy is explained by it.
bool library_file_problem(Problem *out);

void problem(const std::string &check, const std::string &severity, const std::string &message,
             const std::string &fix) {
    g_report.problems.push_back(Problem{check, severity, message, fix});
    report_updated();
}

bool has_errors() {
    for (const Problem &p : g_report.problems)
        if (p.severity == "error") return true;
    return false;
}

void set_stage(const char *stage) {
    g_report.stage = stage;
    // Progress on stderr survives a hard crash; the CMake side shows the last line.
    std::fprintf(stderr, "cudnn_probe: %s\n", stage);
    std::fflush(stderr);
    report_updated();
}

// ---------------------------------------------------------------------------------------
// JSON rendering

void append_lib(std::string &o, const LoadedLib &l) {
    o += "{\"name\": ";
    append_json(o, l.name);
    o += ", \"file\": ";
    append_json(o, l.file);
    o += ", \"path\": ";
    if (l.path.empty()) o += "null";
    else append_json(o, l.path);
    o += ", \"status\": ";
    append_json(o, l.status);
    o += ", \"found_by\": ";
    append_json(o, l.how);
    o += '}';
}

void append_member(std::string &o, const char *name, const std::string &value) {
    o += "  \"";
    o += name;
    o += "\": ";
    append_json(o, value);
    o += ",\n";
}

void append_libs(std::string &o, const char *name, const std::vector<LoadedLib> &libs) {
    o += "  \"";
    o += name;
    o += "\": [";
    for (size_t i = 0; i < libs.size(); ++i) {
        o += i ? ",\n    " : "\n    ";
        append_lib(o, libs[i]);
    }
    o += libs.empty() ? "],\n" : "\n  ],\n";
}

void append_problem(std::string &o, const Problem &p, size_t index) {
    o += index ? ",\n    " : "\n    ";
    o += "{\"check\": ";
    append_json(o, p.check);
    o += ", \"severity\": ";
    append_json(o, p.severity);
    o += ", \"message\": ";
    append_json(o, p.message);
    o += ", \"fix\": ";
    append_json(o, p.fix);
    o += '}';
}

// Appends the report to o up to its last problem, leaving the list open: the problems
// recorded, then *extra when given. fatal_error: an error that is not a "gpu:" check
// follows (the crash report's). Returns the number of problems listed.
size_t render_open(std::string &o, const Problem *extra, bool fatal_error) {
    const Report &r = g_report;
    bool errors = fatal_error, library_errors = fatal_error;
    for (size_t i = 0; i <= r.problems.size(); ++i) {
        const Problem *p = i < r.problems.size() ? &r.problems[i] : extra;
        if (p && p->severity == "error") {
            errors = true;
            if (p->check.compare(0, 4, "gpu:") != 0) library_errors = true;
        }
    }
    o += "{\n  \"probe\": \"cudnn-cmake probe 1\",\n";
#if defined(_WIN32)
    o += "  \"platform\": \"windows\",\n";
#else
    o += "  \"platform\": \"linux\",\n";
#endif
    append_member(o, "mode", r.mode);
    append_member(o, "context", r.context);
    append_member(o, "stage", r.stage);
    append_member(o, "header_path", r.header_path);
    append_member(o, "header_version", r.header.str());
    append_member(o, "intended_library", r.intended_runtime);
    append_member(o, "library_version", r.library.str());
    o += "  \"library_version_number\": ";
    append_long(o, r.library_number);
    o += ",\n";
    append_member(o, "library_path", r.library_path);
    o += "  \"library_is_intended\": ";
    o += r.library_is_intended ? "true,\n" : "false,\n";
    append_libs(o, "sublibraries", r.sublibs);
    append_libs(o, "dependencies", r.deps);
    o += "  \"loaded_cudnn_files\": [";
    for (size_t i = 0; i < r.modules.size(); ++i) {
        if (i) o += ", ";
        append_json(o, r.modules[i]);
    }
    o += "],\n";
    append_member(o, "cudart_build_version", cuda_version_string(r.cudart_build));
    append_member(o, "cuda_toolkit_version", r.toolkit);
    append_member(o, "cudart_version", cuda_version_string(r.cudart_loaded));
    append_member(o, "driver_version", cuda_version_string(r.driver));
    o += "  \"max_device_version\": ";
    append_long(o, r.max_device_library >= 0 ? r.max_device_library : r.max_device_header);
    o += ",\n";
    append_member(o, "gpu_checks", r.gpu_checks);
    append_member(o, "gpu_checks_reason", r.gpu_reason);
    if (r.have_gpu) {
        o += "  \"gpu\": {\"name\": ";
        append_json(o, r.gpu_name);
        o += fmt(", \"compute_capability\": \"%d.%d\"},\n", r.cc_major, r.cc_minor);
    } else {
        o += "  \"gpu\": null,\n";
    }
    if (r.have_conv) {
        o += "  \"convolution\": {\"status\": ";
        append_json(o, r.conv_status);
        o += fmt(", \"max_error\": %.3g, \"milliseconds\": %.3f, \"milliseconds_repeat\": %.3f},\n", r.conv_error,
                 r.conv_ms, r.conv_ms_repeat);
    } else {
        o += "  \"convolution\": null,\n";
    }
    o += library_errors ? "  \"library_checks\": \"FAIL\",\n" : "  \"library_checks\": \"PASS\",\n";
    o += errors ? "  \"verdict\": \"FAIL\",\n" : "  \"verdict\": \"PASS\",\n";
    o += "  \"problems\": [";
    size_t n = 0;
    for (const Problem &p : r.problems) append_problem(o, p, n++);
    if (extra) append_problem(o, *extra, n++);
    return n;
}

void close_report(std::string &o, size_t problems) { o += problems ? "\n  ]\n}\n" : "]\n}\n"; }

std::string render_report() {
    std::string o;
    o.reserve(4096);
    close_report(o, render_open(o, nullptr, false));
    return o;
}

// ---------------------------------------------------------------------------------------
// The crash report, preformatted. A crash or timeout handler may neither allocate nor
// format (it may run inside malloc or stdio), so the report as it would be printed if the
// program died now is kept up to date here, in normal context, each time the stage or the
// report changes (set_stage, problem, report_updated); the handler writes its bytes.
//
// text[0, crash_head)          the crash report up to "the probe crashed with "
// text[crash_head, crash_end)  its end, from " in: <stage>"; between the two the handler
//                              writes "signal 11 (Segmentation fault)" or "exception 0x..."
// text[crash_end, size)        the whole timeout report
struct CrashText {
    size_t crash_head, crash_end, size;
    char text[1];
};

// Published with one atomic store. Replaced blocks are freed only while no handler has
// started reading (g_crash_reader): a handler on another thread may still be writing one.
std::atomic<CrashText *> g_crash_text(nullptr);
std::atomic<int> g_crash_reader(0);
static_assert(ATOMIC_POINTER_LOCK_FREE == 2 && ATOMIC_INT_LOCK_FREE == 2,
              "the crash handlers need lock-free atomics");

// Only in the GPU stages is the driver or the GPU the likely culprit of a hang.
bool in_gpu_stage() {
    static const char *const gpu_stages[] = {"driver",        "cuInit",      "CUDA runtime", "device",
                                             "cudaSetDevice", "cudnnCreate", "convolution"};
    for (const char *s : gpu_stages)
        if (g_report.stage == s) return true;
    return false;
}

void report_updated() {
    const Report &r = g_report;
    static const char damaged[] =
        "see the stage it stopped in; a library from another release or a damaged install is the usual cause";
    static const char hung[] = "see the stage it stopped in; a hung driver or GPU is the usual cause";
    Problem pending;
    bool has_pending = library_file_problem(&pending);
    std::string common;
    common.reserve(4096);
    size_t n = render_open(common, has_pending ? &pending : nullptr, true);
    common += n ? ",\n    " : "\n    ";
    std::string text;
    text.reserve(2 * common.size() + 1024);
    text += common;
    text += "{\"check\": \"crash\", \"severity\": \"error\", \"message\": \"the probe crashed with ";
    size_t crash_head = text.size();
    text += " in: ";
    append_json_escaped(text, r.stage);
    text += "\", \"fix\": \"";
    text += damaged;
    text += "\"}";
    close_report(text, 1);
    size_t crash_end = text.size();
    text += common;
    text += "{\"check\": \"timeout\", \"severity\": \"error\", \"message\": ";
    append_json(text, fmt("the probe did not finish within %d s (stopped in: %s)", g_timeout_seconds, r.stage.c_str()));
    text += ", \"fix\": \"";
    text += in_gpu_stage() ? hung : damaged;
    text += "\"}";
    close_report(text, 1);

    CrashText *block = static_cast<CrashText *>(std::malloc(offsetof(CrashText, text) + text.size() + 1));
    if (!block) return; // the previous one stays
    block->crash_head = crash_head;
    block->crash_end = crash_end;
    block->size = text.size();
    std::memcpy(block->text, text.c_str(), text.size() + 1);
    CrashText *old = g_crash_text.exchange(block);
    if (g_crash_reader.load() == 0) std::free(old);
}

} // namespace

#endif
