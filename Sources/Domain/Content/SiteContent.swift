import Foundation

/// The pages a dataset ships besides its figures: the roadmap and the release notes. Each is nil when its folder is
/// absent.
public struct SiteContent: Sendable, Hashable {
    public let roadmap: RoadmapLibrary?
    public let releaseNotes: ReleaseNoteLibrary?

    /// No pages.
    public static let none = SiteContent(roadmap: nil, releaseNotes: nil)

    public init(roadmap: RoadmapLibrary?, releaseNotes: ReleaseNoteLibrary?) {
        self.roadmap = roadmap
        self.releaseNotes = releaseNotes
    }

    /// Folders whose files are content.
    static let folders = ["roadmap/", "release-notes/"]

    /// Whether a data-folder path is a content file (read and checked at load).
    static func isContentFile(_ path: String) -> Bool {
        folders.contains { path.hasPrefix($0) } && (path.hasSuffix(".md") || path.hasSuffix(".json"))
    }

    /// Parses the content files among `files` (path → bytes).
    static func load(_ files: [String: Data]) throws(DatasetLoadError) -> SiteContent {
        let roadmap = files.filter { $0.key.hasPrefix("roadmap/") }
        let notes = files.filter { $0.key.hasPrefix("release-notes/") }
        return SiteContent(roadmap: roadmap.isEmpty ? nil : try RoadmapLibrary.load(roadmap),
                           releaseNotes: notes.isEmpty ? nil : try ReleaseNoteLibrary.load(notes))
    }

    /// Where a link written in the content file `file` points on the site: a link to another roadmap page or
    /// release note (by its file, relative to `file`) becomes that page's site URL with its `#anchor` and carries
    /// its title; anything else (a full URL, `#anchor`, `/path`, a file that is no page) stays as written.
    public func resolve(_ href: String, from file: String) -> MarkdownLink {
        guard !Self.hasScheme(href), !href.hasPrefix("#"), !href.hasPrefix("/"), !href.isEmpty else {
            return MarkdownLink(href: href)
        }
        let hash = href.firstIndex(of: "#")
        let target = hash.map { String(href[..<$0]) } ?? href
        let anchor = hash.map { String(href[$0...]) } ?? ""
        guard let path = Self.normalize(target, relativeTo: file) else { return MarkdownLink(href: href) }
        if path.hasPrefix("roadmap/"), path.hasSuffix(".md"),
           let page = roadmap?.page(String(path.dropFirst("roadmap/".count).dropLast(3))) {
            return MarkdownLink(href: "/roadmap/\(page.slug)\(anchor)", pageTitle: page.title)
        }
        if path.hasPrefix("release-notes/"), path.hasSuffix(".md"),
           let note = releaseNotes?.note(String(path.dropFirst("release-notes/".count).dropLast(3))) {
            return MarkdownLink(href: "/release-notes/\(note.slug)\(anchor)", pageTitle: note.title)
        }
        return MarkdownLink(href: href)
    }

    /// `scheme:` at the start (`https:`, `mailto:`, `javascript:`).
    static func hasScheme(_ href: String) -> Bool {
        guard let colon = href.firstIndex(of: ":"), colon != href.startIndex else { return false }
        let scheme = href[..<colon].utf8
        guard let first = scheme.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else { return false }
        return scheme.allSatisfy { b in
            ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b == 0x2B || b == 0x2E || b == 0x2D
        }
    }

    /// `target` joined to the folder of `file` with `.` and `..` removed; nil when it climbs above the data folder.
    static func normalize(_ target: String, relativeTo file: String) -> String? {
        var parts = file.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
