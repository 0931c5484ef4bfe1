import Foundation
import QuadAPIModels

/// The glossary read from its JSON resource (`Resources/glossary.json` of this module) and checked: every entry has
/// a slug key used once, a term, a short text and a known category; related keys name entries; and every key the
/// Domain's tables link to (``Glossary/requiredKeys``) has an entry.
public struct GlossaryCatalog: Sendable {
    /// Every entry, in the resource's order (grouped by category, in reading order within one).
    public let entries: [GlossaryEntry]
    private let byKey: [String: Int]

    /// The entry with this key, or nil.
    public func entry(_ key: String) -> GlossaryEntry? {
        byKey[key].map { entries[$0] }
    }

    /// Reads and checks a glossary document: `{"entries": [{"key", "term", "short", "long"?, "why"?, "category",
    /// "related"?}, …]}`.
    ///
    /// - Throws: ``GlossaryLoadError`` naming the entry and the field at fault, or the required keys left without an
    ///   entry.
    public init(json data: Data, required: Set<String> = Glossary.requiredKeys) throws(GlossaryLoadError) {
        let root: JSONValue
        do { root = try JSONDecoder().decode(JSONValue.self, from: data) } catch {
            throw GlossaryLoadError("is not valid JSON (\(error.localizedDescription))")
        }
        guard case let .array(items)? = root.member("entries") else {
            throw GlossaryLoadError("has no \"entries\" array")
        }
        var entries: [GlossaryEntry] = []
        var byKey: [String: Int] = [:]
        for (i, item) in items.enumerated() {
            let entry = try Self.entry(item, at: i)
            guard byKey[entry.key] == nil else { throw GlossaryLoadError("entry \(i) repeats the key \"\(entry.key)\"") }
            byKey[entry.key] = entries.count
            entries.append(entry)
        }
        for entry in entries {
            for key in entry.related where byKey[key] == nil || key == entry.key {
                throw GlossaryLoadError("entry \"\(entry.key)\" relates to \(key == entry.key ? "itself" : "\"\(key)\", which has no entry")")
            }
        }
        let missing = required.filter { byKey[$0] == nil }.sorted()
        guard missing.isEmpty else {
            throw GlossaryLoadError("has no entry for \(missing.map { "\"\($0)\"" }.joined(separator: ", ")), which the screens link to")
        }
        self.entries = entries
        self.byKey = byKey
    }

    /// One entry of the document, checked.
    private static func entry(_ item: JSONValue, at i: Int) throws(GlossaryLoadError) -> GlossaryEntry {
        guard case .object = item else { throw GlossaryLoadError("entry \(i) is not an object") }
        let name = item.member("key")?.string.map { "entry \(i) (\"\($0)\")" } ?? "entry \(i)"
        func text(_ field: String, required: Bool) throws(GlossaryLoadError) -> String? {
            switch item.member(field) {
            case let .string(s)? where !s.isEmpty: return s
            case nil, .null?: if required { throw GlossaryLoadError("\(name) has no \"\(field)\"") } else { return nil }
            default: throw GlossaryLoadError("\(name): \"\(field)\" is not a non-empty string")
            }
        }
        guard let key = try text("key", required: true), isSlug(key) else {
            throw GlossaryLoadError("\(name): the key is not a slug (lowercase words joined by hyphens)")
        }
        guard let raw = try text("category", required: true), let category = GlossaryCategory(rawValue: raw) else {
            throw GlossaryLoadError("\(name): unknown category \"\(item.member("category")?.string ?? "")\"")
        }
        var related: [String] = []
        switch item.member("related") {
        case nil, .null?: break
        case let .array(list)?:
            for element in list {
                guard let k = element.string else { throw GlossaryLoadError("\(name): \"related\" holds a value that is not a key") }
                related.append(k)
            }
        default: throw GlossaryLoadError("\(name): \"related\" is not an array of keys")
        }
        return GlossaryEntry(key: key, term: try text("term", required: true) ?? "", short: try text("short", required: true) ?? "",
                             long: try text("long", required: false), why: try text("why", required: false),
                             category: category, related: related)
    }

    /// Lowercase letters and digits in words joined by single hyphens.
    static func isSlug(_ key: String) -> Bool {
        let words = key.split(separator: "-", omittingEmptySubsequences: false)
        return !words.isEmpty && words.allSatisfy { word in
            !word.isEmpty && word.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) }
        }
    }
}

/// Why the glossary resource could not be loaded; the message names the file and what is wrong.
public struct GlossaryLoadError: Error, Sendable, CustomStringConvertible {
    public let message: String

    init(_ problem: String) {
        message = "glossary.json \(problem)"
    }

    public var description: String { message }
}
