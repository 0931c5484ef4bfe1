/// Social account handles (`school.social`), one per network; each present only when known.
public struct SchoolSocial: Sendable, Hashable, Codable {
    @Omittable public var instagram: String? = nil
    /// Channel id (`UC…`).
    @Omittable public var youtube: String? = nil
    @Omittable public var tiktok: String? = nil
    @Omittable public var x: String? = nil
    @Omittable public var facebook: String? = nil
    @Omittable public var linkedin: String? = nil

    public init() {}
}

// MARK: - One-pass reading (see RecordDecodable)

extension SchoolSocial: RecordDecodable {
    init(record reader: inout RecordReader) throws(RecordReadError) {
        let object = try reader.readObject()
        self.init()
        $instagram = try object.omittable(CodingKeys.instagram)
        $youtube = try object.omittable(CodingKeys.youtube)
        $tiktok = try object.omittable(CodingKeys.tiktok)
        $x = try object.omittable(CodingKeys.x)
        $facebook = try object.omittable(CodingKeys.facebook)
        $linkedin = try object.omittable(CodingKeys.linkedin)
    }
}
