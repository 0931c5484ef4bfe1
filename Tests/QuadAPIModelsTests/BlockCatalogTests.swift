import Testing
import QuadAPIModels

/// The catalog in the models matches the spec's table, kind for kind.
struct BlockCatalogTests {
    @Test func specTableHas38RowsAnd39Kinds() {
        // Counted by hand in spec/app-api-tables.md: 38 table rows; "school-card / school-row" is two kinds.
        #expect(SpecCatalog.rows.count == 38)
        #expect(SpecCatalog.kinds.count == 39)
        #expect(Set(SpecCatalog.kinds).count == 39)
    }

    @Test func catalogIsTheSpecTableInOrder() {
        #expect(Block.catalog == SpecCatalog.kinds)
    }

    @Test func everyKindHasAPayloadAndADiscriminatorEntry() throws {
        guard case let .oneOf(members, discriminator?) = Block.schema.kind else {
            Issue.record("Block.schema is not a oneOf with a discriminator")
            return
        }
        #expect(discriminator.propertyName == "kind")
        let mapping = discriminator.mapping.map(\.0)
        #expect(mapping == SpecCatalog.kinds)
        for kind in SpecCatalog.kinds {
            let type = try #require(Block.payloadType(forKind: kind), "no payload for \(kind)")
            #expect(discriminator.mapping.first { $0.0 == kind }?.1 == type.schemaName)
            #expect(members.contains(.ref(type.schemaName)))
        }
        // The two school kinds share one payload, so there is one fewer member than kinds.
        #expect(members.count == 38)
        #expect(Block.payloadType(forKind: "school-card")?.schemaName == "SchoolCardBlock")
        #expect(Block.payloadType(forKind: "school-row")?.schemaName == "SchoolCardBlock")
        #expect(Block.payloadType(forKind: "sparkline") == nil)
    }

    @Test func fixturesCoverEveryKindOnceInCatalogOrder() {
        #expect(BlockFixtures.full.map(\.kind) == SpecCatalog.kinds)
        #expect(BlockFixtures.minimal.map(\.kind) == SpecCatalog.kinds)
    }

    @Test func everyPayloadSchemaPinsItsKind() throws {
        for kind in SpecCatalog.kinds {
            let type = try #require(Block.payloadType(forKind: kind))
            guard case let .object(properties) = type.schema.kind else {
                Issue.record("\(type.schemaName) is not an object schema")
                continue
            }
            let kindProperty = try #require(properties.first { $0.name == "kind" }, "\(type.schemaName) has no kind")
            #expect(kindProperty.required)
            guard case let .string(values?, _, _) = kindProperty.schema.kind else {
                Issue.record("\(type.schemaName).kind is not a string enum")
                continue
            }
            #expect(values.contains(kind), "\(type.schemaName).kind does not allow \(kind)")
        }
    }
}
