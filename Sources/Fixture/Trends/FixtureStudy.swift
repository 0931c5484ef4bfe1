import Domain
import QuadAPIModels

/// What one study build returns: its file and its `/trends` card.
struct FixtureStudyOutput: Sendable {
    var file: FixtureValue
    var card: FixtureValue
}

/// The common parts of a study file and card (the site's `StudyFile` and `TrendCard`).
struct FixtureStudyContext: Sendable {
    /// `history/meta.json` `built`.
    let built: String
    /// Every college with a history.
    let members: [FixtureTrendMember]
    /// CPI for a school year's fall.
    let cpi: @Sendable (Int) -> Double?

    /// `value` (reported in school year `year`) in school year `base`'s dollars.
    func real(_ value: Double?, _ year: Int, base: Int) -> Double? {
        guard let value, let a = cpi(year), let b = cpi(base), a > 0 else { return nil }
        return value * b / a
    }

    /// A study file: envelope, national row and groupings, plus the study's own fields.
    func file(_ def: TrendStudyDef, from: Int, to: Int, n: Int, lineFrom: Int, national: FixtureValue,
              groupings: [FixtureValue], extra: [FixtureMember]) -> FixtureValue {
        .object([
            FixtureMember(key: "name", value: .string(def.slug)),
            FixtureMember(key: "slug", value: .string(def.slug)),
            FixtureMember(key: "built", value: .string(built)),
            FixtureMember(key: "yearKind", value: .string(def.yearKind.rawValue)),
            FixtureMember(key: "from", value: .int(from)),
            FixtureMember(key: "to", value: .int(to)),
            FixtureMember(key: "n", value: .int(n)),
            FixtureMember(key: "lineFrom", value: .int(lineFrom)),
            FixtureMember(key: "national", value: national),
            FixtureMember(key: "groupings", value: .array(groupings)),
        ] + extra)
    }

    /// A `/trends` card.
    func card(_ def: TrendStudyDef, value: Double?, format: String, caption: String, sentence: String,
              sparkStart: Int, sparkFormat: String, series: [(String, [Double?])], from: Int, to: Int, n: Int)
        -> FixtureValue
    {
        .obj([
            "slug": .string(def.slug), "title": .string(def.title),
            "headline": .obj(["value": .num(value), "format": .string(format), "caption": .string(caption)]),
            "sentence": .string(sentence),
            "spark": .obj([
                "start": .int(sparkStart), "kind": .string(def.yearKind.rawValue), "format": .string(sparkFormat),
                "series": .array(series.map { .obj(["name": .string($0.0), "values": .numbers($0.1)]) }),
            ]),
            "yearKind": .string(def.yearKind.rawValue), "from": .int(from), "to": .int(to), "n": .int(n),
        ])
    }

    /// The groupings of `def` over `panel`.
    func groupings(_ def: TrendStudyDef, _ panel: [FixtureTrendMember], _ compute: ([FixtureTrendMember]) -> FixtureValue)
        -> [FixtureValue]
    {
        def.groupings.map { FixtureTrendPanel.byGroup(panel, $0, compute) }
    }

    /// "48%": the site's `pct`.
    static func pct(_ v: Double?) -> String { SiteFormat.display(v, as: .pct) }

    /// Whole points of a share difference, without sign.
    static func points(_ v: Double) -> Int { Int((abs(v) * 100).rounded()) }
}

extension FixtureValue {
    /// `[then, now]` at `path` read back.
    func thenNow(_ path: String) -> (Double?, Double?) {
        guard case let .array(a)? = value(at: path), a.count == 2 else { return (nil, nil) }
        return (a[0].numberValue, a[1].numberValue)
    }

    /// A list of numbers at `path` read back (nil entries kept).
    func numberList(_ path: String) -> [Double?] {
        guard case let .array(a)? = value(at: path) else { return [] }
        return a.map(\.numberValue)
    }
}
