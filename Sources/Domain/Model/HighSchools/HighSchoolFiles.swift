public import QuadAPIModels

/// `data/high-schools/state/{st}.json`: one state's report-card values for its public schools, with the sections
/// that cite them.
public struct HighSchoolStateFile: Decodable, Sendable {
    /// USPS, upper case.
    public var state: String
    public var sections: [Section]
    /// By public school id: field → share (or null), plus `suppressed`.
    public var schools: [String: Values]

    public struct Section: Decodable, Sendable {
        public var key: String
        /// `state-{st}`.
        public var source: String
        /// "California Department of Education, College-Going Rate".
        public var label: String
        /// "Class of 2022", "2023–24".
        public var year: String
        public var url: String
        public var retrieved: String
        public var fields: [String]
    }

    /// One school's values; `suppressed` lists fields the state hid for privacy.
    public struct Values: Decodable, Sendable {
        public var shares: [String: Double?]
        public var suppressed: [String]

        public init(from decoder: any Decoder) throws {
            let raw = try [String: JSONValue](from: decoder)
            var shares: [String: Double?] = [:]
            var suppressed: [String] = []
            for (key, value) in raw {
                switch (key, value) {
                case let ("suppressed", .array(items)):
                    suppressed = items.compactMap { if case let .string(s) = $0 { s } else { nil } }
                case let (_, .number(n)): shares[key] = n
                case (_, .null): shares[key] = .some(nil)
                default: continue
                }
            }
            self.shares = shares
            self.suppressed = suppressed
        }
    }

    /// The section that lists `field`.
    public func section(for field: String) -> Section? {
        sections.first { $0.fields.contains(field) }
    }
}

/// `data/high-schools/medians.json`: per state, the median of each key over its public high schools.
public typealias HighSchoolStateMedians = [String: [String: Double?]]

/// `data/high-schools/detail/{id}.json`: what a school's own profile says.
public struct HighSchoolDetail: Decodable, Sendable {
    public var id: String
    public var profile: Profile
    public var gpaScale: GPAScale?
    /// Shares summing to about 1.
    public var gpaDistribution: [Band]?
    /// Where graduates enrolled.
    public var matriculation: Matriculation?
    /// Colleges that admitted members of a class.
    public var admitted: Admitted?

    enum CodingKeys: String, CodingKey {
        case id, profile, matriculation, admitted
        case gpaScale = "gpa_scale"
        case gpaDistribution = "gpa_distribution"
    }

    public struct Profile: Decodable, Sendable {
        public var url: String
        public var retrieved: String
        /// "2025–26".
        public var edition: String
    }

    public struct GPAScale: Decodable, Sendable {
        /// `unweighted-4`, `weighted-5`, `100-point`, `other`.
        public var kind: String
        public var max: Double?
        public var weighted: Bool
        public var conversion: String?
        public var quote: String?
    }

    public struct Band: Decodable, Sendable {
        public var band: String
        public var share: Double
    }

    public struct Matriculation: Decodable, Sendable {
        /// "2023–2025".
        public var classes: String
        public var entries: [Entry]
        public var quote: String?

        public struct Entry: Decodable, Sendable {
            public var name: String
            public var unitID: String?
            /// Null: fewer than 5.
            public var count: Double?

            enum CodingKeys: String, CodingKey {
                case name, count
                case unitID = "unit_id"
            }
        }
    }

    public struct Admitted: Decodable, Sendable {
        /// "Class of 2026".
        public var classes: String
        public var entries: [Entry]
        public var quote: String?

        public struct Entry: Decodable, Sendable {
            public var name: String
            public var unitID: String?

            enum CodingKeys: String, CodingKey {
                case name
                case unitID = "unit_id"
            }
        }
    }
}
