import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// Takeaways, score checker sentences, change sentences, short names and ten-year lines, against the wording and
/// numbers of screens-map §0.8/§3.3 and dataset-map §6.2/§7 worked out by hand.
struct ProfileSentenceTests {
    /// Five colleges whose measures are evenly spread, so college "3" sits at the median (rank 0.5) on each.
    private func fiveColleges(_ edit: (inout School) -> Void = { _ in }) -> (School, DatasetStatistics) {
        let rates = [0.1, 0.2, 0.3, 0.4, 0.5]
        let pell = [0.1, 0.2, 0.2233, 0.3, 0.4]
        let paid = [10_000.0, 20_000, 28_860, 40_000, 50_000]
        let earnings = [30_000.0, 40_000, 55_736, 60_000, 70_000]
        var schools = (1...5).map { i in
            MetricSchools.make("\(i)", nil) { s in
                MetricSchools.admissions(&s) { $0.acceptanceRate = rates[i - 1]; $0.applicants = 1000 }
                MetricSchools.demographics(&s) { $0.pellGrantPercent = pell[i - 1]; $0.undergradEnrollment = 3195 }
                MetricSchools.cost(&s) { $0.avgPaidAll = paid[i - 1] }
                MetricSchools.outcomes(&s) { $0.medianEarnings10yr = earnings[i - 1] }
            }
        }
        edit(&schools[2])
        return (schools[2], MetricSchools.stats(schools))
    }

    @Test func admissionsTakeaway() {
        let (s, stats) = fiveColleges()
        // 30% → "1 in 3" (round(1/0.3) = 3); "Selective" (under 50%); rank 0.5 → more selective than 50%.
        #expect(Takeaways.admissions(s, statistics: stats) == "College 3 admits about 1 in 3 applicants (30%). That "
            + "puts it in the \"Selective\" tier, more selective than 50% of the 5 colleges that report admissions.")
    }

    @Test func studentsTakeaway() {
        let (s, stats) = fiveColleges()
        #expect(Takeaways.students(s, statistics: stats)
            == "A small campus of 3,195 undergrads, where 22% receive Pell Grants, a typical share compared to other colleges.")
        let (noPell, stats2) = fiveColleges { MetricSchools.demographics(&$0) { $0.pellGrantPercent = nil } }
        #expect(Takeaways.students(noPell, statistics: stats2) == "A small campus of 3,195 undergrads.")
    }

    /// lib/insights.ts campusTakeaway: none offered (or unknown, as `!h.offered`), beds with `num`, the first-year rule.
    @Test func campusTakeaway() {
        var s = fiveColleges().0
        #expect(Takeaways.campus(s) == nil, "no housing data, no sentence")
        var housing = SchoolCampus.Housing()
        s.campus = SchoolCampus()
        s.campus?.housing = housing
        #expect(Takeaways.campus(s) == "No college housing: students find their own place to live.")
        housing.offered = true
        s.campus?.housing = housing
        #expect(Takeaways.campus(s) == "College housing.")
        housing.capacity = 4_777
        housing.firstYearsRequired = false
        s.campus?.housing = housing
        #expect(Takeaways.campus(s) == "Housing for 4,777 students.")
        housing.firstYearsRequired = true
        s.campus?.housing = housing
        #expect(Takeaways.campus(s) == "Housing for 4,777 students, and every first-year lives on campus.")
    }

    @Test func costTakeaway() {
        let (s, stats) = fiveColleges {
            MetricSchools.cost(&$0) {
                $0.year = "2023\u{2013}24"
                $0.aidedNetPrice = 28_760
                var sticker = SchoolCost.ResidencyPrices()
                sticker.inState = 59_402
                sticker.outOfState = 59_402
                $0.sticker = sticker
            }
            var aid = SchoolAid()
            aid.grantPct = 0.9087
            $0.aid = aid
        }
        // The median of the five average costs is this college's own $28,860: "about the national median".
        #expect(Takeaways.cost(s, statistics: stats) == "In 2023\u{2013}24, the average first-year paid an estimated "
            + "$28,860 in total (tuition, housing, food, books and other costs, after grants), about the national median. "
            + "The 91% who received grants paid $28,760 on average; the other 9% paid the full sticker price of $59,402.")
    }

    @Test func outcomesTakeaway() {
        let (s, stats) = fiveColleges { MetricSchools.outcomes(&$0) { $0.graduationRate = 0.594 } }
        // Payback: 28,860 × 4 / 55,736 = 2.071… → "2.1".
        #expect(Takeaways.outcomes(s, statistics: stats) == "Former students earn a median $55,736 ten years after "
            + "enrolling, more than at 50% of colleges; 59% graduate within six years. Four years of net price is about "
            + "2.1 years of that salary.")
    }

    @Test func admissionsBySexSentences() throws {
        // 2,670 / 4,593 = 58.1% men; 4,812 / 6,731 = 71.5% women: a 13-point gap, men lower.
        let notable = MetricSchools.make("1", nil) {
            MetricSchools.bySex(&$0, men: (4593, 2670), women: (6731, 4812))
        }
        let a = try #require(Takeaways.admissionsBySex(notable))
        #expect(a.text == "Men were admitted at 58%, women at 71%.")
        #expect(a.notable)
        let similar = MetricSchools.make("2", nil) { MetricSchools.bySex(&$0, men: (1000, 500), women: (1000, 510)) }
        #expect(Takeaways.admissionsBySex(similar)?.text == "Men and women were admitted at similar rates (50% and 51%).")
        let small = MetricSchools.make("3", nil) { MetricSchools.bySex(&$0, men: (150, 90), women: (1000, 500)) }
        #expect(Takeaways.admissionsBySex(small)?.text
            == "Men were admitted at 60%, women at 50%; with under 200 applicants of one sex, the difference says little.")
    }

    @Test func partTimeNote() {
        let few = MetricSchools.make("1", nil) { MetricSchools.demographics(&$0) { $0.partTimeShare = 0.0294 } }
        #expect(Takeaways.partTime(few) == "Almost everyone studies full-time.")
        let some = MetricSchools.make("2", nil) { MetricSchools.demographics(&$0) { $0.partTimeShare = 0.2332 } }
        #expect(Takeaways.partTime(some) == "23% of undergrads study part-time.")
        let tiny = MetricSchools.make("3", nil) { MetricSchools.demographics(&$0) { $0.partTimeShare = 0.052 } }
        #expect(Takeaways.partTime(tiny) == "5.2% of undergrads study part-time.")
    }

    @Test func scoreCheckerPlacesAScoreInTheMiddleHalf() {
        #expect(ScoreChecker.placement(1069, low: 1070, high: 1270) == .below)
        #expect(ScoreChecker.placement(1070, low: 1070, high: 1270) == .inside)
        #expect(ScoreChecker.placement(1270, low: 1070, high: 1270) == .inside)
        #expect(ScoreChecker.placement(1271, low: 1070, high: 1270) == .above)
        #expect(ScoreChecker.sentence(.below)
            == "Your score is below the 25th percentile; about a quarter of admitted students are here too.")
        #expect(ScoreChecker.sentence(.above) == "Your score is above the 75th percentile, stronger than most admitted students.")
        #expect(ScoreChecker.sentence(.inside) == "Your score is inside the middle 50%, typical for admitted students.")
        #expect(ScoreChecker.Test.sat.scale == 400...1600)
        #expect(ScoreChecker.Test.act.scale == 1...36)
    }

    private func change(_ field: String, _ kind: String, old: JSONValue?, new: JSONValue?, oldYear: String?,
                        newYear: String?) -> StoredChange {
        var c = StoredChange()
        c.field = field
        c.kind = kind
        c.oldValue = old
        c.newValue = new
        c.oldYear = oldYear
        c.newYear = newYear
        return c
    }

    @Test func changeSentencesMatchTheSitesExamples() {
        #expect(ChangeSentences.describe(change("admissions.acceptance_rate", "new_year", old: .number(0.098),
                                                new: .number(0.091), oldYear: "Fall 2024", newYear: "Fall 2025"))
            == "Fall 2025: 9.1% admitted (fall 2024: 9.8%)")
        #expect(ChangeSentences.describe(change("admissions.acceptance_rate", "revised", old: .number(0.098),
                                                new: .number(0.096), oldYear: "Fall 2024", newYear: "Fall 2024"))
            == "Revised fall 2024 figure: 9.6% admitted (was 9.8%)")
        #expect(ChangeSentences.describe(change("outcomes.median_earnings_10yr", "appeared", old: nil,
                                                new: .number(55_736), oldYear: nil, newYear: nil))
            == "Now reported: median earnings 10 years after entry $55,736 (most recent release)")
        #expect(ChangeSentences.describe(change("outcomes.median_debt", "disappeared", old: .number(24_250), new: nil,
                                                oldYear: nil, newYear: nil))
            == "No longer reported: median debt at graduation (was $24,250, most recent release)")
        #expect(ChangeSentences.describe(change("outcomes.graduation_rate", "updated", old: .number(0.59),
                                                new: .number(0.61), oldYear: nil, newYear: nil))
            == "Most recent release: graduation rate 61% (was 59%)")
        var sourced = change("demographics.undergrad_enrollment", "updated", old: .number(44_819), new: .number(44_503),
                             oldYear: "Fall 2024", newYear: "Fall 2024")
        sourced.source = "College Scorecard"
        sourced.oldSource = "Purdue University Common Data Set"
        #expect(ChangeSentences.describe(sourced) == "Fall 2024: 44,503 undergraduates from College Scorecard (was "
            + "44,819 from Purdue University Common Data Set)")
        // Two shares that round to the same whole percent get one decimal.
        #expect(ChangeSentences.describe(change("outcomes.graduation_rate", "updated", old: .number(0.976),
                                                new: .number(0.9799), oldYear: nil, newYear: nil))
            == "Most recent release: graduation rate 98.0% (was 97.6%)")
        #expect(ChangeSentences.format("admissions.sat_math_25_75", .array([.number(530), .number(620)])) == "530\u{2013}620")
        #expect(ChangeSentences.format("admissions.test_policy", .string("considered")) == "Test-optional")
    }

    @Test func recentChangesAreTheNewestTwoPublishesWithinAYear() {
        func row(_ publish: String, _ at: String, _ release: String?) -> StoredChange {
            var c = change("admissions.applicants", "new_year", old: .number(1), new: .number(2), oldYear: "Fall 2023",
                           newYear: "Fall 2024")
            c.publishID = publish
            c.publishedAt = at
            c.release = release
            return c
        }
        let rows = [row("a", "2025-10-01T00:00:00Z", "Old"), row("b", "2026-04-20T14:00:00Z", "Spring"),
                    row("c", "2026-10-04T15:30:00Z", "Fall"), row("c", "2026-10-04T15:30:00Z", "Fall")]
        let recent = ChangeSentences.recentPublishes(rows, reference: "2026-10-04")
        #expect(recent.map(\.publishID) == ["c", "b"])
        #expect(recent[0].changes.count == 2)
        #expect(recent[0].releases == ["Fall"])
        // Exactly a year after the newest publish it still counts; a day later nothing is recent.
        #expect(ChangeSentences.recentPublishes(rows, reference: "2027-10-04").count == 2)
        #expect(ChangeSentences.recentPublishes(rows, reference: "2027-10-05").isEmpty)
        // Without a dataset date the newest publishes are shown.
        #expect(ChangeSentences.recentPublishes(rows, reference: nil).count == 2)
    }

    @Test func shortNames() {
        #expect(SchoolShortName.of(id: "222178", name: "Abilene Christian University") == "Abilene Christian")
        #expect(SchoolShortName.of(id: "1", name: "The Ohio State University-Main Campus") == "Ohio State")
        #expect(SchoolShortName.of(id: "1", name: "University of Alabama") == "U. Alabama")
        #expect(SchoolShortName.of(id: "1", name: "Abraham Baldwin Agricultural College") == "Abraham Baldwin Agricultural")
        #expect(SchoolShortName.of(id: "170976", name: "University of Michigan-Ann Arbor") == "Michigan")
    }

    @Test func tenYearLines() throws {
        let cost = try #require(TenYearLine.from("avg_paid_all", TrendSummary(since: 2013, from: 31_818, to: 28_860,
                                                                              change: -0.093),
                                                 kind: .academic, measure: .ratio, format: .money, isMoney: true))
        #expect(cost.text == "\u{2212}9% after inflation since 2013\u{2013}14")
        let rate = try #require(TenYearLine.from("acceptance_rate", TrendSummary(since: 2014, from: 0.5047, to: 0.6603,
                                                                                 change: 0.1556),
                                                 kind: .fall, measure: .points, format: .pctSmart))
        #expect(rate.text == "50% \u{2192} 66% since fall 2014")
        let tiny = try #require(TenYearLine.from("applicants", TrendSummary(since: 2014, from: 150, to: 180, change: 0.2),
                                                 kind: .fall, measure: .ratio, format: .num))
        #expect(tiny.text == "150 \u{2192} 180 since fall 2014")
        let apps = try #require(TenYearLine.from("applicants", TrendSummary(since: 2014, from: 9384, to: 11_332,
                                                                            change: 0.2076),
                                                 kind: .fall, measure: .ratio, format: .num))
        #expect(apps.text == "+21% since fall 2014")
        #expect(apps.delta?.display == "+21%")
        #expect(apps.delta?.since == "since fall 2014")
    }

    @Test func similarSchoolsAreNearestOnRanksWithATypePenalty() {
        // Ranks on acceptance, enrollment and Pell (SAT and diversity unreported):
        // A 0/0/0, B .25/.25/.25, C .5/1/.5, D .75/.5/.75, E 1/.75/1.
        // Distances from A: B .25; C √((.25+1+.25)/3) + .08 = .7871 (private); D √(1.375/3) = .6770; E √(2.5625/3) = .9242.
        let rows: [(String, Double, Double, Double, String, String)] = [
            ("A", 0.1, 1000, 0.1, "public", "Southeast"), ("B", 0.2, 2000, 0.2, "public", "Southeast"),
            ("C", 0.3, 5000, 0.3, "private-nonprofit", "Southwest"), ("D", 0.4, 3000, 0.4, "public", "Southeast"),
            ("E", 0.5, 4000, 0.5, "public", "Southeast"),
        ]
        var schools = rows.map { id, rate, size, pell, type, region in
            var s = MetricSchools.make(id, nil) {
                MetricSchools.admissions(&$0) { $0.acceptanceRate = rate }
                MetricSchools.demographics(&$0) { $0.undergradEnrollment = size; $0.pellGrantPercent = pell }
            }
            s.type = type
            s.location.region = region
            return s
        }
        // G reports none of the measures: it shares fewer than three with anyone and is never similar.
        schools.append(MetricSchools.make("G", nil) { $0.type = "public"; $0.location.region = "Southeast" })
        let stats = MetricSchools.stats(schools)
        let hits = SimilarSchools.find(at: 0, statistics: stats)
        #expect(hits.map { schools[$0.position].unitID } == ["B", "D", "C", "E"])
        #expect(abs(hits[0].distance - 0.25) < 1e-9)
        #expect(abs(hits[1].distance - (1.375 / 3).squareRoot()) < 1e-9)
        #expect(abs(hits[2].distance - ((1.5 / 3).squareRoot() + 0.08)) < 1e-9)
        #expect(hits[0].reasons == ["Also Southeast", "Also public"])
        #expect(hits[2].reasons == [])
    }

    @Test func satTotalOfARealRecord() throws {
        let s = try MetricSchools.sample("222178")
        let sat = try #require(ProfileFigures.satTotal(s))
        // Reading 540–650 plus math 530–620.
        #expect(sat.lo == 1070 && sat.hi == 1270)
        #expect(ProfileFigures.stickerPhrase(s) == "$59,402")
        let abac = try MetricSchools.sample("138558")
        #expect(ProfileFigures.stickerPhrase(abac) == "$16,665 in-state / $23,571 out-of-state")
        // lib/campus-profile.ts SETTING_SHORT[32] is "Distant town" (the earlier "Town, distant" was not the site's).
        #expect(ProfileFigures.settingWords(abac) == "Distant town")
    }
}
