/// Times one document kind over a list of keys (college ids, id lists): a warm pass that finds the keys having the
/// document, `rounds` timed build passes, and one build + JSON encode pass (the encoding dominates, so one pass keeps
/// runs short).
struct DocumentTimer {
    /// What was measured for one document kind.
    struct Result {
        /// Keys that have the document.
        var having: Int
        var build: Samples
        var encoded: Samples
        var bytes: [Int]

        var medianBytes: String { bytes.isEmpty ? "" : String(bytes.sorted()[(bytes.count - 1) / 2]) }
    }

    static func measure(keys: [String], rounds: Int, _ build: (String) throws -> (any Encodable)?) throws -> Result {
        let having = try keys.filter { try build($0) != nil }
        var timed = Samples()
        for _ in 0..<rounds {
            for key in having {
                try Stopwatch.time(into: &timed) { try build(key) == nil ? 0 : 1 }
            }
        }
        var encoded = Samples()
        var bytes: [Int] = []
        for key in having {
            bytes.append(try Stopwatch.time(into: &encoded) { try build(key).map { try BodyEncoder.bytes($0) } ?? 0 })
        }
        return Result(having: having.count, build: timed, encoded: encoded, bytes: bytes)
    }
}
