import Foundation
import Testing
@_spi(Lineage) import QuadAPIModels

/// The validator finds each kind of mistake and says where. Expected messages are written out by hand.
struct SchemaValidatorTests {
    /// The encoded ring fixture: a valid starting point each test breaks in one way.
    static func ring() throws -> JSONValue {
        try JSONValue(encoding: Block.ring(RingBlock(
            value: BlockFixtures.admitRate, label: "Acceptance rate", median: Lineage.share(0.78, "78%", "Median acceptance rate")
        )))
    }

    static func check(_ json: JSONValue, _ schema: JSONSchema = Block.schema) -> [String] {
        wireValidator.validate(json, against: schema)
    }

    @Test func validStartingPointHasNoErrors() throws {
        #expect(Self.check(try Self.ring()) == [])
    }

    // MARK: Blocks broken one way each

    @Test func wrongTypeIsReportedAtItsPath() throws {
        var json = try Self.ring()
        json["value"]?["display"] = .number(3.6)
        #expect(Self.check(json) == ["$.value.display: expected string, got number"])
    }

    @Test func nullableFieldNamesBothAcceptedTypes() throws {
        var json = try Self.ring()
        json["median"]?["cited"]?["year"] = .number(2024)
        #expect(Self.check(json) == ["$.median.cited.year: expected string or null, got number"])
        json["median"]?["cited"]?["year"] = .null
        #expect(Self.check(json) == [])
    }

    @Test func missingRequiredFieldIsReported() throws {
        var json = try Self.ring()
        json["label"] = nil
        #expect(Self.check(json) == ["$.label: missing required property"])
    }

    @Test func missingOptionalFieldIsFine() throws {
        var json = try Self.ring()
        json["median"] = nil
        #expect(Self.check(json) == [])
    }

    @Test func extraPropertyIsReported() throws {
        var json = try Self.ring()
        json["colour"] = .string("admissions")
        json["value"]?["note"] = .string("x")
        // Declared properties are checked first (so the nested error comes first), then unexpected ones.
        #expect(Self.check(json) == ["$.value.note: unexpected property", "$.colour: unexpected property"])
    }

    @Test func anOpenObjectIgnoresOtherPropertiesButStillChecksItsOwn() {
        let body = JSONSchema.object([.init("email", .string())]).allowingOtherProperties()
        #expect(Self.check(.object(["email": .string("a@b.c"), "gotrue_meta_security": .object([:])]), body) == [])
        #expect(Self.check(.object(["email": .number(1), "x": .null]), body) == ["$.email: expected string, got number"])
        #expect(Self.check(.object(["x": .null]), body) == ["$.email: missing required property"])
        #expect(body.jsonObject()["additionalProperties"] == nil)
        #expect(JSONSchema.object([]).jsonObject()["additionalProperties"] as? Bool == false)
    }

    @Test func valueOutsideAnEnumIsReported() throws {
        var json = try JSONValue(encoding: Block.takeaway(TakeawayBlock(text: "Grants cover most of the price.", tone: .positive)))
        json["tone"] = .string("happy")
        #expect(Self.check(json) == [#"$.tone: expected one of "neutral", "positive", "caution", got "happy""#])
    }

    @Test func unknownDiscriminatorValueIsReported() throws {
        var json = try Self.ring()
        json["kind"] = .string("rings")
        #expect(Self.check(json) == [#"$.kind: "rings" is not one of the 39 known values"#])
    }

    @Test func discriminatorOfAnotherKindChecksThatKindsFields() throws {
        var json = try Self.ring()
        json["kind"] = .string("benchmark-bar")
        // A ring with a median happens to have exactly a benchmark bar's required fields (value, median, label).
        #expect(Self.check(json) == [])
        json["kind"] = .string("waffle")
        #expect(Self.check(json) == [
            "$.filled: missing required property", "$.total: missing required property",
            "$.median: unexpected property", "$.value: unexpected property",
        ])
    }

    @Test func discriminatorThatIsNotAStringOrIsMissing() throws {
        var json = try Self.ring()
        json["kind"] = .number(5)
        #expect(Self.check(json) == ["$.kind: expected string, got number"])
        json["kind"] = nil
        #expect(Self.check(json) == ["$.kind: missing required property"])
        #expect(Self.check(.array([])) == ["$: expected object, got array"])
    }

    @Test func errorsInNestedBlocksCarryTheFullPath() throws {
        let screen = Screen(
            title: "Harvard University", url: "/schools/166027", blocks: Array(BlockFixtures.full.prefix(5)), sources: [],
            publish: "2026-09-30"
        )
        var json = try JSONValue(encoding: screen)
        json["blocks"]?[4]?["value"]?["cited"]?["year"] = .bool(true)
        json["blocks"]?[0]?["level"] = .number(2.5)
        #expect(Self.check(json, Screen.schema) == [
            "$.blocks[0].level: expected integer, got 2.5",
            "$.blocks[4].value.cited.year: expected string or null, got boolean",
        ])
    }

    @Test func blocksInsideFoldsAndTopicCardsAreChecked() throws {
        let fold = Block.fold(FoldBlock(hint: "Show more", blocks: [.ring(RingBlock(value: BlockFixtures.admitRate, label: "Rate"))]))
        var json = try JSONValue(encoding: fold)
        json["blocks"]?[0]?["value"]?["format"] = .string("percent")
        #expect(Self.check(json).count == 1)
        #expect(Self.check(json).first?.hasPrefix(#"$.blocks[0].value.format: expected one of "pct", "pct1", "pctPart", "pctSmart""#) == true)
    }

    @Test func integerBoundsAndWholeness() throws {
        var json = try JSONValue(encoding: Block.heading(HeadingBlock(level: 2, text: "Cost", anchor: "cost")))
        json["level"] = .number(9)
        #expect(Self.check(json) == ["$.level: 9 is greater than the maximum 4"])
        json["level"] = .number(0)
        #expect(Self.check(json) == ["$.level: 0 is less than the minimum 1"])
        json["level"] = .number(3)
        #expect(Self.check(json) == [])
    }

    @Test func patternsAreSearchedAndReported() throws {
        var json = try JSONValue(encoding: Block.heading(HeadingBlock(level: 2, text: "Cost", anchor: "cost")))
        json["anchor"] = .string("Cost & aid")
        #expect(Self.check(json) == [#"$.anchor: "Cost & aid" does not match pattern ^[a-z0-9]+(-[a-z0-9]+)*$"#])
        let pattern = JSONSchema.string(pattern: "[0-9]{4}")
        #expect(wireValidator.validate(.string("fall 2024"), against: pattern) == [])
        #expect(wireValidator.validate(.string("fall"), against: pattern) == [#"$: "fall" does not match pattern [0-9]{4}"#])
    }

    @Test func itemCountLimits() throws {
        var json = try JSONValue(encoding: Block.statTiles(StatTilesBlock(tiles: [])))
        #expect(Self.check(json) == ["$.tiles: expected at least 1 item, got 0"])
        json = try JSONValue(encoding: Block.schoolCard(BlockFixtures.card))
        let indicator = try #require(json["indicators"]?[0])
        json["indicators"] = .array(Array(repeating: indicator, count: 5))
        #expect(Self.check(json) == ["$.indicators: expected at most 4 items, got 5"])
    }

    @Test func mapValuesAreCheckedUnderTheirKeys() throws {
        var json = try JSONValue(encoding: Block.schoolChips(SchoolChipsBlock(schools: [Schools.harvard], reasons: ["166027": ["Also private"]])))
        json["reasons"]?["166027"] = .string("Also private")
        json["reasons"]?["131520"] = .array([.string("a"), .string("b"), .string("c"), .string("d")])
        #expect(Self.check(json) == [
            #"$.reasons["131520"]: expected at most 3 items, got 4"#,
            #"$.reasons["166027"]: expected array, got string"#,
        ])
    }

    @Test func booleansAndNumbersAreNotInterchangeable() throws {
        // JSON text, so nothing depends on how Foundation bridges numbers on this platform.
        var json = try JSONValue(text: #"{"columns": 1, "header": 1}"#)
        #expect(wireValidator.validate(json, against: TableSticky.schema) == ["$.header: expected boolean, got number"])
        json = try JSONValue(text: #"{"columns": true, "header": false}"#)
        #expect(wireValidator.validate(json, against: TableSticky.schema) == ["$.columns: expected integer, got boolean"])
        json = try JSONValue(text: #"{"columns": 1.0, "header": true}"#)
        #expect(wireValidator.validate(json, against: TableSticky.schema) == [])
    }

    // MARK: oneOf without a discriminator (table cells)

    @Test func tableCellMustBeExactlyOneOfValueStringLinkValuesOrFigure() throws {
        let cell = TableCell.schema
        #expect(wireValidator.validate(.string("Not published"), against: cell) == [])
        #expect(wireValidator.validate(try JSONValue(encoding: Link(label: "Site", href: "https://x.edu")), against: cell) == [])
        #expect(wireValidator.validate(try JSONValue(encoding: BlockFixtures.admitRate), against: cell) == [])
        #expect(wireValidator.validate(try JSONValue(encoding: CellValues(values: [BlockFixtures.admitRate], note: "+4 pts")),
                                       against: cell) == [])
        // A number of a cited column: a Value with `citedPatch` in place of `cited`.
        #expect(wireValidator.validate(try JSONValue(text: #"{"value": 0.04, "display": "4%", "format": "pct", "citedPatch": {"year": "Fall 2023"}}"#),
                                       against: cell) == [])
        // A figure that still carries its whole citation is neither a Value nor a TableFigure.
        var both = try JSONValue(encoding: BlockFixtures.admitRate)
        both["citedPatch"] = .object(["year": .string("Fall 2023")])
        #expect(wireValidator.validate(both, against: cell) == ["$: expected Value or string or Link or CellValues or TableFigure, got object"])
        #expect(wireValidator.validate(.number(5), against: cell) == ["$: expected Value or string or Link or CellValues or TableFigure, got number"])
        // An object that is neither: a Link with an extra field, a Value missing pieces.
        #expect(wireValidator.validate(try JSONValue(text: #"{"label": "Site", "href": "/x", "x": 1}"#), against: cell) == [
            "$: expected Value or string or Link or CellValues or TableFigure, got object",
        ])
    }

    @Test func oneOfMatchingTwoMembersIsAnError() {
        let ambiguous = JSONSchema.oneOf([.string(), .string(pattern: "^a")])
        #expect(wireValidator.validate(.string("abc"), against: ambiguous) == [
            "$: matches 2 of the alternatives (string, string); expected exactly one",
        ])
        #expect(wireValidator.validate(.string("xyz"), against: ambiguous) == [])
    }

    // MARK: Schema kinds on their own

    @Test func constantsNumbersNullAndAny() {
        #expect(wireValidator.validate(.string("screen"), against: .constant("screen")) == [])
        #expect(wireValidator.validate(.string("page"), against: .constant("screen")) == [#"$: expected "screen", got "page""#])
        #expect(wireValidator.validate(.number(-0.5), against: .number(minimum: 0, maximum: 1)) == ["$: -0.5 is less than the minimum 0"])
        #expect(wireValidator.validate(.number(1.5), against: .number(minimum: 0, maximum: 1)) == ["$: 1.5 is greater than the maximum 1"])
        #expect(wireValidator.validate(.null, against: .null) == [])
        #expect(wireValidator.validate(.bool(false), against: .null) == ["$: expected null, got boolean"])
        #expect(wireValidator.validate(.object(["anything": .array([])]), against: .any) == [])
    }

    @Test func validatesRawBodies() throws {
        let body = try JSONEncoder().encode(Block.web(WebBlock(href: "https://quad.example/data")))
        #expect(wireValidator.validate(jsonData: body, against: Block.schema) == [])
        #expect(wireValidator.validate(jsonData: Data("{\"kind\": ".utf8), against: Block.schema) == ["$: not valid JSON"])
    }

    @Test func unknownComponentIsReportedNotIgnored() {
        #expect(wireValidator.validate(.string("x"), against: .ref("Missing")) == [#"$: unknown component "Missing""#])
    }

    @Test func propertyNamesThatAreNotIdentifiersAreBracketed() {
        let schema = JSONSchema.object([.init("a b", .string())])
        #expect(wireValidator.validate(.object(["a b": .number(1)]), against: schema) == [#"$["a b"]: expected string, got number"#])
    }

    @Test func reportListsPropertiesUnderTheirComponent() throws {
        let report = wireValidator.report(try Self.ring(), against: Block.schema)
        #expect(report.errors == [])
        #expect(report.seenProperties.isSuperset(of: ["RingBlock.kind", "RingBlock.median", "Value.cited", "Cited.isDefault"]))
        #expect(!report.seenProperties.contains("RingBlock.caption"))
    }
}
