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
///
/// The members live in one shared, immutable box: a document copies a citation into every figure, point and cell it
/// cites, and a copy is one reference rather than nineteen members.
public struct Cited: Sendable, Hashable, Codable, SchemaDescribed {
    /// The members, never changed after the citation is made.
    private final class Members: Sendable {
        let key: String
        let label: String
        let publisher: String
        let year: String?
        let url: String
        let retrieved: String?
        let path: String
        let field: String
        let method: String
        let isDefault: Bool
        let formula: String?
        let inputs: [CitedSource]?
        let quote: String?
        let page: Int?
        let replaces: Replaced?
        let sourceKind: String?
        let cdsEdition: String?
        let document: String?
        let directory: DirectoryCredit?

        init(source: CitedSource, path: String, field: String, method: String, isDefault: Bool, formula: String?,
             inputs: [CitedSource]?, quote: String?, page: Int?, replaces: Replaced?, sourceKind: String?,
             cdsEdition: String?, document: String?, directory: DirectoryCredit?) {
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
    }

    private let m: Members

    /// Source registry key (`ipeds-adm`, `scorecard`, `cds`, …).
    public var key: String { m.key }
    public var label: String { m.label }
    public var publisher: String { m.publisher }
    /// Display year (`Fall 2024`); `null` means "most recent release".
    public var year: String? { m.year }
    public var url: String { m.url }
    public var retrieved: String? { m.retrieved }
    /// Field path in the record (`admissions.acceptance_rate`).
    public var path: String { m.path }
    /// Registry label of the field (`Acceptance rate`).
    public var field: String { m.field }
    /// `reported`, `derived` or `extracted`.
    public var method: String { m.method }
    /// True when neither the value nor any input used carries a per-college lineage record.
    public var isDefault: Bool { m.isDefault }
    public var formula: String? { m.formula }
    public var inputs: [CitedSource]? { m.inputs }
    public var quote: String? { m.quote }
    public var page: Int? { m.page }
    public var replaces: Replaced? { m.replaces }
    /// `cds` or `class-profile` for a college-reported admissions class.
    public var sourceKind: String? { m.sourceKind }
    public var cdsEdition: String? { m.cdsEdition }
    public var document: String? { m.document }
    public var directory: DirectoryCredit? { m.directory }

    @_spi(Lineage)
    public init(
        source: CitedSource, path: String, field: String, method: String, isDefault: Bool,
        formula: String? = nil, inputs: [CitedSource]? = nil, quote: String? = nil, page: Int? = nil,
        replaces: Replaced? = nil, sourceKind: String? = nil, cdsEdition: String? = nil, document: String? = nil,
        directory: DirectoryCredit? = nil
    ) {
        m = Members(source: source, path: path, field: field, method: method, isDefault: isDefault, formula: formula,
                    inputs: inputs, quote: quote, page: page, replaces: replaces, sourceKind: sourceKind,
                    cdsEdition: cdsEdition, document: document, directory: directory)
    }

    /// Whether `other` is this very citation (a copy of it), not merely an equal one.
    public func isSame(as other: Cited) -> Bool { m === other.m }

    public static func == (a: Cited, b: Cited) -> Bool {
        if a.m === b.m { return true }
        return a.path == b.path && a.key == b.key && a.label == b.label && a.publisher == b.publisher
            && a.year == b.year && a.url == b.url && a.retrieved == b.retrieved && a.field == b.field
            && a.method == b.method && a.isDefault == b.isDefault && a.formula == b.formula && a.inputs == b.inputs
            && a.quote == b.quote && a.page == b.page && a.replaces == b.replaces && a.sourceKind == b.sourceKind
            && a.cdsEdition == b.cdsEdition && a.document == b.document && a.directory == b.directory
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(key)
        hasher.combine(label)
        hasher.combine(publisher)
        hasher.combine(year)
        hasher.combine(url)
        hasher.combine(retrieved)
        hasher.combine(path)
        hasher.combine(field)
        hasher.combine(method)
        hasher.combine(isDefault)
        hasher.combine(formula)
        hasher.combine(inputs)
        hasher.combine(quote)
        hasher.combine(page)
        hasher.combine(replaces)
        hasher.combine(sourceKind)
        hasher.combine(cdsEdition)
        hasher.combine(document)
        hasher.combine(directory)
    }

    enum CodingKeys: String, CodingKey {
        case key, label, publisher, year, url, retrieved, path, field, method, isDefault, formula, inputs, quote, page,
             replaces, sourceKind, cdsEdition, document, directory
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            source: CitedSource(
                key: try c.decode(String.self, forKey: .key), label: try c.decode(String.self, forKey: .label),
                publisher: try c.decode(String.self, forKey: .publisher),
                year: try c.decodeIfPresent(String.self, forKey: .year), url: try c.decode(String.self, forKey: .url),
                retrieved: try c.decodeIfPresent(String.self, forKey: .retrieved)),
            path: try c.decode(String.self, forKey: .path), field: try c.decode(String.self, forKey: .field),
            method: try c.decode(String.self, forKey: .method), isDefault: try c.decode(Bool.self, forKey: .isDefault),
            formula: try c.decodeIfPresent(String.self, forKey: .formula),
            inputs: try c.decodeIfPresent([CitedSource].self, forKey: .inputs),
            quote: try c.decodeIfPresent(String.self, forKey: .quote),
            page: try c.decodeIfPresent(Int.self, forKey: .page),
            replaces: try c.decodeIfPresent(Replaced.self, forKey: .replaces),
            sourceKind: try c.decodeIfPresent(String.self, forKey: .sourceKind),
            cdsEdition: try c.decodeIfPresent(String.self, forKey: .cdsEdition),
            document: try c.decodeIfPresent(String.self, forKey: .document),
            directory: try c.decodeIfPresent(DirectoryCredit.self, forKey: .directory))
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
