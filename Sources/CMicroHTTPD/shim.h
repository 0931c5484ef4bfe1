#ifndef QUAD_CMICROHTTPD_SHIM_H
#define QUAD_CMICROHTTPD_SHIM_H
#include <sys/types.h>
#include <sys/socket.h>
#include <stdarg.h>
#include <stdint.h>
#include <microhttpd.h>

/// MHD_get_connection_info is variadic and does not import into Swift; this non-variadic wrapper asks for the
/// client address (an info kind that takes no extra arguments).
static inline const struct sockaddr *quad_mhd_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}
#endif
