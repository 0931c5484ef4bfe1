public import Foundation

/// A `{name}` path segment that must be a row id (a UUID); anything else is a 400 naming it.
func uuid(_ source: ParameterSource, _ name: String) throws(InputError) -> UUID {
    guard let id = UUID(uuidString: source.path(name)) else {
        throw InputError(.path, field: name, message: "\(name) must be an id like 7c0a3f9e-2b1d-4e8a-9f00-1a2b3c4d5e6f.")
    }
    return id
}

/// `{id}`: an invitation.
public struct InvitationIDParameters: EndpointParameters, Hashable {
    public var id: UUID

    public init(reading source: ParameterSource) throws(InputError) {
        id = try uuid(source, "id")
    }
}

/// `{memberId}`: a household membership.
public struct MemberIDParameters: EndpointParameters, Hashable {
    public var memberId: UUID

    public init(reading source: ParameterSource) throws(InputError) {
        memberId = try uuid(source, "memberId")
    }
}

/// `{token}`: an invitation link's secret, as given (the service decides whether it is one).
public struct InvitationTokenParameters: EndpointParameters, Hashable {
    public var token: String

    public init(reading source: ParameterSource) {
        token = source.path("token")
    }
}

/// `?student=`: a student record id as `GET /me` lists it; absent for the person's own record.
public struct StudentParameters: EndpointParameters, Hashable {
    public var student: UUID?

    public init(reading source: ParameterSource) throws(InputError) {
        guard let given = try source.single("student") else { return }
        guard let id = UUID(uuidString: given) else {
            throw InputError(.query, field: "student", message: "student must be a student id as GET /me lists it.")
        }
        student = id
    }
}

/// `?q=`: the text typed so far.
public struct SuggestParameters: EndpointParameters, Hashable {
    public var q: String

    public init(reading source: ParameterSource) throws(InputError) {
        guard let q = try source.single("q") else { throw InputError(.query, field: "q", message: "Give q, the text typed so far.") }
        self.q = q
    }
}
