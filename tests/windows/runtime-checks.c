/* Used by the runtime-* cases: calls every sub-library version check of the
 * cuDNN it was built against and says where each DLL was loaded from
 * (cudnn_stub_loaded_from is a hook of the fixture stubs, not cuDNN API).
 * Then creates a convolution descriptor (a call into the cnn sub-library).
 * Exit status 0 only when every check and that call return CUDNN_STATUS_SUCCESS. */
#include <stdio.h>
#include <cudnn.h>

const char *cudnn_stub_loaded_from(const char *sub);

struct check { const char *sub; cudnnStatus_t (*fn)(void); };

int main(void)
{
#if CUDNN_MAJOR >= 9
    static const struct check checks[] = {
        {"graph", cudnnGraphVersionCheck}, {"ops", cudnnOpsVersionCheck},
        {"cnn", cudnnCnnVersionCheck}, {"adv", cudnnAdvVersionCheck}};
#else
    static const struct check checks[] = {
        {"ops_infer", cudnnOpsInferVersionCheck}, {"ops_train", cudnnOpsTrainVersionCheck},
        {"cnn_infer", cudnnCnnInferVersionCheck}, {"cnn_train", cudnnCnnTrainVersionCheck},
        {"adv_infer", cudnnAdvInferVersionCheck}, {"adv_train", cudnnAdvTrainVersionCheck}};
#endif
    unsigned i, failed = 0;
    printf("version %d from %s\n", (int)cudnnGetVersion(), cudnn_stub_loaded_from(NULL));
    for (i = 0; i < sizeof checks / sizeof checks[0]; ++i) {
        cudnnStatus_t s = checks[i].fn();
        printf("%s: %s from %s\n", checks[i].sub, cudnnGetErrorString(s),
               cudnn_stub_loaded_from(checks[i].sub));
        if (s != CUDNN_STATUS_SUCCESS)
            ++failed;
    }
    {
        /* A call into the convolution sub-library: where cuDNN (8.3 - 9.1) loads
         * zlibwapi.dll by name, this is where its absence shows. */
        cudnnConvolutionDescriptor_t conv = NULL;
        cudnnStatus_t s = cudnnCreateConvolutionDescriptor(&conv);
        printf("convolution descriptor: %s\n", cudnnGetErrorString(s));
        if (s != CUDNN_STATUS_SUCCESS)
            ++failed;
        else
            cudnnDestroyConvolutionDescriptor(conv);
    }
    return failed ? 2 : 0;
}
