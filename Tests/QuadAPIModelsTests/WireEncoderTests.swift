import Foundation
import Testing
import TestSupport
@_spi(Lineage) @_spi(WireTesting) import QuadAPIModels

/// The wire encoder against Foundation's `JSONEncoder` (the oracle) and against hand-written JSON.
struct WireEncoderTests {
    /// Foundation with the server's old settings but keys unsorted: for arrays and scalars the bytes must be equal.
    private func foundation<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private func wire<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try WireEncoder().encode(value), as: UTF8.self)
    }

    /// Doubles of every shape: integral, decimal fractions, powers of ten, extremes, subnormals, random bit patterns.
    private static let doubles: [Double] = {
        var values: [Double] = [0, -0.0, 1, -1, 0.1, 0.5, 2.5, 1e15, 1e15 + 1, 4_503_599_627_370_496, 9_007_199_254_740_992, 18_014_398_509_481_984,
                                1e16, 1e21, 1e22, 1e-7, Double.leastNonzeroMagnitude, 2.2250738585072014e-308, .greatestFiniteMagnitude,
                                -.greatestFiniteMagnitude, .leastNormalMagnitude, .ulpOfOne, 123_456.789, 0.000_001, 3.14159]
        for exponent in -30...30 { values.append(pow(10, Double(exponent))) }
        for k in 0...2_000 { values.append(Double(k) / 100); values.append(Double(k) / 1000 - 1) }
        var generator = SystemRandomNumberGenerator()
        while values.count < 12_000 {
            let candidate = Double(bitPattern: generator.next())
            if candidate.isFinite { values.append(candidate) }
            values.append(Double.random(in: -1e9...1e9, using: &generator).rounded())
        }
        return values
    }()

    @Test func doublesPrintAsFoundationPrintsThem() throws {
        #expect(try wire(Self.doubles) == foundation(Self.doubles))
    }

    @Test func floatsAndIntegersPrintAsFoundationPrintsThem() throws {
        let floats: [Float] = (Self.doubles.prefix(3_000).map { Float($0) } + [8_388_608, 16_777_216, 16_777_217, 33_554_432])
            .filter(\.isFinite)
        #expect(try wire(floats) == foundation(floats))
        let integers: [Int64] = [0, 1, -1, 9, 10, 99, 100, .max, .min, 1 << 53, -(1 << 53) - 1]
        #expect(try wire(integers) == foundation(integers))
        #expect(try wire([UInt64.max, 0]) == "[18446744073709551615,0]")
        #expect(try wire([Int8.min, Int8.max]) == "[-128,127]")
    }

    @Test func stringsEscapeAsRFC8259Asks() throws {
        var strings = (0..<0x80).map { String(UnicodeScalar(UInt8($0))) }
        strings += ["é", "日本語", "😀", "\u{2028}\u{2029}", "a/b</script>", #"say "hi" \ back"#, "tab\tnew\nline\r",
                    "\u{7F}\u{80}", "\\u0000", "", String(repeating: "long ", count: 500)]
        #expect(try wire(strings) == foundation(strings))
        // By hand: the short escapes, a control character as \u00XX, slashes and non-ASCII left as they are.
        #expect(try wire(["\u{8}\u{C}\n\r\t\"\\", "\u{1}\u{1F}", "a/b", "é"]) == #"["\b\f\n\r\t\"\\","\u0001\u001f","a/b","é"]"#)
    }

    private struct Ordered: Encodable {
        var zebra = 1
        var apple: String? = "a"
        var mango: [Double] = [1.5]
        var none: Int?
        var explicitNull: Int?

        enum CodingKeys: String, CodingKey { case zebra, apple, mango, none, explicitNull }

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(zebra, forKey: .zebra)
            try c.encodeIfPresent(apple, forKey: .apple)
            try c.encode(mango, forKey: .mango)
            try c.encodeIfPresent(none, forKey: .none)
            try c.encode(explicitNull, forKey: .explicitNull)
        }
    }

    @Test func keysComeInDeclaredOrderAndAbsentOptionalsAreLeftOut() throws {
        #expect(try wire(Ordered()) == #"{"zebra":1,"apple":"a","mango":[1.5],"explicitNull":null}"#)
    }

    @Test func dictionaryKeysAreSorted() throws {
        let dictionary = ["pear": 3, "apple": 1, "mango": 2, "Zed": 0]
        #expect(try wire(dictionary) == #"{"Zed":0,"apple":1,"mango":2,"pear":3}"#)
        #expect(try wire(["b": ["y": nil, "x": JSONValue.null]]) == #"{"b":{"x":null,"y":null}}"#)
    }

    private enum Shape: Encodable {
        case circle(radius: Double)
        case pair(Int, String)
        case empty
    }

    private struct Nothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    @Test func enumsNestedContainersAndEmptyValues() throws {
        let shapes: [Shape] = [.circle(radius: 2), .pair(1, "x"), .empty]
        #expect(try wire(shapes) == #"[{"circle":{"radius":2}},{"pair":{"_0":1,"_1":"x"}},{"empty":{}}]"#)
        #expect(try wire([Nothing(), Nothing()]) == "[{},{}]")
        #expect(try wire([[Int]]([[], [1], []])) == "[[],[1],[]]")
    }

    @Test func nonFiniteNumbersAreAnError() {
        #expect(throws: EncodingError.self) { try WireEncoder().encode([1, Double.nan]) }
        #expect(throws: EncodingError.self) { try WireEncoder().encode(["x": Double.infinity]) }
    }

    @Test func foundationTypesAsJSONEncoderWritesThem() throws {
        struct Things: Encodable {
            var data = Data([0, 1, 2, 250])
            var url = URL(string: "https://example.com/a?b=c")!
            var decimal = Decimal(string: "12.50")!
            var date = Date(timeIntervalSinceReferenceDate: 1234.5)
        }
        #expect(try WireOracle.difference(Things()) == nil)
        #expect(try wire(Things()).hasPrefix(#"{"data":"AAEC+g==","url":"https://example.com/a?b=c","#))
    }

    @Test(arguments: BlockFixtures.full + BlockFixtures.minimal)
    func everyBlockFixtureAgreesWithTheOracle(_ block: Block) throws {
        #expect(try WireOracle.difference(block) == nil)
        // The kind comes first: the block's kind and its payload share one object.
        #expect(try wire(block).hasPrefix(#"{"kind":"\#(block.kind)","#))
    }

    @Test func aScreenOfEveryKindAgreesWithTheOracle() throws {
        let screen = Screen(
            title: "Harvard University", url: "/schools/166027", blocks: BlockFixtures.full,
            sources: [SourceGroup(source: Lineage.admissions, fields: ["Applicants"])], publish: "2026-09-30"
        )
        #expect(try WireOracle.difference(screen) == nil)
        #expect(try JSONDecoder().decode(Screen.self, from: Data(WireEncoder().encode(screen))) == screen)
    }

    /// Citations that repeat and citations equal but for one field: the copying encoder writes exactly the bytes
    /// the non-copying one writes, and both agree with Foundation.
    @Test func repeatedAndNearEqualCitationsEncodeAsIfEachWereEncodedAfresh() throws {
        let source = CitedSource(key: "ipeds-adm", label: "IPEDS Admissions", publisher: "NCES", year: "Fall 2024",
                                 url: "https://nces.ed.gov/ipeds/", retrieved: "2026-01-15")
        let other = CitedSource(key: "ipeds-adm", label: "IPEDS Admissions", publisher: "NCES", year: "Fall 2023",
                                url: "https://nces.ed.gov/ipeds/", retrieved: "2026-01-15")
        func cited(source: CitedSource = source, path: String = "admissions.acceptance_rate", isDefault: Bool = true,
                   inputs: [CitedSource]? = nil, quote: String? = nil, page: Int? = nil, replaces: Replaced? = nil,
                   directory: DirectoryCredit? = nil) -> Cited {
            Cited(source: source, path: path, field: "Acceptance rate", method: inputs == nil ? "reported" : "derived",
                  isDefault: isDefault, formula: inputs == nil ? nil : "admitted / applicants", inputs: inputs,
                  quote: quote, page: page, replaces: replaces, directory: directory)
        }
        let base = cited()
        let nearEqual: [Cited] = [
            cited(source: other),
            cited(path: "admissions.yield"),
            cited(isDefault: false),
            cited(inputs: [source, source]),
            cited(inputs: [source, other]),
            cited(quote: "admit \"rate\"\n"),
            cited(page: 3),
            cited(page: 4),
            cited(replaces: Replaced(value: 0.25, year: "2023", label: "IPEDS", display: "25%")),
            cited(replaces: Replaced(value: 0.26, year: "2023", label: "IPEDS", display: "25%")),
            cited(directory: DirectoryCredit(organization: "NACAC", tier: "B", phrase: "listed")),
            cited(directory: DirectoryCredit(organization: "NACAC", tier: "C", phrase: "listed")),
        ]
        // Equal values built apart (no shared string storage) must be found equal too.
        let rebuilt = cited(path: String("admissions.acceptance_rate".reversed().reversed()))
        #expect(rebuilt == base)
        // More distinct values than the memo keeps, so some are always encoded afresh.
        let many = (0..<40).map { cited(path: "field.\($0)") }
        var list: [Cited] = []
        for round in 0..<30 {
            list.append(base)
            list.append(nearEqual[round % nearEqual.count])
            list.append(rebuilt)
            list.append(many[(round * 7) % many.count])
            list.append(nearEqual[(round * 5) % nearEqual.count])
        }
        struct Row: Encodable {
            let name: String
            let cited: Cited?
            let more: [String: [Cited]]
        }
        let rows = list.indices.map { Row(name: "row \($0)", cited: $0 % 3 == 0 ? nil : list[$0],
                                         more: ["a": [list[$0], base], "b": $0 % 2 == 0 ? [] : [list[($0 + 1) % list.count]]]) }
        struct Document: Encodable { let list: [Cited]; let rows: [Row] }
        let value = Document(list: list, rows: rows)
        let copied = try WireEncoder().encode(value)
        let afresh = try WireEncoder(memoizingCitations: false).encode(value)
        #expect(copied == afresh)
        #expect(try WireOracle.difference(value) == nil)
        let ours = try JSONSerialization.jsonObject(with: Data(copied)) as? NSDictionary
        let foundations = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? NSDictionary
        #expect(ours != nil && ours == foundations)

        // Hardly any repeats: the memo stops searching part way; then more distinct values than it keeps, each
        // repeated at once; the bytes still agree.
        let distinct = (0..<300).map { cited(path: "distinct.\($0)", page: $0) } + [base, base, nearEqual[0], base]
            + many.flatMap { [$0, $0, base] } + many.reversed()
        #expect(try WireEncoder().encode(distinct) == WireEncoder(memoizingCitations: false).encode(distinct))
        #expect(try WireOracle.difference(distinct) == nil)
    }
}
