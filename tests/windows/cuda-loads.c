/* Used by runtime-cuda-copy-runs: loads, by the names cuDNN loads them, the CUDA
 * DLLs it needs at run time and says where each was loaded from (the Windows
 * DLL search order: the program's folder first).  Exit status 0 only when
 * every one loads. */
#include <stdio.h>
#include <windows.h>

int main(int argc, char **argv)
{
    int i, failed = 0;
    for (i = 1; i < argc; ++i) {
        char path[MAX_PATH] = "";
        HMODULE h = LoadLibraryA(argv[i]);
        if (!h) {
            printf("%s: not loaded (error %lu)\n", argv[i], (unsigned long)GetLastError());
            ++failed;
            continue;
        }
        GetModuleFileNameA(h, path, sizeof path);
        printf("%s from %s\n", argv[i], path);
    }
    return failed ? 2 : 0;
}
