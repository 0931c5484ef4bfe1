import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import Screens

/// What the fidelity suite reads from a screen: its blocks flattened (folds and topic cards opened), a section
/// under one heading, and every Value and reader-facing string in it (``ProfileValueWalker``).
///
/// Every expected string in the suite is worked out by hand from the site's code: the comment above it names the
/// component or function (raywross/college-stats) and the arithmetic.
struct Page {
    let blocks: [Block]

    init(_ screen: Screen) { self.init(screen.blocks) }

    init(_ blocks: [Block]) {
        var out: [Block] = []
        func add(_ b: Block) {
            out.append(b)
            switch b {
            case let .fold(f): f.blocks.forEach(add)
            case let .topicCard(t): t.blocks.forEach(add)
            default: break
            }
        }
        blocks.forEach(add)
        self.blocks = out
    }

    /// The blocks after the heading `text` up to the next heading of the same or a higher level (empty when absent).
    func section(_ text: String) -> Page {
        guard let start = blocks.firstIndex(where: { if case let .heading(h) = $0 { h.text == text } else { false } }),
              case let .heading(heading) = blocks[start] else { return Page([Block]()) }
        var out: [Block] = []
        for b in blocks[(start + 1)...] {
            if case let .heading(h) = b, h.level <= heading.level { break }
            out.append(b)
        }
        return Page(flat: out)
    }

    private init(flat: [Block]) { blocks = flat }

    /// The topic card titled `title`'s own blocks.
    func card(_ title: String) -> Page {
        for b in blocks {
            if case let .topicCard(t) = b, t.title == title { return Page(t.blocks) }
        }
        return Page([Block]())
    }

    private var walker: ProfileValueWalker {
        var w = ProfileValueWalker()
        // Flattened already: walk each block without descending twice.
        for b in blocks {
            switch b {
            case .fold, .topicCard: break
            default: w.walk(b)
            }
        }
        return w
    }

    var strings: [String] { walker.strings.map(\.1) }
    var values: [Value] { walker.values }
    var texts: [String] { blocks.compactMap { if case let .text(t) = $0 { t.markdown } else { nil } } }

    /// Displays of the values citing `path`, in order.
    func displays(_ path: String) -> [String] { values.filter { $0.cited.path == path }.map(\.display) }

    /// The first stat tile labelled `label`.
    func tile(_ label: String) -> StatTile? {
        for b in blocks {
            if case let .statTiles(s) = b, let t = s.tiles.first(where: { $0.label == label }) { return t }
        }
        return nil
    }

    func benchmark(_ label: String) -> BenchmarkBarBlock? {
        for b in blocks { if case let .benchmarkBar(x) = b, x.label == label { return x } }
        return nil
    }

    func ring(_ label: String) -> RingBlock? {
        for b in blocks { if case let .ring(x) = b, x.label == label { return x } }
        return nil
    }

    func distribution(_ label: String) -> DistributionBlock? {
        for b in blocks { if case let .distribution(x) = b, x.label == label { return x } }
        return nil
    }

    var waffle: WaffleBlock? {
        for b in blocks { if case let .waffle(x) = b { return x } }
        return nil
    }

    var waterfall: WaterfallBlock? {
        for b in blocks { if case let .waterfall(x) = b { return x } }
        return nil
    }

    var columns: ColumnsBlock? {
        for b in blocks { if case let .columns(x) = b { return x } }
        return nil
    }

    var groupedBars: GroupedBarsBlock? {
        for b in blocks { if case let .groupedBars(x) = b { return x } }
        return nil
    }

    /// The rows of the first table, each as the cells' displays (a value's display, a text, a link's label, values
    /// joined by their separator).
    var tableRows: [[String]] {
        for b in blocks {
            guard case let .table(t) = b else { continue }
            return t.rows.map { row in
                row.cells.map { cell in
                    switch cell {
                    case let .value(v): v.display
                    case let .text(s): s
                    case let .link(l): l.label
                    case let .values(g): g.values.map(\.display).joined(separator: g.separator)
                    }
                }
            }
        }
        return []
    }
}

/// Builds screens for the real records and for hand-made colleges.
enum Fidelity {
    static var snapshot: DatasetSnapshot { SampleDataset.snapshot }

    static func overview(_ id: String) throws -> Page { Page(try ProfileScreens.overview(snapshot, id: id)) }

    static func topic(_ id: String, _ topic: String, in snapshot: DatasetSnapshot = Fidelity.snapshot,
                      students: String? = nil) throws -> Page {
        Page(try ProfileScreens.topic(snapshot, id: id, topic: topic, students: students))
    }

    /// A copy of the sample with the record `id` changed: `reported`, `lineage` and `extra` keys set in its JSON as
    /// given, and `detail` merged into its detail file (the other colleges and the national figures unchanged).
    static func snapshot(editing id: String, reported: [String: Any], lineage: [String: [String: Any]],
                         detail: [String: Any]? = nil, extra: [String: Any] = [:]) throws -> DatasetSnapshot {
        let base = snapshot
        var schools = base.schools
        let i = try #require(schools.firstIndex { $0.unitID == id })
        var json = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(schools[i])) as? [String: Any])
        json["reported"] = reported
        json["lineage"] = lineage
        json.merge(extra) { _, new in new }
        schools[i] = try JSONDecoder().decode(School.self, from: JSONSerialization.data(withJSONObject: json))
        var details: [String: SchoolDetail] = [:]
        if let detail {
            var file = try base.detail(for: id)?.tablesJSON() ?? ["unit_id": id, "tables": [String: Any]()]
            var tables = file["tables"] as? [String: Any] ?? [:]
            tables.merge(detail) { _, new in new }
            file["tables"] = tables
            details[id] = try JSONDecoder().decode(SchoolDetail.self, from: JSONSerialization.data(withJSONObject: file))
        }
        return try DatasetSnapshot(schools: schools, meta: base.meta, releaseCalendar: base.releaseCalendar,
                                   history: base.history, cipTitles: base.cipTitles, details: details, publishID: "fidelity",
                                   loadedAt: Date(timeIntervalSince1970: 0))
    }

    /// A `college-site` lineage record of the 2025–26 Common Data Set.
    static func cds(_ year: String, quote: String = "From the Common Data Set") -> [String: Any] {
        ["source": "college-site", "year": year, "edition": "2025\u{2013}26", "method": "extracted",
         "url": "https://www.acu.edu/ir/cds-2025-26.pdf", "retrieved": "2026-09-30", "quote": quote]
    }
}

extension SchoolDetail {
    /// The detail file as a JSON object.
    func tablesJSON() throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: JSONEncoder().encode(self)) as? [String: Any] ?? [:]
    }
}
