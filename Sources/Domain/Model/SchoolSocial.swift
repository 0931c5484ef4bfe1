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
