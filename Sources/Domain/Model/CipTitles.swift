/// `data/reference/cip2020.json`: NCES's titles of the CIP 2020 codes, every 2-digit family ("11"), 4-digit group
/// ("11.07") and 6-digit program ("11.0701"), keyed by canonical code (lib/cip.ts reads the same file).
///
/// Read once per snapshot at load. Lookups take any spelling ``CipCode/normalize(_:)`` reads:
///
/// ```swift
/// titles.title("110701")        // "Computer Science"
/// titles.groupTitle("51.3801")  // the title of "51.38"
/// titles.title("11.9998")       // nil: the site then prints the code itself
/// ```
public struct CipTitles: Sendable, Hashable, Decodable {
    /// The file's path in the data directory.
    public static let file = "reference/cip2020.json"

    /// Where the titles come from (`source`, `url`, `crosswalk_url`, `retrieved`), for citations.
    public struct Source: Sendable, Hashable {
        /// The file's `source`, e.g. "NCES Classification of Instructional Programs (CIP 2020)".
        public var label: String
        public var url: String
        /// NCES's CIP 2010 to CIP 2020 crosswalk, when given.
        public var crosswalkURL: String?
        /// ISO date the table was taken from NCES.
        public var retrieved: String

        public init(label: String, url: String, crosswalkURL: String? = nil, retrieved: String) {
            self.label = label
            self.url = url
            self.crosswalkURL = crosswalkURL
            self.retrieved = retrieved
        }
    }

    public var source: Source
    /// Canonical code → NCES title.
    public var titles: [String: String]

    public init(source: Source, titles: [String: String]) {
        self.source = source
        self.titles = titles
    }

    /// NCES's title for `code` at its own level (lib/cip.ts `cipTitle`), or nil when the table has no such code.
    public func title(_ code: String) -> String? {
        CipCode.normalize(code).flatMap { titles[$0] }
    }

    /// The title of `code`'s 4-digit group (`cip4Title`).
    public func groupTitle(_ code: String) -> String? {
        CipCode.group(code).flatMap { titles[$0] }
    }

    /// The title of `code`'s 2-digit family (`cipFamilyTitle`).
    public func familyTitle(_ code: String) -> String? {
        CipCode.family(code).flatMap { titles[$0] }
    }

    enum CodingKeys: String, CodingKey {
        case source, url, retrieved, titles
        case crosswalkURL = "crosswalk_url"
        case movedFrom2010 = "moved_from_2010"
    }

    /// Reads the site's file. A key that is not a code in canonical form, or an empty title, is refused: the site
    /// looks titles up by canonical code only, so such an entry would never be found.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        source = Source(label: try c.decode(String.self, forKey: .source), url: try c.decode(String.self, forKey: .url),
                        crosswalkURL: try c.decodeIfPresent(String.self, forKey: .crosswalkURL),
                        retrieved: try c.decode(String.self, forKey: .retrieved))
        titles = try c.decode([String: String].self, forKey: .titles)
        // The crosswalk is checked for its shape; nothing here reads CIP 2010 codes.
        _ = try c.decodeIfPresent([String: String].self, forKey: .movedFrom2010)
        for (code, title) in titles.sorted(by: { $0.key < $1.key }) {
            let path: [any CodingKey] = c.codingPath + [CodingKeys.titles, TitleKey(code)]
            let canonical = CipCode.normalize(code)
            if canonical != code {
                let hint = canonical.map { " (\($0))" } ?? ""
                throw DecodingError.dataCorrupted(.init(
                    codingPath: path, debugDescription: "not a CIP code in canonical form\(hint)"))
            }
            if title.allSatisfy(\.isWhitespace) {
                throw DecodingError.dataCorrupted(.init(codingPath: path, debugDescription: "empty title"))
            }
        }
    }

    private struct TitleKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ key: String) { stringValue = key }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }
}
