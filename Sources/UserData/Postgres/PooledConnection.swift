/// One seat of the pool: a libpq connection and the executor its blocking calls run on.
///
/// The module's only `@unchecked Sendable` type. It is Sendable in practice because the pool's state machine hands
/// each seat to exactly one task at a time (a lease), and while leased, the task touches ``libpq`` only from
/// ``executor``'s queue; unleased seats are touched only by the pool's shutdown, after leasing has stopped.
final class PooledConnection: @unchecked Sendable {
    let index: Int
    let executor: ConnectionExecutor
    let libpq = LibPQConnection()

    init(index: Int, label: String) {
        self.index = index
        executor = ConnectionExecutor(label: "\(label).connection.\(index)")
    }
}
