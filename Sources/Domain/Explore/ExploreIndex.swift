/// Everything Explore reads about each college, evaluated once per dataset load: numbers as columns (NaN when not
/// reported), categories as small codes, on/off rules as bits. Requests filter, count and sort over these arrays by
/// position and never copy a ``School``.
///
/// Get one with ``ExploreIndex/of(_:)`` (built on first use, then kept for the snapshot's lifetime).
public struct ExploreIndex: Sendable {
    /// Colleges in the dataset.
    public let count: Int

    // Numbers (NaN when not reported)
    let acceptance: [Double]
    let satLow: [Double]
    let satHigh: [Double]
    let actLow: [Double]
    let actHigh: [Double]
    let avgCost: [Double]
    let undergrads: [Double]
    /// Applicants, 0 when not reported (the chart's order).
    let applicants: [Double]
    let applicantsStart: [Double]
    let undergradsStart: [Double]
    let ratio: [Double]
    let fullTimeFaculty: [Double]
    let greekShare: [Double]
    let latitude: [Double]
    let longitude: [Double]

    // Codes: index into the vocabulary list, or `none`
    static let none: UInt8 = .max
    let type: [UInt8]
    let policy: [UInt8]
    let size: [UInt8]
    let balance: [UInt8]
    let setting: [UInt8]
    let research: [UInt8]
    let division: [UInt8]
    let faith: [UInt8]
    /// Per indicator kind (``TrendIndicatorKind/allCases`` order): index into ``ExploreVocabulary/directions``.
    let trends: [[UInt8]]
    /// Index into ``stateNames`` / ``regionNames``.
    let state: [UInt16]
    let region: [UInt16]
    public let stateNames: [String]
    public let regionNames: [String]

    // Bit sets
    let designations: [UInt16]
    let faithGroups: [UInt16]
    let councils: [UInt8]
    let rotc: [UInt8]
    let flags: [UInt32]
    /// `aidForms=no-css`.
    let noCss: [Bool]

    /// Main and football conference codes (0 when none).
    let conference: [Int32]
    let footballConference: [Int32]
    /// Conference code → name, for the chip.
    public let conferenceNames: [Int: String]

    /// Per CIP family: first-major bachelor's a year by position (NaN when majors are not reported).
    let graduates: [String: [Double]]
    /// The four published net-price bands up to $110K, four per position (NaN when missing).
    let priceBands: [Double]
    /// Colleges whose citations are all dataset defaults (no lineage records, no figures of their own).
    let plainSources: [Bool]

    /// Whole-dataset counts for the filter panel.
    public internal(set) var counts: ExplorePanelCounts

    /// The values the dataset adds to the query vocabulary.
    public var known: ExploreQuery.Known {
        ExploreQuery.Known(regions: Set(regionNames), states: Set(stateNames), conferences: Set(conferenceNames.keys))
    }

    /// Whether the college at `position` has coordinates.
    func hasLocation(_ position: Int) -> Bool {
        !latitude[position].isNaN && !longitude[position].isNaN
    }
}

extension ExploreIndex {
    /// Applicants of the college at `position` (0 when not reported): the charts' order.
    public func applicantCount(at position: Int) -> Double {
        applicants[position]
    }
}
