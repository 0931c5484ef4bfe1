public import QuadAPIModels

/// Reading a pasted CSV into colleges to add (userdata-map §2.5, the site's `parseCsv`).
///
/// The header is optional: the first record is one when a cell reads "college" (cells trimmed, lower-cased, runs of
/// white space as `_`); then columns are found by name in any order and any subset. Without one, columns are taken by
/// position in the export's order. Only College is required (rows without one are skipped). Unknown category →
/// unsorted, unknown status → considering, unknown round or outcome → none (labels and codes match, ignoring case);
/// Enrolling is on for "yes"/"y"; `updates` stays on unless "n", "no", "false", "0" or "off"; `visited_on` only a
/// real yyyy-mm-dd; `follows_social` and `dream` on for "y", "yes", "true", "1"; `priority` a whole number 1–100.
/// Deadline and Notes are not imported. An outcome on a row whose status is not Decided follows the site's outcome
/// rule (Admitted → decided, Deferred → applied without one), as picking it on the board would.
///
/// ```swift
/// let rows = try ListCSVImport.rows("College,Category\nSmith College,Reach")
/// // [Row(name: "Smith College", category: .reach, …)]
/// ```
public enum ListCSVImport {
    /// The most data rows one import takes.
    public static let maxRows = 500

    /// One college to add.
    public struct Row: Sendable, Hashable {
        public var name: String
        public var category: ListCategory = .unsorted
        public var round: ListRound?
        public var progress = ItemProgress(status: .considering)
        public var enrolling = false
        public var updates = true
        public var visitedOn: CalendarDay?
        public var followsSocial = false
        public var dream = false
        public var priority: Int?

        public init(name: String) { self.name = name }
    }

    /// Why a paste cannot be imported (nothing is added).
    public enum Refusal: Error, Sendable, Hashable {
        /// Not CSV text (an unclosed quote, binary data).
        case notCSV
        /// More than ``maxRows`` data rows.
        case tooManyRows(Int)
    }

    /// The export's columns in position order, by their header names.
    static let positional = ["college", "category", "round", "status", "outcome", "deadline", "enrolling", "notes",
                             "updates", "visited_on", "follows_social", "dream", "priority"]

    /// The rows of `text`, in order.
    public static func rows(_ text: String) throws(Refusal) -> [Row] {
        let records: [[String]]
        do { records = try CSVText.records(text) } catch { throw .notCSV }
        guard let first = records.first else { return [] }
        let header = first.map(headerName)
        let hasHeader = header.contains("college")
        let index: [String: Int] = hasHeader
            ? Dictionary(header.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
            : Dictionary(uniqueKeysWithValues: positional.enumerated().map { ($1, $0) })
        let data = hasHeader ? Array(records.dropFirst()) : records
        guard data.count <= maxRows else { throw .tooManyRows(data.count) }
        return data.compactMap { cells in
            func cell(_ name: String) -> String {
                guard let i = index[name], i < cells.count else { return "" }
                return CSVText.unguarded(cells[i].trimmingWhitespace)
            }
            let name = cell("college")
            guard !name.isEmpty else { return nil }
            var row = Row(name: name)
            row.category = match(cell("category"), ListCategory.allCases, \.label) ?? .unsorted
            row.round = match(cell("round"), ListRound.allCases, \.label)
            let status = match(cell("status"), ListStatus.allCases, \.label) ?? .considering
            let outcome = match(cell("outcome"), ListOutcome.allCases, \.label)
            row.progress = outcome.map { status == .decided ? ItemProgress(status: .decided, outcome: $0)
                : ItemTransitions.setting(outcome: $0) } ?? ItemProgress(status: status)
            row.enrolling = ["y", "yes"].contains(cell("enrolling").lowercased())
            row.updates = !["n", "no", "false", "0", "off"].contains(cell("updates").lowercased())
            row.visitedOn = CalendarDay(isoDate: cell("visited_on"))
            row.followsSocial = ["y", "yes", "true", "1"].contains(cell("follows_social").lowercased())
            row.dream = ["y", "yes", "true", "1"].contains(cell("dream").lowercased())
            row.priority = Double(cell("priority")).flatMap { $0 == $0.rounded() && (1...100).contains($0) ? Int($0) : nil }
            return row
        }
    }

    /// A header cell as a column name: trimmed, lower-cased, runs of white space as one `_`.
    static func headerName(_ cell: String) -> String {
        cell.trimmingWhitespace.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: "_")
    }

    /// The case whose label (or code) is `text`, ignoring case.
    static func match<T: RawRepresentable<String>>(_ text: String, _ cases: [T], _ label: (T) -> String) -> T? {
        let wanted = text.lowercased()
        guard !wanted.isEmpty else { return nil }
        return cases.first { label($0).lowercased() == wanted || $0.rawValue == wanted }
    }
}
