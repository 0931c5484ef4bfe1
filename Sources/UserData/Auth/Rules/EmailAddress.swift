/// E-mail address checks of sign-up and sign-in: trimmed, lower-cased, at most 254 characters, one `@` with a
/// non-empty local part and a dotted domain, no spaces.
public enum EmailAddress {
    /// "Enter a valid email address."
    public static let invalidMessage = "Enter a valid email address."

    /// The normalized address (trimmed, lower-cased), or nil when it is not a usable address.
    public static func normalize(_ text: String) -> String? {
        let address = text.trimmingASCIIWhitespace().lowercased()
        guard address.utf16.count <= 254 else { return nil }
        let parts = address.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        guard !address.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } == true }) else {
            return nil
        }
        let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, labels.allSatisfy({ !$0.isEmpty }) else { return nil }
        return address
    }
}
