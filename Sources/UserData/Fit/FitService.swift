import Domain
import Foundation
public import QuadAPIModels

/// "What fits me" from the signed-in person's OWN profile (userdata-map §2.4): `POST /me/fit`, and the sets Explore
/// filters by for `fit=scores` / `fit=prefs`. A guardian without a student record of their own has no scores and no
/// preferences. The profile is read as the person (row-level security); the sets come from the whole dataset.
///
/// ```swift
/// let fit = try await FitService(pool: pool, store: store).fit(principal)
/// fit.queries.scores   // "mySAT=1450&myACT=32"
/// ```
public struct FitService: Sendable {
    let pool: PostgresPool
    let store: DatasetStore

    public init(pool: PostgresPool, store: DatasetStore) {
        self.pool = pool
        self.store = store
    }

    static let ownProfile: PostgresQuery = """
        select sp.data from public.students s join public.student_profiles sp on sp.student_id = s.id
        where s.user_id = auth.uid() and s.deleted_at is null
        """

    /// The person's own saved profile (empty when they have none), never a student they see as a guardian: what the
    /// score checker, Explore's fit and the "my high school" line read.
    public func profile(_ principal: Principal) async throws -> StudentProfileData {
        try await HouseholdMessages.mapping {
            let rows = try await pool.query(as: principal, Self.ownProfile)
            return StudentProfileSanitizer.document(try rows.first?.decode(json: JSONValue.self, column: "data"))
        }
    }

    /// `POST /me/fit`.
    public func fit(_ principal: Principal) async throws -> FitResponse {
        let data = try await profile(principal)
        let student = Self.fitCriteria(data)
        let snapshot = store.current
        let scores = student.hasScores ? StudentFit.scoreIDs(snapshot, student) : nil
        let prefs = student.hasPreferences ? StudentFit.preferenceIDs(snapshot, student) : nil
        let mapping = Self.preferenceQuery(data.preferences)
        return FitResponse(
            signedIn: true, hasScores: student.hasScores, hasPreferences: student.hasPreferences,
            ids: FitIDs(scores: scores, prefs: prefs),
            queries: FitQueries(scores: Self.scoreQuery(data.tests), prefs: mapping.query),
            messages: FitMessages(
                scores: scores.map { "Showing \(JSNumber.localeString(Double($0.count))) that fit (colleges that don't "
                    + "report scores aren't shown either way)." }
                    ?? "No SAT or ACT score saved \u{2014} add one on your profile.",
                prefs: prefs.map { "Showing \(JSNumber.localeString(Double($0.count))) that fit (colleges that don't "
                    + "report what a preference needs aren't shown either way)." }
                    ?? "No preferences saved yet \u{2014} add some on your profile.",
                unmapped: Self.unmappedNote(mapping.unmapped)))
    }

    /// What a signed-in person brings to Explore, in one round trip: with `fit`, the sets of their own profile (a set
    /// only where the profile has what it needs); with `home`, the household home's ZIP for `near=home`.
    public func explore(_ principal: Principal, fit: Bool = true, home: Bool = false) async throws -> ExploreFit {
        let queries = (fit ? [Self.ownProfile] : []) + (home ? [MeReader.rememberHousehold, HomeAddressService.read] : [])
        let rows = try await HouseholdMessages.mapping { try await pool.pipeline(as: .authenticated(principal), queries) }
        var answer = ExploreFit()
        if fit {
            let data = StudentProfileSanitizer.document(try rows[0].first?.decode(json: JSONValue.self, column: "data"))
            answer = StudentFit.explore(store.current, Self.fitCriteria(data))
        }
        if home, let homeRow = rows.last?.first { answer.home = try homeRow.decode(String?.self, column: "zip") }
        return answer
    }

    /// The person's saved SAT total (else ACT composite) for the score checker; nil without one.
    public func checkerScores(_ principal: Principal) async throws -> (sat: Int?, act: Int?) {
        let tests = try await profile(principal).tests
        if let sat = tests.satTotal { return (sat, nil) }
        return (nil, tests.actComposite)
    }

    static func fitCriteria(_ d: StudentProfileData) -> FitCriteria {
        FitCriteria(sat: d.tests.satTotal, act: d.tests.actComposite, sizes: d.preferences.sizes,
                   settings: d.preferences.settings, statesOrRegions: d.preferences.statesOrRegions,
                   maxAverageCost: d.preferences.maxAverageCost, types: d.preferences.types)
    }

    /// `mySAT=1450&myACT=32`, with only the scores saved; nil with neither.
    static func scoreQuery(_ t: StudentProfileData.Tests) -> String? {
        let parts = [t.satTotal.map { "mySAT=\($0)" }, t.actComposite.map { "myACT=\($0)" }].compactMap { $0 }
        return parts.isEmpty ? nil : parts.joined(separator: "&")
    }

    /// The preferences as Explore's own filters (`sizes`, `setting`, `states` for the entries that are state codes,
    /// `types`, `maxCost`), and the entries no Explore filter takes (regions, "outside the U.S.").
    static func preferenceQuery(_ p: StudentProfileData.Preferences) -> (query: String?, unmapped: [String]) {
        var states: [String] = []
        var unmapped: [String] = []
        for s in p.statesOrRegions {
            if USStates.codes.contains(s.uppercased()) { states.append(s.uppercased()) } else { unmapped.append(s) }
        }
        let parts = [
            p.sizes.isEmpty ? nil : "sizes=" + p.sizes.joined(separator: ","),
            p.settings.isEmpty ? nil : "setting=" + p.settings.joined(separator: ","),
            states.isEmpty ? nil : "states=" + states.joined(separator: ","),
            p.types.isEmpty ? nil : "types=" + p.types.joined(separator: ","),
            p.maxAverageCost.map { "maxCost=" + JSNumber.string($0) },
        ].compactMap { $0 }
        return (parts.isEmpty ? nil : parts.joined(separator: "&"), unmapped)
    }

    /// "\"New England\" isn't a state Explore filters by, so it wasn't applied." (plural for several); nil for none.
    static func unmappedNote(_ unmapped: [String]) -> String? {
        guard !unmapped.isEmpty else { return nil }
        let list = unmapped.map { "\"\($0)\"" }.joined(separator: ", ")
        return unmapped.count == 1 ? "\(list) isn't a state Explore filters by, so it wasn't applied."
            : "\(list) aren't states Explore filters by, so they weren't applied."
    }
}
