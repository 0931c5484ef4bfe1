import Domain
import Foundation
import QuadAPIModels
@testable import Screens

/// Small hand-made trend files for the screens' rules, and helpers to read screens back.
enum TrendTestSupport {
    /// A snapshot of the sample's meta with these trend files (JSON text by name) and no colleges.
    static func snapshot(_ files: [String: String], index: TrendIndex? = nil) throws -> DatasetSnapshot {
        let sample = SampleDataset.snapshot
        var json: [String: JSONValue] = [:]
        for (name, text) in files { json[name] = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }
        return try DatasetSnapshot(schools: [], meta: sample.meta, releaseCalendar: sample.releaseCalendar,
                                   history: sample.history, trendIndex: index, trendFiles: json,
                                   publishID: "test-\(UUID().uuidString)", loadedAt: Date(timeIntervalSince1970: 0))
    }

    /// A movers list entry as JSON.
    static func entry(_ id: Int, rank: Int, change: Double, from: Double = 2500, to: Double = 5000, since: Int = 2014)
        -> String {
        #"{"unit_id":"\#(id)","name":"College \#(id)","rank":\#(rank),"since":\#(since),"from":\#(from),"to":\#(to),"change":\#(change)}"#
    }

    /// The blocks of a screen's section: from the heading with `anchor` to the next heading of that level or higher.
    static func section(_ screen: Screen, _ anchor: String) -> [Block] {
        guard let start = screen.blocks.firstIndex(where: { if case let .heading(h) = $0 { h.anchor == anchor } else { false } }),
              case let .heading(head) = screen.blocks[start] else { return [] }
        var out: [Block] = []
        for b in screen.blocks[(start + 1)...] {
            if case let .heading(h) = b, h.level <= head.level { break }
            out.append(b)
        }
        return out
    }

    /// Every markdown text of some blocks, joined by newlines.
    static func texts(_ blocks: [Block]) -> String {
        blocks.compactMap { if case let .text(t) = $0 { t.markdown } else { nil } }.joined(separator: "\n")
    }

    static func headings(_ blocks: [Block]) -> [String] {
        blocks.compactMap { if case let .heading(h) = $0 { h.text } else { nil } }
    }

    static func leaderboards(_ blocks: [Block]) -> [LeaderboardBlock] {
        blocks.compactMap { if case let .leaderboard(l) = $0 { l } else { nil } }
    }
}
