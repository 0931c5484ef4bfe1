import Testing
import QuadAPIModels
@testable import Domain

/// Hand-checked examples: the dataset map's §4 table, the screens map's sample strings, and ties worked out
/// by hand from the JavaScript rules.
struct FormatDisplayTests {
    struct Example: Sendable, CustomStringConvertible {
        var value: Double?
        var kind: FormatKind
        var expected: String
        var description: String { "\(kind.rawValue)(\(value.map { "\($0)" } ?? "nil"))" }
    }

    static let datasetMapExamples: [Example] = [
        Example(value: 0.6603, kind: .pct, expected: "66%"),
        Example(value: 0.399, kind: .pct, expected: "40%"),
        Example(value: 0.0522, kind: .pctSmart, expected: "5.2%"),
        Example(value: 0.6603, kind: .pctSmart, expected: "66%"),
        Example(value: 1169.6, kind: .int, expected: "1170"),
        Example(value: 11332, kind: .num, expected: "11,332"),
        Example(value: 11332, kind: .compact, expected: "11.3K"),
        Example(value: 1_210_531, kind: .compact, expected: "1.2M"),
        Example(value: 906, kind: .compact, expected: "906"),
        Example(value: 0.5825, kind: .fixed2, expected: "0.58"),
        Example(value: 28860, kind: .money, expected: "$28,860"),
        Example(value: -1234, kind: .money, expected: "$-1,234"),
        Example(value: 24284, kind: .moneyCompact, expected: "$24.3K"),
        Example(value: 13, kind: .ratio, expected: "13 to 1"),
        Example(value: -0.023, kind: .pts, expected: "\u{2212}2.3 pts"),
        Example(value: 0.0598, kind: .pts, expected: "+6.0 pts"),
        // screens-map §0.1 and §0.8 sample strings
        Example(value: 0.52, kind: .pct, expected: "52%"),
        Example(value: 0.034, kind: .pctSmart, expected: "3.4%"),
        Example(value: 12345, kind: .num, expected: "12,345"),
        Example(value: 12300, kind: .compact, expected: "12.3K"),
        Example(value: 51300, kind: .money, expected: "$51,300"),
        Example(value: 41000, kind: .moneyCompact, expected: "$41K"),
        Example(value: 17600, kind: .moneyCompact, expected: "$17.6K"),
        Example(value: 0.62, kind: .fixed2, expected: "0.62"),
    ]

    static let edgeExamples: [Example] = [
        // Missing values print an en dash in every format.
        Example(value: nil, kind: .pct, expected: "\u{2013}"),
        Example(value: nil, kind: .money, expected: "\u{2013}"),
        Example(value: nil, kind: .pts, expected: "\u{2013}"),
        // Math.round: ties toward +∞.
        Example(value: 2.5, kind: .int, expected: "3"),
        Example(value: -2.5, kind: .int, expected: "-2"),
        Example(value: -2.5, kind: .ratio, expected: "-2 to 1"),
        // A negative value that rounds to zero keeps its sign through toLocaleString, not through String().
        Example(value: -0.4, kind: .num, expected: "-0"),
        Example(value: -0.4, kind: .money, expected: "$-0"),
        Example(value: -0.4, kind: .int, expected: "0"),
        // toFixed: an exact binary tie goes away from zero; 1.005 is stored just below 1.005.
        Example(value: 0.125, kind: .fixed2, expected: "0.13"),
        Example(value: -0.125, kind: .fixed2, expected: "-0.13"),
        Example(value: 1.005, kind: .fixed2, expected: "1.00"),
        Example(value: -0.001, kind: .fixed2, expected: "-0.00"),
        Example(value: -0.0, kind: .fixed2, expected: "0.00"),
        // pctSmart switches at exactly 0.1; 0.0999 prints 10.0% with its decimal.
        Example(value: 0.0999, kind: .pctSmart, expected: "10.0%"),
        Example(value: 0.1, kind: .pctSmart, expected: "10%"),
        Example(value: -0.05, kind: .pctSmart, expected: "-5.0%"),
        // Compact rounds the shortest decimal half away from zero and rolls over into the next unit.
        Example(value: 1250, kind: .compact, expected: "1.3K"),
        Example(value: 0.45, kind: .compact, expected: "0.5"),
        Example(value: 999.95, kind: .compact, expected: "1K"),
        Example(value: 999_949, kind: .compact, expected: "999.9K"),
        Example(value: 999_950, kind: .compact, expected: "1M"),
        Example(value: 1e9, kind: .compact, expected: "1B"),
        Example(value: 2.45e12, kind: .compact, expected: "2.5T"),
        Example(value: 1e15, kind: .compact, expected: "1000T"),
        Example(value: 1e16, kind: .compact, expected: "10,000T"),
        Example(value: -1250, kind: .compact, expected: "-1.3K"),
        Example(value: -0.04, kind: .compact, expected: "-0"),
        Example(value: -1250, kind: .moneyCompact, expected: "$-1.3K"),
        // Points: rounded to tenths first, no sign at zero.
        Example(value: 0.00049, kind: .pts, expected: "0.0 pts"),
        Example(value: 0.0005, kind: .pts, expected: "+0.1 pts"),
        Example(value: -0.0005, kind: .pts, expected: "0.0 pts"),
        Example(value: 0, kind: .pts, expected: "0.0 pts"),
    ]

    @Test(arguments: datasetMapExamples)
    func datasetMapExample(_ e: Example) {
        #expect(SiteFormat.display(e.value, as: e.kind) == e.expected)
    }

    @Test(arguments: edgeExamples)
    func edgeExample(_ e: Example) {
        #expect(SiteFormat.display(e.value, as: e.kind) == e.expected)
    }

    @Test func pctWithDigits() {
        #expect(SiteFormat.pct(0.52) == "52%")
        #expect(SiteFormat.pct(0.125, 1) == "12.5%")
        #expect(SiteFormat.pct(0.5, 2) == "50.00%")
        #expect(SiteFormat.pct(0.0449999, 1) == "4.5%")
        #expect(SiteFormat.pct(0.0449999) == "4%")
    }

    @Test func javaScriptPrimitives() {
        #expect(JSNumber.round(-2.5) == -2)
        #expect(JSNumber.round(2.5) == 3)
        #expect(JSNumber.round(0.49999999999999994) == 0)
        #expect(JSNumber.round(-0.4).sign == .minus)
        #expect(JSNumber.round(0.4).sign == .plus)
        #expect(JSNumber.toFixed(1e21, 2) == "1e+21")
        #expect(JSNumber.toFixed(0.1, 20) == "0.10000000000000000555")
        #expect(JSNumber.string(1e21) == "1e+21")
        #expect(JSNumber.string(1.5e-7) == "1.5e-7")
        #expect(JSNumber.string(0.000001) == "0.000001")
        #expect(JSNumber.string(-0.0) == "0")
        #expect(JSNumber.string(123) == "123")
        #expect(JSNumber.string(25.5) == "25.5")
        #expect(JSNumber.localeString(1_234_567.891) == "1,234,567.891")
        #expect(JSNumber.localeString(1234.5678) == "1,234.568")
        #expect(JSNumber.localeString(-0.0) == "-0")
        #expect(JSNumber.localeString(.infinity) == "∞")
    }
}
