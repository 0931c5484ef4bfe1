@testable import Server
import Testing

/// Request ids made without a system random call each.
struct RequestIDTests {
    @Test func idsAreThirtyTwoHexDigitsAndNeverRepeat() {
        let ids = (0..<10_000).map { _ in RequestID.generate() }
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.utf8.count == 32 && $0.allSatisfy { "0123456789abcdef".contains($0) } })
        #expect(RequestID.accept("client-id-1") == "client-id-1")
        #expect(RequestID.accept("bad id") != "bad id")
    }
}
