import Domain
import Foundation
import QuadAPIModels
@testable import Screens
import Testing

/// The Data page on the bundled sample (the site's real `release-calendar.json` and `meta.json`), built for fixed
/// days so the calendar's states are known in advance.
struct DataScreenTests {
    static func at(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 12) -> Date {
        Date(timeIntervalSince1970: Double(CalendarDay(year: y, month: m, day: d).dayNumber) * 86_400 + Double(h * 3600))
    }

    static func page(_ now: Date) -> Screen { DataScreen.build(SampleDataset.snapshot, now: now) }

    /// Each upcoming release's heading text and its badge, in page order.
    static func badges(_ screen: Screen) -> [String] {
        var out: [String] = []
        var pending: String?
        for block in screen.blocks {
            if case let .heading(h) = block, h.anchor.hasPrefix("release-") { pending = h.text }
            if case let .chips(c) = block, let name = pending, let chip = c.chips.first {
                out.append("\(name): \(chip.label)")
                pending = nil
            }
        }
        return out
    }

    static func texts(_ screen: Screen) -> [String] {
        screen.blocks.compactMap { if case let .text(t) = $0 { t.markdown } else { nil } }
    }

    static func vintageTable(_ screen: Screen) -> TableBlock? {
        screen.blocks.compactMap { if case let .table(t) = $0, t.columns.first?.key == "release" { t } else { nil } }.first
    }

    @Test func releaseStatesBeforeInsideAndAfterTheirWindows() {
        // The calendar: class profiles Aug–Nov 2026; winter and final releases Dec 2026; spring Jan 2027; CDS
        // Feb–Aug 2027; directory Jul 2027; the Scorecard update has no date. Soonest first, irregular last.
        #expect(Self.badges(Self.page(Self.at(2026, 10, 6))) == [
            "College class profiles, fall 2026: Estimated",
            "IPEDS winter release (provisional): Estimated",
            "IPEDS final data (revisions): Estimated",
            "IPEDS spring release (provisional): Estimated",
            "Common Data Set 2026\u{2013}27: Estimated",
            "IPEDS directory and institutional characteristics (provisional): Estimated",
            "College Scorecard update: No set date",
        ])
        // The class-profile window ended with November.
        #expect(Self.badges(Self.page(Self.at(2026, 12, 1, 0)))[0] == "College class profiles, fall 2026: Later than expected")
        #expect(Self.badges(Self.page(Self.at(2026, 12, 1, 0)))[1] == "IPEDS winter release (provisional): Estimated")
        // December has passed for the winter and final releases; January is still the spring release's month.
        let january = Self.badges(Self.page(Self.at(2027, 1, 15)))
        #expect(january[1] == "IPEDS winter release (provisional): Later than expected")
        #expect(january[2] == "IPEDS final data (revisions): Later than expected")
        #expect(january[3] == "IPEDS spring release (provisional): Estimated")
        #expect(january[6] == "College Scorecard update: No set date")
    }

    @Test func theReviewWarningAfterNinetyDays() {
        func warning(_ screen: Screen) -> String? {
            screen.blocks.compactMap { if case let .takeaway(t) = $0 { t.text } else { nil } }.first
        }
        // app/data/page.tsx writes these apostrophes as &apos;, the ASCII one.
        // Reviewed 2026-09-28: 90 days later is 2026-12-27.
        #expect(warning(Self.page(Self.at(2026, 12, 27, 23))) == nil)
        #expect(warning(Self.page(Self.at(2026, 12, 28, 1))) == "This calendar hasn't been reviewed in 91 days (we "
            + "review at least every 90). Dates may have changed; check each publisher's link.")
    }

    @Test func onTheSiteNowNamesEachReleaseAndItsNextUpdate() throws {
        let october = try #require(Self.vintageTable(Self.page(Self.at(2026, 10, 6))))
        func row(_ label: String, _ t: TableBlock) -> [String] {
            let cells = t.rows.first { if case let .text(s) = $0.cells[0] { s == label } else { false } }?.cells ?? []
            return cells.map { cell in
                switch cell {
                case let .text(s): s
                case let .link(l): "\(l.label) <\(l.href)>"
                case let .value(v): v.display
                case let .values(v): v.display
                }
            }
        }
        // Admissions: fall 2024, updated by the winter release (Dec 2026, estimated).
        #expect(row("IPEDS Admissions survey", october) == ["IPEDS Admissions survey", "Fall 2024",
                                                               "Admissions & test scores", "~Dec 2026 \u{B7} estimated"])
        // Outcome measures: no release updates it; its year is an entering class, so no timeline bar.
        #expect(row("IPEDS Outcome Measures survey", october)[3] == "Not scheduled")
        #expect(row("IPEDS Outcome Measures survey", october)[1] == "Students entering fall 2016")
        let january = try #require(Self.vintageTable(Self.page(Self.at(2027, 1, 5))))
        #expect(row("IPEDS Admissions survey", january)[3] == "~Dec 2026 \u{B7} later than expected")
        // Scorecard figures with no single year: the irregular Scorecard update, linked to its changelog.
        let scorecard = october.rows.map { $0.cells[3] }.compactMap { if case let .link(l) = $0 { l } else { nil } }
        #expect(scorecard.contains(Link(label: "Irregular", href: "https://collegescorecard.ed.gov/data/changelog")))
    }

    @Test func whyItLagsFollowsTheNextAdmissionsClass() {
        let texts = Self.texts(Self.page(Self.at(2026, 10, 6)))
        // Federal admissions describe fall 2024; the next class enters fall 2025 and is published with the winter
        // release expected in December 2026.
        #expect(texts.contains("1. **Fall 2025**: The class enrolls\n2. **Dec 2025 \u{2013} Feb 2026**: Colleges report "
            + "it to IPEDS\n3. **~Dec 2026**: NCES publishes it\n4. **Our next update**: It appears here"))
        #expect(texts.contains { $0.hasSuffix("Data last retrieved **Oct 4, 2026**.") })
        #expect(texts.last == "Suggested citation: Quad, compiled from the U.S. Department of Education College Scorecard "
            + "and NCES IPEDS, retrieved Oct 4, 2026.")
    }

    @Test func everySectionIsAnAnchorAndOnThisPageListsThem() throws {
        let screen = Self.page(Self.at(2026, 10, 6))
        let sections = screen.blocks.compactMap { if case let .heading(h) = $0, h.level <= 2 { h.anchor } else { nil } }
        #expect(sections == ["data", "why", "now", "upcoming", "compare", "college-reported", "estimate-accuracy",
                             "watching", "sources", "high-schools", "method"])
        let chips: [ChipsBlock] = screen.blocks.compactMap { if case let .chips(c) = $0 { c } else { nil } }
        let toc = try #require(chips.first)
        #expect(toc.chips.map(\.href) == ["/data#why", "/data#now", "/data#upcoming", "/data#compare",
                                          "/data#college-reported", "/data#estimate-accuracy", "/data#watching",
                                          "/data#sources", "/data#method"])
        // app/data/page.tsx's "On this page" labels.
        #expect(toc.chips.map(\.label) == ["Why it lags", "On the site now", "Upcoming releases", "How we compare",
                                           "Newer figures from colleges", "How well the estimate did", "Watching",
                                           "Sources", "How we calculate"])
        #expect(screen.blocks.contains { if case let .heading(h) = $0 { h.anchor == "cds-list" } else { false } })
        #expect(screen.blocks.contains { if case let .heading(h) = $0 { h.anchor == "colors-and-marks" } else { false } })
    }

    /// app/data/page.tsx's `<Term>`s in the prose: percent of need met (the CDS list) and the net price calculator
    /// ("For your own numbers") open their glossary entries.
    @Test func glossaryTermsInTheProseAreLinks() throws {
        let texts = Self.texts(Self.page(Self.at(2026, 10, 6)))
        #expect(texts.contains { $0.contains("(share of students with need, [percent of need met](/glossary#need-met), "
            + "[merit aid](/glossary#merit-aid)). Federal data fills in everything else.") })
        #expect(texts.contains("Averages can't tell you what your family will pay. Every college's profile links to its "
            + "official [net price calculator](/glossary#net-price-calculator) for a personal estimate, alongside its "
            + "own admissions, application, and financial aid pages."))
        #expect(Glossary.entry("net-price-calculator")?.term == "Net price calculator")
    }

    @Test func sourceCountsAreCitedValues() throws {
        let screen = Self.page(Self.at(2026, 10, 6))
        let tables: [TableBlock] = screen.blocks.compactMap {
            if case let .table(t) = $0, t.columns.first?.key == "source" { t } else { nil }
        }
        let table = try #require(tables.first)
        let scorecard = try #require(table.rows.first { if case let .text(s) = $0.cells[0] { s == "College Scorecard" } else { false } })
        guard case let .value(count) = scorecard.cells[2] else {
            Issue.record("no count")
            return
        }
        // Every college counts for the Scorecard.
        #expect(count.value == 300)
        // app/data/page.tsx prints the badge `{num(coverage[key])} colleges`: the number is the Value (formatBy num),
        // the noun is the "Colleges" column's label.
        #expect(count.display == "300")
        #expect(count.format == .num)
        #expect(count.cited.key == "scorecard")
    }

    /// app/data/page.tsx writes every apostrophe as `&apos;` or inside a plain JavaScript string: ASCII. Its only
    /// typographic marks are the curly double quotes around the search nicknames (`&ldquo;UGA,&rdquo;`) and the
    /// em dashes; the page's data files (meta.json, release-calendar.json) carry none.
    @Test func apostrophesAreTheSitesAscii() throws {
        let json = String(decoding: try JSONEncoder().encode(Self.page(Self.at(2026, 12, 28, 1))), as: UTF8.self)
        #expect(!json.contains("\u{2019}"))
        #expect(json.contains("This calendar hasn't been reviewed"))
        #expect(json.contains("we've hand-imported the college's own Common"))
        #expect(json.contains("\u{201C}UGA,\u{201D}"))
    }
}
