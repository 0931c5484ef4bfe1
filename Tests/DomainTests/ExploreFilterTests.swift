import Foundation
import Testing
@testable import Domain

/// Each filter on the hand-built fixture: inclusive bounds, missing values never matching, combinations. Expected
/// ids come from the fixture's values and the rules of screens-map §1.1, worked out by hand.
struct ExploreFilterTests {
    private func matches(_ query: String, fit: ExploreFit = .signedOut) -> Set<String> {
        Set(ExploreFixture.ids(query, fit: fit))
    }

    @Test func nothingSetMatchesEveryCollege() {
        #expect(matches("") == ["1", "2", "3", "4", "5", "6", "7"])
    }

    @Test func acceptanceRateBoundsAreInclusiveAndNeedARate() {
        #expect(matches("minAR=10") == ["1", "3", "4", "6", "7"])
        #expect(matches("maxAR=10") == ["1", "5"])
        #expect(matches("minAR=10&maxAR=25") == ["1", "6"])
        #expect(matches("maxAR=100") == ["1", "3", "4", "5", "6", "7"])
    }

    @Test func satAndActKeepOverlappingMiddleHalves() {
        #expect(matches("minSAT=1400") == ["1"])
        #expect(matches("minSAT=1401") == [])
        #expect(matches("maxSAT=1000") == ["3", "5", "7"])
        #expect(matches("minSAT=1200&maxSAT=1200") == ["1", "5", "6", "7"])
        #expect(matches("minACT=25") == ["1"])
        #expect(matches("maxACT=18") == ["4"])
    }

    @Test func testPolicyBuckets() {
        #expect(matches("policy=optional") == ["1", "4"])
        #expect(matches("policy=blind") == ["3"])
        #expect(matches("policy=required,blind") == ["2", "3"])
    }

    @Test func averageCostBounds() {
        #expect(matches("minCost=0") == ["1", "2", "4", "6", "7"])
        #expect(matches("maxCost=20000") == ["1", "4", "7"])
        #expect(matches("minCost=20000&maxCost=35000") == ["1", "6"])
    }

    @Test func studentBodyAndLoanThresholds() {
        #expect(matches("fewLoans=1") == ["1"])
        #expect(matches("fullTime=1") == ["1", "4"])
        #expect(matches("national=1") == ["1"])
        #expect(matches("balance=balanced") == ["1", "4"])
        #expect(matches("balance=women") == ["3"])
        #expect(matches("balance=men") == ["2"])
        #expect(matches("balance=women,men") == ["2", "3"])
    }

    @Test func sizesTypesStatesRegions() {
        #expect(matches("sizes=small") == ["1", "6"])
        #expect(matches("sizes=medium") == ["2", "5", "7"])
        #expect(matches("sizes=large") == ["4"])
        #expect(matches("sizes=xl") == ["3"])
        #expect(matches("types=public") == ["1", "4", "5", "7"])
        #expect(matches("states=MA") == ["1", "6"])
        #expect(matches("states=WY") == [])
        #expect(matches("regions=West") == ["2", "4"])
        #expect(matches("minEnroll=15000") == ["3", "4"])
        #expect(matches("maxEnroll=4999") == ["1", "6"])
    }

    @Test func unknownValuesAreDroppedNotMatchedAgainst() {
        #expect(matches("states=ZZ") == matches(""))
        #expect(matches("types=college") == matches(""))
        #expect(matches("conference=999") == matches(""))
        #expect(matches("states=ZZ,MA") == ["1", "6"])
    }

    @Test func trendDirections() {
        #expect(matches("costTrend=steady") == ["1"])
        #expect(matches("costTrend=up") == ["2"])
        #expect(matches("costTrend=down") == ["3"])
        // Beta's applicant trend starts at 150 (under 200), so it has no applications indicator.
        #expect(matches("appsTrend=up") == ["1", "3", "6"])
        #expect(matches("selTrend=up") == ["1"])
        #expect(matches("selTrend=down") == ["3"])
        #expect(matches("divTrend=up") == ["6"])
        #expect(matches("divTrend=steady") == ["1"])
        #expect(matches("costTrend=up,down&appsTrend=up") == ["3"])
    }

    @Test func majorsNeedReportedDegrees() {
        #expect(matches("field=52") == ["1"])
        #expect(matches("field=52&fieldMin=25") == ["1"])
        #expect(matches("field=52&fieldMin=26") == [])
        #expect(matches("field=11") == ["1", "2"])
        #expect(matches("field=11&fieldMin=25") == ["1"])
        #expect(matches("field=14") == [])
    }

    @Test func campusFaithAndDirectories() {
        #expect(matches("setting=city") == ["1"])
        #expect(matches("research=R1,R2") == ["1", "2"])
        #expect(matches("designation=hsi") == ["1"])
        #expect(matches("designation=hbcu,land_grant") == ["1", "3"])
        #expect(matches("opportunity=1") == ["1"])
        #expect(matches("faith=catholic") == ["2"])
        #expect(matches("faith=none") == ["1"])
        #expect(matches("faith=baptist") == ["6"])
        #expect(matches("faithGroup=jewish") == ["1"])
        #expect(matches("greekCouncils=nphc") == ["1"])
        #expect(matches("lgbtqCenter=1") == ["1"])
        #expect(matches("lgbtqHousing=1") == ["1"])
        #expect(matches("lgbtqNondiscrimination=1") == [])
    }

    @Test func facultyAthleticsAndPrograms() {
        #expect(matches("maxRatio=8") == ["1"])
        #expect(matches("maxRatio=15") == ["1", "2"])
        #expect(matches("minFullTimeFaculty=90") == ["1"])
        #expect(matches("minFullTimeFaculty=50") == ["1", "2"])
        #expect(matches("division=naia") == ["2"])
        #expect(matches("division=I-FBS") == ["1"])
        #expect(matches("division=II,III") == ["3", "4"])
        #expect(matches("conference=102") == ["1"])
        #expect(matches("football=1") == ["1"])
        #expect(matches("rotc=navy") == ["1"])
        #expect(matches("rotc=air_force") == ["2"])
        #expect(matches("ugResearch=1&studyAbroad=1") == ["1"])
    }

    @Test func collegeReportedFacts() {
        for flag in ["honors", "noLegacy", "noEssay", "gpaRequired", "gpa", "oosEven", "transfers", "gapYear", "liveOn",
                     "noFee", "guarantee", "intlAid", "pellGap"] {
            #expect(matches("\(flag)=1") == ["1"], "\(flag)")
        }
        #expect(matches("aidForms=no-css") == ["1"])
        #expect(matches("byRes=1") == ["1", "2"])
        #expect(matches("merit=1") == ["1", "2"])
        #expect(matches("minGreek=20") == ["1", "2"])
        #expect(matches("minGreek=30") == ["2"])
    }

    @Test func windowStartsAndScoreFits() {
        #expect(matches("minApplicants=1000") == ["1", "6"])
        #expect(matches("minUndergrads=11000") == ["7"])
        // SAT 1250 sits in Alpha's 1200–1400 and Zeta's 1100–1300; Gamma is test-blind.
        #expect(matches("mySAT=1250") == ["1", "3", "6"])
        #expect(matches("myACT=20") == ["3", "4"])
        #expect(matches("mySAT=1250&myACT=20") == ["1", "3", "4", "6"])
    }

    @Test func distanceFromHome() {
        // Miles from 02139 (haversine, R = 3958.8): Alpha 0.6, Zeta 36.4, Eta 188.5, Epsilon 1682, Beta 2688.
        #expect(matches("near=02139&within=25") == ["1"])
        #expect(matches("near=02139&within=50") == ["1", "6"])
        #expect(matches("near=02139") == ["1", "6"])
        #expect(matches("near=02139&within=200") == ["1", "6", "7"])
        #expect(matches("near=02139-4307&within=200") == ["1", "6", "7"])
        let unknown = ExploreFixture.run("near=99999")
        #expect(unknown.positions.count == 7)
        #expect(unknown.origin == nil)
        #expect(unknown.query.ignored.contains { $0.param == "near" && $0.reason == .unknownZip })
    }

    @Test func useMyHomeTakesTheHouseholdZip() {
        // The same miles as distanceFromHome, from the home's ZIP.
        let home = ExploreFit(home: "02139")
        #expect(matches("near=home&within=200", fit: home) == ["1", "6", "7"])
        let used = ExploreFixture.run("near=home&sortBy=distance", fit: home)
        #expect(used.query.near == "02139" && !used.query.nearHome && used.query.ignored.isEmpty)
        #expect(used.origin != nil && used.query.sortBy == .distance)
        #expect(used.query.url.value("near") == "02139")
        // Signed out, and signed in without a home: nothing filtered, the sort by distance dropped too.
        let signedOut = ExploreFixture.run("near=home&sortBy=distance")
        #expect(signedOut.positions.count == 7 && signedOut.query.near == nil)
        #expect(signedOut.query.ignored.map(\.reason) == [.homeNeedsSignIn, .needsNear])
        let noHome = ExploreFixture.run("near=home", fit: ExploreFit())
        #expect(noHome.positions.count == 7 && noHome.query.ignored.map(\.reason) == [.noHome])
        // A home ZIP the table lacks is an unknown ZIP like a typed one; `home` is the only word `near` takes.
        #expect(ExploreFixture.run("near=home", fit: ExploreFit(home: "99999")).query.ignored.map(\.reason) == [.unknownZip])
        #expect(ExploreFixture.run("near=Home").query.ignored.map(\.reason) == [.invalidZip])
    }

    @Test func searchAndFit() {
        #expect(matches("q=alpha") == ["1"])
        #expect(matches("q=college") == ["1", "4", "6", "7"])
        let signedOut = ExploreFixture.run("fit=scores")
        #expect(signedOut.positions.count == 7)
        #expect(signedOut.query.ignored.contains { $0.param == "fit" && $0.reason == .needsSignIn })
        #expect(matches("fit=scores", fit: ExploreFit(scores: ["1", "6"])) == ["1", "6"])
        #expect(matches("fit=scores,prefs", fit: ExploreFit(scores: ["1", "6"], prefs: ["6", "7"])) == ["6"])
    }

    @Test func combinationsAreAnded() {
        #expect(matches("types=public&minAR=10") == ["1", "4", "7"])
        #expect(matches("types=public&minAR=10&states=MA,NY&fullTime=1") == ["1"])
        #expect(matches("near=02139&within=200&maxAR=50") == ["1", "6"])
    }

    @Test func aidIncomeFilterIsDroppedBecauseEstimatesAreOff() {
        let outcome = ExploreFixture.run("minAidIncome=250000")
        #expect(outcome.positions.count == 7)
        #expect(outcome.query.ignored.map(\.reason) == [.estimatesOff])
    }
}
