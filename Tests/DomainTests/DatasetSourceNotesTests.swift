import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// The per-snapshot source notes (Explore's footer, Home's notes) against brute force: for any list of matches, in any order, the note equals
/// `Lineage.sources(forFields:schools:)` over every matching college (not only the representatives), on the
/// committed sample (300 colleges, 58 of them with lineage records).
struct DatasetSourceNotesTests {
    static let sample = ExplorePanelCountTests.sample

    /// The footer's fields (every measure, majors) and the map's (plus location and setting).
    static let gridFields: [String] = {
        var fields: [String] = []
        for key in MetricKey.allCases where !fields.contains(key.definition.field) { fields.append(key.definition.field) }
        return fields + [FieldPath.majorsTop]
    }()
    static let mapFields = gridFields + ["location.lat", "campus.setting"]

    /// Match lists of several shapes: all, reversed, every third, by name, plain colleges only, colleges with
    /// lineage only, one college, and half of them in a scrambled order.
    static func matchLists(_ snapshot: DatasetSnapshot) -> [(String, [Int])] {
        let all = Array(snapshot.schools.indices)
        let plain = all.filter { snapshot.schools[$0].lineage?.isEmpty ?? true }
        let withLineage = all.filter { !(snapshot.schools[$0].lineage?.isEmpty ?? true) }
        // A fixed scramble: position p goes to (p × 7919) mod n, a permutation while n is not a multiple of 7919.
        let scrambled = all.sorted { ($0 * 7919) % all.count < ($1 * 7919) % all.count }
        return [
            ("all", all), ("reversed", all.reversed()), ("every third", all.filter { $0 % 3 == 1 }),
            ("by name", all.sorted { snapshot.schools[$0].name < snapshot.schools[$1].name }),
            ("plain only", plain), ("lineage only", withLineage), ("one with lineage", Array(withLineage.prefix(1))),
            ("one plain", Array(plain.suffix(1))), ("scrambled half", Array(scrambled.prefix(all.count / 2))),
        ]
    }

    @Test(arguments: [("grid", gridFields), ("map", mapFields)])
    func equalsTheNoteOverEveryMatch(_ name: String, _ fields: [String]) {
        let snapshot = Self.sample
        #expect(snapshot.schools.contains { !($0.lineage?.isEmpty ?? true) }, "the sample has colleges with lineage")
        for (label, positions) in Self.matchLists(snapshot) {
            let expected = snapshot.lineage.sources(forFields: fields, schools: positions.map { snapshot.schools[$0] })
            let got = DatasetSourceNotes.sources(snapshot, forFields: fields, at: positions)
            #expect(got == expected, "\(name): \(label)")
            #expect(!got.isEmpty, "\(name): \(label)")
        }
    }

    @Test func noMatchesListsTheDatasetDefaults() {
        let snapshot = Self.sample
        let got = DatasetSourceNotes.sources(snapshot, forFields: Self.gridFields, at: [])
        #expect(got == snapshot.lineage.sources(forFields: Self.gridFields, schools: []))
        #expect(!got.isEmpty)
    }

    /// A college's own Common Data Set shows up in the note only while that college matches.
    @Test func aCollegesOwnSourceComesAndGoesWithIt() throws {
        let snapshot = Self.sample
        let cds = try #require(snapshot.schools.indices.first { snapshot.schools[$0].cds != nil })
        let own = Set(DatasetSourceNotes.sources(snapshot, forFields: Self.gridFields, at: [cds]).map(\.source))
        let others = snapshot.schools.indices.filter { $0 != cds }
        let without = Set(DatasetSourceNotes.sources(snapshot, forFields: Self.gridFields, at: others).map(\.source))
        let with = Set(DatasetSourceNotes.sources(snapshot, forFields: Self.gridFields, at: others + [cds]).map(\.source))
        #expect(!own.subtracting(without).isEmpty, "the college cites a source no other college does")
        #expect(with == without.union(own))
    }

    /// Home's notes: every college's sources, the same as Explore's note with every college matching, and the same
    /// on a second call (kept per field list).
    @Test func everywhereIsTheNoteOverEveryCollege() {
        let snapshot = Self.sample
        let all = Array(snapshot.schools.indices)
        let everywhere = DatasetSourceNotes.sourcesEverywhere(snapshot, forFields: Self.mapFields)
        #expect(everywhere == snapshot.lineage.sources(forFields: Self.mapFields, schools: all.map { snapshot.schools[$0] }))
        #expect(DatasetSourceNotes.sourcesEverywhere(snapshot, forFields: Self.mapFields) == everywhere)
        #expect(DatasetSourceNotes.sourcesEverywhere(snapshot, forFields: Self.gridFields)
            == DatasetSourceNotes.sources(snapshot, forFields: Self.gridFields, at: all))
    }
}
