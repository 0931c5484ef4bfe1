import Foundation

/// The `---` block at the top of a content page: one `key: value` per line, then the markdown body.
///
/// ```text
/// ---
/// title: Price gap
/// after: national-trends, trends-top-10-lists
/// ---
/// The body…
/// ```
///
/// Keys are lower-case letters and `_`; a value is trimmed and loses one pair of surrounding double quotes. Blank
/// lines are allowed; anything else is an error naming the line.
struct FrontMatter: Sendable {
    /// Values by key, in no order.
    let fields: [String: String]
    /// Keys in the order written.
    let keys: [String]
    /// The markdown after the closing `---`.
    let body: String

    /// Splits `text` (file `file`, for messages).
    init(_ text: String, file: String) throws(DatasetLoadError) {
        let normalized = text.replacingOccurrences(of: "\r\n", with: "\n")
        var lines = normalized.split(separator: "\n", omittingEmptySubsequences: false)[...]
        guard lines.first == "---" else { throw Self.error(file, "must start with a --- front matter block") }
        lines = lines.dropFirst()
        var fields: [String: String] = [:]
        var keys: [String] = []
        while let line = lines.first, line != "---" {
            lines = lines.dropFirst()
            if line.allSatisfy(\.isWhitespace) { continue }
            guard let colon = line.firstIndex(of: ":"),
                  case let key = String(line[..<colon]), !key.isEmpty,
                  key.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x5F })
            else { throw Self.error(file, "cannot read the front matter line \u{201C}\(line)\u{201D}") }
            guard fields[key] == nil else { throw Self.error(file, "front matter names \u{201C}\(key)\u{201D} twice") }
            var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            fields[key] = value
            keys.append(key)
        }
        guard lines.first == "---" else { throw Self.error(file, "the front matter block has no closing ---") }
        self.fields = fields
        self.keys = keys
        body = lines.dropFirst().joined(separator: "\n")
    }

    /// Fails on a key not in `known`.
    func requireKnown(_ known: Set<String>, file: String) throws(DatasetLoadError) {
        for key in keys where !known.contains(key) {
            throw Self.error(file, "unknown front matter key \u{201C}\(key)\u{201D}", key: key)
        }
    }

    /// The non-empty value of `key`, or an error.
    func required(_ key: String, file: String) throws(DatasetLoadError) -> String {
        guard let value = fields[key], !value.isEmpty else { throw Self.error(file, "missing \u{201C}\(key)\u{201D}", key: key) }
        return value
    }

    /// The value of `key`, nil when absent or empty.
    func optional(_ key: String) -> String? {
        fields[key].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// A comma-separated list (`a, b` or `[a, b]`); empty when absent.
    func list(_ key: String) -> [String] {
        guard var value = optional(key) else { return [] }
        if value.hasPrefix("["), value.hasSuffix("]") { value = String(value.dropFirst().dropLast()) }
        return value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func error(_ file: String, _ detail: String, key: String? = nil) -> DatasetLoadError {
        DatasetLoadError(kind: .invalidValue, file: file, codingPath: key, detail: detail)
    }
}

/// Checks shared by every content page.
enum ContentRules {
    /// A file name (without `.md`) usable as a URL segment: lower-case letters, digits and hyphens.
    static func isSlug(_ s: String) -> Bool {
        !s.isEmpty && s.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// The body must say something and must not repeat the title as a `#` heading (the page shows the front
    /// matter's title). Lines inside fenced code are not headings.
    static func checkBody(_ body: String, file: String) throws(DatasetLoadError) {
        guard !body.allSatisfy(\.isWhitespace) else { throw FrontMatter.error(file, "the body is empty") }
        var fence: Substring?
        for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " }
            if let open = fence {
                if trimmed.hasPrefix(open) { fence = nil }
                continue
            }
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                fence = trimmed.prefix(3)
                continue
            }
            if line.hasPrefix("# ") || line == "#" {
                throw FrontMatter.error(file, "no # heading in the body: the page shows the title from the front matter")
            }
        }
    }

    /// `YYYY-MM-DD` naming a real day.
    static func isDate(_ s: String) -> Bool {
        s.utf8.count == 10 && CalendarDay(iso: s) != nil
    }
}
