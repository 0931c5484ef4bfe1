import Domain
import QuadAPIModels

/// "Score bands" (components/…/ScoreBands, lib/score-bands.ts): the share of enrolled first-years who sent each test
/// whose score fell in each band, from the college's Common Data Set C9. A bar per test (SAT total, ACT composite),
/// each band labelled, under its sentence; one band holding 90% or more leaves the sentence alone. The section and
/// ACT English and Math bands sit in a fold. A test with fewer than 50 senders is left out.
enum AdmissionsScoreBands {
    /// lib/score-bands.ts MIN_SUBMITTERS.
    static let minSubmitters = 50.0

    struct Column: Sendable {
        let key: String
        let label: String
        let test: String
        let edges: [(lo: Int, hi: Int)]
        let bands: @Sendable (CdsTests.Bands) -> [Double]?
    }

    static let section: [(lo: Int, hi: Int)] = [(700, 800), (600, 699), (500, 599), (400, 499), (300, 399), (200, 299)]
    static let act: [(lo: Int, hi: Int)] = [(30, 36), (24, 29), (18, 23), (12, 17), (6, 11), (1, 5)]

    /// BAND_TEST_LABELS and BAND_EDGES, the main columns first.
    static let main: [Column] = [
        Column(key: "sat_composite", label: "SAT total", test: "SAT",
               edges: [(1400, 1600), (1200, 1399), (1000, 1199), (800, 999), (600, 799), (400, 599)], bands: { $0.satComposite }),
        Column(key: "act_composite", label: "ACT composite", test: "ACT", edges: act, bands: { $0.actComposite }),
    ]
    static let more: [Column] = [
        Column(key: "sat_ebrw", label: "SAT Reading & Writing", test: "SAT", edges: section, bands: { $0.satEbrw }),
        Column(key: "sat_math", label: "SAT Math", test: "SAT", edges: section, bands: { $0.satMath }),
        Column(key: "act_english", label: "ACT English", test: "ACT", edges: act, bands: { $0.actEnglish }),
        Column(key: "act_math", label: "ACT Math", test: "ACT", edges: act, bands: { $0.actMath }),
    ]

    /// "1400–1600", "below 6" (`bandLabel`).
    static func bandLabel(_ column: Column, _ i: Int) -> String {
        let b = column.edges[i]
        return b.lo == 1 ? "below 6" : "\(b.lo)\u{2013}\(b.hi)"
    }

    static func pctText(_ x: Double) -> String { "\(SiteFormat.int(x * 100))%" }

    /// `bandsSentence`: the top band's share when it is 10% or more, else the largest band's; "Nearly all" when one
    /// band holds 90%.
    static func sentence(_ bands: [Double], _ column: Column) -> String {
        let scored: (Int) -> String = { $0 == 0 ? "\(column.edges[0].lo) or higher" : bandLabel(column, $0) }
        let largest = bands.indices.reduce(0) { bands[$1] > bands[$0] ? $1 : $0 }
        if bands[largest] >= 0.9 {
            return "Nearly all who sent an \(column.test) (\(pctText(bands[largest]))) scored \(scored(largest))."
        }
        let i = bands[0] >= 0.1 ? 0 : largest
        return "\(pctText(bands[i])) of enrolled first-years who sent an \(column.test) scored \(scored(i))."
    }

    /// `bandsCaveat`.
    static func caveat(_ share: Double?, _ test: String) -> String {
        let who = share.map { "the \(pctText($0)) of first-years who sent an \(test)" } ?? "first-years who sent an \(test)"
        return "Shares of \(who); students who didn't send scores aren't in these bands."
    }

    /// `submitters`: the number, else share × enrolled.
    static func submitters(_ n: Double?, _ share: Double?, _ enrolled: Double?) -> Double? {
        if let n { return n }
        guard let share, let enrolled else { return nil }
        return JSNumber.round(share * enrolled)
    }

    /// admissions/page.tsx `sameClass`: the share at `path` describes the Common Data Set's class.
    static func sameClass(_ c: ProfileContext, _ path: String) -> Bool {
        guard let tests = c.school.reported?.testsView, let year = tests.year else { return false }
        return AdmissionsScores.fall(c.lineage.cited(path, c.school).year) == year
    }

    static func blocks(_ c: ProfileContext) -> [Block] {
        guard let tests = c.school.reported?.testsView, let bands = tests.bands,
              sameClass(c, FieldPath.satSubmissionRate) || sameClass(c, FieldPath.actSubmissionRate)
        else { return [] }
        let enrolled = c.school.admissions?.enrolled
        func shown(_ test: String) -> Bool {
            let n = test == "SAT" ? submitters(tests.satSubmitters, tests.satShare, enrolled)
                : submitters(tests.actSubmitters, tests.actShare, enrolled)
            return (n ?? 0) >= minSubmitters
        }
        let mainShown = main.filter { $0.bands(bands)?.count == 6 && shown($0.test) }
        let moreShown = more.filter { $0.bands(bands)?.count == 6 && shown($0.test) }
        guard !mainShown.isEmpty || !moreShown.isEmpty else { return [] }
        func row(_ column: Column) -> [Block] {
            let shares = column.bands(bands) ?? []
            var out = [ProfileBlocks.text("**\(column.label):** \(sentence(shares, column))")]
            // A bar adds nothing when one band holds 90% or more.
            if !shares.contains(where: { $0 >= 0.9 }) {
                let path = "reported.tests.bands.\(column.key)"
                let segments = shares.enumerated().filter { $0.element > 0 }.map { i, v in
                    BarSegment(label: bandLabel(column, i), value: c.value(path, v, .pct), color: "score-band-\(i + 1)")
                }
                out.append(.stackedBar(StackedBarBlock(segments: segments, label: "\(column.label) score bands")))
            }
            return out
        }
        var out: [Block?] = [ProfileBlocks.heading(3, "Score bands", anchor: "score-bands")]
        for column in mainShown { out += row(column).map(Optional.some) }
        out.append(ProfileBlocks.fold("Show section score bands", note: "SAT sections, ACT English and Math",
                                      anchor: "section-score-bands",
                                      moreShown.flatMap(row).map(Optional.some)))
        let tested = ["SAT", "ACT"].filter { t in (mainShown + moreShown).contains { $0.test == t } }
        for t in tested {
            out.append(ProfileBlocks.text(caveat(t == "SAT" ? tests.satShare : tests.actShare, t)))
        }
        return out.compactMap { $0 }
    }
}
