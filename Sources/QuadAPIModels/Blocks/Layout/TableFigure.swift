/// A number in a table column that carries a citation (``TableColumn/cited``), as the wire carries it: a ``Value``
/// whose `cited` is replaced by `citedPatch`, only the members of its citation that differ from the column's.
///
/// The reader's citation for the number is the column's `cited` with `citedPatch` laid over it (``CitedPatch``: each
/// member the patch has replaces the column's member whole, `null` meaning the number's citation lacks it); with no
/// `citedPatch`, the column's citation as is. Decoding a ``TableBlock`` turns every figure back into its full Value.
struct TableFigure: Sendable, Hashable, Codable, SchemaDescribed {
    var value: Double?
    var display: String
    var format: FormatKind
    /// What differs from the column's citation; nil when the number's citation is the column's.
    var citedPatch: CitedPatch?
    var delta: Delta?

    /// `value` under a column cited by `base`.
    init(_ value: Value, over base: Cited) {
        self.value = value.value
        display = value.display
        format = value.format
        citedPatch = CitedPatch(value.cited, over: base)
        delta = value.delta
    }

    /// The full Value under a column cited by `base`. Throws when the patch repeats a member `base` already has (the
    /// encoder never writes one, so a table decodes only from the bytes it encodes to).
    func value(over base: Cited) throws -> Value {
        let cited = citedPatch?.applied(to: base) ?? base
        guard CitedPatch(cited, over: base) == citedPatch else {
            throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription:
                "a table figure's citedPatch repeats a member of its column's citation"))
        }
        return Value(value: value, display: display, format: format, cited: cited, delta: delta)
    }

    private enum CodingKeys: String, CodingKey { case value, display, format, citedPatch, delta, cited }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        guard !c.contains(.cited) else {
            throw DecodingError.dataCorruptedError(forKey: .cited, in: c, debugDescription:
                "a number in a column with a citation carries citedPatch, not cited")
        }
        value = try c.decodeIfPresent(Double.self, forKey: .value)
        display = try c.decode(String.self, forKey: .display)
        format = try c.decode(FormatKind.self, forKey: .format)
        citedPatch = try c.decodeIfPresent(CitedPatch.self, forKey: .citedPatch)
        delta = try c.decodeIfPresent(Delta.self, forKey: .delta)
    }

    func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(value, forKey: .value)
        try c.encode(display, forKey: .display)
        try c.encode(format, forKey: .format)
        try c.encodeIfPresent(citedPatch, forKey: .citedPatch)
        try c.encodeIfPresent(delta, forKey: .delta)
    }

    static let schema = JSONSchema.object([
        .init("value", .nullable(.number())),
        .init("display", .string()),
        .init("format", .ref(FormatKind.self)),
        .optional("citedPatch", .ref(CitedPatch.self)),
        .optional("delta", .ref(Delta.self)),
    ]).described("A number in a table column that carries `cited`: a Value with `citedPatch` in place of `cited`. "
        + "Its citation is the column's `cited` with `citedPatch` laid over it (each member present replaces the "
        + "column's whole; null: the number's citation lacks it); without `citedPatch`, the column's `cited` as is.")
}
