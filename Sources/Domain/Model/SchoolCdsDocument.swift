/// The Common Data Set a college's fields came from (`school.cds`).
public struct SchoolCdsDocument: Sendable, Hashable, Codable {
    /// Edition, e.g. "2024–25".
    @Nullable public var edition: String? = nil
    @Nullable public var url: String? = nil

    public init() {}

    public init(edition: String?, url: String?) {
        self.edition = edition
        self.url = url
    }
}
