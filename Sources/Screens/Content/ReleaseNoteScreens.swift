import Core
public import Domain
public import QuadAPIModels

/// Builds `GET /release-notes` and `GET /release-notes/{slug}` from the dataset's `release-notes/` files
/// (screens-map §6.5): notes newest first by day, with the kinds of change and their counts; one note rendered.
public enum ReleaseNoteScreens {
    /// The index.
    ///
    /// - Throws: ``APIError`` 404 when the dataset has no release notes.
    public static func index(_ snapshot: DatasetSnapshot) throws(APIError) -> ReleaseNotesIndexResponse {
        let library = try notes(snapshot)
        let kinds = library.kinds.compactMap { kind -> ReleaseKindInfo? in
            let n = library.notes.filter { $0.kind == kind.key }.count
            guard n > 0 else { return nil }
            return ReleaseKindInfo(key: kind.key, label: kind.label, description: kind.description, color: kind.color,
                                   count: n)
        }
        var days: [ReleaseDay] = []
        for note in library.notes {
            let entry = ReleaseNoteEntry(
                slug: note.slug, href: href(note.slug), kind: note.kind, kindLabel: library.kind(note.kind)?.label ?? note.kind,
                color: library.kind(note.kind)?.color ?? "muted", pr: note.pr, prLabel: "#\(note.pr)", title: note.title,
                summary: note.summary)
            if days.last?.date == note.date {
                days[days.count - 1].notes.append(entry)
            } else {
                days.append(ReleaseDay(date: note.date, label: ReleaseNoteLibrary.dateLabel(note.date), notes: [entry]))
            }
        }
        return ReleaseNotesIndexResponse(
            title: "Release notes", url: "/release-notes", eyebrow: "Release notes", headline: "What's new",
            intro: "Every change to the site, newest first: new features, newer data, fixes, and the plans behind "
                + "what's coming. Each one links to the full notes. For what's next, see the "
                + "[roadmap](/roadmap).",
            count: library.notes.count, countLabel: "releases", kindsHeading: "Kinds of change", kinds: kinds, days: days,
            publish: snapshot.publishID)
    }

    /// One note, with the older and newer notes beside it.
    ///
    /// - Throws: ``APIError`` 404 for a slug no note has.
    public static func page(_ snapshot: DatasetSnapshot, slug: String, renderer: any MarkdownRendering)
        throws(APIError) -> ReleaseNotePageResponse
    {
        let library = try notes(snapshot)
        guard let i = library.notes.firstIndex(where: { $0.slug == slug }) else {
            throw APIError.notFound("There is no release note with that name.")
        }
        let note = library.notes[i]
        let rendered = renderer.render(note.body) { snapshot.content.resolve($0, from: note.file) }
        let kind = library.kind(note.kind)
        func pager(_ label: String, _ n: ReleaseNoteLibrary.Note) -> ContentPager {
            ContentPager(label: label, title: n.title, href: href(n.slug), detail: ReleaseNoteLibrary.dateLabel(n.date))
        }
        return ReleaseNotePageResponse(
            slug: note.slug, title: note.title, url: href(note.slug),
            breadcrumb: Link(label: "Release notes", href: "/release-notes"), kind: note.kind,
            kindLabel: kind?.label ?? note.kind, color: kind?.color ?? "muted", date: note.date,
            dateLabel: ReleaseNoteLibrary.dateLabel(note.date),
            pullRequest: Link(label: "Pull request #\(note.pr)", href: "\(ReleaseNoteLibrary.repository)/pull/\(note.pr)"),
            summary: note.summary, html: rendered.html, toc: rendered.toc.map { ContentHeading(id: $0.id, text: $0.text) },
            // Newest first: the next note in the list is the older one.
            older: i + 1 < library.notes.count ? pager("Older", library.notes[i + 1]) : nil,
            newer: i > 0 ? pager("Newer", library.notes[i - 1]) : nil,
            publish: snapshot.publishID)
    }

    static func notes(_ snapshot: DatasetSnapshot) throws(APIError) -> ReleaseNoteLibrary {
        guard let library = snapshot.content.releaseNotes else {
            throw APIError.notFound("This dataset has no release notes.")
        }
        return library
    }

    static func href(_ slug: String) -> String { "/release-notes/\(slug)" }
}
