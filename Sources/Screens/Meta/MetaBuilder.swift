public import Domain
public import QuadAPIModels

/// Builds `GET /meta`: the dataset's publish id, source registry and release years, the server build, and the About
/// screen's text (the site's footer).
public enum MetaBuilder {
    public static func build(_ snapshot: DatasetSnapshot, build: BuildInfo) -> MetaResponse {
        let sources = (snapshot.meta.sources ?? [:]).sorted { $0.key < $1.key }.map { key, info in
            SourceInfo(key: key, label: info.label ?? key, publisher: info.publisher ?? "", edition: info.edition ?? "",
                       url: info.url ?? "", description: info.description ?? "")
        }
        return MetaResponse(publish: snapshot.publishID, retrieved: snapshot.meta.retrieved ?? "", sources: sources,
                            vintages: snapshot.meta.vintages ?? [:], colleges: snapshot.schools.count, build: build,
                            about: about(snapshot))
    }

    /// The site's tagline.
    public static let tagline = "College data, decoded."

    /// The footer's words; the release-notes link only when the dataset ships release notes.
    static func about(_ snapshot: DatasetSnapshot) -> AboutInfo {
        var links = [Link(label: "See all sources", href: "/data")]
        if snapshot.content.releaseNotes != nil { links.append(Link(label: "Release notes", href: "/release-notes")) }
        return AboutInfo(
            tagline: tagline,
            summary: "Explore admissions, test scores, and who actually goes to college, with charts first and jargon "
                + "explained.",
            dataHeading: "About the data",
            data: "Every operating 4-year U.S. college, from the [College Scorecard](/glossary#scorecard) and "
                + "[IPEDS](/glossary#ipeds) admissions survey. Ranks and medians compare each college against all "
                + "others that report the same measure.",
            links: links)
    }
}
