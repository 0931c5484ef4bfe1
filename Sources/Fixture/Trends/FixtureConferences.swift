import Domain
/// `conferences.json` (the site's `scripts/trends/conferences.mts`): today's members of every league with a member on
/// the site, medians for leagues with 8+ members (a year's median needs 80% of members reporting), the median line
/// of each measure under today's membership and membership at the time, the members' glance values, and moves.
///
/// Membership at the time comes from ``join(id:code:seed:)``: about one member in nine joined its conference in a
/// school year of the window, coming from another league of its level; each college's history file carries the same
/// move in its `conference` series.
enum FixtureConferences {
    typealias P = FixtureTrendPanel
    typealias Member = FixtureTrendMember

    static let coverage = 0.8
    static let window = 10
    static let measureKeys = ["applicants", "acceptance_rate", "undergrads", "avg_paid_all", "out_of_state_share"]
    static let glanceKeys = ["acceptance_rate", "applicants", "undergrads", "avg_paid_all", "out_of_state_share",
                             "grad_rate", "pell"]
    static let levels = ["I-FBS", "I-FCS", "I", "II", "III", "NAIA"]

    struct Meta {
        let key: String
        let kind: FixtureSeries.Kind
        let from: Int
        let to: Int
        let cadence: Int
        let money: Bool
    }

    static func meta(_ key: String) -> Meta {
        let kind: FixtureSeries.Kind = key == "avg_paid_all" ? .academic : .fall
        let cadence = key == "out_of_state_share" ? 2 : 1
        var to = FixtureSeries.latest(kind)
        while cadence > 1, to % cadence != 0 { to -= 1 }
        return Meta(key: key, kind: kind, from: to - window, to: to, cadence: cadence, money: key == "avg_paid_all")
    }

    /// The slug of a conference name: lower case, apostrophes dropped, other runs of non-letters as "-", no "the-".
    static func slug(_ name: String) -> String {
        let out = Slug.hyphenated(name, dropping: ["'"])
        return out.hasPrefix("the-") ? String(out.dropFirst(4)) : out
    }

    /// Code → (name, level) for every conference the fixture assigns.
    static let table: [Int: (name: String, level: String)] = {
        var t: [Int: (String, String)] = [:]
        for (level, list) in FixtureRecord.conferences {
            for (code, name) in list { t[code] = (name, level) }
        }
        return t
    }()

    /// The school year a college joined its conference (`code`) within the membership window and the league of its
    /// level it came from, for about one member in nine; nil for the others. The college's history file and
    /// `conferences.json` both read it, so the two agree.
    static func join(id: String, code: Int, seed: UInt64) -> (year: Int, from: Int)? {
        guard let level = table[code]?.level else { return nil }
        var rng = FixtureRandom(seed: seed, index: UInt64(id) ?? 0, purpose: FixtureGenerator.Purpose.conferences)
        guard rng.chance(0.11), let others = FixtureRecord.conferences[level]?.filter({ $0.0 != code }), !others.isEmpty
        else { return nil }
        let membershipTo = FixtureSeries.latestFall
        return (rng.int((membershipTo - window + 1)...membershipTo), rng.pick(others).0)
    }

    static func file(_ ctx: FixtureStudyContext, seed: UInt64) -> FixtureValue {
        let all = ctx.members
        let membershipFrom = FixtureSeries.latestFall - window, membershipTo = FixtureSeries.latestFall
        // Drawn joins: member id → (year, previous code).
        var joins: [String: (year: Int, from: Int)] = [:]
        for m in all {
            if let code = m.conference, let j = join(id: m.id, code: code, seed: seed) { joins[m.id] = j }
        }
        func codeIn(_ m: Member, _ y: Int) -> Int? {
            guard let code = m.conference, y >= membershipFrom, y <= membershipTo else { return nil }
            if let j = joins[m.id], y < j.year { return j.from }
            return code
        }
        // Members at the time, by school year and code.
        var atTime: [Int: [Int: [Member]]] = [:]
        for y in membershipFrom...membershipTo {
            for m in all {
                if let c = codeIn(m, y) { atTime[y, default: [:]][c, default: []].append(m) }
            }
        }
        let metas = measureKeys.map(meta)
        func value(_ m: Member, _ meta: Meta, _ y: Int) -> Double? {
            guard let v = m.at(meta.key, y) else { return nil }
            return meta.money ? ctx.real(v, y, base: meta.to) : v
        }
        func covered(_ ms: [Member], _ f: (Member) -> Double?) -> Double? {
            let vals = ms.compactMap(f)
            guard !ms.isEmpty, Double(vals.count) >= Double(ms.count) * coverage else { return nil }
            return P.median(vals)
        }
        func rounded(_ key: String, _ v: Double?) -> FixtureValue {
            guard let v else { return .null }
            return .number(key == "acceptance_rate" || key == "out_of_state_share" || key == "pell" || key == "grad_rate"
                ? FixtureRound.four(v) : v.rounded())
        }
        let measures: [FixtureValue] = metas.map { meta in
            var entries: [FixtureMember] = [
                FixtureMember(key: "key", value: .string(meta.key)),
                FixtureMember(key: "kind", value: .string(meta.kind == .academic ? "academic" : "fall")),
                FixtureMember(key: "from", value: .int(meta.from)), FixtureMember(key: "to", value: .int(meta.to)),
                FixtureMember(key: "cadence", value: .int(meta.cadence)),
                FixtureMember(key: "national", value: .array(P.yearly(meta.from, meta.to, step: meta.cadence) { y in
                    P.median(all) { value($0, meta, y) }
                }.map { rounded(meta.key, $0) })),
            ]
            if meta.money { entries.append(FixtureMember(key: "dollarsOf", value: .int(meta.to))) }
            return .object(entries)
        }
        let glanceYears: [String: Int?] = Dictionary(uniqueKeysWithValues: glanceKeys.map { key in
            if key == "pell" { return (key, nil) }
            if let m = metas.first(where: { $0.key == key }) { return (key, m.to) }
            return (key, FixtureSeries.latestCohort)
        })
        func glanceValue(_ m: Member, _ key: String) -> Double? {
            key == "pell" ? m.pell : glanceYears[key]!.flatMap { m.at(key, $0) }
        }
        let glance: [FixtureValue] = glanceKeys.map { key in
            let year = glanceYears[key]!
            return .obj(["key": .string(key), "year": .int(year),
                         "kind": key == "pell" ? .null : .string(key == "grad_rate" ? "cohort" : key == "avg_paid_all" ? "academic" : "fall"),
                         "national": rounded(key, P.median(all) { glanceValue($0, key) })])
        }
        var byMain: [Int: [Member]] = [:], byFootball: [Int: [Member]] = [:]
        for m in all {
            if let c = m.conference { byMain[c, default: []].append(m) }
            if let f = m.footballConference { byFootball[f, default: []].append(m) }
        }
        func moves(_ code: Int) -> [FixtureValue] {
            var out: [(year: Int, id: String, other: Int, joined: Bool)] = []
            for m in all {
                guard let j = joins[m.id], let now = m.conference else { continue }
                if now == code { out.append((j.year, m.id, j.from, true)) }
                if j.from == code { out.append((j.year, m.id, now, false)) }
            }
            out.sort { a, b in a.year != b.year ? a.year > b.year : a.joined != b.joined ? a.joined : a.id < b.id }
            return out.map { .obj(["year": .int($0.year), "unit_id": .string($0.id), "other": .int($0.other),
                                   "joined": .bool($0.joined), "football": false]) }
        }
        var rows: [(level: Int, name: String, value: FixtureValue)] = []
        for code in Set(byMain.keys).union(byFootball.keys).sorted() {
            guard let def = table[code] else { continue }
            let ms = byMain[code] ?? []
            var row: [FixtureMember] = [
                FixtureMember(key: "code", value: .int(code)), FixtureMember(key: "name", value: .string(def.name)),
                FixtureMember(key: "slug", value: .string(slug(def.name))), FixtureMember(key: "level", value: .string(def.level)),
                FixtureMember(key: "members", value: .array(ms.map { .string($0.id) })),
                FixtureMember(key: "moves", value: .array(moves(code))),
            ]
            let rank = levels.firstIndex(of: def.level) ?? levels.count
            if ms.isEmpty {
                row += [FixtureMember(key: "footballOnly", value: true),
                        FixtureMember(key: "footballMembers", value: .array((byFootball[code] ?? []).map { .string($0.id) })),
                        FixtureMember(key: "tooFew", value: true), FixtureMember(key: "joined", value: .object([])),
                        FixtureMember(key: "football", value: .object([]))]
                rows.append((rank, def.name, .object(row)))
                continue
            }
            row.append(FixtureMember(key: "joined", value: .object(ms.compactMap { m in
                joins[m.id].map { FixtureMember(key: m.id, value: .int($0.year)) }
            })))
            row.append(FixtureMember(key: "football", value: .object(ms.compactMap { m in
                guard let f = m.footballConference, f != code else { return nil }
                return FixtureMember(key: m.id, value: .int(f))
            })))
            guard ms.count >= P.conferenceFloor else {
                row.append(FixtureMember(key: "tooFew", value: true))
                rows.append((rank, def.name, .object(row)))
                continue
            }
            row.append(FixtureMember(key: "lines", value: .object(metas.map { meta in
                func line(_ members: (Int) -> [Member]) -> FixtureValue {
                    .array(P.yearly(meta.from, meta.to, step: meta.cadence) { y -> Double? in
                        let r = members(y)
                        return r.count < P.conferenceFloor ? nil : covered(r) { value($0, meta, y) }
                    }.map { rounded(meta.key, $0) })
                }
                return FixtureMember(key: meta.key, value: .obj([
                    "today": line { _ in ms }, "atTheTime": line { y in atTime[y]?[code] ?? [] },
                ]))
            })))
            func medianChange(_ meta: Meta) -> FixtureValue {
                .num(covered(ms) { m in
                    guard let a = value(m, meta, meta.from), let b = value(m, meta, meta.to), a != 0 else { return nil }
                    return b / a - 1
                }.map(FixtureRound.four))
            }
            func thenNow(_ meta: Meta) -> FixtureValue {
                guard let a = covered(ms, { value($0, meta, meta.from) }), let b = covered(ms, { value($0, meta, meta.to) })
                else { return .null }
                return [.number(FixtureRound.four(a)), .number(FixtureRound.four(b))]
            }
            let mm = Dictionary(uniqueKeysWithValues: metas.map { ($0.key, $0) })
            row.append(FixtureMember(key: "change", value: .obj([
                "applicants": medianChange(mm["applicants"]!), "undergrads": medianChange(mm["undergrads"]!),
                "avg_paid_all": medianChange(mm["avg_paid_all"]!), "acceptance_rate": thenNow(mm["acceptance_rate"]!),
                "out_of_state_share": thenNow(mm["out_of_state_share"]!),
            ])))
            func total(_ meta: Meta) -> FixtureValue {
                let both = ms.filter { $0.at(meta.key, meta.from) != nil && $0.at(meta.key, meta.to) != nil }
                guard !both.isEmpty, Double(both.count) >= Double(ms.count) * coverage else { return .null }
                return .obj(["then": .number(both.reduce(0) { $0 + $1.at(meta.key, meta.from)! }),
                             "now": .number(both.reduce(0) { $0 + $1.at(meta.key, meta.to)! }), "n": .int(both.count)])
            }
            row.append(FixtureMember(key: "totals", value: .obj(["applicants": total(mm["applicants"]!),
                                                                 "undergrads": total(mm["undergrads"]!)])))
            row.append(FixtureMember(key: "glance", value: .object(glanceKeys.compactMap { key in
                let vals = ms.compactMap { glanceValue($0, key) }.sorted()
                guard !vals.isEmpty, Double(vals.count) >= Double(ms.count) * coverage else { return nil }
                return FixtureMember(key: key, value: .obj([
                    "median": rounded(key, P.quantile(vals, 0.5)), "min": .number(vals[0]), "max": .number(vals[vals.count - 1]),
                    "n": .int(vals.count),
                ]))
            })))
            row.append(FixtureMember(key: "values", value: .object(ms.map { m in
                FixtureMember(key: m.id, value: .numbers(glanceKeys.map { glanceValue(m, $0) }))
            })))
            rows.append((rank, def.name, .object(row)))
        }
        rows.sort { a, b in a.level != b.level ? a.level < b.level : NameCollationKey(a.name) < NameCollationKey(b.name) }
        var perYear: [Int: Int] = [:]
        for j in joins.values { perYear[j.year, default: 0] += 1 }
        let applicants = meta("applicants")
        return .obj([
            "name": "conferences", "built": .string(ctx.built), "yearKind": "fall", "from": .int(applicants.from),
            "to": .int(applicants.to), "n": .int(byMain.values.reduce(0) { $0 + $1.count }),
            "floor": .int(P.conferenceFloor), "coverage": .number(coverage),
            "membership": .obj(["from": .int(membershipFrom), "to": .int(membershipTo)]),
            "measures": .array(measures), "glance": .array(glance), "conferences": .array(rows.map(\.value)),
            "unaffiliated": .array([]),
            "movesPerYear": .array(perYear.keys.sorted().map { .obj(["year": .int($0), "moves": .int(perYear[$0]!)]) }),
        ])
    }
}
