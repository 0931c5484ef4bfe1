import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Golden compare documents for the two real records of the sample (222178 Abilene Christian, 138558 Abraham
/// Baldwin) and a generated college (100654, whose history and detail files are the site's own): the overview, every
/// topic page, Your major for one field, and All the numbers.
struct CompareGoldenTests {
    static let ids = "222178,138558,100654"
    private let snapshot = SampleDataset.snapshot

    private func encode<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }

    @Test func overview() throws {
        let response = CompareScreens.overview(snapshot, query: CompareQuery(ids: Self.ids))
        try GoldenFile.check(try encode(response), named: "compare-overview.json")
    }

    @Test(arguments: ["admissions", "students", "academics", "cost", "outcomes", "history", "table"])
    func topic(_ topic: String) throws {
        let response = try CompareScreens.topic(snapshot, topic: topic, query: CompareQuery(ids: Self.ids))
        try GoldenFile.check(try encode(response), named: "compare-\(topic).json")
    }

    @Test func yourMajor() throws {
        let query = CompareQuery.parse([("ids", Self.ids), ("major", "52")], page: .academics)
        let response = try CompareScreens.topic(snapshot, topic: "academics", query: query)
        try GoldenFile.check(try encode(response), named: "compare-academics-major-52.json")
    }
}
