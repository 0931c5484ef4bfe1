import Core
import Domain
import Testing
@testable import UserData
import QuadAPIModels

/// The site's password rules, the 13+ age gate, e-mail checks, redirect allow-list and the sign-up precheck
/// (expected sentences from userdata-map §2.1, §4.5 and §5).
struct AuthRulesTests {
    static let mix = "Mix at least three of: lowercase, uppercase, numbers, symbols. Or use a longer passphrase (16+ characters)."

    @Test func passwordProblemsInTheSitesWords() {
        #expect(PasswordRules.problems(in: "Ab1!").map(\.message) == ["Use at least 10 characters."])
        #expect(PasswordRules.problems(in: "abcdefghijk").map(\.message) == [Self.mix])  // 11 lowercase letters
        #expect(PasswordRules.problems(in: "abcdefgh12").map(\.message) == [Self.mix])   // two kinds
        #expect(PasswordRules.problems(in: "abcdefGH12").isEmpty)                        // three kinds, 10 long
        #expect(PasswordRules.problems(in: "all lowercase passphrase").isEmpty)          // 16+: no mix needed
        #expect(PasswordRules.problems(in: String(repeating: "aB3$", count: 19)).map(\.message) == ["Use 72 characters or fewer."])
        #expect(PasswordRules.problems(in: "Xadalovelace9!", email: "AdaLovelace@example.com").map(\.message)
            == ["Don't use your email name in it."])
        #expect(PasswordRules.problems(in: "Xab9!Xab9!Xab", email: "ab@example.com").isEmpty)  // name under 3 characters
        #expect(PasswordRules.problems(in: "Password123").map(\.message) == ["That one is too easy to guess."])
        #expect(PasswordRules.problems(in: "zzzzzzzzzzzzzzzzzz").map(\.message) == ["That one is too easy to guess."])
    }

    @Test func everyProblemIsReportedTogether() {
        let problems = PasswordRules.problems(in: "adaada", email: "ada@example.com")
        #expect(problems.map(\.code) == ["length", "email"])
        #expect(PasswordRules.message(for: problems) == "Use at least 10 characters. Don't use your email name in it.")
        #expect(PasswordRules.problems(in: "abcdefGH12", confirmation: "abcdefGH13", email: "").map(\.message)
            == ["The two passwords don't match."])
    }

    @Test func strengthMeter() {
        #expect(PasswordRules.strength(of: "") == 0)
        #expect(PasswordRules.strength(of: "short") == 1)
        #expect(PasswordRules.strength(of: "abcdefGH12") == 2)
        #expect(PasswordRules.strength(of: "abcdefGH12!x") == 3)
        #expect(PasswordRules.strength(of: "a long lowercase passphrase") == 3)
    }

    @Test func ageGateRefusesTheYearExactlyThirteenBack() {
        #expect(AgeGate.check("2012", currentYear: 2026) == .allowed(2012))
        #expect(AgeGate.check("2013", currentYear: 2026) == .refused(2013))
        #expect(AgeGate.check("2020", currentYear: 2026) == .refused(2020))
        #expect(AgeGate.check("1906", currentYear: 2026) == .allowed(1906))
        #expect(AgeGate.check("1905", currentYear: 2026) == .refused(1905))
        #expect(AgeGate.check(" 2008 ", currentYear: 2026) == .allowed(2008))
        #expect(AgeGate.check("2027", currentYear: 2026) == .malformed)
        #expect(AgeGate.check("08", currentYear: 2026) == .malformed)
        #expect(AgeGate.check("２００８", currentYear: 2026) == .malformed)
        #expect(AgeGate.check("", currentYear: 2026) == .malformed)
    }

    @Test func emailAddresses() {
        #expect(EmailAddress.normalize("  Ada@Example.COM ") == "ada@example.com")
        for bad in ["", "ada", "ada@", "@example.com", "ada@example", "a da@example.com", "a@b@c.com", "ada@example.",
                    String(repeating: "a", count: 250) + "@example.com"] {
            #expect(EmailAddress.normalize(bad) == nil, "\(bad)")
        }
    }

    @Test func redirectAllowList() {
        let list = RedirectAllowList(patterns: ["http://localhost:*/**", "quad://**", "https://*.preview.example/**"],
                                     siteURL: "https://quad.example")
        #expect(list.allows("http://localhost:3000/auth/confirm?next=/me"))
        #expect(list.allows("http://localhost:3000"))
        #expect(list.allows("quad://auth/callback"))
        #expect(list.allows("https://quad.example/auth/confirm"))
        #expect(list.allows("https://pr-12.preview.example/x"))
        #expect(!list.allows("https://quad.example.evil.com/"))
        #expect(!list.allows("https://evil.example/"))
        #expect(!list.allows("http://localhost:3000/a b"))
        #expect(!list.allows("http://localhost:3000\\@evil.com"))
        #expect(!list.allows("https://a/b.preview.example/x"))  // '*' does not cross '/'
        #expect(list.resolve("https://evil.example/") == "https://quad.example")
    }

    @Test func precheckRunsTheChecksInTheSitesOrder() throws {
        func refusal(_ email: String, _ password: String, _ year: String) -> APIError? {
            SignUpPrecheck.refusal(for: AuthPrecheckRequest(email: email, password: password, birthYear: year),
                                   currentYear: 2026, siteName: "Quad")
        }
        #expect(refusal("ada@example.com", "abcdefGH12", "2008") == nil)
        let email = try #require(refusal("nope", "x", "20"))
        #expect(email.status == 400 && email.message == "Enter a valid email address.")
        let password = try #require(refusal("ada@example.com", "ada", "20"))
        #expect(password.status == 400 && password.code == "weak_password")
        #expect(password.message == "Use at least 10 characters. Don't use your email name in it.")
        let year = try #require(refusal("ada@example.com", "abcdefGH12", "20"))
        #expect(year.status == 400 && year.message == "Enter your birth year as four digits, like 2008.")
        let young = try #require(refusal("ada@example.com", "abcdefGH12", "2013"))
        #expect(young.status == 403)
        #expect(young.message == "Accounts are for people 13 and older. Everything on Quad still works without one: "
            + "search, explore, and compare colleges as much as you like.")
    }
}
