import Core
/// The site's password rules (userdata-map §2.1), checked by the sign-up precheck, by `/auth/v1/signup` and
/// `PUT /auth/v1/user`, and by `POST /me/password`. Pure: no database, no clock.
///
/// ```swift
/// PasswordRules.problems(in: "short", email: "ada@example.com").map(\.message)
/// // ["Use at least 10 characters."]
/// ```
public enum PasswordRules {
    /// Fewest characters (UTF-16 code units, as the site counts them).
    public static let minimumLength = 10
    /// From this length on a password is a passphrase and needs no mix of character kinds.
    public static let passphraseLength = 16
    /// Most characters.
    public static let maximumLength = 72

    /// One thing wrong with a password: a stable code (the `weak_password` reasons of the auth API) and the
    /// sentence the site shows.
    public struct Problem: Sendable, Hashable {
        public var code: String
        public var message: String

        public static let tooShort = Problem(code: "length",
                                             message: "Use at least \(PasswordRules.minimumLength) characters.")
        public static let needsMix = Problem(
            code: "characters",
            message: "Mix at least three of: lowercase, uppercase, numbers, symbols. Or use a longer passphrase "
                + "(\(PasswordRules.passphraseLength)+ characters).")
        public static let tooLong = Problem(code: "too_long",
                                            message: "Use \(PasswordRules.maximumLength) characters or fewer.")
        public static let containsEmailName = Problem(code: "email", message: "Don't use your email name in it.")
        public static let tooCommon = Problem(code: "common", message: "That one is too easy to guess.")
        /// Only where a confirmation field exists (setting a password).
        public static let mismatch = Problem(code: "mismatch", message: "The two passwords don't match.")
    }

    /// Everything wrong with `password` for the account `email`, in the site's order; empty when it is acceptable.
    public static func problems(in password: String, email: String = "") -> [Problem] {
        var problems: [Problem] = []
        let length = password.utf16.count
        if length < minimumLength {
            problems.append(.tooShort)
        } else if length < passphraseLength && kinds(in: password) < 3 {
            problems.append(.needsMix)
        }
        if length > maximumLength { problems.append(.tooLong) }
        let name = email.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).first.map { $0.lowercased() } ?? ""
        let lowered = password.lowercased()
        if name.utf16.count >= 3 && lowered.contains(name) { problems.append(.containsEmailName) }
        if commonPasswords.contains(lowered) || isOneCharacterRepeated(password) { problems.append(.tooCommon) }
        return problems
    }

    /// The problems of a new password and its confirmation (the confirmation mismatch comes last).
    public static func problems(in password: String, confirmation: String?, email: String) -> [Problem] {
        var problems = problems(in: password, email: email)
        if let confirmation, confirmation != password { problems.append(.mismatch) }
        return problems
    }

    /// All problems' sentences joined with spaces (how the site shows them in one line).
    public static func message(for problems: [Problem]) -> String {
        problems.map(\.message).joined(separator: " ")
    }

    /// The strength meter: 0 empty, 1 any problem, 3 for a passphrase or 12+ characters of all four kinds, else 2.
    public static func strength(of password: String, email: String = "") -> Int {
        if password.isEmpty { return 0 }
        if !problems(in: password, email: email).isEmpty { return 1 }
        let length = password.utf16.count
        return length >= passphraseLength || (length >= 12 && kinds(in: password) == 4) ? 3 : 2
    }

    /// How many of lowercase, uppercase, digits and other characters (ASCII classes) appear.
    static func kinds(in password: String) -> Int {
        var lower = false, upper = false, digit = false, other = false
        for unit in password.utf16 {
            switch unit {
            case 0x61...0x7A: lower = true
            case 0x41...0x5A: upper = true
            case 0x30...0x39: digit = true
            default: other = true
            }
        }
        return [lower, upper, digit, other].filter { $0 }.count
    }

    /// Two or more characters, all the same one.
    static func isOneCharacterRepeated(_ password: String) -> Bool {
        guard let first = password.first, password.count >= 2 else { return false }
        return password.allSatisfy { $0 == first }
    }

    /// Passwords everyone tries first (lowercase).
    static let commonPasswords: Set<String> = [
        "password", "password1", "password12", "password123", "password1234", "passw0rd",
        "qwerty", "qwerty123", "qwertyuiop", "iloveyou", "letmein", "trustno1",
        "123456789", "1234567890", "12345678910", "0123456789", "abc12345", "abcdefghij",
        "1q2w3e4r5t", "1qaz2wsx3edc", "zaq12wsx", "welcome1", "welcome123", "admin123",
        "football", "baseball", "basketball", "princess", "sunshine", "starwars", "dragon123", "monkey123",
        "college123", "student123",
    ]
}
