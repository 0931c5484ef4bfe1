import Domain
public import QuadAPIModels

/// What the profile page says about a profile (userdata-map §2.4): the completeness meter, the GPA on the 4.0
/// scale, and the banner a guardian sees.
public enum StudentProfileReadings {
    /// The meter's six items, in the site's order.
    public static func completeness(_ data: StudentProfileData) -> Completeness {
        let t = data.tests, p = data.preferences
        let scores = t.satTotal != nil || t.actComposite != nil || t.plansTestOptional
        let preferences = !p.sizes.isEmpty || !p.settings.isEmpty || !p.statesOrRegions.isEmpty || !p.types.isEmpty
            || p.maxAverageCost != nil
        let items = [
            CompletenessItem(tool: "Where would you land? (ScoreChecker)",
                             need: "Add a SAT or ACT score to see where you'd land", met: scores),
            CompletenessItem(tool: "Explore \"Fits my scores\"",
                             need: "Add a SAT or ACT score, or note you're applying test-optional", met: scores),
            CompletenessItem(tool: "Explore \"Fits my preferences\"",
                             need: "Add at least one preference (size, setting, state, cost, or type)", met: preferences),
            CompletenessItem(tool: "Chances (GPA bands)", need: "Add a GPA to see where you stand",
                             met: data.academics.gpa != nil),
            CompletenessItem(tool: "Net price estimator", need: "Add your state of residence",
                             met: data.basics.stateOfResidence != nil),
            CompletenessItem(tool: "Majors and earnings", need: "Add an intended major",
                             met: !data.plans.intendedMajors.isEmpty),
        ]
        let score = Double(items.filter(\.met).count) / Double(items.count)
        return Completeness(title: "How complete is this?", score: score,
                            percent: "\(JSNumber.string(JSNumber.round(score * 100)))%", items: items)
    }

    /// The 100-point scale's bands: a score at least the first number is the second GPA.
    static let hundredPointBands: [(Double, Double)] = [
        (97, 4.0), (93, 3.7), (90, 3.3), (87, 3.0), (83, 2.7), (80, 2.3), (77, 2.0), (73, 1.7), (70, 1.3), (67, 1.0),
        (65, 0.7),
    ]

    /// The GPA on the unweighted 4.0 scale, one decimal: a 4.0-scale GPA capped at 4.0, a 5.0-scale one scaled by
    /// 4/5, a 100-point one by the band table (below 65 is 0). Nil without a GPA.
    public static func unweighted(gpa: Double?, scale: String) -> Double? {
        guard let gpa else { return nil }
        switch scale {
        case "5.0": return round1(gpa / 5 * 4)
        case "100": return hundredPointBands.first { gpa >= $0.0 }?.1 ?? 0
        default: return round1(min(gpa, 4))
        }
    }

    /// "3.8 unweighted" on the 4.0 scale; "about 3.7 unweighted (from 93/100)" or "(from 4.5/5.0)" when converted.
    public static func gpa(_ academics: StudentProfileData.Academics) -> GPAReading? {
        guard let gpa = academics.gpa, let value = unweighted(gpa: gpa, scale: academics.gpaScale) else { return nil }
        let formatted = JSNumber.toFixed(value, 1)
        if academics.gpaScale != "5.0" && academics.gpaScale != "100" {
            return GPAReading(unweighted: value, display: "\(formatted) unweighted")
        }
        let given = JSNumber.string(Double(JSNumber.toFixed(gpa, 2)) ?? gpa)
        let from = academics.gpaScale == "5.0" ? "\(given)/5.0" : "\(given)/100"
        return GPAReading(unweighted: value, display: "about \(formatted) unweighted (from \(from))")
    }

    private static func round1(_ x: Double) -> Double { JSNumber.round(x * 10) / 10 }

    /// The banner on a student's page for a guardian: whose information it is, whether they can change it, and that
    /// the student sees the visit.
    public static func guardianBanner(studentName: String?, canEdit: Bool) -> String {
        let given = studentName?.trimmingWhitespace
        let name = given.flatMap { $0.isEmpty ? nil : $0 }
        let possessive = name.map { "\($0)\u{2019}s" } ?? "this student\u{2019}s"
        let access = canEdit ? "You can edit \(possessive) information."
            : "You can look but not change \(possessive) information."
        return "Viewing as a guardian \u{00B7} \(access) \(name ?? "The student") can see when you view it."
    }

    /// Under a form the person may not save.
    public static let viewOnlyNote = "You can view this profile, but only the student (or a guardian with edit access) can change it."

    /// A picker entry's label: the name ("Student" without one), with " (view only)" for a guardian who cannot edit.
    public static func pickerLabel(_ access: StudentAccess) -> String {
        let name = access.displayName?.trimmingWhitespace
        let base = (name?.isEmpty ?? true) ? "Student" : name!
        return access.relation == .guardian && !access.canEdit ? "\(base) (view only)" : base
    }
}
