import Foundation
@_spi(WireTesting) import QuadAPIModels

/// The JSON encoder of the server's response bodies (`Response.json`): the ``WireEncoder``. With
/// `QUAD_BENCH_ENCODER=foundation` in the environment, Foundation's `JSONEncoder` with the settings the server used
/// before (sorted keys, slashes kept), for a before/after comparison; with `QUAD_BENCH_ENCODER=unmemoized`, the
/// wire encoder encoding every citation afresh (no copy of an equal one already written).
enum BodyEncoder {
    static let useFoundation = ProcessInfo.processInfo.environment["QUAD_BENCH_ENCODER"] == "foundation"
    static let wire = WireEncoder(memoizingCitations: ProcessInfo.processInfo.environment["QUAD_BENCH_ENCODER"] != "unmemoized")

    /// Stops the run when copying equal citations changed a byte of `value`'s encoding.
    static func checkMemo(_ value: some Encodable) throws {
        let copied = try WireEncoder().encode(value), afresh = try WireEncoder(memoizingCitations: false).encode(value)
        precondition(copied == afresh, "the citation memo changed the bytes")
    }

    static let foundation: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }()

    /// The encoded body's size in bytes.
    static func bytes(_ value: some Encodable) throws -> Int {
        useFoundation ? try foundation.encode(value).count : try wire.encode(value).count
    }

    /// The encoded body.
    static func encoded(_ value: some Encodable) throws -> [UInt8] {
        useFoundation ? Array(try foundation.encode(value)) : try WireEncoder().encode(value)
    }
}
