// cudnn-cmake probe: the state of one run - the context every check takes (Probe), how a
// check records a problem or the step it is in, and the crash report kept ready for the
// crash and timeout handlers (guards.h), the program's one mutable global.
//
// Part of one translation unit: cudnn_probe.cpp includes this file (through the other
// parts); it is never compiled on its own.
#ifndef CUDNN_PROBE_PROBE_H
#define CUDNN_PROBE_PROBE_H

#include "config.h"
#include "loader.h"
#include "report.h"
#include "util.h"

#include <atomic>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>

#if !defined(_WIN32)
#include <signal.h>
#endif

namespace {

// Exit status (README.md, "Command line").
const int EXIT_NO_ERRORS = 0;
const int EXIT_ERRORS_FOUND = 1; // see "problems"
const int EXIT_BAD_ARGUMENTS = 2;
const int EXIT_TIMED_OUT = 3; // the watchdog
const int EXIT_CRASHED = 4;   // a signal (POSIX) or an exception (Windows)

// ---------------------------------------------------------------------------------------
// One run. Every check takes it by reference; the crash handlers see only what
// report_updated() publishes.

struct Probe {
    Report report;
    int timeout_seconds = 0;            // --timeout: the watchdog's limit (0: none)
    bool copied = false;                // --copied: the chosen DLLs were copied next to the probe
    bool check_dependencies = true;     // cuBLASLt and NVRTC (--no-deps: not)
    LibHandle cudnn = nullptr;          // the main library as loaded; null when it could not be told
    bool library_file_checked = false;  // check_library_file() has run: its problem is in the report
};

// The chosen library file, as messages name it.
std::string intended_name(const Report &r) {
    return r.intended_runtime.empty() ? main_library_name() : r.intended_runtime;
}

// A library of the same major version and at least the header's minor one.
bool version_compatible(const Version &header, const Version &library) {
    return library.major == header.major && library.minor >= header.minor;
}

// The problem check_library_file() (library_checks.h) adds when the probe loaded another
// copy of the main library than the chosen one, if any. It has no side effects, so that
// the crash report carries it too until that check has run: a crash right after loading
// the wrong copy is explained by it.
//
// The context says which program the run stands for: "chosen" the probe with the chosen
// folder searched first (so the install itself is broken), "user" a program run in the
// user's environment with the chosen folder as its RUNPATH, "installed" a program without
// RPATH (after installation).
bool library_file_problem(const Probe &probe, Problem *out) {
    const Report &r = probe.report;
    if (probe.library_file_checked || !probe.cudnn || r.library_is_intended) return false;
    const std::string &loaded = r.library_path;
    // The version is unknown when calling into the library crashed.
    bool compatible = !r.library.known() || version_compatible(r.header, r.library);
    std::string versions = (r.library.known() ? " (" + r.library.str() + ")" : std::string()) +
                           " instead of the chosen " + intended_name(r);
    std::string older =
        compatible ? "" : "; " + r.library.str() + " does not match the headers (" + r.header.str() + ")";
    out->check = "library-file";
    if (r.context == "chosen") {
        out->severity = "error";
        out->message =
            "the probe loaded " + loaded + versions + " although the chosen folder is searched first" + older;
        out->fix = "the chosen install lacks " + main_library_name() +
                   " (the name programs load; copy symlinks with cp -P or tar) or it cannot be loaded; repair it";
    } else if (r.context == "installed") {
        // A different file of a compatible version is normal (a system copy): not worth a line.
        if (compatible) return false;
        out->severity = "warning";
        out->message = "programs installed without an RPATH would load " + loaded + versions +
                       " from the default loader path" + older;
        out->fix = "set INSTALL_RPATH for your targets, or make the loader path (ldconfig, " +
                   std::string(search_variable()) + ") point at " + dir_name(intended_name(r));
    } else {
        out->severity = compatible ? "warning" : "error";
        out->message = "programs run in this environment load " + loaded + versions + ": " + search_variable() +
                       " finds " + dir_name(loaded) + " first" + older;
        out->fix = std::string("remove ") + dir_name(loaded) + " from " + search_variable() + " (or put " +
                   dir_name(intended_name(r)) + " before it)";
    }
    return true;
}

// ---------------------------------------------------------------------------------------
// The crash report, preformatted. A crash or timeout handler may neither allocate nor
// format (it may run inside malloc or stdio), so the report as it would be printed if the
// program died now is kept up to date here, in normal context, each time the stage or the
// report changes (set_stage, problem, report_updated); the handler writes its bytes.

// One rendering, allocated whole and never changed once published:
//   text[0, crash_head)          the crash report up to "the probe crashed with "
//   text[crash_head, crash_end)  its end, from " in: <stage>"; between the two the handler
//                                writes "signal 11 (Segmentation fault)" or "exception 0x..."
//   text[crash_end, size)        the whole timeout report
struct CrashText {
    char *text; // size bytes (new[])
    size_t crash_head, crash_end, size;
};

#if !defined(_WIN32)
// The signals whose handler writes the report (SIGALRM: the watchdog).
const int GUARDED_SIGNALS[] = {SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGALRM};
const size_t GUARDED_SIGNAL_COUNT = sizeof GUARDED_SIGNALS / sizeof GUARDED_SIGNALS[0];
#endif

// Everything a crash or timeout handler reads or writes. A handler takes no arguments, so
// this is a global: the program's only mutable one.
struct CrashReport {
    // Who writes the report: the first to set this flag - the final report, a crash handler
    // or the watchdog - and nobody after it.
    std::atomic_flag owner = ATOMIC_FLAG_INIT;
    std::atomic<int> final_written{0}; // the final report is out: what fails later is teardown
    // The rendering to write, published with one atomic store. Replaced ones are freed only
    // while no handler has started reading: a handler on another thread may be writing one.
    std::atomic<CrashText *> text{nullptr};
    std::atomic<int> reading{0};
    int output_fd = -1; // --output, opened at start (the report also goes to stdout)
#if !defined(_WIN32)
    // strsignal() of each guarded signal, JSON-escaped, read at start: a handler may not call it.
    const char *signal_names[GUARDED_SIGNAL_COUNT] = {};
#endif
};

CrashReport g_crash;
static_assert(ATOMIC_POINTER_LOCK_FREE == 2 && ATOMIC_INT_LOCK_FREE == 2,
              "the crash handlers need lock-free atomics");

void free_crash_text(CrashText *t) {
    if (!t) return;
    delete[] t->text;
    delete t;
}

// Makes text the rendering a handler writes from now on. When memory runs out the previous
// one stays.
void publish_crash_text(const std::string &text, size_t crash_head, size_t crash_end) {
    CrashText *block = new (std::nothrow) CrashText;
    char *bytes = new (std::nothrow) char[text.size()];
    if (!block || !bytes) {
        delete block;
        delete[] bytes;
        return;
    }
    std::memcpy(bytes, text.data(), text.size());
    block->text = bytes;
    block->crash_head = crash_head;
    block->crash_end = crash_end;
    block->size = text.size();
    CrashText *old = g_crash.text.exchange(block);
    if (g_crash.reading.load() == 0) free_crash_text(old);
}

// Only in the GPU stages is the driver or the GPU the likely culprit of a hang.
bool in_gpu_stage(const Report &r) {
    static const char *const gpu_stages[] = {"driver",        "cuInit",      "CUDA runtime", "device",
                                             "cudaSetDevice", "cudnnCreate", "convolution"};
    for (const char *s : gpu_stages)
        if (r.stage == s) return true;
    return false;
}

// Renders the crash and the timeout report of the run as it stands, and publishes them.
void report_updated(const Probe &probe) {
    const Report &r = probe.report;
    static const char damaged[] =
        "see the stage it stopped in; a library from another release or a damaged install is the usual cause";
    static const char hung[] = "see the stage it stopped in; a hung driver or GPU is the usual cause";
    Problem pending;
    bool has_pending = library_file_problem(probe, &pending);
    std::string common;
    common.reserve(4096);
    size_t n = render_open(common, r, has_pending ? &pending : nullptr, true);
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
    append_json(text, fmt("the probe did not finish within %d s (stopped in: %s)", probe.timeout_seconds,
                          r.stage.c_str()));
    text += ", \"fix\": \"";
    text += in_gpu_stage(r) ? hung : damaged;
    text += "\"}";
    close_report(text, 1);
    publish_crash_text(text, crash_head, crash_end);
}

// ---------------------------------------------------------------------------------------
// Recording what the checks find

void problem(Probe &probe, const std::string &check, const std::string &severity, const std::string &message,
             const std::string &fix) {
    // The list holds twice what the checks can add: a check that adds more is a bug.
    if (!probe.report.problems.add(Problem{check, severity, message, fix})) std::abort();
    report_updated(probe);
}

void set_stage(Probe &probe, const char *stage) {
    probe.report.stage = stage;
    // Progress on stderr survives a hard crash; the CMake side shows the last line.
    std::fprintf(stderr, "cudnn_probe: %s\n", stage);
    std::fflush(stderr);
    report_updated(probe);
}

} // namespace

#endif
