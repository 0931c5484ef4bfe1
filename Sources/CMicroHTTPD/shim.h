#ifndef QUAD_CMICROHTTPD_SHIM_H
#define QUAD_CMICROHTTPD_SHIM_H
#include <sys/types.h>
#include <sys/socket.h>
#include <stdarg.h>
#include <stdint.h>
#include <microhttpd.h>
#endif
