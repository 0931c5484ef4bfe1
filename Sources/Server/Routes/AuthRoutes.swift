import APIContract
import Core
import Domain
import Foundation
import QuadAPIModels
public import UserData

/// The auth service's routes under `/auth/v1`, the sign-up precheck and `POST /me/password`.
///
/// `/auth/v1` is one route group whose middleware (``GoTrueAnswers``) answers in GoTrue's shapes: ``AuthError``s
/// become ``AuthErrorBody`` (versioned by the request's `X-Supabase-Api-Version`, which is echoed), an unreadable
/// body is `bad_json`; rate limits and database outages are re-shaped the same way by the error middleware
/// (``ErrorShape``). Every answer there is `Cache-Control: no-store`.
public struct AuthRoutes: Sendable {
    private let service: AuthService

    public init(service: AuthService) {
        self.service = service
    }

    public func register(on routes: inout some RouteRegistrar) {
        let service = self.service
        routes.group(AuthEndpoints.prefix, middleware: [GoTrueAnswers()], bodyRefusal: GoTrueAnswers.badJSON) { auth in
            auth.add(AuthEndpoints.signUp) { input, _ in
                switch try await service.signUp(input.body, redirectTo: input.parameters.redirectTo) {
                case let .session(session): return try Response.json(session)
                case let .user(user): return try Response.json(user)
                }
            }
            auth.add(AuthEndpoints.token) { input, _ in
                let body = input.body
                switch input.parameters.grantType {
                case "password": return try await service.passwordGrant(email: body.email, password: body.password)
                case "refresh_token": return try await service.refreshGrant(refreshToken: body.refreshToken)
                case "pkce": return try await service.pkceGrant(authCode: body.authCode, codeVerifier: body.codeVerifier)
                case "id_token":
                    return try await service.idTokenGrant(provider: body.provider, idToken: body.idToken, nonce: body.nonce)
                default: throw AuthError(status: 400, code: "validation_failed", message: "unsupported_grant_type")
                }
            }
            auth.add(AuthEndpoints.otp) { input, _ in
                try await service.sendOTP(input.body, redirectTo: input.parameters.redirectTo)
                return EmptyObject()
            }
            auth.add(AuthEndpoints.verify) { input, _ in try await service.verify(input.body) }
            auth.add(AuthEndpoints.verifyLink) { input, _ in
                let link = input.parameters
                let location = try await service.verifyLink(token: link.token, type: link.type, redirectTo: link.redirectTo)
                var response = Response(status: 303)
                response.headers.set("Location", location)
                return response
            }
            auth.add(AuthEndpoints.recover) { input, _ in
                try await service.recover(input.body, redirectTo: input.parameters.redirectTo)
                return EmptyObject()
            }
            auth.add(AuthEndpoints.resend) { input, _ in
                try await service.resend(input.body, redirectTo: input.parameters.redirectTo)
                return EmptyObject()
            }
            auth.add(AuthEndpoints.getUser) { _, context in try await service.user(bearer: context.request.bearerToken) }
            auth.add(AuthEndpoints.updateUser) { input, context in
                try await service.updateUser(bearer: context.request.bearerToken, input.body,
                                             redirectTo: input.parameters.redirectTo)
            }
            auth.add(AuthEndpoints.logout) { input, context in
                guard let scope = LogoutScope(rawValue: input.parameters.scope ?? "global") else {
                    throw AuthError(status: 400, code: "validation_failed", message: "Unsupported logout scope")
                }
                try await service.logout(bearer: context.request.bearerToken, scope: scope)
                return Response(status: 204)
            }
            auth.add(AuthEndpoints.jwks) { _, _ in
                Response(status: 200, headers: ["Content-Type": Response.jsonContentType], body: Array(#"{"keys":[]}"#.utf8))
            }
            auth.add(AuthEndpoints.health) { _, _ in
                ["name": "GoTrue", "version": "quad", "description": "Quad's built-in, GoTrue-compatible auth service"]
            }
            let autoconfirm = service.configuration.autoconfirm, apple = service.configuration.appleEnabled
            auth.add(AuthEndpoints.settings) { _, _ in
                [
                    "external": .object(["email": .bool(true), "phone": .bool(false), "apple": .bool(apple)]),
                    "disable_signup": .bool(false), "mailer_autoconfirm": .bool(autoconfirm), "phone_autoconfirm": .bool(false),
                    "sms_provider": .string(""), "saml_enabled": .bool(false), "anonymous_users": .bool(false),
                ]
            }
        }
        let siteName = service.configuration.siteName
        routes.add(AuthEndpoints.precheck) { input, _ in
            if let refusal = SignUpPrecheck.refusal(for: input.body, currentYear: AuthService.currentYear(), siteName: siteName) {
                throw refusal
            }
            return AuthOKResponse()
        }
        routes.add(PasswordEndpoints.changePassword) { input, context in
            try await service.changePassword(for: context.principal, input.body)
            return AuthOKResponse()
        }
    }
}

/// The `/auth/v1` group's middleware: refusals in GoTrue's shape, the API version echoed, `Cache-Control: no-store`.
struct GoTrueAnswers: Middleware {
    static let versionHeader = ErrorShape.versionHeader
    static let version = ErrorShape.version

    /// A body that is not the JSON the endpoint takes (a missing body included, as GoTrue reads it).
    static let badJSON = BodyRefusal { _ in
        AuthError(status: 400, code: "bad_json", message: "Could not read the request body as JSON")
    }

    func handle(_ request: Request, context: RequestContext, next: Next) async throws -> Response {
        let versioned = Self.isVersioned(request)
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as AuthError {
            response = Self.render(error, versioned: versioned)
        } catch let error as PostgresError where error.isBadValue {
            response = Self.render(AuthError(status: 400, code: "validation_failed", message: APIError.unstorableValueMessage),
                                   versioned: versioned)
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
        if versioned { response.headers.set(Self.versionHeader, Self.version) }
        response.headers.set("Cache-Control", "no-store")
        return response
    }

    /// Whether the request names API version 2024-01-01 or later.
    static func isVersioned(_ request: Request) -> Bool {
        ErrorShape.isVersioned(request.headers[versionHeader])
    }

    static func render(_ error: AuthError, versioned: Bool) -> Response {
        ErrorShape.render(status: error.status, code: error.code, message: error.message, versioned: versioned,
                          weakPasswordReasons: error.weakPasswordReasons)
    }
}
