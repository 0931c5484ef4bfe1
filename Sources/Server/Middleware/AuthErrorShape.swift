import Core
import Domain
import QuadAPIModels

/// Which body an error answer gets: GoTrue's ``QuadAPIModels/AuthErrorBody`` for everything under `/auth/v1` (the
/// Supabase clients read `error_code` there), the App API envelope everywhere else.
///
/// Under `/auth/v1` a request that names API version 2024-01-01 or later in `X-Supabase-Api-Version` gets `code` as
/// the error code text and the header echoed; any other gets the legacy body (`code` is the status).
struct ErrorShape: Sendable, Hashable {
    /// The request is for the auth service.
    var auth: Bool
    /// The request named a current API version.
    var versioned: Bool

    /// Path prefix of the auth service.
    static let authPrefix = "/auth/v1"
    /// The request and response header of GoTrue's API versions.
    static let versionHeader = "X-Supabase-Api-Version"
    /// The one API version the auth service knows beyond the initial one.
    static let version = "2024-01-01"

    /// The shape for a request target (`/path?query`) and its `X-Supabase-Api-Version` value.
    init(target: String, version: String?) {
        auth = Self.isAuth(target: target)
        versioned = auth && Self.isVersioned(version)
    }

    init(request: Request) {
        self.init(target: request.path, version: request.headers[Self.versionHeader])
    }

    /// Whether `target` is `/auth/v1` or below it.
    static func isAuth(target: String) -> Bool {
        guard target.hasPrefix(authPrefix) else { return false }
        let next = target.utf8.dropFirst(authPrefix.utf8.count).first
        return next == nil || next == UInt8(ascii: "/") || next == UInt8(ascii: "?")
    }

    /// Whether a header value names API version 2024-01-01 or later (a well-formed `YYYY-MM-DD`).
    static func isVersioned(_ value: String?) -> Bool {
        guard let value = value.map({ String($0.trimmingSpaces()) }) else { return false }
        let bytes = Array(value.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
              bytes.enumerated().allSatisfy({ $0.offset == 4 || $0.offset == 7 || ($0.element >= 0x30 && $0.element <= 0x39) })
        else { return false }
        return value >= version
    }

    /// GoTrue's error codes for the App API's own refusals (the rest keep their code).
    static let authCodes = [
        "rate_limited": "over_request_rate_limit", "unavailable": "unexpected_failure", "internal": "unexpected_failure",
        "bad_request": "validation_failed", "unauthorized": "no_authorization",
    ]

    /// The answer for `error` in this shape, with the error's headers (`Retry-After`, `Allow`…).
    func response(_ error: APIError) -> Response {
        guard auth else { return Response.error(error) }
        var response = Self.render(status: error.status, code: Self.authCodes[error.code] ?? error.code,
                                   message: error.message, versioned: versioned)
        for (name, value) in error.headers { response.headers.add(name, value) }
        response.apiError = error
        return response
    }

    /// A GoTrue error body with `status`; versioned answers carry the version header.
    static func render(status: Int, code: String, message: String, versioned: Bool,
                       weakPasswordReasons: [String]? = nil) -> Response {
        let body = AuthErrorBody(status: status, errorCode: code, message: message, versioned: versioned,
                                 weakPasswordReasons: weakPasswordReasons)
        var response = (try? Response.json(body, status: status)) ?? Response(status: status)
        response.status = status
        if versioned { response.headers.set(versionHeader, version) }
        return response
    }
}
