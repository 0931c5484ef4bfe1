import Foundation
import QuadAPIModels

/// The periods cited years describe, for labelling a change's two years in one style and ordering them.
enum ChangePeriods {
    /// `2024-25` → `2024–25`: academic years are written with an en dash.
    static func normalizeYear(_ year: String) -> String {
        year.replacing(/\b(\d{4})\s*-\s*(\d{2}|\d{4})\b/) { match in "\(match.1)\u{2013}\(match.2)" }
    }

    /// The period a cited year describes, in the field's own label style. A Common Data Set (source `cds`) cites its
    /// edition (`2024–25`), not the period: for a field whose default citation is a fall (`Fall 2024`), edition
    /// YYYY–YY reports fall YYYY; for retention (`Entered fall 2023`), the class that entered fall YYYY − 1. Other
    /// years pass through, en-dashed. Nil when the citation names no single year.
    static func label(field: String, key: String, year: String?, lineage: Lineage) -> String? {
        guard let year else { return nil }
        let normalized = normalizeYear(year)
        guard key == SourceKey.cds, let first = editionStart(normalized) else { return normalized }
        let style = (lineage.cited(field).year ?? "").lowercased()
        if style.wholeMatch(of: /fall \d{4}/) != nil { return "Fall \(first)" }
        if style.wholeMatch(of: /entered fall \d{4}/) != nil { return "Entered fall \(first - 1)" }
        return normalized
    }

    /// The first year of an edition label `YYYY–YY` or `YYYY–YYYY`.
    private static func editionStart(_ label: String) -> Int? {
        guard let match = label.wholeMatch(of: /(\d{4})–(\d{2}|\d{4})/) else { return nil }
        return Int(match.1)
    }

    /// When a period began, as a sortable number (year × 100 + month): September of a fall, July of an academic
    /// year's first year. Nil when the label names no period that can be ordered.
    static func start(_ label: String?) -> Int? {
        guard let text = label?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
        let lowered = text.lowercased()
        if let fall = lowered.wholeMatch(of: /(?:(?:students )?enter(?:ed|ing) )?fall (\d{4})(?: applicants)?/),
           let year = Int(fall.1) {
            return year * 100 + 9
        }
        if let academic = lowered.wholeMatch(of: /(\d{4})\s*[–-]\s*(?:\d{2}|\d{4})(?: graduates)?/), let year = Int(academic.1) {
            return year * 100 + 7
        }
        return nil
    }
}
