/// A plotted figure's citation where it differs from the one its series (or band) carries: only the members that
/// differ. Each member present replaces the series' member whole (an object or array included); `null` means the
/// figure's citation has no such member. Laid over the series' citation, it gives the figure's own: for a yearly
/// series, typically the year and the federal file of that year (`{"year": "Fall 2016", "url": "…/ADM2016.zip"}`).
public struct CitedPatch: Sendable, Hashable, Codable, SchemaDescribed {
    /// The members of a citation, in the order a ``Cited`` writes them.
    enum Member: Int, CaseIterable, CodingKey {
        case key, label, publisher, year, url, retrieved, path, field, method, isDefault, formula, inputs, quote, page,
             replaces, sourceKind, cdsEdition, document, directory

        var bit: UInt32 { 1 << UInt32(rawValue) }
    }

    /// Which members the patch sets (one bit per ``Member``).
    let members: UInt32
    /// The values of the members it sets; the others hold placeholders.
    let values: Cited

    /// The members `cited` has that `base` does not, or nil when the two are equal.
    public init?(_ cited: Cited, over base: Cited) {
        if cited.isSame(as: base) { return nil }
        var m: UInt32 = 0
        func differs(_ member: Member, _ same: Bool) { if !same { m |= member.bit } }
        differs(.key, cited.key == base.key)
        differs(.label, cited.label == base.label)
        differs(.publisher, cited.publisher == base.publisher)
        differs(.year, cited.year == base.year)
        differs(.url, cited.url == base.url)
        differs(.retrieved, cited.retrieved == base.retrieved)
        differs(.path, cited.path == base.path)
        differs(.field, cited.field == base.field)
        differs(.method, cited.method == base.method)
        differs(.isDefault, cited.isDefault == base.isDefault)
        differs(.formula, cited.formula == base.formula)
        differs(.inputs, cited.inputs == base.inputs)
        differs(.quote, cited.quote == base.quote)
        differs(.page, cited.page == base.page)
        differs(.replaces, cited.replaces == base.replaces)
        differs(.sourceKind, cited.sourceKind == base.sourceKind)
        differs(.cdsEdition, cited.cdsEdition == base.cdsEdition)
        differs(.document, cited.document == base.document)
        differs(.directory, cited.directory == base.directory)
        guard m != 0 else { return nil }
        members = m
        values = Self.select(m, of: cited, else: Self.blank)
    }

    /// The figure's full citation: `base` with this patch's members in place of its own.
    public func applied(to base: Cited) -> Cited { Self.select(members, of: values, else: base) }

    /// A citation with nothing in it: what the members a patch does not set hold (so a patch decoded from JSON equals
    /// the one it was encoded from).
    private static let blank = Cited(source: CitedSource(key: "", label: "", publisher: "", year: nil, url: "", retrieved: nil),
                                     path: "", field: "", method: "", isDefault: false)

    /// `own`'s members where `members` has their bit, else `other`'s.
    private static func select(_ members: UInt32, of own: Cited, else other: Cited) -> Cited {
        func pick<T>(_ member: Member, _ mine: T, _ theirs: T) -> T { members & member.bit != 0 ? mine : theirs }
        let v = own, b = other
        let source = CitedSource(
            key: pick(.key, v.key, b.key), label: pick(.label, v.label, b.label),
            publisher: pick(.publisher, v.publisher, b.publisher), year: pick(.year, v.year, b.year),
            url: pick(.url, v.url, b.url), retrieved: pick(.retrieved, v.retrieved, b.retrieved))
        return Cited(
            source: source, path: pick(.path, v.path, b.path), field: pick(.field, v.field, b.field),
            method: pick(.method, v.method, b.method), isDefault: pick(.isDefault, v.isDefault, b.isDefault),
            formula: pick(.formula, v.formula, b.formula), inputs: pick(.inputs, v.inputs, b.inputs),
            quote: pick(.quote, v.quote, b.quote), page: pick(.page, v.page, b.page),
            replaces: pick(.replaces, v.replaces, b.replaces), sourceKind: pick(.sourceKind, v.sourceKind, b.sourceKind),
            cdsEdition: pick(.cdsEdition, v.cdsEdition, b.cdsEdition), document: pick(.document, v.document, b.document),
            directory: pick(.directory, v.directory, b.directory))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: Member.self)
        let v = values
        for member in Member.allCases where members & member.bit != 0 {
            switch member {
            case .key: try c.encode(v.key, forKey: member)
            case .label: try c.encode(v.label, forKey: member)
            case .publisher: try c.encode(v.publisher, forKey: member)
            case .year: try c.encode(v.year, forKey: member)
            case .url: try c.encode(v.url, forKey: member)
            case .retrieved: try c.encode(v.retrieved, forKey: member)
            case .path: try c.encode(v.path, forKey: member)
            case .field: try c.encode(v.field, forKey: member)
            case .method: try c.encode(v.method, forKey: member)
            case .isDefault: try c.encode(v.isDefault, forKey: member)
            case .formula: try c.encode(v.formula, forKey: member)
            case .inputs: try c.encode(v.inputs, forKey: member)
            case .quote: try c.encode(v.quote, forKey: member)
            case .page: try c.encode(v.page, forKey: member)
            case .replaces: try c.encode(v.replaces, forKey: member)
            case .sourceKind: try c.encode(v.sourceKind, forKey: member)
            case .cdsEdition: try c.encode(v.cdsEdition, forKey: member)
            case .document: try c.encode(v.document, forKey: member)
            case .directory: try c.encode(v.directory, forKey: member)
            }
        }
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Member.self)
        var m: UInt32 = 0
        for member in Member.allCases where c.contains(member) { m |= member.bit }
        guard m != 0 else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "an empty citation patch"))
        }
        func string(_ member: Member) throws -> String { try c.decodeIfPresent(String.self, forKey: member) ?? "" }
        func optional<T: Decodable>(_ member: Member, _: T.Type) throws -> T? { try c.decodeIfPresent(T.self, forKey: member) }
        let source = CitedSource(
            key: try string(.key), label: try string(.label), publisher: try string(.publisher),
            year: try optional(.year, String.self), url: try string(.url), retrieved: try optional(.retrieved, String.self))
        members = m
        values = Self.select(m, of: Cited(
            source: source, path: try string(.path), field: try string(.field), method: try string(.method),
            isDefault: try optional(.isDefault, Bool.self) ?? false, formula: try optional(.formula, String.self),
            inputs: try optional(.inputs, [CitedSource].self), quote: try optional(.quote, String.self),
            page: try optional(.page, Int.self), replaces: try optional(.replaces, Replaced.self),
            sourceKind: try optional(.sourceKind, String.self), cdsEdition: try optional(.cdsEdition, String.self),
            document: try optional(.document, String.self), directory: try optional(.directory, DirectoryCredit.self)),
            else: Self.blank)
    }

    public static let schema = JSONSchema.object([
        .optional("key", .string()),
        .optional("label", .string()),
        .optional("publisher", .string()),
        .optional("year", .nullable(.string())),
        .optional("url", .string()),
        .optional("retrieved", .nullable(.string())),
        .optional("path", .string()),
        .optional("field", .string()),
        .optional("method", .oneOfStrings(["reported", "derived", "extracted"])),
        .optional("isDefault", .boolean),
        .optional("formula", .nullable(.string())),
        .optional("inputs", .nullable(.array(.ref(CitedSource.self)))),
        .optional("quote", .nullable(.string())),
        .optional("page", .nullable(.integer())),
        .optional("replaces", .nullable(.ref(Replaced.self))),
        .optional("sourceKind", .nullable(.oneOfStrings(["cds", "class-profile"]))),
        .optional("cdsEdition", .nullable(.string())),
        .optional("document", .nullable(.string())),
        .optional("directory", .nullable(.ref(DirectoryCredit.self))),
    ]).described("A plotted figure's citation where it differs from its series': the members that differ, each "
        + "replacing the series' member whole; null for one the figure's citation lacks.")
}
