import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// Issue 14 on the trends and high-school pages: each figure prints in the format kind the site's component prints
/// there, so `display == formatBy(format, value)`, and the words match the site's. Every expected string is worked out
/// by hand from the site's code; the comment names the component and function.
struct TrendFormatFidelityTests {
    let snapshot = SampleDataset.snapshot

    /// The kinds added for these pages, against the site's own functions applied by hand.
    @Test func theTrendPagesFormats() {
        // lib/movers formatMoverChange, percent lists: sign of the unrounded change, |change × 100| with one decimal
        // and separators. 7.1 → 710.0, 12.3456 → 1,234.56 → "1,234.6", −0.0004 → 0.04 → "0.0" signed "−".
        #expect(SiteFormat.display(7.1, as: .signedPct1) == "+710.0%")
        #expect(SiteFormat.display(12.3456, as: .signedPct1) == "+1,234.6%")
        #expect(SiteFormat.display(-0.0004, as: .signedPct1) == "\u{2212}0.0%")
        #expect(SiteFormat.display(0, as: .signedPct1) == "0.0%")
        // StateMeasureMap formatValue "signedPct": `${v > 0 ? "+" : ""}${Math.round(v * 100)}%` — a hyphen for
        // negatives (the number's own sign), and Math.round(−0.4) is −0, which prints "0".
        #expect(SiteFormat.display(0.03, as: .plusPct) == "+3%")
        #expect(SiteFormat.display(-0.03, as: .plusPct) == "-3%")
        #expect(SiteFormat.display(-0.004, as: .plusPct) == "0%")
        #expect(SiteFormat.display(0.004, as: .plusPct) == "+0%")
        // StateMeasureMap "moneyK": `$${Math.round(v / 1000)}K`; 23.5 rounds up.
        #expect(SiteFormat.display(23_456, as: .moneyK) == "$23K")
        #expect(SiteFormat.display(23_500, as: .moneyK) == "$24K")
        // app/high-schools/[id]: `${n.toFixed(1)}:1`; 15.25 is exact in binary, and toFixed takes the larger of a tie.
        #expect(SiteFormat.display(15.25, as: .ratio1) == "15.3:1")
        #expect(SiteFormat.display(15, as: .ratio1) == "15.0:1")
    }

    /// lib/movers formatMoverChange for rate lists: `signed(Math.round(change * 100), …)`, the sign of the rounded
    /// points; the Value carries the rounded change so formatBy prints exactly that.
    @Test func moverChangesCarryTheirPrintedNumber() {
        let points = MoverListCatalog.all.first { $0.points }!, ratio = MoverListCatalog.all.first { !$0.points }!
        let tiny = MoverCards.change(points, -0.004)
        #expect(tiny.format == .signedPts && SiteFormat.display(tiny.value, as: tiny.format) == "0 pts")
        let big = MoverCards.change(points, 0.456)
        #expect(SiteFormat.display(big.value, as: big.format) == "+46 pts")
        let grew = MoverCards.change(ratio, 7.1)
        #expect(grew.format == .signedPct1 && SiteFormat.display(grew.value, as: grew.format) == "+710.0%")
    }

    /// app/trends/states/[state]'s change text: `${r > 0 ? "+" : ""}${r}%` with r = Math.round(v × 100), so 0.4% prints
    /// "0%" (the map, signing the unrounded value, prints "+0%"); acceptance rates in one-decimal points.
    @Test func statePageChangesSignTheRoundedPercent() {
        let small = StateSections.change(0.004)
        #expect(SiteFormat.display(small.value, as: small.format) == "0%")
        let fell = StateSections.change(-0.126)
        #expect(SiteFormat.display(fell.value, as: fell.format) == "-13%")
        let rate = StateSections.change(-0.031, points: true)
        #expect(SiteFormat.display(rate.value, as: rate.format) == "\u{2212}3.1 pts")
    }

    /// app/trends/shrinking-colleges: the "Median college's change" TrendStat, the histogram's pinned median and the
    /// Students view's bars are all `format="pct"` (a plain "-5%", hyphen and no plus), not signed changes.
    @Test func shrinkingChangesArePlainPercents() throws {
        let s = try TrendScreens.study(snapshot, slug: "shrinking-colleges", query: StudyQuery())
        var walker = ProfileValueWalker()
        walker.walk(s)
        let median = try #require(walker.values.first { $0.cited.field == "Median college's undergraduate change" })
        #expect(median.format == .pct)
        #expect(!median.display.contains("+") && !median.display.contains("\u{2212}"))
        let students = try TrendScreens.study(snapshot, slug: "shrinking-colleges", query: StudyQuery(view: "students"))
        var w2 = ProfileValueWalker()
        w2.walk(students)
        let totals = w2.values.filter { $0.cited.field == "Total undergraduate change" }
        #expect(!totals.isEmpty && totals.allSatisfy { $0.format == .pct })
    }

    /// The sentences and method lines that differed from the site's pages.
    @Test func studyWordsAsTheSiteWritesThem() throws {
        func texts(_ slug: String, _ q: StudyQuery = StudyQuery()) throws -> String {
            TrendTestSupport.texts(try TrendScreens.study(snapshot, slug: slug, query: q).blocks)
        }
        // app/trends/shrinking-colleges, method "300-undergraduate floor" (ASCII quotes from &quot;) and the companion
        // chart's label with its years.
        let shrinking = try texts("shrinking-colleges")
        #expect(shrinking.contains("to join its panel (the same bar as the site's diversity-change indicator): below it, a "
            + "handful of students can swing a percentage a lot. A college that fell below 2,000 undergraduates counts as "
            + "\"under 2,000\" at both ends of the size grouping."))
        // app/trends/pell-gap takeaway: "the shrinking colleges of Study 3".
        let pell = try texts("pell-gap")
        #expect(!pell.contains("Study 2"))
        // app/trends/test-optional: the method line names the optional/blind groups and the colleges named instead.
        let optional = try texts("test-optional")
        #expect(optional.contains("The thinner line and the optional/blind groups below use only fall"))
        #expect(optional.contains("or it isn't charted (the colleges that went back to requiring tests are named instead)."))
        #expect(optional.contains("The enrollment-weighted sentence above weights each college by its enrolled first-years."))
        #expect(optional.contains("The Midwest's low SAT submission and high ACT submission is the region's longstanding ACT "
            + "preference, not a new pattern."))
        #expect(optional.contains(": a rising range at colleges that dropped the requirement is consistent with who chooses to "
            + "submit, not evidence that admitted students got stronger."))
        #expect(!optional.contains("old SAT scale"))
        // app/trends/out-of-state method: the Selectivity line (ASCII quotes).
        let oos = try texts("out-of-state")
        #expect(oos.contains("**Selectivity.** Fewer than 30 public colleges admit under 25% of applicants, so that group shows "
            + "\"too few colleges to say\" and folds into \"60% or more\" for the purposes of this note; the full breakdown "
            + "above shows it separately."))
        // app/trends/price-gap: the resets box's title has no period; its line follows on its own.
        let price = try texts("price-gap")
        #expect(!price.contains("in a single year.**"))
    }

    /// app/trends/out-of-state "Top sending states" lists each state by its postal code, as the file keys it.
    @Test func sendingStatesByPostalCode() throws {
        let s = try TrendScreens.study(snapshot, slug: "out-of-state", query: StudyQuery())
        let table = try #require(TrendTestSupport.section(s, "sending-states").compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
        let states = table.rows.compactMap { if case let .text(t)? = $0.cells.first { t } else { nil } }
        #expect(!states.isEmpty && states.allSatisfy { $0.count == 2 && $0 == $0.uppercased() })
    }

    /// ConferenceTable: a median a conference lacks prints an em dash ("—"), and a football-only league's count reads
    /// "Football only · 12" (the count, with the words as its small print).
    @Test func conferenceTableCells() throws {
        let s = try TrendScreens.conferences(snapshot)
        let rows = s.blocks.compactMap { if case let .table(t) = $0 { t.rows } else { nil } }.flatMap { $0 }
        #expect(!rows.isEmpty)
        for row in rows {
            for cell in row.cells {
                if case let .value(v) = cell { #expect(v.value != nil, "a missing median is the site's em dash, not a Value") }
            }
        }
        let football = rows.compactMap { row -> CellValues? in if case let .values(v) = row.cells[1] { v } else { nil } }
        #expect(football.allSatisfy { $0.note == "Football only" && $0.values.count == 1 })
    }

    /// components/trends/conferences/ConferenceTable: the applications cell is `appsChange >= 0 ? "+" : "−"` then
    /// formatBy("pct", |change|), so an unchanged median member prints "+0%" and −0.004 prints "−0%"; PowerFour signs
    /// with `v > 0 ? "+" : v < 0 ? "−" : ""`, so the same zero prints "0%" on its card.
    @Test func conferenceTableSignsAZeroChangeAsARise() throws {
        #expect(SiteFormat.display(0, as: .signedPctZeroPlus) == "+0%")
        #expect(SiteFormat.display(-0.004, as: .signedPctZeroPlus) == "\u{2212}0%")
        #expect(SiteFormat.display(0.25, as: .signedPctZeroPlus) == "+25%")
        #expect(SiteFormat.display(-0.126, as: .signedPctZeroPlus) == "\u{2212}13%")
        for (change, table, card) in [("0", "+0%", "0%"), ("-0.004", "\u{2212}0%", "\u{2212}0%")] {
            let file = ConferenceScreenTests.file.replacingOccurrences(of: #""change":{"applicants":0.25"#,
                                                                      with: #""change":{"applicants":\#(change)"#)
            let screen = try ConferencesScreen.build(try TrendTestSupport.snapshot(["conferences": file]))
            let fbs = try #require(screen.blocks.compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
            // The table opens A to Z: the Big Twelve, then the SEC.
            guard case let .value(v) = fbs.rows[1].cells[4] else { Issue.record("no applications value"); continue }
            #expect(v.display == table && v.format == .signedPctZeroPlus)
            let tiles = screen.blocks.flatMap { b -> [StatTile] in
                guard case let .topicCard(c) = b else { return [] }
                return c.blocks.flatMap { (inner: Block) -> [StatTile] in
                    if case let .statTiles(t) = inner { t.tiles } else { [] }
                }
            }
            #expect(tiles.first { $0.label.hasPrefix("Applications") }?.value.display == card)
        }
    }

    /// components/trends/conferences/MembersCompared: a chart for every glance measure (not only the switch's), each
    /// under "{sub} · {n} of {members} members" where sub is the page's yearOf (historyYearLabel with a leading "Fall"
    /// lowered, so a cohort reads "Entered fall 2018"), members highest first, then "Dashed: the median member, 55%."
    /// and "Not reported: …" for members without the figure. The At a glance sub uses the same yearOf.
    @Test func membersComparedShowsEveryMeasure() throws {
        var file = ConferenceScreenTests.file
        file = file.replacingOccurrences(
            of: #""glance":[{"key":"acceptance_rate","year":2024,"kind":"fall","national":0.7}]"#,
            with: #""glance":[{"key":"acceptance_rate","year":2024,"kind":"fall","national":0.7},{"key":"grad_rate","year":2018,"kind":"cohort","national":0.6}]"#)
        file = file.replacingOccurrences(
            of: #""glance":{"acceptance_rate":{"median":0.55,"min":0.2,"max":0.9,"n":9}},"values":{"1":[0.5]}"#,
            with: #""glance":{"acceptance_rate":{"median":0.55,"min":0.2,"max":0.9,"n":9},"grad_rate":{"median":0.65,"min":0.6,"max":0.7,"n":2}},"values":{"1":[0.5,0.6],"2":[null,0.7]}"#)
        let screen = try ConferenceScreen.build(try TrendTestSupport.snapshot(["conferences": file]),
                                                slug: "southeastern-conference", measure: nil, members: nil)
        let section = TrendTestSupport.section(screen, "compared")
        #expect(TrendTestSupport.headings(section) == ["Acceptance rate", "Graduated within 6 years"])
        let texts = TrendTestSupport.texts(section).components(separatedBy: "\n")
        #expect(texts == [
            "Every member on each measure, highest first, so the spread behind each median is visible.",
            "fall 2024 \u{00B7} 1 of 9 members",
            "Dashed: the median member, 55%. Not reported: 2, 3, 4, 5, 6, 7, 8, 9.",
            "Entered fall 2018 \u{00B7} 2 of 9 members",
            "Dashed: the median member, 65%. Not reported: 3, 4, 5, 6, 7, 8, 9.",
        ])
        let bars = section.compactMap { if case let .groupedBars(b) = $0 { b } else { nil } }
        #expect(bars.count == 2)
        #expect(bars[1].groups.map(\.label) == ["2", "1"])
        #expect(bars[1].groups.map { $0.values[0].display } == ["70%", "60%"])
        #expect(bars.allSatisfy { $0.scale?.min == 0 && $0.scale?.max == 1 })
        let glance = TrendTestSupport.section(screen, "glance").compactMap { if case let .dotRange(d) = $0 { d } else { nil } }
        #expect(glance.map(\.sub) == ["fall 2024 \u{00B7} 9 of 9 reporting", "Entered fall 2018 \u{00B7} 2 of 9 reporting"])
    }

    /// app/trends/shrinking-colleges with components/trends/ShrinkingBreakdowns and GroupBars: the window switch is
    /// labeled "Window"; the caption is "{window label}. {view caption}" (the window label is "fall Y to fall Y");
    /// the bars share GroupBars' fitDomain scale, the largest |bar| over every grouping of the view × 1.1 (the
    /// Colleges view from zero, the Students view centered on zero).
    @Test func shrinkingBreakdownsAsGroupBarsDrawsThem() throws {
        let f = try #require(try TrendFiles.study(snapshot, "shrinking-colleges", as: TrendStudyFiles.Shrinking.self))
        let rows = f.study.groupings.flatMap { $0.groups.compactMap { $0.tooFew == true ? nil : $0.values } }
        var colleges = 0.0, students = 0.0
        for r in rows {
            colleges = max(colleges, abs(r.shrank10), abs(r.grew10))
            students = max(students, abs(r.totalChange))
        }
        let from = "fall \(f.study.from)", to = "fall \(f.study.to)"
        for (view, domain, low) in [("colleges", colleges * 1.1, 0.0), ("students", students * 1.1, -students * 1.1)] {
            let screen = try TrendScreens.study(snapshot, slug: "shrinking-colleges", query: StudyQuery(view: view))
            let controls = screen.blocks.flatMap { b -> [QueryControl] in if case let .controls(c) = b { c.controls } else { [] } }
            #expect(controls.first { $0.param == "window" }?.label == "Window")
            let text = TrendTestSupport.texts(screen.blocks)
            let caption = view == "colleges"
                ? "\(from) to \(to). Share of colleges that shrank (left) or grew (right) by 10+ points, \(from) to \(to)."
                : "\(from) to \(to). Total change in undergraduates within each group, \(from) to \(to)."
            #expect(text.contains(caption))
            let scales = screen.blocks.compactMap { b -> AxisScale? in if case let .groupedBars(g) = b { g.scale } else { nil } }
            #expect(!scales.isEmpty)
            #expect(scales.allSatisfy { abs($0.max - domain) < 1e-12 && abs($0.min - low) < 1e-12 })
        }
    }

    /// app/trends/states/[state]: ControlCard and the out-of-state cards say "Too few colleges to say" (no period), and
    /// "Top sending states" lists a state by its postal code (`s.state`), only the home state by name ("… (in-state)").
    @Test func statePageWordsAsTheSiteWritesThem() throws {
        let file = StateScreenTests.file.replacingOccurrences(
            of: #""topSendingStates":[{"state":"PA","count":900,"share":0.9}]"#,
            with: #""topSendingStates":[{"state":"PA","count":900,"share":0.9},{"state":"OH","count":100,"share":0.1}]"#)
        let screen = try StateScreen.build(try TrendTestSupport.snapshot(["states": file]), state: "PA", measure: nil)
        let origins = TrendTestSupport.section(screen, "origins")
        let table = try #require(origins.compactMap { if case let .table(t) = $0 { t } else { nil } }.first)
        let cells = table.rows.map { $0.cells.map { c -> String in
            switch c {
            case let .text(t): t
            case let .value(v): v.display
            default: ""
            }
        } }
        #expect(cells == [["Pennsylvania (in-state)", "90%"], ["OH", "10%"]])
        let lines = TrendTestSupport.texts(origins).components(separatedBy: "\n")
        #expect(lines.filter { $0.hasPrefix("Too few") } == ["Too few colleges to say", "Too few colleges to say"])
        let control = TrendTestSupport.texts(TrendTestSupport.section(screen, "control")).components(separatedBy: "\n")
        #expect(control.contains("Too few colleges to say") && !control.contains("Too few colleges to say."))
    }
}

