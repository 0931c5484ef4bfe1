import Domain
import Foundation

/// LGBTQ+ life for a generated college, in the site's shapes (lib/types.ts `lgbtq`, lib/lgbtq.ts): the federal
/// counts of undergraduates and first-year applicants of another gender, and for some colleges the policy checks on
/// the college's own pages (lib/lgbtq-policy.ts tier A) with their `policy-page` lineage record. Drawn from its own
/// random stream, so adding it changes no other figure. No state law: those name real statutes.
struct FixtureLgbtq {
    let college: FixtureCollege
    /// The college's website, for the checked pages.
    let website: String
    var rng: FixtureRandom

    /// lib/directories.ts POLICY_KEYS, in the site's order.
    static let policyKeys = ["nondiscrimination_orientation", "nondiscrimination_identity", "inclusive_housing",
                             "name_on_records", "inclusive_restrooms", "health_plan_transition", "trans_admission",
                             "trans_athletics"]
    static let checked = "2026-08-14"

    /// The `lgbtq` object and the lineage records it adds, or nil for a college with none.
    mutating func build(reportsPolicies: Bool) -> (value: FixtureValue, lineage: [FixtureMember])? {
        var out: [FixtureMember] = []
        var lineage: [FixtureMember] = []
        let undergrads = college.undergrads
        if rng.chance(0.6) {
            switch rng.weighted([0.88, 0.06, 0.06]) {
            case 0:
                let another = (undergrads * rng.range(0, 0.008)).rounded()
                out.append(FixtureMember(key: "gender", value: .obj([
                    "status": "reported", "another": .number(another),
                    "unknown": .number((undergrads * rng.range(0, 0.004)).rounded()), "undergrads": .number(undergrads),
                ])))
                if let applicants = college.admissions.applicants, rng.chance(0.7) {
                    let n = (applicants * rng.range(0, 0.004)).rounded()
                    let admitted = (n * rng.range(0.4, 0.9)).rounded()
                    out.append(FixtureMember(key: "admissions", value: .obj([
                        "status": "reported", "applicants": .number(n), "admitted": .number(admitted),
                        "enrolled": .number((admitted * rng.range(0.1, 0.5)).rounded()),
                    ])))
                }
            case 1:
                out.append(FixtureMember(key: "gender", value: .obj([
                    "status": "withheld", "another": .null, "unknown": .null, "undergrads": .number(undergrads),
                ])))
            default:
                out.append(FixtureMember(key: "gender", value: .obj([
                    "status": "not_collected", "another": .null, "unknown": .null, "undergrads": .number(undergrads),
                ])))
            }
        }
        if reportsPolicies {
            let site = website.hasSuffix("/") ? String(website.dropLast()) : website
            var checks: [FixtureValue] = []
            for key in Self.policyKeys where rng.chance(0.7) {
                // Trans admission policies apply to historically single-sex colleges only.
                guard key != "trans_admission" else { continue }
                let value = rng.weighted([0.75, 0.1, 0.15])
                checks.append(.obj([
                    "key": .string(key), "value": .string(["yes", "no", "not_found"][value]),
                    "url": .string("\(site)/policies/\(key.replacingOccurrences(of: "_", with: "-"))"),
                    "checked": .string(Self.checked),
                    "quote": value == 0 ? "The policy applies to all students." : .null,
                ]))
            }
            if !checks.isEmpty {
                out.append(FixtureMember(key: "policies", value: .array(checks)))
                lineage.append(FixtureMember(key: "lgbtq.policies", value: .obj([
                    "source": "policy-page", "url": .string("\(site)/policies"), "retrieved": .string(Self.checked),
                    "year": "Checked August 2026", "method": "extracted",
                    "quote": "Nondiscrimination, housing and records policies",
                ])))
            }
        }
        return out.isEmpty ? nil : (.object(out), lineage)
    }
}
