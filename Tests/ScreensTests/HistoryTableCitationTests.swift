import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// History tables cite per column (issue 16, as the charts do per series): a "View as table" column of yearly figures
/// carries its newest year's citation once, and each cell sends only what differs from it. On a real generated
/// document the wire form decodes to exactly the model that was built and encodes back to the same bytes.
struct HistoryTableCitationTests {
    /// The sample's middle college (the one the size figures are reported for).
    static var middle: String {
        let schools = SampleDataset.snapshot.schools
        return schools[schools.count / 2].unitID
    }

    static func outcomes(_ id: String = middle, grad: HistoryQuery.Graduation = .each) throws -> HistoryResponse {
        let response = try ProfileScreens.history(SampleDataset.snapshot, id: id, query: HistoryQuery(group: .outcomes, grad: grad))
        #expect(response.ignored.isEmpty, "\(id) has no outcomes history")
        return response
    }

    /// Every table of `blocks`, folds and cards opened.
    static func tables(_ blocks: [Block]) -> [TableBlock] {
        blocks.flatMap { block -> [TableBlock] in
            switch block {
            case let .table(t): [t]
            case let .fold(f): tables(f.blocks)
            case let .topicCard(c): tables(c.blocks)
            default: []
            }
        }
    }

    /// `blocks` with no column citation anywhere: every table number sent whole, as before columns were cited.
    static func uncited(_ blocks: [Block]) -> [Block] {
        blocks.map { block in
            switch block {
            case var .table(t):
                for i in t.columns.indices { t.columns[i].cited = nil }
                return .table(t)
            case var .fold(f):
                f.blocks = uncited(f.blocks)
                return .fold(f)
            case var .topicCard(c):
                c.blocks = uncited(c.blocks)
                return .topicCard(c)
            default: return block
            }
        }
    }

    @Test(arguments: [(middle, HistoryQuery.Graduation.each), ("101299", .each), ("101299", .avg)])
    func aRealDocumentDecodesToTheModelItWasBuiltFrom(_ id: String, _ grad: HistoryQuery.Graduation) throws {
        let built = try Self.outcomes(id, grad: grad)
        let tables = Self.tables(built.screen.blocks)
        // The outcomes group has tables, and each of their number columns carries a citation.
        #expect(tables.count >= 3)
        for table in tables {
            for (i, column) in table.columns.enumerated() where table.rows.contains(where: { row in
                if case .text = row.cells[i] { false } else { true }
            }) {
                #expect(column.cited != nil, "\(id): column \(column.key) has numbers and no citation")
            }
        }
        let bytes = try WireEncoder().encode(built)
        let decoded = try JSONDecoder().decode(HistoryResponse.self, from: Data(bytes))
        // Every table number is back as its full Value (the models are equal), and the bytes come back exactly.
        #expect(decoded == built)
        #expect(try WireEncoder().encode(decoded) == bytes)
        // The wire form is the documented one (TableColumn.cited, TableFigure).
        let json = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        #expect(SchemaValidator(components: WireComponents.byName).validate(json, against: HistoryResponse.schema) == [])
        #expect(String(decoding: bytes, as: UTF8.self).contains(#""citedPatch":"#))
    }

    /// The size the column citations save: the middle college's outcomes history against the same document with
    /// every table number sent whole.
    @Test func citingTablesByColumnShrinksTheOutcomesHistory() throws {
        let built = try Self.outcomes()
        var whole = built
        whole.screen.blocks = Self.uncited(built.screen.blocks)
        #expect(whole != built)
        let cited = try WireEncoder().encode(built).count, full = try WireEncoder().encode(whole).count
        // Each table cell used to repeat a citation of some 400 bytes; most now send a year and a file name.
        #expect(cited * 10 < full * 7, "cited by column: \(cited) B; whole: \(full) B")
    }
}
