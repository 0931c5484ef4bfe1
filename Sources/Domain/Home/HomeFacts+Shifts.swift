import QuadAPIModels

/// The two newer "What's changed" cards (the site's `WhatsChanged`, components/home): colleges that stopped weighing
/// legacy status, and the fields of study gaining and losing share of bachelor's degrees.
extension HomeFact {
    /// "Fewer colleges weigh legacy.": the number that stopped; bars of the share considering it at both ends.
    static func legacy(_ f: TrendFacts.Legacy?) -> HomeFact? {
        guard let f, let from = f.from, let to = f.to, let n = f.n, n > 0, let was = f.consideredFrom,
              let now = f.consideredTo, let stopped = f.stopped, let started = f.started else { return nil }
        let start = YearLabel.full(from, .fall).lowercased()
        let end = YearLabel.full(to, .fall).lowercased()
        let before = was / n, after = now / n
        return HomeFact(
            kind: .legacy, lead: "Fewer colleges weigh legacy.",
            text: "\(JSNumber.string(stopped)) colleges stopped considering whether an applicant's parent attended "
                + "between \(start) and \(end), and \(JSNumber.string(started)) started, across \(count(n)) colleges "
                + "reporting both years. \(term("Legacy status", "legacy-status")) has been reported to the federal "
                + "government only since \(start).",
            bigValue: stopped, bigFormat: .int, from: from, to: to, yearKind: .fall, series: ["factor_legacy"],
            lines: [],
            chartLabel: "Share of colleges considering legacy status: \(percentText(before)) in \(start), "
                + "\(percentText(after)) in \(end)",
            caption: "Share of colleges considering legacy status", before: before, after: after,
            href: "/explore?noLegacy=1", cta: "See colleges that don't consider legacy")
    }

    /// "What students study is shifting.": the biggest gainer's relative change; ±points bars for the three biggest
    /// gains and the three biggest losses (a field in both lists once).
    static func majors(_ f: TrendFacts.Majors?) -> HomeFact? {
        guard let f, let from = f.from, let to = f.to, let n = f.n, let families = f.families,
              let top = families.first else { return nil }
        var rows: [TrendFacts.Majors.Family] = []
        for family in Array(families.prefix(3)) + Array(families.suffix(3).reversed()) where !rows.contains(where: {
            $0.family == family.family
        }) {
            rows.append(family)
        }
        func name(_ code: String) -> String { MajorFamilies.names[code] ?? code }
        let start = YearLabel.full(from, .academic)
        let end = YearLabel.full(to, .academic)
        let shifts = rows.map { Shift(family: $0.family, name: name($0.family), from: $0.from, to: $0.to) }
        let described = shifts.map { "\($0.name) \(SiteFormat.pctSmart($0.from)) to \(SiteFormat.pctSmart($0.to))" }
        return HomeFact(
            kind: .majors, lead: "What students study is shifting.",
            text: "\(name(top.family)) went from \(SiteFormat.pctSmart(top.from)) of bachelor's degrees in \(start) to "
                + "\(SiteFormat.pctSmart(top.to)) in \(end), across \(count(n)) colleges awarding them in both years. "
                + "Fields are grouped by \(term("CIP code", "cip-code")), counting \(term("first majors", "first-major")).",
            bigValue: top.from > 0 ? top.to / top.from - 1 : 0, bigFormat: .changePct, from: from, to: to,
            yearKind: .academic, series: ["bachelors"] + shifts.map { "major_\($0.family)" }, lines: [],
            chartLabel: "Change in each field's share of bachelor's degrees, \(start) to \(end): "
                + described.joined(separator: "; "),
            caption: "Change in share of bachelor's degrees (first majors), in points", before: nil, after: nil,
            href: "/explore?field=\(top.family)",
            cta: "See colleges with \(name(top.family).lowercased()) majors", shifts: shifts)
    }

    /// A glossary term as a markdown link, or its words alone while the glossary has no such entry.
    static func term(_ words: String, _ key: String) -> String {
        Glossary.entry(key) == nil ? words : "[\(words)](/glossary#\(key))"
    }
}
