// cudnn-cmake probe: the report - what it holds, filled as the checks run, and the JSON it
// prints.
//
// Part of one translation unit: cudnn_probe.cpp includes this file (through the other
// parts); it is never compiled on its own.
#ifndef CUDNN_PROBE_REPORT_H
#define CUDNN_PROBE_REPORT_H

#include "config.h"
#include "util.h"

#include <cstddef>
#include <string>

namespace {

// ---------------------------------------------------------------------------------------
// The report. Filled as the checks run, so that a crash or a timeout can still print
// what was learned up to that point.

struct Problem {
    std::string check, severity, message, fix; // severity: error | warning | note
};

// A library loaded by name: a sub-library, or a dependency (cuBLASLt, NVRTC, cudart).
struct LoadedLib {
    std::string name, file, path, status, how; // how: "found_by" in the JSON
};

// Each check records one problem at most: 14 in all (library-file, version, six
// sub-libraries, cuda-version, cuBLASLt, NVRTC, and three on the GPU path).
typedef List<Problem, 32> Problems;
// The sub-libraries (six at most: cuDNN 8), or the dependencies (three: cuBLASLt, NVRTC,
// the CUDA runtime).
typedef List<LoadedLib, 8> Libraries;
// The cuDNN files loaded at the end: eight at most for one release, sixteen where two mix;
// beyond 32 they are not listed.
typedef List<std::string, 32> FileNames;

struct Report {
    std::string mode = "auto", context = "chosen"; // --mode (lower case), --context
    std::string toolkit;                           // --cuda: the CUDA version asked for
    std::string toolkit_origin = "the CUDA toolkit in use"; // --cuda-origin: where it came from
    std::string stage = "start";                   // the step running now
    std::string header_path = CUDNN_PROBE_HEADER_PATH;
    std::string intended_runtime = CUDNN_PROBE_RUNTIME_PATH; // the chosen library file
    Version header, library;
    long library_number = 0; // cudnnGetVersion()
    std::string library_path; // the file the main library was loaded from, as messages name it
    bool library_is_intended = true;
    Libraries sublibs, deps;
    FileNames modules; // the cuDNN files loaded at the end
    long cudart_build = 0, cudart_loaded = 0, driver = 0; // CUDA version numbers
#if defined(CUDNN_MAX_DEVICE_VERSION)
    long max_device_header = CUDNN_MAX_DEVICE_VERSION;
#else
    long max_device_header = -1;
#endif
    long max_device_library = -1; // cudnnGetMaxDeviceVersion() (v9)
    std::string gpu_checks = "not requested", gpu_reason;
    bool have_gpu = false;
    std::string gpu_name;
    int cc_major = 0, cc_minor = 0;
    bool have_conv = false;
    std::string conv_status;
    double conv_error = -1, conv_ms = -1, conv_ms_repeat = -1;
    Problems problems;
};

bool is_error(const Problem &p) { return p.severity == "error"; }

bool has_errors(const Report &r) {
    for (const Problem &p : r.problems)
        if (is_error(p)) return true;
    return false;
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

void append_libs(std::string &o, const char *name, const Libraries &libs) {
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
size_t render_open(std::string &o, const Report &r, const Problem *extra, bool fatal_error) {
    bool errors = fatal_error, library_errors = fatal_error;
    for (size_t i = 0; i <= r.problems.size(); ++i) {
        const Problem *p = i < r.problems.size() ? &r.problems[i] : extra;
        if (p && is_error(*p)) {
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

std::string render_report(const Report &r) {
    std::string o;
    o.reserve(4096);
    close_report(o, render_open(o, r, nullptr, false));
    return o;
}

} // namespace

#endif
