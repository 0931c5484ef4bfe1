import Foundation

/// The invitation e-mail (the site's wording): who invited whom to which household, as what, and the link with
/// its last day. Plain text; names come from users and are used as text only.
struct InvitationMail: Equatable {
    var subject: String
    var body: String

    static func make(inviter: String?, household: String?, side: String, link: String, siteName: String,
                     expires: String) -> InvitationMail {
        let given = inviter?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let who = given.isEmpty ? "Someone" : given
        let place = household ?? "your family's"
        let role = side == "guardian" ? "a parent or guardian" : "a student"
        let lines = [
            "\(who) invited you to join the \"\(place)\" household on \(siteName) as \(role).",
            side == "guardian"
                ? "Guardians can see the students' college lists and plans. Students never see a guardian's finances."
                : "Your guardians will be able to see your college list and plans. You can leave the household at any time.",
            "Open this link to accept (it works until \(expires)):",
        ]
        return InvitationMail(subject: "\(who) invited you to the \(place) household on \(siteName)",
                              body: lines.joined(separator: "\n\n") + "\n\(link)\n\nIf you weren't expecting this, ignore this email.")
    }
}

/// Phone numbers as the household forms take them: any common U.S. form ("(615) 555-0100", "615.555.0100",
/// "1 615 555 0100") becomes +1…; a number starting with + keeps its country code. The result is E.164.
enum PhoneNumber {
    static func normalize(_ text: String) -> String? {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !t.isEmpty else { return nil }
        let allowed = Set("0123456789 -().+")
        guard t.allSatisfy(allowed.contains), t.dropFirst().allSatisfy({ $0 != "+" }) else { return nil }
        let digits = t.filter(\.isNumber)
        let e164: String
        if t.hasPrefix("+") {
            e164 = "+" + digits
        } else if digits.count == 10 {
            e164 = "+1" + digits
        } else if digits.count == 11, digits.hasPrefix("1") {
            e164 = "+" + digits
        } else {
            return nil
        }
        let body = e164.dropFirst()
        guard (7...15).contains(body.count), body.first != "0" else { return nil }
        return e164
    }
}

/// E-mail addresses as the household forms check them: something@something.something, no spaces, at most 254.
enum InviteAddress {
    static func normalize(_ text: String) -> String? {
        let t = text.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        guard !t.isEmpty, t.utf8.count <= 254, !t.contains(where: \.isWhitespace) else { return nil }
        let parts = t.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty else { return nil }
        // The site's /^[^\s@]+@[^\s@]+\.[^\s@]+$/: a dot in the domain with something on both sides.
        let domain = Array(parts[1])
        guard domain.indices.contains(where: { domain[$0] == "." && $0 > 0 && $0 < domain.count - 1 }) else { return nil }
        return t
    }
}
