import Domain
/// Writes `detail/schools/{unit_id}.json`: first-years by home state, bachelor's degrees by 6-digit CIP, programs
/// (4-digit CIP) with graduates, earnings and debt, and for some colleges a campus-directory listing.
enum FixtureDetail {
    /// The detail file and the number of programs with earnings (the record's `programs_with_earnings`).
    static func make(_ c: FixtureCollege, rng: inout FixtureRandom) -> (json: FixtureValue, programsWithEarnings: Int) {
        var tables: [FixtureMember] = []
        tables.append(FixtureMember(key: "home_states", value: table(
            source: "ipeds-ef-c", vintage: "ipeds-ef-c", year: .string("Fall \(FixtureSeries.latestFall)"),
            rows: .object(c.students.homeStates.map { FixtureMember(key: $0.state, value: .number($0.count)) }))))
        tables.append(FixtureMember(key: "majors", value: table(
            source: "ipeds-c", vintage: "ipeds-c", year: .string("2024\u{2013}25 graduates"),
            rows: .object(c.academics.majors.map {
                FixtureMember(key: $0.cip, value: .numbers([$0.first, $0.second]))
            }))))

        // Programs pool two years of graduates by 4-digit CIP.
        var programs: [(cip: String, major: FixtureCIP.Major, graduates: Double)] = []
        for m in c.academics.majors {
            guard let major = FixtureCIP.majors.first(where: { $0.cip == m.cip }) else { continue }
            if let i = programs.firstIndex(where: { $0.cip == major.program }) {
                programs[i].graduates += m.first
            } else {
                programs.append((major.program, major, m.first))
            }
        }
        var withEarnings = 0
        var rows: [FixtureMember] = []
        for p in programs {
            let graduates = (p.graduates * rng.range(1.8, 2.4)).rounded()
            let national = p.major.nationalEarnings
            let y4 = graduates >= 20 && rng.chance(0.8) ? (national * rng.range(0.75, 1.0) * (0.9 + 0.3 * c.prestige)).rounded() : nil
            let y1 = y4 != nil && graduates >= 30 && rng.chance(0.75) ? ((y4 ?? 0) * rng.range(0.6, 0.75)).rounded() : nil
            let pell = y4 != nil && graduates >= 40 ? ((y4 ?? 0) * rng.range(0.85, 0.98)).rounded() : nil
            let nonPell = y4 != nil && graduates >= 80 && rng.chance(0.5) ? ((y4 ?? 0) * rng.range(1.02, 1.1)).rounded() : nil
            let debt = graduates >= 20 && rng.chance(0.85) ? rng.range(20000, 35000).rounded() : nil
            if y1 != nil || y4 != nil { withEarnings += 1 }
            rows.append(FixtureMember(key: p.cip, value: .obj([
                "title": .string(p.major.programTitle), "graduates": .number(graduates),
                "earnings": .obj(["y1": .num(y1), "y4": .num(y4), "y4_national": .number(national), "y4_pell": .num(pell),
                                  "y4_non_pell": .num(nonPell)]),
                "debt_median": .num(debt),
            ])))
        }
        tables.append(FixtureMember(key: "programs", value: table(source: "scorecard-fos", vintage: "scorecard-fos",
                                                                  year: .null, rows: .object(rows))))
        if rng.chance(0.08) {
            tables.append(FixtureMember(key: "directories", value: directories(c, rng: &rng)))
        }
        return (.obj(["unit_id": .string(c.unitID), "tables": .object(tables)]), withEarnings)
    }

    private static func table(source: String, vintage: String?, year: FixtureValue, rows: FixtureValue) -> FixtureValue {
        .obj(["source": .string(source), "vintage": .str(vintage), "year": year, "rows": rows])
    }

    /// A listing in one faith directory (as in the real sample).
    private static func directories(_ c: FixtureCollege, rng: inout FixtureRandom) -> FixtureValue {
        let slug = FixtureNames.aliasKey(c.name)
        let (key, credit, url): (String, FixtureValue, String) = rng.chance(0.5)
            ? ("ruf", .obj(["organization": "Reformed University Fellowship", "publisher": "Reformed University Fellowship",
                            "list_url": "https://ruf.org/campus/", "read": "2026-10-04", "tier": "D", "domain": "faith",
                            "tradition": "christian"]),
               "https://ruf.org/ministry/\(slug)/")
            : ("hillel", .obj(["organization": "Hillel International", "publisher": "Hillel International",
                               "list_url": "https://www.hillel.org/college-guide/", "read": "2026-10-04", "tier": "D",
                               "domain": "faith", "tradition": "jewish"]),
               "https://www.hillel.org/college-guide/\(slug)/")
        return table(source: "directory", vintage: nil, year: "October 2026", rows: .obj([
            "credits": .object([FixtureMember(key: key, value: credit)]),
            "listings": .array([.obj(["org": .string(key), "url": .string(url)])]),
        ]))
    }

    /// Programs with earnings in a detail file's JSON (the real sample).
    static func programsWithEarnings(in detail: FixtureValue) -> Int {
        guard case let .object(rows)? = detail.value(at: "tables.programs.rows") else { return 0 }
        return rows.filter { row in
            let e = row.value["earnings"]
            return e?["y1"]?.numberValue != nil || e?["y4"]?.numberValue != nil
        }.count
    }
}
