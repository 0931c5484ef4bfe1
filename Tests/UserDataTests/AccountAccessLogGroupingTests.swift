import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// "Who viewed your information" grouping (userdata-map §2.3): one line per viewer × thing × New York day, newest
/// first, with a count. Expected lines are worked out by hand from the rows below.
struct AccountAccessLogGroupingTests {
    let mom = UUID(uuidString: "00000000-0000-0000-0000-0000000000a1")!
    let dad = UUID(uuidString: "00000000-0000-0000-0000-0000000000a2")!
    let gone = UUID(uuidString: "00000000-0000-0000-0000-0000000000a3")!

    @Test func linesGroupByViewerThingAndNewYorkDay() {
        let rows = [
            AccessLogRow(at: utc(2026, 10, 2, 14), tableName: "lists", viewerID: mom, viewerName: "Mom"),
            AccessLogRow(at: utc(2026, 10, 2, 15), tableName: "list_items", viewerID: mom, viewerName: "Mom"),
            // 23:30 on Oct 2 in New York (EDT, UTC−4): still the Oct 2 line.
            AccessLogRow(at: utc(2026, 10, 3, 3, 30), tableName: "lists", viewerID: mom, viewerName: "Mom"),
            // 00:30 on Oct 3 in New York: a new day.
            AccessLogRow(at: utc(2026, 10, 3, 4, 30), tableName: "lists", viewerID: mom, viewerName: "Mom"),
            AccessLogRow(at: utc(2026, 10, 2, 16), tableName: "student_profiles", viewerID: mom, viewerName: "Mom"),
            AccessLogRow(at: utc(2026, 10, 2, 14, 30), tableName: "lists", viewerID: dad, viewerName: " Dad "),
            AccessLogRow(at: utc(2026, 10, 1, 12), tableName: "notes", viewerID: gone, viewerName: nil),
            AccessLogRow(at: utc(2026, 10, 1, 13), tableName: "plan_tasks", viewerID: gone, viewerName: "  "),
            AccessLogRow(at: utc(2026, 10, 1, 9), tableName: "students", viewerID: dad, viewerName: "Dad"),
        ]
        let lines = AccessLogGrouping.group(rows)
        #expect(lines.map(\.text) == [
            "Mom viewed your list on Oct 3, 2026",
            "Mom viewed your list on Oct 2, 2026",
            "Mom viewed your profile on Oct 2, 2026",
            "Dad viewed your list on Oct 2, 2026",
            "A former guardian viewed your information on Oct 1, 2026",
            "A former guardian viewed your notes on Oct 1, 2026",
            "Dad viewed your student record on Oct 1, 2026",
        ])
        #expect(lines.map(\.count) == [1, 3, 1, 1, 1, 1, 1])
        #expect(lines[1].latestAt == "2026-10-03T03:30:00Z")
        #expect(lines[1].date == "2026-10-02")
        #expect(lines[1].day == "Oct 2, 2026")
        #expect(lines[1].viewer == "Mom")
        #expect(lines[1].what == "your list")
        #expect(lines[0].date == "2026-10-03")
    }

    @Test func daysFollowNewYorkAcrossTheSpringClockChange() {
        // 2026-03-08 04:30 UTC is 23:30 on Mar 7 in New York (EST, UTC−5; the clocks change at 07:00 UTC).
        // 2026-03-08 04:30 UTC + 1 h is 00:30 on Mar 8.
        let lines = AccessLogGrouping.group([
            AccessLogRow(at: utc(2026, 3, 8, 4, 30), tableName: "lists", viewerID: mom, viewerName: "Mom"),
            AccessLogRow(at: utc(2026, 3, 8, 5, 30), tableName: "lists", viewerID: mom, viewerName: "Mom"),
        ])
        #expect(lines.map(\.day) == ["Mar 8, 2026", "Mar 7, 2026"])
    }

    @Test func thingsAreNamedInTheStudentsWords() {
        #expect(AccessLogGrouping.describe(table: "students") == "your student record")
        #expect(AccessLogGrouping.describe(table: "student_profiles") == "your profile")
        #expect(AccessLogGrouping.describe(table: "lists") == "your list")
        #expect(AccessLogGrouping.describe(table: "list_items") == "your list")
        #expect(AccessLogGrouping.describe(table: "notes") == "your notes")
        #expect(AccessLogGrouping.describe(table: "households") == "your information")
    }

    @Test func noRowsNoLines() {
        #expect(AccessLogGrouping.group([]).isEmpty)
    }
}
