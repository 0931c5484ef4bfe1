public import QuadAPIModels

/// `data/detail/schools/{unit_id}.json`: the larger per-college tables.
public struct SchoolDetail: Sendable, Hashable, Codable {
    @Nullable public var unitID: String? = nil
    @Nullable public var tables: Tables? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case unitID = "unit_id"
        case tables
    }

    /// The known tables typed; any other table (`campus_pages`, `cds_aid`, …) kept as JSON in ``others``.
    public struct Tables: Sendable, Hashable, Codable {
        /// First-years by USPS state.
        public var homeStates: DetailTable<[String: Double]>?
        /// `[first majors, second majors]` by 6-digit CIP.
        public var majors: DetailTable<[String: [Double?]]>?
        /// Earnings and debt by 4-digit CIP.
        public var programs: DetailTable<[String: ProgramRow]>?
        /// Directory credits and listings.
        public var directories: DetailTable<DirectoryRows>?
        /// Other tables by name, rows as JSON.
        public var others: [String: DetailTable<JSONValue>]

        public init() { others = [:] }

        private struct Key: CodingKey {
            var stringValue: String
            var intValue: Int? { nil }
            init(_ string: String) { stringValue = string }
            init?(stringValue: String) { self.stringValue = stringValue }
            init?(intValue: Int) { nil }
        }

        public init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: Key.self)
            others = [:]
            for key in c.allKeys {
                switch key.stringValue {
                case "home_states": homeStates = try c.decodeIfPresent(DetailTable.self, forKey: key)
                case "majors": majors = try c.decodeIfPresent(DetailTable.self, forKey: key)
                case "programs": programs = try c.decodeIfPresent(DetailTable.self, forKey: key)
                case "directories": directories = try c.decodeIfPresent(DetailTable.self, forKey: key)
                default: others[key.stringValue] = try c.decodeIfPresent(DetailTable.self, forKey: key)
                }
            }
        }

        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: Key.self)
            try c.encodeIfPresent(homeStates, forKey: Key("home_states"))
            try c.encodeIfPresent(majors, forKey: Key("majors"))
            try c.encodeIfPresent(programs, forKey: Key("programs"))
            try c.encodeIfPresent(directories, forKey: Key("directories"))
            for (name, table) in others { try c.encode(table, forKey: Key(name)) }
        }
    }

    /// One program's graduates, earnings and debt.
    public struct ProgramRow: Sendable, Hashable, Codable {
        @Nullable public var title: String? = nil
        @NullableNumber public var graduates: Double? = nil
        @Nullable public var earnings: Earnings? = nil
        @NullableNumber public var debtMedian: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case title, graduates, earnings
            case debtMedian = "debt_median"
        }

        /// Median earnings 1 and 4 years after, the national 4-year figure, and by Pell status.
        public struct Earnings: Sendable, Hashable, Codable {
            @NullableNumber public var y1: Double? = nil
            @NullableNumber public var y4: Double? = nil
            @NullableNumber public var y4National: Double? = nil
            @NullableNumber public var y4Pell: Double? = nil
            @NullableNumber public var y4NonPell: Double? = nil

            public init() {}

            enum CodingKeys: String, CodingKey {
                case y1, y4
                case y4National = "y4_national"
                case y4Pell = "y4_pell"
                case y4NonPell = "y4_non_pell"
            }
        }
    }

    /// The `directories` table: organizations credited and the college's listings.
    public struct DirectoryRows: Sendable, Hashable, Codable {
        @Nullable public var credits: [String: Credit]? = nil
        @Nullable public var listings: [Listing]? = nil

        public init() {}

        /// An organization whose directory lists the college.
        public struct Credit: Sendable, Hashable, Codable {
            @Nullable public var organization: String? = nil
            @Nullable public var publisher: String? = nil
            @Nullable public var listURL: String? = nil
            /// ISO date the list was read.
            @Nullable public var read: String? = nil
            /// `B`, `C`, `D`.
            @Nullable public var tier: String? = nil
            @Nullable public var domain: String? = nil
            @Omittable public var tradition: String? = nil
            @Omittable public var council: String? = nil
            /// LGBTQ+ listings: `center`, `group` or `policy`.
            @Omittable public var kind: String? = nil
            /// A policy listing's key (`inclusive_housing`, …).
            @Omittable public var policy: String? = nil

            public init() {}

            enum CodingKeys: String, CodingKey {
                case organization, publisher
                case listURL = "list_url"
                case read, tier, domain, tradition, council, kind, policy
            }
        }

        /// One listing: organization key, the chapter's or group's name and page as listed, its status, a tier C
        /// estimate with its quote, and whether it serves several colleges (the site's lib/directories.ts `Listing`).
        public struct Listing: Sendable, Hashable, Codable {
            @Nullable public var org: String? = nil
            @Nullable public var url: String? = nil
            /// `C` for an organization's estimate; otherwise the credit's tier.
            @Omittable public var tier: String? = nil
            @Omittable public var name: String? = nil
            /// As listed ("active", "colony").
            @Omittable public var status: String? = nil
            /// What the list states for the campus ("2,750 Jewish undergraduates").
            @Omittable public var fact: String? = nil
            @Omittable public var quote: String? = nil
            /// The chapter serves several colleges.
            @Omittable public var multi: Bool? = nil

            public init() {}
        }
    }
}

/// One detail table: its source and vintage keys, display year, and rows.
public struct DetailTable<Rows: Codable & Sendable & Hashable>: Sendable, Hashable, Codable {
    @Nullable public var source: String? = nil
    @Nullable public var vintage: String? = nil
    @Nullable public var year: String? = nil
    @Nullable public var rows: Rows? = nil

    public init() {}

    public init(source: String?, vintage: String?, year: String?, rows: Rows?) {
        self.source = source
        self.vintage = vintage
        self.year = year
        self.rows = rows
    }
}
