import Foundation
import Testing
@testable import Domain

/// The plain-Swift trim against Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)`, the oracle.
struct WhitespaceTrimmingTests {
    @Test(arguments: [
        "", " ", "Ada", "  Ada Lovelace \n", "\t\r\nAda\u{85}", "\u{A0}Ada\u{3000}", "\u{2028}Ada\u{2029}",
        "\u{1680}\u{2000}\u{200A}Ada\u{202F}\u{205F}", "A d a", " \u{301}Ada", "Ada \u{301}", "\u{200B}Ada\u{200B}",
        "\u{FEFF}Ada", "😀 ", "\u{0B}\u{0C}Ada",
    ])
    func trimsWhatFoundationTrims(text: String) {
        #expect(text.trimmingWhitespace == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Every Unicode scalar, alone and around a word: trimmed exactly when Foundation trims it.
    @Test func everyScalarIsTrimmedLikeFoundation() {
        var differences: [String] = []
        for value in 0..<0x11_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(Character(scalar)) + "a" + String(Character(scalar))
            if text.trimmingWhitespace != text.trimmingCharacters(in: .whitespacesAndNewlines) {
                differences.append(String(value, radix: 16))
            }
        }
        #expect(differences.isEmpty, "differ at U+\(differences.prefix(10))")
    }
}
