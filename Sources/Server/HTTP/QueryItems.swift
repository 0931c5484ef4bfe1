/// One `name=value` pair of a query string, both decoded.
public struct QueryItem: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// The decoded pairs of a query string, in order, read the way the browser's `URLSearchParams` reads them:
/// pairs split on `&` (empty pieces skipped), name and value split at the first `=` (a missing `=` gives an
/// empty value), `+` is a space, `%XX` is decoded, and a repeated name is kept once per occurrence.
///
/// ```swift
/// let query = QueryItems(parsing: "state=CA&state=NY&q=new+york")
/// query.first("q")    // "new york"
/// query.all("state")  // ["CA", "NY"]
/// ```
public struct QueryItems: Sendable, Hashable, Sequence {
    /// The pairs in order.
    public private(set) var items: [QueryItem]

    public init(_ items: [QueryItem] = []) { self.items = items }

    /// Parses a raw query string (without the leading `?`).
    public init<S: StringProtocol>(parsing raw: S) {
        var items: [QueryItem] = []
        for piece in raw.split(separator: "&", omittingEmptySubsequences: true) {
            if let equals = piece.firstIndex(of: "=") {
                items.append(QueryItem(name: PercentDecoding.decodeForm(piece[..<equals]),
                                       value: PercentDecoding.decodeForm(piece[piece.index(after: equals)...])))
            } else {
                items.append(QueryItem(name: PercentDecoding.decodeForm(piece), value: ""))
            }
        }
        self.items = items
    }

    public func makeIterator() -> IndexingIterator<[QueryItem]> { items.makeIterator() }

    /// Whether there are no pairs.
    public var isEmpty: Bool { items.isEmpty }

    /// The value of the first pair named `name` (exact, case-sensitive match), or nil.
    public func first(_ name: String) -> String? {
        items.first { $0.name == name }?.value
    }

    /// The values of every pair named `name`, in order.
    public func all(_ name: String) -> [String] {
        items.filter { $0.name == name }.map(\.value)
    }

    /// Whether some pair is named `name`.
    public func contains(_ name: String) -> Bool {
        items.contains { $0.name == name }
    }
}
