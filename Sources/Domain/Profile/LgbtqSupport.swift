import QuadAPIModels

/// What LGBTQ+ life shows besides the counts and the checklist (the site's components/school/LgbtqLife.tsx with
/// lib/campus-pages.ts and lib/directories.ts): "Support on campus" (the college's own center or office, else the
/// centers national lists name, then the student groups they name) and the student conduct policy's quote. Facts from
/// the college's own pages (the detail file's `campus_pages` table) show only while fresh: checked at most two years
/// before `today`.
public struct LgbtqSupport: Sendable, Hashable {
    /// One listing as the site's CreditedList prints it: the chapter's or group's name (else the organization's),
    /// its page when the list links one, and what follows the name (status, a tier C estimate, several colleges).
    public struct Line: Sendable, Hashable {
        public var label: String
        public var url: String?
        public var notes: String
    }

    /// The college's own center: "{name}", or "{name}: closed ({when})" (nil without a fresh one).
    public var pageCenter: String?
    /// Centers national lists name, only when the college's own pages name no fresh one.
    public var centers: [Line]
    /// Student groups national lists name.
    public var groups: [Line]
    /// The conduct policy's words, when a fresh fact says it restricts.
    public var conductQuote: String?

    /// Days a college-page fact stays shown after it was checked (lib/campus-pages.ts `FACT_MAX_AGE_DAYS`).
    public static let maxAgeDays = 730

    /// `today` is the day the page speaks for (nil: every fact counts as fresh).
    public init(_ school: School, detail: SchoolDetail?, today: CalendarDay?) {
        func fresh(_ fact: JSONValue?) -> Bool {
            guard let checked = fact?.member("checked")?.string else { return false }
            return Self.isFresh(checked, today: today)
        }
        let pages = detail?.tables?.others["campus_pages"]?.rows?.member("lgbtq")
        let center = pages?.member("center")
        if fresh(center), let name = center?.member("name")?.string {
            let closed = center?.member("closed")?.string.flatMap { $0.isEmpty ? nil : " (\($0))" } ?? ""
            pageCenter = center?.member("status")?.string == "open" ? name : "\(name): closed\(closed)"
        }
        let rows = detail?.tables?.directories?.rows
        var centers: [Line] = [], groups: [Line] = []
        for l in rows?.listings ?? [] {
            guard let org = l.org, let credit = rows?.credits?[org], credit.domain == "lgbtq" else { continue }
            if credit.kind == "center" { centers.append(Self.line(l, credit)) }
            if credit.kind == "group" { groups.append(Self.line(l, credit)) }
        }
        self.centers = pageCenter == nil ? centers : []
        self.groups = groups
        let conduct = (pages?.member("policies")?.items ?? []).first {
            $0.member("key")?.string == "conduct_restriction" && $0.member("value")?.string == "yes" && fresh($0)
        }
        conductQuote = conduct.map { $0.member("quote")?.string ?? "" }
    }

    /// Nothing to show.
    public var isEmpty: Bool { pageCenter == nil && centers.isEmpty && groups.isEmpty && conductQuote == nil }

    /// Whether a fact checked on `checked` (an ISO date) may still show on `today`; an unreadable date never may.
    public static func isFresh(_ checked: String, today: CalendarDay?) -> Bool {
        guard let day = CalendarDay(isoDate: checked) else { return false }
        guard let today else { return true }
        return today.dayNumber - day.dayNumber <= maxAgeDays
    }

    /// CreditedList's line: " (colony)" for a status other than active, ": {organization} estimates {fact}" for a
    /// tier C listing, " (serves several colleges)".
    static func line(_ l: SchoolDetail.DirectoryRows.Listing, _ credit: SchoolDetail.DirectoryRows.Credit) -> Line {
        var notes = ""
        if let status = l.status, !status.isEmpty, status.lowercased() != "active" { notes += " (\(status.lowercased()))" }
        if (l.tier ?? credit.tier) == "C", let fact = l.fact, !fact.isEmpty { notes += ": \(credit.organization ?? "") estimates \(fact)" }
        if l.multi == true { notes += " (serves several colleges)" }
        return Line(label: l.name ?? credit.organization ?? "", url: l.url.flatMap { $0.isEmpty ? nil : $0 }, notes: notes)
    }
}
