import Core
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

/// `GET /schools/{id}/admissions`: Getting in (app/schools/[id]/admissions/page.tsx).
public enum AdmissionsScreen {
    /// The Getting in screen, with the reader's scores placed when given; a 404 without admissions data.
    public static func build(_ c: ProfileContext, scores: ScoreInput = ScoreInput()) throws(APIError) -> Screen {
        try c.require(.admissions)
        let s = c.school
        let a = s.admissions
        let year = c.lineage.cited(a?.applicants != nil ? FieldPath.applicants : FieldPath.acceptanceRate, s).year
        var blocks: [Block?] = []
        if Derived.hasAdmissionCounts(s) {
            blocks.append(ProfileBlocks.fold("Show out of every 100 applicants", note: "The funnel as 100 squares", anchor: "waffle",
                                             [ProfileBlocks.heading(3, "Out of every 100 applicants\u{2026}", anchor: "waffle-grid"),
                                              waffle(c)]))
        } else {
            blocks.append(ProfileBlocks.text("An applicant/admit/enroll breakdown isn't reported for this college."))
        }
        blocks += funnelBlock(c)
        blocks += menAndWomen(c)
        blocks += AdmissionsReported.residencyCard(c)
        blocks += yieldBlock(c)
        if a?.acceptanceRate != nil {
            blocks.append(ProfileBlocks.strip(c, .acceptance, format: .pctSmart, phrase: "more selective than", invert: true,
                                              lowLabel: "More selective", highLabel: "Less selective",
                                              label: "Acceptance rate vs. every college"))
        }
        blocks.append(AdmissionsReported.waitList(c))
        blocks += AdmissionsReported.earlyRounds(c)
        blocks += AdmissionsFactors.blocks(c)
        blocks += AdmissionsReported.transferringIn(c)
        blocks += AdmissionsReported.applying(c)
        blocks += AdmissionsReported.hsPrep(c)
        blocks += recentFactorChange(c)
        blocks += AdmissionsScores.recentPolicyChange(c)
        blocks.append(ProfileBlocks.fold("Show the admissions map", note: "Acceptance rate vs. SAT for 300 colleges", anchor: "map", [
            ProfileBlocks.heading(3, "On the admissions map", anchor: "map-title"),
            ProfileMaps.admissions(c) ?? ProfileBlocks.text(
                "The map plots acceptance rate against SAT scores. \(s.name) doesn't report both, so it isn't shown."),
        ]))
        blocks += AdmissionsGpa.panel(c)
        blocks += AdmissionsScores.section(c, scores: scores)
        let since = TenYearBlocks.headline(c, key: "acceptance_rate", color: MetricDomain.admissions.colorToken)
        return ProfileBlocks.topicScreen(
            c, .admissions, title: year.map { "Getting in, \($0.lowercased())" } ?? "Getting in",
            takeaway: Takeaways.admissions(s, statistics: c.statistics), since: since,
            paths: ProfileFields.admissions, blocks: blocks)
    }

    /// The funnel (applied → admitted → enrolled, whichever exist; bar = count over applicants, else the largest,
    /// × 80%, at least 2%), then the lines under it: the men and women sentence when not notable, the residency
    /// sentence, the fee with its waiver line, and AP credit.
    static func funnelBlock(_ c: ProfileContext) -> [Block] {
        let a = c.school.admissions
        let rows: [(String, String, Double?)] = [("Applied", FieldPath.applicants, a?.applicants),
                                                 ("Admitted", FieldPath.admitted, a?.admitted),
                                                 ("Enrolled", FieldPath.enrolled, a?.enrolled)]
        let shown = rows.filter { $0.2 != nil }
        guard !shown.isEmpty else { return [] }
        let base = a?.applicants ?? max(a?.admitted ?? 0, a?.enrolled ?? 0)
        let denominator = base == 0 ? 1 : base
        let steps = shown.map { label, path, number in
            FunnelStep(label: label, value: c.value(path, number, .num),
                       fill: min(1, max(2, (number ?? 0) / denominator * 100) * 0.8 / 100))
        }
        var out: [Block?] = [ProfileBlocks.heading(2, "The funnel", anchor: "funnel"), .funnel(FunnelBlock(steps: steps))]
        if let bySex = Takeaways.admissionsBySex(c.school), !bySex.notable { out.append(ProfileBlocks.text(bySex.text)) }
        out.append(AdmissionsReported.residencyLine(c))
        if let fee = a?.applicationFee {
            // "No application fee" or "$X to apply": the fee is the value, the words its label.
            let value = c.value(FieldPath.applicationFee, fee, .money)
            out.append(.statTiles(StatTilesBlock(tiles: [StatTile(label: fee == 0 ? "No application fee" : "to apply",
                                                                  value: value, term: "application-fee")])))
            if fee != 0, let waiver = AdmissionsReported.feeWaiverSentence(c) { out.append(waiver) }
        }
        if let ap = a?.acceptsAPCredit {
            let value = c.value("admissions.accepts_ap_credit", ap ? 1 : 0, .int)
            out.append(.statTiles(StatTilesBlock(tiles: [StatTile(
                label: ap ? "Grants credit for AP exams" : "Doesn't list credit for AP exams", value: value,
                term: "ap-credit")])))
        }
        return out.compactMap { $0 }
    }

    /// "Recent change: {event} in fall {year}; …." for the admission factor changes of the college's history file since
    /// the fall 2022 redesign (the page's `recentAdmissionChanges`: factor events of a fall after `FACTOR_ERA`).
    static func recentFactorChange(_ c: ProfileContext) -> [Block] {
        guard let (history, _) = c.historyFiles else { return [] }
        let lines = HistoryEvents.events(history)
            .filter { $0.key.hasPrefix("factor_") && $0.kind == .fall && $0.year > HistoryEvents.factorEra }
            .map { "\($0.text) in \(YearLabel.full($0.year, .fall).lowercased())" }
        return lines.isEmpty ? [] : [ProfileBlocks.text("**Recent change:** \(lines.joined(separator: "; ")).")]
    }

    /// "Out of every 100 applicants…" (Waffle): admitted and enrolled squares from the counts, with the three legends.
    static func waffle(_ c: ProfileContext) -> Block? {
        guard let a = c.school.admissions, let applicants = a.applicants, let admitted = a.admitted,
              let enrolled = a.enrolled, applicants > 0
        else { return nil }
        let admitCells = max(1, JSNumber.round(admitted / applicants * 100))
        let enrollCells = min(admitCells, max(1, JSNumber.round(enrolled / applicants * 100)))
        let squares = { (n: Double) in c.value(FieldPath.admitted, n, .int) }
        let legend = [
            WaffleLegend(label: "Admitted & enrolled", squares: c.value(FieldPath.enrolled, enrollCells, .int),
                         count: c.value(FieldPath.enrolled, enrolled, .num), unit: "students"),
            WaffleLegend(label: "Admitted, went elsewhere", squares: squares(admitCells - enrollCells),
                         count: c.value(FieldPath.admitted, admitted - enrolled, .num)),
            WaffleLegend(label: "Not admitted", squares: c.value(FieldPath.applicants, 100 - admitCells, .int),
                         count: c.value(FieldPath.applicants, applicants - admitted, .num)),
        ]
        return .waffle(WaffleBlock(
            filled: squares(admitCells),
            label: "Out of 100 applicants, about \(SiteFormat.int(admitCells)) are admitted and "
                + "\(SiteFormat.int(enrollCells)) enroll.",
            inner: c.value(FieldPath.enrolled, enrollCells, .int), legend: legend))
    }

    /// When the gap is notable: "Men and women" with the sentence and the two rates as bars, women first.
    static func menAndWomen(_ c: ProfileContext) -> [Block] {
        guard let bySex = Takeaways.admissionsBySex(c.school), bySex.notable else { return [] }
        let rates = Derived.admitRatesBySex(c.school)
        return [ProfileBlocks.heading(3, "Men and women", anchor: "men-and-women"), ProfileBlocks.text(bySex.text),
                ProfileBlocks.tiles([
                    ProfileBlocks.tile("Women admitted", c.value(FieldPath.admitRateWomen, rates.women, .pctSmart),
                                       term: "admit-rate-by-sex"),
                    ProfileBlocks.tile("Men admitted", c.value(FieldPath.admitRateMen, rates.men, .pctSmart),
                                       term: "admit-rate-by-sex"),
                ])].compactMap { $0 }
    }

    /// Yield: the ring, the yield sentence, and the yield strip (the default rank phrase, no end words).
    static func yieldBlock(_ c: ProfileContext) -> [Block] {
        guard let yield = c.reported(.yield) else { return [] }
        return [ProfileBlocks.heading(2, "Yield", anchor: "yield"),
                .ring(RingBlock(value: yield, label: "Yield", term: "yield")),
                ProfileBlocks.takeaway(Takeaways.yield(c.school, statistics: c.statistics)),
                ProfileBlocks.strip(c, .yield, format: .pct, label: "Yield rate vs. every college")].compactMap { $0 }
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
