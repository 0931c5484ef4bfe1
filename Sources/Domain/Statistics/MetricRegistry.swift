/// The registry of ranked measures: one ``MetricDefinition`` per ``MetricKey``.
public enum MetricRegistry {
    /// Every definition, in ``MetricKey`` declaration order.
    public static let all: [MetricDefinition] = {
        let defs = admissionsDefinitions + studentDefinitions + valueDefinitions + changeDefinitions
        let byKey = Dictionary(defs.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        return MetricKey.allCases.compactMap { byKey[$0] }
    }()

    private static let byKey: [MetricKey: MetricDefinition] =
        Dictionary(all.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })

    /// The definition of `key`. Every key has one (the tests check it).
    public static func definition(_ key: MetricKey) -> MetricDefinition {
        guard let d = byKey[key] else { preconditionFailure("metric \(key.rawValue) has no registry entry") }
        return d
    }
}
