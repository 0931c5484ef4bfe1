import Core
import Domain
import Foundation
import QuadAPIModels
import Testing
@testable import UserData

/// The profile's rules without a database: the sanitizer (drop, never clamp), the GPA on the 4.0 scale, the
/// completeness meter and the guardian's banner. Expected values are worked out by hand from userdata-map §2.4.
struct StudentProfileRulesTests {
    private func json(_ text: String) -> JSONValue {
        try! JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    private func sanitize(_ text: String, over stored: StudentProfileData = StudentProfileData()) throws -> StudentProfileData {
        try StudentProfileSanitizer.apply(json(text), to: stored)
    }

    @Test func numbersOutsideTheirRangeAreDroppedNeverClamped() throws {
        let d = try sanitize("""
            {"tests": {"satTotal": "1450", "satMath": 801, "satReading": 199.9, "actComposite": 35.5, "actEnglish": "x"},
             "academics": {"classRankPercentile": 0, "courseRigorCount": 40, "weightedGpa": 120.5},
             "basics": {"gradYear": 2036}, "preferences": {"maxAverageCost": -1}}
            """)
        #expect(d.tests.satTotal == 1450)
        #expect(d.tests.satMath == nil)
        #expect(d.tests.satReading == nil)
        // In range first, then rounded half up: 35.5 → 36.
        #expect(d.tests.actComposite == 36)
        #expect(d.tests.actEnglish == nil)
        #expect(d.academics.classRankPercentile == nil)
        #expect(d.academics.courseRigorCount == 40)
        #expect(d.academics.weightedGpa == nil)
        #expect(d.basics.gradYear == nil)
        #expect(d.preferences.maxAverageCost == nil)
        // 1600.4 is outside 400…1600 before rounding.
        #expect(try sanitize(#"{"tests": {"satTotal": 1600.4}}"#).tests.satTotal == nil)
        #expect(try sanitize(#"{"tests": {"satTotal": 1449.5}}"#).tests.satTotal == 1450)
    }

    @Test func theGPAsRangeFollowsItsScale() throws {
        #expect(try sanitize(#"{"academics": {"gpa": 4.6}}"#).academics.gpa == 4.6)
        #expect(try sanitize(#"{"academics": {"gpa": 5.1}}"#).academics.gpa == nil)
        #expect(try sanitize(#"{"academics": {"gpa": 93, "gpaScale": "100"}}"#).academics.gpa == 93)
        #expect(try sanitize(#"{"academics": {"gpaScale": "7.0"}}"#).academics.gpaScale == "4.0")
        // Switching a saved 93/100 to the 4.0 scale drops the GPA rather than keeping a 93 on it.
        let saved = try sanitize(#"{"academics": {"gpa": 93, "gpaScale": "100"}}"#)
        let switched = try sanitize(#"{"academics": {"gpaScale": "4.0"}}"#, over: saved)
        #expect(switched.academics.gpa == nil)
    }

    @Test func listsAreFilteredDeDuplicatedAndCapped() throws {
        let d = try sanitize("""
            {"plans": {"intendedMajors": ["52", "52", "11", "99", "14", "26"], "earlyRoundInterest": "rd"},
             "preferences": {"sizes": ["small", "tiny", "small"], "statesOrRegions": [" TN ", "", "abcdefghijklmnopqrstu", 5],
                             "types": ["public", "charter"]},
             "tests": {"plannedDates": ["sat_2026_10", "act_2027_13", "sat_2026_10", "x"], "focus": "psat"}}
            """)
        #expect(d.plans.intendedMajors == ["52", "11", "14"])
        #expect(d.plans.earlyRoundInterest == nil)
        #expect(d.preferences.sizes == ["small"])
        #expect(d.preferences.statesOrRegions == ["TN"])
        #expect(d.preferences.types == ["public"])
        #expect(d.tests.plannedDates == ["sat_2026_10"])
        #expect(d.tests.focus == nil)
    }

    @Test func basicsKeepOnlyWhatTheRulesAllow() throws {
        let d = try sanitize("""
            {"basics": {"stateOfResidence": "OUTSIDE_US", "highSchool": "  Central High  ", "highSchoolId": "470000000001",
                        "feeWaiverEligible": "yes"}}
            """)
        #expect(d.basics.stateOfResidence == "OUTSIDE_US")
        #expect(d.basics.highSchool == "Central High")
        #expect(d.basics.highSchoolId == "470000000001")
        #expect(d.basics.feeWaiverEligible == true)
        #expect(try sanitize(#"{"basics": {"highSchoolId": "990000000001", "feeWaiverEligible": "maybe"}}"#).basics
            == StudentProfileData.Basics())
        #expect(HighSchoolID.isValid("A9106383"))
        #expect(!HighSchoolID.isValid("a9106383"))
        #expect(!HighSchoolID.isValid("47000000001"))
    }

    @Test func aChangeKeepsWhatItLeavesOutAndClearsWhatItNulls() throws {
        let stored = try sanitize(#"{"tests": {"satTotal": 1400, "actComposite": 30}, "academics": {"gpa": 3.5}}"#)
        let gpaOnly = try sanitize(#"{"academics": {"gpa": 3.9}}"#, over: stored)
        #expect(gpaOnly.tests.satTotal == 1400)
        #expect(gpaOnly.academics.gpa == 3.9)
        let cleared = try sanitize(#"{"tests": {"satTotal": null}}"#, over: stored)
        #expect(cleared.tests.satTotal == nil)
        #expect(cleared.tests.actComposite == 30)
        #expect(try sanitize(#"{"tests": null}"#, over: stored).tests == StudentProfileData.Tests())
        // Unknown keys are ignored by the sanitizer (the endpoint refuses unknown groups before it).
        #expect(try sanitize(#"{"tests": {"shoeSize": 9}}"#, over: stored) == stored)
    }

    @Test func aGroupThatIsNotAnObjectIsRefusedNamingIt() {
        #expect(throws: APIError.badRequest("tests must be an object.", field: "tests")) {
            try sanitize(#"{"tests": 5}"#)
        }
        #expect(throws: APIError.self) { try sanitize("[1]") }
        // A stored document of any shape reads as far as it goes.
        #expect(StudentProfileSanitizer.document(json(#"{"tests": 5, "plans": {"intendedMajors": ["11"]}}"#)).plans
            .intendedMajors == ["11"])
    }

    @Test func gpaOnTheFourPointScale() {
        func display(_ gpa: Double, _ scale: String) -> String? {
            StudentProfileReadings.gpa(StudentProfileData.Academics(gpa: gpa, gpaScale: scale))?.display
        }
        #expect(display(3.8, "4.0") == "3.8 unweighted")
        #expect(display(4.3, "4.0") == "4.0 unweighted")
        #expect(display(4.5, "5.0") == "about 3.6 unweighted (from 4.5/5.0)")
        #expect(display(5, "5.0") == "about 4.0 unweighted (from 5/5.0)")
        #expect(display(93, "100") == "about 3.7 unweighted (from 93/100)")
        #expect(display(96.5, "100") == "about 3.7 unweighted (from 96.5/100)")
        #expect(display(65, "100") == "about 0.7 unweighted (from 65/100)")
        #expect(display(64, "100") == "about 0.0 unweighted (from 64/100)")
        #expect(StudentProfileReadings.gpa(StudentProfileData.Academics()) == nil)
        #expect(StudentProfileReadings.unweighted(gpa: 97, scale: "100") == 4.0)
    }

    @Test func completenessCountsSixItems() {
        var d = StudentProfileData()
        var c = StudentProfileReadings.completeness(d)
        #expect(c.items.count == 6)
        #expect(c.score == 0 && c.percent == "0%")
        #expect(c.items[0].need == "Add a SAT or ACT score to see where you'd land")
        d.tests.plansTestOptional = true
        c = StudentProfileReadings.completeness(d)
        #expect(c.items.map(\.met) == [true, true, false, false, false, false])
        #expect(c.percent == "33%")
        d.preferences.statesOrRegions = ["TN"]
        d.academics.gpa = 3.5
        d.basics.stateOfResidence = "TN"
        d.plans.intendedMajors = ["11"]
        c = StudentProfileReadings.completeness(d)
        #expect(c.score == 1 && c.percent == "100%")
    }

    @Test func theGuardiansBannerAndThePicker() {
        #expect(StudentProfileReadings.guardianBanner(studentName: "Sam", canEdit: true)
            == "Viewing as a guardian \u{00B7} You can edit Sam\u{2019}s information. Sam can see when you view it.")
        #expect(StudentProfileReadings.guardianBanner(studentName: "  ", canEdit: false)
            == "Viewing as a guardian \u{00B7} You can look but not change this student\u{2019}s information. The student "
            + "can see when you view it.")
        let viewOnly = StudentAccess(id: "x", displayName: "Kim", gradYear: nil, relation: .guardian, canEdit: false,
                                     managed: true)
        #expect(StudentProfileReadings.pickerLabel(viewOnly) == "Kim (view only)")
        #expect(StudentProfileReadings.pickerLabel(StudentAccess(id: "y", displayName: nil, gradYear: nil,
                                                                  relation: .own, canEdit: true, managed: false)) == "Student")
    }

    @Test func theFormUsesTheSanitizersLimits() {
        let groups = StudentProfileForm.definition.groups
        #expect(groups.map(\.id) == StudentProfileSanitizer.groups)
        #expect(groups.map(\.title) == ["Basics", "Academics", "Tests", "Plans", "Preferences"])
        let grad = groups[0].fields[0]
        #expect(grad.key == "gradYear" && grad.min == 2000 && grad.max == 2035)
        let sizes = groups[4].fields[0]
        #expect(sizes.choices?.map(\.label) == ["Small (< 5K)", "Medium (5\u{2013}15K)", "Large (15\u{2013}30K)",
                                                "Very large (30K+)"])
        let states = groups[0].fields[1].choices ?? []
        #expect(states.prefix(2).map(\.label) == ["Not set", "Outside the U.S."])
        #expect(states.count == 2 + 56)
    }
}
