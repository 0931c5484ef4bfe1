import Foundation
import QuadAPIModels

extension HighSchoolMeta {
    /// The high-school sources in the order the Data page lists them: the site walks `Object.entries(sources)`, which
    /// gives integer-like keys first (ascending), then the others in the file's order. Without a recorded file order
    /// (a meta built in code) the keys are taken alphabetically.
    public var orderedSources: [(key: String, source: Source)] {
        let all = sources ?? [:]
        let order = sourceOrder.map { keys in keys.filter { all[$0] != nil } } ?? all.keys.sorted()
        let indices = order.compactMap { k in Self.arrayIndex(k).map { (k, $0) } }.sorted { $0.1 < $1.1 }.map(\.0)
        return (indices + order.filter { Self.arrayIndex($0) == nil }).compactMap { k in all[k].map { (k, $0) } }
    }

    /// A key JavaScript orders as an array index: a canonical decimal number below 2³² − 1.
    static func arrayIndex(_ key: String) -> UInt32? {
        guard let n = UInt32(key), n < UInt32.max, String(n) == key else { return nil }
        return n
    }

    /// The keys of the file's `sources` object, in file order; nil when the bytes are not read that way (the order
    /// then falls back to alphabetical).
    static func sourceKeys(in data: Data) -> [String]? {
        data.withUnsafeBytes { raw in try? RecordReader.read(SourceKeyOrder.self, from: raw).keys }
    }
}

/// Reads only the order of `sources`' keys from `high-schools/meta.json`.
private struct SourceKeyOrder: RecordDecodable {
    let keys: [String]

    private enum Key: String, CodingKey { case sources }

    init(record reader: inout RecordReader) throws(RecordReadError) {
        let top = try reader.readObject()
        guard let at = try top.valueOffset(Key.sources) else { keys = []; return }
        var inner = top.reader(at: at)
        if try inner.readNull() { keys = []; return }
        keys = try inner.readObject().entries().map(\.key)
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        keys = try container.decodeIfPresent([String: JSONValue].self, forKey: .sources)?.keys.sorted() ?? []
    }
}
