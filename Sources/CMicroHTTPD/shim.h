#ifndef QUAD_CMICROHTTPD_SHIM_H
#define QUAD_CMICROHTTPD_SHIM_H
#include <sys/types.h>
#include <sys/socket.h>
#include <stdarg.h>
#include <stdint.h>
#include <string.h>
#include <microhttpd.h>
#include <errno.h>
#include <fcntl.h>
#include <unistd.h>
#include <pthread.h>
#include <netinet/in.h>
#include <netinet/tcp.h>

/* memfd_create is declared by <sys/mman.h> only under _GNU_SOURCE (glibc has it since 2.27), and the sealing
   constants likewise; the values are Linux's. */
extern int memfd_create(const char *name, unsigned int flags);
#ifndef MFD_CLOEXEC
#define MFD_CLOEXEC 0x0001U
#endif
#ifndef MFD_ALLOW_SEALING
#define MFD_ALLOW_SEALING 0x0002U
#endif
#ifndef F_ADD_SEALS
#define F_ADD_SEALS 1033
#endif
#ifndef F_SEAL_SEAL
#define F_SEAL_SEAL 0x0001
#define F_SEAL_SHRINK 0x0002
#define F_SEAL_GROW 0x0004
#define F_SEAL_WRITE 0x0008
#endif

/// MHD_get_connection_info is variadic and does not import into Swift; this non-variadic wrapper asks for the
/// client address (an info kind that takes no extra arguments).
static inline const struct sockaddr *quad_mhd_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}

/// The pointer the server stored for this connection in the connection-notify callback (its `socket_context`).
static inline void *quad_mhd_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

/// The status of the response queued on the connection for the current request; 0 when none is queued yet.
static inline unsigned int quad_mhd_queued_status(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_HTTP_STATUS);
    return info == NULL ? 0 : info->http_status;
}

/// Bytes of the request line and headers, once libmicrohttpd has read the whole head; 0 before.
static inline size_t quad_mhd_request_header_size(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
    return info == NULL ? 0 : info->header_size;
}

/// The connection's socket.
static inline int quad_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

/// MHD_set_connection_option(MHD_CONNECTION_OPTION_TIMEOUT) without the variadic call.
static inline void quad_mhd_set_timeout(struct MHD_Connection *connection, unsigned int seconds) {
    (void) MHD_set_connection_option(connection, MHD_CONNECTION_OPTION_TIMEOUT, seconds);
}

/// Ends the request target right after its first '?', so libmicrohttpd parses no query arguments.
///
/// The URI log callback receives the target in libmicrohttpd's own read buffer, before libmicrohttpd splits the
/// query in place (parse_initial_message_line in 0.9.75 writes NUL over the '?' and then records one header
/// entry per `name=value` pair in the connection's memory pool). The server reads the query from its own copy of
/// the target, never from those entries, and a long query would fill the pool: libmicrohttpd 0.9.75 then queues
/// its error reply but carries on reading headers into a freed buffer, so the request is never answered. Writing
/// NUL after the '?' (the byte libmicrohttpd overwrites next) leaves it an empty argument string. Bytes past the
/// first NUL are not looked at.
static inline void quad_mhd_end_query(const char *target) {
    char *question = strchr(target, '?');
    if (question != NULL) question[1] = '\0';
}
/// A new memory file (close-on-exec) holding `count` bytes of `bytes`, sealed so that nothing can write, shrink or
/// grow it again: a body libmicrohttpd can send with sendfile(2) (`MHD_create_response_from_fd`). -1 when the kernel
/// refuses (the caller then keeps the body in memory).
static inline int quad_sealed_body_file(const void *bytes, size_t count) {
    int fd = memfd_create("quad-cached-body", MFD_CLOEXEC | MFD_ALLOW_SEALING);
    if (fd < 0) return -1;
    size_t done = 0;
    while (done < count) {
        ssize_t n = write(fd, (const char *)bytes + done, count - done);
        if (n < 0 && errno == EINTR) continue;
        if (n <= 0) {
            close(fd);
            return -1;
        }
        done += (size_t)n;
    }
    if (fcntl(fd, F_ADD_SEALS, F_SEAL_WRITE | F_SEAL_SHRINK | F_SEAL_GROW | F_SEAL_SEAL) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

/// The lane of the calling thread among `count` slots of `table` (zeroed memory the caller owns): the slot holding
/// its thread id, or else the first free slot, claimed with a compare-and-swap. The first `count` threads that ask get
/// lanes 0 to count - 1, each its own; a thread past them shares a lane by its id. Lock-free and allocation-free, for
/// libmicrohttpd's worker threads picking their own copy of a cached response.
static inline unsigned int quad_thread_lane(uintptr_t *table, unsigned int count) {
    uintptr_t self = (uintptr_t) pthread_self();
    for (unsigned int i = 0; i < count; i++) {
        uintptr_t seen = __atomic_load_n(&table[i], __ATOMIC_ACQUIRE);
        if (seen == self) return i;
        if (seen == 0) {
            uintptr_t expected = 0;
            if (__atomic_compare_exchange_n(&table[i], &expected, self, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) return i;
        }
    }
    return count == 0 ? 0 : (unsigned int) ((self >> 12) % count);
}

/// Corks (`on` 1) or uncorks (0) a TCP socket (TCP_CORK): while corked the kernel sends only full segments, and
/// uncorking sends what is left. 0 on success, -1 (errno set) otherwise.
static inline int quad_set_cork(int fd, int on) {
    return setsockopt(fd, IPPROTO_TCP, TCP_CORK, &on, (socklen_t) sizeof on);
}

#endif
