// cudnn-cmake probe: the loader layer of this platform - loading a library by name,
// finding its symbols, telling which file it came from, listing the loaded files, and the
// platform's library names. loader_posix.h and loader_windows.h offer the same functions.
//
// Part of one translation unit: cudnn_probe.cpp includes this file (through the other
// parts); it is never compiled on its own.
#ifndef CUDNN_PROBE_LOADER_H
#define CUDNN_PROBE_LOADER_H

#include "config.h"

#if defined(_WIN32)
#include "loader_windows.h"
#else
#include "loader_posix.h"
#endif

#endif
