import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
@testable import UserData

/// Adding, changing, moving and removing colleges through the routes, on the real schema; concurrent moves keep the
/// positions dense and unique.
@Suite(.serialized) struct ListItemTests {
    let me = ListClient.me
    typealias W = ListWorld

    /// Positions of a list as stored, by unit id, read by the owner role.
    static func positions(_ w: ListWorld, _ list: String) async throws -> [String: Int] {
        let rows = try await w.world.owner("select unit_id, position from public.list_items where list_id = \(UUID(uuidString: list)!)")
        return Dictionary(uniqueKeysWithValues: try rows.map {
            (try $0.decode(String.self, column: "unit_id"), try $0.decode(Int.self, column: "position"))
        })
    }

    @Test func addingIsAppendedOnceAndKnownCollegesOnly() async throws {
        try await ListWorld.with { w in
            let list = try await w.client.defaultList(as: "sam-a").id
            let first = try await w.client.add(W.abilene, to: list, as: "sam-a")
            #expect(first.added == true)
            #expect(first.item.position == 0)
            #expect(first.item.categoryLabel == "Unsorted")
            #expect(first.item.statusLabel == "Considering")
            #expect(first.item.updates)
            let second = try await w.client.add(W.baldwin, to: list, as: "sam-a")
            #expect(second.item.position == 1)
            let again = try await w.client.add(W.abilene, to: list, as: "sam-a")
            #expect(again.added == false)
            #expect(again.order == [W.abilene, W.baldwin])
            for id in ["999999999", "12345678901", "abc", ""] {
                let response = await w.client.send(.post, "\(me)/lists/\(list)/items", as: "sam-a", json: #"{"unitId": "\#(id)"}"#)
                #expect(response.status == 404, "\(id)")
                #expect(envelope(response)?.error.message == "We couldn't find that college.")
            }
            // The view-only guardian may not add; another household does not see the list.
            var response = await w.client.send(.post, "\(me)/lists/\(list)/items", as: "val-a", json: #"{"unitId": "\#(W.alabama)"}"#)
            #expect(response.status == 403)
            response = await w.client.send(.post, "\(me)/lists/\(list)/items", as: "sam-b", json: #"{"unitId": "\#(W.alabama)"}"#)
            #expect(response.status == 404)
            // Adding follows the college for the list's owner (the student's own account).
            let follows = try await w.world.owner("select unit_id from public.follows where user_id = \(w.a.student.userID) order by unit_id")
            #expect(try follows.map { try $0.decode(String.self, at: 0) } == [W.baldwin, W.abilene].sorted())
        }
    }

    @Test func statusAndOutcomeFollowTheSitesTransitions() async throws {
        try await ListWorld.with { w in
            let list = try await w.client.defaultList(as: "sam-a").id
            try await w.client.add(W.abilene, to: list, as: "sam-a")
            func step(_ body: String) async throws -> BoardItem { try await w.client.patch(W.abilene, on: list, as: "sam-a", body).item }

            var item = try await step(#"{"status": "applying"}"#)
            #expect((item.status, item.outcome) == (.applying, nil))
            #expect(item.tracking.first { $0.key == .applying } == TrackingChip(key: .applying, label: "Applying", on: true, locked: false))
            item = try await step(#"{"outcome": "admitted"}"#)
            #expect((item.status, item.outcome, item.outcomeLabel) == (.decided, .admitted, "Admitted"))
            #expect(item.decisionDate == "2026-10-05")
            #expect(item.enrollingLabel == "Enrolling here")
            #expect(item.tracking.map(\.on) == [true, true, false, false, true])
            #expect(item.tracking.first { $0.key == .applying }?.locked == true)
            item = try await step(#"{"status": "decided"}"#)
            #expect((item.status, item.outcome) == (.decided, .admitted))
            item = try await step(#"{"status": "applied"}"#)
            #expect((item.status, item.outcome) == (.applied, nil))
            #expect(item.enrollingLabel == nil)
            item = try await step(#"{"outcome": "deferred"}"#)
            #expect((item.status, item.outcome) == (.applied, nil))
            item = try await step(#"{"status": "considering", "outcome": "waitlisted"}"#)
            #expect((item.status, item.outcome) == (.decided, .waitlisted))
            item = try await step(#"{"outcome": null}"#)
            #expect((item.status, item.outcome) == (.decided, nil))
            item = try await step(#"{"outcome": "denied", "status": "applying"}"#)
            #expect((item.status, item.outcome) == (.decided, .denied))

            // The rest of the row.
            item = try await step(#"{"visitedOn": "2026-09-12", "followsSocial": true, "updates": false, "priority": 3, "deadlineText": "  Jan 5 portal  "}"#)
            #expect(item.visitedOn == "2026-09-12")
            #expect(item.tracking.map(\.on) == [false, true, true, true, false])
            #expect(item.priority == 3)
            #expect(item.deadlineText == "Jan 5 portal")
            item = try await step(#"{"visitedOn": null, "priority": null, "deadlineText": ""}"#)
            #expect(item.visitedOn == nil && item.priority == nil && item.deadlineText == nil)
            item = try await step(#"{"deadlineText": "\#(String(repeating: "x", count: 250))"}"#)
            #expect(item.deadlineText?.count == 200)

            for (body, field) in [(#"{"visitedOn": "2026-02-30"}"#, "visitedOn"), (#"{"deadlineDate": "soon"}"#, "deadlineDate")] {
                let response = await w.client.send(.patch, "\(me)/lists/\(list)/items/\(W.abilene)", as: "sam-a", json: body)
                #expect(response.status == 400)
                #expect(envelope(response)?.error.message == "That isn't a date.")
                #expect(envelope(response)?.error.detail == .object(["field": .string(field)]))
            }
            for body in [#"{"priority": 0}"#, #"{"priority": 101}"#, #"{"status": "won"}"#, #"{"category": null}"#,
                         #"{"move": "sideways"}"#, #"{"move": -1}"#, #"{"colour": "red"}"#, #"[1]"#] {
                let response = await w.client.send(.patch, "\(me)/lists/\(list)/items/\(W.abilene)", as: "sam-a", json: body)
                #expect(response.status == 400, "\(body)")
            }
            let missing = await w.client.send(.patch, "\(me)/lists/\(list)/items/\(W.baldwin)", as: "sam-a", json: #"{"dream": true}"#)
            #expect(missing.status == 404)
            #expect(envelope(missing)?.error.message == "That college isn't on this list.")
        }
    }

    @Test func oneDreamAndOneEnrollingPerList() async throws {
        try await ListWorld.with { w in
            let list = try await w.client.defaultList(as: "sam-a").id
            for id in [W.abilene, W.baldwin] { try await w.client.add(id, to: list, as: "sam-a") }
            try await w.client.patch(W.abilene, on: list, as: "sam-a", #"{"dream": true, "enrolling": true}"#)
            try await w.client.patch(W.baldwin, on: list, as: "sam-a", #"{"dream": true, "enrolling": true}"#)
            let board = try await w.client.board(list, as: "sam-a")
            let items = board.sections.flatMap(\.items)
            #expect(items.map(\.dream) == [false, true])
            #expect(items.map(\.enrolling) == [false, true])
        }
    }

    @Test func movesKeepPositionsDense() async throws {
        try await ListWorld.with { w in
            let list = try await w.client.defaultList(as: "sam-a").id
            let ids = [W.abilene, W.baldwin, W.ainsworth, W.alabama]
            for id in ids { try await w.client.add(id, to: list, as: "sam-a") }
            // Reach: abilene, ainsworth; unsorted: baldwin, alabama.
            for id in [W.abilene, W.ainsworth] { try await w.client.patch(id, on: list, as: "sam-a", #"{"category": "reach"}"#) }
            // Up swaps with the nearest college above in the same category.
            var answer = try await w.client.patch(W.ainsworth, on: list, as: "sam-a", #"{"move": "up"}"#)
            #expect(answer.order == [W.ainsworth, W.baldwin, W.abilene, W.alabama])
            answer = try await w.client.patch(W.ainsworth, on: list, as: "sam-a", #"{"move": "up"}"#)
            #expect(answer.order == [W.ainsworth, W.baldwin, W.abilene, W.alabama])
            answer = try await w.client.patch(W.alabama, on: list, as: "sam-a", #"{"move": "down"}"#)
            #expect(answer.order == [W.ainsworth, W.baldwin, W.abilene, W.alabama])
            // A position is the place in the whole list, clamped to the end.
            answer = try await w.client.patch(W.ainsworth, on: list, as: "sam-a", #"{"move": 2}"#)
            #expect(answer.order == [W.baldwin, W.abilene, W.ainsworth, W.alabama])
            answer = try await w.client.patch(W.alabama, on: list, as: "sam-a", #"{"move": 0}"#)
            #expect(answer.order == [W.alabama, W.baldwin, W.abilene, W.ainsworth])
            answer = try await w.client.patch(W.alabama, on: list, as: "sam-a", #"{"move": 99}"#)
            #expect(answer.order == [W.baldwin, W.abilene, W.ainsworth, W.alabama])
            #expect(answer.item.position == 3)
            // Removing closes the gap.
            let response = await w.client.send(.delete, "\(me)/lists/\(list)/items/\(W.abilene)", as: "sam-a")
            #expect(response.status == 200)
            #expect(try await Self.positions(w, list) == [W.baldwin: 0, W.ainsworth: 1, W.alabama: 2])
            #expect(await w.client.send(.delete, "\(me)/lists/\(list)/items/\(W.abilene)", as: "sam-a").status == 404)
        }
    }

    @Test func concurrentMovesAddsAndRemovesKeepPositionsDenseAndUnique() async throws {
        try await ListWorld.with(poolSize: 6) { w in
            let list = try await w.client.defaultList(as: "sam-a").id
            let ids = Array(w.store.current.schools.prefix(30).map(\.unitID))
            for id in ids.prefix(20) { try await w.client.add(id, to: list, as: "sam-a") }
            // 60 requests at once from the student and the editing guardian: moves of every kind, adds of the other ten,
            // removes of five.
            var generator = SystemRandomNumberGenerator()
            var requests: [(HTTPMethod, String, String?, String)] = []
            for i in 0..<45 {
                let unit = ids[Int.random(in: 0..<20, using: &generator)]
                let move = [#""up""#, #""down""#, String(Int.random(in: 0..<25, using: &generator))][i % 3]
                requests.append((.patch, "\(me)/lists/\(list)/items/\(unit)", #"{"move": \#(move)}"#, i % 2 == 0 ? "sam-a" : "alex-a"))
            }
            for id in ids.suffix(10) { requests.append((.post, "\(me)/lists/\(list)/items", #"{"unitId": "\#(id)"}"#, "alex-a")) }
            for id in ids[15..<20] { requests.append((.delete, "\(me)/lists/\(list)/items/\(id)", nil, "sam-a")) }
            requests.shuffle(using: &generator)
            let statuses = await withTaskGroup(of: (Int, String).self) { group in
                for (method, path, body, token) in requests {
                    group.addTask {
                        let response = await w.client.send(method, path, as: token, json: body)
                        return (response.status, "\(method) \(path) \(body ?? ""): \(response.text)")
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            // A move of a college removed meanwhile is a 404; nothing else fails.
            for (status, what) in statuses where status != 200 {
                #expect(status == 404 && what.contains("PATCH"), "\(status) \(what)")
            }
            let stored = try await Self.positions(w, list)
            #expect(Set(stored.keys) == Set(ids.prefix(15) + ids.suffix(10)))
            #expect(stored.values.sorted() == Array(0..<25))
        }
    }
}
