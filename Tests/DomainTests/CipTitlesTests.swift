import Foundation
import Testing
@testable import Domain

/// CIP codes as lib/cip.ts reads them (`normalizeCip`, `cipFamily`, `cip4`), and the titles file
/// `reference/cip2020.json` (`cipTitle`, `cip4Title`, `cipFamilyTitle`), loaded with the dataset.
struct CipCodeTests {
    /// normalizeCip: drop one leading `=`, then every `"`, `'` and `\s`; then `^(\d{1,2})\.(\d{1,4})$` pads the family
    /// to 2 digits and the decimals to 2 (one or two given) or 4 (three or four given); else `^\d{1,6}$` gains a
    /// leading zero when its length is odd and is split after 2 digits (2 digits stay a family).
    @Test(arguments: [
        ("11.0701", "11.0701"), // dotted, 4 decimals: as is
        ("\"11.0701\"", "11.0701"), // quotes removed
        ("=\"01.0101\"", "01.0101"), // Excel's ="…": the = then the quotes
        ("'26.0101'", "26.0101"),
        ("1.0101", "01.0101"), // family "1" padStart(2) → "01"
        ("110701", "11.0701"), // 6 digits, even: "11" + "." + "0701"
        ("10701", "01.0701"), // 5 digits, odd: "010701"
        ("1107", "11.07"), // Scorecard's 4-digit group
        ("107", "01.07"), // odd: "0107"
        ("11.07", "11.07"),
        ("11.7", "11.70"), // one decimal: padEnd(2)
        ("11.070", "11.0700"), // three decimals: padEnd(4)
        ("11", "11"),
        ("1", "01"), // odd: "01", 2 digits stay a family
        ("0", "00"),
        ("0000", "00.00"),
        (" 52.0201 ", "52.0201"),
        ("52. 0201", "52.0201"), // white space anywhere is removed
        ("\u{A0}52.0201\t", "52.0201"), // no-break space and tab are in \s
        ("\u{2007}11\u{FEFF}", "11"), // figure space (U+2000–U+200A) and the byte-order mark are in \s
        ("99", "99"), // IPEDS's total row reads, though it is no field
    ])
    func spellingsTheSiteReads(input: String, canonical: String) {
        #expect(CipCode.normalize(input) == canonical)
    }

    /// Spellings normalizeCip refuses (null).
    @Test(arguments: [
        "", "  ", "=", "\"\"", // nothing left
        "11.07.01", "abc", "1234567", // two dots, letters, 7 digits
        "11.", ".07", "111.07", "11.07011", // empty or long parts around the dot
        " =11", // the = is only dropped in first place, before white space goes
        "==11", // only one = is dropped
        "\u{0661}\u{0661}", // Arabic-Indic digits: \d is ASCII 0–9
        "\u{85}11", // NEL is not in JavaScript's \s
        "1,107",
    ])
    func spellingsTheSiteRefuses(input: String) {
        #expect(CipCode.normalize(input) == nil)
    }

    /// cipFamily = the first 2 characters of the canonical code; cip4 = its first 5 when it has at least 5.
    @Test func familiesAndGroups() {
        #expect(CipCode.family("11.0701") == "11" && CipCode.family("107") == "01" && CipCode.family("x") == nil)
        #expect(CipCode.group("11.0701") == "11.07" && CipCode.group("110701") == "11.07")
        #expect(CipCode.group("1107") == "11.07" && CipCode.group("10701") == "01.07")
        #expect(CipCode.group("11") == nil && CipCode.group("abc") == nil)
    }
}

/// The titles file, hand-made: a family, two groups and two programs.
struct CipTitlesTests {
    static let file = #"""
    {
      "source": "Test CIP table",
      "url": "https://example.org/cip",
      "crosswalk_url": "https://example.org/cip/crosswalk",
      "retrieved": "2026-01-02",
      "titles": {
        "11": "Computer and Information Sciences and Support Services",
        "11.07": "Computer Science",
        "11.0701": "Computer Science",
        "51.38": "Registered Nursing, Nursing Administration, Nursing Research and Clinical Nursing",
        "51.3801": "Registered Nursing/Registered Nurse"
      },
      "moved_from_2010": {"01.0309": "01.1004"}
    }
    """#

    /// A copy of the reference data with `text` as `reference/cip2020.json`.
    static func directory(_ text: String) throws -> URL {
        let dir = try DatasetFixtures.makeDataDirectory()
        try DatasetFixtures.write(text, to: "reference/cip2020.json", in: dir)
        return dir
    }

    /// cipTitle normalizes, then looks the code up at its own level; cip4Title and cipFamilyTitle look up the group
    /// and the family of any spelling.
    @Test func loadedAndLookedUpInAnySpelling() throws {
        let dir = try Self.directory(Self.file)
        defer { DatasetFixtures.remove(dir) }
        let snapshot = try DatasetFixtures.load(dir)
        let titles = try #require(snapshot.cipTitles)
        #expect(titles.source == CipTitles.Source(label: "Test CIP table", url: "https://example.org/cip",
                                                  crosswalkURL: "https://example.org/cip/crosswalk",
                                                  retrieved: "2026-01-02"))
        #expect(titles.titles.count == 5)
        #expect(titles.title("11.0701") == "Computer Science" && titles.title("=\"110701\"") == "Computer Science")
        #expect(titles.title("5138") == "Registered Nursing, Nursing Administration, Nursing Research and Clinical Nursing")
        #expect(titles.groupTitle("51.3801") == titles.title("51.38"))
        #expect(titles.familyTitle("11.0701") == "Computer and Information Sciences and Support Services")
        #expect(titles.title("11.9998") == nil && titles.title("52") == nil && titles.title("x") == nil)
        #expect(titles.familyTitle("51.3801") == nil)
        #expect(snapshot.manifest?.entry(for: "reference/cip2020.json") != nil)
    }

    @Test func absentFileLoadsWithoutTitles() throws {
        let dir = try DatasetFixtures.makeDataDirectory()
        defer { DatasetFixtures.remove(dir) }
        #expect(try DatasetFixtures.load(dir).cipTitles == nil)
    }

    /// A key normalizeCip would rewrite ("11.7" → "11.70") is never looked up by the site: refused, naming the key
    /// and its canonical form.
    @Test func aKeyOutOfCanonicalFormIsRefused() throws {
        let dir = try Self.directory(Self.file.replacingOccurrences(of: #""11.07": "Computer Science""#,
                                                                    with: #""11.7": "Computer Science""#))
        defer { DatasetFixtures.remove(dir) }
        let error = try #require(DatasetFixtures.loadError(dir))
        #expect(error.description == "reference/cip2020.json: titles.11.7: not a CIP code in canonical form (11.70)")
        let unreadable = try Self.directory(Self.file.replacingOccurrences(of: #""11": "#, with: #""eleven": "#))
        defer { DatasetFixtures.remove(unreadable) }
        #expect(DatasetFixtures.loadError(unreadable)?.description
            == "reference/cip2020.json: titles.eleven: not a CIP code in canonical form")
    }

    @Test func malformedFilesAreRefused() throws {
        let cases: [(String, DatasetLoadError.Kind, String?)] = [
            (Self.file.replacingOccurrences(of: #""retrieved": "2026-01-02","#, with: #""retrieved": "2026-01-02""#),
             .invalidJSON, nil),
            (Self.file.replacingOccurrences(of: #""source": "Test CIP table","#, with: ""), .invalidValue, "source"),
            (#"{"source": "s", "url": "u", "retrieved": "r", "titles": ["Computer Science"]}"#, .invalidValue, "titles"),
            // JSONDecoder gives a digit-only key an integer value too, and DecodingErrorText prints such a key as
            // an index.
            (#"{"source": "s", "url": "u", "retrieved": "r", "titles": {"11": 11}}"#, .invalidValue, "titles[11]"),
            (#"{"source": "s", "url": "u", "retrieved": "r", "titles": {"11": " "}}"#, .invalidValue, "titles.11"),
            (#"{"source": "s", "url": "u", "retrieved": "r", "titles": {}, "moved_from_2010": []}"#, .invalidValue,
             "moved_from_2010"),
        ]
        for (text, kind, path) in cases {
            let dir = try Self.directory(text)
            defer { DatasetFixtures.remove(dir) }
            let error = try #require(DatasetFixtures.loadError(dir), "\(text)")
            #expect(error.file == "reference/cip2020.json")
            #expect(error.kind == kind)
            #expect(error.codingPath == path, "\(error)")
        }
    }
}
