import Foundation
import Testing
import QuadAPIModels
@testable import Domain

/// Checks the Swift formats against Fixtures/format-cases.json, which scripts/gen-format-cases.mjs writes by
/// running JavaScript's own built-ins (Math.round, toFixed, String, toLocaleString, Intl compact) in Node.
struct FormatOracleTests {
    struct Cases: Decodable {
        struct Row: Decodable {
            var input: String
            var output: [String: String]
        }
        struct Fixed: Decodable {
            var input: String
            var digits: Int
            var output: String
        }
        struct Pair: Decodable {
            var input: String
            var output: String
        }
        var node: String
        var icu: String
        var display: [Row]
        var toFixed: [Fixed]
        var round: [Pair]
        var string: [Pair]
        var locale: [Pair]
        var changes: [Row]
        var drive: [Pair]
    }

    static let cases: Cases = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures").appendingPathComponent("format-cases.json")
        do {
            return try JSONDecoder().decode(Cases.self, from: Data(contentsOf: url))
        } catch {
            fatalError("cannot read \(url.path): \(error) (run `node scripts/gen-format-cases.mjs`)")
        }
    }()

    /// A JavaScript number text as written by the generator ("-0" keeps the sign of zero).
    static func number(_ text: String) -> Double {
        switch text {
        case "NaN": return .nan
        case "Infinity": return .infinity
        case "-Infinity": return -.infinity
        default:
            guard let v = Double(text) else { fatalError("not a number: \(text)") }
            return v
        }
    }

    @Test func fixtureCoversEveryFormatKind() {
        let cases = Self.cases
        #expect(cases.display.count > 500)
        for row in cases.display {
            #expect(Set(row.output.keys) == Set(FormatKind.allCases.map(\.rawValue)), "row \(row.input)")
        }
    }

    @Test func displayMatchesJavaScript() {
        var checked = 0
        for row in Self.cases.display {
            let x = Self.number(row.input)
            for kind in FormatKind.allCases {
                guard let expected = row.output[kind.rawValue] else { continue }
                let actual = SiteFormat.display(x, as: kind)
                #expect(actual == expected, "\(kind.rawValue)(\(row.input))")
                checked += 1
            }
        }
        #expect(checked == Self.cases.display.count * FormatKind.allCases.count)
    }

    @Test func toFixedMatchesJavaScript() {
        #expect(Self.cases.toFixed.count > 2000)
        #expect(Self.cases.toFixed.contains { $0.digits == 100 })
        for c in Self.cases.toFixed {
            #expect(JSNumber.toFixed(Self.number(c.input), c.digits) == c.output, "(\(c.input)).toFixed(\(c.digits))")
        }
    }

    @Test func roundMatchesJavaScript() {
        for c in Self.cases.round {
            let expected = Self.number(c.output)
            let actual = JSNumber.round(Self.number(c.input))
            let same = expected.isNaN ? actual.isNaN : actual.bitPattern == expected.bitPattern
            #expect(same, "Math.round(\(c.input)) should be \(c.output), got \(actual)")
        }
    }

    @Test func stringMatchesJavaScript() {
        for c in Self.cases.string {
            #expect(JSNumber.string(Self.number(c.input)) == c.output, "String(\(c.input))")
        }
    }

    @Test func localeStringMatchesJavaScript() {
        for c in Self.cases.locale {
            #expect(JSNumber.localeString(Self.number(c.input)) == c.output, "(\(c.input)).toLocaleString()")
        }
    }

    @Test func signedChangesMatchJavaScript() {
        let forms: [String: (Double) -> String] = [
            "signedPercent": SiteFormat.signedPercent,
            "signedPoints": SiteFormat.signedPoints,
            "signedIndex": SiteFormat.signedIndex,
            "historyRatio": { SiteFormat.change($0, measure: .ratio) },
            "historyPoints": { SiteFormat.change($0, measure: .points) },
            "indicatorRatio": { SiteFormat.indicatorChange($0, measure: .ratio) },
            "indicatorPoints": { SiteFormat.indicatorChange($0, measure: .points) },
            "indicatorIndex": { SiteFormat.indicatorChange($0, measure: .index) },
        ]
        #expect(!Self.cases.changes.isEmpty)
        for row in Self.cases.changes {
            #expect(Set(row.output.keys) == Set(forms.keys), "row \(row.input)")
            for (name, expected) in row.output {
                guard let f = forms[name] else { continue }
                #expect(f(Self.number(row.input)) == expected, "\(name)(\(row.input))")
            }
        }
    }

    @Test func driveLineMatchesJavaScript() {
        #expect(!Self.cases.drive.isEmpty)
        for c in Self.cases.drive {
            #expect(DriveTime.line(miles: Self.number(c.input)) == c.output, "drive(\(c.input))")
        }
    }
}
