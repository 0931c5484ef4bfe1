import Testing
@testable import Domain
import QuadAPIModels

/// The label helpers, with expectations worked out by hand from the site's rules.
struct FormatHelperTests {
    static let minus = "\u{2212}"

    @Test func ordinals() {
        let expected: [Int: String] = [
            0: "0th", 1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 10: "10th", 11: "11th", 12: "12th", 13: "13th",
            20: "20th", 21: "21st", 22: "22nd", 23: "23rd", 99: "99th", 100: "100th", 101: "101st", 102: "102nd",
            111: "111th", 112: "112th", 113: "113th", 121: "121st",
        ]
        for (n, text) in expected {
            #expect(SiteFormat.ordinal(n) == text)
        }
    }

    @Test func rangesAndTypes() {
        #expect(SiteFormat.range(1070, 1270) == "1070\u{2013}1270")
        #expect(SiteFormat.range(25.5, 30) == "25.5\u{2013}30")
        #expect(SiteFormat.typeLabel("public") == "Public")
        #expect(SiteFormat.typeLabel("private-nonprofit") == "Private nonprofit")
        #expect(SiteFormat.typeLabel("private-forprofit") == "Private for-profit")
        #expect(SiteFormat.typeLabel("tribal") == "tribal")
        #expect(SiteFormat.typeShort("public") == "Public")
        #expect(SiteFormat.typeShort("private-nonprofit") == "Private")
        #expect(SiteFormat.typeShort("private-forprofit") == "Private")
    }

    @Test func signedChanges() {
        let m = Self.minus
        #expect(SiteFormat.signedPercent(0.12) == "+12%")
        #expect(SiteFormat.signedPercent(-0.04) == "\(m)4%")
        #expect(SiteFormat.signedPercent(0) == "0%")
        #expect(SiteFormat.signedPercent(0.004) == "+0%")
        #expect(SiteFormat.signedPercent(-0.125) == "\(m)13%")  // rounds the magnitude: 12.5 → 13
        #expect(SiteFormat.signedPercent(12.3456) == "+1235%")
        #expect(SiteFormat.signedPoints(0.03) == "+3 pts")
        #expect(SiteFormat.signedPoints(-0.0351) == "\(m)4 pts")
        #expect(SiteFormat.signedIndex(0.06) == "+0.06")
        #expect(SiteFormat.signedIndex(-0.0612) == "\(m)0.06")
        #expect(SiteFormat.gapPoints(0.1336) == "13 pts")
        #expect(SiteFormat.change(0.12, measure: .ratio) == "+12%")
        #expect(SiteFormat.change(12.3456, measure: .ratio) == "+1,235%")
        #expect(SiteFormat.change(-0.03, measure: .points) == "\(m)3 pts")
        #expect(SiteFormat.change(0.06, measure: .index) == "+0.06")
    }

    @Test func indicatorChanges() {
        let m = Self.minus
        #expect(SiteFormat.indicatorChange(0.12, measure: .ratio) == "+12%")
        #expect(SiteFormat.indicatorChange(-0.125, measure: .ratio) == "\(m)12%")  // Math.round(−12.5) = −12
        #expect(SiteFormat.indicatorChange(0.004, measure: .ratio) == "0%")
        #expect(SiteFormat.indicatorChange(-0.004, measure: .points) == "0 pts")
        #expect(SiteFormat.indicatorChange(-0.07, measure: .points) == "\(m)7 pts")
        #expect(SiteFormat.indicatorChange(0.06, measure: .index) == "+0.06")
        #expect(SiteFormat.indicatorChange(0.004, measure: .index) == "0.00")
        #expect(SiteFormat.indicatorChange(12.3456, measure: .ratio) == "+1,235%")
    }

    @Test func pellGapWording() {
        #expect(SiteFormat.pellGap(0.004) == "No gap")
        #expect(SiteFormat.pellGap(-0.005) == "No gap")  // Math.round(−0.5) is −0
        #expect(SiteFormat.pellGap(0.005) == "1 pts lower")
        #expect(SiteFormat.pellGap(0.12) == "12 pts lower")
        #expect(SiteFormat.pellGap(-0.05) == "5 pts higher")
    }

    @Test func yearLabels() {
        #expect(YearLabel.full(2024, .fall) == "Fall 2024")
        #expect(YearLabel.full(2023, .academic) == "2023\u{2013}24")
        #expect(YearLabel.full(1999, .academic) == "1999\u{2013}00")
        #expect(YearLabel.full(2018, .cohort) == "Entered fall 2018")
        #expect(YearLabel.axis(2024, .fall) == "2024")
        #expect(YearLabel.axis(2018, .cohort) == "2018")
        #expect(YearLabel.axis(2023, .academic) == "\u{2019}23\u{2013}24")
        #expect(YearLabel.since(2014, .fall) == "since fall 2014")
        #expect(YearLabel.since(2013, .academic) == "since 2013\u{2013}14")
        #expect(YearLabel.since(2014, .cohort) == "since the class that entered fall 2014")
        #expect(YearLabel.span(from: 2014, to: 2024, .fall) == "Fall 2014 to Fall 2024")
        #expect(YearLabel.span(from: 2013, to: 2023, .academic) == "2013\u{2013}14 to 2023\u{2013}24")
        #expect(YearLabel.span(from: 2008, to: 2018, .cohort) == "classes entering fall 2008 to fall 2018")
    }

    @Test func admitRatios() {
        #expect(AdmitRatio.oneIn(0.6603) == 2)
        #expect(AdmitRatio.text(0.6603) == "7 in 10")
        #expect(AdmitRatio.oneIn(0.0349) == 29)
        #expect(AdmitRatio.text(0.0349) == "1 in 29")
        #expect(AdmitRatio.text(0.04) == "1 in 25")
        #expect(AdmitRatio.text(0.45) == "1 in 2")
        #expect(AdmitRatio.text(0.5) == "5 in 10")
        #expect(AdmitRatio.text(0.95) == "10 in 10")
        #expect(AdmitRatio.oneIn(1) == 1)
        #expect(AdmitRatio.oneIn(0.95) == 1)
        #expect(AdmitRatio.oneIn(0) == nil)
        #expect(AdmitRatio.text(0) == nil)
        #expect(AdmitRatio.text(nil) == nil)
        #expect(AdmitRatio.oneIn(-0.1) == nil)
    }

    @Test func selectivityTiers() {
        let cases: [(Double?, String, Int)] = [
            (nil, "Open or not reported", 0), (0.0999, "Most selective", 4), (0.1, "Highly selective", 3),
            (0.2499, "Highly selective", 3), (0.25, "Selective", 2), (0.4999, "Selective", 2),
            (0.5, "Broadly accessible", 1), (1, "Broadly accessible", 1),
        ]
        for (rate, label, level) in cases {
            #expect(Tiers.selectivity(rate) == Tier(label: label, level: level))
        }
    }

    @Test func generosityTiers() {
        let cases: [(Double?, String, Int)] = [
            (nil, "Not reported", 0), (0.55, "Very generous", 4), (0.5499, "Generous", 3), (0.514, "Generous", 3),
            (0.4, "Generous", 3), (0.3999, "Moderate", 2), (0.25, "Moderate", 2), (0.2499, "Limited", 1), (0, "Limited", 1),
        ]
        for (share, label, level) in cases {
            #expect(Tiers.generosity(share) == Tier(label: label, level: level))
        }
    }

    @Test func sizeBuckets() {
        let cases: [(Double, String)] = [
            (0, "small"), (4999, "small"), (5000, "medium"), (14999, "medium"), (15000, "large"), (29999, "large"),
            (30000, "xl"), (250_000, "xl"), (4999.5, "xl"), (-1, "xl"),
        ]
        for (n, key) in cases {
            #expect(Tiers.sizeBucket(n).key == key, "\(n)")
        }
        #expect(Tiers.sizeBuckets.map(\.label) == ["Small", "Medium", "Large", "Very large"])
        #expect(Tiers.sizeBuckets.map(\.hint) == ["< 5K", "5\u{2013}15K", "15\u{2013}30K", "30K+"])
    }

    @Test func testPolicyAndIncomeLabels() {
        #expect(Tiers.testPolicyLabel("required") == "Test scores required")
        #expect(Tiers.testPolicyLabel("required-some") == "Required for some applicants")
        #expect(Tiers.testPolicyLabel("recommended") == "Test scores recommended")
        #expect(Tiers.testPolicyLabel("considered") == "Test-optional")
        #expect(Tiers.testPolicyLabel("not-considered") == "Test-blind")
        #expect(Tiers.testPolicyLabel("sometimes") == nil)
        #expect(Tiers.incomeBands == ["$0\u{2013}30K", "$30\u{2013}48K", "$48\u{2013}75K", "$75\u{2013}110K", "$110K+"])
        #expect(Tiers.incomeBands[Tiers.middleIncomeBand] == "$48\u{2013}75K")
    }

    @Test func driveTimes() {
        // hours = miles × 1.25 ÷ 55
        #expect(DriveTime.text(miles: 0) == "about 5 minutes")
        #expect(DriveTime.text(miles: 20) == "about 25 minutes")  // 27.3 min → 25
        #expect(DriveTime.text(miles: 43.9) == "about 60 minutes")  // 59.9 min rounds to 60, still under an hour
        #expect(DriveTime.text(miles: 44) == "about 1 hour")  // exactly 1 h
        #expect(DriveTime.text(miles: 308) == "about 7 hours")  // exactly 7 h
        #expect(DriveTime.text(miles: 330) == "about 7\u{00BD} hours")  // 7.5 h
        #expect(DriveTime.text(miles: 440) == "about 10 hours")  // exactly 10 h: still half-hour steps
        #expect(DriveTime.text(miles: 500) == "about 11 hours")  // 11.36 h
        #expect(DriveTime.line(miles: 120) == "120 mi \u{00B7} about 2\u{00BD} hours by car")  // 2.73 h → 2½
        #expect(DriveTime.line(miles: 1234.4) == "1,234 mi \u{00B7} about 28 hours by car")
        #expect(DriveTime.miles(409.6) == "410 mi")
    }
}
