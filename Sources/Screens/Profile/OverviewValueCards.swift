import Domain
import QuadAPIModels

/// The overview's cost, outcomes and Over time cards.
enum OverviewValueCards {
    static func cost(_ c: ProfileContext) -> Block {
        let s = c.school
        let cost = s.cost
        var blocks: [Block?] = [ProfileBlocks.takeaway(Takeaways.cost(s, statistics: c.statistics))]
        let vsMedian = c.statistics.median(.avgCost).flatMap { median -> String? in
            guard let paid = cost?.avgPaidAll else { return nil }
            let diff = paid - median
            return diff.magnitude < 1000 ? "About the national median"
                : "\(SiteFormat.moneyCompact(diff.magnitude)) \(diff < 0 ? "less" : "more") than the national median"
        }
        blocks.append(ProfileBlocks.tiles([ProfileBlocks.tile("Average total cost", c.value(.avgCost), hint: vsMedian,
                                                              term: "average-cost")]))
        if let g = Derived.aidGenerosity(s) {
            blocks.append(.ring(RingBlock(value: c.value(.aidGenerosity), label: "Aid generosity",
                                          median: c.median(.aidGenerosity), caption: Tiers.generosity(g).label,
                                          term: "aid-generosity")))
        } else if cost?.aidedNetPrice == nil {
            blocks.append(ProfileBlocks.text("Aid generosity: **not reported**."))
        }
        let fullLabel = s.type == "public" ? "Full price, in-state" : "Full price"
        let middle = cost?.netPriceByIncome?[safe: Tiers.middleIncomeBand] ?? nil
        blocks.append(ProfileBlocks.tiles([
            ProfileBlocks.tile(fullLabel, c.value(FieldPath.sticker, ProfileFigures.stickerInState(s), .money),
                               term: "cost-of-attendance"),
            ProfileBlocks.tile("Net price with grants", c.value(.netPrice), term: "net-price"),
            ProfileBlocks.tile("Family income \(Tiers.incomeBands[Tiers.middleIncomeBand])",
                               c.value(FieldPath.netPriceByIncome, middle, .money), term: "net-price-by-income"),
        ]))
        blocks.append(ProfileBlocks.benchmark(c, .loanRate, label: "Undergrads with a federal loan"))
        if let calculator = s.links?.priceCalculator, !calculator.isEmpty {
            blocks.append(.links(LinksBlock(links: [Link(label: "Net price calculator", href: calculator)],
                                            style: .buttons)))
        }
        let word = TrendIndicators.reading(s, .cost).map { "Cost \($0.word.lowercased())" }
        let line = TenYearBlocks.line(c, "avg_paid_all")
        let hint = [word, line?.text].compactMap { $0 }.joined(separator: " \u{00B7} ")
        blocks += OverviewCards.tenYear(c, key: "avg_paid_all", label: "Average cost", value: c.value(.avgCost),
                                        hint: hint.isEmpty ? nil : hint, color: MetricDomain.value.colorToken)
        // The year of the prices as cited (the average cost's release), else the record's own price year.
        let cited = cost?.avgPaidAll == nil ? nil : c.lineage.cited(FieldPath.avgPaidAll, s).year
        let year = (cited ?? cost?.year).map { "Cost & aid \u{00B7} \($0)" } ?? ProfileTopic.cost.eyebrow
        return OverviewCards.card(c, .cost, title: "What it costs", eyebrow: year, blocks)
    }

    static func outcomes(_ c: ProfileContext) -> Block {
        let s = c.school
        let o = s.outcomes
        var blocks: [Block?] = [ProfileBlocks.takeaway(Takeaways.outcomes(s, statistics: c.statistics))]
        if o?.graduationRate != nil {
            blocks.append(.ring(RingBlock(value: c.value(.gradRate), label: "Graduation rate",
                                          median: c.median(.gradRate), caption: "graduate within six years",
                                          term: "graduation-rate")))
        } else if let rank = c.rank(.earnings) {
            blocks.append(ProfileBlocks.tiles([ProfileBlocks.tile(
                "Median earnings", c.value(.earnings), hint: "More than at \(SiteFormat.pct(rank)) of colleges",
                term: "median-earnings")]))
        }
        let monthly = o?.monthlyLoanPayment.map { "\u{2248} \(SiteFormat.money($0))/month" }
        blocks.append(ProfileBlocks.tiles([
            o?.graduationRate != nil ? ProfileBlocks.tile("Median earnings", c.value(.earnings),
                                                          hint: "10 years after enrolling", term: "median-earnings")
                : nil,
            ProfileBlocks.tile("Median debt", c.value(.debt), hint: monthly, term: "median-debt"),
            ProfileBlocks.tile("Retention", c.value(FieldPath.retentionRate, o?.retentionRate, .pct),
                               hint: "come back for year two", term: "retention-rate"),
        ]))
        blocks += OverviewCards.tenYear(c, key: "grad_rate", label: "Graduation rate", value: c.value(.gradRate),
                                        color: MetricDomain.value.colorToken)
        return OverviewCards.card(c, .outcomes, title: "What it pays", eyebrow: ProfileTopic.outcomes.eyebrow, blocks)
    }

    static func history(_ c: ProfileContext) -> Block? {
        guard let (h, files) = c.historyFiles else { return nil }
        let s = c.school
        var tiles: [StatTile] = []
        var sparks: [Block?] = []
        for kind in TrendIndicatorKind.allCases {
            let key = seriesKey(kind)
            let format: FormatKind = kind.measure == .index ? .fixed2 : kind.measure == .points ? .pts : .pct
            if let reading = TrendIndicators.reading(s, kind) {
                let value = c.value(FieldPath.trends, reading.change, display: reading.word, format)
                tiles.append(StatTile(label: kind.label, value: value, hint: reading.detailText, term: kind.term))
            } else if let line = TenYearBlocks.line(c, key), line.showsEnds || line.measure == .points {
                let value = c.value(FieldPath.trends, line.change, display: line.changeText, format)
                tiles.append(StatTile(label: kind.label, value: value, hint: line.sinceText, term: kind.term))
            } else {
                continue
            }
            sparks.append(TenYearBlocks.sparkline(c, key, label: kind.label, color: kind.domain.colorToken))
        }
        let start = HistoryMath.defaultWindow(files.meta, .fall).map { "Over time \u{00B7} since \($0.from)" }
        var blocks: [Block?] = [ProfileBlocks.takeaway(Takeaways.history(h, files: files))]
        blocks.append(tiles.isEmpty ? nil : .statTiles(StatTilesBlock(tiles: tiles)))
        blocks += sparks
        return OverviewCards.card(c, .history, title: "How it\u{2019}s changed", eyebrow: start, blocks)
    }

    /// The history series an indicator's sparkline draws.
    static func seriesKey(_ kind: TrendIndicatorKind) -> String {
        switch kind {
        case .cost: "avg_paid_all"
        case .applications: "applicants"
        case .diversity: "diversity"
        case .selectivity: "acceptance_rate"
        }
    }
}

extension Array {
    /// The element at `index`, or nil outside the array.
    subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
