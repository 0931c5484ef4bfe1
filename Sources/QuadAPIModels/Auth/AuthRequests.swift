/// The JSON bodies the Supabase Auth clients send to `/auth/v1` (snake_case keys; unknown keys such as
/// `gotrue_meta_security` are ignored). Every field is optional on the wire; the service says what is missing.
public enum AuthRequests {
    /// `POST /signup`.
    public struct SignUp: Sendable, Decodable {
        public var email: String?
        public var password: String?
        /// User metadata (`birth_year`, `role_hint`, `display_name`, `phone`).
        public var data: JSONValue?
        public var codeChallenge: String?
        public var codeChallengeMethod: String?

        public init(email: String?, password: String?, data: JSONValue? = nil, codeChallenge: String? = nil,
                    codeChallengeMethod: String? = nil) {
            self.email = email
            self.password = password
            self.data = data
            self.codeChallenge = codeChallenge
            self.codeChallengeMethod = codeChallengeMethod
        }

        enum CodingKeys: String, CodingKey {
            case email, password, data
            case codeChallenge = "code_challenge", codeChallengeMethod = "code_challenge_method"
        }
    }

    /// `POST /token` (every grant type's fields).
    public struct Token: Sendable, Decodable {
        public var email: String?
        public var password: String?
        public var refreshToken: String?
        public var authCode: String?
        public var codeVerifier: String?
        /// `id_token`: the identity provider (`apple`), its identity token, and the raw nonce whose SHA-256 the token
        /// carries.
        public var provider: String?
        public var idToken: String?
        public var nonce: String?

        public init(email: String? = nil, password: String? = nil, refreshToken: String? = nil, authCode: String? = nil,
                    codeVerifier: String? = nil, provider: String? = nil, idToken: String? = nil, nonce: String? = nil) {
            self.email = email
            self.password = password
            self.refreshToken = refreshToken
            self.authCode = authCode
            self.codeVerifier = codeVerifier
            self.provider = provider
            self.idToken = idToken
            self.nonce = nonce
        }

        enum CodingKeys: String, CodingKey {
            case email, password, provider, nonce
            case refreshToken = "refresh_token", authCode = "auth_code", codeVerifier = "code_verifier"
            case idToken = "id_token"
        }
    }

    /// `POST /otp`, `POST /recover`, `POST /resend`.
    public struct EmailLink: Sendable, Decodable {
        public var email: String?
        /// `/otp`: create an account for an unknown address (default true).
        public var createUser: Bool?
        public var data: JSONValue?
        /// `/resend`: `signup` or `email_change`.
        public var type: String?
        public var codeChallenge: String?
        public var codeChallengeMethod: String?

        public init(email: String?, createUser: Bool? = nil, data: JSONValue? = nil, type: String? = nil,
                    codeChallenge: String? = nil, codeChallengeMethod: String? = nil) {
            self.email = email
            self.createUser = createUser
            self.data = data
            self.type = type
            self.codeChallenge = codeChallenge
            self.codeChallengeMethod = codeChallengeMethod
        }

        enum CodingKeys: String, CodingKey {
            case email, data, type
            case createUser = "create_user", codeChallenge = "code_challenge", codeChallengeMethod = "code_challenge_method"
        }
    }

    /// `POST /verify`: `{type, token_hash}` (the link's token) or `{type, email, token}` (the typed code).
    public struct Verify: Sendable, Decodable {
        public var type: String?
        public var tokenHash: String?
        public var email: String?
        public var token: String?

        public init(type: String?, tokenHash: String? = nil, email: String? = nil, token: String? = nil) {
            self.type = type
            self.tokenHash = tokenHash
            self.email = email
            self.token = token
        }

        enum CodingKeys: String, CodingKey {
            case type, email, token
            case tokenHash = "token_hash"
        }
    }

    /// `PUT /user`.
    public struct UpdateUser: Sendable, Decodable {
        public var email: String?
        public var password: String?
        /// Merged into the user metadata key by key; a null value removes the key.
        public var data: JSONValue?
        /// The current password, which stands in for a recent sign-in when changing the password.
        public var currentPassword: String?
        public var codeChallenge: String?
        public var codeChallengeMethod: String?

        public init(email: String? = nil, password: String? = nil, data: JSONValue? = nil, currentPassword: String? = nil,
                    codeChallenge: String? = nil, codeChallengeMethod: String? = nil) {
            self.email = email
            self.password = password
            self.data = data
            self.currentPassword = currentPassword
            self.codeChallenge = codeChallenge
            self.codeChallengeMethod = codeChallengeMethod
        }

        enum CodingKeys: String, CodingKey {
            case email, password, data
            case currentPassword = "current_password", codeChallenge = "code_challenge",
                 codeChallengeMethod = "code_challenge_method"
        }
    }
}
