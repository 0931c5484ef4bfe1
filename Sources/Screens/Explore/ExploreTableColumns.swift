import Domain
import QuadAPIModels

/// The table's measure columns and its ten-year change columns.
enum ExploreTableColumns {
    typealias Column = ExploreTableBuilder.Column

    /// A registry metric's value, with a bar over `max` when given.
    static func metric(_ key: String, _ label: String, _ term: String, _ sort: SortKey, _ metric: MetricKey,
                       barMax: Double? = nil) -> Column {
        Column(key: key, label: label, term: term, sort: sort) { c, _, s in
            let v = c.lineage.value(metric, of: s)
            let bar = barMax.flatMap { ExploreTableBuilder.bar(v.value, max: $0, metric.definition.domain) }
            return (.value(v), bar)
        }
    }

    static let measures: [Column] = [
        metric("acceptance_rate", "Admit rate", "acceptance-rate", .acceptanceRate, .acceptance, barMax: 1),
        Column(key: "admit_gap", label: "Admit rate, men / women", term: "admit-rate-by-sex", sort: .admitGap) { c, p, s in
            let rates = Derived.admitRatesBySex(s)
            guard let men = rates.men, let women = rates.women else {
                return (.value(c.lineage.value(FieldPath.admitRateMen, of: s, nil, format: .pctSmart)), nil)
            }
            // SchoolTable: "{men} / {women}", with the gap (METRICS.admitGap) under it when it is 3 points or more.
            let note = Derived.admitRateGap(s).flatMap { $0.magnitude >= 0.03 ? MetricKey.admitGap.definition.text($0) : nil }
            return (.values(CellValues(values: [c.lineage.value(FieldPath.admitRateMen, of: s, men, format: .pctSmart),
                                                c.lineage.value(FieldPath.admitRateWomen, of: s, women, format: .pctSmart)],
                                       separator: " / ", note: note)), nil)
        },
        Column(key: "enrollment", label: "Undergrads", term: "undergrad-enrollment", sort: .enrollment) { c, p, s in
            let v = c.lineage.value(FieldPath.undergrads, of: s, s.demographics?.undergradEnrollment, format: .compact)
            let rank = c.statistics.rank(.enrollment, at: p)
            return (.value(v), ExploreTableBuilder.bar(rank, max: 1, .size))
        },
        Column(key: "sat", label: "SAT middle 50%", term: "middle-50", sort: .sat) { c, p, s in
            guard let sat = Derived.satComposite(s) else {
                return (.value(c.lineage.value("derived.sat_composite", of: s, nil, format: .int)), nil)
            }
            let bar = TableBar(start: max(0, min(1, (sat.lo - 800) / 800)),
                               end: max(0, min(1, max((sat.hi - 800) / 800, (sat.lo - 800) / 800 + 0.02))),
                               color: MetricDomain.scores.colorToken)
            return (.values(CellValues(values: [c.lineage.value("derived.sat_composite", of: s, sat.lo, format: .int),
                                                c.lineage.value("derived.sat_composite", of: s, sat.hi, format: .int)],
                                       separator: "\u{2013}")), bar)
        },
        metric("pell", "Pell", "pell-grant", .pell, .pell, barMax: 1),
        metric("first_gen", "First-gen", "first-gen", .firstGen, .firstGen, barMax: 1),
        metric("out_of_state", "Out of state", "in-state-student", .outOfState, .outOfState, barMax: 1),
        metric("transfer_share", "Transfers, share of new", "transfer-in", .transferShare, .transferShare, barMax: 1),
        Column(key: "bachelors", label: "Bachelor\'s degrees, top major", term: "first-major", sort: .bachelors) { c, p, s in
            let n = s.academics?.bachelorsAwarded
            let v = c.lineage.value(FieldPath.bachelorsAwarded, of: s, n, format: .num)
            // SchoolTable: the count, with "{top major} · {share}" under it.
            guard let top = s.academics?.majorsTop?.first, let title = top.title, let share = top.share else {
                return (.value(v), nil)
            }
            return (.values(CellValues(values: [v], note: "\(title) \u{00B7} \(SiteFormat.pct(share))")), nil)
        },
        metric("men_share", "Men", "gender-balance", .menShare, .menShare, barMax: 1),
        metric("diversity", "Diversity", "diversity-index", .diversity, .diversity, barMax: 1),
        Column(key: "avg_cost", label: "Avg cost", term: "average-cost", sort: .avgCost) { c, p, s in
            let v = c.lineage.value(FieldPath.avgPaidAll, of: s, s.cost?.avgPaidAll, format: .moneyCompact)
            return (.value(v), ExploreTableBuilder.bar(v.value, max: 80_000, .value))
        },
        metric("aid_generosity", "Aid generosity", "aid-generosity", .aidGenerosity, .aidGenerosity, barMax: 1),
        Column(key: "earnings", label: "Earnings", term: "median-earnings", sort: .earnings) { c, p, s in
            let v = c.lineage.value(FieldPath.earnings10yr, of: s, s.outcomes?.medianEarnings10yr, format: .moneyCompact)
            return (.value(v), ExploreTableBuilder.bar(v.value, max: 150_000, .value))
        },
        metric("grad_rate", "Grad rate", "graduation-rate", .gradRate, .gradRate, barMax: 1),
        metric("completion_8yr", "8-yr completion, all", "outcome-measures", .completion8yr, .completion8, barMax: 1),
        Column(key: "pell_gap", label: "Grad rate, Pell / neither", term: "pell-graduation-gap", sort: .pellGap) { c, p, s in
            guard let pell = s.outcomes?.gradRatePell, let neither = s.outcomes?.gradRateNoPellNoLoan else {
                return (.value(c.lineage.value(FieldPath.gradRatePell, of: s, nil, format: .pct)), nil)
            }
            // SchoolTable: "{Pell} / {neither}", with the gap (METRICS.pellGap) under it.
            return (.values(CellValues(values: [c.lineage.value(FieldPath.gradRatePell, of: s, pell, format: .pct),
                                                c.lineage.value(FieldPath.gradRateNoPellNoLoan, of: s, neither, format: .pct)],
                                       separator: " / ", note: Derived.pellGap(s).map(SiteFormat.pellGap))), nil)
        },
        metric("loan_rate", "Borrow", "federal-loan-rate", .loanRate, .loanRate, barMax: 1),
    ]

    /// A ten-year change (SchoolTable ChangeCell): the signed change, then "from → to" under it.
    static func change(_ key: String, _ label: String, _ term: String, _ sort: SortKey, measure: ChangeMeasure,
                       value: @escaping @Sendable (School) -> Double?, trend: @escaping @Sendable (School) -> TrendSummary?,
                       ends: @escaping @Sendable (Double) -> String) -> Column {
        let format: FormatKind = switch measure {
        case .ratio: .signedPct
        case .points: .signedPts
        case .index: .signedFixed2
        }
        return Column(key: key, label: label, term: term, sort: sort) { c, p, s in
            let v = c.lineage.value("trends", of: s, value(s), format: format)
            guard v.value != nil, let t = trend(s), let from = t.from, let to = t.to else { return (.value(v), nil) }
            return (.values(CellValues(values: [v], note: "\(ends(from)) \u{2192} \(ends(to))")), nil)
        }
    }

    static let changes: [Column] = [
        change("avg_cost_change", "Avg cost, 10-yr change", "inflation-adjusted", .avgCostChange, measure: .ratio,
               value: Derived.avgCostChange, trend: { $0.trends?.avgPaidAll }, ends: SiteFormat.moneyCompact),
        change("admit_rate_change", "Admit rate, then \u{2192} now", "acceptance-rate", .admitRateChange, measure: .points,
               // SchoolTable reads the stored change here, without the applicant floor of the sort.
               value: { $0.trends?.acceptanceRate?.change }, trend: { $0.trends?.acceptanceRate },
               ends: SiteFormat.pctSmart),
        change("size_change", "Undergrads, 10-yr change", "undergrad-enrollment", .sizeChange, measure: .ratio,
               value: Derived.sizeChange, trend: { $0.trends?.undergrads }, ends: SiteFormat.compact),
        change("apps_change", "Applications, 10-yr change", "applicants", .appsChange, measure: .ratio,
               value: Derived.applicantsChange, trend: { $0.trends?.applicants }, ends: SiteFormat.compact),
        change("diversity_change", "Diversity, then \u{2192} now", "diversity-index", .diversityChange, measure: .index,
               value: Derived.diversityChange, trend: { $0.trends?.diversity }, ends: SiteFormat.fixed2),
        change("men_share_change", "Men, then \u{2192} now", "gender-balance", .menShareChange, measure: .points,
               value: Derived.menShareChange, trend: { $0.trends?.menShare }, ends: { SiteFormat.pct($0) }),
        change("loan_rate_change", "Borrow, then \u{2192} now", "federal-loan-rate", .loanRateChange, measure: .points,
               value: Derived.loanRateChange, trend: { $0.trends?.federalLoanRate }, ends: { SiteFormat.pct($0) }),
        change("pell_gap_change", "Pell gap, then \u{2192} now", "pell-graduation-gap", .pellGapChange, measure: .points,
               value: Derived.pellGapChange, trend: { $0.trends?.pellGap },
               ends: { JSNumber.string(JSNumber.round($0 * 100)) + " pts" }),
    ]
}
