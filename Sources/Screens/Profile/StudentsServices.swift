import Domain
import QuadAPIModels

/// "Athletics & programs" on the students page (components/school/CampusServices with lib/campus-services.ts's
/// labels): the athletics line, ROTC, study abroad, undergraduate research, the calendar, and student services. An
/// unticked federal checkbox reads "Not listed", never "No".
enum StudentsServices {
    /// DIVISION_LABELS, with "Division I, no football" printed as "Division I".
    static let divisionLabels = ["I-FBS": "Division I FBS", "I-FCS": "Division I FCS", "I": "Division I",
                                 "II": "Division II", "III": "Division III"]
    static let rotcLabels = ["army": "Army", "navy": "Navy", "air_force": "Air Force"]
    static let sportLabels = ["football": "football", "basketball": "basketball", "baseball": "baseball",
                              "track": "cross country/track"]

    /// The section; nothing when the college reports no athletics, programs or calendar.
    static func blocks(_ c: ProfileContext) -> [Block?] {
        let s = c.school
        let a = s.campus?.athletics, p = s.campus?.programs, calendar = s.campus?.calendar
        guard a != nil || p != nil || calendar != nil else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(3, "Athletics & programs", anchor: "services")]
        if let a {
            out.append(ProfileBlocks.text(athletics(a)))
            out += recentMoves(c).map { ProfileBlocks.text("**Recent move:** \($0.text), \(YearLabel.full($0.year, $0.kind))") }
        }
        var rows: [TableRow] = []
        if let p {
            let rotc = (p.rotc ?? []).map { rotcLabels[$0] ?? $0 }
            rows.append(TableRow(cells: [.text("ROTC"), .text(rotc.isEmpty ? "Not listed" : rotc.joined(separator: ", "))],
                                 term: "rotc"))
            rows.append(TableRow(cells: [.text("Study abroad"), .text(p.studyAbroad == true ? "Offered" : "Not listed")],
                                 term: "study-abroad"))
            let research = p.undergradResearch.map { $0 ? "A formal program" : "Not listed" } ?? "Not reported"
            rows.append(TableRow(cells: [.text("Undergraduate research"), .text(research)], term: "undergrad-research"))
        }
        if let calendar {
            rows.append(TableRow(cells: [.text("Calendar"), .text(CompareTable.calendarLabels[calendar] ?? calendar)],
                                 term: "academic-calendar"))
        }
        if !rows.isEmpty {
            out.append(.table(TableBlock(columns: [TableColumn(key: "program", label: "Program"),
                                                   TableColumn(key: "offered", label: "At this college")],
                                         rows: rows, sticky: TableSticky(columns: 1, header: false))))
        }
        out += services(c)
        return out
    }

    /// Events of the conference and association series in the last three IC years (the last year of the college's
    /// `athletic_association` series and the two before it), newest first; none without that series.
    static func recentMoves(_ c: ProfileContext) -> [PolicyEvent] {
        guard let (history, _) = c.historyFiles, let association = history.series?["athletic_association"],
              let last = HistoryMath.lastYear(association)
        else { return [] }
        let keys: Set<String> = ["conference", "football_conference", "athletic_association"]
        return HistoryEvents.events(history).filter { keys.contains($0.key) && $0.year > last - 3 }
    }

    /// The athletics line: "NCAA Division I FBS · [conference](/explore?conference=N)" (the division, else NAIA, and
    /// the main conference), then the football conference when it differs and the four surveyed sports; without
    /// either, whether the college belongs to a national athletic association.
    static func athletics(_ a: SchoolCampus.Athletics) -> String {
        let associations = a.associations ?? []
        let division = a.division ?? (associations.contains("naia") ? "naia" : nil)
        let conference = a.conference.flatMap { c in c.name.map { "[\($0)](/explore?conference=\(c.code.map(String.init) ?? ""))" } }
        guard division != nil || conference != nil else {
            return "**Athletics.** " + (associations.isEmpty ? "Not a member of a national athletic association"
                : "Member of a national athletic association")
        }
        let level = division.map { $0 == "naia" ? "NAIA" : "NCAA " + (divisionLabels[$0] ?? $0) }
        var line = "**Athletics.** " + [level, conference].compactMap { $0 }.joined(separator: " \u{00B7} ")
        var small: [String] = []
        if let f = a.footballConference, let name = f.name {
            small.append("Football in the [\(name)](/explore?conference=\(f.code.map(String.init) ?? "")).")
        }
        let sports = a.sports ?? []
        if !sports.isEmpty {
            small.append("Of the four sports the federal survey asks about, it plays "
                + sports.map { sportLabels[$0] ?? $0 }.joined(separator: ", ")
                + (sports.contains("football") ? "" : " (no football)") + ".")
        }
        if !small.isEmpty { line += "\n\n" + small.joined(separator: " ") }
        return line
    }

    /// "Student services": the four IC services, the program for students with intellectual disabilities, and the
    /// share registered with disability services.
    static func services(_ c: ProfileContext) -> [Block?] {
        let s = c.school
        let v = s.campus?.services
        var items: [String] = []
        if v?.counseling == true { items.append("Academic and career counseling") }
        if v?.employment == true { items.append("Help finding a job while enrolled") }
        if v?.placement == true { items.append("Job placement after graduating") }
        if v?.childCare == true { items.append("On-campus child care for students' children") }
        if s.campus?.programs?.intellectualDisabilityProgram == true {
            items.append("A program for students with intellectual disabilities")
        }
        let disability = s.demographics?.disabilityServices
        guard !items.isEmpty || disability != nil else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(4, "Student services", anchor: "student-services")]
        if disability?.share == nil, disability != nil {
            // CampusServices: the line's InfoTip ("disability-services") as a term span on its last words.
            items.append("3% or fewer of undergrads registered with [disability services](/glossary#disability-services)")
        }
        if !items.isEmpty { out.append(ProfileBlocks.text(items.map { "- \($0)" }.joined(separator: "\n"))) }
        if let share = disability?.share {
            out.append(ProfileBlocks.tiles([ProfileBlocks.tile("of undergrads registered with disability services",
                                                               c.value("demographics.disability_services", share, .pct),
                                                               term: "disability-services")]))
        }
        return out
    }
}
