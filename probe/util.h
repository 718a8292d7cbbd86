// cudnn-cmake probe: small helpers every part uses - a list of bounded length, printf into
// a string, JSON strings, file names, and the version numbers of cuDNN and CUDA.
//
// Part of one translation unit: cudnn_probe.cpp includes this file (through the other
// parts); it is never compiled on its own.
#ifndef CUDNN_PROBE_UTIL_H
#define CUDNN_PROBE_UTIL_H

#include "config.h"

#include <cstdarg>
#include <cstddef>
#include <cstdio>
#include <cstdlib>
#include <string>

#if defined(__GNUC__)
#define PROBE_PRINTF(f, a) __attribute__((format(printf, f, a)))
#else
#define PROBE_PRINTF(f, a)
#endif

namespace {

// Up to N items, kept in place, in the order added. Every list the probe keeps is short
// and bounded by what it checks (each use says how). std::vector, with <vector> and an
// instantiation for each item type, was a fifth of the probe's unoptimised build, which is
// part of every cold configure (README.md).
template <typename T, size_t N> class List {
  public:
    // Appends item; false, and nothing added, when the list is full.
    bool add(const T &item) {
        if (count_ == N) return false;
        items_[count_++] = item;
        return true;
    }
    size_t size() const { return count_; }
    bool empty() const { return count_ == 0; }
    const T &operator[](size_t i) const { return items_[i]; }
    const T *begin() const { return items_; }
    const T *end() const { return items_ + count_; }

  private:
    T items_[N];
    size_t count_ = 0;
};

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

} // namespace

#endif
