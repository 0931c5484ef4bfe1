/// Every field the site registers: the default source, release year and calculation behind each citable value.
///
/// Paths are the site's own (`admissions.acceptance_rate`, `derived.yield`). A stored leaf is covered by its nearest
/// registered ancestor (``registeredPath(for:)``). The tables live in `Registry/`, one file per topic.
public enum FieldRegistry {
    /// Every field in table order (institution, admissions, students, cost and aid, outcomes, academics and campus,
    /// college-reported, computed).
    public static let all: [FieldDefinition] =
        institutionFields + admissionsFields + studentFields + costFields + aidFields + outcomeFields
        + academicFields + campusFields + reportedAdmissionFields + reportedProfileFields + reportedOtherFields
        + computedFields + estimateFields

    /// Fields by path.
    public static let byPath: [String: FieldDefinition] = Dictionary(all.map { ($0.path, $0) }, uniquingKeysWith: { a, _ in a })

    /// Top-level keys of a college record that hold citation metadata, not values.
    public static let metadataKeys: Set<String> = ["lineage", "cds"]

    /// The field registered at exactly `path`.
    public static func definition(_ path: String) -> FieldDefinition? {
        byPath[path]
    }

    /// The registered path that covers `path`: the path itself or its nearest registered ancestor
    /// (`demographics.racial_diversity.asian` → `demographics.racial_diversity`). Nil when nothing covers it, and for
    /// anything under a metadata key (`lineage`, `cds`).
    public static func registeredPath(for path: String) -> String? {
        // No registered path lies under a metadata key, so an exact hit needs no further check.
        if byPath[path] != nil { return path }
        let head = path.firstIndex(of: ".").map { path[..<$0] } ?? Substring(path)
        if metadataKeys.contains(String(head)) { return nil }
        var candidate = Substring(path)
        while !candidate.isEmpty {
            if byPath[String(candidate)] != nil { return String(candidate) }
            guard let dot = candidate.lastIndex(of: ".") else { return nil }
            candidate = candidate[..<dot]
        }
        return nil
    }

    /// The definition covering `path` (see ``registeredPath(for:)``).
    public static func covering(_ path: String) -> FieldDefinition? {
        registeredPath(for: path).flatMap { byPath[$0] }
    }
}
