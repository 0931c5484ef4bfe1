import Core
/// An error from the Postgres access layer.
///
/// `description` is deliberately generic (the code and, for server errors, the SQLSTATE), so an error that reaches a
/// response or a careless log line never carries row data, which server messages and details can contain. The full
/// story is in `String(reflecting:)` (``debugDescription``), meant for the server log only.
///
/// ```swift
/// do { … } catch let error as PostgresError where error.sqlState == .uniqueViolation {
///     throw APIError.conflict("That list name is taken.")
/// }
/// ```
public struct PostgresError: Error, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// What kind of failure this is. An extensible set of constants rather than an enum, so codes can be added.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Base: String, Hashable, Sendable {
            case connection, query, timeout, poolExhausted, closed, decoding, invalidValue, protocolViolation
        }
        private let base: Base
        private init(_ base: Base) { self.base = base }

        /// The server cannot be reached, refused the connection, or the connection broke.
        public static let connection = Code(.connection)
        /// The server answered a statement with an error; see ``PostgresError/sqlState``.
        public static let query = Code(.query)
        /// The server cancelled a statement that ran longer than `statement_timeout` (SQLSTATE 57014).
        public static let timeout = Code(.timeout)
        /// Every pooled connection stayed leased for longer than the acquire timeout.
        public static let poolExhausted = Code(.poolExhausted)
        /// The pool is shut down, or a connection handle was used after its lease ended.
        public static let closed = Code(.closed)
        /// A column could not be read as the requested Swift type (NULL, wrong type, malformed text).
        public static let decoding = Code(.decoding)
        /// A value cannot be sent as a parameter (for example a string containing a NUL character).
        public static let invalidValue = Code(.invalidValue)
        /// libpq reported a state this layer does not expect.
        public static let protocolViolation = Code(.protocolViolation)

        public var description: String { base.rawValue }
    }

    /// The kind of failure.
    public var code: Code
    /// The server's SQLSTATE, for ``Code/query`` and ``Code/timeout`` (and connection errors the server reported).
    public var sqlState: SQLState?
    /// The server's primary message (log only: it may quote row values).
    public var serverMessage: String?
    /// The server's DETAIL line (log only: unique violations quote the duplicate key).
    public var serverDetail: String?
    /// The server's HINT line.
    public var serverHint: String?
    /// The constraint a violation names, if any (`households_owner_key`).
    public var constraintName: String?
    /// The table a violation names, if any.
    public var tableName: String?
    /// The statement text (with `$n` placeholders, never values), when the error belongs to a statement.
    public var statement: String?
    /// Local context: libpq's message for connection errors, the column and types for decoding errors.
    public var context: String?

    public init(code: Code, sqlState: SQLState? = nil, serverMessage: String? = nil, serverDetail: String? = nil,
                serverHint: String? = nil, constraintName: String? = nil, tableName: String? = nil,
                statement: String? = nil, context: String? = nil) {
        self.code = code
        self.sqlState = sqlState
        self.serverMessage = serverMessage
        self.serverDetail = serverDetail
        self.serverHint = serverHint
        self.constraintName = constraintName
        self.tableName = tableName
        self.statement = statement
        self.context = context
    }

    /// Whether retrying on another connection, or later, may succeed: connection loss, pool exhaustion,
    /// a server restart, serialization failures and deadlocks.
    public var isTransient: Bool {
        switch code {
        case .connection, .poolExhausted, .timeout: return true
        case .query:
            guard let sqlState else { return false }
            return sqlState.errorClass == "08" || [.adminShutdown, .crashShutdown, .cannotConnectNow,
                                                   .serializationFailure, .deadlockDetected].contains(sqlState)
        default: return false
        }
    }

    /// Whether a value the request carried is what Postgres could not take: a NUL character in text (refused before
    /// sending) or a data exception (SQLSTATE class 22: `\u0000` in JSON, a number or date out of range). Parameters
    /// are always bound, so this class comes from input, not from our SQL.
    public var isBadValue: Bool {
        code == .invalidValue || (code == .query && sqlState?.errorClass == "22")
    }

    public var description: String {
        if let sqlState { return "PostgresError(\(code), SQLSTATE \(sqlState))" }
        return "PostgresError(\(code))"
    }

    public var debugDescription: String {
        var parts = ["code: \(code)"]
        if let sqlState { parts.append("sqlState: \(sqlState)") }
        if let serverMessage { parts.append("message: \(serverMessage)") }
        if let serverDetail { parts.append("detail: \(serverDetail)") }
        if let serverHint { parts.append("hint: \(serverHint)") }
        if let constraintName { parts.append("constraint: \(constraintName)") }
        if let tableName { parts.append("table: \(tableName)") }
        if let context { parts.append("context: \(context)") }
        if let statement { parts.append("statement: \(statement)") }
        return "PostgresError(" + parts.joined(separator: "; ") + ")"
    }
}

extension PostgresError {
    static func connection(_ context: String, statement: String? = nil) -> PostgresError {
        PostgresError(code: .connection, statement: statement, context: context)
    }

    static func decoding(_ context: String) -> PostgresError {
        PostgresError(code: .decoding, context: context)
    }

    static let closedPool = PostgresError(code: .closed, context: "the pool is shut down")
    static let endedLease = PostgresError(code: .closed, context: "the connection was used after its lease ended")
}
