import Domain
import QuadAPIModels

/// The "Biggest movers" ranking (the site's `computeMovers`): over any set of colleges, one list for one window.
///
/// A college is ranked when its change is measurable (the window's first year, or up to two years later, to its
/// last), it clears the list's floors, and no rule leaves it out (under 300 undergraduates today; for-profit on a
/// growth list; a reporting jump at either end). Only colleges that moved the list's way are listed, by raw change at
/// 4-place precision, ties by unit id; ranks are competition ranks, and every college tied with the 25th is kept.
enum FixtureMovers {
    typealias Member = FixtureTrendMember

    struct Change: Sendable {
        var since: Int
        var from: Double
        var to: Double
        var change: Double
    }

    /// The list's measured change for one college, nil when not measurable.
    static func change(_ def: MoverListDef, _ m: Member, from: Int, to: Int, real: (Double, Int, Int) -> Double?)
        -> Change?
    {
        if def.key == "pell-gap-closed" {
            guard let end = FixtureStudyPellGap.gap(m, to) else { return nil }
            var y = from
            while y <= from + 2, y < to {
                if let start = FixtureStudyPellGap.gap(m, y) { return Change(since: y, from: start, to: end, change: end - start) }
                y += 1
            }
            return nil
        }
        let key = def.series[0]
        guard let end = m.at(key, to) else { return nil }
        for y in from...(from + 2) where y < to {
            guard let start = m.at(key, y) else { continue }
            if def.points { return Change(since: y, from: start, to: end, change: end - start) }
            let base = key == "avg_paid_all" ? real(start, y, to) : start
            guard let base, base > 0 else { return nil }
            return Change(since: y, from: base, to: end, change: end / base - 1)
        }
        return nil
    }

    static func meetsFloors(_ def: MoverListDef, _ m: Member, since: Int, to: Int) -> Bool {
        def.floors.allSatisfy { f in
            (f.atBothEnds ? [since, to] : [since]).allSatisfy { (m.at(f.series, $0) ?? -.infinity) >= f.min }
        }
    }

    static func isJump(_ m: Member, _ key: String, _ year: Int) -> Bool {
        func jump(_ a: Double?, _ b: Double?) -> Bool {
            guard let a, let b, a != 0, b != 0, a >= MoverListCatalog.jumpMinBase else { return false }
            return b / a > MoverListCatalog.jumpFactor || a / b > MoverListCatalog.jumpFactor
        }
        let v = m.at(key, year)
        return jump(m.at(key, year - 1), v) || jump(v, m.at(key, year + 1))
    }

    /// The first rule that keeps a college off a list, or nil.
    static func exclusion(_ def: MoverListDef, _ m: Member, _ c: Change, to: Int) -> String? {
        let latest = m.at("undergrads", FixtureSeries.latestFall) ?? m.undergrads ?? 0
        if latest < MoverListCatalog.stillOpenMinUndergrads { return "under-300" }
        if def.campusBased, m.type == "private-forprofit" { return "for-profit" }
        if def.jumpKeys.contains(where: { isJump(m, $0, c.since) || isJump(m, $0, to) }) { return "reporting-jump" }
        return nil
    }

    /// One list over `members` for a window of `window` years, as the file's JSON.
    static func rank(_ def: MoverListDef, _ members: [Member], window: Int, real: (Double, Int, Int) -> Double?,
                     keep: Int = MoverListCatalog.kept) -> FixtureValue {
        let kind: FixtureSeries.Kind = switch def.kind {
        case .fall: .fall
        case .academic: .academic
        case .cohort: .cohort
        }
        let to = FixtureSeries.latest(kind)
        let from = to - window
        var excluded: [String: Int] = [:]
        var ranked: [(m: Member, c: Change, key: Double)] = []
        for m in members {
            if let types = def.types, !types.contains(m.type) { continue }
            guard let c = change(def, m, from: from, to: to, real: real), meetsFloors(def, m, since: c.since, to: to)
            else { continue }
            if let why = exclusion(def, m, c, to: to) {
                excluded[why, default: 0] += 1
                continue
            }
            ranked.append((m, c, FixtureRound.four(c.change)))
        }
        let sign = def.up ? 1.0 : -1.0
        let moved = ranked.filter { sign * $0.key > 0 }.sorted { a, b in
            a.key != b.key ? sign * a.key > sign * b.key : a.m.id < b.m.id
        }
        var entries: [FixtureValue] = []
        var lastRank = 0
        for (i, x) in moved.enumerated() {
            let rank = i > 0 && x.key == moved[i - 1].key ? lastRank : i + 1
            if rank > keep { break }
            lastRank = rank
            func r(_ v: Double) -> Double { def.points ? FixtureRound.four(v) : v.rounded() }
            entries.append(.obj([
                "unit_id": .string(x.m.id), "name": .string(x.m.name), "rank": .int(rank), "since": .int(x.c.since),
                "from": .number(r(x.c.from)), "to": .number(r(x.c.to)), "change": .number(x.key),
            ]))
        }
        let median = FixtureTrendPanel.median(ranked.map(\.c.change))
        var order: [FixtureMember] = []
        for e in MoverListCatalog.exclusions {
            if let count = excluded[e.key] { order.append(FixtureMember(key: e.key, value: .int(count))) }
        }
        return .obj([
            "key": .string(def.key), "from": .int(from), "to": .int(to), "kind": .string(def.kind.rawValue),
            "floors": .array(def.floors.map {
                .obj(["series": .string($0.series), "min": .number($0.min), "at": .string($0.atBothEnds ? "both" : "start")])
            }),
            "n": .int(ranked.count), "median": .num(median.map(FixtureRound.four)), "excluded": .object(order),
            "entries": .array(entries),
        ])
    }

    /// `movers.json`.
    static func file(_ ctx: FixtureStudyContext) -> FixtureValue {
        let real: (Double, Int, Int) -> Double? = { ctx.real($0, $1, base: $2) }
        let windows: [FixtureValue] = MoverListCatalog.windows.map { w in
            .obj(["years": .int(w), "lists": .array(MoverListCatalog.all.map { rank($0, ctx.members, window: w, real: real) })])
        }
        let to = FixtureSeries.latestFall
        return .obj([
            "name": "movers", "built": .string(ctx.built), "yearKind": "fall", "from": .int(to - 10), "to": .int(to),
            "n": .int(ctx.members.count), "shown": .int(MoverListCatalog.shown), "kept": .int(MoverListCatalog.kept),
            "rules": .obj(["stillOpenMinUndergrads": .number(MoverListCatalog.stillOpenMinUndergrads),
                           "jumpFactor": .number(MoverListCatalog.jumpFactor), "onlineFirst": 0, "excludedCampuses": 0]),
            "windows": .array(windows),
        ])
    }

    /// A state's movers: its three lists, ten-year window, ten kept.
    static func forState(_ ctx: FixtureStudyContext, _ members: [Member]) -> FixtureValue {
        let real: (Double, Int, Int) -> Double? = { ctx.real($0, $1, base: $2) }
        let lists = MoverListCatalog.stateLists.compactMap(MoverListCatalog.list).map {
            rank($0, members, window: 10, real: real, keep: 10)
        }
        return .array([.obj(["years": 10, "lists": .array(lists)])])
    }
}
