#if canImport(Glibc)
import Glibc
#endif
import Foundation
@testable import Server
import TestSupport
import Testing

/// Large cached bodies are sealed memory files that libmicrohttpd sends with sendfile(2) (issue 16: cache hits at
/// nginx speed; nginx serves its files so). The file holds exactly the body and refuses any change; hits from it
/// arrive whole, on fresh and on kept-alive connections, and HEAD sends no body.
struct SealedBodyFileTests {
    @Test func aFileHoldsTheBodyAndRefusesChange() throws {
        var generator = SystemRandomNumberGenerator()
        let body = (0..<100_003).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let fd = try #require(body.withUnsafeBytes { SealedBodyFile.make($0) })
        defer {
            close(fd)
            SealedBodyFile.released(1)
        }
        var back = [UInt8](repeating: 0, count: body.count + 10)
        let read = back.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, 0) }
        #expect(read == body.count)
        #expect(Array(back.prefix(body.count)) == body)
        // Sealed: no write, no shrinking, no growing.
        let wrote = [UInt8(1)].withUnsafeBytes { pwrite(fd, $0.baseAddress, 1, 0) }
        #expect(wrote == -1 && errno == EPERM)
        #expect(ftruncate(fd, 10) == -1)
        #expect(ftruncate(fd, off_t(body.count + 100)) == -1)
        #expect(fcntl(fd, F_GETFD) & FD_CLOEXEC != 0)
    }

    @Test func smallBodiesStayInMemory() {
        let small = [UInt8](repeating: 7, count: SealedBodyFile.threshold - 1)
        #expect(small.withUnsafeBytes { SealedBodyFile.make($0) } == nil)
        #expect(SealedBodyFile.limit > 0)
    }

    /// The in-process server's socket whose peer is the client socket `fd` (same loopback port pair).
    static func serverSide(of fd: Int32) -> Int32? {
        func port(_ get: (Int32, UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<socklen_t>) -> Int32, _ s: Int32) -> UInt16? {
            var address = sockaddr_in()
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let ok = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { get(s, $0, &length) }
            }
            return ok == 0 && address.sin_family == sa_family_t(AF_INET) ? UInt16(bigEndian: address.sin_port) : nil
        }
        guard let clientPort = port(getsockname, fd) else { return nil }
        return (3..<4096).first { candidate in
            candidate != fd && port(getpeername, candidate) == clientPort && port(getsockname, candidate) == port(getpeername, fd)
        }.map { Int32($0) }
    }

    /// Whether TCP_CORK is set on `fd`.
    static func isCorked(_ fd: Int32) -> Bool? {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        return getsockopt(fd, Int32(IPPROTO_TCP), TCP_CORK, &value, &length) == 0 ? value != 0 : nil
    }

    @Test func hitsFromAFileArriveWhole() async throws {
        var router = Router()
        router.get("/doc", options: .cacheable) { _, _ in try Response.json(Filler.make(bytes: 300_000)) }
        try await withLiveServer(router) { server in
            let miss = try await fetch(server.port, "GET", "/doc")
            #expect(miss.status == 200)
            #expect(miss.body.count > 250_000)
            #expect(SealedBodyFile.count >= 1, "the kept identity body is a file")
            // Hits: fresh connections, several at once, and requests after one another on one connection.
            try await withThrowingTaskGroup(of: [UInt8].self) { group in
                for _ in 0..<8 { group.addTask { try await fetch(server.port, "GET", "/doc").body } }
                for try await body in group { #expect(body == miss.body) }
            }
            let kept = try await blocking { () throws -> [RawResponse] in
                let connection = try RawConnection(port: server.port)
                return try (0..<5).map { _ in try connection.request("GET", "/doc") }
            }
            for hit in kept {
                #expect(hit.status == 200)
                #expect(hit.header("Content-Length") == String(miss.body.count))
                #expect(hit.body == miss.body)
            }
            // A hit from a file is corked while it is sent (its head rides in the body's first segment) and uncorked
            // when the request ends, so the tail of the body never waits for the kernel's cork timer.
            let uncorked = try await blocking { () throws -> Bool? in
                let connection = try RawConnection(port: server.port)
                _ = try connection.request("GET", "/doc")
                return Self.serverSide(of: connection.fd).map { Self.isCorked($0) == false }
            }
            #expect(uncorked == true)
            let head = try await fetch(server.port, "HEAD", "/doc")
            #expect(head.status == 200)
            #expect(head.body.isEmpty)
            #expect(head.header("Content-Length") == String(miss.body.count))
            #expect(server.metrics.cacheHits >= 13)
        }
    }
}
