import Core
import Domain
import Foundation
import QuadAPIModels
@testable import Server
import Testing
@testable import UserData

/// Share links, follows mapped onto list items, the e-mail switch and the membership state, through the routes.
@Suite(.serialized) struct ListShareAndFollowTests {
    let me = ListClient.me
    typealias W = ListWorld

    @Test func shareTokenLifecycle() async throws {
        try await ListWorld.with { w in
            let list = try await w.client.defaultList(as: "sam-a").id
            try await w.client.add(W.abilene, to: list, as: "sam-a")
            try await w.client.add(W.baldwin, to: list, as: "sam-a")
            try await w.client.patch(W.baldwin, on: list, as: "sam-a", #"{"category": "reach", "round": "ea", "outcome": "denied"}"#)
            _ = try await w.client.ok(ListItemResponse.self, .post, "\(me)/lists/\(list)/items/\(W.baldwin)/notes", as: "sam-a",
                                      json: #"{"body": "secret thoughts", "private": false}"#)
            let share = "\(me)/lists/\(list)/share"
            let first = try await w.client.ok(ShareState.self, .put, share, as: "sam-a", json: #"{"enabled": true}"#)
            let token = try #require(first.token)
            #expect(token.count == 64 && token.allSatisfy { $0.isHexDigit && !$0.isUppercase })
            #expect(first.path == "/l/\(token)")
            // Only the hash is stored.
            let stored = try await w.world.owner("select share_token_hash from public.lists where id = \(UUID(uuidString: list)!)")
            #expect(try stored[0].decode(String?.self, at: 0) != token)

            let page = "/api/app/v1/share/lists/\(token)"
            var response = await w.client.send(.get, page, as: nil)
            #expect(response.status == 200)
            #expect(response.headers["X-Robots-Tag"] == "noindex")
            #expect(response.headers["Cache-Control"] == "no-store")
            let shared = try JSONDecoder().decode(SharedList.self, from: Data(response.body))
            #expect(shared.name == "My list")
            #expect(shared.showCategoryHeaders)
            #expect(shared.sections.map(\.label) == ["Reach", "Unsorted"])
            #expect(shared.sections[0].items == [SharedListItem(unitId: W.baldwin, name: "Abraham Baldwin Agricultural College",
                                                                 school: shared.sections[0].items[0].school, round: .ea)])
            #expect(shared.sections[0].items[0].roundLabel == "Early action")
            // Nothing about notes, statuses or outcomes is in the page.
            #expect(!response.text.contains("secret") && !response.text.contains("denied") && !response.text.contains("Decided"))

            // A new link replaces the old one; turning sharing off kills the link.
            let second = try await w.client.ok(ShareState.self, .put, share, as: "sam-a", json: #"{"enabled": true}"#)
            #expect(second.token != token)
            #expect(await w.client.send(.get, page, as: nil).status == 404)
            #expect(await w.client.send(.get, "/api/app/v1/share/lists/\(second.token!)", as: nil).status == 200)
            let off = try await w.client.ok(ShareState.self, .put, share, as: "sam-a", json: #"{"enabled": false}"#)
            #expect(off == ShareState(enabled: false, token: nil))
            response = await w.client.send(.get, "/api/app/v1/share/lists/\(second.token!)", as: nil)
            #expect(response.status == 404)
            #expect(envelope(response)?.error.message == "This list isn't shared, or the link has changed.")
            for bad in [String(repeating: "0", count: 64), "short", String(repeating: "A", count: 64)] {
                #expect(await w.client.send(.get, "/api/app/v1/share/lists/\(bad)", as: nil).status == 404)
            }
            // Only an editor shares.
            #expect(await w.client.send(.put, share, as: "val-a", json: #"{"enabled": true}"#).status == 403)
            #expect(await w.client.send(.put, share, as: "alex-b", json: #"{"enabled": true}"#).status == 404)
            #expect(await w.client.send(.put, share, as: "sam-a", json: #"{"enabled": "yes"}"#).status == 400)
        }
    }

    @Test func followsAreListItemsWithUpdatesOn() async throws {
        try await ListWorld.with { w in
            func follows(_ token: String) async throws -> FollowList {
                try await w.client.ok(FollowList.self, .get, "\(me)/follows", as: token)
            }
            var page = try await follows("alex-a")
            #expect(page.colleges.isEmpty && page.emailUpdates && page.title == "No colleges yet")
            #expect(page.emptyText == "You're not following any colleges yet. Follow one from its profile, or add it to your list.")
            // PUT: onto the default list (made now) with Updates on.
            let state = try await w.client.ok(FollowState.self, .put, "\(me)/follows/\(W.abilene)", as: "alex-a")
            #expect(state.following)
            let list = try await w.client.defaultList(as: "alex-a")
            #expect(state.listId == list.id)
            var board = try await w.client.board(list.id, as: "alex-a")
            #expect(board.sections.flatMap(\.items).map { [$0.unitId, "\($0.updates)"] } == [[W.abilene, "true"]])
            // Already on the list with Updates off: PUT turns them on, adds nothing.
            try await w.client.patch(W.abilene, on: list.id, as: "alex-a", #"{"updates": false}"#)
            #expect(try await follows("alex-a").colleges.isEmpty)
            _ = try await w.client.ok(FollowState.self, .put, "\(me)/follows/\(W.abilene)", as: "alex-a")
            board = try await w.client.board(list.id, as: "alex-a")
            #expect(board.sections.flatMap(\.items).map(\.updates) == [true])

            // The same college on a second list too; DELETE turns Updates off on both and keeps them on the lists.
            let extra = try await w.client.ok(ListSummary.self, .post, "\(me)/lists", as: "alex-a", json: #"{"name": "Trip"}"#)
            try await w.client.add(W.abilene, to: extra.id, as: "alex-a")
            try await w.client.add(W.baldwin, to: extra.id, as: "alex-a")
            page = try await follows("alex-a")
            #expect(page.colleges.map(\.unitId).sorted() == [W.baldwin, W.abilene].sorted())
            #expect(page.title == "2 colleges")
            #expect(page.colleges.allSatisfy { $0.sourceLabel == "On your list" && $0.lastChanged == "No changes recorded yet" })
            let gone = try await w.client.ok(FollowState.self, .delete, "\(me)/follows/\(W.abilene)", as: "alex-a")
            #expect(!gone.following)
            #expect(try await follows("alex-a").colleges.map(\.unitId) == [W.baldwin])
            let onLists = try await w.world.owner("""
                select count(*)::int from public.list_items i join public.lists l on l.id = i.list_id
                where l.user_id = \(w.a.guardian.userID) and i.unit_id = \(W.abilene) and not i.updates
                """)
            #expect(try onLists[0].decode(Int.self, at: 0) == 2)
            // A managed child's list notifies the guardian who made it: DELETE reaches it too.
            _ = try await w.client.ok(ListsResponse.self, .get, "\(me)/lists?student=\(w.a.managedRecord.uuidString.lowercased())",
                                      as: "alex-a")
            let managed = try await w.client.defaultList(as: "alex-a", student: w.a.managedRecord)
            try await w.client.add(W.alabama, to: managed.id, as: "alex-a")
            #expect(try await follows("alex-a").colleges.map(\.unitId).contains(W.alabama))
            _ = try await w.client.ok(FollowState.self, .delete, "\(me)/follows/\(W.alabama)", as: "alex-a")
            #expect(!(try await follows("alex-a").colleges.map(\.unitId).contains(W.alabama)))
            // Unknown colleges.
            #expect(await w.client.send(.put, "\(me)/follows/999999999", as: "alex-a").status == 404)
            #expect(await w.client.send(.delete, "\(me)/follows/x1", as: "alex-a").status == 404)
        }
    }

    @Test func lastChangedComesFromTheChangeLog() async throws {
        try await ListWorld.with { w in
            _ = try await w.client.ok(FollowState.self, .put, "\(me)/follows/\(W.abilene)", as: "sam-a")
            try await UpdatesFixture.publish(w, at: "2026-07-28T14:00:00Z", changes: [
                UpdatesFixture.change(W.abilene, "admissions.acceptance_rate", "new_year", 0.7, 0.66, "Fall 2023", "Fall 2024"),
            ])
            let page = try await w.client.ok(FollowList.self, .get, "\(me)/follows", as: "sam-a")
            #expect(page.colleges.map(\.lastChanged) == ["Last changed Jul 28, 2026"])
            #expect(page.colleges.map(\.line) == ["On your list \u{00B7} Last changed Jul 28, 2026"])
            #expect(page.colleges.map(\.lastChangedAt) == ["2026-07-28T14:00:00Z"])
        }
    }

    @Test func notificationsSwitchAndToken() async throws {
        try await ListWorld.with { w in
            let off = try await w.client.ok(NotificationPrefs.self, .put, "\(me)/notifications", as: "sam-a",
                                            json: #"{"emailUpdates": false}"#)
            #expect(!off.emailUpdates)
            #expect(off.unsubscribeToken.count == 64)
            #expect(try await w.client.ok(FollowList.self, .get, "\(me)/follows", as: "sam-a").emailUpdates == false)
            let on = try await w.client.ok(NotificationPrefs.self, .put, "\(me)/notifications", as: "sam-a",
                                           json: #"{"emailUpdates": true}"#)
            #expect(on.emailUpdates && on.unsubscribeToken == off.unsubscribeToken)
            for body in [#"{"emailUpdates": "no"}"#, #"{}"#, #"{"emailUpdates": true, "sms": true}"#] {
                #expect(await w.client.send(.put, "\(me)/notifications", as: "sam-a", json: body).status == 400)
            }
        }
    }

    @Test func membershipNextToPublicDocuments() async throws {
        try await ListWorld.with { w in
            let path = "\(me)/lists/membership?ids=\(W.abilene),\(W.baldwin),\(W.abilene),1"
            var state = try await w.client.ok(MembershipResponse.self, .get, path, as: "sam-a")
            // Nothing is made by asking.
            #expect(state.defaultListId == nil)
            #expect(state.colleges.map(\.unitId) == [W.abilene, W.baldwin, "1"])
            #expect(state.colleges.allSatisfy { !$0.onList && !$0.following })
            let list = try await w.client.defaultList(as: "sam-a").id
            try await w.client.add(W.abilene, to: list, as: "sam-a")
            try await w.client.add(W.baldwin, to: list, as: "sam-a")
            try await w.client.patch(W.baldwin, on: list, as: "sam-a", #"{"updates": false}"#)
            state = try await w.client.ok(MembershipResponse.self, .get, path, as: "sam-a")
            #expect(state.defaultListId == list)
            #expect(state.colleges.map { [$0.onList, $0.following] } == [[true, true], [true, false], [false, false]])
            #expect(state.colleges[0].listIds == [list])
            // A guardian's own lists are theirs; the student's are not.
            state = try await w.client.ok(MembershipResponse.self, .get, path, as: "alex-a")
            #expect(state.colleges.allSatisfy { !$0.onList })
            for bad in ["12a", "", "1,,2", "1,", "12345678901"] {
                #expect(await w.client.send(.get, "\(me)/lists/membership?ids=\(bad)", as: "sam-a").status == 400, "\(bad)")
            }
            #expect(try await w.client.ok(MembershipResponse.self, .get, "\(me)/lists/membership", as: "sam-a").colleges.isEmpty)
            // The path is its own resource: other methods are a 405, not a list called "membership".
            #expect(await w.client.send(.patch, "\(me)/lists/membership", as: "sam-a", json: #"{"name": "x"}"#).status == 405)
            let many = (0..<201).map(String.init).joined(separator: ",")
            #expect(await w.client.send(.get, "\(me)/lists/membership?ids=\(many)", as: "sam-a").status == 400)
        }
    }
}
