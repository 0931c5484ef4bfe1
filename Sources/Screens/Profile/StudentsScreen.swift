import Core
import Domain
import QuadAPIModels

/// `GET /schools/{id}/students`: Who's on campus (app/schools/[id]/students/page.tsx).
public enum StudentsScreen {
    /// The Students & campus screen (every college has one).
    public static func build(_ c: ProfileContext) throws(APIError) -> Screen {
        try c.require(.students)
        let s = c.school
        let d = s.demographics
        var blocks: [Block?] = [ProfileBlocks.heading(2, "Race & ethnicity", anchor: "race")]
        if d?.racialDiversity != nil, let div = c.reported(.diversity) {
            blocks.append(ProfileBlocks.tiles([StatTile(label: "Diversity index", value: div, term: "diversity-index")]))
        }
        blocks.append(raceBar(c, compact: false) ?? ProfileBlocks.text("Not reported."))
        blocks.append(ProfileBlocks.strip(c, .diversity, format: .fixed2, label: "Diversity index vs. every college"))
        blocks.append(ProfileBlocks.heading(2, "Economic access", anchor: "access"))
        blocks.append(ProfileBlocks.benchmark(c, .pell, label: "Pell Grant recipients")
            ?? ProfileBlocks.text("Pell Grant share not reported."))
        blocks.append(ProfileBlocks.benchmark(c, .firstGen, label: "First-generation students")
            ?? ProfileBlocks.text("First-generation share not reported."))
        blocks.append(ProfileBlocks.strip(c, .pell, format: .pct, label: "Pell Grant share vs. every college"))
        blocks.append(ProfileBlocks.heading(2, "Campus size", anchor: "size"))
        blocks.append(ProfileBlocks.tiles([ProfileBlocks.tile("undergrads", c.value(FieldPath.undergrads, d?.undergradEnrollment, .num),
                                                              term: "undergrad-enrollment")]))
        blocks.append(ProfileBlocks.strip(c, .enrollment, format: .compact, phrase: "larger than",
                                          label: "Compared to every college"))
        blocks += StudentsOrigins.residence(c)
        blocks += StudentsOrigins.transfers(c)
        blocks.append(whoTheyAre(c))
        blocks += StudentsCampus.campusLife(c)
        return ProfileBlocks.topicScreen(
            c, .students, title: "Who's on campus", takeaway: Takeaways.students(s, statistics: c.statistics),
            since: TenYearBlocks.headline(c, key: "undergrads", color: MetricDomain.size.colorToken),
            paths: ProfileFields.students, blocks: blocks)
    }

    /// The race and ethnicity shares as one 100% bar, in the site's category order.
    static func raceBar(_ c: ProfileContext, compact: Bool) -> Block? {
        let segments = raceSegments(c.lineage, c.school)
        guard !segments.isEmpty else { return nil }
        return .stackedBar(StackedBarBlock(segments: segments,
                                           label: compact ? nil : "\(c.school.name) race and ethnicity"))
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

    /// "Who they are" (folded): men with the women's share and another gender, part-time and older students.
    static func whoTheyAre(_ c: ProfileContext) -> Block? {
        let s = c.school
        let d = s.demographics
        guard d?.menShare != nil || d?.partTimeShare != nil || d?.age25PlusShare != nil else { return nil }
        var blocks: [Block?] = [ProfileBlocks.heading(3, "Who they are", anchor: "who-they-are")]
        if let rank = c.rank(.adults), rank >= 0.75 {
            blocks.append(.chips(ChipsBlock(chips: [Chip(label: "Many adult students", color: MetricDomain.access.colorToken,
                                                         term: "adult-students")])))
        }
        if let note = Takeaways.partTime(s) { blocks.append(ProfileBlocks.text(note)) }
        // The women's share and the another-gender line sit under the men's bar, so they show only with it.
        if d?.menShare != nil {
            blocks.append(ProfileBlocks.benchmark(c, .menShare, label: "Men"))
            if let women = d?.womenShare {
                blocks.append(ProfileBlocks.tiles([ProfileBlocks.tile("women", c.value(FieldPath.womenShare, women, .pct),
                                                                      term: "gender-balance")]))
            }
            if let g = s.lgbtq?.gender, let text = StudentsLgbtq.anotherGenderText(g) {
                blocks.append(ProfileBlocks.text("Another gender: \(text)"))
            }
        }
        blocks.append(ProfileBlocks.benchmark(c, .partTime, label: "Part-time students", format: .pctSmart))
        blocks.append(ProfileBlocks.benchmark(c, .adults, label: "Students 25 and older", format: .pctSmart))
        blocks.append(ProfileBlocks.text("Degree-seeking undergraduates." + (d?.menShare != nil
            ? " Men and women add up to 100% because federal data has colleges count each student of another or unknown "
                + "gender as a man or a woman." : "")))
        return ProfileBlocks.fold("Show men, women, part-time, and age",
                                  note: "How the student body compares with the median college", anchor: "who", blocks)
    }
}
