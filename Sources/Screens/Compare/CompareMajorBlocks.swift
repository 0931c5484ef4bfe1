import Core
import Domain
import QuadAPIModels

/// "Your major": the field picker bound to `?major=` (only fields a compared college awards bachelor's in), and for
/// the picked field each college's bachelor's, share (with its ten-year change), earnings and debt, and programs.
enum CompareMajorBlocks {
    /// A field's name: its short name (lib/majors.ts `majorFamilyName`), else NCES's title of the family, else the code
    /// (app/compare/academics/page.tsx `majorFamilyName(family) ?? cipFamilyTitle(family) ?? family`).
    static func title(_ family: String, _ titles: CipTitles?) -> String {
        MajorFamilies.names[family] ?? titles?.familyTitle(family) ?? family
    }

    static func section(_ c: CompareContext, families: [String], selected: String?) -> [Block] {
        // The options in the order `localeCompare` puts their names.
        let options = families.map { (family: $0, title: title($0, c.snapshot.cipTitles)) }
            .sorted { NameCollationKey($0.title) < NameCollationKey($1.title) }
        var out: [Block] = [
            CompareBlocks.heading(2, "Your major", anchor: "your-major"),
            CompareBlocks.text("Pick a field of study to see which of these colleges award bachelor's degrees in it, how many, "
                + "and what graduates earn after completion."),
            .controls(ControlsBlock(controls: [QueryControl(
                type: .segmented, param: "major", label: "Your major",
                options: options.map { o in
                    ControlOption(label: o.title, value: o.family, selected: o.family == selected,
                                  href: c.href(.academics, query: [("major", o.family)], hash: "your-major"))
                })])),
        ]
        guard let selected else { return out }
        out += field(c, selected)
        return out
    }

    static func field(_ c: CompareContext, _ family: String) -> [Block] {
        let window = c.snapshot.history?.meta.files?["c-a"]?.compactMap(\.year).max().map {
            (from: $0 - HistoryMath.windowYears, to: $0)
        }
        let stats = c.schools.map { s in
            FieldOfStudyCompare.stat(family, school: s, detail: try? c.snapshot.detail(for: s.unitID),
                                     history: (try? c.snapshot.history(for: s.unitID)) ?? nil, window: window,
                                     titles: c.snapshot.cipTitles)
        }
        let none = { (i: Int) -> String? in
            stats[i].graduates == nil ? CompareCards.notReported : stats[i].graduates == 0 ? "Doesn't offer this field" : nil
        }
        let earnNote = { (i: Int) -> String in
            none(i) ?? (stats[i].programsReported == 0 ? "No earnings reported"
                : stats[i].programsWithData == 0 ? "Too few graduates to report" : CompareCards.notReported)
        }
        func bar(_ label: String, _ term: String, _ field: String, _ format: FormatKind, _ flag: CompareFlag,
                 _ values: [Double?], ticks: [Double?] = [], missing: @escaping (Int) -> String) -> Block {
            let end = max(1e-9, (values + ticks).compactMap { $0 }.max() ?? 0)
            let byID = Dictionary(zip(c.ids, values), uniquingKeysWith: { a, _ in a })
            return CompareBlocks.bars(c, CompareBar(label, term: term, field: field, format: format, flag: flag) { s in
                byID[s.unitID] ?? nil
            }, max: end, missing: missing)
        }
        var out: [Block] = [CompareBlocks.heading(3, title(family, c.snapshot.cipTitles), anchor: "major-\(family)")]
        // Each bar's small line under its label (YourMajor's Bars `sub`), as a caption after it.
        func captioned(_ bars: Block, _ sub: String) -> [Block] { [bars, CompareBlocks.text(sub)] }
        out += captioned(bar("Bachelor's degrees in this field", "first-major", "academics.bachelors_by_family", .num,
                             CompareFlag(.max, "Most"), stats.map { $0.graduates == 0 ? nil : $0.graduates }) {
            none($0) ?? CompareCards.notReported
        }, "First majors, newest year")
        out += captioned(bar("Share of the college's graduates", "first-major", "academics.bachelors_by_family", .pct,
                             CompareFlag(.max, "Largest"), stats.map { ($0.graduates ?? 0) > 0 ? $0.share : nil }) {
            none($0) ?? CompareCards.notReported
        }, "Share of first-major bachelor's")
        out += captioned(bar("Earnings 4 years after completion", "earnings-after-completion", "detail.programs", .money,
                             CompareFlag(.max, "Highest"), stats.map(\.earnings4), ticks: stats.map(\.earnings4National),
                             missing: earnNote), "Typical across the field's programs")
        out += captioned(bar("Median federal debt", "median-debt", "detail.programs", .money, CompareFlag(.min, "Lowest"),
                             stats.map(\.debt), missing: earnNote), "Graduates who borrowed, typical across programs")
        let extras = c.indices.compactMap { i -> String? in
            var parts: [String] = []
            let s = stats[i]
            if let second = s.secondMajors, second > 0, (s.graduates ?? 0) > 0 {
                parts.append("+\(SiteFormat.num(second)) as a second major")
            }
            if let change = s.shareChange, (s.graduates ?? 0) > 0 {
                parts.append("\(SiteFormat.pct(change.from.share)) in \(YearLabel.full(change.from.year, .academic)) \u{2192} "
                    + "\(SiteFormat.pct(change.to.share)) in \(YearLabel.full(change.to.year, .academic))")
            }
            if s.earnings4 != nil, let y1 = s.earnings1 { parts.append("\(SiteFormat.money(y1)) after 1 year") }
            if s.earnings4 != nil, let national = s.earnings4National { parts.append("national \(SiteFormat.money(national))") }
            return parts.isEmpty ? nil : "**\(c.names[i])**: " + parts.joined(separator: " \u{00B7} ")
        }
        if !extras.isEmpty { out.append(CompareBlocks.text(extras.joined(separator: "\n\n"))) }
        out.append(CompareBlocks.perCollege(c, label: "Programs in this field", term: "cip-code", field: "detail.majors") { s in
            guard let i = c.ids.firstIndex(of: s.unitID) else { return nil }
            let stat = stats[i]
            guard let count = stat.programCount, count > 0 else { return none(i) ?? CompareCards.notReported }
            var text = "\(count) \(count == 1 ? "program" : "programs") awarding bachelor's"
            if !stat.topPrograms.isEmpty {
                text += ": " + stat.topPrograms.map { "\($0.title) \(SiteFormat.num($0.graduates))" }.joined(separator: " \u{00B7} ")
            }
            if let top = stat.topEarner {
                text += ". Top earner: \(top.title), \(SiteFormat.money(top.value)) after \(top.years) "
                    + (top.years == 1 ? "year" : "years")
            }
            return text
        })
        out.append(CompareBlocks.text("Broad fields group related programs, since colleges name and split programs "
            + "differently. Earnings and debt are each program's median, weighted by its graduates, so they're a typical "
            + "figure for the field rather than a true median; the tick marks the national figure for the same programs. "
            + "Earnings are measured from completion, not entry."))
        return out
    }
}
