internal import CLibPQ
import Glibc

/// The LISTEN side of a libpq connection: its socket, to wait on, and the notifications read from it.
/// Used only by ``PostgresListener``, on its own thread, on a connection that runs no other statements.
extension LibPQConnection {
    /// The connection's socket, or -1 while disconnected.
    var socket: Int32 {
        guard let handle else { return -1 }
        return PQsocket(handle)
    }

    /// Reads whatever the server sent (without blocking) and returns the notifications it completed, in order.
    /// Throws ``PostgresError/Code/connection`` (and closes) when the connection failed.
    func readNotifications() throws -> [(channel: String, payload: String)] {
        guard let handle, PQstatus(handle) == CONNECTION_OK else {
            throw PostgresError.connection("the listening connection is not open")
        }
        guard PQconsumeInput(handle) == 1 else {
            let message = String(cString: PQerrorMessage(handle))
            close()
            throw PostgresError.connection("the listening connection failed: \(message)")
        }
        var notifications: [(channel: String, payload: String)] = []
        while let notify = PQnotifies(handle) {
            notifications.append((String(cString: notify.pointee.relname), String(cString: notify.pointee.extra)))
            PQfreemem(notify)
        }
        if PQstatus(handle) != CONNECTION_OK {
            close()
            throw PostgresError.connection("the listening connection was closed by the server")
        }
        return notifications
    }
}
