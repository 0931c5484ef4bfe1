import Domain
import Foundation
import QuadAPIModels
import Testing

/// The list rules that need no database: status/outcome transitions, the tracking row, the balance line, calendar days.
struct ListRulesTests {
    typealias P = ItemProgress

    /// Every reachable (status, outcome) pair: the database allows an outcome only on a decided item.
    static let states: [P] = ListStatus.allCases.map { P(status: $0) }
        + ListOutcome.allCases.filter { $0 != .deferred }.map { P(status: .decided, outcome: $0) }

    @Test func settingAnOutcome() {
        // The site's table: decided with the outcome, except deferred → applied with none. The state before never
        // matters.
        let want: [ListOutcome: P] = [
            .admitted: P(status: .decided, outcome: .admitted), .denied: P(status: .decided, outcome: .denied),
            .waitlisted: P(status: .decided, outcome: .waitlisted), .deferred: P(status: .applied),
        ]
        for state in Self.states {
            for outcome in ListOutcome.allCases {
                #expect(ItemTransitions.applying(status: nil, outcome: .some(outcome), to: state) == want[outcome],
                        "\(state) + \(outcome)")
            }
        }
    }

    @Test func settingAStatus() {
        // Written out for every start: only `decided` keeps an outcome.
        let admitted = P(status: .decided, outcome: .admitted)
        #expect(ItemTransitions.setting(status: .decided, from: admitted) == admitted)
        #expect(ItemTransitions.setting(status: .applied, from: admitted) == P(status: .applied))
        #expect(ItemTransitions.setting(status: .applying, from: admitted) == P(status: .applying))
        #expect(ItemTransitions.setting(status: .considering, from: admitted) == P(status: .considering))
        #expect(ItemTransitions.setting(status: .decided, from: P(status: .applied)) == P(status: .decided))
        for state in Self.states {
            for status in ListStatus.allCases {
                let next = ItemTransitions.setting(status: status, from: state)
                #expect(next.status == status)
                #expect(next.outcome == (status == .decided ? state.outcome : nil))
            }
        }
    }

    @Test func bothInOneChangeApplyTheOutcomeLast() {
        let start = P(status: .considering)
        #expect(ItemTransitions.applying(status: .applied, outcome: .some(.admitted), to: start)
                == P(status: .decided, outcome: .admitted))
        #expect(ItemTransitions.applying(status: .decided, outcome: .some(.deferred), to: start) == P(status: .applied))
        // Clearing the outcome leaves the status.
        #expect(ItemTransitions.applying(status: nil, outcome: .some(nil), to: P(status: .decided, outcome: .denied))
                == P(status: .decided))
        #expect(ItemTransitions.applying(status: nil, outcome: nil, to: start) == start)
        // Whatever the sequence, an outcome only ever sits on a decided item.
        for state in Self.states {
            for status in [nil] + ListStatus.allCases.map(Optional.some) {
                for outcome in [nil, .some(nil)] + ListOutcome.allCases.map { ListOutcome??.some($0) } {
                    let next = ItemTransitions.applying(status: status, outcome: outcome, to: state)
                    #expect(next.outcome == nil || next.status == .decided)
                }
            }
        }
    }

    @Test func theStoredChangeNeedsNoReadOfTheItem() {
        // Worked by hand: a status alone keeps the outcome only for decided; an outcome fixes both columns.
        #expect(ItemTransitions.change(status: .decided, outcome: nil) == ProgressChange(status: .decided, outcome: nil))
        #expect(ItemTransitions.change(status: .applied, outcome: nil) == ProgressChange(status: .applied, outcome: .some(nil)))
        #expect(ItemTransitions.change(status: nil, outcome: .some(.deferred))
                == ProgressChange(status: .applied, outcome: .some(nil)))
        #expect(ItemTransitions.change(status: .considering, outcome: .some(.denied))
                == ProgressChange(status: .decided, outcome: .some(.denied)))
        #expect(ItemTransitions.change(status: nil, outcome: .some(nil)) == ProgressChange(status: nil, outcome: .some(nil)))
        #expect(ItemTransitions.change(status: nil, outcome: nil).isEmpty)
        // Written over any item, it gives what the step-by-step rule gives from that item.
        for state in Self.states {
            for status in [nil] + ListStatus.allCases.map(Optional.some) {
                for outcome in [nil, .some(nil)] + ListOutcome.allCases.map { ListOutcome??.some($0) } {
                    #expect(ItemTransitions.change(status: status, outcome: outcome).applied(to: state)
                            == ItemTransitions.applying(status: status, outcome: outcome, to: state),
                            "\(state) + \(String(describing: status)), \(String(describing: outcome))")
                }
            }
        }
    }

    @Test func trackingRow() {
        let chips = ItemTransitions.tracking(updates: true, progress: P(status: .applied), visited: true, followsSocial: false)
        #expect(chips.map(\.key) == [.updates, .applying, .visited, .social, .accepted])
        #expect(chips.map(\.label) == ["Updates", "Applying", "Visited", "Following on social", "Accepted"])
        #expect(chips.map(\.on) == [true, true, true, false, false])
        #expect(chips.map(\.locked) == [false, true, false, false, false])
        let considering = ItemTransitions.tracking(updates: false, progress: P(status: .considering), visited: false,
                                                   followsSocial: true)
        #expect(considering.map(\.on) == [false, false, false, true, false])
        #expect(considering.allSatisfy { !$0.locked })
        let admitted = ItemTransitions.tracking(updates: false, progress: P(status: .decided, outcome: .admitted),
                                                visited: false, followsSocial: false)
        #expect(admitted.map(\.on) == [false, true, false, false, true])
        #expect(ItemTransitions.tracking(updates: false, progress: P(status: .applying), visited: false, followsSocial: false)
                .first { $0.key == .applying }?.locked == false)
    }

    @Test func balanceLine() {
        func line(_ c: [ListCategory]) -> String { BalanceLine(categories: c).line }
        #expect(line([]) == "No colleges sorted yet")
        #expect(line([.unsorted, .unsorted]) == "No colleges sorted yet")
        #expect(line([.reach]) == "1 Reach: counselors suggest at least 1\u{2013}2 Likely")
        #expect(line([.reach, .target, .likely]) == "1 Reach \u{00B7} 1 Target \u{00B7} 1 Likely: counselors suggest 2\u{2013}3 Likely")
        #expect(line([.reach, .target, .likely, .likely]) == "1 Reach \u{00B7} 1 Target \u{00B7} 2 Likely")
        #expect(line([.reach, .reach, .reach, .reach, .target, .likely, .likely])
                == "4 Reach \u{00B7} 1 Target \u{00B7} 2 Likely: that's a lot of Reach relative to Target and Likely")
        // Reach equal to Target + Likely is not "a lot"; unsorted counts toward nothing.
        #expect(line([.reach, .reach, .reach, .target, .likely, .likely, .unsorted, .unsorted, .unsorted])
                == "3 Reach \u{00B7} 1 Target \u{00B7} 2 Likely")
        #expect(line([.target, .likely, .likely]) == "1 Target \u{00B7} 2 Likely")
        #expect(BalanceLine(categories: [.unsorted]).showsCategoryHeaders == false)
        #expect(BalanceLine(categories: [.unsorted, .likely]).showsCategoryHeaders)
        #expect(BalanceLine(categories: [.reach, .unsorted]).summary.unsorted == 1)
    }

    @Test func calendarDays() {
        #expect(CalendarDay(isoDate: "2027-01-15")?.iso == "2027-01-15")
        for bad in ["2027-02-29", "2027-13-01", "2027-00-10", "2027-1-15", "20270115", "2027-01-15T00:00", "", "0000-01-01",
                    "2027-04-31", "２０２７-01-15"] {
            #expect(CalendarDay(isoDate: bad) == nil, "\(bad)")
        }
        #expect(CalendarDay(isoDate: "2028-02-29") != nil)
        #expect(CalendarDay(isoDate: "2026-12-20")!.adding(days: 30).iso == "2027-01-19")
        #expect(CalendarDay(isoDate: "2028-02-28")!.adding(days: 1).iso == "2028-02-29")
        #expect(CalendarDay(isoDate: "2026-07-28")!.shortLabel == "Jul 28, 2026")
        // The day arithmetic against Foundation's calendar, every day from 1969 to 2101.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        var date = calendar.date(from: DateComponents(year: 1969, month: 1, day: 1))!
        var day = CalendarDay(date, in: calendar.timeZone)
        let start = day.dayNumber
        #expect(start == -365)
        for n in 0..<(133 * 366) {
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            guard day.year == parts.year, day.month == parts.month, day.day == parts.day,
                  CalendarDay(dayNumber: start + n) == day else {
                Issue.record("day \(n): \(day) vs \(parts)")
                return
            }
            date = calendar.date(byAdding: .day, value: 1, to: date)!
            day = day.adding(days: 1)
        }
    }
}
