import Synchronization

/// Every college's position in the order of one sort (key and direction), made on first use and kept with the
/// ``DatasetStatistics`` that made it: Explore without filters sorts every college, and a sort of most of them is a
/// walk of the whole order.
final class FullOrderCache: Sendable {
    private struct Key: Hashable {
        var sort: SortKey
        var direction: SortDirection
    }

    private let orders = Mutex<[Key: [Int]]>([:])

    /// The order of `sort` in `direction`, made with `make` when not kept yet.
    func order(_ sort: SortKey, _ direction: SortDirection, make: () -> [Int]) -> [Int] {
        let key = Key(sort: sort, direction: direction)
        if let hit = orders.withLock({ $0[key] }) { return hit }
        let made = make()
        orders.withLock { $0[key] = made }
        return made
    }
}
