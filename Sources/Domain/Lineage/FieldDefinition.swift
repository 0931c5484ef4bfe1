/// What part of a college a field describes; the site groups fields by it.
public enum FieldTopic: String, Sendable, Hashable, CaseIterable {
    /// Name, place, type, links, identity.
    case institution
    /// The admissions funnel, tests and policies.
    case admissions
    /// Undergraduate counts and attendance.
    case enrollment
    /// Who the students are.
    case demographics
    /// What students pay.
    case cost
    /// Published prices.
    case prices
    /// Grants and loans.
    case aid
    /// Earnings, graduation, debt.
    case outcomes
    /// Faculty, degrees, finances.
    case academics
    /// Housing, setting, athletics, services, campus life.
    case campus
}

/// How a derived field is calculated: a sentence for readers and the registered fields it reads.
public struct Derivation: Sendable, Hashable {
    /// The calculation in words (shown as the citation's `formula`).
    public let formula: String
    /// Registered paths the calculation reads; a citation expands them to their sources.
    public let inputs: [String]

    public init(formula: String, inputs: [String]) {
        self.formula = formula
        self.inputs = inputs
    }
}

/// One registered field: a value the dataset stores or the server calculates, with its default source and the
/// release year ("vintage") that source's value describes.
///
/// A college's `lineage` record for the path overrides the source; see ``Lineage``.
public struct FieldDefinition: Sendable, Hashable {
    /// Dotted path in the college record (`admissions.acceptance_rate`) or a `derived.*` name.
    public let path: String
    /// Short label shown as the citation's `field`.
    public let label: String
    public let topic: FieldTopic
    /// Default source key (see ``SourceKey``), used unless the college's lineage names another.
    public let source: String
    /// Key into `meta.vintages` for the default source's year; nil when the value carries its own year or has none.
    public let vintage: String?
    /// Set for a value calculated from other fields.
    public let derivation: Derivation?
    /// True for a value worked out when a screen is built, never stored in `schools.json`.
    public let isComputed: Bool

    public init(path: String, label: String, topic: FieldTopic, source: String, vintage: String?,
                derivation: Derivation? = nil, isComputed: Bool = false) {
        self.path = path
        self.label = label
        self.topic = topic
        self.source = source
        self.vintage = vintage
        self.derivation = derivation
        self.isComputed = isComputed
    }

    /// True when the value is calculated from other fields.
    public var isDerived: Bool { derivation != nil }

    /// A copy calculated from `inputs` as `formula` describes.
    func derived(_ formula: String, from inputs: [String]) -> FieldDefinition {
        FieldDefinition(path: path, label: label, topic: topic, source: source, vintage: vintage,
                        derivation: Derivation(formula: formula, inputs: inputs), isComputed: isComputed)
    }

    /// A copy worked out at render time from `inputs`.
    func computed(_ formula: String, from inputs: [String]) -> FieldDefinition {
        FieldDefinition(path: path, label: label, topic: topic, source: source, vintage: vintage,
                        derivation: Derivation(formula: formula, inputs: inputs), isComputed: true)
    }

    /// A copy filed under another topic.
    func topic(_ newTopic: FieldTopic) -> FieldDefinition {
        FieldDefinition(path: path, label: label, topic: newTopic, source: source, vintage: vintage,
                        derivation: derivation, isComputed: isComputed)
    }
}

// Shorthands for the registry tables: one per common (source, vintage) pair.
extension FieldDefinition {
    static func scorecard(_ path: String, _ label: String, _ topic: FieldTopic,
                          vintage: String = VintageKey.scorecardLatest) -> FieldDefinition {
        FieldDefinition(path: path, label: label, topic: topic, source: SourceKey.scorecard, vintage: vintage)
    }

    static func survey(_ path: String, _ label: String, _ topic: FieldTopic, _ source: String) -> FieldDefinition {
        // A release whose default year lives under the vintage key of the same name (every IPEDS survey, Scorecard
        // field of study).
        FieldDefinition(path: path, label: label, topic: topic, source: source, vintage: source)
    }

    static func admissions(_ path: String, _ label: String) -> FieldDefinition {
        survey(path, label, .admissions, SourceKey.ipedsAdmissions)
    }

    static func aid(_ path: String, _ label: String) -> FieldDefinition {
        survey(path, label, .aid, SourceKey.ipedsAid)
    }

    static func prices(_ path: String, _ label: String) -> FieldDefinition {
        survey(path, label, .prices, SourceKey.ipedsPrices)
    }

    static func directory(_ path: String, _ label: String, _ topic: FieldTopic = .campus) -> FieldDefinition {
        survey(path, label, topic, SourceKey.ipedsDirectory)
    }

    static func characteristics(_ path: String, _ label: String, _ topic: FieldTopic = .campus) -> FieldDefinition {
        survey(path, label, topic, SourceKey.ipedsCharacteristics)
    }

    /// A value that names its own document and year in the college's lineage (no vintage).
    static func perDocument(_ path: String, _ label: String, _ topic: FieldTopic, _ source: String) -> FieldDefinition {
        FieldDefinition(path: path, label: label, topic: topic, source: source, vintage: nil)
    }

    /// A figure the college published itself.
    static func reported(_ path: String, _ label: String, _ topic: FieldTopic = .admissions) -> FieldDefinition {
        perDocument(path, label, topic, SourceKey.collegeSite)
    }
}
