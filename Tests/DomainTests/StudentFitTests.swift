import Testing
@testable import Domain

/// "What fits me" on the seven hand-built colleges of ``ExploreFixture``. Expected ids are worked out by hand from
/// the fixture's values (SAT composites: Alpha 1200–1400, Gamma 800–1000 and test-blind, Epsilon and Eta
/// 1000–1200, Zeta 1100–1300; ACT: Alpha 27–32, Delta 18–24; undergraduates 4999, 5000, 30000, 15000, 14999, 2000,
/// 12000; average paid 20000, 80000, none, 0, none, 35000, 15000; settings city, suburb, town, rural, and none for
/// Epsilon, Zeta and Eta).
struct StudentFitTests {
    let snapshot = ExploreFixture.snapshot

    @Test func scoresFitInsideTheMiddleHalfOrAtTestBlindColleges() {
        #expect(StudentFit.scoreIDs(snapshot, FitCriteria(sat: 1250)) == ["1", "3", "6"])
        // The ACT adds Delta (18–24); Alpha already fits by SAT.
        #expect(StudentFit.scoreIDs(snapshot, FitCriteria(sat: 1250, act: 20)) == ["1", "3", "4", "6"])
        // 33 is above Alpha's 27–32: only the test-blind college.
        #expect(StudentFit.scoreIDs(snapshot, FitCriteria(act: 33)) == ["3"])
        // Range ends are inside.
        #expect(StudentFit.scoreIDs(snapshot, FitCriteria(sat: 1400)) == ["1", "3"])
        #expect(StudentFit.scoreIDs(snapshot, FitCriteria()) == [])
    }

    @Test func preferencesMustAllMatchAndUnknownIsLeftOut() {
        #expect(StudentFit.preferenceIDs(snapshot, FitCriteria(sizes: ["small", "medium"])) == ["1", "2", "5", "6", "7"])
        // Beta (80000) and Zeta (35000) cost too much; Epsilon reports no price: unknown, so left out.
        #expect(StudentFit.preferenceIDs(snapshot, FitCriteria(sizes: ["small", "medium"], maxAverageCost: 30000))
            == ["1", "7"])
        // A region or a state matches.
        #expect(StudentFit.preferenceIDs(snapshot, FitCriteria(statesOrRegions: ["West", "NY"])) == ["2", "4", "7"])
        #expect(StudentFit.preferenceIDs(snapshot, FitCriteria(settings: ["city"])) == ["1"])
        #expect(StudentFit.preferenceIDs(snapshot, FitCriteria(sizes: ["small"], types: ["public"])) == ["1"])
        // Delta's average paid is 0, under any ceiling.
        #expect(StudentFit.preferenceIDs(snapshot, FitCriteria(maxAverageCost: 0)) == ["4"])
    }

    @Test func oneClearMismatchBeatsUnknownAndUnknownBeatsIn() {
        let epsilon = ExploreFixture.epsilon
        #expect(StudentFit.preferences(epsilon, FitCriteria(settings: ["city"])) == .unknown)
        #expect(StudentFit.preferences(epsilon, FitCriteria(sizes: ["medium"], settings: ["city"])) == .unknown)
        #expect(StudentFit.preferences(epsilon, FitCriteria(sizes: ["xl"], settings: ["city"])) == .out)
        #expect(StudentFit.preferences(epsilon, FitCriteria(sizes: ["medium"])) == .in)
        // No preferences at all: every college fits.
        #expect(ExploreFixture.schools.allSatisfy { StudentFit.preferences($0, FitCriteria()) == .in })
    }

    @Test func exploreGetsASetOnlyForWhatTheProfileHas() {
        let onlyScores = StudentFit.explore(snapshot, FitCriteria(sat: 1250))
        #expect(onlyScores.scores == ["1", "3", "6"])
        #expect(onlyScores.prefs == nil)
        #expect(onlyScores.signedIn)
        // Signed in without preferences: fit=prefs is set aside as needing the profile, not sign-in.
        let outcome = ExploreFixture.run("fit=scores,prefs", fit: onlyScores)
        #expect(Set(outcome.positions.map { snapshot.schools[$0].unitID }) == ["1", "3", "6"])
        #expect(outcome.query.ignored.map(\.reason) == [.needsProfile])
        #expect(outcome.query.ignored.first?.value == "prefs")
        let signedOut = ExploreFixture.run("fit=prefs")
        #expect(signedOut.query.ignored.map(\.reason) == [.needsSignIn])
    }
}
