/// One source as a citation names it: who published what, for which year, where to get it.
public struct CitedSource: Sendable, Hashable, Codable, SchemaDescribed {
    /// Source registry key (`ipeds-adm`, `scorecard`, `cds`, …).
    public let key: String
    public let label: String
    public let publisher: String
    /// Display year of the data (`Fall 2024`, `2023–24`); `null` means "most recent release".
    public let year: String?
    public let url: String
    /// Date the data was retrieved (`YYYY-MM-DD`).
    public let retrieved: String?

    @_spi(Lineage)
    public init(key: String, label: String, publisher: String, year: String?, url: String, retrieved: String?) {
        self.key = key
        self.label = label
        self.publisher = publisher
        self.year = year
        self.url = url
        self.retrieved = retrieved
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        try c.encode(label, forKey: .label)
        try c.encode(publisher, forKey: .publisher)
        try c.encode(year, forKey: .year)
        try c.encode(url, forKey: .url)
        try c.encode(retrieved, forKey: .retrieved)
    }

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("label", .string()),
        .init("publisher", .string()),
        .init("year", .nullable(.string())),
        .init("url", .string()),
        .init("retrieved", .nullable(.string())),
    ]).described("A source: publisher, edition year, and where to get it.")
}

/// The value a college-reported figure replaced (the federal one), shown as "replaces …".
public struct Replaced: Sendable, Hashable, Codable, SchemaDescribed {
    public let value: Double?
    public let year: String?
    public let label: String?
    public let display: String?

    @_spi(Lineage)
    public init(value: Double?, year: String?, label: String?, display: String?) {
        self.value = value
        self.year = year
        self.label = label
        self.display = display
    }

    public static let schema = JSONSchema.object([
        .optional("value", .nullable(.number())),
        .optional("year", .nullable(.string())),
        .optional("label", .string()),
        .optional("display", .string()),
    ]).described("The federal figure a newer college-reported one replaced.")
}

/// A national directory listing behind a value (campus-directory sources).
public struct DirectoryCredit: Sendable, Hashable, Codable, SchemaDescribed {
    public let organization: String
    /// Listing tier: `B`, `C` or `D`.
    public let tier: String
    public let phrase: String

    @_spi(Lineage)
    public init(organization: String, tier: String, phrase: String) {
        self.organization = organization
        self.tier = tier
        self.phrase = phrase
    }

    public static let schema = JSONSchema.object([
        .init("organization", .string()),
        .init("tier", .oneOfStrings(["B", "C", "D"])),
        .init("phrase", .string()),
    ])
}

/// The lineage of one displayed value: its source, the field it is, how it was obtained, and for a derived
/// value the sources of its inputs.
///
/// Only the lineage resolver in Domain can make one (SPI `Lineage`), so a number cannot be sent without it.
public struct Cited: Sendable, Hashable, Codable, SchemaDescribed {
    public let key: String
    public let label: String
    public let publisher: String
    /// Display year (`Fall 2024`); `null` means "most recent release".
    public let year: String?
    public let url: String
    public let retrieved: String?
    /// Field path in the record (`admissions.acceptance_rate`).
    public let path: String
    /// Registry label of the field (`Acceptance rate`).
    public let field: String
    /// `reported`, `derived` or `extracted`.
    public let method: String
    /// True when neither the value nor any input used carries a per-college lineage record.
    public let isDefault: Bool
    public let formula: String?
    public let inputs: [CitedSource]?
    public let quote: String?
    public let page: Int?
    public let replaces: Replaced?
    /// `cds` or `class-profile` for a college-reported admissions class.
    public let sourceKind: String?
    public let cdsEdition: String?
    public let document: String?
    public let directory: DirectoryCredit?

    @_spi(Lineage)
    public init(
        source: CitedSource, path: String, field: String, method: String, isDefault: Bool,
        formula: String? = nil, inputs: [CitedSource]? = nil, quote: String? = nil, page: Int? = nil,
        replaces: Replaced? = nil, sourceKind: String? = nil, cdsEdition: String? = nil, document: String? = nil,
        directory: DirectoryCredit? = nil
    ) {
        key = source.key
        label = source.label
        publisher = source.publisher
        year = source.year
        url = source.url
        retrieved = source.retrieved
        self.path = path
        self.field = field
        self.method = method
        self.isDefault = isDefault
        self.formula = formula
        self.inputs = inputs
        self.quote = quote
        self.page = page
        self.replaces = replaces
        self.sourceKind = sourceKind
        self.cdsEdition = cdsEdition
        self.document = document
        self.directory = directory
    }

    /// The source part of the citation.
    public var source: CitedSource {
        CitedSource(key: key, label: label, publisher: publisher, year: year, url: url, retrieved: retrieved)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        try c.encode(label, forKey: .label)
        try c.encode(publisher, forKey: .publisher)
        try c.encode(year, forKey: .year)
        try c.encode(url, forKey: .url)
        try c.encode(retrieved, forKey: .retrieved)
        try c.encode(path, forKey: .path)
        try c.encode(field, forKey: .field)
        try c.encode(method, forKey: .method)
        try c.encode(isDefault, forKey: .isDefault)
        try c.encodeIfPresent(formula, forKey: .formula)
        try c.encodeIfPresent(inputs, forKey: .inputs)
        try c.encodeIfPresent(quote, forKey: .quote)
        try c.encodeIfPresent(page, forKey: .page)
        try c.encodeIfPresent(replaces, forKey: .replaces)
        try c.encodeIfPresent(sourceKind, forKey: .sourceKind)
        try c.encodeIfPresent(cdsEdition, forKey: .cdsEdition)
        try c.encodeIfPresent(document, forKey: .document)
        try c.encodeIfPresent(directory, forKey: .directory)
    }

    public static let schema = JSONSchema.object([
        .init("key", .string()),
        .init("label", .string()),
        .init("publisher", .string()),
        .init("year", .nullable(.string())),
        .init("url", .string()),
        .init("retrieved", .nullable(.string())),
        .init("path", .string()),
        .init("field", .string()),
        .init("method", .oneOfStrings(["reported", "derived", "extracted"])),
        .init("isDefault", .boolean),
        .optional("formula", .string()),
        .optional("inputs", .array(.ref(CitedSource.self))),
        .optional("quote", .string()),
        .optional("page", .integer()),
        .optional("replaces", .ref(Replaced.self)),
        .optional("sourceKind", .oneOfStrings(["cds", "class-profile"])),
        .optional("cdsEdition", .string()),
        .optional("document", .string()),
        .optional("directory", .ref(DirectoryCredit.self)),
    ]).described("Lineage of a displayed value: source, year, method, formula and inputs.")
}
