/// A college's colors and site icon (`school.brand`): decoration, never data.
public struct SchoolBrand: Sendable, Hashable, Codable {
    /// Hex colors in brand order.
    @Nullable public var colors: [String]? = nil
    /// Color names in the same order; null where the source names none.
    @Nullable public var names: [String?]? = nil
    /// The first color that is not white, black or gray.
    @Nullable public var accent: String? = nil
    /// `white` or `black`.
    @Nullable public var onAccent: String? = nil
    /// The crest gradient's end color (newer files).
    @Omittable public var crestTo: String? = nil
    @Nullable public var tintLight: String? = nil
    @Nullable public var tintDark: String? = nil
    /// The stored site icon.
    @Nullable public var logo: Logo? = nil

    public init() {}

    enum CodingKeys: String, CodingKey {
        case colors, names, accent
        case onAccent = "on_accent"
        case crestTo = "crest_to"
        case tintLight = "tint_light"
        case tintDark = "tint_dark"
        case logo
    }

    /// Where the icon came from and its width in pixels.
    public struct Logo: Sendable, Hashable, Codable {
        @Nullable public var sourceURL: String? = nil
        @Nullable public var retrieved: String? = nil
        @NullableNumber public var width: Double? = nil

        public init() {}

        enum CodingKeys: String, CodingKey {
            case sourceURL = "source_url"
            case retrieved, width
        }
    }
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolBrand: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $colors = try object.nullable(CodingKeys.colors)
        $names = try object.nullable(CodingKeys.names)
        $accent = try object.nullable(CodingKeys.accent)
        $onAccent = try object.nullable(CodingKeys.onAccent)
        $crestTo = try object.omittable(CodingKeys.crestTo)
        $tintLight = try object.nullable(CodingKeys.tintLight)
        $tintDark = try object.nullable(CodingKeys.tintDark)
        $logo = try object.nullable(CodingKeys.logo)
    }
}

extension SchoolBrand.Logo: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $sourceURL = try object.nullable(CodingKeys.sourceURL)
        $retrieved = try object.nullable(CodingKeys.retrieved)
        $width = try object.nullable(CodingKeys.width)
    }
}
