import Foundation
public import QuadAPIModels

/// One plain sentence per recorded change of a college's value (dataset-map §7, `describeChange`), and the
/// profile's "what changed in the last year" selection.
public enum ChangeSentences {
    /// How a changed field's numbers print: the reported field's unit, else a guess from the path's last part.
    enum Unit { case percent, dollars, count, ratio }

    /// Words for a text value, by field.
    static func words(_ field: String, _ text: String) -> String {
        field == FieldPath.testPolicy ? (Tiers.testPolicyLabel(text) ?? text) : text
    }

    static func unit(_ field: String) -> Unit {
        if let known = NotifyField.byPath[field]?.unit {
            switch known {
            case .percent: return .percent
            case .dollars: return .dollars
            case .ratio: return .ratio
            case .count, .text: return .count
            }
        }
        let leaf = field.split(separator: ".").last.map(String.init) ?? field
        if ["rate", "share", "pct", "percent"].contains(where: leaf.contains) { return .percent }
        if ["price", "cost", "earnings", "debt", "fee", "tuition", "salary", "sticker", "paid"].contains(where: leaf.contains) {
            return .dollars
        }
        return .count
    }

    /// One stored scalar as the site writes it.
    static func scalar(_ field: String, _ value: JSONValue?) -> String {
        switch value {
        case nil, .null?: return "not reported"
        case let .string(s)?: return words(field, s)
        case let .bool(b)?: return b ? "yes" : "no"
        case let .number(n)?:
            switch unit(field) {
            case .percent: return SiteFormat.pctSmart(n)
            case .dollars: return SiteFormat.money(n)
            case .ratio: return SiteFormat.ratio(n)
            case .count: return SiteFormat.num(n)
            }
        default: return "not reported"
        }
    }

    /// A stored value (a number, `[lo, hi]`, an object of parts, or words) as the site writes it.
    public static func format(_ field: String, _ value: JSONValue?) -> String {
        switch value {
        case let .array(items)?:
            return items.map { scalar(field, $0) }.joined(separator: "\u{2013}")
        case let .object(parts)?:
            let labels = NotifyField.byPath[field].flatMap { $0.keys.isEmpty ? nil : $0.keys }
                ?? parts.keys.sorted().map { ($0, $0.replacingOccurrences(of: "_", with: " ")) }
            let shown = labels.filter { parts[$0.key] != nil && parts[$0.key] != .null }
            guard let first = shown.first else { return "not reported" }
            if shown.allSatisfy({ parts[$0.key] == parts[first.key] }) { return scalar(field, parts[first.key]) }
            return shown.map { "\(scalar(field, parts[$0.key])) \($0.words)" }.joined(separator: ", ")
        default:
            return scalar(field, value)
        }
    }

    /// The sentence for one change, with both years written in the field's own style:
    /// new_year "Fall 2025: 9.1% admitted (fall 2024: 9.8%)"; revised "Revised fall 2024 figure: 9.6% admitted
    /// (was 9.8%)"; updated "Most recent release: graduation rate 61% (was 59%)"; appeared "Now reported: …
    /// (most recent release)"; disappeared "No longer reported: … (was …, fall 2023)".
    public static func describe(_ c: StoredChange) -> String {
        let field = c.field ?? ""
        var was = format(field, c.oldValue)
        var now = format(field, c.newValue)
        if was == now, unit(field) == .percent, case let .number(a)? = c.oldValue, case let .number(b)? = c.newValue {
            was = SiteFormat.pct(a, 1)
            now = SiteFormat.pct(b, 1)
        }
        if NotifyField.byPath[field]?.always == true, c.kind != "appeared", c.kind != "disappeared" {
            return "\(label(field)) changed: \(now) (was \(was))"
        }
        let newYear = c.newYear ?? "most recent release"
        let oldYear = c.oldYear ?? "most recent release"
        switch c.kind {
        case "new_year":
            return "\(upperFirst(newYear)): \(phrase(field, now)) (\(lowerFirst(oldYear)): \(was))"
        case "revised":
            return "Revised \(lowerFirst(newYear)) figure: \(phrase(field, now)) (was \(was))"
        case "appeared":
            return "Now reported: \(phrase(field, now)) (\(lowerFirst(newYear)))"
        case "disappeared":
            return "No longer reported: \(lowerFirst(label(field))) (was \(was), \(lowerFirst(oldYear)))"
        default:
            let oldWhen = c.oldYear != c.newYear ? ", \(lowerFirst(oldYear))" : ""
            if let old = c.oldSource, let source = c.source {
                return "\(upperFirst(newYear)): \(phrase(field, now)) from \(source) (was \(was) from \(old)\(oldWhen))"
            }
            return "\(upperFirst(newYear)): \(phrase(field, now)) (was \(was)\(oldWhen))"
        }
    }

    /// The field's registry label, or the path when it has none.
    static func label(_ field: String) -> String {
        FieldRegistry.covering(field)?.label ?? field
    }

    static func phrase(_ field: String, _ value: String) -> String {
        if let template = NotifyField.byPath[field]?.phrase { return template.replacingOccurrences(of: "{value}", with: value) }
        return "\(lowerFirst(label(field))) \(value)"
    }

    /// "Fall 2024" → "fall 2024" mid-sentence; "SAT …" and "2023–24" stay.
    static func lowerFirst(_ s: String) -> String {
        let chars = Array(s)
        guard chars.count >= 2, chars[0].isUppercase, chars[1].isLowercase else { return s }
        return chars[0].lowercased() + String(chars.dropFirst())
    }

    static func upperFirst(_ s: String) -> String {
        guard let first = s.first else { return s }
        return first.uppercased() + s.dropFirst()
    }
}

/// One publish's changes to a college, for the "what changed" panel.
public struct ChangePublish: Sendable, Hashable {
    /// The publish the changes came in.
    public var publishID: String
    /// ISO timestamp of the publish.
    public var publishedAt: String
    /// Distinct releases that brought the changes, in first-seen order.
    public var releases: [String]
    /// The changes, in file order.
    public var changes: [StoredChange]
}

extension ChangeSentences {
    /// A college's changes for the profile: the newest `limit` publishes that touched it, newest first, each with its
    /// changes in file order; empty when its newest change was published more than a year before `reference` (an
    /// ISO date or timestamp: the dataset's `meta.retrieved`). Without a reference the newest publish counts as recent.
    public static func recentPublishes(_ changes: [StoredChange], reference: String?, limit: Int = 2) -> [ChangePublish] {
        var order: [String] = []
        var groups: [String: ChangePublish] = [:]
        for c in changes {
            let id = c.publishID ?? c.publishedAt ?? ""
            if groups[id] == nil {
                order.append(id)
                groups[id] = ChangePublish(publishID: id, publishedAt: c.publishedAt ?? "", releases: [], changes: [])
            }
            groups[id]?.changes.append(c)
            if let r = c.release, !r.isEmpty, !(groups[id]?.releases.contains(r) ?? true) { groups[id]?.releases.append(r) }
        }
        let sorted = order.compactMap { groups[$0] }.sorted { $0.publishedAt > $1.publishedAt }
        guard let newest = sorted.first else { return [] }
        if let reference, let ref = day(reference) {
            guard let published = day(newest.publishedAt), published >= (ref.0 - 1, ref.1, ref.2) else { return [] }
        }
        return Array(sorted.prefix(limit))
    }

    /// Year, month and day of an ISO date or timestamp (`2026-10-04`, `2026-10-04T15:30:00Z`).
    static func day(_ iso: String) -> (Int, Int, Int)? {
        let parts = iso.prefix(10).split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]), (1...31).contains(parts[2]) else { return nil }
        return (parts[0], parts[1], parts[2])
    }
}
