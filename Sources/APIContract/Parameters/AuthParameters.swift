/// `redirect_to`: where an e-mailed link sends the browser or app (checked against the allow-list by the service).
public struct RedirectParameters: EndpointParameters, Hashable {
    public var redirectTo: String?

    public init(reading source: ParameterSource) {
        redirectTo = source.first("redirect_to")
    }
}

/// `POST /auth/v1/token?grant_type=…`.
public struct TokenParameters: EndpointParameters, Hashable {
    /// `password`, `refresh_token` or `pkce` (anything else is the handler's 400).
    public var grantType: String?

    public init(reading source: ParameterSource) {
        grantType = source.first("grant_type")
    }
}

/// `GET /auth/v1/verify?token=…&type=…&redirect_to=…`: the e-mailed link.
public struct VerifyLinkParameters: EndpointParameters, Hashable {
    public var token: String?
    public var type: String?
    public var redirectTo: String?

    public init(reading source: ParameterSource) {
        token = source.first("token")
        type = source.first("type")
        redirectTo = source.first("redirect_to")
    }
}

/// `POST /auth/v1/logout?scope=…`.
public struct LogoutParameters: EndpointParameters, Hashable {
    /// `local`, `global` or `others`; nil means `global`.
    public var scope: String?

    public init(reading source: ParameterSource) {
        scope = source.first("scope")
    }
}
