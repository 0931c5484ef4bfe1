import Testing
import TestSupport

/// The server's ``QuadAPIModels/WireEncoder`` checked against Foundation's encoder for a document a test builds
/// (every golden and every document the schema checks encode goes through here).
enum WireCheck {
    static func expectAgreement<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if let difference = try WireOracle.difference(value) {
            Issue.record(Comment(rawValue: "the wire encoder disagrees with JSONEncoder: \(difference)"),
                         sourceLocation: sourceLocation)
        }
    }
}
