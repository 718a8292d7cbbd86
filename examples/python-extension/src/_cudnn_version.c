/* cudnn_version._cudnn_version.version(): cudnnGetVersion() of the cuDNN the module loaded,
   header(): CUDNN_VERSION of the headers it was compiled against. */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <cudnn.h>

static PyObject *version(PyObject *self, PyObject *args) {
    (void)self;
    (void)args;
    return PyLong_FromSize_t(cudnnGetVersion());
}

static PyObject *header(PyObject *self, PyObject *args) {
    (void)self;
    (void)args;
    return PyLong_FromLong(CUDNN_VERSION);
}

static PyMethodDef methods[] = {
    {"version", version, METH_NOARGS, "cudnnGetVersion() of the loaded cuDNN library"},
    {"header", header, METH_NOARGS, "CUDNN_VERSION of the headers compiled against"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "_cudnn_version", NULL, -1, methods};

PyMODINIT_FUNC PyInit__cudnn_version(void) { return PyModule_Create(&module); }
