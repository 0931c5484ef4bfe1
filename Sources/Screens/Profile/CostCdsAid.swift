import Core
import Domain
import QuadAPIModels

/// The college's own Common Data Set section H on the cost page: the need and aid table (CdsAidTable), applying for
/// aid (ApplyingForAid) and international students (InternationalAid); lib/cds/financial-aid.ts.
enum CostCdsAid {
    /// H2 line → template code, first-years and all full-time undergraduates (H2_CODES).
    static func code(fullTime: Bool, _ line: String) -> String {
        let lines = Array("abcdefghijklmnopq").map(String.init)
        guard let i = lines.firstIndex(of: line) else { return "" }
        let start = fullTime ? 14 : 1, a2 = fullTime ? 5 : 1
        return i < 13 ? "H.2" + pad(start + i) : "H.2A" + pad(a2 + i - 13)
    }

    static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// The detail file's `cds_aid` table.
    static func detail(_ c: ProfileContext) -> CdsAidDetail? {
        guard let d = try? c.snapshot.detail(for: c.id), let rows = d.tables?.others["cds_aid"]?.rows else { return nil }
        return rows.decoded(as: CdsAidDetail.self)
    }

    /// Whether the aid year may be shown beside the federal aid figures, and the suffix when it is a year older
    /// (`cdsAidYearNote`).
    static func yearNote(_ c: ProfileContext, _ aid: CdsAid) -> (show: Bool, suffix: String) {
        guard let start = aid.aidYear?.start else { return (false, "") }
        let sfa = c.lineage.cited("aid.cohort", c.school).year.flatMap { y in
            y.firstMatch(of: /(20\d{2})/).flatMap { Int($0.1) }
        }
        guard let sfa, start < sfa else { return (true, "") }
        return sfa - start == 1 ? (true, ", a year before the federal figures above") : (false, "")
    }

    /// "From {name}'s Common Data Set": first-years beside all full-time undergraduates, each value quoting its line;
    /// a full-time figure that took the place of the hand-imported Common Data Set aid (`aid.cds_previous`) says
    /// which figure it replaced.
    static func table(_ c: ProfileContext) -> [Block] {
        guard let aid = c.school.reported?.aidView, aid.aidYear != nil, let d = detail(c), let h2 = d.h2 else { return [] }
        let note = yearNote(c, aid)
        guard note.show else { return [] }
        let base = c.lineage.cited("reported.aid.first_years", c.school)
        let previous = c.school.aid?.cdsPrevious?.values
        let previousYear = previous == nil ? nil : c.lineage.cited("aid.cds_previous", c.school).year
        func v(_ col: [String: Double?]?, _ line: String) -> Double? { col?[line] ?? nil }
        func div(_ x: Double?, _ y: Double?) -> Double? { guard let x, let y, y != 0 else { return nil }; return x / y }
        func cell(_ fullTime: Bool, _ line: String, _ number: Double?, _ format: FormatKind, note: String?,
                  old: ((SchoolAid.CdsAid) -> Double?)?) -> TableCell {
            var value = c.value("reported.aid.first_years", number, format)
            // CdsAidTable `citeLine`: the line's quote, the full-time column's field name, and the replaced figure.
            let replaced = fullTime ? previous.flatMap { p in old.flatMap { $0(p) } } : nil
            value = Value.quoted(value, quote: d.cite?[code(fullTime: fullTime, line)]?.quote,
                                 field: fullTime ? "Need and aid, all full-time undergraduates (CDS H2, H2A)" : nil,
                                 replacing: replaced.map { ($0, previousYear, "\(c.school.name) Common Data Set",
                                                            SiteFormat.display($0, as: format)) })
            return note.map { .values(CellValues(values: [value], note: $0)) } ?? .value(value)
        }
        let cols: [(Bool, [String: Double?]?)] = [(false, h2.firstYears), (true, h2.fullTime)]
        typealias Row = (label: String, term: String, line: String, number: ([String: Double?]?) -> Double?, format: FormatKind,
                         note: ([String: Double?]?) -> String?, old: ((SchoolAid.CdsAid) -> Double?)?)
        let rows: [Row] = [
            ("Have financial need", "need-based-aid", "c", { div(v($0, "c"), v($0, "a")) }, .pct,
             { v($0, "c").map { "\(SiteFormat.num($0)) students" } }, { div($0.hasNeed, $0.undergrads) }),
            ("Need met, on average", "need-met", "i", { v($0, "i") }, .pct, { _ in nil }, { $0.pctNeedMet }),
            ("Need fully met", "need-met", "h", { div(v($0, "h"), v($0, "d")) }, .pct, { _ in nil }, nil),
            ("Average aid package", "aid-package", "j", { v($0, "j") }, .money, { _ in nil }, { $0.avgPackage }),
            ("Average need-based grant", "need-based-aid", "k", { v($0, "k") }, .money, { _ in nil }, { $0.avgNeedGrant }),
            ("Average need-based loan", "self-help-aid", "m", { v($0, "m") }, .money, { _ in nil }, { $0.avgNeedLoan }),
            ("Merit aid without need", "merit-aid", "n", { div(v($0, "n"), v($0, "a")) }, .pct,
             { v($0, "o").map { "average \(SiteFormat.money($0))" } }, { div($0.meritNoNeed, $0.undergrads) }),
            ("Athletic scholarships", "athletic-scholarship", "p", { ((v($0, "p") ?? 0) > 0) ? v($0, "p") : nil }, .num,
             { v($0, "q").map { "average \(SiteFormat.money($0))" } }, nil),
        ]
        let tableRows = rows.compactMap { r -> TableRow? in
            let numbers = cols.map { r.number($0.1) }
            guard numbers.contains(where: { $0 != nil }) else { return nil }
            return TableRow(cells: [.text(r.label)] + zip(cols, numbers).map { col, n in
                n == nil ? .text(SiteFormat.missing) : cell(col.0, r.line, n, r.format, note: r.note(col.1), old: r.old)
            }, term: r.term)
        }
        guard !tableRows.isEmpty else { return [] }
        var out: [Block?] = [
            ProfileBlocks.heading(3, "From \(c.school.name)'s Common Data Set", anchor: "cds-aid"),
            ProfileBlocks.text("First-years and all full-time undergraduates, \(base.year ?? "")\(note.suffix)."),
            .table(TableBlock(columns: [TableColumn(key: "measure", label: ""), TableColumn(key: "first-years", label: "First-years"),
                                        TableColumn(key: "full-time", label: "All full-time")],
                              rows: tableRows, sticky: TableSticky(columns: 1, header: false))),
        ]
        if let g = aid.institutionalGrants, let need = g.need, let non = g.nonNeed, need + non > 0 {
            out.append(.statTiles(StatTilesBlock(tiles: [StatTile(
                label: "of the college's own grant dollars were awarded without regard to need.",
                value: c.value("derived.merit_dollar_share", non / (need + non), .pct), term: "merit-dollar-share")])))
        }
        out.append(ProfileBlocks.text("Each college decides what a family needs, so \u{201C}100% of need met\u{201D} can mean "
            + "different prices at different colleges. Merit awards that went toward a student's need count as need-based "
            + "here."))
        return out.compactMap { $0 }
    }
}

extension CostAid {
    /// "Applying for aid": the forms, how need is figured, the dates, what the college's own scholarships consider,
    /// and its policy in its own words.
    static func applyingForAid(_ c: ProfileContext) -> [Block] {
        guard let aid = c.school.reported?.aidView else { return [] }
        let d = CostCdsAid.detail(c)
        let h14 = d?.h14, h15 = d?.h15?.display == true ? d?.h15 : nil
        guard aid.forms != nil || aid.methodology != nil || aid.dates != nil || h14 != nil || h15 != nil else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "Applying for aid", anchor: "apply-for-aid")]
        let cycle = c.lineage.cited(aid.forms != nil ? "reported.aid.forms" : "reported.aid.dates", c.school).year
        if let cycle { out.append(ProfileBlocks.text("For \(cycle.replacingPrefix("Fall", with: "fall")).")) }
        if let f = aid.forms {
            let names = [f.fafsa == true ? "the FAFSA" : nil, f.cssProfile == true ? "the CSS Profile" : nil,
                         f.ownForm == true ? "the college's own aid form" : nil, f.stateForm == true ? "a state aid form" : nil]
                .compactMap { $0 }
            // The forms sentence carries the css-profile tip; the two extra forms are <Term>s inside their sentences.
            if let last = names.last {
                out.append(ProfileBlocks.text(names.count == 1 ? "To apply for aid: \(last)."
                    : "To apply for aid: \(names.dropLast().joined(separator: ", ")) and \(last).", term: "css-profile"))
            }
            if f.noncustodialProfile == true {
                out.append(ProfileBlocks.text("If your parents are divorced or separated, the other parent also files the "
                    + "[CSS Noncustodial Profile](/glossary#noncustodial-profile)."))
            }
            if f.businessFarmSupplement == true {
                out.append(ProfileBlocks.text("Families who own a business or farm also file a "
                    + "[Business/Farm Supplement](/glossary#business-farm-supplement)."))
            }
            if let other = f.other { out.append(ProfileBlocks.text("Also: \(other)")) }
        }
        let method: String? = switch aid.methodology {
        case "both": "Need is calculated with the college's own formula as well as the federal one."
        case "institutional": "Need is calculated with the college's own formula."
        case "federal": "Need is calculated with the federal formula."
        default: nil
        }
        if let method { out.append(ProfileBlocks.text(method, term: "aid-methodology")) }
        if let dates = aid.dates {
            func day(_ j: JSONValue?) -> String? { j?.decoded(as: CdsMonthDay.self)?.longLabel }
            var parts: [String] = []
            if let p = day(dates.priority) { parts.append("Priority date: **\(p)**") }
            if let x = day(dates.deadline) { parts.append("Deadline: **\(x)**") } else if dates.noDeadline == true {
                parts.append("Deadline: **none**")
            }
            if let n = dates.notifyBy?.longLabel {
                parts.append("Aid offers: **about \(n)**")
            } else if let r = dates.notifyRollingFrom, r != .null {
                parts.append("Aid offers: **" + (day(r).map { "on a rolling basis from \($0)" } ?? "on a rolling basis") + "**")
            }
            if let r = dates.replyBy?.longLabel {
                parts.append("Reply by: **\(r)**")
            } else if let w = dates.replyWithinWeeks {
                parts.append("Reply: **within \(SiteFormat.int(w)) week\(w == 1 ? "" : "s")**")
            }
            if !parts.isEmpty {
                out.append(ProfileBlocks.text(parts.joined(separator: " \u{00B7} ")))
                // Past the cycle's reply date (``ProfileContext/today``): these dates are last cycle's.
                let datesYear = c.lineage.cited("reported.aid.dates", c.school).year
                if let datesYear, let today = c.today,
                   AidReplyDate.isPast(cycle: datesYear, reply: dates.replyBy, today: today) {
                    out.append(ProfileBlocks.text("Dates for \(datesYear.replacingPrefix("Fall", with: "fall")); the next "
                        + "cycle's are usually similar."))
                }
            }
        }
        let criteria: [(String, String)] = [
            ("academics", "Academics"), ("alumni_affiliation", "Alumni connection"), ("art", "Art"), ("athletics", "Athletics"),
            ("job_skills", "Job skills"), ("rotc", "ROTC"), ("leadership", "Leadership"), ("music_drama", "Music or drama"),
            ("religious_affiliation", "Religious affiliation"), ("state_residency", "State or district residency"),
        ]
        let marked = criteria.filter { h14?[$0.0]?.need == true || h14?[$0.0]?.nonNeed == true }
        if !marked.isEmpty {
            out.append(ProfileBlocks.heading(3, "What the college's own scholarships consider", anchor: "aid-criteria"))
            out.append(.table(TableBlock(
                columns: [TableColumn(key: "criterion", label: ""), TableColumn(key: "merit", label: "Merit awards", term: "merit-aid"),
                          TableColumn(key: "need", label: "Need-based awards", term: "need-based-aid")],
                rows: marked.map { key, label in
                    TableRow(cells: [.text(label), .text(h14?[key]?.nonNeed == true ? "\u{2713}" : ""),
                                     .text(h14?[key]?.need == true ? "\u{2713}" : "")])
                }, sticky: TableSticky(columns: 1, header: false))))
            out.append(ProfileBlocks.text("A blank means the college didn't mark it, not that it never counts."))
        }
        if let text = h15?.text {
            out.append(ProfileBlocks.text("In the college's words:"))
            out.append(ProfileBlocks.text("> \u{201C}\(text)\u{201D}"))
            if let url = d?.document?.url {
                out.append(.links(LinksBlock(links: [Link(label: "\(c.school.name) Common Data Set", href: url)], style: .list)))
            }
        }
        return out.compactMap { $0 }
    }

    /// "International students": the college's own aid to nonresidents (dated by its aid year) and their forms.
    static func internationalAid(_ c: ProfileContext) -> [Block] {
        let aid = c.school.reported?.aidView
        let intl = aid?.international
        let h7 = CostCdsAid.detail(c)?.h7
        let showH6 = intl != nil && aid.map { CostCdsAid.yearNote(c, $0).show } == true
        guard showH6 || h7 != nil else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "International students", anchor: "international-aid")]
        let year = c.lineage.cited("reported.aid.international", c.school).year ?? ""
        if showH6, let intl {
            if intl.none == true {
                out.append(ProfileBlocks.text("The college doesn't offer its own grants to international students."))
            } else if let n = intl.recipients, let avg = intl.average {
                // "{N} international students received an average of {$X} from the college in {year}.": each number
                // a value, the words around it its label.
                out.append(.statTiles(StatTilesBlock(tiles: [
                    StatTile(label: "international students received an average of",
                             value: c.value("reported.aid.international", n, .num), term: "aid-for-international-students"),
                    StatTile(label: "from the college in \(year).", value: c.value("reported.aid.international", avg, .money)),
                ])))
            } else {
                out.append(ProfileBlocks.text("The college offered its own aid to international students in \(year)."))
            }
            if intl.none != true {
                let need = intl.needBased == true, merit = intl.nonNeed == true
                if need && merit { out.append(ProfileBlocks.text("Need-based and merit aid offered.")) }
                else if need { out.append(ProfileBlocks.text("Need-based aid offered.")) }
                else if merit { out.append(ProfileBlocks.text("Merit aid offered.")) }
            }
        }
        if let h7 {
            let forms = [h7.cssProfile == true ? "the CSS Profile" : nil, h7.ownForm == true ? "the college's own form" : nil,
                         h7.other == true ? (h7.otherText ?? "another form") : nil].compactMap { $0 }
            if !forms.isEmpty {
                out.append(ProfileBlocks.text("International applicants file: \(forms.joined(separator: ", "))"
                    + (h7.cssProfile == true ? " ([what's this?](/glossary#css-profile))" : "") + "."))
            }
        }
        return out.compactMap { $0 }
    }
}
