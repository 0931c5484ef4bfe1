import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
@testable import UserData

/// CSV export and import through the routes, on the real schema.
@Suite(.serialized) struct ListCSVOverPostgresTests {
    let me = ListClient.me
    typealias W = ListWorld

    @Test func exportThenImportGivesTheSameItems() async throws {
        try await ListWorld.with { w in
            let list = try await w.client.defaultList(as: "sam-a").id
            for id in [W.abilene, W.baldwin, W.ainsworth, W.alabama] { try await w.client.add(id, to: list, as: "sam-a") }
            try await w.client.patch(W.abilene, on: list, as: "sam-a",
                                     #"{"category": "reach", "round": "ed2", "outcome": "admitted", "enrolling": true, "dream": true, "priority": 1}"#)
            try await w.client.patch(W.baldwin, on: list, as: "sam-a",
                                     #"{"category": "likely", "round": "rea", "status": "applied", "updates": false, "visitedOn": "2026-08-01", "followsSocial": true}"#)
            try await w.client.patch(W.ainsworth, on: list, as: "sam-a", #"{"category": "target", "deadlineDate": "2026-12-01", "deadlineText": "portal, \"early\""}"#)
            try await w.client.patch(W.alabama, on: list, as: "sam-a", #"{"deadlineText": "=HYPERLINK(\"x\")"}"#)
            let notes = "\(me)/lists/\(list)/items/\(W.abilene)/notes"
            _ = try await w.client.ok(ListItemResponse.self, .post, notes, as: "sam-a", json: #"{"body": "Labs, gym", "private": false}"#)
            _ = try await w.client.ok(ListItemResponse.self, .post, notes, as: "sam-a", json: #"{"body": "Tour in May", "private": false}"#)
            _ = try await w.client.ok(ListItemResponse.self, .post, notes, as: "sam-a", json: #"{"body": "secret", "private": true}"#)

            let response = await w.client.send(.get, "\(me)/lists/\(list)/export.csv", as: "sam-a")
            #expect(response.status == 200)
            #expect(response.headers["Content-Type"] == "text/csv; charset=utf-8")
            #expect(response.headers["Content-Disposition"] == "attachment; filename=\"my-list.csv\"")
            #expect(response.headers["Cache-Control"] == "private, no-store")
            // Written out by hand from the site's rules.
            #expect(response.text == """
                College,Category,Round,Status,Outcome,Deadline,Enrolling,Notes,updates,visited_on,follows_social,dream,priority
                Abilene Christian University,Reach,Early decision II,Decided,Admitted,,Yes,"Labs, gym / Tour in May",Yes,,,Yes,1
                Abraham Baldwin Agricultural College,Likely,Restrictive early action,Applied,,,,,No,2026-08-01,Yes,,
                Ainsworth College,Target,,Considering,,2026-12-01,,,Yes,,,,
                Alabama A&M University,Unsorted,,Considering,,"'=HYPERLINK(""x"")",,,Yes,,,,
                """)

            // Into another list of the same student: the same colleges with the same settings.
            let other = try await w.client.ok(ListSummary.self, .post, "\(me)/lists", as: "sam-a", json: #"{"name": "Copy"}"#)
            let result = try await w.client.ok(ImportResult.self, .post, "\(me)/lists/\(other.id)/import", as: "sam-a",
                                               json: try Self.json(["csv": response.text]))
            #expect(result == ImportResult(added: 4, unmatched: []))
            let before = try await w.client.board(list, as: "sam-a").sections.flatMap(\.items)
            let after = try await w.client.board(other.id, as: "sam-a").sections.flatMap(\.items)
            func kept(_ i: BoardItem) -> [String] {
                [i.unitId, i.category.rawValue, i.round?.rawValue ?? "", i.status.rawValue, i.outcome?.rawValue ?? "",
                 "\(i.enrolling)", "\(i.updates)", i.visitedOn ?? "", "\(i.followsSocial)", "\(i.dream)", "\(i.priority ?? 0)",
                 "\(i.position)"]
            }
            #expect(after.map(kept) == before.map(kept))
            // Deadlines and notes are not imported.
            #expect(after.allSatisfy { $0.notes.isEmpty && $0.deadlineText == nil && $0.deadlineDate == nil })
            // Importing the same file again adds nothing.
            let again = try await w.client.ok(ImportResult.self, .post, "\(me)/lists/\(other.id)/import", as: "sam-a",
                                              json: try Self.json(["csv": response.text]))
            #expect(again == ImportResult(added: 0, unmatched: []))
        }
    }

    @Test func importRules() async throws {
        try await ListWorld.with { w in
            let list = try await w.client.defaultList(as: "alex-a").id
            let path = "\(me)/lists/\(list)/import"
            // A text/csv body without a header: columns by position; names ignore case; unknown words fall back.
            let text = """
                ABILENE CHRISTIAN UNIVERSITY,Safety,Early Decision,Waiting,Admitted,,y,ignored notes,off,2026-02-30,TRUE,1,100
                Nowhere State,Reach
                abraham baldwin agricultural college,likely,sometime,,deferred,,,,,2026-03-04,nope,no,7.5

                Abilene Christian University,Target
                """
            let response = await w.client.send(.post, path, as: "alex-a", contentType: "text/csv", raw: Array(text.utf8))
            #expect(response.status == 200, "\(response.text)")
            #expect(try JSONDecoder().decode(ImportResult.self, from: Data(response.body))
                    == ImportResult(added: 2, unmatched: ["Nowhere State"]))
            let items = try await w.client.board(list, as: "alex-a").sections.flatMap(\.items)
            let abilene = try #require(items.first { $0.unitId == W.abilene })
            // "Safety" is no category; an outcome on a row whose status is not Decided decides it.
            #expect((abilene.category, abilene.round, abilene.status, abilene.outcome) == (.unsorted, .ed, .decided, .admitted))
            #expect(abilene.enrolling && !abilene.updates && abilene.followsSocial && abilene.dream)
            #expect(abilene.visitedOn == nil)
            #expect(abilene.priority == 100)
            let baldwin = try #require(items.first { $0.unitId == W.baldwin })
            #expect((baldwin.category, baldwin.round, baldwin.status, baldwin.outcome) == (.likely, nil, .applied, nil))
            #expect(baldwin.visitedOn == "2026-03-04" && !baldwin.followsSocial && !baldwin.dream && baldwin.priority == nil)
            #expect(baldwin.updates)

            // A header in any order and any subset, with spaces for underscores.
            let header = "Category , college,Follows Social\nReach,Ainsworth College,yes"
            let result = try await w.client.ok(ImportResult.self, .post, path, as: "alex-a", json: try Self.json(["csv": header]))
            #expect(result == ImportResult(added: 1, unmatched: []))
            let ainsworth = try await w.client.board(list, as: "alex-a").sections.flatMap(\.items).first { $0.unitId == W.ainsworth }
            #expect(ainsworth?.category == .reach && ainsworth?.followsSocial == true)
        }
    }

    @Test func refusedImportsAddNothing() async throws {
        try await ListWorld.with { w in
            let list = try await w.client.defaultList(as: "alex-a").id
            let path = "\(me)/lists/\(list)/import"
            // The sample's 300 names, then made-up ones up to 501 rows.
            let names = w.store.current.schools.map(\.name) + (300..<501).map { "Made Up College \($0)" }
            var response = await w.client.send(.post, path, as: "alex-a", contentType: "text/csv",
                                               raw: Array(names.joined(separator: "\n").utf8))
            #expect(response.status == 400)
            #expect(envelope(response)?.error.message == "That's 501 rows. Import at most 500 colleges at a time.")
            // 500 rows are fine.
            response = await w.client.send(.post, path, as: "alex-a", contentType: "text/csv",
                                           raw: Array(("College\n" + names.prefix(500).joined(separator: "\n")).utf8))
            #expect(response.status == 200)
            let five = try JSONDecoder().decode(ImportResult.self, from: Data(response.body))
            #expect(five.added == 300)
            #expect(five.unmatched == (300..<500).map { "Made Up College \($0)" })
            let emptyList = try await w.client.ok(ListSummary.self, .post, "\(me)/lists", as: "alex-a", json: #"{"name": "B"}"#)
            let other = "\(me)/lists/\(emptyList.id)/import"
            for (type, body, status) in [
                ("text/csv", Array("\"Abilene Christian University,Reach\n".utf8), 400),   // unterminated quote
                ("text/csv", [0x41, 0x00, 0x42], 400),                                   // NUL: binary
                ("text/csv", [0xFF, 0xFE, 0x41], 400),                                   // not UTF-8
                ("application/json", Array(#"{"csv": 5}"#.utf8), 400),
                ("application/json", Array(#"{"text": "a"}"#.utf8), 400),
                ("application/octet-stream", Array("Abilene Christian University".utf8), 415),
                ("text/csv", Array(#"{"csv": "Abilene Christian University"}"#.utf8), 400),   // JSON sent as CSV
            ] {
                response = await w.client.send(.post, other, as: "alex-a", contentType: type, raw: body)
                #expect(response.status == status, "\(type) \(body)")
            }
            #expect(try await w.client.board(emptyList.id, as: "alex-a").sections.isEmpty)
            // A view-only reader may not import.
            response = await w.client.send(.post, path, as: "sam-a", contentType: "text/csv", raw: Array("Ainsworth College".utf8))
            #expect(response.status == 403)
        }
    }

    static func json(_ value: [String: String]) throws -> String {
        String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    }
}
