__declspec(dllexport) int f(void) { return 1; }
