import Domain
import Foundation
import QuadAPIModels
import Screens
public import UserData

/// The auth service's routes under `/auth/v1`, the sign-up precheck and `POST /me/password`.
///
/// `/auth/v1` answers in GoTrue's shapes: ``AuthError``s become ``AuthErrorBody`` (versioned by the request's
/// `X-Supabase-Api-Version`, which is echoed), and so do rate limits and database outages (``ErrorShape``).
/// Every answer is `Cache-Control: no-store`.
public struct AuthRoutes: Sendable {
    private let service: AuthService

    public init(service: AuthService) {
        self.service = service
    }

    /// The largest body an auth route accepts.
    static let maxBodySize = 64 * 1024

    public func register(on router: inout Router) {
        let service = self.service
        add(AuthEndpoints.signUp, on: &router) { request in
            let body = try Self.decode(AuthRequests.SignUp.self, request)
            switch try await service.signUp(body, redirectTo: request.query.first("redirect_to")) {
            case let .session(session): return try Response.json(session)
            case let .user(user): return try Response.json(user)
            }
        }
        add(AuthEndpoints.token, on: &router) { request in
            let body = try Self.decode(AuthRequests.Token.self, request)
            switch request.query.first("grant_type") {
            case "password": return try Response.json(try await service.passwordGrant(email: body.email, password: body.password))
            case "refresh_token": return try Response.json(try await service.refreshGrant(refreshToken: body.refreshToken))
            case "pkce":
                return try Response.json(try await service.pkceGrant(authCode: body.authCode, codeVerifier: body.codeVerifier))
            default:
                throw AuthError(status: 400, code: "validation_failed", message: "unsupported_grant_type")
            }
        }
        add(AuthEndpoints.otp, on: &router) { request in
            try await service.sendOTP(try Self.decode(AuthRequests.EmailLink.self, request),
                                      redirectTo: request.query.first("redirect_to"))
            return Self.emptyObject
        }
        add(AuthEndpoints.verify, on: &router) { request in
            try Response.json(try await service.verify(try Self.decode(AuthRequests.Verify.self, request)))
        }
        add(AuthEndpoints.verifyLink, on: &router) { request in
            let location = try await service.verifyLink(token: request.query.first("token"), type: request.query.first("type"),
                                                        redirectTo: request.query.first("redirect_to"))
            var response = Response(status: 303)
            response.headers.set("Location", location)
            return response
        }
        add(AuthEndpoints.recover, on: &router) { request in
            try await service.recover(try Self.decode(AuthRequests.EmailLink.self, request),
                                      redirectTo: request.query.first("redirect_to"))
            return Self.emptyObject
        }
        add(AuthEndpoints.resend, on: &router) { request in
            try await service.resend(try Self.decode(AuthRequests.EmailLink.self, request),
                                     redirectTo: request.query.first("redirect_to"))
            return Self.emptyObject
        }
        add(AuthEndpoints.getUser, on: &router) { request in
            try Response.json(try await service.user(bearer: Self.bearer(request)))
        }
        add(AuthEndpoints.updateUser, on: &router) { request in
            try Response.json(try await service.updateUser(bearer: Self.bearer(request),
                                                           try Self.decode(AuthRequests.UpdateUser.self, request),
                                                           redirectTo: request.query.first("redirect_to")))
        }
        add(AuthEndpoints.logout, on: &router) { request in
            guard let scope = LogoutScope(rawValue: request.query.first("scope") ?? "global") else {
                throw AuthError(status: 400, code: "validation_failed", message: "Unsupported logout scope")
            }
            try await service.logout(bearer: Self.bearer(request), scope: scope)
            return Response(status: 204)
        }
        add(AuthEndpoints.jwks, on: &router) { _ in
            Response(status: 200, headers: ["Content-Type": Response.jsonContentType], body: Array(#"{"keys":[]}"#.utf8))
        }
        add(AuthEndpoints.health, on: &router) { _ in
            try Response.json(["name": "GoTrue", "version": "quad",
                               "description": "Quad's built-in, GoTrue-compatible auth service"])
        }
        let autoconfirm = service.configuration.autoconfirm
        add(AuthEndpoints.settings, on: &router) { _ in
            let body: [String: JSONValue] = [
                "external": .object(["email": .bool(true), "phone": .bool(false), "apple": .bool(false)]),
                "disable_signup": .bool(false), "mailer_autoconfirm": .bool(autoconfirm), "phone_autoconfirm": .bool(false),
                "sms_provider": .string(""), "saml_enabled": .bool(false), "anonymous_users": .bool(false),
            ]
            return try Response.json(body)
        }
        let siteName = service.configuration.siteName
        router.add(AuthEndpoints.precheck, maxBodySize: Self.maxBodySize) { request, _ in
            let body: AuthPrecheckRequest
            do { body = try JSONDecoder().decode(AuthPrecheckRequest.self, from: Data(request.body)) } catch {
                throw APIError.badRequest("The request body isn't the JSON this endpoint takes.")
            }
            if let refusal = SignUpPrecheck.refusal(for: body, currentYear: AuthService.currentYear(), siteName: siteName) {
                throw refusal
            }
            return try Response.json(AuthOKResponse())
        }
        router.add(PasswordEndpoints.changePassword, maxBodySize: Self.maxBodySize,
                   middleware: [SignedInMiddleware(verifier: service.verifier)]) { request, context in
            guard let principal = context.principal else { throw APIError.unauthorized() }
            let body: PasswordChangeRequest
            do { body = try JSONDecoder().decode(PasswordChangeRequest.self, from: Data(request.body)) } catch {
                throw APIError.badRequest("The request body isn't the JSON this endpoint takes.")
            }
            try await service.changePassword(for: principal, body)
            return try Response.json(AuthOKResponse())
        }
    }

    /// Registers a `/auth/v1` route whose refusals are rendered in GoTrue's shape.
    private func add(_ endpoint: EndpointSpec, on router: inout Router,
                     _ handler: @escaping @Sendable (Request) async throws -> Response) {
        router.add(endpoint, maxBodySize: Self.maxBodySize) { request, context in
            let versioned = Self.isVersioned(request)
            var response: Response
            do {
                response = try await handler(request)
            } catch let error as AuthError {
                response = Self.render(error, versioned: versioned)
            } catch let error as PostgresError where error.isBadValue {
                response = Self.render(AuthError(status: 400, code: "validation_failed",
                                                 message: APIError.unstorableValueMessage), versioned: versioned)
            } catch let error as PostgresError {
                throw APIError(postgres: error)
            } catch let error as APIError {
                throw error
            } catch {
                context.logger.error("auth request failed", ["error": .string(String(reflecting: error))])
                response = Self.render(AuthError(status: 500, code: "unexpected_failure",
                                                 message: "Unexpected failure, please check server logs for more information"),
                                       versioned: versioned)
            }
            if versioned { response.headers.set(ErrorShape.versionHeader, ErrorShape.version) }
            response.headers.set("Cache-Control", "no-store")
            return response
        }
    }

    /// Whether the request names API version 2024-01-01 or later.
    static func isVersioned(_ request: Request) -> Bool {
        ErrorShape.isVersioned(request.headers[ErrorShape.versionHeader])
    }

    static func render(_ error: AuthError, versioned: Bool) -> Response {
        ErrorShape.render(status: error.status, code: error.code, message: error.message, versioned: versioned,
                          weakPasswordReasons: error.weakPasswordReasons)
    }

    static let emptyObject = Response(status: 200, headers: ["Content-Type": Response.jsonContentType], body: Array("{}".utf8))

    /// The bearer token of `Authorization`, if any.
    static func bearer(_ request: Request) -> String? {
        guard let header = request.headers["Authorization"] else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        return parts[1].trimmingWhitespace
    }

    /// A JSON body (an empty body reads as `{}`); unreadable JSON is a 400 `validation_failed`.
    static func decode<T: Decodable>(_ type: T.Type, _ request: Request) throws -> T {
        // As GoTrue: a missing body is unreadable JSON, not an empty object.
        do { return try JSONDecoder().decode(T.self, from: Data(request.body)) } catch {
            throw AuthError(status: 400, code: "bad_json", message: "Could not read the request body as JSON")
        }
    }
}
