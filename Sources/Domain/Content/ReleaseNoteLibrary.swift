import Foundation

/// The release notes: `release-notes/release-notes.json` (the kinds of change) and one markdown file per merged
/// pull request in `release-notes/*.md`, with front matter `title`, `pr`, `date` (`YYYY-MM-DD`), `kind` and
/// `summary`, all required. The slug is the file name without `.md`.
public struct ReleaseNoteLibrary: Sendable, Hashable {
    /// A kind of change, in the index legend's order.
    public struct Kind: Sendable, Hashable, Codable {
        public let key: String
        public let label: String
        public let description: String
        /// Palette token of the kind's dot.
        public let color: String
    }

    /// One release note.
    public struct Note: Sendable, Hashable {
        public let slug: String
        public let file: String
        public let title: String
        /// The pull request number.
        public let pr: Int
        /// `YYYY-MM-DD`, the day it merged.
        public let date: String
        public let kind: String
        public let summary: String
        public let body: String
    }

    /// Where the site's pull requests are; a note's `pr` links to `{repository}/pull/{pr}`.
    public static let repository = "https://github.com/raywross/college-stats"

    public let kinds: [Kind]
    /// Newest first: by date, then by pull request number.
    public let notes: [Note]

    /// The note with this slug.
    public func note(_ slug: String) -> Note? { notes.first { $0.slug == slug } }

    /// The kind with this key.
    public func kind(_ key: String) -> Kind? { kinds.first { $0.key == key } }

    /// Reads the kinds file and the notes (`files`: path → bytes, every path under `release-notes/`).
    ///
    /// - Throws: ``DatasetLoadError`` naming the file and the problem.
    static func load(_ files: [String: Data]) throws(DatasetLoadError) -> ReleaseNoteLibrary {
        let indexPath = "release-notes/release-notes.json"
        guard let indexData = files[indexPath] else {
            throw DatasetLoadError(kind: .missingFile, file: indexPath, detail: "the release-notes folder needs its index file")
        }
        let kinds = try DatasetFileDecoder.decode(IndexFile.self, from: indexData, file: indexPath).kinds
        var notes: [Note] = []
        for path in files.keys.sorted() where path.hasSuffix(".md") {
            notes.append(try parse(path, String(decoding: files[path] ?? Data(), as: UTF8.self), kinds: kinds))
        }
        notes.sort { $0.date != $1.date ? $0.date > $1.date : $0.pr > $1.pr }
        return ReleaseNoteLibrary(kinds: kinds, notes: notes)
    }

    private struct IndexFile: Decodable {
        let kinds: [Kind]
    }

    private static let keys: Set<String> = ["title", "pr", "date", "kind", "summary"]

    private static func parse(_ path: String, _ text: String, kinds: [Kind]) throws(DatasetLoadError) -> Note {
        let slug = String(path.dropFirst("release-notes/".count).dropLast(".md".count))
        guard !slug.contains("/"), ContentRules.isSlug(slug) else {
            throw FrontMatter.error(path, "a release note's file name must be lower-case letters, digits and hyphens")
        }
        let fm = try FrontMatter(text, file: path)
        try fm.requireKnown(keys, file: path)
        guard let pr = Int(try fm.required("pr", file: path)), pr > 0 else {
            throw FrontMatter.error(path, "\u{201C}pr\u{201D} must be a pull request number", key: "pr")
        }
        let date = try fm.required("date", file: path)
        guard ContentRules.isDate(date) else { throw FrontMatter.error(path, "\u{201C}date\u{201D} must be YYYY-MM-DD", key: "date") }
        let kind = try fm.required("kind", file: path)
        guard kinds.contains(where: { $0.key == kind }) else {
            throw FrontMatter.error(path, "\u{201C}kind\u{201D} must be one of " + kinds.map(\.key).joined(separator: ", "),
                                    key: "kind")
        }
        try ContentRules.checkBody(fm.body, file: path)
        return Note(slug: slug, file: path, title: try fm.required("title", file: path), pr: pr, date: date, kind: kind,
                    summary: try fm.required("summary", file: path), body: fm.body)
    }

    /// "September 29, 2026".
    public static func dateLabel(_ iso: String) -> String {
        guard let d = CalendarDay(iso: iso) else { return iso }
        return "\(fullMonths[d.month - 1]) \(d.day), \(d.year)"
    }

    static let fullMonths = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]
}
