import Testing
import QuadAPIModels

/// The component list is complete and consistent: the OpenAPI document and the validator can resolve every reference.
struct WireComponentsTests {
    @Test func componentNamesAreUnique() {
        let names = WireComponents.all.map { $0.schemaName }
        #expect(names.count == Set(names).count)
        #expect(WireComponents.byName.count == names.count)
    }

    @Test func everyReferenceResolves() {
        var dangling: [String] = []
        for type in WireComponents.all {
            for name in referencedNames(in: type.schema) where WireComponents.byName[name] == nil {
                dangling.append("\(type.schemaName) → \(name)")
            }
        }
        #expect(dangling == [])
    }

    @Test func coreBlockAndPayloadTypesAreListed() {
        let names = Set(WireComponents.byName.keys)
        let expected: Set<String> = [
            "Value", "Delta", "Cited", "CitedSource", "Replaced", "DirectoryCredit", "FormatKind", "Link", "SourceGroup",
            "SchoolRef", "CrestBrand", "Screen", "ErrorEnvelope", "ErrorBody", "Block",
        ]
        #expect(expected.isSubset(of: names))
        for kind in SpecCatalog.kinds {
            #expect(Block.payloadType(forKind: kind).map { names.contains($0.schemaName) } == true, "\(kind)")
        }
    }

    /// Nothing in the list is stale: every component is reachable from a screen, the error envelope, or a response body.
    @Test func everyComponentIsReachableFromAResponse() {
        var reachable = reachableComponents(from: .ref("Screen")).union(reachableComponents(from: .ref("ErrorEnvelope")))
        for body in WireComponents.responses + ExploreWire.responses + AccountWire.bodies + HouseholdWire.bodies
                    + ListWire.bodies {
            reachable.formUnion(reachableComponents(from: .ref(body.schemaName)))
        }
        let unreachable = Set(WireComponents.byName.keys).subtracting(reachable).sorted()
        #expect(unreachable == [])
    }

    @Test func nestedEnumsHaveDistinctComponentNames() {
        #expect(QueryControl.Style.schemaName == "QueryControlStyle")
        #expect(LinksBlock.Style.schemaName == "LinksStyle")
        #expect(WaterfallStep.Operation.schemaName == "WaterfallOperation")
    }
}
