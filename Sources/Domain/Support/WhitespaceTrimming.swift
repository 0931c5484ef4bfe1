public extension StringProtocol {
    /// The text without leading and trailing white space, trimmed scalar by scalar like Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` and over the same set (the Unicode `White_Space` scalars
    /// plus U+200B, which Foundation's set on Linux also holds), in plain Swift. The Foundation call goes through
    /// `NSString` on Linux and was a tenth of the CPU of a signed-in request (the bearer token, the names in
    /// `GET /me`).
    var trimmingWhitespace: String {
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isWhitespace || scalar.value == 0x200B }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[first...last])
        return text
    }
}
