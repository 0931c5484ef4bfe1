/// "What's on the site now": one row per federal release the stored fields come from (the site's
/// `VINTAGE_KEYS` order), with the year it describes, what it is used for and the release that updates it next.
public struct VintageRow: Sendable, Hashable {
    /// The vintage key (`ipeds-adm`).
    public let key: String
    /// The first stored field of the release, whose citation names it.
    public let field: String
    /// "Fields or topics · joined".
    public let usedFor: String
    /// The soonest upcoming release bringing a newer year of it.
    public let next: ReleaseCalendar.Release?

    /// Every vintage key, in the site's order.
    public static let keys = [
        VintageKey.ipedsAdmissions, VintageKey.ipedsAid, VintageKey.ipedsPrices, VintageKey.ipedsDirectory,
        VintageKey.ipedsCharacteristics, VintageKey.ipedsFacultyRatio, VintageKey.ipedsOutcomeMeasures,
        VintageKey.ipedsGraduation, VintageKey.ipedsSalaries, VintageKey.ipedsResidence,
        VintageKey.ipedsEnrollmentByLevel, VintageKey.ipedsCompletions, VintageKey.ipedsFinance,
        VintageKey.scorecardEnrollment, VintageKey.scorecardAge, VintageKey.scorecardCost,
        VintageKey.scorecardRetention, VintageKey.scorecardLatest, VintageKey.scorecardFieldOfStudy,
    ]

    /// The rows for vintages at least one stored field comes from.
    public static func rows(calendar: ReleaseCalendar) -> [VintageRow] {
        keys.compactMap { key in
            let fields = storedFields(of: key)
            guard let first = fields.first else { return nil }
            return VintageRow(key: key, field: first.path, usedFor: usedFor(fields),
                              next: ReleaseSchedule.nextRelease(for: key, in: calendar))
        }
    }

    /// Stored (not computed) fields whose default source is release `key`, Common Data Set fields left out.
    static func storedFields(of key: String) -> [FieldDefinition] {
        FieldRegistry.all.filter { !$0.isComputed && $0.vintage == key && $0.source != SourceKey.cds }
    }

    /// Its fields' labels when there are at most three, else their topics (institution left out), first use first.
    static func usedFor(_ fields: [FieldDefinition]) -> String {
        if fields.count <= 3 { return fields.map(\.label).joined(separator: " \u{B7} ") }
        var topics: [FieldTopic] = []
        for f in fields where f.topic != .institution && !topics.contains(f.topic) { topics.append(f.topic) }
        return topics.map(\.dataPageLabel).joined(separator: " \u{B7} ")
    }
}

extension FieldTopic {
    /// The topic's name on the Data page.
    public var dataPageLabel: String {
        switch self {
        case .institution: "Name, location & type"
        case .admissions: "Admissions & test scores"
        case .enrollment: "Enrollment"
        case .demographics: "Student background"
        case .cost: "Net price & cost"
        case .prices: "Sticker prices"
        case .outcomes: "Earnings, graduation & debt"
        case .aid: "Financial aid"
        case .campus: "Housing & campus life"
        case .academics: "Academics"
        }
    }
}
