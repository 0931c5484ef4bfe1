import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
@testable import UserData

/// Lists made, read, renamed and deleted through the routes, on the real schema.
@Suite(.serialized) struct ListLifecycleTests {
    let me = ListClient.me

    @Test func theDefaultListIsMadeOnceEvenWhenFirstRequestsRace() async throws {
        try await ListWorld.with(poolSize: 6) { w in
            // Eight first requests at once: one default list, and every answer names it.
            let answers = try await withThrowingTaskGroup(of: ListsResponse.self) { group in
                for _ in 0..<8 {
                    group.addTask { try await w.client.ok(ListsResponse.self, .get, "\(me)/lists", as: "sam-a") }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let ids = Set(answers.flatMap { $0.lists.filter(\.isDefault).map(\.id) })
            #expect(ids.count == 1)
            #expect(answers.allSatisfy { $0.lists.count == 1 && $0.lists[0].name == "My list" })
            // The student's own list is their student record's.
            #expect(answers[0].owner == ListOwnerRef(kind: "student", id: w.a.studentRecord.uuidString.lowercased()))
            let stored = try await w.world.owner("select count(*)::int from public.lists where student_id = \(w.a.studentRecord)")
            #expect(try stored[0].decode(Int.self, at: 0) == 1)
        }
    }

    @Test func aGuardiansOwnListsAreTheirUserLists() async throws {
        try await ListWorld.with { w in
            let lists = try await w.client.ok(ListsResponse.self, .get, "\(me)/lists", as: "alex-a")
            #expect(lists.owner == ListOwnerRef(kind: "user", id: w.a.guardian.userID.uuidString.lowercased()))
            #expect(lists.canEdit)
            #expect(lists.student == nil)
            #expect(lists.lists.map(\.name) == ["My list"])
        }
    }

    @Test func createRenameDelete() async throws {
        try await ListWorld.with { w in
            let mine = try await w.client.defaultList(as: "sam-a")
            let made = try await w.client.ok(ListSummary.self, .post, "\(me)/lists", as: "sam-a",
                                             json: #"{"name": "  Reaches  "}"#)
            #expect(made.name == "Reaches")
            #expect(!made.isDefault)
            // A name is cut to 80 characters; an empty one is refused.
            let long = String(repeating: "é", count: 90)
            let cut = try await w.client.ok(ListSummary.self, .patch, "\(me)/lists/\(made.id)", as: "sam-a",
                                            json: #"{"name": "\#(long)"}"#)
            #expect(cut.name == String(repeating: "é", count: 80))
            var response = await w.client.send(.post, "\(me)/lists", as: "sam-a", json: #"{"name": "   "}"#)
            #expect(response.status == 400)
            #expect(envelope(response)?.error.message == "Give the list a name.")
            #expect(envelope(response)?.error.detail == .object(["field": .string("name")]))
            // Bodies are checked against their schema.
            response = await w.client.send(.post, "\(me)/lists", as: "sam-a", json: #"{"name": "X", "extra": 1}"#)
            #expect(response.status == 400)
            #expect(envelope(response)?.error.detail == .object(["field": .string("extra")]))
            response = await w.client.send(.post, "\(me)/lists", as: "sam-a", json: #"{"name": 3}"#)
            #expect(response.status == 400)
            // The order: default first, then by when made.
            let lists = try await w.client.ok(ListsResponse.self, .get, "\(me)/lists", as: "sam-a")
            #expect(lists.lists.map(\.id) == [mine.id, made.id])
            // The default list can't be deleted; an extra one can.
            response = await w.client.send(.delete, "\(me)/lists/\(mine.id)", as: "sam-a")
            #expect(response.status == 409)
            #expect(envelope(response)?.error.message == "The default list can't be deleted.")
            response = await w.client.send(.delete, "\(me)/lists/\(made.id)", as: "sam-a")
            #expect(response.status == 200)
            response = await w.client.send(.get, "\(me)/lists/\(made.id)", as: "sam-a")
            #expect(response.status == 404)
            #expect(envelope(response)?.error.message == "We couldn't find that list.")
        }
    }

    @Test func aStudentsListsThroughStudentQuery() async throws {
        try await ListWorld.with { w in
            let student = w.a.studentRecord.uuidString.lowercased()
            // The editing guardian sees (and so makes) the student's default list and may add lists.
            let seen = try await w.client.ok(ListsResponse.self, .get, "\(me)/lists?student=\(student)", as: "alex-a")
            #expect(seen.canEdit)
            #expect(seen.student?.id == student)
            #expect(seen.owner.kind == "student")
            let extra = try await w.client.ok(ListSummary.self, .post, "\(me)/lists?student=\(student)", as: "alex-a",
                                              json: #"{"name": "From Mom"}"#)
            #expect(extra.owner.id == student)
            // The student sees both as their own.
            let own = try await w.client.ok(ListsResponse.self, .get, "\(me)/lists", as: "sam-a")
            #expect(own.lists.map(\.id) == seen.lists.map(\.id) + [extra.id])
            // The view-only guardian reads them but may not add one.
            let viewed = try await w.client.ok(ListsResponse.self, .get, "\(me)/lists?student=\(student)", as: "val-a")
            #expect(!viewed.canEdit)
            #expect(viewed.lists.count == 2)
            var response = await w.client.send(.post, "\(me)/lists?student=\(student)", as: "val-a", json: #"{"name": "X"}"#)
            #expect(response.status == 403)
            // Another household's guardian: the student does not exist for them.
            response = await w.client.send(.get, "\(me)/lists?student=\(student)", as: "alex-b")
            #expect(response.status == 404)
            response = await w.client.send(.get, "\(me)/lists?student=not-a-uuid", as: "alex-a")
            #expect(response.status == 400)
            // Guardians' reads were logged for the student; the student's own were not.
            let logged = try await w.world.owner("""
                select count(*)::int from public.access_log where student_id = \(w.a.studentRecord) and table_name = 'lists'
                """)
            #expect(try logged[0].decode(Int.self, at: 0) == 2)
        }
    }
}
