import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
@testable import UserData

/// The board (`GET /me/lists/{id}`) on the real schema: grouping, balance line, deadlines, "Next 30 days",
/// distances, labels, notes and who sees which, "Added by", the guardian's banner and the access log.
///
/// Expected values are worked out by hand from the sample (data/sample/schools.json): Abilene Christian 222178 admits
/// 0.6603 (pctSmart "66%"), average cost 28,860 ("$28.9K"), campus 32.468943, −99.709797; Abraham Baldwin 138558;
/// Ainsworth College 178107; Alabama A&M 100654. ``ListWorld/snapshot`` gives Abilene CDS dates (cycle "Fall 2026":
/// regular January 15, ED November 1, EA November 15) and Alabama A&M a regular closing of March 1 with no cycle.
@Suite(.serialized) struct ListBoardTests {
    let me = ListClient.me
    typealias W = ListWorld

    /// Haversine miles, written out here independently of the server's.
    static func miles(_ a: (Double, Double), _ b: (Double, Double)) -> Double {
        let r = Double.pi / 180
        let h = pow(sin((b.0 - a.0) * r / 2), 2) + cos(a.0 * r) * cos(b.0 * r) * pow(sin((b.1 - a.1) * r / 2), 2)
        return 2 * 3958.8 * asin(h.squareRoot())
    }

    @Test func theBoardGroupsResolvesAndMeasures() async throws {
        try await ListWorld.with { w in
            let list = try await w.client.defaultList(as: "sam-a").id
            try await w.client.add(W.abilene, to: list, as: "sam-a")
            try await w.client.add(W.baldwin, to: list, as: "sam-a")
            try await w.client.add(W.ainsworth, to: list, as: "alex-a")
            try await w.client.add(W.alabama, to: list, as: "alex-a")
            try await w.client.patch(W.abilene, on: list, as: "sam-a", #"{"category": "reach", "round": "rd"}"#)
            try await w.client.patch(W.baldwin, on: list, as: "sam-a",
                                     #"{"category": "likely", "round": "ed", "deadlineDate": "2026-10-25", "deadlineText": " portal "}"#)
            try await w.client.patch(W.ainsworth, on: list, as: "sam-a", #"{"category": "target", "deadlineText": "varies"}"#)
            try await w.client.patch(W.alabama, on: list, as: "sam-a", #"{"round": "rd"}"#)
            try await w.world.owner("""
                insert into public.household_homes (household_id, lat, lng, label, place)
                values (\(w.a.household), 32.4487, -99.7331, '1 Main St, Abilene, TX 79601', 'Abilene, TX')
                """)

            let board = try await w.client.board(list, as: "sam-a")
            #expect(board.canEdit)
            #expect(board.banner == nil)
            #expect(board.balance.line == "1 Reach \u{00B7} 1 Target \u{00B7} 1 Likely: counselors suggest 2\u{2013}3 Likely")
            #expect(board.showCategoryHeaders)
            #expect(board.sections.map(\.label) == ["Reach", "Target", "Likely", "Unsorted"])
            #expect(board.sections.map { $0.items.map(\.unitId) } == [[W.abilene], [W.ainsworth], [W.baldwin], [W.alabama]])
            #expect(board.compareIds == [W.abilene, W.baldwin, W.ainsworth, W.alabama])
            #expect(board.distanceNote == "Distances are from your household's home in Abilene, TX, as the crow flies.")

            let items = Dictionary(uniqueKeysWithValues: board.sections.flatMap(\.items).map { ($0.unitId, $0) })
            let abilene = try #require(items[W.abilene])
            #expect(abilene.name == "Abilene Christian University")
            #expect(abilene.school?.city == "Abilene")
            #expect(abilene.admitRate?.display == "66%")
            #expect(abilene.admitRate?.cited.path == "admissions.acceptance_rate")
            #expect(abilene.avgCost?.display == "$28.9K")
            #expect(abilene.categoryLabel == "Reach")
            #expect(abilene.roundLabel == "Regular decision")
            #expect(abilene.statusLabel == "Considering")
            // Regular closing January 15 in the cycle starting 2026 falls in 2027.
            #expect(abilene.deadline == BoardDeadline(date: "2027-01-15", text: nil, source: "reported", display: "2027-01-15",
                                                      sourceLabel: "From the college's own reported data"))
            let near = Self.miles((32.4487, -99.7331), (32.468943, -99.709797))
            #expect(abilene.distance?.miles.value.map { abs($0 - near) < 1e-9 } == true)
            #expect(abilene.distance?.miles.display == "\(Int(near.rounded())) mi")
            #expect(abilene.distance?.driveTime == "about 5 minutes")
            #expect(abilene.addedBy == "Added by you")
            #expect(abilene.tracking.map(\.label) == ["Updates", "Applying", "Visited", "Following on social", "Accepted"])
            #expect(abilene.tracking.map(\.on) == [true, false, false, false, false])

            // No ED date from Baldwin: the family's date (with their text) wins over nothing.
            let baldwin = try #require(items[W.baldwin])
            #expect(baldwin.deadline.date == "2026-10-25")
            #expect(baldwin.deadline.text == "portal")
            #expect(baldwin.deadline.source == "student")
            #expect(baldwin.deadlineText == "portal")
            // Text alone, and no round: Ainsworth reports nothing.
            let ainsworth = try #require(items[W.ainsworth])
            #expect(ainsworth.deadline == BoardDeadline(date: nil, text: "varies", source: "student", display: "varies",
                                                        sourceLabel: "Your own note"))
            #expect(ainsworth.addedBy == "Added by Alex A")
            // No cycle: the current year starts it, so March 1 is 2027.
            #expect(items[W.alabama]?.deadline.date == "2027-03-01")
            let far = Self.miles((32.4487, -99.7331), (34.789, -86.5719))
            #expect(items[W.alabama]?.distance?.miles.display == SiteFormat.num(far) + " mi")

            // Next 30 days from October 5: Baldwin's October 25 only.
            #expect(board.nextThirtyDays == [UpcomingDeadline(unitId: W.baldwin, name: "Abraham Baldwin Agricultural College",
                                                              date: "2026-10-25")])
            // From December 20: January 15 is 26 days on; March 1 is not within 30.
            let later = try await w.client.board(list, as: "sam-a", today: "2026-12-20")
            #expect(later.nextThirtyDays.map(\.unitId) == [W.abilene])
            // Early rounds read their own closing: ED November 1, EA November 15 (the cycle's start year).
            try await w.client.patch(W.abilene, on: list, as: "sam-a", #"{"round": "ed"}"#)
            var b = try await w.client.board(list, as: "sam-a", today: "2026-10-20")
            #expect(b.nextThirtyDays.map(\.date) == ["2026-10-25", "2026-11-01"])
            try await w.client.patch(W.abilene, on: list, as: "sam-a", #"{"round": "rea"}"#)
            b = try await w.client.board(list, as: "sam-a", today: "2026-10-20")
            #expect(b.nextThirtyDays.map(\.date) == ["2026-10-25", "2026-11-15"])
            // Rolling has no fixed date and no override: none.
            let rolling = try await w.client.patch(W.abilene, on: list, as: "sam-a", #"{"round": "rolling"}"#)
            #expect(rolling.item.deadline.display == "No deadline set")
            #expect(rolling.item.deadline.source == nil)

            let response = await w.client.send(.get, "\(me)/lists/\(list)?today=2026-13-01", as: "sam-a")
            #expect(response.status == 400)
            #expect(envelope(response)?.error.detail == .object(["field": .string("today")]))
        }
    }

    @Test func notesArePrivateToTheirAuthorAndGuardianReadsAreLogged() async throws {
        try await ListWorld.with { w in
            let list = try await w.client.defaultList(as: "sam-a").id
            try await w.client.add(W.abilene, to: list, as: "sam-a")
            let notes = "\(me)/lists/\(list)/items/\(W.abilene)/notes"
            _ = try await w.client.ok(ListItemResponse.self, .post, notes, as: "sam-a",
                                      json: #"{"body": "  Loved the labs  ", "private": false}"#)
            let secret = try await w.client.ok(ListItemResponse.self, .post, notes, as: "sam-a",
                                               json: #"{"body": "My safety", "private": true}"#)
            _ = try await w.client.ok(ListItemResponse.self, .post, notes, as: "alex-a",
                                      json: #"{"body": "Ask about aid", "private": true}"#)
            #expect(secret.item.notes.map(\.body) == ["Loved the labs", "My safety"])

            var response = await w.client.send(.post, notes, as: "sam-a", json: #"{"body": "   ", "private": false}"#)
            #expect(response.status == 400)
            #expect(envelope(response)?.error.message == "Write something first.")
            response = await w.client.send(.post, notes, as: "val-a", json: #"{"body": "Hi", "private": false}"#)
            #expect(response.status == 403)

            let student = try await w.client.board(list, as: "sam-a")
            #expect(student.sections[0].items[0].notes.map(\.body) == ["Loved the labs", "My safety"])
            #expect(student.sections[0].items[0].notes.map(\.mine) == [true, true])
            let guardian = try await w.client.board(list, as: "alex-a")
            #expect(guardian.sections[0].items[0].notes.map(\.body) == ["Loved the labs", "Ask about aid"])
            #expect(guardian.sections[0].items[0].notes.map(\.mine) == [false, true])
            #expect(guardian.sections[0].items[0].addedBy == "Added by Sam A")
            #expect(guardian.banner == "Viewing as a guardian \u{00B7} You can edit Sam A\u{2019}s information. Sam A can see when you view it.")
            let viewer = try await w.client.board(list, as: "val-a")
            #expect(!viewer.canEdit)
            #expect(viewer.banner == "Viewing as a guardian \u{00B7} You can look but not change Sam A\u{2019}s information. Sam A can see when you view it.")
            #expect(viewer.sections[0].items[0].notes.map(\.body) == ["Loved the labs"])

            // Only the author deletes a note.
            let shared = try #require(student.sections[0].items[0].notes.first)
            response = await w.client.send(.delete, "\(notes)/\(shared.id)", as: "alex-a")
            #expect(response.status == 403)
            #expect(envelope(response)?.error.message == "You can delete only your own notes.")
            let after = try await w.client.ok(ListItemResponse.self, .delete, "\(notes)/\(shared.id)", as: "sam-a")
            #expect(after.item.notes.map(\.body) == ["My safety"])
            // Another household sees nothing: the list is not there for them.
            response = await w.client.send(.get, "\(me)/lists/\(list)", as: "alex-b")
            #expect(response.status == 404)
            response = await w.client.send(.get, "\(me)/lists/\(list)", as: nil)
            #expect(response.status == 401)

            // Two guardian reads of the board (alex, val); the student's own reads are not logged.
            let logged = try await w.world.owner("""
                select count(*)::int from public.access_log where student_id = \(w.a.studentRecord) and table_name = 'lists'
                """)
            #expect(try logged[0].decode(Int.self, at: 0) == 2)
        }
    }

    @Test func anEmptyListAndNoHome() async throws {
        try await ListWorld.with { w in
            let list = try await w.client.defaultList(as: "alex-a").id
            var board = try await w.client.board(list, as: "alex-a")
            #expect(board.sections.isEmpty)
            #expect(board.emptyText == "No colleges here yet. Use \"Add to list\" on a college's page.")
            #expect(board.balance.line == "No colleges sorted yet")
            #expect(!board.showCategoryHeaders)
            #expect(board.distanceNote == nil)
            try await w.client.add(W.abilene, to: list, as: "alex-a")
            board = try await w.client.board(list, as: "alex-a")
            #expect(board.distanceNote == "Add your household's home address to see how far each college is from home.")
            #expect(board.sections.map(\.label) == ["Unsorted"])
            #expect(!board.showCategoryHeaders)
            #expect(board.sections[0].items[0].distance == nil)
            // A guardian's own list: the household reads it, only its owner changes it.
            let student = try await w.client.board(list, as: "sam-a")
            #expect(!student.canEdit)
            #expect(student.banner == nil)
            let response = await w.client.send(.patch, "\(me)/lists/\(list)/items/\(W.abilene)", as: "sam-a",
                                               json: #"{"category": "reach"}"#)
            #expect(response.status == 403)
            #expect(envelope(response)?.error.message == "You don't have permission to edit this list.")
        }
    }
}
