/// Source descriptions used when `meta.json` does not list a key: two undated references the server knows itself,
/// and a neutral placeholder for anything else.
enum SourceDirectory {
    /// A key the dataset's `meta.json` does not list (and the server does not know) cites this. The load check
    /// (``LineageCheck``) refuses a dataset where that happens for a stored value; the placeholder only keeps a
    /// citation readable if code ever asks for such a source anyway.
    static let placeholder = DatasetMeta.SourceInfo(
        label: "Source details not yet published",
        publisher: "Being updated",
        edition: "Pending",
        url: "/data#sources",
        description: "This dataset does not describe this source yet; its details will appear with the next update.")

    /// Community references the site cites for social accounts and school colors. The site's `meta.json` does not
    /// list them, so the server describes them itself; an entry in `meta.json` takes precedence.
    static let builtIn: [String: DatasetMeta.SourceInfo] = [
        SourceKey.wikidata: DatasetMeta.SourceInfo(
            label: "Wikidata",
            publisher: "Wikimedia Foundation (community-edited)",
            edition: "Undated; read when the dataset was built",
            url: "https://www.wikidata.org/",
            description: "A free, community-edited database of facts; the site reads colleges' official social "
                + "accounts from it."),
        SourceKey.wikipedia: DatasetMeta.SourceInfo(
            label: "Wikipedia",
            publisher: "Wikimedia Foundation (community-edited)",
            edition: "Undated; read when the dataset was built",
            url: "https://www.wikipedia.org/",
            description: "The community-edited encyclopedia; the site reads each college's official colors from its "
                + "article."),
    ]

    /// True when `key` resolves without the placeholder: listed in `meta` or known to the server.
    static func isKnown(_ key: String, in meta: DatasetMeta) -> Bool {
        meta.sources?[key] != nil || builtIn[key] != nil
    }

    /// The description of `key`: meta's entry, else the server's own, else the placeholder.
    static func info(_ key: String, in meta: DatasetMeta) -> DatasetMeta.SourceInfo {
        meta.sources?[key] ?? builtIn[key] ?? placeholder
    }
}
