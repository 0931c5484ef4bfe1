import APIContract
import Core
import Domain
import QuadAPIModels
import UserData

/// The text of a CSV import body: `text/csv` (or `text/plain`, `application/csv`) as UTF-8 (a byte-order mark
/// dropped), or JSON `{"csv": "…"}`. Anything else is refused before the list is touched, and so is a JSON document
/// sent as CSV.
enum ImportBody {
    static let csvTypes: Set<String> = ["text/csv", "text/plain", "application/csv", "text/comma-separated-values"]

    static func text(_ bytes: [UInt8], contentType: String?) throws -> String {
        let media = (contentType ?? "").split(separator: ";").first.map { $0.trimmingWhitespace.lowercased() } ?? ""
        if media == "application/json" || media.hasSuffix("+json") {
            do {
                return try ImportRequest.read(bytes).csv
            } catch {
                throw APIError.badRequest(error.message, field: error.field ?? "csv")
            }
        }
        guard csvTypes.contains(media) else {
            throw APIError(status: 415, code: "unsupported_media_type", message: ListMessages.importBody.message,
                           detail: .object(["field": .string("csv")]))
        }
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else { throw ListMessages.notCSV }
        // A JSON document sent as CSV is not a paste of colleges.
        if let first = text.trimmingWhitespace.first, first == "{" || first == "[",
           (try? JSONRequestDecoder.decode(JSONValue.self, from: Array(body))) != nil {
            throw ListMessages.notCSV
        }
        return text
    }
}
