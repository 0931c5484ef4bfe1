#ifndef QUAD_CZLIB_SHIM_H
#define QUAD_CZLIB_SHIM_H
#include <zlib.h>
#endif
