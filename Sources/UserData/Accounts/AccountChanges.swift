import Core
import Domain
import Foundation
public import QuadAPIModels

/// The validated changes of a `PATCH /me` body (userdata-map §2.1), ready to store.
///
/// ```swift
/// let changes = try AccountChanges(body: json, currentYear: 2026)
/// ```
public struct AccountChanges: Sendable, Hashable {
    /// nil: leave the name; `.some(nil)`: no name.
    public var displayName: String??
    /// nil: leave the year (a year can be corrected but never removed).
    public var birthYear: Int?
    /// nil: leave the role hint; `.some(nil)`: none.
    public var roleHint: RoleHint??

    public init(displayName: String?? = nil, birthYear: Int? = nil, roleHint: RoleHint?? = nil) {
        self.displayName = displayName
        self.birthYear = birthYear
        self.roleHint = roleHint
    }

    /// Whether anything changes.
    public var isEmpty: Bool { displayName == nil && birthYear == nil && roleHint == nil }

    /// Reads and checks a body, in the site's order: the name's length, then the year's form, then the age gate.
    ///
    /// - `displayName`: a string (trimmed; more than 80 characters is refused; empty means no name) or `null`.
    /// - `birthYear`: a birth year as ``AgeGate`` reads it (four digits as text, or a whole number), not after
    ///   `currentYear`, and old enough; `null` or a blank string leaves the stored year.
    /// - `roleHint`: `student`, `guardian` or `counselor`; any other text, or `null`, means none; not text is a 400.
    /// - Any other property is a 400 naming it.
    ///
    /// - Throws: ``AccountMessages/bodyNotAnObject``, ``AccountMessages/nameTooLong``,
    ///   ``AccountMessages/birthYearMalformed`` (400) and ``AccountMessages/ageGate`` (403).
    /// The fields `PATCH /me` accepts: the properties of the published body schema.
    static let fields: Set<String> = {
        guard case let .object(properties) = AccountPatch.schema.kind else { return [] }
        return Set(properties.map(\.name))
    }()

    public init(body: JSONValue, currentYear: Int) throws {
        guard case let .object(fields) = body else { throw AccountMessages.bodyNotAnObject }
        // A misspelt field would otherwise change nothing and still answer 200.
        if let unknown = fields.keys.sorted().first(where: { !Self.fields.contains($0) }) {
            throw APIError.badRequest("\(unknown) is not a field you can change here.", field: unknown)
        }
        self.init()

        switch fields["displayName"] {
        case nil: break
        case .null?: displayName = .some(nil)
        case let .string(text)?:
            let trimmed = text.trimmingWhitespace
            // The column counts code points (char_length), so count the same way.
            if trimmed.unicodeScalars.count > 80 { throw AccountMessages.nameTooLong }
            displayName = .some(trimmed.isEmpty ? nil : trimmed)
        case _?:
            throw APIError.badRequest("Send the name as text.", field: "displayName")
        }

        switch fields["birthYear"] {
        case nil, .null?: break
        case let .string(text)? where text.trimmingASCIIWhitespace().isEmpty: break
        case let value?:
            switch AgeGate.check(value, currentYear: currentYear) {
            case let .allowed(year): birthYear = year
            case .malformed: throw AccountMessages.birthYearMalformed
            case .refused: throw AccountMessages.ageGate
            }
        }

        if let value = fields["roleHint"] {
            switch value {
            case let .string(text): roleHint = .some(RoleHint(rawValue: text))
            case .null: roleHint = .some(nil)
            default: throw APIError.badRequest("Send the role as text.", field: "roleHint")
            }
        }
    }
}
