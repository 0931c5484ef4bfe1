import Domain
import Testing

/// Shape rules every glossary entry must follow: slug keys, valid links, tidy text.
struct GlossaryStructureTests {
    private let entries = Glossary.entries

    /// Every text field of an entry with a name for failure messages.
    private func texts(_ entry: GlossaryEntry) -> [(String, String)] {
        var fields = [("term", entry.term), ("short", entry.short)]
        if let long = entry.long { fields.append(("long", long)) }
        if let why = entry.why { fields.append(("why", why)) }
        return fields
    }

    /// Sentence boundaries: end punctuation, an optional closing quote or bracket, spaces, then a capital or digit.
    private func sentenceCount(_ text: String) throws -> Int {
        let boundary = try Regex(#"[.!?]["”')]?\s+["“(]?[A-Z0-9$]"#)
        return text.matches(of: boundary).count + 1
    }

    @Test func sentenceCounterWorksOnKnownText() throws {
        #expect(try sentenceCount("One sentence only.") == 1)
        #expect(try sentenceCount("First part. Second part.") == 2)
        #expect(try sentenceCount("A \"quoted.\" Then 3 more. And another.") == 3)
        #expect(try sentenceCount("Ranges like 1250–1420 and 3.5 GPAs stay one sentence.") == 1)
    }

    @Test func keysAreUnique() {
        var seen: [String: Int] = [:]
        for entry in entries { seen[entry.key, default: 0] += 1 }
        let duplicates = seen.filter { $0.value > 1 }.keys.sorted()
        #expect(duplicates.isEmpty, "duplicate keys: \(duplicates)")
    }

    @Test func termsAreUnique() {
        var seen: [String: Int] = [:]
        for entry in entries { seen[entry.term.lowercased(), default: 0] += 1 }
        let duplicates = seen.filter { $0.value > 1 }.keys.sorted()
        #expect(duplicates.isEmpty, "duplicate terms: \(duplicates)")
    }

    @Test func keysAreSlugs() throws {
        let slug = try Regex("^[a-z0-9]+(-[a-z0-9]+)*$")
        for entry in entries {
            #expect(entry.key.wholeMatch(of: slug) != nil, "not a slug: \(entry.key)")
        }
    }

    @Test func relatedKeysExistAndAreNotSelfOrRepeated() {
        let keys = Set(entries.map(\.key))
        for entry in entries {
            for key in entry.related {
                let known = keys.contains(key)
                #expect(known, "\(entry.key) links to unknown \(key)")
            }
            #expect(!entry.related.contains(entry.key), "\(entry.key) relates to itself")
            #expect(Set(entry.related).count == entry.related.count, "\(entry.key) repeats a related key")
        }
    }

    @Test func categoriesAreTheSitesInOrder() {
        #expect(GlossaryCategory.allCases.map(\.displayName) == [
            "Admissions", "Test scores", "Students & access", "Cost & outcomes", "School types", "How we measure",
            "Data sources", "High schools", "Your account",
        ])
    }

    @Test func everyCategoryHasEntries() {
        for category in GlossaryCategory.allCases {
            #expect(!Glossary.entries(in: category).isEmpty, "no entries in \(category.displayName)")
        }
    }

    @Test func entriesAreGroupedInCategoryOrder() {
        let order = GlossaryCategory.allCases
        let positions = entries.compactMap { entry in order.firstIndex(of: entry.category) }
        #expect(positions.count == entries.count)
        #expect(positions == positions.sorted(), "entries are not grouped in category order")
        #expect(GlossaryCategory.allCases.flatMap { Glossary.entries(in: $0) } == entries)
    }

    @Test func entryCountIsInTheTargetRange() {
        #expect((90...200).contains(entries.count), "\(entries.count) entries")
    }

    @Test func shortIsOneOrTwoSentencesEndingWithAPeriod() throws {
        for entry in entries {
            let short = entry.short
            #expect(short.hasSuffix("."), "\(entry.key): short doesn't end with a period")
            #expect(short.count <= 300, "\(entry.key): short has \(short.count) characters")
            let sentences = try sentenceCount(short)
            #expect((1...2).contains(sentences), "\(entry.key): short has \(sentences) sentences")
        }
    }

    @Test func longAndWhyEndWithAPeriod() {
        for entry in entries {
            for (name, text) in texts(entry) where name == "long" || name == "why" {
                #expect(text.hasSuffix("."), "\(entry.key): \(name) doesn't end with a period")
            }
        }
    }

    @Test func noEmptyOrUntidyText() {
        for entry in entries {
            for (name, text) in texts(entry) {
                #expect(!text.isEmpty, "\(entry.key): empty \(name)")
                #expect(text.first?.isWhitespace == false && text.last?.isWhitespace == false,
                        "\(entry.key): \(name) has leading or trailing space")
                #expect(!text.contains("\n"), "\(entry.key): \(name) contains a line break")
                #expect(!text.contains("  "), "\(entry.key): \(name) contains a double space")
                #expect(!text.contains("\\"), "\(entry.key): \(name) contains a backslash")
            }
            #expect(!entry.related.contains(""), "\(entry.key): empty related key")
        }
    }

    @Test func noPlaceholderText() {
        for entry in entries {
            for (name, text) in texts(entry) {
                for marker in ["TODO", "TBD", "FIXME", "XXX", "lorem"] {
                    #expect(!text.contains(marker), "\(entry.key): \(name) contains \(marker)")
                }
            }
        }
    }

    @Test func lookupByKey() {
        #expect(Glossary.entry("acceptance-rate")?.term == "Acceptance rate")
        #expect(Glossary.entry("middle-50")?.category == .testScores)
        #expect(Glossary.entry("distance-from-home")?.category == .yourAccount)
        #expect(Glossary.entry("no-such-term") == nil)
        #expect(Glossary.entry("Acceptance-Rate") == nil)
        #expect(Glossary.entry("") == nil)
    }

    @Test func categoryRawValuesAreSlugs() throws {
        let slug = try Regex("^[a-z0-9]+(-[a-z0-9]+)*$")
        for category in GlossaryCategory.allCases {
            #expect(category.rawValue.wholeMatch(of: slug) != nil, "\(category.rawValue)")
        }
    }
}
