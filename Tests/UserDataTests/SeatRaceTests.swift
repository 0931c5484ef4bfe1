import Core
import Domain
import Foundation
import Synchronization
import QuadAPIModels
import Testing
@testable import UserData

/// The limits under concurrency: requests that race for a household's last seat, or for a person's one household,
/// through the services on separate connections. Exactly one wins each race and the count never passes the limit.
@Suite(.serialized) struct SeatRaceTests {
    @Test(arguments: 1...3)
    func twoInvitationsRaceForTheLastSeat(round: Int) async throws {
        try await HouseholdWorld.with(poolSize: 4) { h in
            let a = try await Family.make(h.world, tag: "a")
            _ = try await h.invite("fifth@example.com", by: a.guardian)
            // Five seats taken (four members, one invitation waiting); two guardians invite at once.
            let outcomes = await withTaskGroup(of: Int.self) { group in
                for (who, email) in [(a.guardian, "sixth.one@example.com"), (a.viewer, "sixth.two@example.com")] {
                    group.addTask {
                        do {
                            _ = try await h.households.invite(who, InviteRequest(side: "guardian", email: email))
                            return 200
                        } catch let error as APIError {
                            return error.status
                        } catch {
                            return 500
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }.sorted()
            }
            #expect(outcomes == [200, 409])
            #expect(try await h.households.household(a.guardian).household?.seatsUsed == 6)
            // The loser left nothing: one invitation e-mail per winner (the fifth and the sixth).
            #expect(try await h.count("select count(*)::int from auth.mail_outbox") == 2)
        }
    }

    /// The mechanism, deterministically: while another transaction holds the household's lock, both invitations wait
    /// before counting seats; once it lets go they count one after the other. (Without the lock both would finish
    /// during the hold, and both would pass the count.)
    @Test func invitationsCountSeatsOneAtATime() async throws {
        try await HouseholdWorld.with(poolSize: 4) { h in
            let a = try await Family.make(h.world, tag: "a")
            _ = try await h.invite("fifth@example.com", by: a.guardian)
            let finished = Finished()
            let outcomes = try await h.world.pool.withConnection { holder -> [Int] in
                _ = try await holder.query("begin")
                _ = try await holder.query(
                    "select pg_advisory_xact_lock(hashtextextended('quad.household:' || \(a.household)::text, 0))")
                let racers = Task {
                    await withTaskGroup(of: Int.self) { group in
                        for (who, email) in [(a.guardian, "sixth.one@example.com"), (a.viewer, "sixth.two@example.com")] {
                            group.addTask {
                                let status = await refusal {
                                    _ = try await h.households.invite(who, InviteRequest(side: "guardian", email: email))
                                }?.status ?? 200
                                finished.count.add(1, ordering: .relaxed)
                                return status
                            }
                        }
                        return await group.reduce(into: []) { $0.append($1) }.sorted()
                    }
                }
                try await Task.sleep(for: .milliseconds(500))
                #expect(finished.count.load(ordering: .relaxed) == 0, "an invitation counted seats while the household was locked")
                _ = try await holder.query("commit")
                return await racers.value
            }
            #expect(outcomes == [200, 409])
            #expect(try await h.households.household(a.guardian).household?.seatsUsed == 6)
        }
    }

    @Test func anInvitationAndAManagedStudentRaceForTheLastSeat() async throws {
        try await HouseholdWorld.with(poolSize: 4) { h in
            let a = try await Family.make(h.world, tag: "a")
            _ = try await h.invite("fifth@example.com", by: a.guardian)
            async let invite = refusal { _ = try await h.households.invite(a.viewer, InviteRequest(side: "guardian", email: "x@example.com")) }
            async let add = refusal { _ = try await h.households.addStudent(a.guardian, AddStudentRequest(name: "Lee A")) }
            let results = [await invite, await add]
            #expect(results.filter { $0 == nil }.count == 1)
            #expect(results.compactMap { $0?.status } == [409])
            #expect(try await h.households.household(a.guardian).household?.seatsUsed == 6)
        }
    }

    @Test func oneHouseholdPerPersonWhenStartingTwoAtOnce() async throws {
        try await HouseholdWorld.with(poolSize: 4) { h in
            let zed = try await h.world.user("zed@example.com", name: "Zed")
            async let first = refusal { _ = try await h.households.create(zed, CreateHouseholdRequest(name: "One")) }
            async let second = refusal { _ = try await h.households.create(zed, CreateHouseholdRequest(name: "Two")) }
            let results = [await first, await second]
            #expect(results.filter { $0 == nil }.count == 1)
            #expect(results.compactMap { $0?.status } == [409])
            #expect(try await h.count("select count(*)::int from public.household_members where user_id = \(zed.userID)") == 1)
        }
    }

    @Test func twoAcceptsOfOnePersonJoinOneHousehold() async throws {
        try await HouseholdWorld.with(poolSize: 4) { h in
            let a = try await Family.make(h.world, tag: "a")
            let b = try await Family.make(h.world, tag: "b")
            let gus = try await h.world.user("gus@example.com", name: "Gus")
            let fromA = try await h.invite("gus@example.com", by: a.guardian)
            let fromB = try await h.invite("gus@example.com", by: b.guardian)
            async let one = refusal { _ = try await h.invitations.accept(gus, token: fromA) }
            async let two = refusal { _ = try await h.invitations.accept(gus, token: fromB) }
            let results = [await one, await two]
            #expect(results.filter { $0 == nil }.count == 1)
            #expect(results.compactMap { $0?.status } == [409])
            #expect(try await h.count("""
                select count(*)::int from public.household_members m join public.households h on h.id = m.household_id
                where m.user_id = \(gus.userID) and h.deleted_at is null
                """) == 1)
        }
    }
}

/// How many racers have finished.
private final class Finished: Sendable {
    let count = Atomic<Int>(0)
}
