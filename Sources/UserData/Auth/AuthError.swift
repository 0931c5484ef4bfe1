import Core
/// A refusal of the auth service under `/auth/v1`, in GoTrue's terms: an HTTP status, an error code the Supabase
/// clients branch on, and a sentence. The routes render it as ``QuadAPIModels/AuthErrorBody``.
///
/// Database outages are not `AuthError`s: they surface as `Core.APIError` 503 like everywhere else.
public struct AuthError: Error, Sendable, Equatable, CustomStringConvertible {
    public var status: Int
    public var code: String
    public var message: String
    /// For `weak_password`: the reasons (``PasswordRules/Problem/code``).
    public var weakPasswordReasons: [String]?

    public init(status: Int, code: String, message: String, weakPasswordReasons: [String]? = nil) {
        self.status = status
        self.code = code
        self.message = message
        self.weakPasswordReasons = weakPasswordReasons
    }

    public var description: String { "\(status) \(code): \(message)" }

    static func badRequest(_ code: String, _ message: String) -> AuthError { AuthError(status: 400, code: code, message: message) }
    static func unprocessable(_ code: String, _ message: String) -> AuthError { AuthError(status: 422, code: code, message: message) }

    /// 422 with every problem's sentence and code.
    static func weakPassword(_ problems: [PasswordRules.Problem]) -> AuthError {
        AuthError(status: 422, code: "weak_password", message: PasswordRules.message(for: problems),
                  weakPasswordReasons: problems.map(\.code))
    }

    static let invalidCredentials = badRequest("invalid_credentials", "Invalid login credentials")
    static let emailNotConfirmed = badRequest("email_not_confirmed", "Email not confirmed")
    static let invalidEmail = badRequest("email_address_invalid", EmailAddress.invalidMessage)
    static let userAlreadyExists = unprocessable("user_already_exists", "User already registered")
    static let emailExists = unprocessable("email_exists", "A user with this email address has already been registered")
    static let otpDisabled = unprocessable("otp_disabled", "Signups not allowed for otp")
    static let otpExpired = AuthError(status: 403, code: "otp_expired", message: "Email link is invalid or has expired")
    static let refreshTokenNotFound = badRequest("refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found")
    static let refreshTokenAlreadyUsed = badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used")
    static let sessionNotFound = AuthError(status: 403, code: "session_not_found",
                                           message: "Session from session_id claim in JWT does not exist")
    static let noAuthorization = AuthError(status: 401, code: "no_authorization",
                                           message: "This endpoint requires a valid Bearer token")
    static let badJWT = AuthError(status: 403, code: "bad_jwt", message: "invalid JWT: unable to parse or verify signature")
    static let expiredJWT = AuthError(status: 403, code: "bad_jwt", message: "invalid JWT: token is expired")
    static let userNotFound = AuthError(status: 404, code: "user_not_found", message: "User not found")
    static let userBanned = badRequest("user_banned", "User is banned")
    static let samePassword = unprocessable("same_password", "New password should be different from the old password.")
    static let reauthenticationNeeded = badRequest("reauthentication_needed", "Password update requires reauthentication")
    static let flowStateNotFound = AuthError(status: 404, code: "flow_state_not_found",
                                             message: "invalid flow state, no valid flow state found")
    static let flowStateExpired = badRequest("flow_state_expired", "invalid flow state, flow state has expired")
    static let badCodeVerifier = badRequest("bad_code_verifier",
                                            "code challenge does not match previously saved code verifier")
    static func validation(_ message: String) -> AuthError { badRequest("validation_failed", message) }
    static func birthYearNotAllowed(siteName: String) -> AuthError {
        unprocessable("birth_year_not_allowed", AgeGate.signUpRefusal(siteName: siteName))
    }
    static func emailRateLimit(seconds: Int) -> AuthError {
        AuthError(status: 429, code: "over_email_send_rate_limit",
                  message: "For security purposes, you can only request this after \(seconds) seconds.")
    }
}
