import Domain
import QuadAPIModels

/// The frame of every compare page: the band (school chips with their remove and profile links, the "Add school"
/// search, the topic pills), and for topic pages the key-differences opener, the source note and previous/next.
enum CompareFrame {
    /// Where removing the college in slot `i` goes: the same topic while two or more colleges remain, else the
    /// overview (or bare `/compare` when none is left).
    static func removeHref(_ c: CompareContext, _ i: Int) -> String {
        var rest = c.ids
        rest.remove(at: i)
        let page: ComparePage = rest.count >= 2 && c.page != .overview ? c.page : .overview
        return page.href(rest)
    }

    /// The school chips in slot order, then for each a remove link and a profile link, then "Add school" while fewer
    /// than four are picked.
    static func header(_ c: CompareContext) -> [Block] {
        var out: [Block] = []
        if !c.schools.isEmpty {
            out.append(.schoolChips(SchoolChipsBlock(schools: c.schools.map(SchoolRef.init))))
        }
        var links: [Link] = []
        for i in c.indices {
            links.append(Link(label: c.names[i], href: "/schools/\(c.ids[i])"))
            links.append(Link(label: "Remove \(c.schools[i].name)", href: removeHref(c, i)))
        }
        if c.schools.count < CompareSelection.maxColleges {
            links.append(Link(label: "Add school", href: "/search?exclude=" + c.ids.joined(separator: ",")))
        }
        out.append(.links(LinksBlock(links: links, style: .buttons)))
        return out
    }

    /// Overview and the seven topics as pills, the current page selected; shown from two colleges.
    static func pills(_ c: CompareContext) -> Block? {
        guard c.schools.count >= 2 else { return nil }
        let chips = [Chip(label: ComparePage.overview.label, href: c.href(.overview), selected: c.page == .overview)]
            + ComparePage.topics.map {
                Chip(label: $0.label, href: c.href($0), selected: $0 == c.page, color: $0.colorToken)
            }
        return .chips(ChipsBlock(chips: chips))
    }

    /// Up to three key differences on the page's measures, under "Key differences on {topic}".
    static func differences(_ c: CompareContext) -> [Block] {
        let diffs = KeyDifferences.on(c.page.differenceMetrics, among: c.schools, limit: 3)
        guard !diffs.isEmpty else { return [] }
        return [CompareBlocks.keyDifferences(c, diffs, title: "Key differences on \(c.page.label)", caption: nil)]
    }

    /// Previous and next among the seven topics; "Back to Overview" before the first.
    static func pager(_ c: CompareContext) -> Block {
        let around = c.page.neighbors
        var links: [Link] = []
        if let p = around.previous {
            links.append(Link(label: p == .overview ? "\u{2190} Back to Overview" : "\u{2190} \(p.label)", href: c.href(p)))
        }
        if let n = around.next { links.append(Link(label: "\(n.label) \u{2192}", href: c.href(n))) }
        return .links(LinksBlock(links: links, style: .pager))
    }

    /// A topic page: the band and pills, the key differences, the title (with the page's eyebrow and lede), the
    /// page's blocks or its one line when there is nothing to compare, the source note with the baseline note, and
    /// previous/next.
    static func topicScreen(_ c: CompareContext, title: String? = nil, lede: String?, fields: [String],
                            empty: String, blocks: [Block?], sources: [SourceGroup]? = nil) -> CompareResponse {
        let shown = blocks.compactMap { $0 }
        var out: [Block] = header(c)
        out.append(pills(c)!)
        out += differences(c)
        out.append(CompareBlocks.heading(1, title ?? c.page.label, anchor: c.page.rawValue, eyebrow: c.page.eyebrow))
        if let lede { out.append(.takeaway(TakeawayBlock(text: lede, tone: .neutral))) }
        out += shown.isEmpty ? [CompareBlocks.text(empty)] : shown
        let groups = sources ?? CompareBlocks.sources(c, fields: fields)
        if !groups.isEmpty { out.append(.sourceNote(SourceNoteBlock(sources: groups))) }
        out.append(CompareBlocks.baseline)
        out.append(pager(c))
        let screen = Screen(title: "\(c.versus) \u{00B7} \(c.page.label)", url: c.href(c.page), blocks: out,
                            sources: groups, publish: c.snapshot.publishID)
        return CompareResponse(screen: screen, ignored: c.ignored)
    }
}
