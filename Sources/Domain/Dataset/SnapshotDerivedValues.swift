import Synchronization

/// The name and type of one value a feature works out from a whole snapshot (an index, a page's dataset-wide
/// figures, a decoded file). Declare it once, next to the code that computes it:
///
/// ```swift
/// private static let key = SnapshotKey<Figures>("home.figures")
/// let figures = snapshot.derived.value(Self.key) { Figures(snapshot) }
/// ```
///
/// Names are namespaced by feature (`explore.index`, `trends.file.movers`); a key whose value depends on a parameter
/// puts the parameter in its name (`profile.map.x|y`).
public struct SnapshotKey<Value: Sendable>: Sendable, Hashable {
    /// The key's name, unique within a snapshot.
    public let name: String

    public init(_ name: String) {
        self.name = name
    }
}

/// The values features derive from one ``DatasetSnapshot`` (``DatasetSnapshot/derived``), each computed on first use
/// and kept exactly as long as the snapshot: a swap to a new publish frees the old snapshot's values with it.
///
/// Thread-safe. The store's lock guards only the table of keys, so a long computation (the Explore index) never
/// holds up a request asking for another key. Each key has a lock of its own, held while its value is computed:
/// requests that need the same value at once wait for the one computation instead of repeating it. A computation
/// that throws keeps nothing, and the next request tries again.
///
/// - Important: A derived value must not hold its snapshot strongly (that would keep the snapshot alive forever),
///   and a computation must not ask for its own key.
public final class SnapshotDerivedValues: Sendable {
    /// One key's value, behind its own lock.
    private final class Slot<Value: Sendable>: Sendable {
        let value = Mutex<Value?>(nil)
    }

    private let slots = Mutex<[String: any Sendable]>([:])

    init() {}

    /// The value of `key`, computed with `make` when this snapshot has none yet.
    ///
    /// - Throws: what `make` throws (nothing is kept then).
    public func value<Value: Sendable, E: Error>(_ key: SnapshotKey<Value>, _ make: () throws(E) -> Value) throws(E)
        -> Value
    {
        try slot(key).value.withLock { (stored) throws(E) -> Value in
            if let stored { return stored }
            let made = try make()
            stored = made
            return made
        }
    }

    /// Keeps `value` as `key`'s value, replacing any (a snapshot built from values supplies what it cannot read).
    public func store<Value: Sendable>(_ value: Value, for key: SnapshotKey<Value>) {
        slot(key).value.withLock { $0 = value }
    }

    private func slot<Value: Sendable>(_ key: SnapshotKey<Value>) -> Slot<Value> {
        let found = slots.withLock { all -> any Sendable in
            if let slot = all[key.name] { return slot }
            let slot = Slot<Value>()
            all[key.name] = slot
            return slot
        }
        guard let slot = found as? Slot<Value> else {
            preconditionFailure("snapshot key \(key.name) is used with two value types (\(Value.self) and another)")
        }
        return slot
    }
}
