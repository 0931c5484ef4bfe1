import Domain
import QuadAPIModels

/// The list of "Most popular majors" (components/school/MajorsList.tsx with the rows Majors.tsx builds): the top five
/// programs with first majors as a table, and, when the college has more programs, every program behind "Show all N
/// programs and search" with its second majors. A row whose 4-digit CIP group has College Scorecard earnings four
/// years out carries them ("Graduates in this field earn $X 4 years out"); every program of a group shows the group's
/// figure.
///
/// Titles: with the detail file's programs, each row is named from the dataset's CIP 2020 table
/// (`reference/cip2020.json`, lib/cip.ts `cipTitle`), and a code the table lacks (or every code, without the table)
/// prints itself, the site's `cipTitle(p.cip) ?? p.cip`. Without the detail file the rows are the top list's own.
enum AcademicsMajorsList {
    /// How many programs show before the list is opened (MajorsList's `top`).
    static let top = 5

    /// One program as the list shows it (MajorsList's `MajorRow`).
    struct Row: Equatable {
        var cip: String
        var title: String
        var first: Double
        var second: Double
        /// The 4-digit group's median earnings four years after completion, when reported.
        var earnings4: Double?
    }

    /// The rows Majors.tsx builds: every program of the detail file's `majors` table, else the snapshot's top list
    /// with counts from its four-place shares.
    static func rows(_ c: ProfileContext, top: [SchoolAcademics.MajorShare], programs: [AcademicsMajors.Program],
                     total: Double) -> [Row] {
        let earnings = (try? c.snapshot.detail(for: c.id))?.tables?.programs?.rows ?? [:]
        func earnings4(_ cip: String) -> Double? {
            CipCode.group(cip).flatMap { earnings[$0]?.earnings?.y4 }
        }
        if programs.isEmpty {
            return top.map { m in
                let cip = m.cip ?? ""
                return Row(cip: cip, title: m.title ?? cip, first: JSNumber.round((m.share ?? 0) * total), second: 0,
                           earnings4: earnings4(cip))
            }
        }
        let titles = c.snapshot.cipTitles
        return programs.map { p in
            Row(cip: p.cip, title: titles?.title(p.cip) ?? p.cip, first: p.first, second: p.second,
                earnings4: earnings4(p.cip))
        }
    }

    /// The folded list (the top programs with first majors), then every program behind the button when there are
    /// more than `top`.
    /// The counts cite `path`: the detail file's `majors` table, or the snapshot's top list without one.
    static func blocks(_ c: ProfileContext, rows: [Row], total: Double, path: String) -> [Block] {
        let folded = rows.filter { $0.first > 0 }.prefix(top)
        guard !folded.isEmpty else { return [] }
        var out: [Block] = [table(c, Array(folded), total: total, path: path, open: false)]
        if rows.count > top {
            out.append(.fold(FoldBlock(
                hint: "Show all \(SiteFormat.num(Double(rows.count))) programs and search",
                blocks: [table(c, rows, total: total, path: path, open: true),
                         ProfileBlocks.text("Shares are of the \(SiteFormat.num(total)) graduates' first majors; a double "
                             + "major's other field is listed as a second major.")],
                anchor: "majors-all")))
        }
        return out
    }

    /// MajorsList's search box over the opened list, with its words for no match.
    static let search = TableSearch(
        placeholder: "Search programs, e.g. nursing", label: "Search this college's programs",
        empty: "No program here matches \u{201C}{query}\u{201D}. Programs go by their federal names, so try a broader word "
            + "(\u{201C}health\u{201D}, \u{201C}engineering\u{201D}).")

    /// The list as a table: program title and CIP code, the share of first majors and their count ("second majors
    /// only" for a program without one; the opened list adds "+N as a second major"), and the group's earnings
    /// where any row has them.
    static func table(_ c: ProfileContext, _ rows: [Row], total: Double, path: String, open: Bool) -> Block {
        let withEarnings = rows.contains { $0.earnings4 != nil }
        var columns = [TableColumn(key: "program", label: "Program"),
                       TableColumn(key: "cip", label: "CIP code", term: "cip-code"),
                       TableColumn(key: "share", label: "Share of graduates", term: "first-major"),
                       TableColumn(key: "graduates", label: "Graduates")]
        if withEarnings {
            columns.append(TableColumn(key: "earnings", label: "Graduates in this field earn", term: "field-of-study"))
        }
        let tableRows = rows.map { r in
            let second = open && r.second > 0 ? "+\(SiteFormat.num(r.second)) as a second major" : nil
            var cells: [TableCell] = [.text(r.title), .text(r.cip)]
            if r.first > 0 {
                cells.append(.value(c.value(path, r.first / total, .pctSmart)))
                let count = c.value(path, r.first, .num)
                cells.append(second.map { .values(CellValues(values: [count], note: $0)) } ?? .value(count))
            } else {
                cells.append(.text("second majors only"))
                cells.append(.text(second ?? ""))
            }
            if withEarnings {
                cells.append(r.earnings4.map { .values(CellValues(values: [c.value("detail.programs", $0, .money)],
                                                                  note: "4 years out")) } ?? .text(""))
            }
            // lib/majors.ts matchesProgram: the code from its start, the words of the title and the family's short name.
            return TableRow(cells: cells, search: open ? TableRowSearch(
                code: r.cip, text: [r.title] + (MajorFamilies.names[String(r.cip.prefix(2))].map { [$0] } ?? [])) : nil)
        }
        return .table(TableBlock(columns: columns, rows: tableRows, sticky: TableSticky(columns: 1, header: open),
                                 search: open ? search : nil))
    }
}
