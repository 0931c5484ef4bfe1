import Domain
import QuadAPIModels

/// The overview's topic cards: one per topic the college has, each a link to the topic page with a preview, a
/// footer and, where history exists, a ten-year line.
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

    static func card(_ c: ProfileContext, _ topic: ProfileTopic, title: String, eyebrow: String?,
                     _ blocks: [Block?]) -> Block {
        .topicCard(TopicCardBlock(title: title, href: topic.href(c.id), footer: topic.cardFooter,
                                  blocks: blocks.compactMap { $0 }, eyebrow: eyebrow))
    }

    /// "Fall 2024": the year of the applicants (else of the acceptance rate) as cited.
    static func admissionsYear(_ c: ProfileContext) -> String? {
        let a = c.school.admissions
        if a?.applicants != nil, let year = c.lineage.cited(FieldPath.applicants, c.school).year { return year }
        if a?.acceptanceRate != nil { return c.lineage.cited(FieldPath.acceptanceRate, c.school).year }
        return nil
    }

    /// A value with its ten-year line as a tile, plus the sparkline of the same series.
    static func tenYear(_ c: ProfileContext, key: String, label: String, value: Value, hint: String? = nil,
                        color: String) -> [Block?] {
        guard let line = TenYearBlocks.line(c, key) else { return [] }
        let tile = StatTile(label: label, value: value.with(delta: line.delta), hint: hint)
        return [ProfileBlocks.tiles([tile]), TenYearBlocks.sparkline(c, key, label: label, color: color)]
    }

    /// A middle-50% bar on the test's scale with the national median midpoint, drawn small.
    static func scoreBar(_ c: ProfileContext, _ range: ScoreRange?, path: String, metric: MetricKey, label: String,
                         term: String, compact: Bool) -> RangeBarBlock? {
        guard let range else { return nil }
        let scale = metric.definition.scale ?? MetricScale(0, 1)
        return RangeBarBlock(
            low: c.value(path, range.lo, .int), high: c.value(path, range.hi, .int),
            national: c.median(metric, format: .int), scale: AxisScale(min: scale.lower, max: scale.upper),
            label: label, term: term, compact: compact)
    }

    static func admissions(_ c: ProfileContext) -> Block {
        let s = c.school
        let a = s.admissions
        let color = MetricDomain.admissions.colorToken
        let title = ProfileFigures.admitRatio(s).map { "\($0) applicants admitted" } ?? "Getting in"
        var blocks: [Block?] = [ProfileBlocks.takeaway(Takeaways.admissions(s, statistics: c.statistics))]
        if let rate = a?.acceptanceRate {
            blocks.append(.ring(RingBlock(value: c.value(FieldPath.acceptanceRate, rate, .pctSmart),
                                          label: "Acceptance rate", median: c.median(.acceptance),
                                          caption: Tiers.selectivity(rate).label, term: "acceptance-rate")))
        } else {
            blocks.append(ProfileBlocks.text("**Not reported.** Colleges that leave this blank usually admit nearly "
                + "everyone who applies (open admission)."))
        }
        blocks.append(ProfileBlocks.tiles([
            ProfileBlocks.tile("Applied", c.value(FieldPath.applicants, a?.applicants, .num), term: "applicants"),
            ProfileBlocks.tile("Admitted", c.value(FieldPath.admitted, a?.admitted, .num), term: "admitted"),
            ProfileBlocks.tile("Yield", c.value(.yield), term: "yield"),
        ]))
        blocks.append(scoreBar(c, ProfileFigures.satTotal(s), path: FieldPath.satTotal, metric: .sat,
                               label: "SAT middle 50%", term: "middle-50", compact: true).map(Block.rangeBar))
        blocks.append(scoreBar(c, a?.actComposite25_75, path: FieldPath.actComposite, metric: .act,
                               label: "ACT middle 50%", term: "act", compact: true).map(Block.rangeBar))
        let rateLine = TenYearBlocks.line(c, "acceptance_rate").map { "Admit rate \($0.changeText)" }
        blocks += tenYear(c, key: "applicants", label: "Applications",
                          value: c.value(FieldPath.applicants, a?.applicants, .num), hint: rateLine, color: color)
        return card(c, .admissions, title: title, eyebrow: admissionsYear(c).map { "Admissions \u{00B7} \($0)" },
                    blocks)
    }

    static func students(_ c: ProfileContext) -> Block {
        let s = c.school
        let d = s.demographics
        let larger = c.rank(.enrollment).map { "Larger than \(SiteFormat.pct($0)) of colleges" }
        var blocks: [Block?] = [
            ProfileBlocks.takeaway(Takeaways.students(s, statistics: c.statistics)),
            ProfileBlocks.tiles([
                ProfileBlocks.tile("Undergrads", c.value(.enrollment), hint: larger, term: "undergrad-enrollment"),
                ProfileBlocks.tile("Diversity index", c.value(.diversity), term: "diversity-index"),
            ]),
            StudentsScreen.raceBar(c, compact: true),
            ProfileBlocks.benchmark(c, .pell, label: "Pell Grant recipients"),
            ProfileBlocks.benchmark(c, .firstGen, label: "First-generation students"),
        ]
        let chips = campusChips(s)
        if !chips.isEmpty { blocks.append(.chips(ChipsBlock(chips: chips))) }
        let color = MetricDomain.diversity.colorToken
        let diversity = tenYear(c, key: "diversity", label: "Diversity index", value: c.value(.diversity), color: color)
        blocks += diversity.isEmpty
            ? tenYear(c, key: "undergrads", label: "Undergrads",
                      value: c.value(FieldPath.undergrads, d?.undergradEnrollment, .num), color: color)
            : diversity
        return card(c, .students, title: "Who\u{2019}s on campus", eyebrow: ProfileTopic.students.eyebrow, blocks)
    }

    /// Setting, housing, athletics, ROTC, study abroad and undergraduate research, as chips.
    static func campusChips(_ s: School) -> [Chip] {
        var chips: [Chip] = []
        if let setting = ProfileFigures.settingWords(s) { chips.append(Chip(label: setting, term: "locale")) }
        if let housing = s.campus?.housing {
            if housing.offered == false {
                chips.append(Chip(label: "No college housing", term: "housing-capacity"))
            } else if housing.firstYearsRequired == true {
                chips.append(Chip(label: "First-years live on campus", term: "housing-capacity"))
            }
        }
        if let athletics = athleticsLabel(s) { chips.append(Chip(label: athletics, term: "ncaa-division")) }
        if let p = s.campus?.programs {
            if !(p.rotc ?? []).isEmpty { chips.append(Chip(label: "ROTC", term: "rotc")) }
            if p.studyAbroad == true { chips.append(Chip(label: "Study abroad")) }
            if p.undergradResearch == true { chips.append(Chip(label: "Undergrad research")) }
        }
        return chips
    }

    /// "NCAA D-I FBS · {conference}", "NAIA · {conference}", or nil.
    static func athleticsLabel(_ s: School) -> String? {
        guard let a = s.campus?.athletics else { return nil }
        let associations = a.associations ?? []
        let base: String
        if associations.contains("ncaa"), let division = a.division {
            base = "NCAA D-" + division.split(separator: "-").joined(separator: " ")
        } else if associations.contains("naia") {
            base = "NAIA"
        } else {
            return nil
        }
        return a.conference?.name.map { "\(base) \u{00B7} \($0)" } ?? base
    }

    static func academics(_ c: ProfileContext) -> Block {
        let s = c.school
        let top = s.academics?.majorsTop?.first
        var tiles: [StatTile?] = []
        if let rank = c.rank(.studentFaculty) {
            let fewer = rank <= 0.5
            let hint = "\(fewer ? "Fewer" : "More") students per faculty member than at "
                + "\(SiteFormat.pct(fewer ? 1 - rank : rank)) of colleges"
            tiles.append(ProfileBlocks.tile("Students per faculty member", c.value(.studentFaculty), hint: hint,
                                            term: "student-faculty-ratio"))
        }
        if let top, let share = top.share {
            tiles.append(ProfileBlocks.tile("Most popular major", c.value(FieldPath.majorsTop, share, .pct),
                                            hint: top.title, term: "first-major"))
        }
        if let program = AcademicsScreen.topEarning(c).first {
            tiles.append(ProfileBlocks.tile("Top-earning major", program.earnings, hint: program.title,
                                            term: "field-of-study"))
        }
        tiles.append(ProfileBlocks.tile("Full-time faculty", c.value(.facultyFullTime), term: "full-time-faculty"))
        tiles.append(ProfileBlocks.tile("Instruction spending per student", c.value(.financesInstruction),
                                        term: "instruction-expenses"))
        let blocks: [Block?] = [ProfileBlocks.takeaway(Takeaways.academics(s, statistics: c.statistics)),
                                ProfileBlocks.tiles(tiles)]
        return card(c, .academics, title: "Majors and faculty", eyebrow: ProfileTopic.academics.eyebrow, blocks)
    }
}
