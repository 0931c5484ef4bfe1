import Foundation
import Testing
import TestSupport
@_spi(Lineage) @_spi(WireTesting) @testable import QuadAPIModels

/// The hand-written wire forms of table rows, cells, cell ranges and links (`WireTables.swift`) write exactly the
/// bytes their `encode(to:)` writes through the generic path, under a column citation and without one, and agree
/// with Foundation's encoder.
struct WireTablesTests {
    static let table = TableColumnCitationTests.table
    static let cited: [Cited?] = table.columns.map(\.cited)

    static let cells: [TableCell] = [
        .text("Fall 2016 \"early\"\n"),
        .text(""),
        .link(Link(label: "Common Data Set 2025–26", href: "https://www.example.edu/ir/cds 2025-26.pdf")),
        .link(Link(label: "uga.edu", href: "https://www.uga.edu/", title: "uga.edu")),
        .value(TableColumnCitationTests.applicants(2015, 7901, "7,901", formula: "admitted / rate")),
        .values(CellValues(values: [TableColumnCitationTests.satMath(25, 550), TableColumnCitationTests.satMath(75, 650)],
                           separator: "–", note: "+4 pts")),
        .values(CellValues(values: [TableColumnCitationTests.satMath(25, 550)])),
    ]

    static let rows: [TableRow] = [
        TableRow(cells: cells),
        TableRow(cells: [], same: false),
        TableRow(cells: Array(cells.prefix(3)), same: true, term: "acceptance-rate", years: ["Fall 2024", nil, "2023–24"],
                 search: TableRowSearch(code: "51.38", text: ["Registered Nursing", "Health"])),
        TableRow(cells: [.text("x")], search: TableRowSearch(code: nil, text: [])),
    ]

    @Test func cellsAndLinksWriteWhatTheirCodableFormWrites() throws {
        for cell in Self.cells {
            try WireForms.expectSame(cell)
            for base in Self.cited { try WireForms.expectSame(CitedColumnCell(cell: cell, cited: base)) }
        }
        #expect(try WireForms.bytes(Link(label: "A", href: "/b")) == #"{"label":"A","href":"/b"}"#)
        #expect(try WireForms.bytes(TableCell.text("a/b")) == #""a/b""#)
    }

    @Test func rowsWriteWhatTheirCodableFormWrites() throws {
        for row in Self.rows {
            try WireForms.expectSame(row)
            try WireForms.expectSame(CitedColumnsRow(row: row, cited: Self.cited))
        }
        #expect(try WireForms.bytes(Self.rows[1]) == #"{"cells":[],"same":false}"#)
        #expect(try WireForms.bytes(Self.rows[2]).hasSuffix(
            #""years":["Fall 2024",null,"2023–24"],"search":{"code":"51.38","text":["Registered Nursing","Health"]}}"#))
    }

    /// Whole tables, cited and plain, against Foundation (which takes every type's `Codable` form).
    @Test func tablesAgreeWithFoundation() throws {
        var plain = Self.table
        for index in plain.columns.indices { plain.columns[index].cited = nil }
        var wide = Self.table
        wide.rows += Self.rows
        for table in [Self.table, plain, wide] {
            #expect(try WireOracle.difference(table) == nil)
            #expect(try WireOracle.difference(Block.table(table)) == nil)
            #expect(try JSONDecoder().decode(TableBlock.self, from: Data(WireEncoder().encode(table))) == table)
        }
    }
}
