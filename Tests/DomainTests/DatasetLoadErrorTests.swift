import Foundation
import Testing
@testable import Domain

/// Broken data directories fail with errors that name the file, record, unit_id, path and position.
struct DatasetLoadErrorTests {
    private static let rec0 = #"{"unit_id":"1","name":"A","location":{"city":"C","state":"TX"},"type":"public"}"#

    private func directory(schools: String, meta: String = DatasetFixtures.minimalMeta) throws -> URL {
        try DatasetFixtures.makeDirectory(files: [
            "schools.json": schools, "meta.json": meta, "release-calendar.json": DatasetFixtures.minimalCalendar,
        ])
    }

    /// The sample's two records plus `extra` as record 2.
    private func sampleDirectory(extra: (String) -> String) throws -> URL {
        let dir = try DatasetFixtures.makeDataDirectory()
        let text = try DatasetFixtures.read("schools.json", in: dir)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // lines: "[", record 0 + ",", record 1, "]", ""
        let first = String(lines[1].dropLast())
        let patched = [lines[0], lines[1], lines[2] + ",", extra(first), "]", ""].joined(separator: "\n")
        try DatasetFixtures.write(patched, to: "schools.json", in: dir)
        return dir
    }

    @Test func wrongTypeInRecordTwo() throws {
        let dir = try sampleDirectory { record in
            record.replacingOccurrences(of: #""unit_id":"222178""#, with: #""unit_id":"999999""#)
                .replacingOccurrences(of: #""applicants":11332"#, with: #""applicants":"many""#)
        }
        defer { DatasetFixtures.remove(dir) }
        let error = try #require(DatasetFixtures.loadError(dir))
        #expect(error.kind == .invalidValue)
        #expect(error.record == 2 && error.unitID == "999999" && error.codingPath == "admissions.applicants")
        #expect(error.description == "schools.json record 2 (unit_id 999999): admissions.applicants: expected a number, found a string")
    }

    @Test func arrayElementPath() throws {
        let dir = try sampleDirectory { record in
            record.replacingOccurrences(of: #""unit_id":"222178""#, with: #""unit_id":"7""#)
                .replacingOccurrences(of: #""sat_math_25_75":[530,620]"#, with: #""sat_math_25_75":[530,"x"]"#)
        }
        defer { DatasetFixtures.remove(dir) }
        #expect(DatasetFixtures.loadError(dir)?.description
            == "schools.json record 2 (unit_id 7): admissions.sat_math_25_75[1]: expected a number, found a string")
    }

    @Test func objectExpected() throws {
        let dir = try directory(schools: #"[{"unit_id":"5","name":"A","location":{"city":"C","state":"TX"},"type":"public","admissions":5}]"#)
        defer { DatasetFixtures.remove(dir) }
        #expect(DatasetFixtures.loadError(dir)?.description == "schools.json record 0 (unit_id 5): admissions: expected an object, found number")
    }

    @Test func missingCoreKeys() throws {
        let noName = try directory(schools: #"[{"unit_id":"5","location":{"city":"C","state":"TX"},"type":"public"}]"#)
        defer { DatasetFixtures.remove(noName) }
        #expect(DatasetFixtures.loadError(noName)?.description == "schools.json record 0 (unit_id 5): name: required key is missing")
        let noCity = try directory(schools: "[\(Self.rec0),\n" + #"{"unit_id":"6","name":"B","location":{"state":"TX"},"type":"public"}]"#)
        defer { DatasetFixtures.remove(noCity) }
        #expect(DatasetFixtures.loadError(noCity)?.description == "schools.json record 1 (unit_id 6): location.city: required key is missing")
        let numberID = try directory(schools: #"[{"unit_id":5,"name":"A","location":{"city":"C","state":"TX"},"type":"public"}]"#)
        defer { DatasetFixtures.remove(numberID) }
        #expect(DatasetFixtures.loadError(numberID)?.description == "schools.json record 0 (unit_id 5): unit_id: expected a string, found number")
        let notObject = try directory(schools: "[\(Self.rec0), 7]")
        defer { DatasetFixtures.remove(notObject) }
        #expect(DatasetFixtures.loadError(notObject)?.description == "schools.json record 1: expected an object, found number")
    }

    @Test func invalidJSONInsideARecord() throws {
        let rec1 = #"{"unit_id":"2","name":"B","location":{"city":"C","state":"TX"},"type":"public","admissions":{"applicants":12 "admitted":3}}"#
        let dir = try directory(schools: "[\n\(Self.rec0),\n\(rec1)\n]\n")
        defer { DatasetFixtures.remove(dir) }
        let error = try #require(DatasetFixtures.loadError(dir))
        // The quote after "12 " is byte 192 of the file: line 3, column 110 (counted by hand from the text above).
        #expect(error.kind == .invalidJSON)
        #expect(error.description
            == "schools.json record 1 (unit_id 2): invalid JSON at line 3, column 110 (offset 192): unexpected '\"', expected ',' or '}'")
    }

    @Test func invalidArrayPunctuation() throws {
        let trailing = try directory(schools: "[\n\(Self.rec0),\n]\n")
        defer { DatasetFixtures.remove(trailing) }
        #expect(DatasetFixtures.loadError(trailing)?.description
            == "schools.json: invalid JSON at line 3, column 1 (offset 83): missing value before ']'")
        let unterminated = try directory(schools: "[\n\(Self.rec0)\n")
        defer { DatasetFixtures.remove(unterminated) }
        #expect(DatasetFixtures.loadError(unterminated)?.description
            == "schools.json: invalid JSON at line 3, column 1 (offset 82): unexpected end of file inside the array")
        let notArray = try directory(schools: Self.rec0)
        defer { DatasetFixtures.remove(notArray) }
        #expect(DatasetFixtures.loadError(notArray)?.description
            == "schools.json: invalid JSON at line 1, column 1 (offset 0): expected '[' (the file must hold an array)")
        let garbage = try directory(schools: "[\(Self.rec0)] x")
        defer { DatasetFixtures.remove(garbage) }
        #expect(DatasetFixtures.loadError(garbage)?.kind == .invalidJSON)
        #expect(DatasetFixtures.loadError(garbage)?.offset == Self.rec0.utf8.count + 3)
    }

    @Test func invalidJSONInMeta() throws {
        let dir = try directory(schools: "[]", meta: "{\"retrieved\": \"2026-10-04\",\n \"sources\": {}\n \"vintages\": {}}")
        defer { DatasetFixtures.remove(dir) }
        #expect(DatasetFixtures.loadError(dir)?.description
            == "meta.json: invalid JSON at line 3, column 2 (offset 44): unexpected '\"', expected ',' or '}'")
    }

    @Test func wrongTypeInOptionalFiles() throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        let cpi = try DatasetFixtures.read("history/cpi.json", in: dir)
        try DatasetFixtures.write(cpi.replacingOccurrences(of: #""start": 2000"#, with: #""start": "2000""#), to: "history/cpi.json", in: dir)
        #expect(DatasetFixtures.loadError(dir)?.description == "history/cpi.json: start: expected a number, found a string")
        try DatasetFixtures.write(cpi, to: "history/cpi.json", in: dir)
        try DatasetFixtures.write(#"[{"unit_id":"1","alias":"A","key":"a","source":"x","weight":1},{"unit_id":"222178","alias":"B","key":"b","source":"x","weight":"heavy"}]"#,
                                  to: "aliases.json", in: dir)
        #expect(DatasetFixtures.loadError(dir)?.description == "aliases.json record 1 (unit_id 222178): weight: expected a number, found a string")
    }

    @Test func missingRequiredFiles() throws {
        for missing in DatasetLoader.requiredFiles {
            let dir = try DatasetFixtures.makeDataDirectory()
            defer { DatasetFixtures.remove(dir) }
            try FileManager.default.removeItem(at: dir.appendingPathComponent(missing))
            let error = try #require(DatasetFixtures.loadError(dir))
            #expect(error.kind == .missingFile)
            #expect(error.file == missing)
            #expect(error.description.hasPrefix("\(missing): required file is missing from "))
        }
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("quad-no-such-\(UUID().uuidString)")
        #expect(DatasetFixtures.loadError(nowhere)?.kind == .missingFile)
    }

    @Test func duplicateUnitID() throws {
        let dir = try sampleDirectory { $0 }
        defer { DatasetFixtures.remove(dir) }
        let error = try #require(DatasetFixtures.loadError(dir))
        #expect(error.kind == .duplicateID)
        #expect(error.description == "schools.json record 2 (unit_id 222178): duplicate unit_id (also record 0)")
        #expect(throws: DatasetLoadError.self) {
            _ = try DatasetSnapshot(schools: try DatasetFixtures.sampleSchools() + [DatasetFixtures.sampleSchools()[1]],
                                    meta: DatasetMeta(), releaseCalendar: ReleaseCalendar(), publishID: "x", loadedAt: Date())
        }
    }

    /// With several broken records in different chunks, the first one in the file is reported.
    @Test func lowestBrokenRecordWins() throws {
        var records = (0..<1000).map { DatasetFixtures.coreRecord(String(10_000 + $0)) }
        records[900] = records[900].replacingOccurrences(of: #""type":"public""#, with: #""type":9"#)
        records[300] = records[300].replacingOccurrences(of: #""type":"public""#, with: #""type":true"#)
        let dir = try directory(schools: "[" + records.joined(separator: ",") + "]")
        defer { DatasetFixtures.remove(dir) }
        #expect(DatasetFixtures.loadError(dir)?.description == "schools.json record 300 (unit_id 10300): type: expected a string, found bool")
    }
}
