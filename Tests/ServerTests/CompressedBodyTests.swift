import Foundation
@testable import Server
import TestSupport
import Testing

/// gzip and brotli bodies are what the decoders read back, and hold only their own bytes: a response cache keeps
/// them for a whole publish, so a 20 KB body must not carry the 400 KB of scratch space it was compressed in.
struct CompressedBodyTests {
    /// About 400 KB of JSON-like text that compresses roughly twentyfold.
    static let document: [UInt8] = Array((0..<4000).map { i in
        #"{"id":"\#(100_000 + i)","name":"College \#(i % 97)","rate":0.\#(i % 89),"cited":"IPEDS ADM2023"},"#
    }.joined().utf8)

    @Test func gzipRoundTripsAndKeepsNoSpareCapacity() throws {
        for level: Int32 in [1, 9] {
            let body = try #require(Gzip.compress(Self.document, level: level))
            #expect(gunzip(body) == Self.document)
            #expect(body.count * 5 < Self.document.count)
            #expect(body.capacity < body.count + 4096, "kept \(body.capacity) bytes for a \(body.count)-byte body")
        }
    }

    @Test func brotliRoundTripsAndKeepsNoSpareCapacity() throws {
        let body = try #require(Brotli.compress(Self.document, quality: 5))
        #expect(unbrotli(body) == Self.document)
        #expect(body.count * 5 < Self.document.count)
        #expect(body.capacity < body.count + 4096, "kept \(body.capacity) bytes for a \(body.count)-byte body")
    }

    @Test func emptyAndIncompressibleInputsStillRoundTrip() throws {
        #expect(gunzip(try #require(Gzip.compress([], level: 1))) == [])
        var generator = SystemRandomNumberGenerator()
        let noise = (0..<70_000).map { _ in UInt8.random(in: 0...255, using: &generator) }
        #expect(gunzip(try #require(Gzip.compress(noise, level: 1))) == noise)
        #expect(unbrotli(try #require(Brotli.compress(noise, quality: 5))) == noise)
    }
}
