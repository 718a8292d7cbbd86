// cudnn-cmake probe: what every part needs before anything else - the platform's headers
// and macros, and the cuDNN install under test (the generated configuration names its
// files and includes its version header).
//
// Part of one translation unit: every part of the probe includes this file first, so that
// the macros below come before any system header whatever the order of the includes.
#ifndef CUDNN_PROBE_CONFIG_H
#define CUDNN_PROBE_CONFIG_H

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
#else
// dladdr, dl_iterate_phdr (g++ and clang++ define it for C++ anyway).
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#endif

#include <cstddef>

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
// 1 for cuDNN JIT, which ships the main library, graph and engines_runtime_compiled only.
#ifndef CUDNN_PROBE_JIT
#define CUDNN_PROBE_JIT 0
#endif

#if !defined(CUDNN_MAJOR) || !defined(CUDNN_MINOR) || !defined(CUDNN_PATCHLEVEL)
#error "cudnn_probe: the version header does not define CUDNN_MAJOR, CUDNN_MINOR and CUDNN_PATCHLEVEL"
#endif

// The calling convention of cuDNN and CUDA functions. __stdcall matters only for 32-bit
// Windows (which cuDNN never supported); it keeps these declarations identical to the
// real ones where cudnn.h is the version header.
#if defined(_WIN32)
#define PROBE_API __stdcall
#else
#define PROBE_API
#endif

// The only functions imported at link time (the same in v7, v8 and v9); every other one
// is looked up at run time (see cudnn_probe.cpp).
extern "C" {
size_t PROBE_API cudnnGetVersion(void);
size_t PROBE_API cudnnGetCudartVersion(void);
}

#endif
