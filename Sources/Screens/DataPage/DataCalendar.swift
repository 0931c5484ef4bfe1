import Core
import Domain
import QuadAPIModels

/// "Upcoming releases": the calendar's review date (with the warning past 90 days), releases just found, every
/// release still to come with its state on the page's day, and files already released but not used yet.
enum DataCalendar {
    static func upcoming(_ c: DataContext) -> [Block] {
        var blocks: [Block] = [
            SectionBlocks.heading("Upcoming releases", eyebrow: "Calendar", anchor: "upcoming"),
            SectionBlocks.text("Dates are **estimated** from each publisher's past schedule until they're "
                + "announced. Our data sync checks NCES for each release's files and marks it out as soon as they "
                + "appear. Calendar last reviewed **\(c.date(c.calendar.reviewed))**."),
        ]
        if let warning = staleWarning(c) { blocks.append(.takeaway(TakeawayBlock(text: warning, tone: .caution))) }
        for r in (c.calendar.releases ?? []) where r.status == "published" {
            let found = r.published.map { " found \(ReleaseSchedule.dateLabel($0)); on the site after our next update" } ?? ""
            blocks.append(.chips(ChipsBlock(chips: [badge(r, c)])))
            blocks.append(SectionBlocks.text("**\(r.label ?? "")**\(found.isEmpty ? "" : ":")\(found)"))
        }
        for r in ReleaseSchedule.upcoming(c.calendar) { blocks += card(r, c) }
        let unused = c.calendar.notUsedYet ?? []
        if !unused.isEmpty {
            blocks.append(SectionBlocks.subheading("Already released, not used here yet", anchor: "not-used-yet"))
            blocks.append(SectionBlocks.text(unused.map { f in
                let name = f.url.map { "[\(f.file ?? "")](\($0))" } ?? (f.file ?? "")
                return "- \(name) (\(c.date(f.released))): \(f.what ?? "")"
            }.joined(separator: "\n")))
        }
        return blocks
    }

    /// "This calendar hasn't been reviewed in N days …" when it has not been for more than 90.
    static func staleWarning(_ c: DataContext) -> String? {
        guard ReleaseSchedule.isStale(reviewed: c.calendar.reviewed, now: c.now) else { return nil }
        let days = c.calendar.reviewed.flatMap { ReleaseSchedule.daysSince($0, now: c.now) }
        let since = days.map { "in \($0) days" } ?? "recently"
        return "This calendar hasn't been reviewed \(since) (we review at least every "
            + "\(ReleaseSchedule.staleAfterDays)). Dates may have changed; check each publisher's link."
    }

    /// The release's state on the page's day, colored as the site colors it.
    static func badge(_ r: ReleaseCalendar.Release, _ c: DataContext) -> Chip {
        let state = ReleaseSchedule.state(r, now: c.now)
        let color = switch state {
        case .laterThanExpected: "warning"
        case .confirmed: "secondary"
        case .outNow: "pop"
        case .estimated, .noSetDate: "muted"
        }
        return Chip(label: state.label, color: color)
    }

    /// One release to come: when, what, its state, what it brings, why that date, and the publisher's page.
    static func card(_ r: ReleaseCalendar.Release, _ c: DataContext) -> [Block] {
        var text = (r.brings ?? []).map { "- \($0)" }.joined(separator: "\n")
        if let note = r.note { text += (text.isEmpty ? "" : "\n\n") + note }
        if let basis = r.basis { text += (text.isEmpty ? "" : "\n\n") + basis }
        var blocks: [Block] = [
            .heading(HeadingBlock(level: 3, text: r.label ?? "", eyebrow: ReleaseSchedule.expectedLabel(r),
                                  anchor: "release-\(anchor(r.id ?? r.label ?? ""))")),
            .chips(ChipsBlock(chips: [badge(r, c)])),
        ]
        if !text.isEmpty { blocks.append(SectionBlocks.text(text)) }
        if let url = r.url {
            let label = switch r.source {
            case "ipeds": "NCES release schedule"
            case "scorecard": "Scorecard changelog"
            default: "About the Common Data Set"
            }
            blocks.append(.links(LinksBlock(links: [Link(label: label, href: url)], style: .list)))
        }
        return blocks
    }

    /// A release id as an anchor: lower-case letters, digits and single hyphens.
    static func anchor(_ id: String) -> String {
        var out = ""
        for ch in id.lowercased() {
            if ch.isASCII && (ch.isLetter || ch.isNumber) { out.append(ch) } else if !out.hasSuffix("-") { out.append("-") }
        }
        while out.hasSuffix("-") { out.removeLast() }
        return out.isEmpty ? "release" : out
    }
}
