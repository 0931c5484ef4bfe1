import Domain
import QuadAPIModels
import Testing

/// Deadline resolution (userdata-map §2.5, the site's `deadlineFor`), each case worked out by hand.
struct ListDeadlineTests {
    static func md(_ m: Int, _ d: Int) -> JSONValue { .object(["month": .number(Double(m)), "day": .number(Double(d))]) }

    /// A college reporting every closing the rounds read, with a cycle string.
    static let logistics: JSONValue = .object(["cycle": .string("Fall 2026"), "regular_closing": md(1, 15)])
    static let profile: JSONValue = .object([
        "early_decision": .object(["first": .object(["closing": md(11, 1)]), "other": .object(["closing": md(1, 5)])]),
        "early_action": .object(["closing": md(10, 15)]),
    ])

    static func resolve(_ round: ListRound?, logistics: JSONValue? = logistics, profile: JSONValue? = profile,
                        year: Int = 2030, text: String? = nil, date: String? = nil) -> ResolvedDeadline {
        DeadlineResolution.resolve(round: round, logistics: logistics, admissionProfile: profile, currentYear: year,
                                   overrideText: text, overrideDate: date.flatMap(CalendarDay.init(iso:)))
    }

    @Test func eachRoundReadsItsOwnClosing() {
        // The cycle starting 2026: July–December in 2026, January–June in 2027.
        let want: [(ListRound?, String?)] = [
            (nil, "2027-01-15"), (.rd, "2027-01-15"), (.ed, "2026-11-01"), (.ed2, "2027-01-05"), (.ea, "2026-10-15"),
            (.rea, "2026-10-15"), (.rolling, nil),
        ]
        for (round, date) in want {
            let got = Self.resolve(round)
            #expect(got.date?.iso == date, "\(String(describing: round))")
            #expect(got.source == (date == nil ? nil : .reported))
        }
    }

    @Test func cyclePlacement() {
        func place(_ m: Int, _ d: Int, _ cycle: String?, year: Int = 2031) -> String? {
            let logistics: JSONValue = .object(["regular_closing": Self.md(m, d)].merging(
                cycle.map { ["cycle": JSONValue.string($0)] } ?? [:]) { a, _ in a })
            return Self.resolve(.rd, logistics: logistics, profile: nil, year: year).date?.iso
        }
        #expect(place(7, 1, "Fall 2026") == "2026-07-01")
        #expect(place(12, 31, "Fall 2026") == "2026-12-31")
        #expect(place(1, 1, "Fall 2026") == "2027-01-01")
        #expect(place(6, 30, "Fall 2026") == "2027-06-30")
        #expect(place(3, 1, "2025-26") == "2026-03-01")
        #expect(place(3, 1, "Entering class of 20271") == "2028-03-01")
        // No usable year in the cycle (or none at all): the current year starts it.
        #expect(place(11, 15, nil, year: 2031) == "2031-11-15")
        #expect(place(2, 1, "Fall", year: 2031) == "2032-02-01")
        #expect(place(2, 1, "'26", year: 2031) == "2032-02-01")
        // February 29 only in a leap year; otherwise no reported date.
        #expect(place(2, 29, "Fall 2027") == "2028-02-29")
        #expect(place(2, 29, "Fall 2026") == nil)
        #expect(DeadlineResolution.cycleStartYear("Fall 2026", currentYear: 1) == 2026)
        #expect(DeadlineResolution.cycleStartYear(nil, currentYear: 2040) == 2040)
    }

    @Test func theOverrideWhenTheCollegeReportsNothing() {
        // The college's date wins over the family's.
        #expect(Self.resolve(.rd, text: "mine", date: "2026-12-01") == ResolvedDeadline(date: CalendarDay(isoDate: "2027-01-15"),
                                                                                   source: .reported))
        // Without one: the date with its text, then the text alone, then nothing.
        #expect(Self.resolve(.rolling, text: "portal", date: "2026-12-01")
                == ResolvedDeadline(date: CalendarDay(isoDate: "2026-12-01"), text: "portal", source: .student))
        #expect(Self.resolve(.rolling, date: "2026-12-01") == ResolvedDeadline(date: CalendarDay(isoDate: "2026-12-01"),
                                                                         source: .student))
        #expect(Self.resolve(.ed, profile: nil, text: "varies") == ResolvedDeadline(text: "varies", source: .student))
        #expect(Self.resolve(.ed, profile: nil, text: "") == ResolvedDeadline())
        #expect(Self.resolve(.ea, logistics: nil, profile: nil) == ResolvedDeadline())
        // A missing part, free text or a malformed cell is no reported date.
        for cell: JSONValue in [.object(["month": .number(1), "day": .null]), .object(["month": .null, "day": .null]),
                                .object(["month": .number(13), "day": .number(1)]), .object(["month": .number(1.5), "day": .number(2)]),
                                .string("Early April"), .number(115)] {
            let logistics: JSONValue = .object(["cycle": .string("Fall 2026"), "regular_closing": cell])
            #expect(Self.resolve(.rd, logistics: logistics, text: "t") == ResolvedDeadline(text: "t", source: .student), "\(cell)")
        }
        // The cell form "--MM-DD" counts.
        let cellForm: JSONValue = .object(["cycle": .string("Fall 2026"), "regular_closing": .string("--02-01")])
        #expect(Self.resolve(.rd, logistics: cellForm).date?.iso == "2027-02-01")
    }

    @Test func nextThirtyDays() {
        struct Entry { var name: String; var day: String? }
        let entries = [Entry(name: "late", day: "2026-11-05"), Entry(name: "today", day: "2026-10-05"),
                       Entry(name: "past", day: "2026-10-04"), Entry(name: "none", day: nil),
                       Entry(name: "edge", day: "2026-11-04"), Entry(name: "soon", day: "2026-10-06"),
                       Entry(name: "soon too", day: "2026-10-06")]
        let picked = DeadlineResolution.upcoming(entries, date: { $0.day.flatMap(CalendarDay.init(iso:)) },
                                                 today: CalendarDay(isoDate: "2026-10-05")!)
        #expect(picked.map(\.name) == ["today", "soon", "soon too", "edge"])
    }
}
