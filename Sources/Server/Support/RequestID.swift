import Synchronization
import QuadAPIModels

/// Request ids: accepting a client's and making new ones.
enum RequestID {
    /// The longest incoming id kept.
    static let maximumLength = 128

    /// Whether an incoming `X-Request-Id` is safe to reuse: 1 to 128 characters from `A-Z a-z 0-9 - _ . : + = / @`.
    static func isAcceptable(_ text: String) -> Bool {
        let bytes = text.utf8
        guard !bytes.isEmpty, bytes.count <= maximumLength else { return false }
        return bytes.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: ":"), UInt8(ascii: "+"),
                 UInt8(ascii: "="), UInt8(ascii: "/"), UInt8(ascii: "@"):
                true
            default:
                false
            }
        }
    }

    /// The incoming id when acceptable, else a new one.
    static func accept(_ incoming: String?) -> String {
        if let incoming, isAcceptable(incoming) { return incoming }
        return generate()
    }

    /// A new id: 32 lower-case hex digits, a random number drawn once per process followed by a counter that starts
    /// at a random value. Unique within the process and, with overwhelming probability, across nodes and restarts,
    /// without a system random call per request (the cache-hit path makes one id per hit).
    static func generate() -> String {
        prefix + Hex.string(counter.add(1, ordering: .relaxed).newValue)
    }

    private static let prefix: String = {
        var generator = SystemRandomNumberGenerator()
        return Hex.string(UInt64.random(in: .min ... .max, using: &generator))
    }()

    private static let counter: Atomic<UInt64> = {
        var generator = SystemRandomNumberGenerator()
        return Atomic(UInt64.random(in: .min ... .max, using: &generator))
    }()
}
