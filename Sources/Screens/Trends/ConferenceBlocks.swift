import Core
import Domain
import QuadAPIModels

/// What the conference screens share: level labels, the Power 4 cards, and conference-file citations.
enum ConferenceBlocks {
    /// Levels in the index's order, with their labels.
    static let levels: [(level: String, label: String)] = [
        ("I-FBS", "Division I FBS"), ("I-FCS", "Division I FCS"), ("I", "Division I, other"), ("II", "Division II"),
        ("III", "Division III"), ("NAIA", "NAIA"),
    ]
    /// The Power 4, in the index's order: SEC, Big Ten, ACC, Big 12.
    static let powerFour = [130, 107, 102, 108]

    static func levelLabel(_ level: String) -> String {
        levels.first { $0.level == level }?.label ?? level
    }

    /// "Big Ten Conference" without a leading "The ".
    static func short(_ name: String) -> String {
        name.hasPrefix("The ") ? String(name.dropFirst(4)) : name
    }

    /// A glance value of a conference (a median, minimum or maximum of its members), cited.
    static func glanceValue(_ citer: inout TrendCiter, _ key: String, _ number: Double?, year: Int?, kind: String?,
                            what: String) -> Value {
        let info = TrendMeasures.info(key)
        if key == "pell" {
            return citer.current(info.path, number, format: info.format, computation: what)
        }
        let k = TrendBlocks.kind(kind ?? "fall"), y = year ?? 0
        return citer.value(number, format: info.format, series: [key], from: y, to: y, kind: k,
                           field: "\(info.label), members", computation: what)
    }

    /// The Power 4 cards: four measures each, on one scale across the cards. A conference under the floor has no card
    /// (PowerFour keeps only rows that are not `tooFew`).
    static func powerFour(_ file: ConferencesFile, citer: inout TrendCiter) -> [Block] {
        let rows = powerFour.compactMap { code in file.conferences.first { $0.code == code && $0.tooFew != true } }
        guard !rows.isEmpty else { return [] }
        let apps = file.measures.first { $0.key == "applicants" }
        let glance = { (k: String) in file.glance.first { $0.key == k } }
        var blocks: [Block] = []
        for r in rows {
            var tiles: [StatTile] = []
            for key in ["acceptance_rate", "avg_paid_all", "undergrads"] {
                let g = glance(key), info = TrendMeasures.info(key)
                let label = key == "avg_paid_all" ? "Average total cost, \(g?.year.map { TrendBlocks.year($0, .academic) } ?? "")"
                    : "\(info.label), \(g?.year.map { TrendBlocks.lower($0, .fall) } ?? "")"
                // PowerFour prints an em dash for a median it lacks.
                tiles.append(StatTile(label: label, value: glanceValue(&citer, key, r.glance?[key]?.median, year: g?.year,
                                                                       kind: g?.kind, what: "Median member, today's members")
                                          .emDashWhenMissing,
                                      term: info.term))
            }
            if let apps {
                tiles.append(StatTile(
                    label: "Applications, \(TrendBlocks.lower(apps.from, .fall)) to \(TrendBlocks.lower(apps.to, .fall))",
                    value: citer.value(r.change?.applicants, format: .signedPct, series: ["applicants"],
                                       from: apps.from, to: apps.to, kind: .fall, field: "Applications change, median member",
                                       computation: "The median member's own change in applicants").emDashWhenMissing,
                    term: "applicants"))
            }
            // PowerFour's card: the name, "N members on the site · medians" under it, the four measures, and the link
            // "See the conference".
            let body: [Block] = [TrendBlocks.text("\(r.members.count) members on the site \u{00B7} medians"),
                                 .statTiles(StatTilesBlock(tiles: tiles))]
            blocks.append(.topicCard(TopicCardBlock(title: r.name, href: "/trends/conferences/\(r.slug)",
                                                    footer: "See the conference", blocks: body)))
        }
        return blocks
    }

    /// "the Pac-12"-style name for a sentence; independents read as such.
    static func leagueName(_ file: ConferencesFile, _ code: Int) -> String {
        let name = file.name(of: code) ?? "conference \(code)"
        if name.lowercased().contains("independent") { return "independent status" }
        return file.conferences.contains { $0.code == code } ? "the \(short(name))" : name
    }
}
