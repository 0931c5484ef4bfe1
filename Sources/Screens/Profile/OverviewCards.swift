import Domain
import QuadAPIModels

/// The overview's topic cards (components/profile/TopicCards.tsx): one per topic the college has, each a link to
/// the topic page with the card's figures, a footer and, where the college has a history file, a ten-year line.
enum OverviewCards {
    static func cards(_ c: ProfileContext) -> [Block] {
        c.topics.compactMap { topic in
            switch topic {
            case .admissions: admissions(c)
            case .students: students(c)
            case .academics: academics(c)
            case .cost: OverviewValueCards.cost(c)
            case .outcomes: OverviewValueCards.outcomes(c)
            case .history: OverviewValueCards.history(c)
            }
        }
    }

    /// TopicCard: the eyebrow, with " · {year}" when the card names one.
    static func card(_ c: ProfileContext, _ topic: ProfileTopic, title: String, year: String?, _ blocks: [Block?]) -> Block {
        .topicCard(TopicCardBlock(title: title, href: topic.href(c.id), footer: topic.cardFooter,
                                  blocks: blocks.compactMap { $0 },
                                  eyebrow: topic.eyebrow + (year.map { " \u{00B7} \($0)" } ?? "")))
    }

    /// "Fall 2024": the year of the applicants when the counts are complete (else of the acceptance rate) as cited.
    static func admissionsYear(_ c: ProfileContext, counts: Bool) -> String? {
        c.lineage.cited(counts ? FieldPath.applicants : FieldPath.acceptanceRate, c.school).year
    }

    /// "above the median", "about the median" (within 2 points), "below the median" (StudentsCard `vsMedian`).
    static func vsMedian(_ c: ProfileContext, _ value: Double?, _ metric: MetricKey) -> String? {
        guard let value, let m = c.statistics.median(metric) else { return nil }
        return (value - m).magnitude < 0.02 ? "about the median" : value > m ? "above the median" : "below the median"
    }

    /// A middle-50% bar with the national median midpoint, drawn small, on the tightest score tier that holds its
    /// 25th percentile (AdmissionsCard's `scoreScale(test, low).scale`).
    static func scoreBar(_ c: ProfileContext, _ range: ScoreRange?, path: String, metric: MetricKey, label: String,
                         term: String) -> Block? {
        guard let range else { return nil }
        return .rangeBar(RangeBarBlock(
            low: c.value(path, range.lo, .int), high: c.value(path, range.hi, .int),
            national: c.median(metric, format: .int),
            scale: ScoreScaleTiers.scale(metric == .act ? .act : .sat, [range.lo]),
            label: label, term: term, compact: true))
    }

    /// AdmissionsCard: the rate with its tier (or the open-admission note), applied / admitted / yield when the
    /// counts are complete, the SAT and ACT middle 50%, and applications over ten years with the admit rate.
    static func admissions(_ c: ProfileContext) -> Block {
        let s = c.school
        let a = s.admissions
        let color = MetricDomain.admissions.colorToken
        let counts = Derived.hasAdmissionCounts(s)
        let title = AdmitRatio.text(a?.acceptanceRate).map { "\($0) applicants admitted" } ?? "Getting in"
        // AdmissionsCard: `admissionsTakeaway(...) ?? topicOf("admissions").description`.
        var blocks: [Block?] = [ProfileBlocks.takeaway(Takeaways.admissions(s, statistics: c.statistics)
            ?? ProfileTopic.admissions.description)]
        if let rate = a?.acceptanceRate {
            blocks.append(.ring(RingBlock(value: c.value(FieldPath.acceptanceRate, rate, .pctSmart), label: "acceptance rate",
                                          caption: Tiers.selectivity(rate).label, term: "acceptance-rate")))
        } else {
            blocks.append(ProfileBlocks.text("**Acceptance rate:** Not reported"))
            blocks.append(ProfileBlocks.text("Usually means open admission: most applicants are accepted."))
        }
        if counts {
            blocks.append(ProfileBlocks.tiles([
                ProfileBlocks.tile("Applied", c.value(FieldPath.applicants, a?.applicants, .num), term: "applicants"),
                ProfileBlocks.tile("Admitted", c.value(FieldPath.admitted, a?.admitted, .num), term: "admitted"),
                c.reported(.yield).flatMap { ProfileBlocks.tile("Yield", $0, hint: "of admits enroll", term: "yield") },
            ]))
        }
        // AdmissionsCard draws the section sums (derived.sat_composite), not the college's own total.
        blocks.append(scoreBar(c, Derived.satComposite(s), path: "derived.sat_composite", metric: .sat,
                               label: "SAT middle 50%", term: "middle-50"))
        blocks.append(scoreBar(c, a?.actComposite25_75, path: FieldPath.actComposite, metric: .act,
                               label: "ACT middle 50%", term: "act"))
        let rate = TenYearBlocks.line(c, "acceptance_rate").map { "admit rate \($0.fromTo)" }
        blocks += TenYearBlocks.card(c, key: "applicants", label: "Applications", hint: rate, color: color)
        return card(c, .admissions, title: title, year: admissionsYear(c, counts: counts), blocks)
    }

    /// StudentsCard: undergrads (compact) with the size percentile, the diversity index with a mini bar, Pell and
    /// first-generation shares against the median, the campus chips, and the diversity (else undergrads) line.
    static func students(_ c: ProfileContext) -> Block {
        let s = c.school
        let d = s.demographics
        let larger = c.rank(.enrollment).map { "larger than \(SiteFormat.pct($0)) of colleges" }
        var blocks: [Block?] = [
            ProfileBlocks.takeaway(Takeaways.students(s, statistics: c.statistics)),
            ProfileBlocks.tiles([ProfileBlocks.tile("undergrads", c.value(FieldPath.undergrads, d?.undergradEnrollment,
                                                                          .compact), hint: larger,
                                                    term: "undergrad-enrollment")]),
        ]
        var stats: [StatTile?] = []
        if d?.racialDiversity != nil { stats.append(ProfileBlocks.tile("Diversity index", c.value(.diversity), term: "diversity-index")) }
        stats.append(ProfileBlocks.tile("Pell Grant", c.value(FieldPath.pellShare, d?.pellGrantPercent, .pct),
                                        hint: vsMedian(c, d?.pellGrantPercent, .pell), term: "pell-grant"))
        stats.append(ProfileBlocks.tile("First generation", c.value(FieldPath.firstGenShare, d?.firstGenPercent, .pct),
                                        hint: vsMedian(c, d?.firstGenPercent, .firstGen), term: "first-gen"))
        blocks.append(ProfileBlocks.tiles(stats))
        if d?.racialDiversity != nil, c.reported(.diversity) != nil { blocks.append(StudentsScreen.raceBar(c, compact: true)) }
        let chips = campusChips(s)
        if !chips.isEmpty { blocks.append(.chips(ChipsBlock(chips: chips))) }
        if let reading = TrendIndicators.reading(s, .diversity), let detail = reading.detailText {
            // The diversity indicator's word, then "· index a → b since fall YYYY".
            let since = YearLabel.since(reading.trend.since ?? 0, .fall)
            var value = c.value(.diversity)
            if let delta = Lineage.delta(reading.change, display: detail, since: since) { value = value.with(delta: delta) }
            blocks.append(.statTiles(StatTilesBlock(tiles: [StatTile(label: reading.word, value: value, term: "diversity-index")])))
            blocks.append(TenYearBlocks.sparkline(c, "diversity", label: "Diversity index",
                                                  color: MetricDomain.diversity.colorToken))
        } else {
            blocks += TenYearBlocks.card(c, key: "undergrads", label: "Undergrads", color: MetricDomain.size.colorToken)
        }
        return card(c, .students, title: "Who's on campus", year: nil, blocks)
    }

    /// The students card's chips (lib/profile-cards.ts `campusChips`): setting, the live-on rule (else "No college
    /// housing"), athletics level and conference, ROTC, study abroad, undergraduate research.
    static func campusChips(_ s: School) -> [Chip] {
        var chips: [Chip] = []
        if let setting = ProfileFigures.settingWords(s) { chips.append(Chip(label: setting, term: "locale")) }
        if let housing = s.campus?.housing {
            if housing.firstYearsRequired == true {
                chips.append(Chip(label: "First-years live on campus", term: "live-on-requirement"))
            } else if housing.offered != true {
                chips.append(Chip(label: "No college housing", term: "housing-capacity"))
            }
        }
        if let athletics = athleticsLabel(s) { chips.append(Chip(label: athletics, term: "ncaa-division")) }
        if let p = s.campus?.programs {
            if !(p.rotc ?? []).isEmpty { chips.append(Chip(label: "ROTC", term: "rotc")) }
            if p.studyAbroad == true { chips.append(Chip(label: "Study abroad", term: "study-abroad")) }
            if p.undergradResearch == true { chips.append(Chip(label: "Undergrad research", term: "undergrad-research")) }
        }
        return chips
    }

    /// "NCAA D-I FBS · {conference}", "NAIA · {conference}", the conference alone, or nil: the level from
    /// lib/campus-services.ts `divisionFilterOf` (the NCAA division, else "naia" for an NAIA member) in DIVISION_SHORT.
    static func athleticsLabel(_ s: School) -> String? {
        guard let a = s.campus?.athletics else { return nil }
        var level: String?
        if let division = a.division, !division.isEmpty {
            level = "NCAA D-" + division.split(separator: "-").joined(separator: " ")
        } else if (a.associations ?? []).contains("naia") {
            level = "NAIA"
        }
        let label = [level, a.conference?.name].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " \u{00B7} ")
        return label.isEmpty ? nil : label
    }

    /// AcademicsCard: students per faculty with its percentile (else the most popular major), the most popular
    /// major and its share, the top-earning major, full-time faculty, instruction spending; no ten-year line.
    static func academics(_ c: ProfileContext) -> Block {
        let s = c.school
        let top = s.academics?.majorsTop?.first
        let topYear = c.lineage.cited(FieldPath.majorsTop, s).year ?? "graduates"
        var tiles: [StatTile?] = []
        if let ratio = c.reported(.studentFaculty) {
            let vs = AcademicsScreen.ratioVs(c).map { " \u{00B7} \($0.word) than at \(SiteFormat.pct($0.share)) of colleges" } ?? ""
            tiles.append(StatTile(label: "students per faculty member", value: ratio,
                                  hint: vs.isEmpty ? nil : String(vs.dropFirst(3)), term: "student-faculty-ratio"))
        }
        if let top, let share = top.share {
            // Without a ratio the major is the card's headline, captioned "most popular major · {share} of {year}".
            let label = c.reported(.studentFaculty) == nil ? "most popular major" : "Most popular major"
            tiles.append(ProfileBlocks.tile(label, c.value(FieldPath.majorsTop, share, .pct),
                                            hint: "\(top.title ?? "") \u{00B7} \(SiteFormat.pct(share)) of \(topYear)",
                                            term: "first-major"))
        }
        if let program = AcademicsScreen.topEarning(c).first {
            tiles.append(ProfileBlocks.tile("Top-earning major", program.earningsCompact,
                                            hint: "\(program.title) \u{00B7} \(program.earningsCompact.display) "
                                                + "\(program.yearsAfter) after completion", term: "field-of-study"))
        }
        tiles.append(ProfileBlocks.tile("Full-time faculty", c.value(.facultyFullTime), hint: "of faculty",
                                        term: "full-time-faculty"))
        tiles.append(ProfileBlocks.tile("Instruction spending",
                                        c.value(FieldPath.finances, s.finances?.instructionPerStudent, .moneyCompact),
                                        hint: "per student a year", term: "instruction-expenses"))
        let blocks: [Block?] = [ProfileBlocks.takeaway(Takeaways.academics(s, statistics: c.statistics)),
                                ProfileBlocks.tiles(tiles)]
        return card(c, .academics, title: "Majors and faculty", year: nil, blocks)
    }
}
