import Domain
/// One generated high school row in the site's `HighSchool` shape (public rows with a district, CRDC rigor and an
/// EDFacts graduation rate with its class history; private rows without them), plus the few figures the state
/// report and profile files need.
struct FixtureHighSchoolRow: Sendable {
    var id: String
    var isPublic: Bool
    var name: String
    var state: String
    var city: String
    var enrollment: Double
    var json: FixtureValue

    static let surnames = ["Lincoln", "Washington", "Jefferson", "Roosevelt", "Kennedy", "Franklin", "Madison",
                           "Jackson", "Wilson", "Hamilton", "Adams", "Monroe", "Grant", "Douglass", "Carver", "Edison"]
    static let directions = ["Central", "North", "South", "East", "West", "Senior", "Valley", "Ridge", "Heights"]
    static let saints = ["Mary", "Joseph", "Francis", "Thomas", "Ignatius", "Augustine", "Catherine", "Anne"]
    static let affiliations = ["Roman Catholic", "Nonsectarian", "Christian (no specific denomination)", "Episcopal",
                               "Jewish", "Friends"]
    static let streets = ["Main", "Oak", "School", "Park", "Maple", "College", "Lincoln", "Washington", "Hill"]

    /// Draws a school in `place`; `number` is its ordinal within the state (ids stay unique).
    static func make(state: String, fips: String, place: FixtureCentroid, number: Int, isPublic: Bool,
                     rng: inout FixtureRandom) -> FixtureHighSchoolRow {
        let name: String
        if isPublic {
            name = switch rng.int(0...2) {
            case 0: "\(place.city) High School"
            case 1: "\(place.city) \(rng.pick(directions)) High School"
            default: "\(rng.pick(surnames)) High School"
            }
        } else {
            name = switch rng.int(0...2) {
            case 0: "St. \(rng.pick(saints)) \(rng.chance(0.5) ? "Academy" : "High School")"
            case 1: "\(place.city) Christian Academy"
            default: "\(place.city) Day School"
            }
        }
        let district = 10_000 + number / 4
        let id = isPublic ? "\(fips)\(String(district).suffix(5))\(String(100_000 + number).suffix(5))"
            : "A\(fips)\(String(100_000 + number).suffix(5))"
        let (low, high): (String, String) = isPublic ? (rng.chance(0.85) ? ("9", "12") : ("7", "12"))
            : (rng.chance(0.5) ? ("9", "12") : ("PK", "12"))
        let size = isPublic ? rng.range(250, 2800).rounded() : rng.range(120, 900).rounded()
        let grades = (0..<4).map { i in (size / 4 * (1.06 - 0.04 * Double(i))).rounded() }
        let raceKeys = ["american_indian", "asian", "black", "hispanic", "pacific_islander", "two_or_more", "white"]
        var raceWeights = raceKeys.map { _ in rng.range(0.01, 1) }
        raceWeights[6] += 1.5
        let raceTotal = raceWeights.reduce(0, +)
        let locale = FixtureRecord.locales[rng.weighted(FixtureRecord.locales.map(\.weight))]
        let lat = FixtureRound.to(place.lat + rng.noise(0.03), step: 0.000001)
        let lng = FixtureRound.to(place.lng + rng.noise(0.03), step: 0.000001)
        var suppressed: [String] = []
        var row: [FixtureMember] = [
            FixtureMember(key: "id", value: .string(id)), FixtureMember(key: "kind", value: .string(isPublic ? "public" : "private")),
            FixtureMember(key: "name", value: .string(name)), FixtureMember(key: "state", value: .string(state)),
            FixtureMember(key: "city", value: .string(place.city)), FixtureMember(key: "zip", value: .string(place.zip)),
            FixtureMember(key: "address", value: .string("\(rng.int(10...9900)) \(rng.pick(streets)) \(rng.chance(0.5) ? "Street" : "Avenue")")),
            FixtureMember(key: "lat", value: .number(lat)), FixtureMember(key: "lng", value: .number(lng)),
            FixtureMember(key: "locale", value: .string(locale.label)),
            FixtureMember(key: "district", value: isPublic
                ? .obj(["id": .string("\(fips)\(String(district).suffix(5))"), "name": .string("\(place.city) Public Schools")])
                : .null),
            FixtureMember(key: "state_school_id", value: isPublic ? .string("\(state)-\(100_000 + number)") : .null),
            FixtureMember(key: "grades", value: .obj(["low": .string(low), "high": .string(high)])),
            FixtureMember(key: "status", value: isPublic
                ? .obj(["charter": .bool(rng.chance(0.08)), "magnet": .bool(rng.chance(0.05)),
                        "title_i": .bool(rng.chance(0.55)), "virtual": .bool(rng.chance(0.02))])
                : .obj(["charter": .null, "magnet": .null, "title_i": .null, "virtual": .null])),
            FixtureMember(key: "school_type", value: isPublic ? "Regular school" : .null),
            FixtureMember(key: "affiliation", value: isPublic ? .null : .string(rng.pick(affiliations))),
            FixtureMember(key: "enrollment", value: .obj([
                "total": .number(size),
                "by_grade": .obj(["9": .number(grades[0]), "10": .number(grades[1]), "11": .number(grades[2]),
                                  "12": .number(grades[3])]),
                "by_race": .object(zip(raceKeys, raceWeights).map { key, w in
                    let n = (size * w / raceTotal).rounded()
                    if n > 0, n < 5 { suppressed.append("enrollment.by_race.\(key)") }
                    return FixtureMember(key: key, value: n > 0 && n < 5 ? .null : .number(n))
                }),
                "female": .number((size * rng.range(0.46, 0.53)).rounded()),
            ])),
            FixtureMember(key: "student_teacher_ratio", value: .number(FixtureRound.two(rng.range(isPublic ? 13 : 8, isPublic ? 24 : 15)))),
            FixtureMember(key: "frl_share", value: isPublic ? .number(FixtureRound.four(rng.range(0.05, 0.9))) : .null),
        ]
        if isPublic {
            let rate = min(0.99, max(0.55, 0.86 + rng.noise(0.06)))
            let cohort = (grades[3] * rng.range(0.95, 1.05)).rounded()
            let ranged = cohort < 120 || rng.chance(0.15)
            let low = (rate * 20).rounded(.down) / 20, high = min(1, low + 0.04)
            row.append(FixtureMember(key: "grad_rate", value: ranged
                ? .obj(["value": .null, "low": .number(FixtureRound.four(low)), "high": .number(FixtureRound.four(high)), "cohort": .number(cohort)])
                : .obj(["value": .number(FixtureRound.four(rate)), "low": .null, "high": .null, "cohort": .number(cohort)])))
            var history: [FixtureValue] = []
            for year in 2015...2023 {
                if year == 2023 {
                    history.append(.obj(["year": .string("Class of 2023"), "value": ranged ? .null : .number(FixtureRound.four(rate)),
                                         "low": ranged ? .number(FixtureRound.four(low)) : .null,
                                         "high": ranged ? .number(FixtureRound.four(high)) : .null, "cohort": .number(cohort)]))
                } else if rng.chance(0.08) {
                    continue
                } else if rng.chance(0.06) {
                    history.append(.obj(["year": .string("Class of \(year)"), "value": .null, "low": .null, "high": .null,
                                         "cohort": .null, "suppressed": true]))
                } else {
                    let r = min(0.99, max(0.4, rate - Double(2023 - year) * 0.004 + rng.noise(0.02)))
                    history.append(.obj(["year": .string("Class of \(year)"), "value": .number(FixtureRound.four(r)), "low": .null,
                                         "high": .null, "cohort": .number((cohort * rng.range(0.9, 1.1)).rounded())]))
                }
            }
            row.append(FixtureMember(key: "grad_history", value: .array(history)))
            let crdc = (size * rng.range(0.97, 1.02)).rounded()
            let apCourses = rng.chance(0.1) ? 0 : Double(rng.int(2...28))
            let apEnrolled = apCourses == 0 ? 0 : (crdc * rng.range(0.08, 0.45)).rounded()
            let takers = (apEnrolled * rng.range(0.6, 0.95)).rounded()
            // The CRDC stopped collecting exam results; some schools still have an older figure.
            let exams = apEnrolled > 0 && rng.chance(0.3)
            let ib = rng.chance(0.12) ? (crdc * rng.range(0.02, 0.15)).rounded() : 0
            var dual = rng.chance(0.7) ? (crdc * rng.range(0.02, 0.3)).rounded() : 0
            if dual > 0, dual < 5 {
                suppressed.append("rigor.dual_enrolled")
                dual = -1
            }
            row.append(FixtureMember(key: "rigor", value: .obj([
                "ap_courses": .number(apCourses), "ap_enrolled": .number(apEnrolled),
                "ap_exam_takers": exams ? .number(takers) : .null,
                "ap_passed_some": exams ? .number((takers * rng.range(0.4, 0.85)).rounded()) : .null,
                "ib_enrolled": .number(ib), "dual_enrolled": dual < 0 ? .null : .number(dual), "enrollment": .number(crdc),
            ])))
        } else {
            row += [FixtureMember(key: "grad_rate", value: .null), FixtureMember(key: "grad_history", value: .null),
                    FixtureMember(key: "rigor", value: .null)]
        }
        if !suppressed.isEmpty { row.append(FixtureMember(key: "suppressed", value: .array(suppressed.sorted().map { .string($0) }))) }
        return FixtureHighSchoolRow(id: id, isPublic: isPublic, name: name, state: state, city: place.city,
                                    enrollment: size, json: .object(row))
    }
}
