public import Foundation

/// The ZIP code centroid table (`data/zip-centroids.csv`: `zip,city,state,lat,lng`), read once at start-up: where
/// `near=02139` puts the student's home.
public struct ZipCentroids: Sendable {
    private let points: [UInt32: GeoPoint]

    /// An empty table (every ZIP unknown).
    public init() {
        points = [:]
    }

    /// Reads the CSV bytes: a header line, then one row per ZIP. Rows whose ZIP is not five digits or whose
    /// coordinates are not numbers are skipped; a later row for the same ZIP wins.
    public init(csv data: Data) {
        var table: [UInt32: GeoPoint] = [:]
        table.reserveCapacity(data.count / 36)
        data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            var lineStart = 0
            var first = true
            for i in 0...bytes.count {
                guard i == bytes.count || bytes[i] == UInt8(ascii: "\n") else { continue }
                defer { lineStart = i + 1 }
                if first {
                    first = false
                    continue
                }
                guard i > lineStart else { continue }
                var fields: [Range<Int>] = []
                var fieldStart = lineStart
                for j in lineStart...i {
                    if j == i || bytes[j] == UInt8(ascii: ",") {
                        var end = j
                        if end > fieldStart, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
                        fields.append(fieldStart..<end)
                        fieldStart = j + 1
                    }
                }
                guard fields.count >= 5, fields[0].count == 5 else { continue }
                var zip: UInt32 = 0
                var ok = true
                for k in fields[0] {
                    let b = bytes[k]
                    guard b >= 48, b <= 57 else { ok = false; break }
                    zip = zip * 10 + UInt32(b - 48)
                }
                let n = fields.count
                guard ok, let lat = Self.number(bytes, fields[n - 2]), let lng = Self.number(bytes, fields[n - 1]) else { continue }
                table[zip] = GeoPoint(latitude: lat, longitude: lng)
            }
        }
        points = table
    }

    /// Reads the table from a file.
    ///
    /// - Throws: when the file cannot be read.
    public init(contentsOf url: URL) throws {
        self.init(csv: try Data(contentsOf: url))
    }

    /// ZIP codes in the table.
    public var count: Int { points.count }

    /// The centroid of a five-digit ZIP code, or nil.
    public func point(_ zip: String) -> GeoPoint? {
        guard zip.utf8.count == 5, let n = UInt32(zip) else { return nil }
        return points[n]
    }

    private static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Double? {
        guard !range.isEmpty else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard let v = Double(text), v.isFinite else { return nil }
        return v
    }
}
