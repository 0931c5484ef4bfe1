import Domain
/// Writes `history/trends/`: the six study files, `movers.json`, `conferences.json`, `states.json` and the
/// `/trends` index with one card per study, all computed from the colleges written (``FixtureTrendMember``).
struct FixtureTrendFiles {
    var members: [FixtureTrendMember] = []

    mutating func add(_ member: FixtureTrendMember) {
        members.append(member)
    }

    /// Every file: path and bytes.
    func files(built: String, seed: UInt64, cpi: @escaping @Sendable (Int) -> Double?) -> [(path: String, bytes: [UInt8])] {
        let ctx = FixtureStudyContext(built: built, members: members, cpi: cpi)
        let studies: [(String, FixtureStudyOutput)] = [
            ("men-and-women", FixtureStudyMenWomen.build(ctx)),
            ("shrinking-colleges", FixtureStudyShrinking.build(ctx)),
            ("price-gap", FixtureStudyPriceGap.build(ctx)),
            ("out-of-state", FixtureStudyOutOfState.build(ctx)),
            ("pell-gap", FixtureStudyPellGap.build(ctx)),
            ("test-optional", FixtureStudyTestOptional.build(ctx)),
        ]
        var files: [(String, FixtureValue)] = studies.map { ($0.0, $0.1.file) }
        files.append(("movers", FixtureMovers.file(ctx)))
        files.append(("conferences", FixtureConferences.file(ctx, seed: seed)))
        files.append(("states", FixtureStateTrends.file(ctx)))
        let names = files.map(\.0).sorted()
        let index: FixtureValue = .obj([
            "built": .string(built), "cards": .array(studies.map(\.1.card)), "files": .array(names.map { .string($0) }),
        ])
        var out = files.map { ("history/trends/\($0.0).json", FixtureJSONWriter.compact($0.1) + [0x0A]) }
        out.append(("history/trends/index.json", FixtureJSONWriter.pretty(index)))
        return out.sorted { $0.0 < $1.0 }
    }
}
