/// A 25th–75th percentile range, written by the site as a two-number array `[lo, hi]`.
public struct ScoreRange: Sendable, Hashable, Codable {
    /// 25th percentile.
    public var lo: Double
    /// 75th percentile.
    public var hi: Double

    public init(lo: Double, hi: Double) {
        self.lo = lo
        self.hi = hi
    }

    public init(from decoder: any Decoder) throws {
        var c = try decoder.unkeyedContainer()
        if let count = c.count, count != 2 {
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "expected a [low, high] pair, found \(count) items")
        }
        lo = try c.decode(Double.self)
        hi = try c.decode(Double.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.unkeyedContainer()
        try c.encode(lo)
        try c.encode(hi)
    }
}

/// A share published exactly (`low == high`) or as a band (`{"low": 0.27, "high": 0.28}`).
public struct ShareBand: Sendable, Hashable, Codable {
    /// Lower bound, 0–1.
    @NullableNumber public var low: Double? = nil
    /// Upper bound, 0–1.
    @NullableNumber public var high: Double? = nil

    public init() {}

    public init(low: Double?, high: Double?) {
        self.low = low
        self.high = high
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension ScoreRange: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let pair = try [Double](record: &reader)
        guard pair.count == 2 else { throw reader.failure("expected a [low, high] pair") }
        self.init(lo: pair[0], hi: pair[1])
    }
}

extension ShareBand: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $low = try object.nullable(CodingKeys.low)
        $high = try object.nullable(CodingKeys.high)
    }
}
