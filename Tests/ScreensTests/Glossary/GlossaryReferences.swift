import Foundation

/// The glossary keys a document refers to, read from its JSON the way the app reads them: the value of every `term`
/// member (a block's, a row's, a chip's, a column's info tip) and the slug of every `/glossary#key` link in a string
/// (Markdown text, hrefs). Independent of the builders: it walks the encoded bytes.
struct GlossaryReferences {
    /// Key → the first document that used it.
    private(set) var firstUse: [String: String] = [:]
    private(set) var documents = 0

    mutating func add(_ value: some Encodable, as name: String) throws {
        let data = try JSONEncoder().encode(value)
        let json = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        documents += 1
        walk(json, document: name)
    }

    var keys: Set<String> { Set(firstUse.keys) }

    private mutating func note(_ key: String, _ document: String) {
        if firstUse[key] == nil { firstUse[key] = document }
    }

    private mutating func walk(_ node: Any, document: String) {
        if let object = node as? [String: Any] {
            for (name, child) in object {
                if name == "term", let key = child as? String { note(key, document) } else { walk(child, document: document) }
            }
        } else if let array = node as? [Any] {
            for child in array { walk(child, document: document) }
        } else if let text = node as? String {
            for key in Self.linkedKeys(text) { note(key, document) }
        }
    }

    /// The slugs of `/glossary#slug` links in a text.
    static func linkedKeys(_ text: String) -> [String] {
        var out: [String] = []
        var rest = Substring(text)
        while let range = rest.range(of: "/glossary#") {
            let slug = rest[range.upperBound...].prefix { $0.isLowercase || $0.isNumber || $0 == "-" }
            if !slug.isEmpty { out.append(String(slug)) }
            rest = rest[range.upperBound...]
        }
        return out
    }
}
