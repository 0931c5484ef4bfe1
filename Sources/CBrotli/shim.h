#ifndef QUAD_CBROTLI_SHIM_H
#define QUAD_CBROTLI_SHIM_H
#include <brotli/encode.h>
#include <brotli/decode.h>
#endif
