public import QuadAPIModels

/// The updates page (userdata-map §2.6 "Updates history", the site's `/me/updates`): each digest rebuilt from the
/// public change log rather than stored, so the page and the e-mail never drift.
///
/// A digest shows, for every college it covered, that publish's e-mailed changes (new year, revised, updated,
/// appeared; never disappeared) in the site's topic order (the field registry's), colleges by name, all of them (the
/// e-mail's cut-off of eight does not apply here); a digest left with no change is not shown. "Also noticed" lists
/// the `disappeared` changes of followed colleges, which are never e-mailed.
///
/// ```swift
/// let page = DigestHistory.page(digests: rows, changes: changes, follows: ["166027"], disappeared: gone,
///                               snapshot: snapshot)
/// ```
public enum DigestHistory {
    /// One stored digest.
    public struct Digest: Sendable, Hashable {
        public var id: Int
        public var publishID: String
        /// ISO 8601 UTC of the publish.
        public var publishedAt: String
        public var emailed: Bool
        /// Every college the digest covered.
        public var unitIDs: [String]

        public init(id: Int, publishID: String, publishedAt: String, emailed: Bool, unitIDs: [String]) {
            self.id = id
            self.publishID = publishID
            self.publishedAt = publishedAt
            self.emailed = emailed
            self.unitIDs = unitIDs
        }
    }

    /// The kinds a digest e-mails.
    public static let emailedKinds: Set<String> = ["new_year", "revised", "updated", "appeared"]

    /// What a digest's heading says after its date.
    public static let emailedText = "Emailed"
    public static let recordedText = "Recorded (not emailed \u{2014} update emails were off or not yet set up)"
    /// The page with nothing on it.
    public static let emptyText = "Nothing yet. Follow a college and you'll see its changes here."

    /// The page. `digests` newest first; `changes` every change of their publishes (any order); `follows` the
    /// followed colleges in the follows page's order; `disappeared` their `disappeared` changes, newest first.
    public static func page(digests: [Digest], changes: [StoredChange], follows: [String], disappeared: [StoredChange],
                            snapshot: DatasetSnapshot) -> UpdatesResponse {
        let byPublish = Dictionary(grouping: changes.filter { emailedKinds.contains($0.kind ?? "") }) {
            "\($0.publishID ?? "")/\($0.unitID ?? "")"
        }
        let entries = digests.compactMap { digest -> DigestEntry? in
            let colleges = digest.unitIDs.compactMap { unitID -> (NameCollationKey, UpdateCollege)? in
                let found = byPublish["\(digest.publishID)/\(unitID)"] ?? []
                guard !found.isEmpty else { return nil }
                let name = snapshot.school(id: unitID)?.name ?? unitID
                return (NameCollationKey(name), UpdateCollege(unitId: unitID, name: name, changes: lines(inTopicOrder(found))))
            }
            guard !colleges.isEmpty else { return nil }
            let day = CalendarDay(isoDate: String(digest.publishedAt.prefix(10)))?.shortLabel ?? digest.publishedAt
            return DigestEntry(id: digest.id, publishedAt: digest.publishedAt, emailed: digest.emailed,
                               heading: "\(day) \u{00B7} \(digest.emailed ? emailedText : recordedText)",
                               colleges: colleges.sorted { $0.0 < $1.0 }.map(\.1))
        }
        let gone = Dictionary(grouping: disappeared.filter { $0.kind == "disappeared" }) { $0.unitID ?? "" }
        let noticed = follows.compactMap { unitID -> UpdateCollege? in
            guard let found = gone[unitID], !found.isEmpty else { return nil }
            return UpdateCollege(unitId: unitID, name: snapshot.school(id: unitID)?.name ?? unitID,
                                 changes: found.map { ChangeLine(sentence: ChangeSentences.describe($0), source: nil) })
        }
        return UpdatesResponse(
            digests: entries,
            alsoNoticed: noticed.isEmpty ? nil : AlsoNoticed(
                title: "Also noticed",
                description: "Figures no longer reported for colleges you follow. Not emailed; shown here and on each "
                    + "college's own profile.",
                colleges: noticed),
            emptyText: entries.isEmpty && noticed.isEmpty ? emptyText : nil)
    }

    /// `changes` in the field registry's order (fields it does not know last), stable within a field.
    public static func inTopicOrder(_ changes: [StoredChange]) -> [StoredChange] {
        changes.enumerated()
            .sorted { a, b in
                let x = topicRank[a.element.field ?? ""] ?? Int.max, y = topicRank[b.element.field ?? ""] ?? Int.max
                return x != y ? x < y : a.offset < b.offset
            }
            .map(\.element)
    }

    static let topicRank: [String: Int] = {
        var out: [String: Int] = [:]
        for (index, field) in FieldRegistry.all.enumerated() where out[field.path] == nil { out[field.path] = index }
        return out
    }()

    static func lines(_ changes: [StoredChange]) -> [ChangeLine] {
        changes.map { ChangeLine(sentence: ChangeSentences.describe($0), source: $0.source) }
    }
}
