/// A body the handler reads itself, by its media type (`POST …/import` takes `text/csv` or JSON): the bytes as sent.
public struct RawRequestBody: RequestBody, Hashable {
    public var bytes: [UInt8]

    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    public static func read(_ bytes: [UInt8]) -> RawRequestBody { RawRequestBody(bytes) }
}
