import Foundation
import Testing
import TestSupport
@_spi(WireTesting) @testable import QuadAPIModels

/// Checks of the hand-written wire forms (`WireCitedFigures.swift`, `WireSchoolRows.swift`): a type's fast form must
/// write exactly the bytes its own `encode(to:)` writes through the generic path, and agree with Foundation's encoder.
enum WireForms {
    /// Encodes its value through the value's own `encode(to:)`, so the wire encoder cannot take the hand-written path
    /// for the outer value (members inside it still can: each type is compared at its own level).
    struct ThroughCodable<T: Encodable>: Encodable {
        let value: T
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }

    /// The wire encoder's text for `value`, every citation written afresh.
    static func bytes<T: Encodable>(_ value: T) throws -> String {
        String(decoding: try WireEncoder(memoizingCitations: false).encode(value), as: UTF8.self)
    }

    /// `value`'s fast form equals its `Codable` form byte for byte, and the oracle agrees with both.
    static func expectSame<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fast = try bytes(value), generic = try bytes(ThroughCodable(value: value))
        #expect(fast == generic, sourceLocation: sourceLocation)
        #expect(try WireOracle.difference(value) == nil, sourceLocation: sourceLocation)
    }
}
