/// One header line: a name as sent and its value.
public struct HTTPHeaderField: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// An ordered list of header fields with case-insensitive name lookup.
///
/// ```swift
/// var headers: HTTPHeaders = ["Content-Type": "application/json"]
/// headers.add("Vary", "Accept-Encoding")
/// headers["content-type"]  // "application/json"
/// ```
public struct HTTPHeaders: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// The fields in the order they were added or received.
    public private(set) var fields: [HTTPHeaderField]

    public init() { fields = [] }

    public init(_ pairs: [(String, String)]) {
        fields = pairs.map { HTTPHeaderField(name: $0.0, value: $0.1) }
    }

    public init(dictionaryLiteral elements: (String, String)...) {
        self.init(elements)
    }

    public func makeIterator() -> IndexingIterator<[HTTPHeaderField]> { fields.makeIterator() }

    /// Number of fields (a repeated name counts once per line).
    public var count: Int { fields.count }

    /// The first value for `name`, compared without regard to case.
    public subscript(name: String) -> String? {
        fields.first { HTTPHeaders.sameName($0.name, name) }?.value
    }

    /// Every value for `name`, in order.
    public func values(_ name: String) -> [String] {
        fields.filter { HTTPHeaders.sameName($0.name, name) }.map(\.value)
    }

    /// Whether any field is named `name`.
    public func contains(_ name: String) -> Bool {
        fields.contains { HTTPHeaders.sameName($0.name, name) }
    }

    /// Appends a field, keeping any earlier ones with the same name.
    public mutating func add(_ name: String, _ value: String) {
        fields.append(HTTPHeaderField(name: name, value: value))
    }

    /// Replaces every field named `name` with one field carrying `value`.
    public mutating func set(_ name: String, _ value: String) {
        if let first = fields.firstIndex(where: { HTTPHeaders.sameName($0.name, name) }) {
            fields[first].value = value
            var index = fields.index(after: first)
            while index < fields.endIndex {
                if HTTPHeaders.sameName(fields[index].name, name) { fields.remove(at: index) } else { index += 1 }
            }
        } else {
            add(name, value)
        }
    }

    /// Removes every field named `name`.
    public mutating func remove(_ name: String) {
        fields.removeAll { HTTPHeaders.sameName($0.name, name) }
    }

    /// ASCII case-insensitive comparison of two header names.
    static func sameName(_ a: String, _ b: String) -> Bool {
        var left = a.utf8.makeIterator()
        var right = b.utf8.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return true
            case let (x?, y?):
                if x != y && lowered(x) != lowered(y) { return false }
            default: return false
            }
        }
    }

    @inline(__always)
    static func lowered(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
