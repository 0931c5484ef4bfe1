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
            let gap = Derived.admitRateGap(s)
            var display = ""
            if let men = rates.men, let women = rates.women {
                display = "\(SiteFormat.pctSmart(men)) / \(SiteFormat.pctSmart(women))"
                if let gap, gap.magnitude >= 0.03 { display += " \u{00B7} " + MetricKey.admitGap.definition.text(gap) }
            }
            return (.value(c.lineage.value(FieldPath.bySex, of: s, gap, display: display, format: .pts)), nil)
        },
        Column(key: "enrollment", label: "Undergrads", term: "undergrad-enrollment", sort: .enrollment) { c, p, s in
            let v = c.lineage.value(FieldPath.undergrads, of: s, s.demographics?.undergradEnrollment, format: .compact)
            let rank = c.statistics.rank(.enrollment, at: p)
            return (.value(v), ExploreTableBuilder.bar(rank, max: 1, .size))
        },
        Column(key: "sat", label: "SAT middle 50%", term: "middle-50", sort: .sat) { c, p, s in
            let sat = Derived.satComposite(s)
            let v = c.lineage.value("derived.sat_composite", of: s, Derived.satMid(s),
                                    display: sat.map { SiteFormat.range($0.lo, $0.hi) } ?? "", format: .int)
            let bar = sat.map { r in
                TableBar(start: max(0, min(1, (r.lo - 800) / 800)), end: max(0, min(1, max((r.hi - 800) / 800, (r.lo - 800) / 800 + 0.02))),
                         color: MetricDomain.scores.colorToken)
            }
            return (.value(v), bar)
        },
        metric("pell", "Pell", "pell-grant", .pell, .pell, barMax: 1),
        metric("first_gen", "First-gen", "first-gen", .firstGen, .firstGen, barMax: 1),
        metric("out_of_state", "Out of state", "in-state-student", .outOfState, .outOfState, barMax: 1),
        metric("transfer_share", "Transfers, share of new", "transfer-in", .transferShare, .transferShare, barMax: 1),
        Column(key: "bachelors", label: "Bachelor's degrees, top major", term: "first-major", sort: .bachelors) { c, p, s in
            let n = s.academics?.bachelorsAwarded
            var display = n.map(SiteFormat.num) ?? ""
            if let top = s.academics?.majorsTop?.first, let title = top.title, let share = top.share, n != nil {
                display += " \u{00B7} \(title) \(SiteFormat.pct(share))"
            }
            return (.value(c.lineage.value(FieldPath.bachelorsAwarded, of: s, n, display: display, format: .num)), nil)
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
            var display = ""
            if let pell = s.outcomes?.gradRatePell, let neither = s.outcomes?.gradRateNoPellNoLoan {
                display = "\(SiteFormat.pct(pell)) / \(SiteFormat.pct(neither))"
                if let gap = Derived.pellGap(s) { display += " \u{00B7} " + SiteFormat.pellGap(gap) }
            }
            return (.value(c.lineage.value("derived.pell_grad_gap", of: s, Derived.pellGap(s), display: display, format: .pts)), nil)
        },
        metric("loan_rate", "Borrow", "federal-loan-rate", .loanRate, .loanRate, barMax: 1),
    ]

    /// A ten-year change: the change, then "from → to".
    static func change(_ key: String, _ label: String, _ term: String, _ sort: SortKey, measure: ChangeMeasure,
                       value: @escaping @Sendable (School) -> Double?, trend: @escaping @Sendable (School) -> TrendSummary?,
                       ends: @escaping @Sendable (Double) -> String) -> Column {
        Column(key: key, label: label, term: term, sort: sort) { c, p, s in
            let v = value(s)
            var display = ""
            if let v {
                display = switch measure {
                case .ratio: SiteFormat.signedPercent(v)
                case .points: SiteFormat.signedPoints(v)
                case .index: SiteFormat.signedIndex(v)
                }
                if let t = trend(s), let from = t.from, let to = t.to { display += " \u{00B7} \(ends(from)) \u{2192} \(ends(to))" }
            }
            return (.value(c.lineage.value("trends", of: s, v, display: display,
                                           format: ExploreCardBuilder.changeFormat(measure))), nil)
        }
    }

    static let changes: [Column] = [
        change("avg_cost_change", "Avg cost, 10-yr change", "inflation-adjusted", .avgCostChange, measure: .ratio,
               value: Derived.avgCostChange, trend: { $0.trends?.avgPaidAll }, ends: SiteFormat.moneyCompact),
        change("admit_rate_change", "Admit rate, then \u{2192} now", "acceptance-rate", .admitRateChange, measure: .points,
               value: Derived.admitRateChange, trend: { $0.trends?.acceptanceRate }, ends: SiteFormat.pctSmart),
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
