import Foundation
import Testing
@_spi(Lineage) import QuadAPIModels

/// Every kind, encoded as a client receives it, conforms to its schema and survives a round trip.
struct BlockWireTests {
    static let fixtures = BlockFixtures.full + BlockFixtures.minimal

    @Test(arguments: fixtures)
    func encodedBlockConformsToBlockSchema(_ block: Block) throws {
        let json = try JSONValue(encoding: block)
        #expect(wireValidator.validate(json, against: Block.schema) == [], "\(block.kind)")
        #expect(json["kind"] == .string(block.kind))
    }

    @Test(arguments: fixtures)
    func roundTripKeepsEveryField(_ block: Block) throws {
        let data = try JSONEncoder().encode(block)
        #expect(try JSONDecoder().decode(Block.self, from: data) == block, "\(block.kind)")
    }

    @Test func optionalFieldsAreOmittedNotNull() throws {
        let json = try JSONValue(encoding: Block.ring(RingBlock(value: BlockFixtures.admitRate, label: "Acceptance rate")))
        guard case let .object(fields) = json else {
            Issue.record("a block must encode as an object")
            return
        }
        #expect(Set(fields.keys) == ["kind", "value", "label"])
    }

    @Test func screenOfEveryKindConforms() throws {
        let screen = Screen(
            title: "Harvard University", url: "/schools/166027", blocks: BlockFixtures.full,
            sources: [SourceGroup(source: Lineage.admissions, fields: ["Applicants"])], publish: "2026-09-30"
        )
        let json = try JSONValue(encoding: screen)
        #expect(wireValidator.validate(json, against: Screen.schema) == [])
        #expect(try JSONDecoder().decode(Screen.self, from: JSONEncoder().encode(screen)) == screen)
    }

    /// Between them, the fixtures set every property of every component a block can reach, so each schema
    /// property name is one the encoder really writes (a misspelled one would never be seen).
    @Test func fixturesExerciseEveryPropertyOfEveryBlockComponent() throws {
        var seen = Set<String>()
        for block in Self.fixtures {
            let report = wireValidator.report(try JSONValue(encoding: block), against: Block.schema)
            #expect(report.errors == [])
            seen.formUnion(report.seenProperties)
        }
        var missing: [String] = []
        for name in reachableComponents(from: Block.schema).sorted() {
            guard case let .object(properties)? = WireComponents.byName[name]?.kind else { continue }
            missing += properties.map { "\(name).\($0.name)" }.filter { !seen.contains($0) }
        }
        #expect(missing == [])
    }

    @Test func unknownKindDecodesAsUnknownAndKeepsItsName() throws {
        let text = #"{"kind": "sparkle-chart", "points": [1, 2, 3], "title": "New in a later version"}"#
        let block = try JSONDecoder().decode(Block.self, from: Data(text.utf8))
        #expect(block == .unknown(kind: "sparkle-chart"))
        #expect(block.kind == "sparkle-chart")
        #expect(block.payload == nil)
        #expect(try JSONValue(encoding: block) == JSONValue(text: #"{"kind": "sparkle-chart"}"#))
    }

    @Test func unknownKindInsideAScreenDoesNotFailTheScreen() throws {
        let text = #"""
        {"kind": "screen", "title": "T", "url": "/t", "publish": "p", "sources": [],
         "blocks": [{"kind": "text", "markdown": "Hi"}, {"kind": "hologram", "depth": 3}]}
        """#
        let screen = try JSONDecoder().decode(Screen.self, from: Data(text.utf8))
        #expect(screen.blocks == [.text(TextBlock(markdown: "Hi")), .unknown(kind: "hologram")])
    }

    @Test func knownKindWithBadPayloadStillThrows() {
        let text = #"{"kind": "ring", "label": "Acceptance rate"}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Block.self, from: Data(text.utf8)) }
    }

    @Test func schoolCardAndRowShareThePayloadButKeepTheirKind() throws {
        let card = Block.schoolCard(BlockFixtures.card)
        let row = Block.schoolRow(BlockFixtures.card)
        #expect(try JSONValue(encoding: card)["kind"] == .string("school-card"))
        #expect(try JSONValue(encoding: row)["kind"] == .string("school-row"))
        #expect(try JSONDecoder().decode(Block.self, from: JSONEncoder().encode(row)) == row)
    }

    /// A block written by hand from the catalog row ("ring: value, label, median?") decodes into the right case.
    @Test func handWrittenRingDecodesAndConforms() throws {
        let text = #"""
        {"kind": "ring", "label": "Graduation rate",
         "value": {"value": 0.97, "display": "97%", "format": "pct",
                   "cited": {"key": "ipeds-gr", "label": "IPEDS Graduation Rates", "publisher": "NCES",
                             "year": "2017 cohort", "url": "https://nces.ed.gov/ipeds/", "retrieved": null,
                             "path": "outcomes.graduation_rate", "field": "Graduation rate",
                             "method": "reported", "isDefault": false}},
         "median": {"value": 0.61, "display": "61%", "format": "pct",
                    "cited": {"key": "ipeds-gr", "label": "IPEDS Graduation Rates", "publisher": "NCES",
                              "year": null, "url": "https://nces.ed.gov/ipeds/", "retrieved": null,
                              "path": "derived.median_graduation_rate", "field": "Median graduation rate",
                              "method": "derived", "isDefault": false, "formula": "median of reporters"}}}
        """#
        let json = try JSONValue(text: text)
        #expect(wireValidator.validate(json, against: Block.schema) == [])
        let block = try JSONDecoder().decode(Block.self, from: Data(text.utf8))
        guard case let .ring(ring) = block else {
            Issue.record("decoded as \(block.kind)")
            return
        }
        #expect(ring.label == "Graduation rate")
        #expect(ring.value.value == 0.97)
        #expect(ring.median?.display == "61%")
        #expect(ring.median?.cited.formula == "median of reporters")
    }

    @Test func tableCellsEncodeAsBareValuesStringsAndLinks() throws {
        let cells: [TableCell] = [
            .text("Fall 2024"), .link(Link(label: "harvard.edu", href: "https://www.harvard.edu")), .value(BlockFixtures.admitRate),
        ]
        let json = try JSONValue(encoding: cells)
        #expect(json[0] == .string("Fall 2024"))
        #expect(json[1] == .object(["label": .string("harvard.edu"), "href": .string("https://www.harvard.edu")]))
        #expect(json[2]?["display"] == .string("3.6%"))
        #expect(try JSONDecoder().decode([TableCell].self, from: JSONEncoder().encode(cells)) == cells)
    }
}

/// Names of every component reachable from a schema through `$ref`s and discriminator mappings.
func reachableComponents(from schema: JSONSchema) -> Set<String> {
    var found = Set<String>()
    var pending = referencedNames(in: schema)
    while let name = pending.popLast() {
        guard found.insert(name).inserted, let target = WireComponents.byName[name] else { continue }
        pending += referencedNames(in: target)
    }
    return found
}

/// The component names a schema refers to directly (not following them).
func referencedNames(in schema: JSONSchema) -> [String] {
    switch schema.kind {
    case .string, .number, .integer, .boolean, .null, .any: []
    case let .array(items, _, _): referencedNames(in: items)
    case let .object(properties): properties.flatMap { referencedNames(in: $0.schema) }
    case let .map(values): referencedNames(in: values)
    case let .ref(name): [name]
    case let .oneOf(members, discriminator): members.flatMap(referencedNames) + (discriminator?.mapping.map(\.1) ?? [])
    case let .nullable(inner): referencedNames(in: inner)
    }
}
