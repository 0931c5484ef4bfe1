import Domain
import QuadAPIModels

/// `GET /schools/{id}/students`: Students & campus (screens-map §3.3).
public enum StudentsScreen {
    /// The Students & campus screen (every college has one).
    public static func build(_ c: ProfileContext) throws(APIError) -> Screen {
        try c.require(.students)
        let s = c.school
        let d = s.demographics
        var blocks: [Block?] = []
        if d?.racialDiversity != nil {
            blocks.append(ProfileBlocks.heading(2, "Race and ethnicity", anchor: "diversity"))
            blocks.append(raceBar(c, compact: false))
            blocks.append(ProfileBlocks.tiles([ProfileBlocks.tile("Diversity index", c.value(.diversity),
                                                                  term: "diversity-index")]))
            blocks.append(ProfileBlocks.strip(c, .diversity, phrase: "more diverse than", lowLabel: "Less diverse",
                                              highLabel: "More diverse"))
        }
        if d?.pellGrantPercent != nil || d?.firstGenPercent != nil {
            blocks.append(ProfileBlocks.heading(2, "Economic access", anchor: "access"))
            blocks.append(ProfileBlocks.benchmark(c, .pell, label: "Pell Grant recipients"))
            blocks.append(ProfileBlocks.benchmark(c, .firstGen, label: "First-generation students"))
            blocks.append(ProfileBlocks.strip(c, .pell, phrase: "more Pell recipients than"))
        }
        if d?.undergradEnrollment != nil {
            blocks.append(ProfileBlocks.heading(2, "Campus size", anchor: "size"))
            blocks.append(ProfileBlocks.tiles([ProfileBlocks.tile("Undergrads", c.value(.enrollment),
                                                                  term: "undergrad-enrollment")]))
            blocks.append(ProfileBlocks.strip(c, .enrollment, phrase: "larger than", lowLabel: "Smaller",
                                              highLabel: "Larger"))
        }
        blocks += residence(c)
        blocks += transfers(c)
        blocks.append(whoTheyAre(c))
        blocks += StudentsCampus.campusLife(c)
        let since = TenYearBlocks.line(c, "undergrads").flatMap { line in
            ProfileBlocks.tiles([StatTile(label: "Undergrads", value: c.value(.enrollment).with(delta: line.delta),
                                          term: "undergrad-enrollment")])
        }
        return ProfileBlocks.topicScreen(
            c, .students, title: "Who\u{2019}s on campus", takeaway: Takeaways.students(s, statistics: c.statistics),
            since: since, paths: ProfileFields.students, blocks: blocks)
    }

    /// The race and ethnicity shares as one 100% bar, in the site's category order.
    static func raceBar(_ c: ProfileContext, compact: Bool) -> Block? {
        let segments = raceSegments(c.lineage, c.school)
        guard !segments.isEmpty else { return nil }
        return .stackedBar(StackedBarBlock(segments: segments, label: compact ? nil : "Undergraduates by race and ethnicity"))
    }

    /// The college's race and ethnicity shares as cited segments, in the site's category order; empty without them.
    static func raceSegments(_ lineage: Lineage, _ school: School) -> [BarSegment] {
        guard let r = school.demographics?.racialDiversity else { return [] }
        let parts: [(String, Double?, String)] = [
            ("White", r.white, "race-white"), ("Asian", r.asian, "race-asian"),
            ("Hispanic/Latino", r.hispanic, "race-hispanic"), ("Black", r.black, "race-black"),
            ("Two or more", r.twoOrMore, "race-two-or-more"), ("International", r.international, "race-international"),
            ("Other/unknown", r.other, "race-other"),
        ]
        return parts.compactMap { label, share, color in
            share.map {
                BarSegment(label: label, value: lineage.value(FieldPath.racialDiversity, of: school, $0, format: .pct),
                           color: color)
            }
        }
    }

    /// Where first-years come from: in-state, other states, abroad, the out-of-state rank, the top home states.
    static func residence(_ c: ProfileContext) -> [Block] {
        guard let r = c.school.demographics?.residence else { return [] }
        let path = FieldPath.residence
        let rank = c.rank(.outOfState).map { "More than at \(SiteFormat.pct($0)) of colleges" }
        var out: [Block?] = [ProfileBlocks.heading(2, "Where they come from", anchor: "residence")]
        out.append(ProfileBlocks.tiles([
            ProfileBlocks.tile("From this state", c.value(path, r.inState, .pct), term: "in-state-student"),
            ProfileBlocks.tile("From other states", c.value(path, r.outOfState, .pct), hint: rank,
                               term: "in-state-student"),
            ProfileBlocks.tile("From abroad", c.value(path, r.international, .pct)),
        ]))
        if let states = homeStates(c) { out.append(states) }
        return out.compactMap { $0 }
    }

    /// The five states sending the most first-years (from the detail file), as a table.
    static func homeStates(_ c: ProfileContext) -> Block? {
        guard let detail = try? c.snapshot.detail(for: c.id), let table = detail.tables?.homeStates,
              let rows = table.rows, !rows.isEmpty
        else { return nil }
        let total = rows.values.reduce(0, +)
        let top = rows.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.prefix(5)
        return .table(TableBlock(
            columns: [TableColumn(key: "state", label: "Home state"), TableColumn(key: "first-years", label: "First-years"),
                      TableColumn(key: "share", label: "Share")],
            rows: top.map { state, count in
                TableRow(cells: [.text(state), .value(c.value("detail.home_states", count, .num)),
                                 .value(c.value("detail.home_states", total > 0 ? count / total : nil, .pct))])
            },
            sticky: TableSticky(columns: 1, header: false)))
    }

    /// Transfer-ins as a share of new students, and students who left to enroll elsewhere.
    static func transfers(_ c: ProfileContext) -> [Block] {
        let share = c.reported(.transferShare)
        let out = c.reported(.transferOut)
        guard share != nil || out != nil else { return [] }
        let rank = c.rank(.transferShare).map { "More than at \(SiteFormat.pct($0)) of colleges" }
        return [ProfileBlocks.heading(2, "Transfers", anchor: "transfers"),
                ProfileBlocks.tiles([
                    share.flatMap { ProfileBlocks.tile("Transfer students among new undergrads", $0, hint: rank,
                                                       term: "transfer-in") },
                    out.flatMap { ProfileBlocks.tile("Enrolled at another college within 8 years", $0,
                                                     term: "transfer-out") },
                ])].compactMap { $0 }
    }

    /// "Who they are" (folded): men and women, another gender, part-time and older students.
    static func whoTheyAre(_ c: ProfileContext) -> Block? {
        let s = c.school
        let d = s.demographics
        var blocks: [Block?] = [ProfileBlocks.benchmark(c, .menShare, label: "Men")]
        var tiles: [StatTile?] = [ProfileBlocks.tile("Women", c.value(FieldPath.womenShare, d?.womenShare, .pct),
                                                     term: "gender-balance")]
        if let g = s.lgbtq?.gender, g.status == "reported", let another = g.another {
            tiles.append(ProfileBlocks.tile("Another gender", c.value("lgbtq.gender", another, .num)))
        }
        blocks.append(ProfileBlocks.tiles(tiles))
        blocks.append(ProfileBlocks.benchmark(c, .partTime, label: "Part-time students"))
        blocks.append(ProfileBlocks.benchmark(c, .adults, label: "Students 25 and older"))
        if let rank = c.rank(.adults), rank >= 0.75 {
            blocks.append(.chips(ChipsBlock(chips: [Chip(label: "Many adult students", color: MetricDomain.access.colorToken,
                                                         term: "adult-students")])))
        }
        if let note = Takeaways.partTime(s) { blocks.append(ProfileBlocks.text(note)) }
        let shown = blocks.compactMap { $0 }
        guard shown.contains(where: { if case .text = $0 { false } else { true } }) else { return nil }
        return .fold(FoldBlock(hint: "Show who they are", blocks: [ProfileBlocks.heading(2, "Who they are",
                                                                                         anchor: "who-they-are")] + shown,
                               anchor: "who"))
    }
}
