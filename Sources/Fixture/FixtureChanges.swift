import Domain
/// Builds `changes.json`: `StoredChange` rows (dataset-map §7) for a few colleges over two publishes: new falls of
/// admissions figures (old value from the college's history), revised and updated figures, values that appeared,
/// and values that disappeared.
enum FixtureChanges {
    struct College {
        let unitID: String
        let record: FixtureValue
        let history: FixtureHistory
    }

    /// The two publishes the rows belong to: id and time.
    static let publishes = [("fixture-2026-04-20", "2026-04-20T14:00:00Z"), ("fixture-2026-10-04", "2026-10-04T15:30:00Z")]

    static let admissionsSource = "IPEDS Admissions survey"
    static let pricesSource = "IPEDS Institutional Characteristics survey"
    static let scorecardSource = "College Scorecard"

    /// Fields that can disappear, with the series holding their last value and the source cited.
    static let disappearing: [(field: String, series: String, source: String)] = [
        ("admissions.test_submission_rate_act", "act_submit", admissionsSource),
        ("admissions.test_submission_rate_sat", "sat_submit", admissionsSource),
        ("admissions.applicants", "applicants", admissionsSource),
        ("cost.aided_net_price", "aided_net_price", "IPEDS Student Financial Aid survey"),
        ("outcomes.federal_loan_rate", "federal_loan_rate", scorecardSource),
        ("academics.faculty.avg_salary_9mo", "faculty_salary", "IPEDS Salaries survey (SAL, instructional staff, all ranks)"),
    ]

    /// The site's display year: `Fall 2024`, `2023–24`, `Entered fall 2018`.
    static func yearLabel(_ year: Int, _ kind: FixtureSeries.Kind) -> String {
        switch kind {
        case .fall: "Fall \(year)"
        case .academic: "\(year)\u{2013}\(String(year + 1).suffix(2))"
        case .cohort: "Entered fall \(year)"
        }
    }

    static func rows(_ colleges: [College]) -> [FixtureValue] {
        var out: [FixtureValue] = []
        let fall = FixtureSeries.latestFall
        for (i, c) in colleges.enumerated() {
            let latest = publishes[1], earlier = publishes[0]
            func row(_ field: String, _ kind: String, old: FixtureValue, new: FixtureValue, oldYear: String?,
                     newYear: String?, source: String, release: String?, publish: (String, String)) -> FixtureValue
            {
                .obj([
                    "unit_id": .string(c.unitID), "field": .string(field), "kind": .string(kind), "old_value": old,
                    "new_value": new, "old_year": .str(oldYear), "new_year": .str(newYear), "source": .string(source),
                    "release": .str(release), "publish_id": .string(publish.0), "published_at": .string(publish.1),
                ])
            }
            for (field, series) in [("admissions.acceptance_rate", "acceptance_rate"), ("admissions.applicants", "applicants")] {
                guard let new = c.record.value(at: field)?.numberValue, let old = c.history.value(series, fall - 1) else {
                    continue
                }
                out.append(row(field, "new_year", old: .number(old), new: .number(new), oldYear: "Fall \(fall - 1)",
                               newYear: "Fall \(fall)", source: admissionsSource,
                               release: "IPEDS winter release (provisional)", publish: latest))
            }
            switch i % 3 {
            case 0:
                if let new = c.record.value(at: "cost.avg_paid_all")?.numberValue {
                    out.append(row("cost.avg_paid_all", "revised", old: .number((new * 1.02).rounded()), new: .number(new),
                                   oldYear: "2023\u{2013}24", newYear: "2023\u{2013}24", source: pricesSource,
                                   release: "IPEDS final data (revisions)", publish: earlier))
                }
            case 1:
                if let new = c.record.value(at: "outcomes.median_earnings_10yr")?.numberValue {
                    out.append(row("outcomes.median_earnings_10yr", "appeared", old: .null, new: .number(new), oldYear: nil,
                                   newYear: nil, source: scorecardSource, release: "College Scorecard update",
                                   publish: earlier))
                }
            default:
                if let new = c.record.value(at: "outcomes.federal_loan_rate")?.numberValue {
                    out.append(row("outcomes.federal_loan_rate", "updated", old: .number(FixtureRound.four(new + 0.012)),
                                   new: .number(new), oldYear: nil, newYear: nil, source: scorecardSource,
                                   release: "College Scorecard update", publish: latest))
                }
            }
            // A value last year that is gone now (its series ends before this year).
            for (field, series, source) in Self.disappearing where c.record.value(at: field) == .null {
                guard let s = c.history.series[series], let old = s.values.last ?? nil else { continue }
                let kind = FixtureSeries.spec(series)?.kind ?? .fall
                out.append(row(field, "disappeared", old: .number(old), new: .null, oldYear: Self.yearLabel(s.end, kind),
                               newYear: nil, source: source, release: nil, publish: latest))
                break
            }
        }
        return out
    }
}
