/// Times one document kind over a list of keys (college ids, id lists): a warm pass that finds the keys having the
/// document, `rounds` timed build passes, and `encodeRounds` build + JSON encode passes (default one: the encoding
/// dominates, so one pass keeps runs short; a kind with few variants takes more for a steadier median).
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

    static func measure(keys: [String], rounds: Int, encodeRounds: Int = 1, _ build: (String) throws -> (any Encodable)?)
        throws -> Result
    {
        let having = try keys.filter { try build($0) != nil }
        var timed = Samples()
        for _ in 0..<rounds {
            for key in having {
                try Stopwatch.time(into: &timed) { try build(key) == nil ? 0 : 1 }
            }
        }
        var encoded = Samples()
        var bytes: [Int] = []
        for round in 0..<max(1, encodeRounds) {
            for key in having {
                let n = try Stopwatch.time(into: &encoded) { try build(key).map { try BodyEncoder.bytes($0) } ?? 0 }
                if round == 0 { bytes.append(n) }
            }
        }
        return Result(having: having.count, build: timed, encoded: encoded, bytes: bytes)
    }
}
