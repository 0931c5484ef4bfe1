import Foundation
public import QuadAPIModels

/// What changed between two datasets in the reported fields (``NotifyField``), as the change rows a publish records
/// (the site's `diffSchools`).
///
/// For each college in both datasets, in the new file's order, and each reported field in order:
/// - both values missing, or no difference beyond the field's tolerance: nothing;
/// - a calculated value (a derived field without a lineage record of its own, or one saying `derived`) whose inputs
///   did not change at all: nothing (re-deriving moves stored values by float noise);
/// - missing before: `appeared`; missing after: `disappeared`;
/// - otherwise `new_year` when the new period is known to be later, `revised` for the same period from the same kind
///   of source, and `updated` for anything else (another kind of source, an earlier period, periods that cannot be
///   ordered).
/// Years come from each dataset's lineage; the release is the newest published release-calendar entry of the new
/// dataset that updates the field's vintage between the two datasets' `meta.retrieved`. Colleges in only one
/// dataset are skipped. The rows carry no publish (`publish_id`, `published_at`): the publish adds them.
public enum DatasetDiff {
    /// The reported changes and what else changed, from `previous` to `next`.
    public static func compare(_ previous: DatasetSnapshot, _ next: DatasetSnapshot) -> (changes: [StoredChange],
                                                                                      touched: PublishTouched) {
        let before = ChangeValues.records(previous.schools)
        let after = ChangeValues.records(next.schools)
        return (changes(previous, next, before: before, after: after),
                PublishTouched.between(previous, next, before: before, after: after))
    }

    /// The reported changes from `previous` to `next`.
    public static func changes(from previous: DatasetSnapshot, to next: DatasetSnapshot) -> [StoredChange] {
        changes(previous, next, before: ChangeValues.records(previous.schools), after: ChangeValues.records(next.schools))
    }

    private static func changes(_ previous: DatasetSnapshot, _ next: DatasetSnapshot, before: [String: JSONValue],
                                after: [String: JSONValue]) -> [StoredChange] {
        var out: [StoredChange] = []
        for school in next.schools {
            guard let oldSchool = previous.school(id: school.unitID), let oldRecord = before[school.unitID] else { continue }
            let newRecord = after[school.unitID]
            for field in NotifyField.all {
                if let change = change(field, old: (oldSchool, oldRecord, previous), new: (school, newRecord, next)) {
                    out.append(change)
                }
            }
        }
        return out
    }

    private typealias Side = (school: School, record: JSONValue?, snapshot: DatasetSnapshot)

    private static func change(_ field: NotifyField, old: Side, new: Side) -> StoredChange? {
        let path = field.path
        let a = ChangeValues.value(at: path, in: old.record)
        let b = ChangeValues.value(at: path, in: new.record)
        if a == nil && b == nil { return nil }
        let keys = field.keys.isEmpty ? nil : field.keys.map(\.key)
        guard ChangeValues.differ(a, b, tolerance: field.tolerance, keys: keys) else { return nil }
        if !field.always, a != nil, b != nil, isCalculated(path, old.school), isCalculated(path, new.school),
           !inputsChanged(path, old.record, new.record) {
            return nil
        }
        let citedBefore = old.snapshot.lineage.cited(path, old.school)
        let citedAfter = new.snapshot.lineage.cited(path, new.school)
        let oldYear = a == nil ? nil : ChangePeriods.label(field: path, key: citedBefore.key, year: citedBefore.year,
                                                            lineage: old.snapshot.lineage)
        let newYear = b == nil ? nil : ChangePeriods.label(field: path, key: citedAfter.key, year: citedAfter.year,
                                                            lineage: new.snapshot.lineage)
        let sourceChanged = a != nil && b != nil && family(citedBefore) != family(citedAfter)
        let kind = a == nil ? "appeared" : b == nil ? "disappeared" : kindFor(oldYear, newYear, sourceChanged: sourceChanged)
        var change = StoredChange()
        change.unitID = new.school.unitID
        change.field = path
        change.kind = kind
        change.oldValue = a
        change.newValue = b
        change.oldYear = oldYear
        change.newYear = newYear
        change.source = (b == nil ? citedBefore : citedAfter).label
        change.oldSource = sourceChanged ? citedBefore.label : nil
        change.release = kind == "disappeared" ? nil : release(for: path, school: new.school, previous: old.snapshot.meta,
                                                             next: new.snapshot)
        return change
    }

    /// `new_year` only when the new period is known to be later; the same period from the same kind of source is
    /// `revised`; anything else `updated`.
    static func kindFor(_ oldYear: String?, _ newYear: String?, sourceChanged: Bool) -> String {
        if let a = ChangePeriods.start(oldYear), let b = ChangePeriods.start(newYear) {
            if b > a { return "new_year" }
            if b == a && !sourceChanged { return "revised" }
            return "updated"
        }
        if let oldYear, oldYear == newYear, !sourceChanged { return "revised" }
        return "updated"
    }

    /// The kind of document a value came from: a college's Common Data Set counts as one whichever pipeline read it.
    private static func family(_ cited: Cited) -> String {
        cited.key == SourceKey.cds || (cited.key == SourceKey.collegeSite && cited.cdsEdition != nil) ? SourceKey.cds : cited.key
    }

    /// A derived field whose value here is calculated (no lineage record, or one that says `derived`).
    private static func isCalculated(_ path: String, _ school: School) -> Bool {
        guard FieldRegistry.definition(path)?.isDerived == true else { return false }
        guard let record = school.lineage?[path] else { return true }
        return record.method == "derived"
    }

    /// Whether a derived value's stored inputs changed at all (through derived inputs in turn).
    private static func inputsChanged(_ path: String, _ old: JSONValue?, _ new: JSONValue?, seen: Set<String> = []) -> Bool {
        guard let derivation = FieldRegistry.definition(path)?.derivation, !seen.contains(path) else {
            return ChangeValues.value(at: path, in: old) != ChangeValues.value(at: path, in: new)
        }
        let seen = seen.union([path])
        return derivation.inputs.contains { input in
            FieldRegistry.definition(input) != nil && inputsChanged(input, old, new, seen: seen)
        }
    }

    /// The newest published release of the new dataset's calendar that updates the field's vintage, published after
    /// the previous dataset was retrieved and no later than the new one. Nil for a value with its own lineage record
    /// (it names its document).
    private static func release(for path: String, school: School, previous: DatasetMeta, next: DatasetSnapshot) -> String? {
        guard school.lineage?[path] == nil, let vintage = FieldRegistry.definition(path)?.vintage,
              let from = previous.retrieved, let to = next.meta.retrieved
        else { return nil }
        let matches = (next.releaseCalendar.releases ?? []).filter { release in
            guard release.status == "published", let published = release.published, !published.isEmpty else { return false }
            return (release.updates ?? []).contains(vintage) && published > from && published <= to
        }
        return matches.max { ($0.published ?? "") < ($1.published ?? "") }?.label
    }
}
