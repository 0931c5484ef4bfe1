import Testing
@testable import UserData

/// The pool's bookkeeping without any I/O.
@Suite struct PostgresPoolStateMachineTests {
    @Test func leasesIdleConnectionsThenQueuesWaitersInOrder() {
        var machine = PoolStateMachine(connectionCount: 2)
        do { let r = machine.acquire(waiter: nil); #expect(r == .leased(0)) }
        do { let r = machine.acquire(waiter: nil); #expect(r == .leased(1)) }
        do { let r = machine.acquire(waiter: nil); #expect(r == .busy) }
        do { let r = machine.acquire(waiter: 10); #expect(r == .enqueued) }
        do { let r = machine.acquire(waiter: 11); #expect(r == .enqueued) }
        #expect(machine.waiters == [10, 11])
        // A returned connection goes straight to the oldest waiter and stays leased.
        do { let r = machine.release(1); #expect(r == .handOver(waiter: 10)) }
        #expect(machine.leased == [0, 1])
        do { let r = machine.release(0); #expect(r == .handOver(waiter: 11)) }
        do { let r = machine.release(0); #expect(r == .idle) }
        #expect(machine.idle == [0])
        do { let r = machine.acquire(waiter: nil); #expect(r == .leased(0)) }
    }

    @Test func theMostRecentlyReturnedConnectionIsLeasedFirst() {
        var machine = PoolStateMachine(connectionCount: 3)
        do { let r = machine.acquire(waiter: nil); #expect(r == .leased(0)) }
        do { let r = machine.acquire(waiter: nil); #expect(r == .leased(1)) }
        do { let r = machine.release(1); #expect(r == .idle) }
        do { let r = machine.acquire(waiter: nil); #expect(r == .leased(1)) }
    }

    @Test func removedWaitersAreSkipped() {
        var machine = PoolStateMachine(connectionCount: 1)
        do { let r = machine.acquire(waiter: nil); #expect(r == .leased(0)) }
        do { let r = machine.acquire(waiter: 1); #expect(r == .enqueued) }
        do { let r = machine.acquire(waiter: 2); #expect(r == .enqueued) }
        do { let r = machine.removeWaiter(1); #expect(r) }
        do { let r = machine.removeWaiter(1); #expect(!r) }
        do { let r = machine.release(0); #expect(r == .handOver(waiter: 2)) }
        do { let r = machine.removeWaiter(2); #expect(!r) }
    }

    @Test func drainingFailsWaitersAndRefusesLeases() {
        var machine = PoolStateMachine(connectionCount: 2)
        do { let r = machine.acquire(waiter: nil); #expect(r == .leased(0)) }
        do { let r = machine.acquire(waiter: nil); #expect(r == .leased(1)) }
        do { let r = machine.acquire(waiter: 5); #expect(r == .enqueued) }
        do { let r = machine.beginDraining(); #expect(r == [5]) }
        #expect(machine.phase == .draining)
        do { let r = machine.acquire(waiter: 6); #expect(r == .closed) }
        // While draining, returned connections go idle (nobody waits any more).
        do { let r = machine.release(0); #expect(r == .idle) }
        do { let r = machine.close(); #expect(r == [0]) }
        // After closing, a connection still leased is closed on return.
        do { let r = machine.release(1); #expect(r == .close) }
        #expect(machine.leased.isEmpty)
        #expect(machine.idle.isEmpty)
        do { let r = machine.acquire(waiter: nil); #expect(r == .closed) }
    }
}
