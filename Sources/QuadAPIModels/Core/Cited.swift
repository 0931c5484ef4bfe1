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
    /// The members (equality, hashing and decoding synthesized). `path` comes first: two citations of one document
    /// most often differ there, so comparing them stops early.
    private struct Members: Sendable, Hashable, Decodable {
        let path: String
        let key: String
        let label: String
        let publisher: String
        let year: String?
        let url: String
        let retrieved: String?
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
    }

    /// The one shared, never-changed copy of the members.
    private final class Box: Sendable {
        let m: Members
        init(_ m: Members) { self.m = m }
    }

    private let box: Box

    /// Source registry key (`ipeds-adm`, `scorecard`, `cds`, …).
    public var key: String { box.m.key }
    public var label: String { box.m.label }
    public var publisher: String { box.m.publisher }
    /// Display year (`Fall 2024`); `null` means "most recent release".
    public var year: String? { box.m.year }
    public var url: String { box.m.url }
    public var retrieved: String? { box.m.retrieved }
    /// Field path in the record (`admissions.acceptance_rate`).
    public var path: String { box.m.path }
    /// Registry label of the field (`Acceptance rate`).
    public var field: String { box.m.field }
    /// `reported`, `derived` or `extracted`.
    public var method: String { box.m.method }
    /// True when neither the value nor any input used carries a per-college lineage record.
    public var isDefault: Bool { box.m.isDefault }
    public var formula: String? { box.m.formula }
    public var inputs: [CitedSource]? { box.m.inputs }
    public var quote: String? { box.m.quote }
    public var page: Int? { box.m.page }
    public var replaces: Replaced? { box.m.replaces }
    /// `cds` or `class-profile` for a college-reported admissions class.
    public var sourceKind: String? { box.m.sourceKind }
    public var cdsEdition: String? { box.m.cdsEdition }
    public var document: String? { box.m.document }
    public var directory: DirectoryCredit? { box.m.directory }

    @_spi(Lineage)
    public init(
        source: CitedSource, path: String, field: String, method: String, isDefault: Bool,
        formula: String? = nil, inputs: [CitedSource]? = nil, quote: String? = nil, page: Int? = nil,
        replaces: Replaced? = nil, sourceKind: String? = nil, cdsEdition: String? = nil, document: String? = nil,
        directory: DirectoryCredit? = nil
    ) {
        box = Box(Members(
            path: path, key: source.key, label: source.label, publisher: source.publisher, year: source.year,
            url: source.url, retrieved: source.retrieved, field: field, method: method, isDefault: isDefault,
            formula: formula, inputs: inputs, quote: quote, page: page, replaces: replaces, sourceKind: sourceKind,
            cdsEdition: cdsEdition, document: document, directory: directory))
    }

    public init(from decoder: any Decoder) throws {
        box = Box(try Members(from: decoder))
    }

    /// Whether `other` is this very citation (a copy of it), not merely an equal one.
    public func isSame(as other: Cited) -> Bool { box === other.box }

    public static func == (a: Cited, b: Cited) -> Bool { a.isSame(as: b) || a.box.m == b.box.m }

    public func hash(into hasher: inout Hasher) { hasher.combine(box.m) }

    enum CodingKeys: String, CodingKey {
        case key, label, publisher, year, url, retrieved, path, field, method, isDefault, formula, inputs, quote, page,
             replaces, sourceKind, cdsEdition, document, directory
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
