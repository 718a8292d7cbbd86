/* Used by runtime-install-with-cuda: loads, by the names cuDNN loads them, the
 * CUDA libraries it needs at run time, as a program does (its own run path
 * applies), then prints the lines of /proc/self/maps that name them: where each
 * was loaded from.  Exit status 0 only when every one loads. */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv)
{
    int i, failed = 0;
    char line[4096];
    FILE *maps;
    for (i = 1; i < argc; ++i) {
        if (!dlopen(argv[i], RTLD_NOW | RTLD_LOCAL)) {
            printf("%s: not loaded: %s\n", argv[i], dlerror());
            ++failed;
        }
    }
    maps = fopen("/proc/self/maps", "r");
    while (maps && fgets(line, sizeof line, maps)) {
        const char *path = strchr(line, '/');
        if (path && strstr(path, "lib") && (strstr(path, "cublas") || strstr(path, "nvrtc") || strstr(path, "cudart")))
            printf("maps: %s", path);
    }
    if (maps)
        fclose(maps);
    return failed ? 2 : 0;
}
