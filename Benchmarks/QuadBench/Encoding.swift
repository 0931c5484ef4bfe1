import Foundation

/// The JSON encoder configured as the server's response bodies (`Response.json`): sorted keys, slashes kept.
enum BodyEncoder {
    /// One shared encoder, as the server shares one.
    static let shared: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        return encoder
    }()

    /// The encoded body's size in bytes.
    static func bytes(_ value: some Encodable) throws -> Int {
        try shared.encode(value).count
    }
}
