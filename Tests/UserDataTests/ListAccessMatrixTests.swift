import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
@testable import UserData

/// The row-level-security matrix over every list, follow and update route: the owner (the student), a guardian with
/// edit access, a guardian without it, a guardian of another household, and no one signed in. A hidden list is a
/// 404, a read-only one a 403 on any change, and no token a 401.
@Suite(.serialized) struct ListAccessMatrixTests {
    let me = ListClient.me
    typealias W = ListWorld

    /// The actors in matrix order.
    static let actors: [String?] = ["sam-a", "alex-a", "val-a", "alex-b", nil]

    @Test func everyRouteForEveryActor() async throws {
        try await ListWorld.with { w in
            let student = w.a.studentRecord.uuidString.lowercased()
            let list = try await w.client.defaultList(as: "sam-a").id
            try await w.client.add(W.abilene, to: list, as: "sam-a")
            let noted = try await w.client.ok(ListItemResponse.self, .post, "\(me)/lists/\(list)/items/\(W.abilene)/notes",
                                              as: "sam-a", json: #"{"body": "mine", "private": false}"#)
            let note = try #require(noted.item.notes.first).id
            // One college and one extra list per actor for the routes that remove something.
            let units = Array(w.store.current.schools.dropFirst(10).prefix(Self.actors.count).map(\.unitID))
            var extras: [String] = []
            for unit in units { try await w.client.add(unit, to: list, as: "sam-a") }
            for i in Self.actors.indices {
                extras.append(try await w.client.ok(ListSummary.self, .post, "\(me)/lists", as: "sam-a",
                                                    json: #"{"name": "Extra \#(i)"}"#).id)
            }
            let shared = try await w.client.ok(ShareState.self, .put, "\(me)/lists/\(list)/share", as: "sam-a",
                                               json: #"{"enabled": true}"#)

            struct Row {
                var name: String
                var want: [Int]
                /// The order the actors ask in (default: matrix order).
                var order: [Int] = Array(ListAccessMatrixTests.actors.indices)
                var request: (Int) -> (HTTPMethod, String, String?, String?)
            }
            let item = "\(me)/lists/\(list)/items/\(W.abilene)"
            let rows: [Row] = [
                Row(name: "lists of the student", want: [200, 200, 200, 404, 401]) { _ in (.get, "\(me)/lists?student=\(student)", nil, nil) },
                Row(name: "new list for the student", want: [200, 200, 403, 404, 401]) { _ in
                    (.post, "\(me)/lists?student=\(student)", #"{"name": "More"}"#, nil)
                },
                Row(name: "rename", want: [200, 200, 403, 404, 401]) { _ in (.patch, "\(me)/lists/\(list)", #"{"name": "Ours"}"#, nil) },
                Row(name: "delete a list", want: [200, 200, 403, 404, 401]) { i in (.delete, "\(me)/lists/\(extras[i])", nil, nil) },
                Row(name: "board", want: [200, 200, 200, 404, 401]) { _ in (.get, "\(me)/lists/\(list)", nil, nil) },
                Row(name: "membership", want: [200, 200, 200, 200, 401]) { _ in (.get, "\(me)/lists/membership?ids=\(W.abilene)", nil, nil) },
                Row(name: "add", want: [200, 200, 403, 404, 401]) { _ in (.post, "\(me)/lists/\(list)/items", #"{"unitId": "\#(W.alabama)"}"#, nil) },
                Row(name: "change", want: [200, 200, 403, 404, 401]) { _ in (.patch, item, #"{"category": "target"}"#, nil) },
                Row(name: "remove", want: [200, 200, 403, 404, 401]) { i in (.delete, "\(me)/lists/\(list)/items/\(units[i])", nil, nil) },
                Row(name: "add a note", want: [200, 200, 403, 404, 401]) { _ in (.post, "\(item)/notes", #"{"body": "x", "private": true}"#, nil) },
                Row(name: "export", want: [200, 200, 200, 404, 401]) { _ in (.get, "\(me)/lists/\(list)/export.csv", nil, nil) },
                Row(name: "import", want: [200, 200, 403, 404, 401]) { _ in (.post, "\(me)/lists/\(list)/import", "Ainsworth College", "text/csv") },
                Row(name: "share", want: [200, 200, 403, 404, 401]) { _ in (.put, "\(me)/lists/\(list)/share", #"{"enabled": true}"#, nil) },
                Row(name: "follows", want: [200, 200, 200, 200, 401]) { _ in (.get, "\(me)/follows", nil, nil) },
                Row(name: "follow", want: [200, 200, 200, 200, 401]) { _ in (.put, "\(me)/follows/\(W.baldwin)", nil, nil) },
                Row(name: "unfollow", want: [200, 200, 200, 200, 401]) { _ in (.delete, "\(me)/follows/\(W.baldwin)", nil, nil) },
                Row(name: "notifications", want: [200, 200, 200, 200, 401]) { _ in (.put, "\(me)/notifications", #"{"emailUpdates": false}"#, nil) },
                Row(name: "updates", want: [200, 200, 200, 200, 401]) { _ in (.get, "\(me)/updates", nil, nil) },
                // The owner asks last: the note is theirs, and they alone may delete it.
                Row(name: "delete a note", want: [200, 403, 403, 404, 401], order: [1, 2, 3, 4, 0]) { _ in
                    (.delete, "\(item)/notes/\(note)", nil, nil)
                },
            ]
            for row in rows {
                var got = Array(repeating: 0, count: Self.actors.count)
                for i in row.order {
                    let (method, path, body, type) = row.request(i)
                    let response = await w.client.send(method, path, as: Self.actors[i], json: type == nil ? body : nil,
                                                       contentType: type, raw: type == nil ? nil : Array((body ?? "").utf8))
                    got[i] = response.status
                }
                #expect(got == row.want, "\(row.name)")
            }
            #expect(try await w.client.board(list, as: "sam-a").sections.flatMap(\.items).allSatisfy { $0.notes.allSatisfy { $0.id != note } })

            // The public shared page answers everyone alike; the link the matrix replaced is dead.
            let link = try await w.client.ok(ShareState.self, .put, "\(me)/lists/\(list)/share", as: "sam-a",
                                             json: #"{"enabled": true}"#)
            for actor in Self.actors {
                #expect(await w.client.send(.get, "/api/app/v1/share/lists/\(link.token!)", as: actor).status == 200)
                #expect(await w.client.send(.get, "/api/app/v1/share/lists/\(shared.token!)", as: actor).status == 404)
            }

            // A guardian's own list: the household reads it; only its owner changes it.
            let own = try await w.client.defaultList(as: "alex-a").id
            for (actor, read, write) in [("alex-a", 200, 200), ("sam-a", 200, 403), ("val-a", 200, 403), ("alex-b", 404, 404)] {
                #expect(await w.client.send(.get, "\(me)/lists/\(own)", as: actor).status == read, "\(actor) reads")
                #expect(await w.client.send(.post, "\(me)/lists/\(own)/items", as: actor, json: #"{"unitId": "\#(W.ainsworth)"}"#).status
                        == write, "\(actor) writes")
            }
        }
    }
}
