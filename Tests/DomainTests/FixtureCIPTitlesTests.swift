import Foundation
import QuadAPIModels
import Testing
@testable import Domain
@testable import Fixture

/// The generated `reference/cip2020.json`: the site's shape, and a title for every code the dataset uses.
struct FixtureCIPTitlesTests {
    /// Read with Foundation's decoder into JSONValue (independent of the generator's writer).
    private func read(_ dir: URL) throws -> (text: String, titles: [String: String]) {
        let data = try Data(contentsOf: dir.appendingPathComponent("reference/cip2020.json"))
        guard case let .object(file) = try JSONDecoder().decode(JSONValue.self, from: data),
              case let .object(titles)? = file["titles"] else { throw CocoaError(.fileReadCorruptFile) }
        return (String(decoding: data, as: UTF8.self), titles.compactMapValues { if case let .string(s) = $0 { s } else { nil } })
    }

    /// The site's layout (its tests read the file so): the keys `source`, `url`, `crosswalk_url`, `retrieved`,
    /// `titles`, `moved_from_2010` in that order, two-space indent, one title a line sorted by code, `retrieved` an
    /// ISO date, and titles trimmed without a closing period.
    @Test func theSitesShape() throws {
        let (text, titles) = try read(try FixtureDatasets.mainDirectory())
        let topKeys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") && !$0.hasPrefix("    ") }
            .map { $0.dropFirst(3).prefix { $0 != "\"" } }
        #expect(topKeys == ["source", "url", "crosswalk_url", "retrieved", "titles", "moved_from_2010"])
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("    \"") }.map { String($0.dropFirst(5).prefix { $0 != "\"" }) }
        #expect(lines.count == titles.count && lines == lines.sorted())
        #expect(text.contains("\n    \"11.0701\": \"Computer Science\",\n"))
        #expect(text.contains("\"retrieved\": \"2026-09-28\"") && text.hasSuffix("\"moved_from_2010\": {}\n}\n"))
        for (code, title) in titles {
            #expect(CipCode.normalize(code) == code, "\(code)")
            #expect(!title.isEmpty && title == title.trimmingCharacters(in: .whitespaces) && !title.hasSuffix("."), "\(code)")
        }
    }

    /// Every program code of every detail file and every top major, with its group and family, has a title; every
    /// program group of the detail files too.
    @Test func everyCodeTheDatasetUsesHasATitle() throws {
        let dir = try FixtureDatasets.mainDirectory()
        let (_, titles) = try read(dir)
        let snapshot = try DatasetFixtures.load(dir)
        var codes = Set<String>()
        for school in snapshot.schools {
            codes.formUnion((school.academics?.majorsTop ?? []).compactMap(\.cip))
            codes.formUnion((school.academics?.bachelorsByFamily ?? [:]).keys)
            let tables = try snapshot.detail(for: school.unitID)?.tables
            codes.formUnion((tables?.majors?.rows ?? [:]).keys)
            codes.formUnion((tables?.programs?.rows ?? [:]).keys)
        }
        let levels = codes.flatMap { [$0, CipCode.group($0), CipCode.family($0)].compactMap { $0 } }
        #expect(Set(levels).subtracting(titles.keys).sorted() == [])
        // Nothing but what is used.
        #expect(Set(titles.keys).subtracting(levels).sorted() == [])
        #expect(snapshot.cipTitles?.titles == titles)
        // The sample college's real programs read as NCES names them.
        #expect(titles["31.0504"] == "Sport and Fitness Administration/Management" && titles["15.10"] == "Construction Engineering Technologies")
    }
}
