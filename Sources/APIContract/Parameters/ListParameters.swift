public import Foundation

/// `?student=` of `GET` and `POST /me/lists`: a student the caller may see, or (absent) the caller's own lists.
public struct ListOwnerParameters: EndpointParameters, Hashable {
    /// The student record; nil for the caller's own lists.
    public var student: UUID?

    public init(student: UUID? = nil) { self.student = student }

    public init(reading source: ParameterSource) throws(InputError) {
        guard let text = try source.single("student") else { student = nil; return }
        guard let id = UUID(uuidString: text) else {
            throw InputError(.query, field: "student", message: "student must be a student's id.")
        }
        student = id
    }
}

/// `{id}` of `/me/lists/{id}…`: the list. An id that is not a UUID is no list the caller can see (the handler's 404).
public struct ListIDParameters: EndpointParameters, Hashable {
    public var id: UUID?

    public init(reading source: ParameterSource) {
        id = UUID(uuidString: source.path("id"))
    }
}

/// `GET /me/lists/{id}` with `?today=`, the reader's date for "Next 30 days".
public struct ListBoardParameters: EndpointParameters, Hashable {
    public var id: UUID?
    /// `YYYY-MM-DD` as given, checked by the handler's calendar; nil: today in New York.
    public var today: String?

    public init(reading source: ParameterSource) throws(InputError) {
        id = UUID(uuidString: source.path("id"))
        today = try source.single("today")
    }
}

/// `{id}` and `{unitId}` of `/me/lists/{id}/items/{unitId}…`.
public struct ListItemParameters: EndpointParameters, Hashable {
    public var id: UUID?
    public var unitId: String

    public init(reading source: ParameterSource) {
        id = UUID(uuidString: source.path("id"))
        unitId = source.path("unitId")
    }
}

/// `{id}`, `{unitId}` and `{noteId}` of `DELETE /me/lists/{id}/items/{unitId}/notes/{noteId}`.
public struct ListNoteParameters: EndpointParameters, Hashable {
    public var id: UUID?
    public var unitId: String
    public var noteId: UUID?

    public init(reading source: ParameterSource) {
        id = UUID(uuidString: source.path("id"))
        unitId = source.path("unitId")
        noteId = UUID(uuidString: source.path("noteId"))
    }
}

/// `?ids=` of `GET /me/lists/membership`: unit ids, comma-separated (the parameter may also repeat).
public struct MembershipParameters: EndpointParameters, Hashable {
    public var ids: [String]

    /// The most ids one request takes.
    public static let maxIDs = 200

    public init(reading source: ParameterSource) throws(InputError) {
        ids = source.all("ids").flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }.map(String.init)
        if let bad = ids.first(where: { id in !(1...10).contains(id.utf8.count) || !id.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 } }) {
            let shown = bad.isEmpty ? "an empty one" : bad
            throw InputError(.query, field: "ids", message: "ids are college ids of 1 to 10 digits; \(shown) is not one.")
        }
        if ids.count > Self.maxIDs {
            throw InputError(.query, field: "ids", message: "Ask about at most \(Self.maxIDs) colleges at a time.")
        }
    }
}

/// `{unitId}` of `/me/follows/{unitId}`.
public struct FollowParameters: EndpointParameters, Hashable {
    public var unitId: String

    public init(reading source: ParameterSource) {
        unitId = source.path("unitId")
    }
}

/// `{token}` of `GET /share/lists/{token}`.
public struct SharedListParameters: EndpointParameters, Hashable {
    public var token: String

    public init(reading source: ParameterSource) {
        token = source.path("token")
    }
}
