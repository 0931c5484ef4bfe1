import Core
public import Domain
import Foundation

/// One person's update digest for one publish (the site's `buildDigest`): the colleges they follow that changed,
/// each with its e-mailed changes in the reported fields' order, sorted by name, at most ``cutoff`` shown, as a
/// subject, a text part, an HTML part and the `List-Unsubscribe` headers (RFC 8058 one-click).
public struct DigestContent: Sendable, Equatable {
    /// Colleges shown in a digest at most; the rest are counted ("…and N more on your updates page").
    public static let cutoff = 8
    /// Why the person got it: every follow comes from a list with updates on.
    public static let reason = "these colleges are on your list"

    /// One followed college and its changes in the publish (any kinds; only e-mailed ones are kept).
    public struct College: Sendable, Equatable {
        public var unitID: String
        public var name: String
        public var changes: [StoredChange]

        public init(unitID: String, name: String, changes: [StoredChange]) {
            self.unitID = unitID
            self.name = name
            self.changes = changes
        }
    }

    /// A college as the digest shows it: e-mailed changes only, in order, never empty, with its link.
    public struct Shown: Sendable, Equatable {
        public var unitID: String
        public var name: String
        public var changes: [StoredChange]
        public var href: String
    }

    public var subject: String
    public var text: String
    public var html: String
    public var headers: [String: String]
    /// The colleges shown (at most ``cutoff``).
    public var colleges: [Shown]
    /// Colleges with changes beyond the cut-off.
    public var moreCount: Int
    public var updatesHref: String
    public var unsubscribeHref: String
    public var dataHref: String
    /// Every college with an e-mailed change, past the cut-off too (the `digests` row's `unit_ids`).
    public var unitIDs: [String]
    public var collegeCount: Int
    public var changeCount: Int

    /// The digest of `colleges`, or nil when none has an e-mailed change (nothing is sent or recorded then).
    /// `siteURL` is the site's origin (a trailing `/` is dropped); `unsubscribeToken` the person's token.
    public static func make(_ colleges: [College], siteURL: String, unsubscribeToken: String) -> DigestContent? {
        let site = siteURL.hasSuffix("/") ? String(siteURL.dropLast()) : siteURL
        let prepared = colleges.map { college in
            College(unitID: college.unitID, name: college.name,
                    changes: college.changes.filter { NotifyField.emailedKinds.contains($0.kind ?? "") }
                        .enumerated().sorted { a, b in
                            let (x, y) = (NotifyField.order(of: a.element.field), NotifyField.order(of: b.element.field))
                            return x != y ? x < y : a.offset < b.offset
                        }.map(\.element))
        }.filter { !$0.changes.isEmpty }
            .sorted { $0.name.compare($1.name, locale: Locale(identifier: "en_US")) == .orderedAscending }
        guard !prepared.isEmpty else { return nil }
        let shown = prepared.prefix(cutoff).map {
            Shown(unitID: $0.unitID, name: $0.name, changes: $0.changes, href: utm("\(site)/schools/\($0.unitID)"))
        }
        var digest = DigestContent(
            subject: prepared.count == 1 ? "\(prepared[0].name): new figures are in" : "Updates for \(prepared.count) of your colleges",
            text: "", html: "", headers: [:], colleges: Array(shown), moreCount: prepared.count - shown.count,
            updatesHref: utm("\(site)/me/updates"), unsubscribeHref: utm("\(site)/unsubscribe/\(unsubscribeToken)"),
            dataHref: utm("\(site)/data"), unitIDs: prepared.map(\.unitID), collegeCount: prepared.count,
            changeCount: prepared.reduce(0) { $0 + $1.changes.count })
        digest.headers = ["List-Unsubscribe": "<\(digest.unsubscribeHref)>",
                          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click"]
        digest.text = digest.renderText()
        digest.html = DigestHTML.render(digest)
        return digest
    }

    /// `url` with `utm_source=digest`, the digest's only link tracking.
    static func utm(_ url: String) -> String {
        url + (url.contains("?") ? "&" : "?") + "utm_source=digest"
    }

    /// The sentence the profile's panel shows, with its source.
    static func line(_ change: StoredChange) -> String {
        let sentence = ChangeSentences.describe(change)
        return change.source.map { "\(sentence) (\($0))" } ?? sentence
    }

    /// The plain-text part: the same content, in the same order, as the HTML.
    private func renderText() -> String {
        var lines: [String] = []
        for college in colleges {
            lines += [college.name, college.href, ""]
            lines += college.changes.map { "- \(Self.line($0))" }
            lines.append("")
        }
        if moreCount > 0 { lines += ["…and \(moreCount) more on your updates page: \(updatesHref)", ""] }
        lines += ["You got this because \(Self.reason). Figures here are usually a year or more behind a college's current "
                  + "class: \(dataHref)", ""]
        lines += ["All your updates: \(updatesHref)", "Unsubscribe: \(unsubscribeHref)"]
        return lines.joined(separator: "\n")
    }
}
