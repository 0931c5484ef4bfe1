import Domain
public import Foundation
import QuadAPIModels

/// What the fixture generator reads: the reference files copied from the site (`Tests/Fixtures/reference-data`)
/// and the ZIP centroids (`data/zip-centroids.csv`).
public struct FixtureInputs: Sendable {
    /// Reference files written to the output byte for byte (paths relative to the reference `data/` folder).
    public static let verbatimFiles = [
        "meta.json", "release-calendar.json", "application-cycle.json", "history/cpi.json",
    ]

    /// The sample college whose real history and detail files are used verbatim.
    public static let sampleUnitID = "100654"

    /// Bytes of ``verbatimFiles``, by path.
    let verbatim: [(path: String, bytes: Data)]
    /// `history/meta.json`, to be written with the fixture's counts.
    let historyMeta: FixtureValue
    /// `history/facts.json`: the national facts written with the two the generator computes (``FixtureFacts``).
    let facts: FixtureValue
    /// `high-schools/meta.json`, the template of the generated directory's meta.
    let highSchoolMeta: FixtureValue
    /// The real records of `schools-sample.json`, in file order.
    let realSchools: [FixtureValue]
    /// `history/schools/100654.json`: bytes and parsed value.
    let sampleHistoryBytes: Data
    let sampleHistory: FixtureValue
    /// `detail/schools/100654.json`: bytes and parsed value.
    let sampleDetailBytes: Data
    let sampleDetail: FixtureValue
    /// CPI-U school-year averages (`history/cpi.json`): first year and values.
    let cpiStart: Int
    let cpi: [Double]
    /// ZIP centroids in the 50 states and DC, in file order.
    let centroids: [FixtureCentroid]
    /// Roadmap pages and release notes written into the dataset as they are (see ``FixtureContent``).
    var content: [(path: String, bytes: Data)] = []

    /// Reads the inputs.
    ///
    /// - Parameters:
    ///   - referenceDirectory: the folder holding `schools-sample.json` and `data/`.
    ///   - centroidsFile: the CSV with columns `zip,city,state,lat,lng`.
    ///   - contentDirectory: the folder with the roadmap and release notes to ship (``FixtureContent``); nil for none.
    /// - Throws: ``FixtureError`` naming the file that is missing or unreadable.
    public static func load(referenceDirectory: URL, centroidsFile: URL, contentDirectory: URL? = nil)
        throws(FixtureError) -> FixtureInputs
    {
        let data = referenceDirectory.appendingPathComponent("data")
        func bytes(_ url: URL) throws(FixtureError) -> Data {
            do { return try Data(contentsOf: url) } catch {
                throw FixtureError("cannot read \(url.path) (\(error.localizedDescription))")
            }
        }
        func json(_ url: URL) throws(FixtureError) -> (Data, FixtureValue) {
            let raw = try bytes(url)
            do { return (raw, FixtureValue(try JSONDecoder().decode(JSONValue.self, from: raw))) } catch {
                throw FixtureError("\(url.path) is not valid JSON (\(error))")
            }
        }
        var verbatim: [(path: String, bytes: Data)] = []
        for path in verbatimFiles {
            verbatim.append((path, try bytes(data.appendingPathComponent(path))))
        }
        let (_, historyMeta) = try json(data.appendingPathComponent("history/meta.json"))
        let (_, facts) = try json(data.appendingPathComponent("history/facts.json"))
        let (_, highSchoolMeta) = try json(data.appendingPathComponent("high-schools/meta.json"))
        let (_, sample) = try json(referenceDirectory.appendingPathComponent("schools-sample.json"))
        guard case let .array(realSchools) = sample, !realSchools.isEmpty else {
            throw FixtureError("schools-sample.json must be a non-empty array of records")
        }
        let (historyBytes, history) = try json(data.appendingPathComponent("history/schools/\(sampleUnitID).json"))
        let (detailBytes, detail) = try json(data.appendingPathComponent("detail/schools/\(sampleUnitID).json"))
        let (_, cpiTable) = try json(data.appendingPathComponent("history/cpi.json"))
        guard let start = cpiTable["start"]?.numberValue, case let .array(cpiValues)? = cpiTable["values"] else {
            throw FixtureError("history/cpi.json has no start or values")
        }
        let centroids = try FixtureCentroid.parse(bytes(centroidsFile), file: centroidsFile.path)
        return FixtureInputs(
            verbatim: verbatim, historyMeta: historyMeta, facts: facts, highSchoolMeta: highSchoolMeta, realSchools: realSchools,
            sampleHistoryBytes: historyBytes, sampleHistory: history, sampleDetailBytes: detailBytes,
            sampleDetail: detail, cpiStart: Int(start), cpi: cpiValues.compactMap(\.numberValue),
            centroids: centroids, content: try FixtureContent.read(contentDirectory))
    }

    /// CPI for a school year's fall, nil outside the table.
    func cpi(at year: Int) -> Double? {
        let i = year - cpiStart
        return i >= 0 && i < cpi.count ? cpi[i] : nil
    }
}

/// One row of the ZIP centroid table.
struct FixtureCentroid: Sendable {
    let zip: String
    let city: String
    let state: String
    let lat: Double
    let lng: Double

    /// Rows of `zip,city,state,lat,lng` (header first, CRLF or LF) in the 50 states and DC.
    static func parse(_ data: Data, file: String) throws(FixtureError) -> [FixtureCentroid] {
        let text = String(decoding: data, as: UTF8.self)
        var rows: [FixtureCentroid] = []
        for (number, line) in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() where number > 0 {
            let fields = line.split(separator: ",", omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            guard fields.count == 5, let lat = Double(fields[3]), let lng = Double(fields[4]) else {
                throw FixtureError("\(file) line \(number + 1) is not zip,city,state,lat,lng")
            }
            guard FixtureStates.index(of: fields[2]) != nil, !fields[1].isEmpty else { continue }
            rows.append(FixtureCentroid(zip: fields[0], city: fields[1], state: fields[2], lat: lat, lng: lng))
        }
        guard !rows.isEmpty else { throw FixtureError("\(file) has no rows in the 50 states and DC") }
        return rows
    }
}

/// A failure of the fixture generator: bad inputs, an unwritable output, or impossible options.
public struct FixtureError: Error, CustomStringConvertible, Sendable {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
