public import QuadAPIModels

/// The auth service under `/auth/v1` (Supabase Auth compatible) and the sign-up precheck.
///
/// Request bodies under `/auth/v1` allow properties they do not list, as GoTrue does: the Supabase clients send extra
/// ones (`gotrue_meta_security`, …) and the service ignores them.
///
/// `/auth/v1` speaks GoTrue's protocol, not the App API's conventions: snake_case bodies, and every error, rate limits
/// (429) and an unreachable database (503) included, as ``AuthErrorBody`` (with `X-Supabase-Api-Version: 2024-01-01`
/// on the request, `code` is the error code text and the response echoes the header). The precheck belongs to the
/// App API and answers with its envelope.
public enum AuthEndpoints {
    /// Path prefix of the auth service (its route group).
    public static let prefix = "/auth/v1"

    /// The largest body an auth endpoint accepts.
    public static let maxBodySize = 64 * 1024

    static func failure(_ status: Int, _ description: String) -> ResponseSpec {
        ResponseSpec(status, description, body: .ref(AuthErrorBody.self))
    }

    /// What every `/auth/v1` operation can answer besides its own refusals.
    static let tail: [ResponseSpec] = [tooManyRequests(), unavailable]

    /// 429: `over_request_rate_limit` (too many requests from this address, with `Retry-After`), plus `also`.
    static func tooManyRequests(also: String = "") -> ResponseSpec {
        ResponseSpec(429, "`over_request_rate_limit`: too many requests from this address; retry after the given seconds."
            + (also.isEmpty ? "" : " " + also), body: .ref(AuthErrorBody.self), headers: [ResponseHeaders.retryAfter])
    }

    /// 503: `unexpected_failure` while the database is not reachable.
    static let unavailable = ResponseSpec(503, "`unexpected_failure`: the database is not reachable; retry after the given "
        + "seconds.", body: .ref(AuthErrorBody.self), headers: [ResponseHeaders.retryAfter])

    static let redirectParameter = ParameterSpec(
        "redirect_to", .string(), "Where the e-mailed link sends the browser or app after verifying; must match the "
            + "redirect allow-list (else the site URL is used).")

    static let pkceFields: [JSONSchema.Property] = [
        // As GoTrue: null is the same as absent; the method in any case, and an empty one (with no challenge) is none.
        .optional("code_challenge", .nullable(.string())),
        .optional("code_challenge_method", .nullable(.string(pattern: "^([sS]256|[pP][lL][aA][iI][nN])?$")
            .described("`s256` or `plain`, in any case; empty or absent without `code_challenge`."))),
    ]

    static let emptyObject = JSONSchema.object([]).described("An empty object.")

    public static let signUp = Endpoint<PublicAccess, RedirectParameters, AuthRequests.SignUp, CustomResponse>(
        id: "authSignUp", method: "POST", path: "/auth/v1/signup",
        summary: "Create an account with an e-mail address and password",
        description: "The password must pass the site's rules (422 `weak_password` with the reasons). A birth year in "
            + "`data.birth_year` under 13 is refused by the database (422 `birth_year_not_allowed`) and nothing is "
            + "stored. With autoconfirm the answer is a session; otherwise a confirmation e-mail goes out and the "
            + "answer is the user. An address that already has an account gets `user_already_exists` (autoconfirm) "
            + "or a user with empty `identities` (confirmations on).",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize, parameters: [redirectParameter],
        requestBody: .object([
            .init("email", .string()),
            .init("password", .string()),
            .optional("data", JSONSchema.map(.any).described("User metadata: birth_year, role_hint, display_name.")),
        ] + pkceFields).allowingOtherProperties(),
        responses: [
            ResponseSpec(200, "A session (no confirmation needed) or the user (confirmation pending).",
                         body: .oneOf([.ref(AuthSession.self), .ref(AuthUser.self)])),
            failure(400, "Unusable e-mail address or PKCE parameters (`email_address_invalid`, `validation_failed`, `bad_json`)."),
            failure(422, "`weak_password`, `birth_year_not_allowed`, `user_already_exists`."),
            tooManyRequests(also: "`over_email_send_rate_limit`: a confirmation went to this address moments ago."),
            unavailable,
        ])

    public static let token = Endpoint<PublicAccess, TokenParameters, AuthRequests.Token, AuthSession>(
        id: "authToken", method: "POST", path: "/auth/v1/token",
        summary: "Sign in: password, refresh token, PKCE code or identity-token grant",
        description: "`password` takes email and password; `refresh_token` takes refresh_token and rotates it (reuse "
            + "outside a short window ends the session: `refresh_token_already_used`); `pkce` takes auth_code and "
            + "code_verifier; `id_token` takes provider `apple`, id_token (Apple's identity token) and nonce (the raw "
            + "nonce whose SHA-256 the token carries), links or creates the account, and answers a session; a new "
            + "account needs a birth year (`PUT /user`, then a refresh) before the signed-in API serves it "
            + "(403 `birth_year_required`).",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize,
        parameters: [ParameterSpec("grant_type", .oneOfStrings(["password", "refresh_token", "pkce", "id_token"]), required: true,
                                   "The grant.")],
        requestBody: .object([
            .optional("email", .string()), .optional("password", .string()), .optional("refresh_token", .string()),
            .optional("auth_code", .string()), .optional("code_verifier", .string()), .optional("provider", .string()),
            .optional("id_token", .string()), .optional("nonce", .string()),
        ]).allowingOtherProperties(),
        responses: [
            ResponseSpec(200, "A session.", body: .ref(AuthSession.self)),
            failure(400, "`invalid_credentials`, `email_not_confirmed`, `refresh_token_not_found`, "
                + "`refresh_token_already_used`, `flow_state_expired`, `bad_code_verifier`, `validation_failed`, `bad_json`, "
                + "`provider_disabled` (Sign in with Apple not configured), `bad_jwt` (the identity token failed a check)."),
            failure(404, "`flow_state_not_found`: no unused PKCE flow has that code."),
        ] + tail)

    public static let otp = Endpoint<PublicAccess, RedirectParameters, AuthRequests.EmailLink, EmptyObject>(
        id: "authOTP", method: "POST", path: "/auth/v1/otp",
        summary: "E-mail a sign-in link and code",
        description: "An unknown address gets an account (metadata from `data`) unless `create_user` is false, which "
            + "answers 422 `otp_disabled`.",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize, parameters: [redirectParameter],
        requestBody: .object([
            .init("email", .string()), .optional("create_user", .boolean), .optional("data", .map(.any)),
        ] + pkceFields).allowingOtherProperties(),
        responses: [
            ResponseSpec(200, "Sent.", body: emptyObject),
            failure(400, "`email_address_invalid`, `validation_failed`, `bad_json`."),
            failure(422, "`otp_disabled`, `birth_year_not_allowed`."),
            tooManyRequests(also: "`over_email_send_rate_limit`: a mail of this kind went to this address moments ago."),
            unavailable,
        ])

    public static let verify = Endpoint<PublicAccess, NoParameters, AuthRequests.Verify, AuthSession>(
        id: "authVerify", method: "POST", path: "/auth/v1/verify",
        summary: "Verify an e-mailed link token or typed code and sign in",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize, parameters: [redirectParameter],
        requestBody: .object([
            .init("type", .oneOfStrings(["signup", "invite", "magiclink", "recovery", "email_change", "email"])),
            .optional("token_hash", JSONSchema.string().described("The token of the e-mailed link.")),
            .optional("email", .string()),
            .optional("token", JSONSchema.string().described("The six-digit code, with `email`.")),
        ]).allowingOtherProperties(),
        responses: [
            ResponseSpec(200, "A session.", body: .ref(AuthSession.self)),
            failure(400, "`validation_failed`, `bad_json`."),
            failure(403, "`otp_expired`: the link or code is wrong, used or expired."),
            failure(422, "`email_exists`: the new address of an e-mail change was taken meanwhile."),
        ] + tail)

    public static let verifyLink = Endpoint<PublicAccess, VerifyLinkParameters, NoBody, CustomResponse>(
        id: "authVerifyLink", method: "GET", path: "/auth/v1/verify",
        summary: "The link in an e-mail: verify, then redirect",
        description: "Answers 303 with `Location`: `redirect_to` (when allowed, else the site URL) with `?code=` for a "
            + "PKCE flow, or with `#access_token=…&expires_at=…&expires_in=…&refresh_token=…&token_type=bearer&type=…`; "
            + "a bad or used link redirects with `#error=access_denied&error_code=…&error_description=…`.",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize,
        parameters: [
            ParameterSpec("token", .string(), "The link's token. Without one the link redirects with the error."),
            // A browser follows this link, so every answer is a redirect: a type the server does not know redirects
            // with the error, exactly like a wrong token.
            ParameterSpec("type", .string(),
                          "What the link is for: `signup`, `invite`, `magiclink`, `recovery`, `email_change` or "
                              + "`email`. Any other value redirects with `error_code=validation_failed`."),
            redirectParameter,
        ],
        responses: [ResponseSpec(303, "Redirect; see the description.", body: nil)] + tail)

    public static let recover = Endpoint<PublicAccess, RedirectParameters, AuthRequests.EmailLink, EmptyObject>(
        id: "authRecover", method: "POST", path: "/auth/v1/recover",
        summary: "E-mail a password-reset link and code",
        description: "The same answer whether or not the address has an account.",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize, parameters: [redirectParameter],
        requestBody: .object([.init("email", .string())] + pkceFields).allowingOtherProperties(),
        responses: [
            ResponseSpec(200, "Done.", body: emptyObject),
            failure(400, "`email_address_invalid`, `validation_failed`, `bad_json`."),
            tooManyRequests(also: "`over_email_send_rate_limit`: a mail of this kind went to this address moments ago."),
            unavailable,
        ])

    public static let resend = Endpoint<PublicAccess, RedirectParameters, AuthRequests.EmailLink, EmptyObject>(
        id: "authResend", method: "POST", path: "/auth/v1/resend",
        summary: "Send the sign-up or e-mail change confirmation again",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize, parameters: [redirectParameter],
        requestBody: .object([.init("type", .oneOfStrings(["signup", "email_change"])), .init("email", .string())]
            + pkceFields).allowingOtherProperties(),
        responses: [
            ResponseSpec(200, "Done (also when nothing was waiting for that address).", body: emptyObject),
            failure(400, "`email_address_invalid`, `validation_failed`, `bad_json`."),
            tooManyRequests(also: "`over_email_send_rate_limit`: a mail of this kind went to this address moments ago."),
            unavailable,
        ])

    public static let getUser = Endpoint<AuthServiceAccess, NoParameters, NoBody, AuthUser>(
        id: "authGetUser", method: "GET", path: "/auth/v1/user",
        summary: "The signed-in user",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize,
        responses: [
            ResponseSpec(200, "The user.", body: .ref(AuthUser.self)),
            failure(401, "`no_authorization`: no bearer token."),
            failure(403, "`bad_jwt` (forged or expired token) or `session_not_found` (signed out)."),
            failure(404, "`user_not_found`."),
        ] + tail)

    public static let updateUser = Endpoint<AuthServiceAccess, RedirectParameters, AuthRequests.UpdateUser, AuthUser>(
        id: "authUpdateUser", method: "PUT", path: "/auth/v1/user",
        summary: "Change the password, e-mail address or metadata",
        description: "Metadata keys merge (null removes one; a changed birth_year passes the age gate). A new password "
            + "must pass the rules, differ from the current one (`same_password`) and follow a recent sign-in or come "
            + "with `current_password` (`reauthentication_needed`). A new address is confirmed by a link sent to it.",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize, parameters: [redirectParameter],
        requestBody: .object([
            // As GoTrue reads them, null is the same as leaving a field out.
            .optional("email", .nullable(.string())), .optional("password", .nullable(.string())),
            .optional("data", .nullable(.map(.any))), .optional("current_password", .nullable(.string())),
        ] + pkceFields).allowingOtherProperties(),
        responses: [
            ResponseSpec(200, "The updated user.", body: .ref(AuthUser.self)),
            failure(400, "`reauthentication_needed`, `email_address_invalid`, `validation_failed`, `bad_json`."),
            failure(401, "`no_authorization`."),
            failure(403, "`bad_jwt`, `session_not_found`."),
            failure(404, "`user_not_found`."),
            failure(422, "`weak_password`, `same_password`, `email_exists`, `birth_year_not_allowed`."),
        ] + tail)

    public static let logout = Endpoint<AuthServiceAccess, LogoutParameters, NoBody, CustomResponse>(
        id: "authLogout", method: "POST", path: "/auth/v1/logout",
        summary: "Sign out this session, every session, or every other one",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize,
        parameters: [ParameterSpec("scope", .oneOfStrings(["global", "local", "others"]), "Default `global`.")],
        responses: [
            ResponseSpec(204, "Signed out.", body: nil),
            failure(400, "`validation_failed`: unknown scope."),
            failure(401, "`no_authorization`."),
            failure(403, "`bad_jwt`."),
        ] + tail)

    public static let jwks = Endpoint<PublicAccess, NoParameters, NoBody, CustomResponse>(
        id: "authJWKS", method: "GET", path: "/auth/v1/.well-known/jwks.json",
        summary: "Public signing keys: none (tokens are HS256), so clients verify through GET /user",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize,
        responses: [ResponseSpec(200, "An empty key set.",
                                 body: .object([.init("keys", .array(.map(.any), maxItems: 0))]))] + tail)

    public static let health = Endpoint<PublicAccess, NoParameters, NoBody, [String: String]>(
        id: "authHealth", method: "GET", path: "/auth/v1/health",
        summary: "The auth service answers",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize,
        responses: [ResponseSpec(200, "Alive.", body: .object([
            .init("name", .string()), .init("version", .string()), .init("description", .string()),
        ]))] + tail)

    public static let settings = Endpoint<PublicAccess, NoParameters, NoBody, [String: JSONValue]>(
        id: "authSettings", method: "GET", path: "/auth/v1/settings",
        summary: "Which sign-in methods are on",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize,
        responses: [ResponseSpec(200, "GoTrue's settings object.", body: .object([
            .init("external", .map(.boolean)), .init("disable_signup", .boolean), .init("mailer_autoconfirm", .boolean),
            .init("phone_autoconfirm", .boolean), .init("sms_provider", .string()), .init("saml_enabled", .boolean),
            .init("anonymous_users", .boolean),
        ]))] + tail)

    public static let precheck = Endpoint<PublicAccess, NoParameters, AuthPrecheckRequest, AuthOKResponse>(
        id: "authPrecheck", method: "POST", path: "/api/app/v1/auth/precheck",
        summary: "Check a sign-up form before creating the account",
        description: "In the site's order and words: the e-mail address (400 `invalid_email`), the password rules "
            + "(400 `weak_password`, every problem joined, codes in `detail.reasons`), the birth year (400 "
            + "`invalid_birth_year`), and the 13+ rule (403 `birth_year_not_allowed` with the refusal the app shows and "
            + "remembers for a day). Never cached.",
        tag: "auth", cacheable: false, maxBodySize: maxBodySize,
        requestBody: AuthPrecheckRequest.schema,
        responses: [
            ResponseSpec(200, "Sign-up may go ahead.", body: .ref(AuthOKResponse.self)),
            StandardResponses.error(400, "A field the site would refuse; `detail.field` names it."),
            StandardResponses.error(403, "Under 13."),
            StandardResponses.error(429, "Too many requests from this address; retry after the given seconds."),
            StandardResponses.error(503, "The database is not reachable."),
        ])

    /// Every auth endpoint, in document order.
    public static let all: [EndpointSpec] = [
        signUp.spec, token.spec, otp.spec, verify.spec, verifyLink.spec, recover.spec, resend.spec, getUser.spec,
        updateUser.spec, logout.spec, jwks.spec, health.spec, settings.spec, precheck.spec,
    ]
}
