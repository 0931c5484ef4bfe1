public import QuadAPIModels

/// Setting the signed-in person's password from the app (`POST /api/app/v1/me/password`).
public enum PasswordEndpoints {
    public static let changePassword = Endpoint<SignedInAccess, NoParameters, PasswordChangeRequest, AuthOKResponse>(
        id: "changePassword", method: "POST", path: "/api/app/v1/me/password",
        summary: "Set or change the password",
        description: "The new password must pass the site's rules and match `confirmation` when given (400 "
            + "`weak_password`, every problem joined), differ from the current one (400 `same_password`), and, for an "
            + "account that has a password, follow a recent sign-in (401 `reauthentication_needed`).",
        tag: "account", cacheable: false, maxBodySize: AuthEndpoints.maxBodySize,
        requestBody: PasswordChangeRequest.schema,
        responses: [
            ResponseSpec(200, "Changed.", body: .ref(AuthOKResponse.self), headers: [ResponseHeaders.cacheControl]),
            StandardResponses.error(400, "`weak_password` or `same_password`, with the site's sentence."),
            StandardResponses.error(401, "No valid session, or `reauthentication_needed`."),
            StandardResponses.error(429, "Rate limit reached."),
            StandardResponses.error(503, "The database is not reachable."),
        ])

    /// Every password endpoint.
    public static let all: [EndpointSpec] = [changePassword.spec]
}
