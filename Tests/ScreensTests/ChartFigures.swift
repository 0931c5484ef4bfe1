import Domain
@_spi(Lineage) import QuadAPIModels

/// The plotted figures of a chart as the reader gets them: each point's number, the words its card prints, and the
/// citation that covers it (the point's own, else its measure's), so the citation guard checks them like any Value.
enum ChartFigures {
    /// One Value per plotted number of `block`.
    static func values(_ block: ScatterBlock) -> [Value] {
        block.points.flatMap { p in
            [Value(value: p.x, display: p.display.x, format: block.xAxis.format, cited: p.cited?.x ?? block.cited.x),
             Value(value: p.y, display: p.display.y, format: block.yAxis.format, cited: p.cited?.y ?? block.cited.y),
             Value(value: p.size, display: p.display.size, format: .compact, cited: p.cited?.size ?? block.cited.size)]
        }
    }

    /// The chart-level citations of `block` (they must resolve even when no point uses them).
    static func citations(_ block: ScatterBlock) -> [Cited] {
        [block.cited.x, block.cited.y, block.cited.size]
    }

    /// The plotted numbers of `block` whose covering citation is not the one `lineage` gives that college for that
    /// field: a college-reported figure left under its measure's federal citation, or a point citing what its
    /// measure already does. As lines.
    static func miscited(_ block: ScatterBlock, _ name: String, snapshot: DatasetSnapshot) -> [String] {
        var out: [String] = []
        for p in block.points {
            guard let school = snapshot.school(id: p.id) else {
                out.append("\(name): scatter point \(p.id) is no college of the dataset")
                continue
            }
            let figures: [(String, Cited?, Cited)] = [("x", p.cited?.x, block.cited.x), ("y", p.cited?.y, block.cited.y),
                                                      ("size", p.cited?.size, block.cited.size)]
            for (axis, own, measure) in figures {
                let covering = own ?? measure
                let expected = snapshot.lineage.cited(covering.path, school)
                if covering != expected {
                    out.append("\(name): scatter point \(p.id) \(axis) is covered by \(covering.key) "
                        + "\(covering.year ?? "-"), but the college's \(covering.path) cites \(expected.key) "
                        + "\(expected.year ?? "-")")
                }
                if let own, own == measure {
                    out.append("\(name): scatter point \(p.id) repeats its measure's \(axis) citation")
                }
            }
        }
        return out
    }
}
