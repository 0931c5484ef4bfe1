#ifndef QUAD_CLIBPQ_SHIM_H
#define QUAD_CLIBPQ_SHIM_H
#include <libpq-fe.h>
#endif
