// cudnn-cmake probe: the loader layer on Linux (and other ELF systems) - load by name,
// find symbols, tell which file a library came from, list the loaded files, and read
// the RUNPATH of a library file.
//
// Part of one translation unit: cudnn_probe.cpp includes this file (through loader.h);
// it is never compiled on its own. loader_windows.h has the same functions for Windows.
#ifndef CUDNN_PROBE_LOADER_POSIX_H
#define CUDNN_PROBE_LOADER_POSIX_H

#include "config.h"
#include "util.h"

#include <dlfcn.h>
#include <elf.h>
#include <link.h>
#include <stdlib.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

namespace {

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

// The handle of a library that is loaded already, by its path; null when it is not.
LibHandle loaded_library(const std::string &path) { return dlopen(path.c_str(), RTLD_LAZY | RTLD_NOLOAD); }

void *find_symbol(LibHandle h, const char *name) { return h ? dlsym(h, name) : nullptr; }

// The file a handle was loaded from, as the loader found it, through one of its symbols.
std::string library_file(LibHandle h, const char *symbol) {
    void *address = find_symbol(h, symbol);
    Dl_info info;
    if (address && dladdr(address, &info) && info.dli_fname) return info.dli_fname;
    return "";
}

template <typename Visit> int visit_loaded_module(struct dl_phdr_info *info, size_t, void *data) {
    if (!info->dlpi_name || !info->dlpi_name[0]) return 0; // the program itself
    return (*static_cast<Visit *>(data))(std::string(info->dlpi_name)) ? 0 : 1;
}

// Calls visit(path) for every loaded shared object, as the loader names it, until visit
// returns false.
template <typename Visit> void for_each_loaded_module(Visit visit) {
    dl_iterate_phdr(visit_loaded_module<Visit>, &visit);
}

std::string canonical_path(const std::string &p) {
    char *resolved = realpath(p.c_str(), nullptr); // any length
    if (!resolved) return p;
    std::string result = resolved;
    std::free(resolved);
    return result;
}

std::string executable_dir() {
    std::string buffer(256, '\0');
    for (;;) {
        ssize_t n = readlink("/proc/self/exe", &buffer[0], buffer.size());
        if (n <= 0) return ".";
        if (size_t(n) < buffer.size()) {
            buffer.resize(size_t(n));
            return dir_name(buffer);
        }
        buffer.resize(buffer.size() * 2); // it may have been cut: again, larger
    }
}

// ---------------------------------------------------------------------------------------
// Library names

std::string main_library_name() { return fmt("libcudnn.so.%d", CUDNN_MAJOR); }
// A sub-library's file-name stem, matched against loaded modules, and its file name.
std::string sublibrary_prefix(const std::string &name) { return "libcudnn_" + name + ".so"; }
std::string sublibrary_file(const char *name) { return fmt("libcudnn_%s.so.%d", name, CUDNN_MAJOR); }
std::string main_prefix() { return "libcudnn.so"; }
// The names a CUDA library is loaded by, in the order they are tried.
typedef List<std::string, 4> LibraryNames;
LibraryNames library_names(const std::string &name) {
    LibraryNames names;
    names.add(name);
    return names;
}
LibraryNames cudart_names(long major) { return library_names(fmt("libcudart.so.%ld", major)); }
LibraryNames cublaslt_names(long major) { return library_names(fmt("libcublasLt.so.%ld", major)); }
// The names cuDNN itself tries (strings of the real libraries): cuDNN 8.9 "libnvrtc.so",
// then "libnvrtc.so.%d.%d" for CUDA 11 (whose NVRTC is libnvrtc.so.11.2 for every 11.x)
// or "libnvrtc.so.%d" for CUDA 12; cuDNN 9 "libnvrtc.so.%d" only.
LibraryNames nvrtc_names(long major) {
    LibraryNames names = library_names(major == 11 ? std::string("libnvrtc.so.11.2") : fmt("libnvrtc.so.%ld", major));
#if CUDNN_MAJOR < 9
    names.add("libnvrtc.so");
#endif
    return names;
}
const char *driver_name() { return "libcuda.so.1"; }
const char *search_variable() { return "LD_LIBRARY_PATH"; }
// How a library found by name becomes loadable (the end of a fix text).
const char *loader_path_advice() { return ", ldconfig, or the folder of the cuDNN library"; }

// ---------------------------------------------------------------------------------------
// ELF RUNPATH reading: cuDNN loads its sub-libraries, cuBLASLt and NVRTC with dlopen,
// which searches the *calling* library's RUNPATH (the pip wheels point it at
// $ORIGIN/../../cublas/lib and friends). To answer "can cuDNN load it" the probe must
// search the same folders, so it reads them from the file.

struct FileCloser { // closes the file on every path
    FILE *f;
    ~FileCloser() {
        if (f) std::fclose(f);
    }
};

// size bytes at offset into *out (false when the file is shorter).
bool read_at(FILE *f, long offset, size_t size, std::string *out) {
    out->resize(size);
    return std::fseek(f, offset, SEEK_SET) == 0 && (size == 0 || std::fread(&(*out)[0], 1, size, f) == size);
}

// The RUNPATH (else RPATH) of a 64-bit ELF file as the file holds it, folders separated by
// ':'; "" when the file cannot be read or has none.
std::string elf_runpath(const std::string &file) {
    std::string value;
    FileCloser f{std::fopen(file.c_str(), "rb")};
    if (!f.f) return value;
    std::string bytes, phdrs, dyns;
    Elf64_Ehdr eh;
    if (!read_at(f.f, 0, sizeof eh, &bytes)) return value;
    std::memcpy(&eh, bytes.data(), sizeof eh);
    if (std::memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0 || eh.e_ident[EI_CLASS] != ELFCLASS64 ||
        eh.e_phentsize != sizeof(Elf64_Phdr))
        return value;
    if (!read_at(f.f, long(eh.e_phoff), size_t(eh.e_phnum) * sizeof(Elf64_Phdr), &phdrs)) return value;
    auto phdr = [&phdrs](size_t i) {
        Elf64_Phdr p;
        std::memcpy(&p, phdrs.data() + i * sizeof p, sizeof p);
        return p;
    };
    for (size_t i = 0; i < eh.e_phnum; ++i) {
        Elf64_Phdr p = phdr(i);
        if (p.p_type != PT_DYNAMIC) continue;
        size_t count = size_t(p.p_filesz / sizeof(Elf64_Dyn));
        if (!read_at(f.f, long(p.p_offset), count * sizeof(Elf64_Dyn), &dyns)) dyns.clear();
    }
    Elf64_Addr strtab = 0;
    long path_offset = -1;
    for (size_t i = 0; i + sizeof(Elf64_Dyn) <= dyns.size(); i += sizeof(Elf64_Dyn)) {
        Elf64_Dyn d;
        std::memcpy(&d, dyns.data() + i, sizeof d);
        if (d.d_tag == DT_STRTAB) strtab = d.d_un.d_ptr;
        if (d.d_tag == DT_RUNPATH || (d.d_tag == DT_RPATH && path_offset < 0)) path_offset = long(d.d_un.d_val);
    }
    long strtab_offset = -1;
    for (size_t i = 0; i < eh.e_phnum; ++i) {
        Elf64_Phdr p = phdr(i);
        if (p.p_type == PT_LOAD && strtab >= p.p_vaddr && strtab < p.p_vaddr + p.p_filesz)
            strtab_offset = long(p.p_offset + (strtab - p.p_vaddr));
    }
    if (path_offset >= 0 && strtab_offset >= 0 && std::fseek(f.f, strtab_offset + path_offset, SEEK_SET) == 0) {
        // A damaged string table has no end: a real RUNPATH is far shorter than the limit.
        for (int c; (c = std::fgetc(f.f)) != EOF && c != 0 && value.size() < 65536;) value += char(c);
    }
    return value;
}

// dir with $ORIGIN and ${ORIGIN} replaced by origin.
std::string expand_origin(std::string dir, const std::string &origin) {
    static const char *const tokens[] = {"$ORIGIN", "${ORIGIN}"};
    for (const char *token : tokens) {
        size_t length = std::strlen(token);
        for (size_t at = dir.find(token); at != std::string::npos; at = dir.find(token, at + origin.size()))
            dir.replace(at, length, origin);
    }
    return dir;
}

// Calls visit(folder) for each folder of the RUNPATH of an ELF file, $ORIGIN replaced,
// until visit returns false.
template <typename Visit> void for_each_runpath_dir(const std::string &file, Visit visit) {
    std::string value = elf_runpath(file);
    if (value.empty()) return;
    std::string origin = dir_name(canonical_path(file));
    for (size_t start = 0;;) {
        size_t end = value.find(':', start);
        std::string dir = value.substr(start, end == std::string::npos ? std::string::npos : end - start);
        dir = expand_origin(dir, origin);
        if (!dir.empty() && !visit(dir)) return;
        if (end == std::string::npos) return;
        start = end + 1;
    }
}

} // namespace

#endif
