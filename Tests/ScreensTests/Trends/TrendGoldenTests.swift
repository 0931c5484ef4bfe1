import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Golden documents of the bundled sample: one study, one conference, one state and one high school, so any change
/// to their words, numbers or citations is a reviewed diff.
struct TrendGoldenTests {
    private let snapshot = SampleDataset.snapshot

    private func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }

    @Test func study() throws {
        try GoldenFile.check(try encode(TrendScreens.study(snapshot, slug: "shrinking-colleges", query: StudyQuery())),
                             named: "trends-shrinking-colleges.json")
    }

    @Test func conference() throws {
        try GoldenFile.check(try encode(TrendScreens.conference(snapshot, slug: "north-coast-athletic-conference",
                                                                measure: nil, members: nil)),
                             named: "trends-conference-north-coast-athletic-conference.json")
    }

    @Test func state() throws {
        try GoldenFile.check(try encode(TrendScreens.state(snapshot, state: "ky", measure: nil)), named: "trends-state-ky.json")
    }

    @Test func highSchool() throws {
        try GoldenFile.check(try encode(HighSchoolScreen.build(snapshot, id: "061000000000")), named: "high-school-061000000000.json")
    }
}
