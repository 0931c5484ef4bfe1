import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// The "my high school" line against a hand-made directory: a listed college with a count, with a count of 1,234
/// (printed as the site prints the bare number), and every case with no line.
struct MyHighSchoolLineTests {
    typealias T = HighSchoolScreenTests

    static let bigDetail = T.decode(HighSchoolDetail.self, #"""
        {"id":"061000000001","profile":{"url":"https://valley.example/profile.pdf","retrieved":"2026-09-01","edition":"2025–26"},
         "matriculation":{"classes":"2023–2025","entries":[{"name":"Abilene Christian University","unit_id":"222178","count":1234}]}}
        """#)

    static func snapshot(details: [String: HighSchoolDetail]) throws -> DatasetSnapshot {
        let sample = SampleDataset.snapshot
        let snapshot = try DatasetSnapshot(schools: sample.schools.filter { $0.unitID == T.college }, meta: sample.meta,
                                           releaseCalendar: sample.releaseCalendar, highSchoolMeta: sample.highSchoolMeta,
                                           publishID: "test-\(UUID().uuidString)", loadedAt: Date(timeIntervalSince1970: 0))
        HighSchoolDirectory.register(HighSchoolDirectory(schools: [T.publicSchool, T.privateSchool],
                                                         meta: sample.highSchoolMeta, details: details), for: snapshot)
        return snapshot
    }

    @Test func aListedCollegeWithACount() throws {
        let snapshot = try Self.snapshot(details: [T.publicID: T.detail])
        let line = try #require(MyHighSchoolLineBuilder.line(snapshot, college: T.college, highSchoolID: T.publicID))
        #expect(line.lead == "From your high school,")
        #expect(line.school == Link(label: "Valley High School", href: "/high-schools/061000000001"))
        #expect(line.text == "12 enrolled in Class of 2025 (school profile, 2025–26)")
        #expect(line.enrolled.value == 12 && line.enrolled.display == "12" && line.enrolled.format == .int)
        #expect(line.enrolled.cited.source.label == "Valley High School school profile 2025–26")
        #expect(line.enrolled.cited.source.url == "https://valley.example/profile.pdf")
        #expect(line.enrolled.cited.field == "Where graduates enrolled")
    }

    @Test func theCountIsTheBareNumber() throws {
        let snapshot = try Self.snapshot(details: [T.publicID: Self.bigDetail])
        let line = try #require(MyHighSchoolLineBuilder.line(snapshot, college: T.college, highSchoolID: T.publicID))
        #expect(line.text == "1234 enrolled in 2023–2025 (school profile, 2025–26)")
        #expect(line.enrolled.display == "1234")
    }

    @Test func nothingToShow() throws {
        let snapshot = try Self.snapshot(details: [T.publicID: T.detail])
        // No school saved; an id the directory lacks; a school without a profile detail; a college the profile does
        // not list; not a high-school id at all.
        #expect(MyHighSchoolLineBuilder.line(snapshot, college: T.college, highSchoolID: nil) == nil)
        #expect(MyHighSchoolLineBuilder.line(snapshot, college: T.college, highSchoolID: "061000000099") == nil)
        #expect(MyHighSchoolLineBuilder.line(snapshot, college: T.college, highSchoolID: T.privateID) == nil)
        #expect(MyHighSchoolLineBuilder.line(snapshot, college: "100654", highSchoolID: T.publicID) == nil)
        #expect(MyHighSchoolLineBuilder.line(snapshot, college: T.college, highSchoolID: "nope") == nil)
    }

    @Test func fewerThanFiveShowsNothing() throws {
        let detail = T.decode(HighSchoolDetail.self, #"""
            {"id":"061000000001","profile":{"url":"https://valley.example/p.pdf","retrieved":"2026-09-01","edition":"2025–26"},
             "matriculation":{"classes":"2023–2025","entries":[{"name":"Abilene Christian University","unit_id":"222178","count":null}]}}
            """#)
        let snapshot = try Self.snapshot(details: [T.publicID: detail])
        #expect(MyHighSchoolLineBuilder.line(snapshot, college: T.college, highSchoolID: T.publicID) == nil)
    }
}
