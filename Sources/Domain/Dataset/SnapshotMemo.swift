import Synchronization

/// A value computed once per dataset snapshot (a page's dataset-wide figures), kept for the newest snapshot it was
/// asked for. The snapshot is held weakly, so a replaced snapshot's value goes away with it.
///
/// ```swift
/// static let memo = SnapshotMemo<Figures>()
/// let figures = memo.value(for: snapshot) { Figures(snapshot) }
/// ```
///
/// Two requests that miss at once both compute it; the second result replaces the first (they are equal).
public final class SnapshotMemo<T: Sendable>: Sendable {
    private struct Slot: Sendable {
        weak var snapshot: DatasetSnapshot?
        var value: T?
    }

    private let slot = Mutex(Slot())

    public init() {}

    /// The value for `snapshot`, computing it with `make` (outside the lock) when it is not kept.
    public func value(for snapshot: DatasetSnapshot, _ make: () -> T) -> T {
        if let hit = slot.withLock({ $0.snapshot === snapshot ? $0.value : nil }) { return hit }
        let made = make()
        slot.withLock { $0 = Slot(snapshot: snapshot, value: made) }
        return made
    }
}
