import QuadAPIModels

/// Athletics and ROTC changes read from a college's yearly IC codes (the site's lib/events.ts conference, association
/// and ROTC events): conference moves, a football-only move, joining or leaving the NCAA or NAIA, ROTC.
enum HistoryAthleticsEvents {
    /// "Division I Independents" and "Division I-AA Independents": a Division I independent moving to code 113
    /// ("Division I-A Independents") moved up to FBS.
    static let divisionOneIndependents: Set<Int> = [112, 114]
    /// "Division I-A Independents" (FBS).
    static let fbsIndependents = 113

    /// Association names as a sentence reads them (1 NCAA, 2 NAIA only; 3, neither, has none).
    static let associationNames: [Int: String] = [1: "the NCAA", 2: "the NAIA"]

    /// The sentence of a move between two conference codes, with "Football" before it for a football-only move.
    static func moveText(from: Int, to: Int, prefix: String? = nil) -> String {
        let a = ConferenceNames.league(from), b = ConferenceNames.league(to)
        if a == nil, to == fbsIndependents, divisionOneIndependents.contains(from) {
            return prefix.map { "\($0) moved up to FBS as an independent" } ?? "Moved up to FBS as an independent"
        }
        let text: String
        if let a, let b {
            text = "moved from \(a) to \(b)"
        } else if let b {
            text = "joined \(b)"
        } else if let a {
            text = "left \(a) to play as an independent"
        } else {
            text = "changed conference"
        }
        if let prefix { return "\(prefix) \(text)" }
        return text.prefix(1).uppercased() + text.dropFirst()
    }

    /// Main-conference moves, and football moves the rest of the college did not make the same year. A football
    /// "move" to a non-league code from the code the college's main conference had the year before is a reporting fix
    /// (an independent first listing its home conference for football) and is skipped.
    static func conferenceEvents(_ h: SchoolHistory) -> [PolicyEvent] {
        let mainPoints = HistoryEvents.points(h, "conference")
        let main = HistoryEvents.changes(mainPoints, keep: { _, _, _, _ in true })
        var out = main.map {
            PolicyEvent(key: "conference", year: $0.year, kind: .academic,
                        text: moveText(from: Int($0.from), to: Int($0.to)))
        }
        var mainByYear: [Int: Double] = [:]
        for p in mainPoints { mainByYear[p.year] = p.code }
        for c in HistoryEvents.changes(HistoryEvents.points(h, "football_conference"), keep: { _, _, _, _ in true }) {
            if main.contains(where: { $0.year == c.year && $0.to == c.to }) { continue }
            if ConferenceNames.league(Int(c.to)) == nil, mainByYear[c.year - 1] == c.from { continue }
            out.append(PolicyEvent(key: "football_conference", year: c.year, kind: .academic,
                                   text: moveText(from: Int(c.from), to: Int(c.to), prefix: "Football")))
        }
        return out
    }

    /// "Moved from the NAIA to the NCAA", "Joined the NCAA", "Left the NAIA".
    static func associationEvents(_ h: SchoolHistory) -> [PolicyEvent] {
        HistoryEvents.changes(HistoryEvents.points(h, "athletic_association"), keep: { _, _, _, _ in true }).map { c in
            let a = associationNames[Int(c.from)], b = associationNames[Int(c.to)]
            let text: String
            if let a, let b {
                text = "Moved from \(a) to \(b)"
            } else if let b {
                text = "Joined \(b)"
            } else {
                text = "Left \(a ?? "")"
            }
            return PolicyEvent(key: "athletic_association", year: c.year, kind: .academic, text: text)
        }
    }

    /// ROTC (1 offered, 2 not listed): "not listed" is an unticked box, so the drop is worded softly.
    static func rotcEvents(_ h: SchoolHistory) -> [PolicyEvent] {
        HistoryEvents.changes(HistoryEvents.points(h, "rotc"), keep: { _, _, _, _ in true }).map {
            PolicyEvent(key: "rotc", year: $0.year, kind: .academic,
                        text: $0.to == 1 ? "Began offering ROTC" : "No longer lists ROTC")
        }
    }
}
