import Core
import Domain
import Foundation
import QuadAPIModels
import Server
import Testing
@testable import UserData

/// Auth bodies against the schemas the OpenAPI document publishes for them.
struct AuthSchemaTests {
    /// The bodies match the schemas the OpenAPI document publishes for them.
    @Test func bodiesMatchTheirDocumentedSchemas() async throws {
        try await AuthHarness.with(autoconfirm: false) { auth in
            let validator = SchemaValidator(components: WireComponents.byName)
            let pending = try await auth.send(.post, "/auth/v1/signup", json: [
                "email": "ada@example.com", "password": "Correct-Horse-9", "data": ["birth_year": "1990"]])
            #expect(validator.validate(jsonData: Data(pending.body), against: .ref(AuthUser.self)) == [])
            let confirm = try auth.lastMail(to: "ada@example.com")
            let session = try await auth.send(.post, "/auth/v1/verify", json: ["type": "signup", "email": "ada@example.com",
                                                                             "token": confirm.code])
            #expect(session.status == 200)
            #expect(validator.validate(jsonData: Data(session.body), against: .ref(AuthSession.self)) == [])
            #expect(validator.validate(jsonData: Data(session.body), against: .ref(AuthUser.self)) != [])  // it discriminates
            for versioned in [true, false] {
                let weak = try await auth.send(.post, "/auth/v1/signup", json: ["email": "x@example.com", "password": "x"],
                                               versioned: versioned)
                #expect(validator.validate(jsonData: Data(weak.body), against: .ref(AuthErrorBody.self)) == [])
            }
        }
    }
}
