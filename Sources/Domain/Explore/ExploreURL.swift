/// The site's Explore URLs (`/explore?…`): the query as pairs in order, changed the way the site's links change it,
/// and written as `URLSearchParams` writes them (form encoding: space as `+`, everything but letters, digits and
/// `*-._` percent-encoded).
///
/// ```swift
/// var url = ExploreURL(pairs: [("types", "public"), ("page", "3")])
/// url.set("sortBy", "sat")
/// url.remove("page")
/// url.href   // "/explore?types=public&sortBy=sat"
/// ```
public struct ExploreURL: Sendable, Hashable {
    /// The screen's site path.
    public static let path = "/explore"

    /// Name–value pairs in order.
    public private(set) var pairs: [ExplorePair]

    public init(pairs: [ExplorePair] = []) {
        self.pairs = pairs
    }

    public init(pairs: [(String, String)]) {
        self.pairs = pairs.map { ExplorePair(name: $0.0, value: $0.1) }
    }

    /// The value of `name`, if present.
    public func value(_ name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }

    /// Sets `name` to `value`: the first pair of that name is replaced in place and any others removed; a new name
    /// goes last.
    public mutating func set(_ name: String, _ value: String) {
        if let i = pairs.firstIndex(where: { $0.name == name }) {
            pairs[i].value = value
            var j = pairs.count - 1
            while j > i {
                if pairs[j].name == name { pairs.remove(at: j) }
                j -= 1
            }
        } else {
            pairs.append(ExplorePair(name: name, value: value))
        }
    }

    /// Removes every pair named `name`.
    public mutating func remove(_ name: String) {
        pairs.removeAll { $0.name == name }
    }

    /// Sets `name` to the comma-joined `values`, or removes it when `values` is empty.
    public mutating func setList(_ name: String, _ values: [String]) {
        if values.isEmpty { remove(name) } else { set(name, values.joined(separator: ",")) }
    }

    /// A copy changed by `change`.
    public func with(_ change: (inout ExploreURL) -> Void) -> ExploreURL {
        var copy = self
        change(&copy)
        return copy
    }

    /// The encoded query without `?` (empty when there are no pairs).
    public var query: String {
        var out = ""
        for (i, pair) in pairs.enumerated() {
            if i > 0 { out += "&" }
            out += Self.encode(pair.name) + "=" + Self.encode(pair.value)
        }
        return out
    }

    /// `/explore` plus `?query` when there is one.
    public var href: String {
        let q = query
        return q.isEmpty ? Self.path : Self.path + "?" + q
    }

    /// Form-encodes one name or value.
    static func encode(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for b in text.utf8 {
            switch b {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"):
                out.append(b)
            case UInt8(ascii: " "):
                out.append(UInt8(ascii: "+"))
            default:
                out.append(UInt8(ascii: "%"))
                out.append(hex[Int(b >> 4)])
                out.append(hex[Int(b & 0x0F)])
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// One `name=value` pair of an Explore URL, both decoded.
public struct ExplorePair: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
