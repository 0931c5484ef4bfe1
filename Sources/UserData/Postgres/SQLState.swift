/// A five-character SQLSTATE code from a Postgres error (for example `23505`).
///
/// Services map the codes they expect to user-facing errors; the constants below are the ones our SQL raises or
/// the server reports under load and restarts. See the Postgres manual's appendix "PostgreSQL Error Codes".
///
/// ```swift
/// catch let error as PostgresError where error.sqlState == .uniqueViolation { … }
/// ```
public struct SQLState: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }

    /// The two-character class (`23` for integrity constraint violations).
    public var errorClass: Substring { rawValue.prefix(2) }

    public var description: String { rawValue }

    // Class 08: connection exception.
    public static let connectionException = SQLState("08000")
    public static let connectionFailure = SQLState("08006")
    // Class 22: data exception.
    public static let invalidTextRepresentation = SQLState("22P02")
    public static let invalidParameterValue = SQLState("22023")
    public static let stringDataRightTruncation = SQLState("22001")
    public static let numericValueOutOfRange = SQLState("22003")
    // Class 23: integrity constraint violation.
    public static let notNullViolation = SQLState("23502")
    public static let foreignKeyViolation = SQLState("23503")
    public static let uniqueViolation = SQLState("23505")
    public static let checkViolation = SQLState("23514")
    public static let exclusionViolation = SQLState("23P01")
    // Class 25: invalid transaction state.
    public static let inFailedSQLTransaction = SQLState("25P02")
    public static let readOnlySQLTransaction = SQLState("25006")
    // Class 40: transaction rollback.
    public static let serializationFailure = SQLState("40001")
    public static let deadlockDetected = SQLState("40P01")
    // Class 42: syntax error or access rule violation (42501 is also what a row-level security WITH CHECK raises).
    public static let insufficientPrivilege = SQLState("42501")
    public static let syntaxError = SQLState("42601")
    public static let undefinedTable = SQLState("42P01")
    public static let undefinedColumn = SQLState("42703")
    public static let undefinedFunction = SQLState("42883")
    public static let duplicateObject = SQLState("42710")
    // Class 55 and 57: object state, operator intervention.
    public static let lockNotAvailable = SQLState("55P03")
    public static let queryCanceled = SQLState("57014")
    public static let adminShutdown = SQLState("57P01")
    public static let crashShutdown = SQLState("57P02")
    public static let cannotConnectNow = SQLState("57P03")
    // Class P0: PL/pgSQL.
    public static let raiseException = SQLState("P0001")
    public static let noDataFound = SQLState("P0002")
    public static let tooManyRows = SQLState("P0003")
}
