import Core
public import Domain
public import QuadAPIModels

/// `POST /api/app/v1/auth/precheck` (userdata-map §4.5): what the app runs before `/auth/v1/signup`, in the site's
/// order and words. Pure.
public enum SignUpPrecheck {
    /// The refusal for `request` in `currentYear`, or nil when sign-up may go ahead:
    /// an unusable address → 400 `invalid_email`; password problems → 400 `weak_password` with every sentence
    /// joined (codes in `detail.reasons`); a birth year that is not four digits or is in the future → 400
    /// `invalid_birth_year`; under 13 → 403 `birth_year_not_allowed` with the sign-up refusal.
    public static func refusal(for request: AuthPrecheckRequest, currentYear: Int, siteName: String) -> APIError? {
        guard let email = EmailAddress.normalize(request.email) else {
            return APIError(status: 400, code: "invalid_email", message: EmailAddress.invalidMessage,
                            detail: .object(["field": .string("email")]))
        }
        let problems = PasswordRules.problems(in: request.password, email: email)
        if !problems.isEmpty {
            return APIError(status: 400, code: "weak_password", message: PasswordRules.message(for: problems),
                            detail: .object(["field": .string("password"),
                                             "reasons": .array(problems.map { .string($0.code) })]))
        }
        switch AgeGate.check(request.birthYear, currentYear: currentYear) {
        case .allowed: return nil
        case .malformed:
            return APIError(status: 400, code: "invalid_birth_year", message: AgeGate.malformedMessage,
                            detail: .object(["field": .string("birthYear")]))
        case .refused:
            return APIError(status: 403, code: "birth_year_not_allowed", message: AgeGate.signUpRefusal(siteName: siteName))
        }
    }
}
