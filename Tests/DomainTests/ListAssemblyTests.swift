import Domain
import Foundation
import QuadAPIModels
import Testing

/// The board, shared-list and updates assembly from plain rows, without a database. Expected values by hand.
struct ListAssemblyTests {
    static let viewer = UUID(), mom = UUID(), stranger = UUID()

    /// Two colleges: Alpha (reports a regular closing of January 10, cycle "2026–27") and Beta (no dates).
    static let snapshot: DatasetSnapshot = {
        var alpha = School(unitID: "1", name: "Alpha College", location: SchoolLocation(city: "Ames", state: "IA"),
                           type: "public")
        alpha.location.lat = 42.0
        alpha.location.lng = -93.6
        var reported = SchoolReported()
        reported.admissionsLogistics = .object(["cycle": .string("2026\u{2013}27"),
                                                "regular_closing": .object(["month": .number(1), "day": .number(10)])])
        alpha.reported = reported
        let beta = School(unitID: "2", name: "Beta University", location: SchoolLocation(city: "Boone", state: "NC"),
                          type: "private-nonprofit")
        return try! DatasetSnapshot(schools: [alpha, beta], meta: DatasetMeta(), releaseCalendar: ReleaseCalendar(),
                                    publishID: "test", loadedAt: Date(timeIntervalSince1970: 0))
    }()

    static func row(_ unit: String, _ category: ListCategory, position: Int, by adder: UUID?, round: ListRound? = nil,
                    text: String? = nil, date: String? = nil) -> BoardItemRow {
        BoardItemRow(id: UUID(), unitID: unit, category: category, round: round, progress: ItemProgress(status: .considering),
                     position: position, addedBy: adder, addedAt: "2026-10-01T00:00:00Z", decisionDate: nil,
                     deadlineText: text, deadlineDate: date.flatMap(CalendarDay.init(iso:)), enrolling: false, updates: true,
                     visitedOn: nil, followsSocial: false, dream: false, priority: nil)
    }

    static let list = ListSummary(id: UUID().uuidString.lowercased(), name: "My list", isDefault: true, shareEnabled: false,
                                  itemCount: 3, owner: ListOwnerRef(kind: "user", id: viewer.uuidString.lowercased()),
                                  created: "2026-10-01T00:00:00Z")

    @Test func aBoardFromRows() {
        let items = [Self.row("2", .likely, position: 0, by: Self.mom, text: "rolling"),
                     Self.row("1", .reach, position: 1, by: Self.viewer, round: .rd),
                     Self.row("999", .unsorted, position: 2, by: Self.stranger, date: "2026-12-25")]
        let context = BoardContext(viewer: Self.viewer, names: [Self.mom: " Mom "],
                                   home: BoardHome(point: GeoPoint(latitude: 42.0, longitude: -93.0), place: "Nevada, IA"),
                                   today: CalendarDay(isoDate: "2026-12-15")!, snapshot: Self.snapshot)
        let board = BoardAssembly.board(list: Self.list, canEdit: true, banner: nil, items: items, notes: [], context: context)
        #expect(board.sections.map(\.category) == [.reach, .likely, .unsorted])
        #expect(board.compareIds == ["2", "1", "999"])
        #expect(board.balance.line == "1 Reach \u{00B7} 1 Likely: counselors suggest 2\u{2013}3 Likely")
        let all = board.sections.flatMap(\.items)
        #expect(all.map(\.addedBy) == ["Added by you", "Added by Mom", "Added by a guardian"])
        // A college the dataset lost keeps its id as its name and has no figures.
        let lost = all[2]
        #expect(lost.name == "999" && lost.school == nil && lost.admitRate == nil && lost.distance == nil)
        // Alpha: "2026–27" starts the cycle in 2026, so January 10 is 2027; 0.6 degrees of longitude at 42° north is
        // about 30.9 miles (3958.8 × 0.6 × π/180 × cos 42°), about 40 minutes at 1.25 × miles / 55 mph.
        let alpha = all[0]
        #expect(alpha.deadline.date == "2027-01-10")
        #expect(alpha.distance?.miles.display == "31 mi")
        #expect(alpha.distance?.line == "31 mi \u{00B7} about 40 minutes by car")
        #expect(alpha.school == SchoolRef(id: "1", name: "Alpha College", city: "Ames", state: "IA", type: "public", brand: nil))
        // Next 30 days from December 15: Christmas (the family's date) and January 10; "rolling" has no date.
        #expect(board.nextThirtyDays.map(\.unitId) == ["999", "1"])
        #expect(board.distanceNote == "Distances are from your household's home in Nevada, IA, as the crow flies.")
    }

    @Test func aSharedListShowsCategoryAndRoundOnly() {
        let shared = SharedListAssembly.list(name: "Ours", entries: [
            .init(unitID: "2", category: .unsorted, round: nil), .init(unitID: "1", category: .target, round: .ea),
        ], snapshot: Self.snapshot)
        #expect(shared.sections.map(\.label) == ["Target", "Unsorted"])
        #expect(shared.sections[0].items.map(\.roundLabel) == ["Early action"])
        #expect(shared.showCategoryHeaders)
        let plain = SharedListAssembly.list(name: "Ours", entries: [.init(unitID: "2", category: .unsorted, round: nil)],
                                            snapshot: Self.snapshot)
        #expect(!plain.showCategoryHeaders)
    }

    static func change(_ unit: String, _ field: String, _ kind: String, publish: String, _ old: Double?, _ new: Double?)
        -> StoredChange {
        var c = StoredChange()
        c.unitID = unit
        c.field = field
        c.kind = kind
        c.oldValue = old.map(JSONValue.number)
        c.newValue = new.map(JSONValue.number)
        c.oldYear = "Fall 2023"
        c.newYear = "Fall 2024"
        c.publishID = publish
        return c
    }

    @Test func digestsKeepTheirEmailedChangesInTopicOrder() {
        let changes = [
            Self.change("2", "outcomes.graduation_rate", "new_year", publish: "7", 0.5, 0.6),
            Self.change("2", "admissions.applicants", "new_year", publish: "7", 100, 120),
            Self.change("2", "admissions.applicants", "new_year", publish: "8", 120, 130),
            Self.change("1", "admissions.applicants", "disappeared", publish: "7", 90, nil),
        ]
        let page = DigestHistory.page(digests: [
            .init(id: 2, publishID: "9", publishedAt: "2026-09-01T00:00:00Z", emailed: true, unitIDs: ["2"]),
            .init(id: 1, publishID: "7", publishedAt: "2026-08-03T10:00:00Z", emailed: true, unitIDs: ["1", "2"]),
        ], changes: changes, follows: ["1"], disappeared: [changes[3]], snapshot: Self.snapshot)
        // Publish 9 has nothing: not shown. Publish 7: Alpha's only change is never e-mailed, so Beta alone, admissions
        // before outcomes.
        #expect(page.digests.map(\.id) == [1])
        #expect(page.digests[0].heading == "Aug 3, 2026 \u{00B7} Emailed")
        #expect(page.digests[0].colleges.map(\.unitId) == ["2"])
        #expect(page.digests[0].colleges[0].changes.map(\.sentence) == [
            "Fall 2024: 120 applicants (fall 2023: 100)", "Fall 2024: graduation rate 60% (fall 2023: 50%)",
        ])
        #expect(page.alsoNoticed?.colleges.map(\.unitId) == ["1"])
        #expect(page.emptyText == nil)
    }
}
