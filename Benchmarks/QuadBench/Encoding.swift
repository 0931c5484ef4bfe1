import Foundation
import QuadAPIModels

/// The JSON encoder of the server's response bodies (`Response.json`): the ``WireEncoder``. With
/// `QUAD_BENCH_ENCODER=foundation` in the environment, Foundation's `JSONEncoder` with the settings the server used
/// before (sorted keys, slashes kept), for a before/after comparison.
enum BodyEncoder {
    static let useFoundation = ProcessInfo.processInfo.environment["QUAD_BENCH_ENCODER"] == "foundation"

    static let foundation: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }()

    /// The encoded body's size in bytes.
    static func bytes(_ value: some Encodable) throws -> Int {
        useFoundation ? try foundation.encode(value).count : try WireEncoder().encode(value).count
    }

    /// The encoded body.
    static func encoded(_ value: some Encodable) throws -> [UInt8] {
        useFoundation ? Array(try foundation.encode(value)) : try WireEncoder().encode(value)
    }
}
