/* Used by runtime-install-nvrtc-builtins: loads NVRTC by the name cuDNN loads it
 * (argv[1]), compiles a kernel with it, as cuDNN's runtime-compiled engines do (no
 * GPU needed: the builtins are loaded by NVRTC itself, by name), and prints the
 * /proc/self/maps lines of the NVRTC files: where each was loaded from. */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

typedef int (*create_fn)(void **, const char *, const char *, int, const char *const *, const char *const *);
typedef int (*compile_fn)(void *, int, const char *const *);

int main(int argc, char **argv)
{
    char line[4096];
    FILE *maps;
    int rc = 1;
    void *nvrtc = dlopen(argc > 1 ? argv[1] : "libnvrtc.so", RTLD_NOW | RTLD_LOCAL);
    if (!nvrtc) {
        printf("NVRTC not loaded: %s\n", dlerror());
        return 2;
    }
    {
        create_fn create = (create_fn)dlsym(nvrtc, "nvrtcCreateProgram");
        compile_fn compile = (compile_fn)dlsym(nvrtc, "nvrtcCompileProgram");
        void *program = NULL;
        if (create && compile && create(&program, "extern \"C\" __global__ void k() {}", "k.cu", 0, NULL, NULL) == 0) {
            rc = compile(program, 0, NULL);
            printf("nvrtcCompileProgram: %d\n", rc);
        }
    }
    maps = fopen("/proc/self/maps", "r");
    while (maps && fgets(line, sizeof line, maps)) {
        const char *path = strchr(line, '/');
        if (path && strstr(path, "libnvrtc"))
            printf("maps: %s", path);
    }
    if (maps)
        fclose(maps);
    return rc == 0 ? 0 : 3;
}
