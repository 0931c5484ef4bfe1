import Domain
import QuadAPIModels

/// What graduates owe (components/school/GraduateDebt.tsx): the federal median debt, federal loans only, with the
/// college's own Common Data Set H4–H5 line for its newest graduating class, all loan types.
enum OutcomesReported {
    static func graduateDebt(_ c: ProfileContext) -> [Block] {
        let view = c.school.reported?.outcomesView
        guard let any = view?.graduateDebt?.rows?["any"], any.share != nil || any.avgPrincipal != nil else { return [] }
        let p = "reported.outcomes.graduate_debt.rows.any."
        let classLabel = c.lineage.cited("reported.outcomes.graduating_class", c.school).year.map { "\($0) " } ?? ""
        let size = view?.graduatingClass?.size.map { " (\(SiteFormat.num($0)) students)" } ?? ""
        var out: [Block?] = [ProfileBlocks.heading(2, "What graduates owe", anchor: "graduate-debt")]
        if let median = c.school.outcomes?.medianDebt {
            out.append(ProfileBlocks.tiles([ProfileBlocks.tile("Median debt at graduation, federal loans only",
                                                               c.value(FieldPath.medianDebt, median, .moneyCompact),
                                                               term: "median-debt")]))
        }
        // The component's sentence, the words before each number as the tile's label and those after as its hint; each
        // number carries the InfoTip the component puts right after it ("cumulative-principal").
        let lead = "According to \(c.school.name)'s most recent Common Data Set,"
        let sources = "federal, institutional, state, or private", term = "cumulative-principal"
        var tiles: [StatTile] = []
        if let share = any.share {
            let averaged = any.avgPrincipal.map { c.value(p + "avg_principal", $0, .money) }
            tiles.append(StatTile(label: lead, value: c.value(p + "share", share, share < 0.1 ? .pct1 : .pct),
                                  hint: "of its \(classLabel)graduates\(size) borrowed from any source: \(sources)"
                                      + (averaged == nil ? "." : ","), term: term))
            if let averaged {
                tiles.append(StatTile(label: "averaging", value: averaged, hint: "among those who did.", term: term))
            }
        } else if let avg = any.avgPrincipal {
            tiles.append(StatTile(label: "\(lead) its \(classLabel)graduates who borrowed from any source (\(sources)) took "
                                      + "out an average of",
                                  value: c.value(p + "avg_principal", avg, .money), hint: ".", term: term))
        }
        out.append(.statTiles(StatTilesBlock(tiles: tiles)))
        out.append(ProfileBlocks.text("Counts students who started here as first-time students and earned a bachelor's; "
            + "the federal median counts federal loans only, including students who left without a degree."))
        return out.compactMap { $0 }
    }
}
