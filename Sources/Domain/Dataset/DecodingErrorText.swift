import Foundation

/// Turns a `DecodingError` into a dotted coding path and a short sentence for ``DatasetLoadError``.
enum DecodingErrorText {
    /// The path and problem; `isSyntax` when the bytes were not JSON at all.
    struct Parts: Equatable {
        var path: String
        var detail: String
        var isSyntax: Bool
    }

    static func parts(of error: DecodingError) -> Parts {
        switch error {
        case let .typeMismatch(type, context):
            return Parts(path: path(context.codingPath), detail: expected(type) + found(context.debugDescription), isSyntax: false)
        case let .valueNotFound(type, context):
            return Parts(path: path(context.codingPath), detail: expected(type) + ", found null", isSyntax: false)
        case let .keyNotFound(key, context):
            return Parts(path: path(context.codingPath + [key]), detail: "required key is missing", isSyntax: false)
        case let .dataCorrupted(context):
            let syntax = context.codingPath.isEmpty && context.debugDescription.contains("not valid JSON")
            return Parts(path: path(context.codingPath), detail: context.debugDescription, isSyntax: syntax)
        @unknown default:
            return Parts(path: "", detail: String(describing: error), isSyntax: false)
        }
    }

    /// `admissions.sat_math_25_75[1]`.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue, key.stringValue.hasPrefix("Index ") || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }

    private static func expected(_ type: Any.Type) -> String {
        let name = String(describing: type)
        switch name {
        case "Double", "Float", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64":
            return "expected a number"
        case "String": return "expected a string"
        case "Bool": return "expected true or false"
        default:
            if name.hasPrefix("Dictionary") || name.hasPrefix("[String") { return "expected an object" }
            if name.hasPrefix("Array") || name.hasPrefix("[") { return "expected an array" }
            return "expected \(name)"
        }
    }

    /// ", found a string" when the decoder's own text says what it found.
    private static func found(_ debugDescription: String) -> String {
        guard let start = debugDescription.range(of: "but found ") else { return "" }
        var rest = debugDescription[start.upperBound...]
        if let end = rest.range(of: " instead") { rest = rest[..<end.lowerBound] }
        return rest.isEmpty ? "" : ", found " + rest
    }
}
