import Foundation
import Testing
@_spi(Lineage) import QuadAPIModels

/// Tables cite per column (issue 16, as trend series do): a column that carries `cited` sends each of its numbers as a
/// TableFigure, a Value with only the members of its citation that differ from the column's, and decoding gives every
/// cell its full Value back. Expected bytes are written out by hand from the citations below.
struct TableColumnCitationTests {
    /// Applicants of one fall, cited by that fall's admissions file (the series tests' figures).
    static func applicants(_ year: Int, _ number: Double, _ display: String, formula: String? = nil) -> Value {
        SeriesCitationTests.applicants(year, number, display, formula: formula).value
    }

    static func satMath(_ edge: Int, _ number: Double) -> Value {
        Value(value: number, display: String(Int(number)), format: .int, cited: Cited(
            source: SeriesCitationTests.source(2016), path: "admissions.sat_math_\(edge)", field: "SAT math, \(edge)th percentile",
            method: "reported", isDefault: true))
    }

    /// Two falls of a history table: applicants (cited by fall 2016's figure) and the SAT math range (cited by its
    /// 25th percentile); fall 2015's applicants are derived, and the range is missing that year.
    static let table: TableBlock = {
        let newest = applicants(2016, 7043, "7,043"), older = applicants(2015, 7901, "7,901", formula: "admitted / rate")
        let low = satMath(25, 550), high = satMath(75, 650)
        return TableBlock(
            columns: [TableColumn(key: "year", label: "Year"),
                      TableColumn(key: "applicants", label: "Applicants", cited: newest.cited),
                      TableColumn(key: "satMath", label: "SAT math", cited: low.cited)],
            rows: [TableRow(cells: [.text("Fall 2016"), .value(newest), .values(CellValues(values: [low, high], separator: "–"))]),
                   TableRow(cells: [.text("Fall 2015"), .value(older), .text("–")])],
            sticky: TableSticky(columns: 1, header: true))
    }()

    static func encoded() throws -> String { String(decoding: try WireEncoder().encode(table), as: UTF8.self) }

    static func decode(_ json: JSONValue) throws -> TableBlock {
        try JSONDecoder().decode(TableBlock.self, from: JSONEncoder().encode(json))
    }

    @Test func aCellSendsOnlyWhatDiffersFromItsColumn() throws {
        let text = try Self.encoded()
        // The newest year is the column's citation: no citation of its own.
        #expect(text.contains(#""Fall 2016",{"value":7043,"display":"7,043","format":"num"},"#))
        // Fall 2015 differs in its year, its file, its method and its formula (members in a citation's order).
        #expect(text.contains(#""Fall 2015",{"value":7901,"display":"7,901","format":"num","citedPatch":{"year":"Fall 2015","url":"https://nces.ed.gov/ipeds/datacenter/data/ADM2015.zip","method":"derived","formula":"admitted / rate"}}"#))
        // The range's high edge differs from the column's (its low edge's) in its path and field.
        #expect(text.contains(#"{"values":[{"value":550,"display":"550","format":"int"},{"value":650,"display":"650","format":"int","citedPatch":{"path":"admissions.sat_math_75","field":"SAT math, 75th percentile"}}],"separator":"–"}"#))
        // Each citation is written whole once, in its column's header.
        #expect(text.components(separatedBy: #""cited":"#).count - 1 == 2)
        #expect(wireValidator.validate(try JSONValue(encoding: Block.table(Self.table)), against: Block.schema) == [])
    }

    @Test func decodingRebuildsEveryValueAndEncodesToTheSameBytes() throws {
        let bytes = try WireEncoder().encode(Self.table)
        let decoded = try JSONDecoder().decode(TableBlock.self, from: Data(bytes))
        #expect(decoded == Self.table)
        guard case let .value(older) = decoded.rows[1].cells[1] else {
            Issue.record("fall 2015's applicants are not a number")
            return
        }
        #expect(older.cited == Self.applicants(2015, 7901, "7,901", formula: "admitted / rate").cited)
        #expect(try WireEncoder().encode(decoded) == bytes)
        // A table with no cited column is sent as before: every number whole.
        var plain = Self.table
        for i in plain.columns.indices { plain.columns[i].cited = nil }
        let plainText = String(decoding: try WireEncoder().encode(plain), as: UTF8.self)
        #expect(!plainText.contains("citedPatch") && plainText.components(separatedBy: #""cited":"#).count - 1 == 4)
        #expect(try JSONDecoder().decode(TableBlock.self, from: Data(plainText.utf8)) == plain)
    }

    @Test func aMalformedFigureIsRefused() throws {
        let good = try JSONValue(encoding: Self.table)
        #expect(try Self.decode(good) == Self.table)
        // A number of a cited column that still carries its whole citation.
        var whole = good
        whole["rows"]?[1]?["cells"]?[1] = try JSONValue(encoding: Self.applicants(2015, 7901, "7,901"))
        #expect(throws: DecodingError.self) { try Self.decode(whole) }
        // The same inside a range cell.
        var wholeEdge = good
        wholeEdge["rows"]?[0]?["cells"]?[2]?["values"]?[1] = try JSONValue(encoding: Self.satMath(75, 650))
        #expect(throws: DecodingError.self) { try Self.decode(wholeEdge) }
        // A figure that carries both a whole citation and a patch.
        var both = good
        both["rows"]?[1]?["cells"]?[1]?["cited"] = try JSONValue(encoding: Self.applicants(2015, 7901, "7,901").cited)
        #expect(throws: DecodingError.self) { try Self.decode(both) }
        // Figures in a column without a citation: one column's dropped, then every column's.
        var uncitedColumn = good
        uncitedColumn["columns"]?[1]?["cited"] = nil
        #expect(throws: DecodingError.self) { try Self.decode(uncitedColumn) }
        var uncitedTable = uncitedColumn
        uncitedTable["columns"]?[2]?["cited"] = nil
        #expect(throws: DecodingError.self) { try Self.decode(uncitedTable) }
        // A patch that repeats a member of the column's citation (the encoder never writes one), and an empty patch.
        var repeated = good
        repeated["rows"]?[1]?["cells"]?[1]?["citedPatch"]?["key"] = .string("ipeds-adm")
        #expect(throws: DecodingError.self) { try Self.decode(repeated) }
        var empty = good
        empty["rows"]?[1]?["cells"]?[1]?["citedPatch"] = .object([:])
        #expect(throws: DecodingError.self) { try Self.decode(empty) }
    }
}
