/// One shared instance per distinct string read while a dataset loads.
///
/// A Swift string longer than 15 UTF-8 bytes lives in its own heap allocation, and the same texts repeat across
/// thousands of records (lineage field paths, source URLs and quotes, major titles, JSON keys of the college-reported
/// sections). The loader hands one interner to each decoding thread; ``RecordReader`` passes every long string and
/// object key through it, so equal texts share one allocation for the snapshot's lifetime. Shorter strings are stored
/// inline and returned as they are. Not thread-safe: one per thread, dropped when the load ends (the strings stay).
final class StringInterner {
    private var table: Set<String> = []

    /// Strings up to this many UTF-8 bytes are stored inline in a `String` and never interned.
    static let inlineLimit = 15

    init() {}

    /// The instance already seen equal to `text`, or `text` (kept for the next time).
    func intern(_ text: String) -> String {
        guard text.utf8.count > Self.inlineLimit else { return text }
        return table.insert(text).memberAfterInsert
    }

    /// Number of distinct long strings kept.
    var count: Int { table.count }
}
