import Foundation
import QuadAPIModels

/// The glossary keys a document refers to, read from its JSON the way the app reads them: the value of every `term`
/// member (a block's, a row's, a chip's, a column's info tip) and the slug of every `/glossary#key` link in a string
/// (Markdown text, hrefs). Independent of the builders: it reads the text the server's encoder writes, where a
/// `"term"` key follows `{` or `,` and slugs need no escaping, so neither a key nor a link can hide in an escaped
/// string.
struct GlossaryReferences {
    /// Key → the first document that used it.
    private(set) var firstUse: [String: String] = [:]
    private(set) var documents = 0

    mutating func add(_ value: some Encodable, as name: String) throws {
        let json = String(decoding: try WireEncoder().encode(value), as: UTF8.self)
        documents += 1
        for key in Self.termValues(json) + Self.linkedKeys(json) where firstUse[key] == nil { firstUse[key] = name }
    }

    var keys: Set<String> { Set(firstUse.keys) }

    /// The slug at the start of `text`, or nil when there is none.
    private static func slug(_ text: Substring) -> String? {
        let slug = text.prefix { $0.isLowercase || $0.isNumber || $0 == "-" }
        return slug.isEmpty ? nil : String(slug)
    }

    /// The string values of `term` members in a JSON text.
    static func termValues(_ json: String) -> [String] {
        json.ranges(of: #""term":""#).compactMap { range in
            guard range.lowerBound > json.startIndex, [",", "{"].contains(json[json.index(before: range.lowerBound)])
            else { return nil }
            return slug(json[range.upperBound...])
        }
    }

    /// The slugs of `/glossary#slug` links in a text.
    static func linkedKeys(_ text: String) -> [String] {
        text.ranges(of: "/glossary#").compactMap { slug(text[$0.upperBound...]) }
    }
}
