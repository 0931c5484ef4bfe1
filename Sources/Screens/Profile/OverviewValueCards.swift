import Domain
import QuadAPIModels

/// The overview's cost, outcomes and Over time cards (components/profile/CostCard, OutcomesCard, HistoryCard).
enum OverviewValueCards {
    /// CostCard: the average total cost (compact) against the national median with the aid-generosity ring (else
    /// net price with grants), full price / with grants / the middle income band as bars, the generosity tier, the
    /// federal loan share, the price calculator and aid links, and average cost over ten years.
    static func cost(_ c: ProfileContext) -> Block {
        let s = c.school
        let cost = s.cost
        let color = MetricDomain.value.colorToken
        // CostCard: `costTakeaway(...) ?? topicOf("cost").description`.
        var blocks: [Block?] = [ProfileBlocks.takeaway(Takeaways.cost(s, statistics: c.statistics)
            ?? ProfileTopic.cost.description)]
        let generosity = Derived.aidGenerosity(s)
        if let paid = cost?.avgPaidAll {
            let vsMedian = c.statistics.median(.avgCost).map { median -> String in
                let diff = paid - median
                return diff.magnitude < 1000 ? "about the national median"
                    : "\(SiteFormat.moneyCompact(diff.magnitude)) \(paid < median ? "below" : "above") the national median"
            }
            blocks.append(ProfileBlocks.tiles([ProfileBlocks.tile(
                "average total cost per year, all first-years, after grants (est.)",
                c.value(FieldPath.avgPaidAll, paid, .moneyCompact), hint: vsMedian, term: "average-cost")]))
            if let generosity {
                blocks.append(.ring(RingBlock(value: c.value(.aidGenerosity),
                                              label: "Grants cover \(SiteFormat.pct(generosity)) of the full price",
                                              term: "aid-generosity")))
            }
        } else if let aided = cost?.aidedNetPrice {
            blocks.append(ProfileBlocks.tiles([ProfileBlocks.tile(
                "net price per year for first-years with grants", c.value(FieldPath.aidedNetPrice, aided, .moneyCompact),
                term: "net-price")]))
        } else {
            blocks.append(ProfileBlocks.text("**Average cost:** Not reported"))
        }
        // Net price by income covers in-state students at publics, so the full-price bar is the in-state sticker.
        let middle = cost?.netPriceByIncome?[safe: Tiers.middleIncomeBand] ?? nil
        let bars: [BarGroup] = [
            ProfileFigures.stickerInState(s).map {
                BarGroup(label: s.type == "public" ? "Full price, in-state" : "Full price", term: "cost-of-attendance",
                         values: [c.value(FieldPath.sticker, $0, .moneyCompact)])
            },
            cost?.aidedNetPrice.map {
                BarGroup(label: "With grants", term: "net-price", values: [c.value(FieldPath.aidedNetPrice, $0, .moneyCompact)])
            },
            middle.map {
                BarGroup(label: "\(Tiers.incomeBands[Tiers.middleIncomeBand]) income", term: "net-price-by-income",
                         values: [c.value(FieldPath.netPriceByIncome, $0, .moneyCompact)])
            },
        ].compactMap { $0 }
        if bars.count > 1 {
            // One scale: the largest of the bars (CostCard), each at least 1.5% long.
            let top = max(1, bars.compactMap { $0.values.first?.value }.max() ?? 1)
            blocks.append(.groupedBars(GroupedBarsBlock(groups: bars, series: [BarSeries(key: c.id, label: c.school.name,
                                                                                          color: color)],
                                                        scale: AxisScale(min: 0, max: top, format: .moneyCompact))))
        }
        var stats: [StatTile?] = []
        if let generosity {
            stats.append(StatTile(label: "Aid generosity", value: c.value(.aidGenerosity),
                                  hint: "\(Tiers.generosity(generosity).label) \u{00B7} grants cover "
                                      + "\(SiteFormat.pct(generosity)) of full price", term: "aid-generosity"))
        }
        if let loan = c.reported(.loanRate) {
            let median = c.median(.loanRate).map { " \u{00B7} national median \($0.display)" } ?? ""
            stats.append(StatTile(label: "Federal loans", value: loan, hint: "of undergrads\(median)",
                                  term: "federal-loan-rate"))
        }
        blocks.append(ProfileBlocks.tiles(stats))
        blocks += costLinks(s)
        let word = TrendIndicators.reading(s, .cost).map { "Cost \($0.word.lowercased())" } ?? "Average cost"
        blocks += TenYearBlocks.card(c, key: "avg_paid_all", label: word, color: color)
        // The year of the prices as cited (the average cost's release, else the year of its inputs).
        let cited = c.lineage.cited(FieldPath.avgPaidAll, s)
        return OverviewCards.card(c, .cost, title: "What it costs", year: cited.year ?? cited.inputs?.first?.year, blocks)
    }

    /// CostCard's two link stats: "Your price" (the net price calculator, "the college's own estimate") and "Financial
    /// aid" (the aid office and veterans' benefits), each under its label.
    static func costLinks(_ s: School) -> [Block] {
        func link(_ label: String, _ url: String?) -> Link? {
            url.flatMap { $0.isEmpty ? nil : Link(label: label, href: $0) }
        }
        var out: [Block] = []
        if let calculator = link("Net price calculator", s.links?.priceCalculator) {
            out += [ProfileBlocks.text("**Your price**"), .links(LinksBlock(links: [calculator], style: .buttons)),
                    ProfileBlocks.text("the college's own [estimate](/glossary#net-price-calculator)")]
        }
        let aid = [link("Financial aid office", s.links?.financialAid), link("Veterans' benefits", s.links?.veterans)]
            .compactMap { $0 }
        if !aid.isEmpty { out += [ProfileBlocks.text("**Financial aid**"), .links(LinksBlock(links: aid, style: .buttons))] }
        return out
    }

    /// OutcomesCard: the graduation ring with the national median (else median earnings with its percentile),
    /// median earnings, median debt with its monthly payment, retention, and the graduation rate over ten classes.
    static func outcomes(_ c: ProfileContext) -> Block {
        let s = c.school
        let o = s.outcomes
        // OutcomesCard: `outcomesTakeaway(...) ?? topicOf("outcomes").description`.
        var blocks: [Block?] = [ProfileBlocks.takeaway(Takeaways.outcomes(s, statistics: c.statistics)
            ?? ProfileTopic.outcomes.description)]
        let earnings = o?.medianEarnings10yr.map { c.value(FieldPath.earnings10yr, $0, .moneyCompact) }
        if o?.graduationRate != nil {
            let median = c.median(.gradRate).map { "national median \($0.display)" }
            blocks.append(.ring(RingBlock(value: c.value(.gradRate), label: "graduate within six years",
                                          median: c.median(.gradRate), caption: median, term: "graduation-rate")))
        } else if let earnings {
            let rank = c.rank(.earnings).map { "more than at \(SiteFormat.pct($0)) of colleges" }
            blocks.append(ProfileBlocks.tiles([StatTile(label: "median earnings 10 years after entry", value: earnings,
                                                        hint: rank, term: "median-earnings")]))
        }
        let debt = o?.medianDebt.map { c.value(FieldPath.medianDebt, $0, .moneyCompact) }
        // "≈ {monthly}/month for 10 years" under the debt: the payment is its own cited value.
        let monthly = o?.monthlyLoanPayment.map { c.value(FieldPath.monthlyLoanPayment, $0, .money) }
        blocks.append(ProfileBlocks.tiles([
            o?.graduationRate != nil ? earnings.map { StatTile(label: "Median earnings", value: $0,
                                                               hint: "10 years after entry", term: "median-earnings") }
                : nil,
            debt.map { StatTile(label: "Median debt", value: $0,
                                hint: monthly == nil ? "at graduation" : nil, term: "median-debt") },
            monthly.map { StatTile(label: "\u{2248} per month for 10 years", value: $0, term: "monthly-loan-payment") },
            ProfileBlocks.tile("Retention", c.value(FieldPath.retentionRate, o?.retentionRate, .pct),
                               hint: "come back for year two", term: "retention-rate"),
        ]))
        blocks += TenYearBlocks.card(c, key: "grad_rate", label: "Graduation rate", color: MetricDomain.value.colorToken)
        return OverviewCards.card(c, .outcomes, title: "What it pays", year: nil, blocks)
    }

    /// HistoryCard: the history takeaway and four tiles (cost, applications, selectivity, diversity), each the
    /// indicator's word and detail line (else the series' "from → to"), with its sparkline.
    static func history(_ c: ProfileContext) -> Block? {
        guard let (h, files) = c.historyFiles else { return nil }
        let s = c.school
        var tiles: [StatTile] = []
        var sparks: [Block?] = []
        let kinds: [TrendIndicatorKind] = [.cost, .applications, .selectivity, .diversity]
        for kind in kinds {
            let key = seriesKey(kind)
            let reading = TrendIndicators.reading(s, kind)
            let spark = TenYearBlocks.sparkline(c, key, label: kind.label, color: kind.domain.colorToken)
            if let reading {
                // The word is the tile's label beside the kind; the number is the change the word was read from.
                let value = c.value(FieldPath.trends, reading.shownChange, reading.changeFormat)
                tiles.append(StatTile(label: "\(kind.label): \(reading.word)", value: value, hint: reading.detailText,
                                      term: "trend-direction"))
            } else if key != "diversity", let line = TenYearBlocks.line(c, key),
                      let (change, def) = TenYearBlocks.change(c, key), let end = TenYearBlocks.endValue(c, change, def)
            {
                tiles.append(StatTile(label: kind.label, value: end, hint: line.fromTo, term: "trend-direction"))
            } else if spark != nil, key == "diversity", let last = lastDiversity(c, h, files) {
                tiles.append(StatTile(label: kind.label, value: last, hint: "Reported", term: "trend-direction"))
            } else {
                continue
            }
            sparks.append(spark)
        }
        let start = HistoryMath.defaultWindow(files.meta, .academic).map { "since \(YearLabel.full($0.from, .academic))" }
        var blocks: [Block?] = [ProfileBlocks.takeaway(Takeaways.history(h, files: files))]
        blocks.append(tiles.isEmpty ? nil : .statTiles(StatTilesBlock(tiles: tiles)))
        blocks += sparks
        return OverviewCards.card(c, .history, title: "How it's changed", year: start, blocks)
    }

    /// The diversity index in the window's last fall that has one, for a tile without a direction.
    static func lastDiversity(_ c: ProfileContext, _ h: SchoolHistory, _ files: HistoryFiles) -> Value? {
        guard let window = HistoryMath.defaultWindow(files.meta, .fall), let hl = c.historyLineage else { return nil }
        for year in window.years.reversed() {
            if let v = TenYearBlocks.diversityIndex(h, year) {
                return hl.value(TenYearBlocks.diversityDef, year: year, v, format: .fixed2)
            }
        }
        return nil
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
