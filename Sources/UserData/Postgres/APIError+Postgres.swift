import Core
public import Domain

extension APIError {
    /// The sentence a request gets while the database cannot serve it.
    public static let databaseUnavailableMessage = "The database isn't answering right now. Try again in a moment."

    /// The sentence for a value Postgres cannot store (see ``PostgresError/isBadValue``).
    public static let unstorableValueMessage =
        "A value in the request can't be stored: text with a NUL character, or a number or date out of range."

    /// The response for a database failure that no service mapped to something more specific.
    ///
    /// Unreachable, exhausted, shut-down and timed-out databases, connection loss, server restarts, serialization
    /// failures and deadlocks answer 503 with `Retry-After: 2`; values Postgres cannot take answer 400; everything else (constraint violations the service
    /// did not expect, SQL errors, decoding errors) is a 500 whose body says nothing about the cause. Services map
    /// the SQLSTATEs they expect (``SQLState/uniqueViolation``, ``SQLState/checkViolation``,
    /// ``SQLState/insufficientPrivilege``, ``SQLState/noDataFound``, …) before falling back to this.
    public init(postgres error: PostgresError) {
        if error.isTransient || error.code == .closed {
            self = .unavailable(Self.databaseUnavailableMessage, retryAfter: 2)
        } else if error.isBadValue {
            self = .badRequest(Self.unstorableValueMessage)
        } else {
            self = .internalError
        }
    }
}
