import Domain
import QuadAPIModels
import Testing

/// CSV writing, reading and the import rules, with expected text written by hand.
struct ListCSVTests {
    @Test func fieldsAreQuotedAndGuardedAgainstFormulas() {
        #expect(CSVText.field("Smith College") == "Smith College")
        #expect(CSVText.field("Labs, gym") == "\"Labs, gym\"")
        #expect(CSVText.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVText.field("two\nlines") == "\"two\nlines\"")
        #expect(CSVText.field("cr\r\nlf") == "\"cr\r\nlf\"")
        for formula in ["=1+1", "+1", "-2", "@SUM(A1)", "\tx"] {
            #expect(CSVText.field(formula) == "'" + formula, "\(formula)")
        }
        #expect(CSVText.field("=HYPERLINK(\"x\",\"y\")") == "\"'=HYPERLINK(\"\"x\"\",\"\"y\"\")\"")
        #expect(CSVText.field("a-b") == "a-b")
        #expect(CSVText.unguarded("'=1+1") == "=1+1")
        #expect(CSVText.unguarded("'quoted") == "'quoted")
    }

    @Test func recordsAreReadLikeASpreadsheetWritesThem() throws {
        #expect(try CSVText.records("a,b\nc") == [["a", "b"], ["c"]])
        #expect(try CSVText.records("a,\"b, c\"\r\n\"say \"\"hi\"\"\",\"two\nlines\"\r") == [["a", "b, c"], ["say \"hi\"", "two\nlines"]])
        #expect(try CSVText.records("\n\n  \na\n\n") == [["a"]])
        #expect(try CSVText.records(",,\n") == [["", "", ""]])
        #expect(try CSVText.records("\"\"") == [[""]])
        #expect(try CSVText.records("") == [])
        #expect(throws: CSVText.ReadError.unterminatedQuote(record: 2)) { try CSVText.records("a\n\"b,c\nd") }
        #expect(throws: CSVText.ReadError.nulCharacter) { try CSVText.records("a\u{0}b") }
        // What the writer writes, the reader reads back.
        let fields = ["plain", "com,ma", "quo\"te", "new\nline", "=formula", "", " spaced "]
        #expect(try CSVText.records(CSVText.line(fields)).first?.map(CSVText.unguarded) == fields)
    }

    @Test func theExportFile() {
        let rows = [
            ListCSV.Row(name: "Smith College", category: .reach, round: .ed, status: .decided, outcome: .admitted,
                        deadline: "2026-11-01", enrolling: true, notes: ["Great, labs", "Visit"], updates: true,
                        visitedOn: "2026-04-02", followsSocial: true, dream: true, priority: 2),
            ListCSV.Row(name: "Reed College", category: .unsorted, round: nil, status: .considering, outcome: nil,
                        deadline: nil, enrolling: false, notes: [], updates: false, visitedOn: nil, followsSocial: false,
                        dream: false, priority: nil),
        ]
        #expect(ListCSV.text(rows) == """
            College,Category,Round,Status,Outcome,Deadline,Enrolling,Notes,updates,visited_on,follows_social,dream,priority
            Smith College,Reach,Early decision,Decided,Admitted,2026-11-01,Yes,"Great, labs / Visit",Yes,2026-04-02,Yes,Yes,2
            Reed College,Unsorted,,Considering,,,,,No,,,,
            """)
        #expect(ListCSV.filename(listName: "My list") == "my-list.csv")
        #expect(ListCSV.filename(listName: "  Reach!! schools (2026) ") == "reach-schools-2026.csv")
        #expect(ListCSV.filename(listName: "Élan") == "lan.csv")
        #expect(ListCSV.filename(listName: "***") == "list.csv")
    }

    @Test func importRules() throws {
        let rows = try ListCSVImport.rows("""
            Priority,COLLEGE,round,Status, Visited On ,updates
            7,Smith College,Early Action,applied,2026-05-05,No
            0,Reed College,ea,Decided,bad,maybe
            ,,,
            101,  Oberlin College  ,,,,
            """)
        #expect(rows.map(\.name) == ["Smith College", "Reed College", "Oberlin College"])
        #expect(rows.map(\.priority) == [7, nil, nil])
        #expect(rows.map(\.round) == [.ea, .ea, nil])
        #expect(rows.map(\.progress.status) == [.applied, .decided, .considering])
        // "Visited On" becomes visited_on; only real dates count.
        #expect(rows.map(\.visitedOn?.iso) == ["2026-05-05", nil, nil])
        #expect(rows.map(\.updates) == [false, true, true])
        #expect(rows.allSatisfy { $0.category == .unsorted && !$0.enrolling && !$0.dream && !$0.followsSocial })

        // No header: by position, in the export's order.
        let plain = try ListCSVImport.rows("Smith College,TARGET,,Decided,Waitlisted,Dec 1,Y,note,0,2026-01-02,yes,Y,3")
        let smith = try #require(plain.first)
        #expect(smith.category == .target)
        #expect(smith.progress == ItemProgress(status: .decided, outcome: .waitlisted))
        #expect(smith.enrolling && !smith.updates && smith.followsSocial && smith.dream)
        #expect(smith.visitedOn?.iso == "2026-01-02" && smith.priority == 3)
        // Just names is enough.
        #expect(try ListCSVImport.rows("Smith College\nReed College").map(\.name) == ["Smith College", "Reed College"])
        #expect(try ListCSVImport.rows("College,Category").isEmpty)
        #expect(try ListCSVImport.rows("").isEmpty)

        #expect(throws: ListCSVImport.Refusal.notCSV) { try ListCSVImport.rows("\"Smith") }
        let many = (0...500).map { "College \($0)" }.joined(separator: "\n")
        #expect(throws: ListCSVImport.Refusal.tooManyRows(501)) { try ListCSVImport.rows(many) }
        #expect(try ListCSVImport.rows("College\n" + (1...500).map { "C\($0)" }.joined(separator: "\n")).count == 500)
    }
}
