// cudnn-cmake probe: the loader layer on Windows - load by name, find symbols, tell which
// file a DLL came from, list the loaded modules, and read a DLL's import table.
//
// Part of one translation unit: cudnn_probe.cpp includes this file (through loader.h);
// it is never compiled on its own. loader_posix.h has the same functions for ELF systems.
#ifndef CUDNN_PROBE_LOADER_WINDOWS_H
#define CUDNN_PROBE_LOADER_WINDOWS_H

#include "config.h" // <windows.h>
#include "util.h"

#include <tlhelp32.h>

#include <cstddef>
#include <cstdio>
#include <string>

namespace {

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
    // 32768 characters: the longest path Windows has.
    std::wstring buffer(32768, L'\0');
    DWORD n = GetModuleFileNameW(h, &buffer[0], 32768);
    if (n == 0 || n >= 32768) return "";
    buffer.resize(n);
    return narrow(buffer.c_str());
}

std::string last_error_text() {
    DWORD code = GetLastError();
    char *text = nullptr; // allocated by FormatMessage: any length
    FormatMessageA(FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, nullptr,
                   code, 0, reinterpret_cast<char *>(&text), 0, nullptr);
    std::string s = text ? text : "";
    if (text) LocalFree(text);
    while (!s.empty() && (s.back() == '\n' || s.back() == '\r' || s.back() == ' ')) s.pop_back();
    return fmt("error %lu", static_cast<unsigned long>(code)) + (s.empty() ? "" : ": " + s);
}

LibHandle open_library(const std::string &name, std::string *error) {
    HMODULE h = LoadLibraryA(name.c_str());
    if (!h && error) *error = last_error_text();
    return h;
}

// The handle of a DLL that is loaded already, by its name; null when it is not.
LibHandle loaded_library(const std::string &name) { return GetModuleHandleA(name.c_str()); }

void *find_symbol(LibHandle h, const char *name) {
    return h ? reinterpret_cast<void *>(GetProcAddress(h, name)) : nullptr;
}

std::string library_file(LibHandle h, const char *) { return module_path(h); }

// Calls visit(path) for every loaded module, as a full path, until visit returns false.
template <typename Visit> void for_each_loaded_module(Visit visit) {
    HANDLE snap = CreateToolhelp32Snapshot(TH32CS_SNAPMODULE, GetCurrentProcessId());
    if (snap == INVALID_HANDLE_VALUE) return;
    MODULEENTRY32W entry;
    entry.dwSize = sizeof entry;
    for (BOOL ok = Module32FirstW(snap, &entry); ok; ok = Module32NextW(snap, &entry))
        if (!visit(narrow(entry.szExePath))) break;
    CloseHandle(snap);
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
        DWORD m = GetFinalPathNameByHandleW(f, nullptr, 0, 0); // the length, with the end
        if (m > 0) {
            std::wstring buffer(size_t(m), L'\0');
            DWORD got = GetFinalPathNameByHandleW(f, &buffer[0], m, 0);
            if (got > 0 && got < m) {
                buffer.resize(got);
                result = narrow(buffer.c_str());
            }
        }
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

// ---------------------------------------------------------------------------------------
// DLL names

std::string main_library_name() { return fmt("cudnn64_%d.dll", CUDNN_MAJOR); }
// A sub-library's file-name stem, matched against loaded modules, and its file name.
std::string sublibrary_prefix(const std::string &name) { return "cudnn_" + name + "64_"; }
std::string sublibrary_file(const char *name) { return fmt("cudnn_%s64_%d.dll", name, CUDNN_MAJOR); }
std::string main_prefix() { return "cudnn64_"; }
// The names a CUDA DLL is loaded by, in the order they are tried.
typedef List<std::string, 4> LibraryNames;
LibraryNames library_names(const std::string &name) {
    LibraryNames names;
    names.add(name);
    return names;
}
LibraryNames cudart_names(long major) {
    LibraryNames names = library_names(fmt("cudart64_%ld.dll", major));
    names.add(fmt("cudart64_%ld0.dll", major));
    names.add(fmt("cudart64_%ld1.dll", major));
    names.add(fmt("cudart64_%ld2.dll", major));
    return names;
}
LibraryNames cublaslt_names(long major) { return library_names(fmt("cublasLt64_%ld.dll", major)); }
// cuDNN 8.9 and 9.x load "nvrtc64_%d_0.dll": 112 for CUDA 11 (NVRTC kept the 11.2 name
// for all of CUDA 11), <major>0 from CUDA 12 on.
LibraryNames nvrtc_names(long major) {
    return library_names(major == 11 ? std::string("nvrtc64_112_0.dll") : fmt("nvrtc64_%ld0_0.dll", major));
}
const char *driver_name() { return "nvcuda.dll"; }
const char *search_variable() { return "PATH"; }
// How a DLL found by name becomes loadable (the end of a fix text).
const char *loader_path_advice() { return " must contain the CUDA bin folder"; }

// ---------------------------------------------------------------------------------------
// The DLL names a PE file imports (its load-time dependencies), read from its import table.

struct FileCloser { // closes the file on every path
    FILE *f;
    ~FileCloser() {
        if (f) std::fclose(f);
    }
};

// Calls visit(name) for each DLL a PE file imports, until visit returns false; for none
// when the file cannot be read.
template <typename Visit> void for_each_pe_import(const std::string &file, Visit visit) {
    FileCloser f{std::fopen(file.c_str(), "rb")};
    if (!f.f) return;
    auto read_at = [&f](long offset, void *buffer, size_t size) {
        return std::fseek(f.f, offset, SEEK_SET) == 0 && std::fread(buffer, 1, size, f.f) == size;
    };
    // The headers are read as bytes, each field at its offset in the <winnt.h> structure
    // (little-endian), and every offset is checked against what was read: the file may be
    // damaged.
    auto u16 = [](const unsigned char *p) { return unsigned(p[0] | p[1] << 8); };
    auto u32 = [](const unsigned char *p) {
        return (unsigned long)(p[0] | p[1] << 8 | p[2] << 16) | (unsigned long)p[3] << 24;
    };
    unsigned char header[4096]; // the DOS and PE headers and the section table
    size_t got = std::fread(header, 1, sizeof header, f.f);
    if (got < sizeof(IMAGE_DOS_HEADER) || u16(header) != IMAGE_DOS_SIGNATURE) return;
    size_t pe = u32(header + offsetof(IMAGE_DOS_HEADER, e_lfanew));
    // The PE signature, the file header and the larger (64-bit) optional header.
    if (pe > got || got - pe < sizeof(IMAGE_NT_HEADERS64)) return;
    const unsigned char *file_header = header + pe + offsetof(IMAGE_NT_HEADERS64, FileHeader);
    unsigned sections = u16(file_header + offsetof(IMAGE_FILE_HEADER, NumberOfSections));
    unsigned optional_size = u16(file_header + offsetof(IMAGE_FILE_HEADER, SizeOfOptionalHeader));
    const unsigned char *optional = header + pe + offsetof(IMAGE_NT_HEADERS64, OptionalHeader);
    size_t directories = u16(optional) == IMAGE_NT_OPTIONAL_HDR64_MAGIC
                             ? offsetof(IMAGE_OPTIONAL_HEADER64, DataDirectory)
                             : offsetof(IMAGE_OPTIONAL_HEADER32, DataDirectory);
    const unsigned char *imports = optional + directories + IMAGE_DIRECTORY_ENTRY_IMPORT * sizeof(IMAGE_DATA_DIRECTORY);
    unsigned long import_rva = u32(imports + offsetof(IMAGE_DATA_DIRECTORY, VirtualAddress));
    size_t table = pe + offsetof(IMAGE_NT_HEADERS64, OptionalHeader) + optional_size; // the section table
    // The file offset of a relative virtual address: through the section that holds it.
    auto to_offset = [&](unsigned long rva) -> long {
        for (size_t i = 0; i < sections; ++i) {
            size_t at = table + i * sizeof(IMAGE_SECTION_HEADER);
            if (at > got || got - at < sizeof(IMAGE_SECTION_HEADER)) break;
            const unsigned char *section = header + at;
            unsigned long vsize = u32(section + offsetof(IMAGE_SECTION_HEADER, Misc)), // Misc.VirtualSize
                vaddr = u32(section + offsetof(IMAGE_SECTION_HEADER, VirtualAddress)),
                rsize = u32(section + offsetof(IMAGE_SECTION_HEADER, SizeOfRawData)),
                rptr = u32(section + offsetof(IMAGE_SECTION_HEADER, PointerToRawData));
            if (rva >= vaddr && rva - vaddr < (vsize > rsize ? vsize : rsize)) return long(rptr + (rva - vaddr));
        }
        return -1;
    };
    long at = import_rva ? to_offset(import_rva) : -1;
    // The import descriptors end with a zeroed one; a damaged table may not: at most 256.
    for (int i = 0; at >= 0 && i < 256; ++i, at += long(sizeof(IMAGE_IMPORT_DESCRIPTOR))) {
        unsigned char descriptor[sizeof(IMAGE_IMPORT_DESCRIPTOR)];
        if (!read_at(at, descriptor, sizeof descriptor)) break;
        unsigned long name_rva = u32(descriptor + offsetof(IMAGE_IMPORT_DESCRIPTOR, Name));
        if (!name_rva) break;
        long name_at = to_offset(name_rva);
        if (name_at < 0 || std::fseek(f.f, name_at, SEEK_SET) != 0) break;
        std::string name; // up to its end; a damaged table has none, hence the limit
        for (int c; (c = std::fgetc(f.f)) != EOF && c != 0 && name.size() < 32768;) name += char(c);
        if (!visit(name)) return;
    }
}

} // namespace

#endif
