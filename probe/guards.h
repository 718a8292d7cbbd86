// cudnn-cmake probe: never hang, never die silently. A watchdog and crash handlers print
// the report gathered so far, naming the step it stopped in; the final report goes out
// through the same door, so that only one report is ever written, once.
//
// The crash report is preformatted in normal context (probe.h: report_updated) and
// reached through the one global, g_crash. The POSIX signal handler is async-signal-safe:
// it takes the report's ownership (an atomic_flag), then only write(2)s bytes prepared
// beforehand - the signal's number through a hand-written formatter, its name from a
// table filled at start - to the output descriptors opened at start, and calls _exit. On
// Windows the watchdog thread and the SEH filter (which runs in the faulting thread) take
// the same ownership.
//
// Part of one translation unit: cudnn_probe.cpp includes this file; it is never compiled
// on its own.
#ifndef CUDNN_PROBE_GUARDS_H
#define CUDNN_PROBE_GUARDS_H

#include "config.h"
#include "probe.h"
#include "report.h"
#include "util.h"

#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <new>
#include <string>

#if defined(_WIN32)
#include <fcntl.h>
#include <io.h>
#include <sys/stat.h>
#else
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <unistd.h>
#endif

namespace {

void write_fd(int fd, const char *p, size_t n) {
    while (n > 0) {
#if defined(_WIN32)
        int w = _write(fd, p, unsigned(n > 65536 ? 65536 : n)); // text mode, as stdout always was
        if (w <= 0) return;
#else
        ssize_t w = write(fd, p, n);
        if (w < 0 && errno == EINTR) continue;
        if (w <= 0) return;
#endif
        p += w;
        n -= size_t(w);
    }
}

void write_text(int fd, const char *s) { write_fd(fd, s, std::strlen(s)); }

// Digits of v, without allocating: buffer must hold 24 characters.
const char *format_unsigned(unsigned long v, char *buffer, int base, int min_digits) {
    static const char digits[] = "0123456789abcdef";
    char *end = buffer + 23, *p = end;
    *p = '\0';
    do {
        *--p = digits[v % unsigned(base)];
        v /= unsigned(base);
        --min_digits;
    } while (v || min_digits > 0);
    return p;
}

// The descriptors the report goes to: stdout, then the --output file.
int report_fd(int i) { return i == 0 ? 1 : g_crash.output_fd; }

// The crash report: text[0, crash_head), what is written between, text[crash_head, crash_end).
void write_crash_report(const CrashText *t, const char *const *middle, size_t parts) {
    for (int i = 0; i < 2; ++i) {
        int fd = report_fd(i);
        if (fd < 0) continue;
        write_fd(fd, t->text, t->crash_head);
        for (size_t k = 0; k < parts; ++k) write_text(fd, middle[k]);
        write_fd(fd, t->text + t->crash_head, t->crash_end - t->crash_head);
    }
}

void write_timeout_report(const CrashText *t) {
    for (int i = 0; i < 2; ++i)
        if (report_fd(i) >= 0) write_fd(report_fd(i), t->text + t->crash_end, t->size - t->crash_end);
}

// The preformatted report to write, once this thread owns the report.
const CrashText *take_crash_text() {
    g_crash.reading.store(1); // from now on no rendering is freed (probe.h)
    return g_crash.text.load();
}

[[noreturn]] void end_process(int code) {
#if defined(_WIN32)
    std::_Exit(code);
#else
    _exit(code);
#endif
}

// Until another thread, which owns the report, ends the process.
[[noreturn]] void wait_for_the_end() {
    for (;;) {
#if defined(_WIN32)
        Sleep(INFINITE);
#else
        pause();
#endif
    }
}

// A crash or timeout when the report is taken: wait for its owner to end the process, or,
// when the final report is already out (a crash while the process tears down), end it.
[[noreturn]] void report_taken(int code) {
    if (g_crash.final_written.load()) end_process(code);
    wait_for_the_end();
}

// The report at the end of main: through the same ownership, so that a late timeout or
// crash cannot write a second one.
void emit_final_report(const Report &r) {
    std::string text = render_report(r);
#if !defined(_WIN32)
    // SIGALRM must not interrupt this thread once it owns the report (its handler would wait
    // for it forever): no more alarm, and blocked here.
    alarm(0);
    sigset_t alarm_only;
    sigemptyset(&alarm_only);
    sigaddset(&alarm_only, SIGALRM);
    sigprocmask(SIG_BLOCK, &alarm_only, nullptr);
#endif
    if (g_crash.owner.test_and_set()) wait_for_the_end(); // a crash or timeout report is being written
    std::fflush(stdout); // what a library printed comes first, as before
    for (int i = 0; i < 2; ++i)
        if (report_fd(i) >= 0) write_fd(report_fd(i), text.data(), text.size());
    g_crash.final_written.store(1);
}

// --output: the file the report is also written to, opened now (a handler cannot open it).
void open_output(const std::string &file) {
    if (file.empty()) return;
#if defined(_WIN32)
    g_crash.output_fd = _open(file.c_str(), _O_WRONLY | _O_CREAT | _O_TRUNC | _O_BINARY, _S_IREAD | _S_IWRITE);
#else
    g_crash.output_fd = open(file.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
#endif
}

#if defined(_WIN32)

// The watchdog thread; its parameter is the limit in seconds.
DWORD WINAPI watchdog(LPVOID parameter) {
    // Sleep takes milliseconds in a DWORD: a long limit is slept in parts.
    const DWORD part = 1000000; // seconds
    for (DWORD left = DWORD(reinterpret_cast<ULONG_PTR>(parameter)); left > 0;) {
        DWORD seconds = left < part ? left : part;
        Sleep(seconds * 1000);
        left -= seconds;
    }
    if (g_crash.owner.test_and_set()) return 0; // the final or a crash report: it ends the process
    if (const CrashText *t = take_crash_text()) write_timeout_report(t);
    end_process(EXIT_TIMED_OUT);
}

LONG WINAPI on_crash(EXCEPTION_POINTERS *info) {
    if (g_crash.owner.test_and_set()) report_taken(EXIT_CRASHED);
    if (const CrashText *t = take_crash_text()) {
        char code[24];
        const char *middle[] = {
            "exception 0x",
            format_unsigned(static_cast<unsigned long>(info->ExceptionRecord->ExceptionCode) & 0xffffffffUL, code, 16,
                            8)};
        write_crash_report(t, middle, 2);
    }
    end_process(EXIT_CRASHED);
}

void install_guards(const Probe &probe) {
    report_updated(probe); // a crash text from the first instruction on
    // No "missing DLL" or "program crashed" dialog boxes: they would block configure.
    SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX | SEM_NOOPENFILEERRORBOX);
    SetUnhandledExceptionFilter(on_crash);
    if (probe.timeout_seconds > 0) {
        LPVOID seconds = reinterpret_cast<LPVOID>(static_cast<ULONG_PTR>(probe.timeout_seconds));
        HANDLE thread = CreateThread(nullptr, 0, watchdog, seconds, 0, nullptr);
        if (thread) CloseHandle(thread); // it runs on; the handle is not needed
    }
}

#else

void on_signal(int sig) {
    int code = sig == SIGALRM ? EXIT_TIMED_OUT : EXIT_CRASHED;
    if (g_crash.owner.test_and_set()) report_taken(code);
    if (const CrashText *t = take_crash_text()) {
        if (code == EXIT_TIMED_OUT) {
            write_timeout_report(t);
        } else {
            const char *name = "Unknown signal";
            for (size_t i = 0; i < GUARDED_SIGNAL_COUNT; ++i)
                if (GUARDED_SIGNALS[i] == sig && g_crash.signal_names[i]) name = g_crash.signal_names[i];
            char number[24];
            const char *middle[] = {"signal ", format_unsigned(static_cast<unsigned long>(sig), number, 10, 1), " (",
                                    name, ")"};
            write_crash_report(t, middle, 5);
        }
    }
    end_process(code);
}

void install_guards(const Probe &probe) {
    for (size_t i = 0; i < GUARDED_SIGNAL_COUNT; ++i) {
        const char *text = strsignal(GUARDED_SIGNALS[i]);
        std::string escaped;
        append_json_escaped(escaped, text ? text : "Unknown signal");
        char *copy = new (std::nothrow) char[escaped.size() + 1]; // kept to the end
        if (copy) std::memcpy(copy, escaped.c_str(), escaped.size() + 1);
        g_crash.signal_names[i] = copy;
    }
    report_updated(probe); // a crash text from the first instruction on
    // The handlers also run on a stack of their own, so that a stack overflow is reported.
    stack_t stack;
    stack.ss_size = 64 * 1024;
    stack.ss_sp = new (std::nothrow) char[stack.ss_size]; // kept to the end
    stack.ss_flags = 0;
    bool own_stack = stack.ss_sp && sigaltstack(&stack, nullptr) == 0;
    struct sigaction action;
    std::memset(&action, 0, sizeof action);
    action.sa_handler = on_signal;
    sigemptyset(&action.sa_mask);
    // One handler at a time per thread: a second signal waits until the first has written.
    for (int sig : GUARDED_SIGNALS) sigaddset(&action.sa_mask, sig);
    action.sa_flags = SA_RESTART | (own_stack ? SA_ONSTACK : 0);
    for (int sig : GUARDED_SIGNALS) sigaction(sig, &action, nullptr);
    if (probe.timeout_seconds > 0) alarm(unsigned(probe.timeout_seconds));
}

#endif

} // namespace

#endif
