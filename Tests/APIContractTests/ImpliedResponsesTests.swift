@testable import APIContract
import Testing

/// Every status an endpoint can answer because of its access kind or its body is in the contract (issue 14): a
/// signed-in endpoint's 401, its 403 `birth_year_required` (an account made with Sign in with Apple that has no birth
/// year yet), 429 and 503; a body endpoint's 400 and 413.
struct ImpliedResponsesTests {
    @Test func everySignedInEndpointListsTheRefusalsOfItsAccess() {
        let signedIn = APIEndpoints.all.filter { $0.access == .signedIn }
        #expect(signedIn.count >= 40)
        for e in signedIn {
            let statuses = Set(e.responses.map(\.status))
            #expect(statuses.isSuperset(of: [401, 403, 429, 503]), "\(e.method) \(e.path): \(statuses.sorted())")
            let forbidden = e.responses.first { $0.status == 403 }
            #expect(forbidden?.description.contains("birth_year_required") == true, "\(e.method) \(e.path)")
        }
    }

    @Test func everyBodyEndpointListsBadAndOversizedBodies() {
        let withBody = APIEndpoints.all.filter { $0.requestBody != nil }
        #expect(!withBody.isEmpty)
        for e in withBody {
            let statuses = Set(e.responses.map(\.status))
            #expect(statuses.isSuperset(of: [400, 413]), "\(e.method) \(e.path): \(statuses.sorted())")
        }
    }

    @Test func aListed403KeepsItsOwnWordsAndGainsTheBirthYear() {
        let listed = StandardResponses.error(403, "The account is scheduled for deletion.")
        let done = ImpliedResponses.complete([listed], path: "/api/app/v1/me/x", access: .signedIn, takesBody: false)
        let forbidden = done.filter { $0.status == 403 }
        #expect(forbidden.count == 1)
        #expect(forbidden.first?.description == "The account is scheduled for deletion. Or " + ImpliedResponses.birthYear)
        // Not twice when it already names it; nothing added to a public endpoint without a body.
        #expect(ImpliedResponses.complete(done, path: "/api/app/v1/me/x", access: .signedIn, takesBody: false)
            .map(\.description) == done.map(\.description))
        #expect(ImpliedResponses.complete([], path: "/api/app/v1/meta", access: .public, takesBody: false).isEmpty)
        // Under /auth/v1 an added answer is GoTrue's error body.
        let auth = ImpliedResponses.complete([], path: "/auth/v1/token", access: .authService, takesBody: true)
        #expect(auth.map(\.status) == [400, 413])
        #expect(auth.allSatisfy { $0.body == AuthEndpoints.failure(400, "").body })
        #expect(auth.allSatisfy { $0.body != StandardResponses.badRequest.body })
    }
}
