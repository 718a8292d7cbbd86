// cudnn-cmake probe: the GPU checks - the driver, the CUDA runtime, the device, and a
// small convolution compared with a CPU reference. Through the driver API (device facts)
// and a CUDA runtime loaded at run time (memory): nothing here is linked, so the probe
// runs where neither exists.
//
// Part of one translation unit: cudnn_probe.cpp includes this file; it is never compiled
// on its own.
#ifndef CUDNN_PROBE_GPU_CHECKS_H
#define CUDNN_PROBE_GPU_CHECKS_H

#include "config.h"
#include "library_checks.h" // status_name, load_like_cudnn, CUDNN_OK
#include "loader.h"
#include "probe.h"
#include "report.h"
#include "util.h"

#include <cstddef>
#include <string>

#if !defined(_WIN32)
#include <time.h>
#endif

namespace {

// Values from the CUDA headers, which the probe is not built with; the same in every
// CUDA release since 5.0.
// The driver API (cuda.h):
const int CU_OK = 0;                // CUDA_SUCCESS
const int CU_NO_DEVICE = 100;       // CUDA_ERROR_NO_DEVICE: cuInit found no GPU
const int CU_ATTRIBUTE_CC_MAJOR = 75; // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR
const int CU_ATTRIBUTE_CC_MINOR = 76; // CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR
// The runtime API (driver_types.h):
const int CUDART_OK = 0;                   // cudaSuccess
const int CUDART_INSUFFICIENT_DRIVER = 35; // cudaErrorInsufficientDriver
const int CUDART_HOST_TO_DEVICE = 1;       // cudaMemcpyHostToDevice
const int CUDART_DEVICE_TO_HOST = 2;       // cudaMemcpyDeviceToHost

struct Driver {
    LibHandle lib = nullptr;
    int(PROBE_API *cuInit)(unsigned) = nullptr;
    int(PROBE_API *cuDriverGetVersion)(int *) = nullptr;
    int(PROBE_API *cuDeviceGetCount)(int *) = nullptr;
    int(PROBE_API *cuDeviceGet)(int *, int) = nullptr;
    int(PROBE_API *cuDeviceGetName)(char *, int, int) = nullptr;
    int(PROBE_API *cuDeviceGetAttribute)(int *, int, int) = nullptr;
    int(PROBE_API *cuGetErrorName)(int, const char **) = nullptr;
    std::string error_name(int code) const {
        const char *s = nullptr;
        if (cuGetErrorName && cuGetErrorName(code, &s) == CU_OK && s) return fmt("%s (%d)", s, code);
        return fmt("CUresult %d", code);
    }
};

struct Runtime {
    LibHandle lib = nullptr;
    int(PROBE_API *cudaRuntimeGetVersion)(int *) = nullptr;
    int(PROBE_API *cudaSetDevice)(int) = nullptr;
    int(PROBE_API *cudaMalloc)(void **, size_t) = nullptr;
    int(PROBE_API *cudaFree)(void *) = nullptr;
    int(PROBE_API *cudaMemcpy)(void *, const void *, size_t, int) = nullptr;
    int(PROBE_API *cudaDeviceSynchronize)() = nullptr;
    const char *(PROBE_API *cudaGetErrorString)(int) = nullptr;
    std::string error_name(int code) const {
        const char *s = cudaGetErrorString ? cudaGetErrorString(code) : nullptr;
        return s ? fmt("%s (%d)", s, code) : fmt("cudaError %d", code);
    }
};

// Looks up name in lib; a missing one is added to *missing when given.
void *find_symbol_or_note(LibHandle lib, const char *name, std::string *missing) {
    void *symbol = find_symbol(lib, name);
    if (!symbol && missing) *missing += (missing->empty() ? "" : ", ") + std::string(name);
    return symbol;
}

template <typename F> bool bind(LibHandle lib, F &fn, const char *name, std::string *missing = nullptr) {
    fn = reinterpret_cast<F>(find_symbol_or_note(lib, name, missing));
    return fn != nullptr;
}

// Under AUTO a machine without a usable GPU is not a failure: the GPU part is skipped.
// Under GPU it is.
void gpu_unavailable(Probe &probe, const std::string &reason, const std::string &detail, const std::string &fix) {
    Report &r = probe.report;
    r.gpu_reason = reason;
    if (r.mode == "gpu") {
        r.gpu_checks = "FAIL";
        problem(probe, "gpu:driver", "error", reason + ": " + detail, fix);
    } else {
        r.gpu_checks = "SKIPPED";
        problem(probe, "gpu:driver", "note", reason + ": " + detail + "; GPU checks skipped", fix);
    }
}

// The libraries loaded here stay loaded, on every path: unloading the driver or the
// runtime runs their teardown while cuDNN may still use them, and the process ends soon.
bool load_driver(Probe &probe, Driver &d) {
    set_stage(probe, "driver");
    std::string error;
    d.lib = open_library(driver_name(), &error);
    if (!d.lib) {
        gpu_unavailable(probe, "no NVIDIA driver", std::string(driver_name()) + " cannot be loaded (" + error + ")",
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
        gpu_unavailable(probe, "broken NVIDIA driver", path + " lacks the CUDA driver API",
                        "reinstall the NVIDIA driver");
        return false;
    }
    int version = 0;
    if (d.cuDriverGetVersion(&version) == CU_OK) probe.report.driver = version;
    set_stage(probe, "cuInit");
    int rc = d.cuInit(0);
    if (rc != CU_OK) {
        gpu_unavailable(probe, "no usable GPU",
                        "the NVIDIA driver (" + path + ", CUDA " + cuda_version_string(version) +
                            ") found none: cuInit returned " + d.error_name(rc),
                        rc == CU_NO_DEVICE ? "run on a machine with an NVIDIA GPU (check CUDA_VISIBLE_DEVICES)"
                                           : "check the driver installation (nvidia-smi) and device permissions");
        return false;
    }
    int count = 0;
    if (d.cuDeviceGetCount(&count) != CU_OK || count == 0) {
        gpu_unavailable(probe, "no GPU", "the NVIDIA driver reports no GPU", "run on a machine with an NVIDIA GPU");
        return false;
    }
    return true;
}

bool load_runtime(Probe &probe, Runtime &rt) {
    set_stage(probe, "CUDA runtime");
    Report &r = probe.report;
    long major = r.cudart_build / 1000;
    if (major <= 0) major = toolkit_major(r.toolkit);
    std::string how, error, tried;
    LibraryNames names = cudart_names(major);
    for (const std::string &name : names) {
        rt.lib = load_like_cudnn(r, name, &how, &error);
        tried += (tried.empty() ? "" : ", ") + name;
        if (rt.lib) break;
    }
    LoadedLib lib;
    lib.name = "cudart";
    lib.file = names[0];
    if (!rt.lib) {
        lib.status = "not found";
        r.deps.add(lib);
        r.gpu_checks = r.mode == "gpu" ? "FAIL" : "SKIPPED";
        r.gpu_reason = "no CUDA runtime";
        problem(probe, "gpu:cudart", r.mode == "gpu" ? "error" : "warning",
                "the CUDA runtime (" + tried + ") cannot be loaded (" + error + "); the convolution test needs it",
                fmt("install the CUDA %ld runtime and make it loadable through ", major) +
                    std::string(search_variable()));
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
    r.deps.add(lib);
    if (!ok) {
        r.gpu_checks = "FAIL";
        problem(probe, "gpu:cudart", "error", lib.path + " lacks CUDA runtime functions", "reinstall the CUDA runtime");
        return false;
    }
    report_updated(probe);
    int version = 0;
    if (rt.cudaRuntimeGetVersion(&version) == CUDART_OK) r.cudart_loaded = version;
    return true;
}

// The driver must support the CUDA version cuDNN was built with (and the runtime's).
void check_driver_version(Probe &probe) {
    const Report &r = probe.report;
    long need = r.cudart_build > r.cudart_loaded ? r.cudart_build : r.cudart_loaded;
    if (r.driver <= 0 || need <= 0 || r.driver >= need) return;
    std::string says = "the NVIDIA driver supports CUDA " + cuda_version_string(r.driver) + " but " +
                       base_name(r.library_path) + " was built with CUDA " + cuda_version_string(r.cudart_build) +
                       (r.cudart_loaded ? " and the CUDA runtime is " + cuda_version_string(r.cudart_loaded) : "");
    if (r.driver / 1000 < need / 1000)
        problem(probe, "gpu:driver-version", "error", says,
                "update the NVIDIA driver to one that supports CUDA " + cuda_version_string(need) +
                    " (or use a cuDNN/CUDA build for CUDA " + cuda_version_string(r.driver) + ")");
    else
        problem(probe, "gpu:driver-version", "note",
                says + " (same major version: minor-version compatibility applies)",
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

void check_device(Probe &probe, const Driver &d) {
    set_stage(probe, "device");
    Report &r = probe.report;
    int dev = 0;
    if (d.cuDeviceGet(&dev, 0) != CU_OK) return;
    char name[256] = {0}; // the driver API's own limit for device names is far lower
    d.cuDeviceGetName(name, int(sizeof name) - 1, dev);
    d.cuDeviceGetAttribute(&r.cc_major, CU_ATTRIBUTE_CC_MAJOR, dev);
    d.cuDeviceGetAttribute(&r.cc_minor, CU_ATTRIBUTE_CC_MINOR, dev);
    r.have_gpu = true;
    r.gpu_name = name;
    long device = r.cc_major * 100L + r.cc_minor * 10L;
    long max = r.max_device_library >= 0 ? r.max_device_library : r.max_device_header;
    long min = min_device_version(r.cudart_build / 1000);
    std::string gpu = fmt("%s (compute capability %d.%d)", name, r.cc_major, r.cc_minor);
    if (device < min)
        problem(probe, "gpu:arch", "error",
                gpu + fmt(" is older than cuDNN %s for CUDA %s supports (%ld.%ld and newer)", r.library.str().c_str(),
                          cuda_version_string(r.cudart_build).c_str(), min / 100, min % 100 / 10),
                "use a cuDNN build for an older CUDA major version, or a newer GPU");
    else if (max > 0 && device > max)
        problem(probe, "gpu:arch", "warning",
                gpu + fmt(" is newer than cuDNN %s knows (up to %ld.%ld)", r.library.str().c_str(), max / 100,
                          max % 100 / 10),
                "install a newer cuDNN release that lists this GPU");
    else
        report_updated(probe);
}

// ---------------------------------------------------------------------------------------
// The convolution

// 1x3x8x8 input, 4x3x3x3 filter, padding 1: small enough for any GPU, large enough that a
// wrong result cannot pass by accident.
const int N = 1, C = 3, H = 8, W = 8, K = 4, R = 3, S = 3, PAD = 1;
const size_t X_SIZE = size_t(N * C * H * W), W_SIZE = size_t(K * C * R * S), Y_SIZE = size_t(N * K * H * W);

void cpu_convolution(const float *x, const float *w, float *y) {
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

// Milliseconds on a monotonic clock.
double now_ms() {
#if defined(_WIN32)
    LARGE_INTEGER count, frequency;
    QueryPerformanceCounter(&count);
    QueryPerformanceFrequency(&frequency);
    return double(count.QuadPart) * 1000.0 / double(frequency.QuadPart);
#else
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return double(t.tv_sec) * 1000.0 + double(t.tv_nsec) / 1e6;
#endif
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

// Looks up the functions of the convolution; *missing lists the required ones not exported.
bool bind_conv(const Probe &probe, CudnnConv &f, std::string *missing) {
    LibHandle lib = probe.cudnn;
    bool ok = true;
    ok &= bind(lib, f.create, "cudnnCreate", missing);
    ok &= bind(lib, f.destroy, "cudnnDestroy", missing);
    ok &= bind(lib, f.createTensor, "cudnnCreateTensorDescriptor", missing);
    ok &= bind(lib, f.setTensor4d, "cudnnSetTensor4dDescriptor", missing);
    ok &= bind(lib, f.destroyTensor, "cudnnDestroyTensorDescriptor", missing);
    ok &= bind(lib, f.createFilter, "cudnnCreateFilterDescriptor", missing);
    ok &= bind(lib, f.setFilter4d, "cudnnSetFilter4dDescriptor", missing);
    ok &= bind(lib, f.destroyFilter, "cudnnDestroyFilterDescriptor", missing);
    ok &= bind(lib, f.createConv, "cudnnCreateConvolutionDescriptor", missing);
    ok &= bind(lib, f.setConv2d, "cudnnSetConvolution2dDescriptor", missing);
    bind(lib, f.setMathType, "cudnnSetConvolutionMathType"); // v8 and later: optional
    ok &= bind(lib, f.destroyConv, "cudnnDestroyConvolutionDescriptor", missing);
    ok &= bind(lib, f.workspaceSize, "cudnnGetConvolutionForwardWorkspaceSize", missing);
    ok &= bind(lib, f.forward, "cudnnConvolutionForward", missing);
    return ok;
}

// What the convolution allocates (the handle, descriptors, device memory), released when
// it goes out of scope: on every path, in the reverse order of creation.
struct ConvResources {
    const Runtime &rt;
    const CudnnConv &f;
    Desc handle = nullptr, xd = nullptr, yd = nullptr, wd = nullptr, cd = nullptr;
    void *dx = nullptr, *dw = nullptr, *dy = nullptr, *ws = nullptr;
    ConvResources(const Runtime &runtime, const CudnnConv &functions) : rt(runtime), f(functions) {}
    ConvResources(const ConvResources &) = delete;
    ConvResources &operator=(const ConvResources &) = delete;
    ~ConvResources() {
        if (ws) rt.cudaFree(ws);
        if (dy) rt.cudaFree(dy);
        if (dw) rt.cudaFree(dw);
        if (dx) rt.cudaFree(dx);
        if (cd) f.destroyConv(cd);
        if (wd) f.destroyFilter(wd);
        if (yd) f.destroyTensor(yd);
        if (xd) f.destroyTensor(xd);
        if (handle) f.destroy(handle);
    }
};

void run_convolution(Probe &probe, const Runtime &rt) {
    Report &r = probe.report;
    CudnnConv f;
    std::string missing;
    if (!bind_conv(probe, f, &missing)) {
        r.gpu_checks = "FAIL";
        problem(probe, "gpu:handle", "error", r.library_path + " does not export " + missing,
                "the library is damaged or not cuDNN; reinstall it");
        return;
    }
    set_stage(probe, "cudaSetDevice");
    int crc = rt.cudaSetDevice(0);
    if (crc != CUDART_OK) {
        r.gpu_checks = "FAIL";
        problem(probe, "gpu:cudart", "error", "cudaSetDevice(0) failed with " + rt.error_name(crc),
                crc == CUDART_INSUFFICIENT_DRIVER ? "update the NVIDIA driver (it is older than the CUDA runtime)"
                                                  : "check the driver installation (nvidia-smi)");
        return;
    }
    set_stage(probe, "cudnnCreate");
    ConvResources res(rt, f);
    Desc handle = nullptr;
    int st = f.create(&handle);
    if (st != CUDNN_OK) { // nothing to destroy: the handle was not made
        r.gpu_checks = "FAIL";
        problem(probe, "gpu:handle", "error",
                "cudnnCreate failed with " + status_name(probe, st) + " (" + r.library_path + ")",
                "check the driver version and that the GPU is supported by this cuDNN build (see above)");
        return;
    }
    res.handle = handle;
    set_stage(probe, "convolution");
    float x[X_SIZE], w[W_SIZE], y[Y_SIZE] = {0}, ref[Y_SIZE];
    unsigned seed = 12345u; // a fixed LCG: the same data on every run and platform
    auto next = [&seed]() {
        seed = seed * 1664525u + 1013904223u;
        return float((seed >> 8) & 0xffff) / 32768.f - 1.f;
    };
    for (float &v : x) v = next();
    for (float &v : w) v = next();
    cpu_convolution(x, w, ref);

    size_t ws_size = 0;
    std::string failed;
    auto step = [&](int status, const char *what) {
        if (failed.empty() && status != CUDNN_OK)
            failed = std::string(what) + " returned " + status_name(probe, status);
        return failed.empty();
    };
    auto cuda_step = [&](int status, const char *what) {
        if (failed.empty() && status != CUDART_OK) failed = std::string(what) + " returned " + rt.error_name(status);
        return failed.empty();
    };
    // Enum values are the same in v7, v8 and v9: NCHW = 0, FLOAT = 0, CROSS_CORRELATION = 1,
    // IMPLICIT_GEMM = 0 (needs no workspace), FMA_MATH = 3 (plain FP32, no TF32).
    const int NCHW = 0, FLOAT = 0, CROSS_CORRELATION = 1, IMPLICIT_GEMM = 0, FMA_MATH = 3;
    bool ok = step(f.createTensor(&res.xd), "cudnnCreateTensorDescriptor") &&
              step(f.setTensor4d(res.xd, NCHW, FLOAT, N, C, H, W), "cudnnSetTensor4dDescriptor(x)") &&
              step(f.createTensor(&res.yd), "cudnnCreateTensorDescriptor") &&
              step(f.setTensor4d(res.yd, NCHW, FLOAT, N, K, H, W), "cudnnSetTensor4dDescriptor(y)") &&
              step(f.createFilter(&res.wd), "cudnnCreateFilterDescriptor") &&
              step(f.setFilter4d(res.wd, FLOAT, NCHW, K, C, R, S), "cudnnSetFilter4dDescriptor") &&
              step(f.createConv(&res.cd), "cudnnCreateConvolutionDescriptor") &&
              step(f.setConv2d(res.cd, PAD, PAD, 1, 1, 1, 1, CROSS_CORRELATION, FLOAT),
                   "cudnnSetConvolution2dDescriptor");
    if (ok && f.setMathType) f.setMathType(res.cd, FMA_MATH);
    ok = ok &&
         step(f.workspaceSize(handle, res.xd, res.wd, res.cd, res.yd, IMPLICIT_GEMM, &ws_size),
              "cudnnGetConvolutionForwardWorkspaceSize") &&
         cuda_step(rt.cudaMalloc(&res.dx, sizeof x), "cudaMalloc") &&
         cuda_step(rt.cudaMalloc(&res.dw, sizeof w), "cudaMalloc") &&
         cuda_step(rt.cudaMalloc(&res.dy, sizeof y), "cudaMalloc") &&
         (ws_size == 0 || cuda_step(rt.cudaMalloc(&res.ws, ws_size), "cudaMalloc")) &&
         cuda_step(rt.cudaMemcpy(res.dx, x, sizeof x, CUDART_HOST_TO_DEVICE), "cudaMemcpy") &&
         cuda_step(rt.cudaMemcpy(res.dw, w, sizeof w, CUDART_HOST_TO_DEVICE), "cudaMemcpy");
    const float alpha = 1.f, beta = 0.f;
    for (int round = 0; ok && round < 2; ++round) {
        double start = now_ms();
        ok = step(f.forward(handle, &alpha, res.xd, res.dx, res.wd, res.dw, res.cd, IMPLICIT_GEMM, res.ws, ws_size,
                            &beta, res.yd, res.dy),
                  "cudnnConvolutionForward") &&
             cuda_step(rt.cudaDeviceSynchronize(), "cudaDeviceSynchronize");
        (round == 0 ? r.conv_ms : r.conv_ms_repeat) = now_ms() - start;
    }
    ok = ok && cuda_step(rt.cudaMemcpy(y, res.dy, sizeof y, CUDART_DEVICE_TO_HOST), "cudaMemcpy");
    r.have_conv = true;
    if (ok) {
        double err = 0;
        for (size_t i = 0; i < Y_SIZE; ++i) {
            double d = double(y[i]) - double(ref[i]);
            double e = d < 0 ? -d : d;
            if (!(e <= err)) err = e; // also catches NaN
        }
        r.conv_error = err;
        // FP32 sums of 27 products of values in [-1, 1]: 1e-3 is generous for FMA math,
        // and far below what a wrong kernel gives.
        double tolerance = f.setMathType ? 1e-3 : 2e-2;
        if (err <= tolerance) {
            r.conv_status = "PASS";
            report_updated(probe);
        } else {
            r.conv_status = "WRONG RESULT";
            problem(probe, "gpu:convolution", "error",
                    fmt("a 1x3x8x8 convolution on %s differs from the CPU result by %.3g (allowed %.0e)",
                        r.gpu_name.c_str(), err, tolerance),
                    "cuDNN returns wrong results on this GPU: update the driver and cuDNN; report it to NVIDIA if "
                    "it persists");
        }
    } else {
        r.conv_status = "FAILED";
        problem(probe, "gpu:convolution", "error", "the test convolution failed: " + failed,
                "check the problems above; a driver update or the cuDNN build for this GPU usually fixes it");
    }
} // res releases the memory, the descriptors and the handle here

void gpu_checks(Probe &probe) {
    Report &r = probe.report;
    if (r.mode == "library") return;
    r.gpu_checks = "RUNNING";
    Driver d;
    if (!load_driver(probe, d)) return;
    Runtime rt;
    if (!load_runtime(probe, rt)) return;
    check_driver_version(probe);
    check_device(probe, d);
    run_convolution(probe, rt);
    if (r.gpu_checks == "RUNNING") {
        bool gpu_errors = false;
        for (const Problem &p : r.problems)
            gpu_errors = gpu_errors || (is_error(p) && p.check.compare(0, 4, "gpu:") == 0);
        r.gpu_checks = gpu_errors ? "FAIL" : "PASS";
        report_updated(probe);
    }
}

} // namespace

#endif
