import APIContract
import Foundation
import QuadAPIModels
import Testing

/// How the contract reads an endpoint's input: the strict query readers and the one JSON body decoder, with the
/// field each refusal names worked out by hand from the inputs.
struct EndpointInputTests {
    /// TEST FIXTURE: a body with an array of objects.
    struct NestedBodyFixture: Decodable, RequestBody {
        struct Item: Decodable, Sendable { let n: Int }
        let items: [Item]
    }

    private func source(_ query: [(String, String)], path: [String: String] = [:]) -> ParameterSource {
        ParameterSource(path: path, query: query.map { QueryPair(name: $0.0, value: $0.1) })
    }

    @Test func strictIntegersNameTheParameter() throws {
        #expect(try source([("sat", "1200")]).integer("sat", in: 400...1600) == 1200)
        #expect(try source([]).integer("sat") == nil)
        #expect(throws: InputError(.query, field: "sat", message: "Give sat once.")) {
            try source([("sat", "1200"), ("sat", "1300")]).integer("sat")
        }
        #expect(throws: InputError(.query, field: "sat", message: "sat must be a whole number.")) {
            try source([("sat", "12.5")]).integer("sat")
        }
        #expect(throws: InputError(.query, field: "act", message: "act must be between 1 and 36.")) {
            try source([("act", "37")]).integer("act", in: 1...36)
        }
    }

    @Test func singleValuesAndPathCaptures() throws {
        #expect(try source([("q", "a b")]).single("q") == "a b")
        #expect(throws: InputError(.query, field: "q", message: "Give q once.")) {
            try source([("q", "a"), ("q", "b")]).single("q")
        }
        let topic = try SchoolTopicParameters(reading: source([("act", "30")], path: ["id": "222178", "topic": "cost"]))
        #expect(topic.id == "222178")
        #expect(topic.topic == "cost")
        #expect(topic.sat == nil)
        #expect(topic.act == 30)
        // Search reads limit, then exclude, then q: the first unusable one is the one named.
        #expect(throws: InputError(.query, field: "limit", message: "limit must be a whole number.")) {
            try SearchParameters(reading: source([("q", "a"), ("q", "b"), ("limit", "x")]))
        }
        let search = try SearchParameters(reading: source([("exclude", "1,2"), ("q", "tex")]))
        #expect(search.exclude == ["1", "2"])
        #expect(search.q == "tex")
        #expect(search.limit == nil)
    }

    @Test func unreadableBodiesNameTheFieldThatFailed() {
        let message = "The request body isn't the JSON this endpoint takes."
        #expect(throws: InputError(.body, field: "password", message: message)) {
            try PasswordChangeRequest.read(Array(#"{"password": 5}"#.utf8))
        }
        #expect(throws: InputError(.body, field: "password", message: message)) {
            try PasswordChangeRequest.read(Array(#"{"confirmation": "x"}"#.utf8))
        }
        #expect(throws: InputError(.body, field: nil, message: message)) {
            try PasswordChangeRequest.read(Array("not json".utf8))
        }
        #expect(throws: InputError(.body, field: nil, message: message)) {
            try PasswordChangeRequest.read([])
        }
        // A nested value: the path runs through keys and array positions.
        #expect(throws: InputError(.body, field: "items.1.n", message: message)) {
            try NestedBodyFixture.read(Array(#"{"items": [{"n": 1}, {"n": "x"}]}"#.utf8))
        }
        #expect(throws: InputError(.body, field: "items.0.n", message: message)) {
            try NestedBodyFixture.read(Array(#"{"items": [{}]}"#.utf8))
        }
        #expect(throws: InputError(.body, field: "email", message: message)) {
            try AuthRequests.SignUp.read(Array(#"{"email": ["a@b.c"]}"#.utf8))
        }
    }

    @Test func optionalAndAbsentBodies() throws {
        #expect(OptionalBody<DeleteAccountRequest>.read([]).value == nil)
        #expect(OptionalBody<DeleteAccountRequest>.read(Array("nope".utf8)).value == nil)
        #expect(OptionalBody<DeleteAccountRequest>.read(Array(#"{"confirm": 5}"#.utf8)).value == nil)
        #expect(OptionalBody<DeleteAccountRequest>.read(Array(#"{"confirm": "delete"}"#.utf8)).value?.confirm == "delete")
        #expect(NoBody.read(Array("anything".utf8)) == NoBody())
        #expect(try PasswordChangeRequest.read(Array(#"{"password": "p", "extra": 1}"#.utf8)).password == "p")
    }

    /// The type decides the spec's access, so the two cannot disagree.
    @Test func accessComesFromTheType() {
        #expect(AccountEndpoints.me.access == .signedIn)
        #expect(AuthEndpoints.getUser.access == .authService)
        #expect(AdminEndpoints.metrics.access == .adminToken)
        #expect(AdminEndpoints.healthz.access == .admin)
        #expect(PublicEndpoints.meta.access == .public)
        #expect(AccountEndpoints.updateMe.maxBodySize == 16 * 1024)
        #expect(AuthEndpoints.token.maxBodySize == 64 * 1024)
        #expect(PublicEndpoints.meta.maxBodySize == nil)
    }
}
