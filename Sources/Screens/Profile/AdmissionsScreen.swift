import Domain
import QuadAPIModels

/// Scores a reader entered in the score checker (`?sat=&act=`), already checked against each test's scale.
public struct ScoreInput: Sendable, Hashable {
    /// SAT total, 400–1600.
    public var sat: Int?
    /// ACT composite, 1–36.
    public var act: Int?

    /// Scores the caller has already checked against each scale.
    public init(sat: Int? = nil, act: Int? = nil) {
        self.sat = sat
        self.act = act
    }
}

/// `GET /schools/{id}/admissions`: Getting in (screens-map §3.3).
public enum AdmissionsScreen {
    /// The Getting in screen, with the reader's scores placed when given; a 404 without admissions data.
    public static func build(_ c: ProfileContext, scores: ScoreInput = ScoreInput()) throws(APIError) -> Screen {
        try c.require(.admissions)
        let s = c.school
        let a = s.admissions
        let year = OverviewCards.admissionsYear(c).map { ", " + SentenceCase.lowerFirst($0) } ?? ""
        var blocks: [Block?] = []
        blocks.append(ProfileBlocks.heading(2, "Applied, admitted, enrolled", anchor: "funnel"))
        blocks.append(funnel(c))
        let bySex = Takeaways.admissionsBySex(s)
        if let bySex, bySex.notable {
            blocks.append(ProfileBlocks.heading(3, "Men and women", anchor: "men-and-women"))
            blocks.append(ProfileBlocks.tiles([
                ProfileBlocks.tile("Women admitted", c.value(FieldPath.admitRateWomen, Derived.admitRatesBySex(s).women,
                                                             .pctSmart), term: "admit-rate-by-sex"),
                ProfileBlocks.tile("Men admitted", c.value(FieldPath.admitRateMen, Derived.admitRatesBySex(s).men,
                                                           .pctSmart), term: "admit-rate-by-sex"),
            ]))
        }
        if let bySex { blocks.append(ProfileBlocks.text(bySex.text)) }
        blocks.append(waffle(c))
        blocks.append(feeAndCredit(c))
        if let yield = c.reported(.yield) {
            blocks.append(ProfileBlocks.heading(2, "Who says yes", anchor: "yield"))
            blocks.append(.ring(RingBlock(value: yield, label: "Yield rate", median: c.median(.yield),
                                          caption: "of admitted students enroll", term: "yield")))
            blocks.append(ProfileBlocks.takeaway(Takeaways.yield(s, statistics: c.statistics)))
            blocks.append(ProfileBlocks.strip(c, .yield, phrase: "higher yield than", lowLabel: "Lower yield",
                                              highLabel: "Higher yield"))
        }
        if a?.acceptanceRate != nil {
            blocks.append(ProfileBlocks.heading(2, "How selective", anchor: "selectivity"))
            blocks.append(ProfileBlocks.strip(c, .acceptance, phrase: "more selective than", invert: true,
                                              lowLabel: "More selective", highLabel: "Less selective"))
        }
        blocks += factors(c)
        blocks.append(ProfileBlocks.fold("Show the admissions map", anchor: "map", [ProfileMaps.admissions(c)]))
        blocks += AdmissionsScores.section(c, scores: scores)
        let since = OverviewCards.tenYear(c, key: "applicants", label: "Applications",
                                          value: c.value(FieldPath.applicants, a?.applicants, .num),
                                          color: MetricDomain.admissions.colorToken).first ?? nil
        return ProfileBlocks.topicScreen(
            c, .admissions, title: "Getting in\(year)", takeaway: Takeaways.admissions(s, statistics: c.statistics),
            since: since, paths: ProfileFields.admissions, blocks: blocks)
    }

    /// Applied → admitted → enrolled: bar length is the count over applicants (else the largest count) × 80%,
    /// at least 2%.
    static func funnel(_ c: ProfileContext) -> Block? {
        let a = c.school.admissions
        let rows: [(String, String, Double?)] = [("Applied", FieldPath.applicants, a?.applicants),
                                                 ("Admitted", FieldPath.admitted, a?.admitted),
                                                 ("Enrolled", FieldPath.enrolled, a?.enrolled)]
        let shown = rows.filter { $0.2 != nil }
        guard !shown.isEmpty else { return nil }
        let base = (a?.applicants).flatMap { $0 > 0 ? $0 : nil } ?? shown.compactMap(\.2).max() ?? 1
        let steps = shown.map { label, path, number in
            FunnelStep(label: label, value: c.value(path, number, .num),
                       fill: max(0.02, min(1, (number ?? 0) / (base > 0 ? base : 1) * 0.8)))
        }
        return .funnel(FunnelBlock(steps: steps))
    }

    /// "Out of every 100 applicants…": the admitted per hundred, folded on phones; needs the full funnel.
    static func waffle(_ c: ProfileContext) -> Block? {
        guard Derived.hasAdmissionCounts(c.school), let rate = c.school.admissions?.acceptanceRate else { return nil }
        let perHundred = JSNumber.round(rate * 100)
        let value = c.value(FieldPath.acceptanceRate, perHundred, display: SiteFormat.int(perHundred), .int)
        return ProfileBlocks.fold("Show out of every 100 applicants", anchor: "waffle", [
            .waffle(WaffleBlock(filled: value, label: "Out of every 100 applicants, \(SiteFormat.int(perHundred)) "
                + "are admitted")),
        ])
    }

    /// The application fee and AP credit.
    static func feeAndCredit(_ c: ProfileContext) -> Block? {
        let a = c.school.admissions
        var tiles: [StatTile?] = []
        if let fee = a?.applicationFee {
            let text = fee == 0 ? "No application fee" : "\(SiteFormat.money(fee)) to apply"
            tiles.append(ProfileBlocks.tile("Application fee", c.value(FieldPath.applicationFee, fee, display: text,
                                                                       .money), term: "application-fee"))
        }
        if let ap = a?.acceptsAPCredit {
            let text = ap ? "Grants credit for AP exams" : "Doesn\u{2019}t list credit for AP exams"
            tiles.append(ProfileBlocks.tile("AP credit", c.value("admissions.accepts_ap_credit", ap ? 1 : 0,
                                                                 display: text, .int), term: "ap-credit"))
        }
        return ProfileBlocks.tiles(tiles)
    }

    /// Admission factors and how each is used, as a table.
    static func factors(_ c: ProfileContext) -> [Block] {
        guard let f = c.school.admissions?.factors else { return [] }
        let rows: [(String, String?)] = [
            ("High school GPA", f.gpa), ("High school record", f.hsRecord), ("College-prep program", f.collegePrep),
            ("Class rank", f.classRank), ("Recommendations", f.recommendations),
            ("Demonstration of competencies", f.competencies), ("Essay", f.essay), ("Legacy status", f.legacy),
            ("English proficiency test", f.englishTest), ("Other tests", f.otherTest),
            ("Work experience", f.workExperience),
        ]
        let shown = rows.compactMap { label, use in use.map { (label, usage($0)) } }
        guard !shown.isEmpty else { return [] }
        let table = TableBlock(
            columns: [TableColumn(key: "factor", label: "Factor"), TableColumn(key: "use", label: "How it\u{2019}s used")],
            rows: shown.map { TableRow(cells: [.text($0.0), .text($0.1)]) },
            sticky: TableSticky(columns: 1, header: false))
        return [ProfileBlocks.heading(2, "What they look at", anchor: "factors"), .table(table)]
    }

    /// "Required", "Considered", "Not considered".
    static func usage(_ code: String) -> String {
        switch code {
        case "required": "Required"
        case "considered": "Considered"
        case "not_considered": "Not considered"
        case "recommended": "Recommended"
        default: code
        }
    }
}

/// Sentence-case helpers for titles built from cited years.
enum SentenceCase {
    /// "Fall 2024" → "fall 2024"; leaves "2023–24" alone.
    static func lowerFirst(_ s: String) -> String {
        guard let first = s.first, first.isUppercase, s.dropFirst().first?.isLowercase == true else { return s }
        return first.lowercased() + s.dropFirst()
    }
}
