import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// Issue 14, the athletics and ROTC series of a college's history file: the events lib/events.ts reads from them
/// (`conferenceEvents`, `associationEvents`, `rotcEvents`, with lib/conferences.ts `conferenceName`), the students
/// page's "Recent move:" lines (app/schools/[id]/students/page.tsx `recentMoves` into components/school/
/// CampusServices.tsx) and the Over time page's policy changes (OverTime.tsx, Changes group). Every expected string
/// is worked out by hand from those functions.
struct FidelityHistoryEventsTests {
    typealias W = FidelityHistoryWordsTests

    /// The real record 222178 (NCAA Division I FCS, Western Athletic Conference 137, football in the United Athletic
    /// Conference 379, no ROTC) with a hand-made history of its IC codes, 2009–10 to 2024–25: the Southland
    /// Conference (132) until 2020–21, the WAC from 2021–22; football with the main conference until it moved to the
    /// UAC in 2023–24; NCAA throughout; ROTC listed until 2016–17.
    static let id = "222178"
    static func history(association: Bool = true) -> SchoolHistory {
        var h = SchoolHistory()
        h.unitID = id
        let years = 2009...2024
        h.series = [
            "undergrads": W.ramp(2014, through: 2024, 3000, step: 10),
            "conference": W.series(2009, years.map { $0 < 2021 ? 132 : 137 }),
            "football_conference": W.series(2009, years.map { $0 < 2021 ? 132 : $0 < 2023 ? 137 : 379 }),
            "rotc": W.series(2009, years.map { $0 < 2017 ? 1 : 2 }),
        ]
        if association { h.series?["athletic_association"] = W.series(2009, years.map { _ in 1 }) }
        return h
    }

    static func snapshot(_ h: SchoolHistory) throws -> DatasetSnapshot {
        let base = SampleDataset.snapshot
        return try DatasetSnapshot(schools: base.schools, meta: base.meta, releaseCalendar: base.releaseCalendar,
                                   history: base.history, schoolHistories: [id: h], publishID: "fidelity",
                                   loadedAt: Date(timeIntervalSince1970: 0))
    }

    /// students/page.tsx: servicesYear = lastYear(athletic_association) = 2024; recentMoves keeps conference,
    /// football and association events with year > 2021. The 2021 main move is not after 2021; the 2021 football
    /// change (132 → 137) is the main conference's own move that year (same year, same code) and gets no line; the
    /// 2023 football move does: moveText(137, 379, "Football") = "Football moved from the Western Athletic Conference
    /// to the United Athletic Conference", printed "Recent move: {text}, {eventYear}" with eventYear(2023, academic)
    /// = "2023–24". ROTC events never show there.
    @Test func theStudentsPageNamesTheRecentFootballMove() throws {
        let page = try Fidelity.topic(Self.id, "students", in: Self.snapshot(Self.history())).section("Athletics & programs")
        let moves = page.texts.filter { $0.hasPrefix("**Recent move:**") }
        #expect(moves == ["**Recent move:** Football moved from the Western Athletic Conference to the United Athletic "
            + "Conference, 2023\u{2013}24"])
        // Right after the athletics line, as CampusServices prints them inside the athletics column.
        let athletics = try #require(page.texts.firstIndex { $0.hasPrefix("**Athletics.**") })
        #expect(page.texts[athletics + 1] == moves[0])
    }

    /// Without an athletic_association series servicesYear is null and recentMoves is empty, whatever the other codes
    /// say; without a history file there is nothing either.
    @Test func noRecentMoveWithoutTheAssociationSeries() throws {
        let page = try Fidelity.topic(Self.id, "students", in: Self.snapshot(Self.history(association: false)))
        #expect(!page.texts.contains { $0.hasPrefix("**Recent move:**") })
        #expect(!(try Fidelity.topic(Self.id, "students")).texts.contains { $0.hasPrefix("**Recent move:**") })
    }

    /// OverTime.tsx Changes: historyEvents within latest[kind] − 10 (academic 2023 → 2013 onward), newest first, each
    /// row historyYearLabel(year, kind) and the text. Football 2023: as above. Main 2021: moveText(132, 137) = "Moved
    /// from the Southland Conference to the Western Athletic Conference". ROTC 2017 (1 → 2): "No longer lists ROTC".
    @Test func theOverTimePolicyChangesListTheMoves() throws {
        let snapshot = try Self.snapshot(Self.history())
        let screen = try ProfileScreens.history(snapshot, id: Self.id, query: HistoryQuery(group: .changes)).screen
        #expect(Page(screen).tableRows == [
            ["2023\u{2013}24", "Football moved from the Western Athletic Conference to the United Athletic Conference"],
            ["2021\u{2013}22", "Moved from the Southland Conference to the Western Athletic Conference"],
            ["2017\u{2013}18", "No longer lists ROTC"],
        ])
        // The Changes group cites the IC athletics and ROTC family for those series.
        #expect(screen.sources.contains { $0.source.key == SourceKey.ipedsCharacteristics })
    }
}

/// The Over time group footnotes (OverTimeSection.tsx: HistorySourceNote with lib/profile-history.ts HISTORY_GROUPS
/// keys, historySources naming each family once): the residence, 8-year outcome and graduation-by-race families the
/// charts do not draw are named for a college whose history has those series.
struct FidelityHistorySourceNoteTests {
    typealias W = FidelityHistoryWordsTests

    static func screen(_ group: HistoryGroup) throws -> Screen {
        var h = SchoolHistory()
        h.unitID = FidelityHistoryEventsTests.id
        h.series = [
            "undergrads": W.ramp(2014, through: 2024, 3000, step: 10),
            "out_of_state_share": W.series(2020, [0.2, nil, 0.22, nil, 0.25]),
            "grad_rate": W.ramp(2008, through: 2018, 0.5, step: 0.01),
            "om_award": W.ramp(2009, through: 2016, 0.5, step: 0.01),
            "grad_rate_white": W.ramp(2009, through: 2018, 0.6, step: 0.01),
        ]
        let snapshot = try FidelityHistoryEventsTests.snapshot(h)
        return try ProfileScreens.history(snapshot, id: h.unitID!, query: HistoryQuery(group: group)).screen
    }

    /// Students: HISTORY_GROUPS.students has out_of_state_share (family ef-c → source ipeds-ef-c, labelled by
    /// meta.json) after undergrads (scorecard-enrollment → "College Scorecard (enrollment)").
    @Test func theStudentsNoteNamesTheResidenceSurvey() throws {
        let labels = try Self.screen(.students).sources.map(\.source.label)
        #expect(labels == ["College Scorecard (enrollment)",
                           "IPEDS Fall Enrollment survey (part C, residence of first-time students)"])
    }

    /// Outcomes: grad_rate (scorecard-completion), om_award (om → "IPEDS Outcome Measures survey") and
    /// grad_rate_white (scorecard-completion-race, citeAs "graduation by race and ethnicity"), in HISTORY_GROUPS order.
    @Test func theOutcomesNoteNamesOutcomeMeasuresAndGraduationByRace() throws {
        let labels = try Self.screen(.outcomes).sources.map(\.source.label)
        #expect(labels == ["College Scorecard (graduation by entering class)", "IPEDS Outcome Measures survey",
                           "College Scorecard (graduation by race and ethnicity)"])
    }
}

/// lib/events.ts rules on hand-made code series, one rule per case (Domain's HistoryEvents).
struct HistoryAthleticsEventTests {
    typealias W = FidelityHistoryWordsTests

    static func events(_ series: [String: HistorySeries]) -> [String] {
        var h = SchoolHistory()
        h.series = series
        return HistoryEvents.events(h).map { "\($0.year) \($0.text)" }
    }

    /// moveText: `the ${name.replace(/^The /, "")}` for leagues ("The Summit League" 120 → "the Summit League", "The
    /// Sun Conference" 333 → "the Sun Conference"); a retired code keeps its last dictionary name (116 "Gateway
    /// Football Conference"); codes no dictionary lists read "Changed conference".
    @Test func movesBetweenLeagues() {
        #expect(Self.events(["conference": W.series(2018, [120, 120, 333])]) == [
            "2020 Moved from the Summit League to the Sun Conference"])
        #expect(Self.events(["conference": W.series(2014, [116, 123])]) == [
            "2015 Moved from the Gateway Football Conference to the Missouri Valley Conference"])
        #expect(Self.events(["conference": W.series(2014, [990, 991])]) == ["2015 Changed conference"])
    }

    /// Independents (any name with "independent") and "Other" are not leagues: joining from one reads "Joined the
    /// …", leaving for one "Left the … to play as an independent"; 112 or 114 → 113 is "Moved up to FBS as an
    /// independent", and with the Football prefix "Football moved up to FBS as an independent".
    @Test func independentsAndOther() {
        #expect(Self.events(["conference": W.series(2016, [170, 185])]) == [
            "2017 Joined the New England Small College Athletic Conference"])
        #expect(Self.events(["conference": W.series(2016, [185, 342])]) == [
            "2017 Left the New England Small College Athletic Conference to play as an independent"])
        #expect(Self.events(["conference": W.series(2016, [112, 113])]) == ["2017 Moved up to FBS as an independent"])
        #expect(Self.events(["conference": W.series(2016, [104, 104]), "football_conference": W.series(2016, [114, 113])])
            == ["2017 Football moved up to FBS as an independent"])
    }

    /// conferenceEvents: a football change that repeats the main move (same year, same code) is skipped; a football
    /// change to a non-league from the code the main conference had the year before is a reporting fix (UConn, Notre
    /// Dame) and skipped; A → B → A within two years is dropped (REVERSAL_YEARS).
    @Test func footballRulesAndReversals() {
        #expect(Self.events(["conference": W.series(2016, [132, 137]), "football_conference": W.series(2016, [132, 137])])
            == ["2017 Moved from the Southland Conference to the Western Athletic Conference"])
        #expect(Self.events(["conference": W.series(2016, [104, 104, 104]),
                             "football_conference": W.series(2016, [104, 104, 113])]).isEmpty)
        #expect(Self.events(["conference": W.series(2016, [132, 137, 132, 132])]).isEmpty)
        // Three years apart is a real return, both moves kept (newest first).
        #expect(Self.events(["conference": W.series(2016, [132, 137, 137, 137, 132])]) == [
            "2020 Moved from the Western Athletic Conference to the Southland Conference",
            "2017 Moved from the Southland Conference to the Western Athletic Conference"])
    }

    /// associationEvents (1 NCAA, 2 NAIA only, 3 neither) and rotcEvents (1 offered, 2 not listed).
    @Test func associationAndRotc() {
        #expect(Self.events(["athletic_association": W.series(2016, [2, 1])]) == ["2017 Moved from the NAIA to the NCAA"])
        #expect(Self.events(["athletic_association": W.series(2016, [3, 1])]) == ["2017 Joined the NCAA"])
        #expect(Self.events(["athletic_association": W.series(2016, [2, 3])]) == ["2017 Left the NAIA"])
        #expect(Self.events(["rotc": W.series(2016, [2, 1])]) == ["2017 Began offering ROTC"])
        #expect(Self.events(["rotc": W.series(2016, [1, nil, 2])]) == ["2018 No longer lists ROTC"])
    }
}
