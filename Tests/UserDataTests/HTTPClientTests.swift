import Core
import Foundation
import Testing
@testable import UserData

/// The libcurl client against a local server: what it sends, what it reads, and each way an exchange fails.
struct HTTPClientTests {
    @Test func getAndPostAsSent() async throws {
        let server = try FakeHTTPServer { request in
            .json(#"{"method": "\#(request.method)", "bytes": \#(request.body.count)}"#, status: request.method == "POST" ? 201 : 200)
        }
        defer { server.stop() }
        let client = HTTPClient()
        let get = try await client.send(HTTPClientRequest(url: server.url("/x?a=1%202"), headers: [("Accept", "application/json")],
                                                          timeout: .seconds(5)))
        #expect(get.status == 200)
        #expect(get.header("Content-Type") == "application/json")
        #expect(String(decoding: get.body, as: UTF8.self) == #"{"method": "GET", "bytes": 0}"#)
        let post = try await client.send(HTTPClientRequest(method: "POST", url: server.url("/y"),
                                                           headers: [("Content-Type", "application/json"), ("X-Key", "k")],
                                                           body: Data("{\"a\":1}".utf8), timeout: .seconds(5)))
        #expect(post.status == 201)
        let seen = server.requests
        #expect(seen.count == 2)
        #expect(seen[0].query("a") == "1 2")
        #expect(seen[0].headers["user-agent"] == "quad")
        #expect(seen[1].method == "POST" && seen[1].headers["x-key"] == "k")
        #expect(String(decoding: seen[1].body, as: UTF8.self) == "{\"a\":1}")
        #expect(seen[1].headers["expect"] == nil)
    }

    @Test func otherMethodsAndTheAnswersHeaders() async throws {
        let server = try FakeHTTPServer { request in
            .json(#"{"seen": "\#(request.method) \#(request.body.count)"}"#, status: request.method == "PURGE" ? 202 : 200)
        }
        defer { server.stop() }
        let client = HTTPClient(userAgent: "quad-test")
        let purge = try await client.send(HTTPClientRequest(method: "PURGE", url: server.url("/page"), timeout: .seconds(5)))
        #expect(purge.status == 202)
        #expect(String(decoding: purge.body, as: UTF8.self) == #"{"seen": "PURGE 0"}"#)
        #expect(purge.header("content-length") == "19")
        let put = try await client.send(HTTPClientRequest(method: "PUT", url: server.url("/doc"), headers: [("User-Agent", "mine")],
                                                          body: Data("abc".utf8), timeout: .seconds(5)))
        #expect(String(decoding: put.body, as: UTF8.self) == #"{"seen": "PUT 3"}"#)
        let seen = server.requests
        #expect(seen.map(\.method) == ["PURGE", "PUT"])
        #expect(seen[0].headers["user-agent"] == "quad-test")
        #expect(seen[1].headers["user-agent"] == "mine")
        // A header value cannot smuggle a second header.
        _ = try await client.send(HTTPClientRequest(url: server.url("/"), headers: [("X-A", "1\r\nX-B: 2")], timeout: .seconds(5)))
        #expect(server.requests.last?.headers["x-b"] == nil)
        #expect(server.requests.last?.headers["x-a"] == "1X-B: 2")
    }

    @Test func failuresHaveTheirKinds() async throws {
        let slow = try FakeHTTPServer { _ in FakeHTTPServer.Reply(body: Array("late".utf8), delay: 2) }
        defer { slow.stop() }
        let client = HTTPClient(maxResponseBytes: 8)
        do {
            _ = try await client.send(HTTPClientRequest(url: slow.url("/"), timeout: .milliseconds(300)))
            Issue.record("a 2-second answer beat a 300 ms limit")
        } catch let error as HTTPClientError {
            #expect(error.kind == .timeout)
        }

        let big = try FakeHTTPServer { _ in .json(String(repeating: "x", count: 100)) }
        defer { big.stop() }
        do {
            _ = try await client.send(HTTPClientRequest(url: big.url("/"), timeout: .seconds(5)))
            Issue.record("a 100-byte body passed an 8-byte limit")
        } catch let error as HTTPClientError {
            #expect(error.kind == .tooLarge)
        }

        // A port nothing listens on (the closed server's).
        let closed = try FakeHTTPServer { _ in .json("{}") }
        let url = closed.url("/")
        closed.stop()
        do {
            _ = try await client.send(HTTPClientRequest(url: url, timeout: .seconds(5)))
            Issue.record("a closed port answered")
        } catch let error as HTTPClientError {
            #expect(error.kind == .connection)
        }

        for bad in ["file:///etc/passwd", "ftp://127.0.0.1/", "not a url"] {
            do {
                _ = try await client.send(HTTPClientRequest(url: bad, timeout: .seconds(2)))
                Issue.record("\(bad) was fetched")
            } catch let error as HTTPClientError {
                #expect(error.kind == .invalidRequest, "\(bad): \(error)")
            }
        }
    }
}
