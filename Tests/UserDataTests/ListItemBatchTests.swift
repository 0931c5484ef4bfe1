import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
@testable import UserData

/// A change to a list's colleges travels as one batch (migration 0017's lock first): one round trip to Postgres, and
/// a refusal anywhere in it (a read-only list, a deleted account, a college not on the list) writes nothing.
@Suite(.serialized) struct ListItemBatchTests {
    let me = ListClient.me
    typealias W = ListWorld

    /// Every stored column a change can touch, per college, read by the owner role.
    static func stored(_ w: ListWorld, _ list: String) async throws -> [String] {
        let rows = try await w.world.owner("""
            select unit_id || ' ' || position || ' ' || category || ' ' || status || ' ' || coalesce(outcome, '-') || ' '
                   || coalesce(deadline_text, '-') || ' ' || dream || ' ' || updates as line
            from public.list_items where list_id = \(UUID(uuidString: list)!) order by position
            """)
        return try rows.map { try $0.decode(String.self, column: "line") }
    }

    @Test func eachChangeIsOneRoundTrip() async throws {
        try await ListWorld.with { w in
            let list = try await w.client.defaultList(as: "sam-a").id
            func trips(_ body: () async throws -> Void) async rethrows -> Int {
                let before = w.world.pool.statistics.roundTrips
                try await body()
                return w.world.pool.statistics.roundTrips - before
            }
            #expect(try await trips { try await w.client.add(W.abilene, to: list, as: "sam-a") } == 1)
            #expect(try await trips { try await w.client.add(W.baldwin, to: list, as: "alex-a") } == 1)
            #expect(try await trips {
                try await w.client.patch(W.abilene, on: list, as: "sam-a", #"{"category": "target", "deadlineText": "portal says Jan 5"}"#)
            } == 1)
            #expect(try await trips { try await w.client.patch(W.baldwin, on: list, as: "sam-a", #"{"move": 0}"#) } == 1)
            #expect(try await trips {
                _ = try await w.client.ok(ListItemResponse.self, .post, "\(me)/lists/\(list)/items/\(W.abilene)/notes",
                                          as: "sam-a", json: #"{"body": "Visit in the spring", "private": false}"#)
            } == 1)
            var removed = 0
            #expect(await trips { removed = await w.client.send(.delete, "\(me)/lists/\(list)/items/\(W.baldwin)", as: "sam-a").status } == 1)
            #expect(removed == 200)
            #expect(try await Self.stored(w, list) == ["\(W.abilene) 0 target considering - portal says Jan 5 false true"])
        }
    }

    @Test func aRefusedChangeWritesNothing() async throws {
        try await ListWorld.with { w in
            let list = try await w.client.defaultList(as: "sam-a").id
            for id in [W.abilene, W.baldwin, W.ainsworth] { try await w.client.add(id, to: list, as: "sam-a") }
            let before = try await Self.stored(w, list)
            let item = "\(me)/lists/\(list)/items/\(W.ainsworth)"
            let change = #"{"move": 0, "category": "reach", "outcome": "admitted", "dream": true}"#

            // The view-only guardian and another household's guardian.
            var response = await w.client.send(.patch, item, as: "val-a", json: change)
            #expect(response.status == 403)
            #expect(envelope(response)?.error.message == "You don't have permission to edit this list.")
            response = await w.client.send(.patch, item, as: "alex-b", json: change)
            #expect(response.status == 404)
            #expect(envelope(response)?.error.message == "We couldn't find that list.")
            // A college that is not on the list: the move and the update find nothing to change.
            response = await w.client.send(.patch, "\(me)/lists/\(list)/items/\(W.alabama)", as: "sam-a", json: change)
            #expect(response.status == 404)
            #expect(envelope(response)?.error.message == "That college isn't on this list.")
            response = await w.client.send(.post, "\(item)/notes", as: "val-a", json: #"{"body": "x", "private": false}"#)
            #expect(response.status == 403)
            response = await w.client.send(.delete, "\(me)/lists/\(list)/items/\(W.abilene)", as: "val-a")
            #expect(response.status == 403)
            #expect(try await Self.stored(w, list) == before)

            // An account scheduled for deletion changes nothing, though the policies alone would let it.
            _ = try await w.world.owner("update public.profiles set deleted_at = now() where id = \(w.a.student.userID)")
            for (method, path, body) in [(HTTPMethod.patch, item, change), (.post, "\(me)/lists/\(list)/items", #"{"unitId": "\#(W.alabama)"}"#),
                                         (.delete, "\(me)/lists/\(list)/items/\(W.abilene)", nil),
                                         (.post, "\(item)/notes", #"{"body": "x", "private": false}"#)] {
                response = await w.client.send(method, path, as: "sam-a", json: body)
                #expect(response.status == 403, "\(method) \(path)")
                #expect(envelope(response)?.error.message == "This account is scheduled for deletion.", "\(method) \(path)")
            }
            _ = try await w.world.owner("update public.profiles set deleted_at = null where id = \(w.a.student.userID)")
            #expect(try await Self.stored(w, list) == before)
            let notes = try await w.world.owner("select count(*)::integer from public.list_notes")
            #expect(try notes[0].decode(Int.self, at: 0) == 0)
        }
    }
}
