import Domain
/// The record's links, campus, academics and finances sections.
extension FixtureRecord {
    /// NCES locale codes with their labels, groups and draw weights.
    static let locales: [(code: Int, label: String, group: String, weight: Double)] = [
        (11, "City: Large", "city", 0.12), (12, "City: Midsize", "city", 0.10), (13, "City: Small", "city", 0.14),
        (21, "Suburb: Large", "suburb", 0.14), (22, "Suburb: Midsize", "suburb", 0.06),
        (23, "Suburb: Small", "suburb", 0.05), (31, "Town: Fringe", "town", 0.06), (32, "Town: Distant", "town", 0.12),
        (33, "Town: Remote", "town", 0.07), (41, "Rural: Fringe", "rural", 0.07), (42, "Rural: Distant", "rural", 0.04),
        (43, "Rural: Remote", "rural", 0.03),
    ]

    /// Athletic conferences by level (IPEDS codes and names, from the site's conference table).
    static let conferences: [String: [(Int, String)]] = [
        "I-FBS": [(102, "Atlantic Coast Conference"), (107, "Big Ten Conference"), (108, "Big Twelve Conference"),
                  (111, "Conference USA"), (119, "Mid-American Conference"), (130, "Southeastern Conference"),
                  (134, "Sun Belt Conference"), (203, "Mountain West Conference"), (372, "American Athletic Conference")],
        "I-FCS": [(105, "Big Sky Conference"), (121, "Mid-Eastern Athletic Conference"), (126, "Ohio Valley Conference"),
                  (131, "Southern Conference"), (132, "Southland Conference"), (133, "Southwestern Athletic Conference"),
                  (379, "United Athletic Conference")],
        "I": [(101, "America East"), (103, "Atlantic 10 Conference"), (104, "Big East Conference"),
              (122, "Horizon League"), (123, "Missouri Valley Conference"), (135, "Atlantic Sun Conference"),
              (136, "West Coast Conference"), (137, "Western Athletic Conference")],
        "II": [(138, "California Collegiate Athletic Association"), (139, "Conference Carolinas"),
               (144, "Great Lakes Intercollegiate Athletic Conference"), (145, "Great Lakes Valley Conference"),
               (146, "Gulf South Conference"), (147, "Lone Star Conference"), (153, "Northeast 10 Conference"),
               (155, "Northern Sun Intercollegiate Conference"), (157, "Peach Belt Conference"),
               (159, "Rocky Mountain Athletic Conference"), (160, "South Atlantic Conference")],
        "III": [(165, "Centennial Conference"), (167, "College Conference of Illinois and Wisconsin"),
                (171, "USA South Athletic Conference"), (176, "American Rivers Conference"),
                (180, "Michigan Intercollegiate Athletic Association"), (183, "Minnesota Intercollegiate Athletic Conference"),
                (185, "New England Small College Athletic Conference"), (189, "North Coast Athletic Conference"),
                (191, "Ohio Athletic Conference"), (192, "Old Dominion Athletic Conference"),
                (200, "University Athletic Association")],
        "NAIA": [(305, "Crossroads League"), (309, "Kansas Collegiate Athletic Conference"),
                 (311, "Great Plains Athletic Conference"), (315, "Mid-South Conference"),
                 (316, "Appalachian Athletic Conference"), (320, "Heart of America Athletic Conference"),
                 (333, "The Sun Conference"), (334, "Southern States Athletic Conference"),
                 (340, "Sooner Athletic Conference")],
    ]

    static let carnegieFocus = [
        "Mixed Undergraduate/Graduate-Doctorate", "Professions-focused Undergraduate/Graduate-Doctorate",
        "Mixed Undergraduate/Graduate-Master's", "Professions-focused Undergraduate/Graduate-Master's",
        "Arts and Sciences-focused Baccalaureate", "Mixed Baccalaureate", "Professions-focused Baccalaureate",
    ]

    mutating func links() -> FixtureValue {
        let label = FixtureNames.domainLabel(college.name, acronym: FixtureNames.acronym(college.name))
        let site = "https://www.\(label).edu/"
        return .obj([
            "website": .string(site),
            "price_calculator": rng.chance(0.1) ? .null : .string("\(site)net-price-calculator"),
        ])
    }

    mutating func campus() -> FixtureValue {
        let c = college
        let offered = c.campus.housingOffered
        let housing = FixtureValue.obj([
            "offered": .bool(offered), "capacity": .num(c.campus.housingCapacity),
            "first_years_required": .flag(c.campus.firstYearsRequired),
            "meal_plan": .bool(offered && rng.chance(0.95)),
            "meals_per_week": offered && rng.chance(0.35) ? .int(rng.int(10...21)) : .null,
        ])
        let locale = Self.locales[rng.weighted(Self.locales.map(\.weight))]
        let sizeLabel = c.undergrads < 1000 ? "Very Small" : c.undergrads < 3000 ? "Small" : c.undergrads < 10000 ? "Medium" : "Large"
        let research: String? = c.isPublic && c.prestige > 0.65 && c.undergrads > 15000 ? "R1"
            : !c.isForProfit && c.prestige > 0.45 && c.undergrads > 5000 && rng.chance(0.5) ? "R2" : nil
        let carnegie: FixtureValue = rng.chance(0.04) ? .null : .obj([
            "ic": .string("\(rng.pick(Self.carnegieFocus)) \(sizeLabel == "Very Small" ? "Small" : sizeLabel)"),
            "research": .str(research),
            "access_earnings": .string("\(rng.chance(0.5) ? "Higher" : "Lower") Access, \(["Higher", "Medium", "Lower"][rng.int(0...2)]) Earnings"),
            "size": .string(sizeLabel),
        ])
        let race = c.students.race
        var designations: [FixtureValue] = []
        let hbcu = c.region == "Southeast" && (race?[1] ?? 0) >= 0.6
        if hbcu { designations.append("hbcu") }
        if rng.chance(0.002) { designations.append("tribal") }
        if c.isPublic, rng.chance(0.05) { designations.append("land_grant") }
        var msi: [FixtureValue] = []
        if !c.isForProfit, (race?[2] ?? 0) >= 0.25 { msi.append("hsi") }
        if !hbcu, (race?[1] ?? 0) >= 0.4 { msi.append("pbi") }
        if (race?[0] ?? 0) >= 0.1 { msi.append("aanapisi") }
        if (c.students.menShare ?? 0.5) < 0.05 { msi.append("women") }

        let programs = FixtureValue.obj([
            "rotc": .array([("army", 0.3), ("navy", 0.08), ("air_force", 0.15)].filter {
                rng.chance($0.1 * (c.undergrads > 5000 ? 1.5 : 0.6))
            }.map { .string($0.0) }),
            "study_abroad": .bool(rng.chance(c.isForProfit ? 0.1 : 0.8)),
            "undergrad_research": .bool(rng.chance(0.5 + 0.4 * c.prestige)),
            "intellectual_disability_program": .bool(rng.chance(0.05)),
        ])
        let services = FixtureValue.obj([
            "counseling": .bool(rng.chance(0.95)), "employment": .bool(rng.chance(0.8)),
            "placement": .bool(rng.chance(0.75)), "child_care": .bool(rng.chance(c.isPublic ? 0.3 : 0.08)),
        ])
        let calendars = ["semester", "quarter", "trimester", "4-1-4", "other"]
        return .obj([
            "housing": housing,
            "setting": .obj(["locale": .int(locale.code), "label": .string(locale.label), "group": .string(locale.group)]),
            "carnegie": carnegie,
            "designations": .array(designations),
            "msi": .array(msi),
            "athletics": athletics(),
            "programs": programs,
            "services": services,
            "calendar": .string(calendars[rng.weighted([0.85, 0.05, 0.03, 0.04, 0.03])]),
        ])
    }

    private mutating func athletics() -> FixtureValue {
        let c = college
        guard !rng.chance(0.03) else { return .null }
        func conference(_ level: String) -> FixtureValue {
            let (code, name) = rng.pick(Self.conferences[level]!)
            return .obj(["code": .int(code), "name": .string(name)])
        }
        let sportsPool = [("football", 0.5), ("basketball", 0.95), ("baseball", 0.75), ("track", 0.8)]
        switch rng.weighted([c.isForProfit ? 0.05 : 0.65, 0.15, c.isForProfit ? 0.8 : 0.2]) {
        case 0:
            let division = ["I-FBS", "I-FCS", "I", "II", "III"][rng.weighted([0.12, 0.12, 0.12, 0.28, 0.36])]
            var sports = sportsPool.filter { rng.chance($0.1) }.map(\.0)
            if division == "I-FBS" || division == "I-FCS", !sports.contains("football") { sports.insert("football", at: 0) }
            if division == "I", sports.contains("football") { sports.removeFirst() }
            let main = division == "I-FCS" && rng.chance(0.5) ? conference("I") : conference(division)
            let football: FixtureValue = division == "I-FBS" || division == "I-FCS" ? conference(division) : .null
            return .obj(["associations": ["ncaa"], "division": .string(division), "conference": main,
                         "football_conference": football, "sports": .array(sports.map { .string($0) })])
        case 1:
            let sports = sportsPool.filter { rng.chance($0.1) }.map(\.0)
            return .obj(["associations": ["naia"], "division": .null, "conference": conference("NAIA"),
                         "football_conference": .null, "sports": .array(sports.map { .string($0) })])
        default:
            return .obj(["associations": [], "division": .null, "conference": .null, "football_conference": .null,
                         "sports": []])
        }
    }

    mutating func academics() -> FixtureValue {
        let a = college.academics
        let bachelors = a.bachelorsAwarded
        let top = a.majors.sorted { ($1.first, $0.cip) < ($0.first, $1.cip) }.prefix(5)
        var families: [String: Double] = [:]
        for m in a.majors { families[String(m.cip.prefix(2)), default: 0] += m.first }
        return .obj([
            "student_faculty_ratio": .num(a.studentFacultyRatio),
            "faculty": .obj(["avg_salary_9mo": .num(a.facultySalary), "full_time_share": .num(a.facultyFullTimeShare),
                             "count": .null]),
            "bachelors_awarded": bachelors > 0 ? .number(bachelors) : .null,
            "majors_top": .array(top.map { m in
                .obj(["cip": .string(m.cip), "title": .str(FixtureCIP.title(of: m.cip) ?? "CIP \(m.cip)"),
                      "share": .number(FixtureRound.four(m.first / bachelors))])
            }),
            "bachelors_by_family": bachelors > 0
                ? .object(families.keys.sorted().map { FixtureMember(key: $0, value: .number(families[$0]!)) }) : .null,
            "programs_with_earnings": .int(programsWithEarnings),
        ])
    }

    mutating func finances() -> FixtureValue {
        let c = college
        guard !rng.chance(0.06) else { return .null }
        let p = c.prestige
        let endowment: Double? = switch c.type {
        case "public": rng.quantile([(0, 200), (0.5, 6000), (0.9, 40000), (1, 150000)]) * (0.5 + p)
        case "private-nonprofit": rng.quantile([(0, 500), (0.3, 15000), (0.6, 45000), (0.85, 150000), (0.97, 600000),
                                                (1, 2_500_000)]) * (0.3 + p)
        default: nil
        }
        let tuitionShare: Double = switch c.type {
        case "public": rng.range(0.1, 0.45)
        case "private-nonprofit": FixtureRound.clamp(rng.range(0.4, 0.9) - 0.4 * p, 0.05, 0.95)
        default: rng.range(0.8, 0.98)
        }
        return .obj([
            "fiscal_year": .int(FixtureSeries.latestAcademic),
            "form": .string(c.isPublic ? "gasb" : c.isForProfit ? "forprofit" : "fasb"),
            "endowment_per_student": .num(endowment.map { $0.rounded() }),
            "instruction_per_student": .number((6000 + 25000 * p * p + rng.range(0, 4000)).rounded()),
            "student_services_per_student": .number(rng.range(1500, 9000).rounded()),
            "academic_support_per_student": .number(rng.range(1200, 8000).rounded()),
            "tuition_share_of_revenue": .number(FixtureRound.two(tuitionShare)),
        ])
    }
}
