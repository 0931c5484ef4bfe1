internal import CLibPQ
import Core
import Foundation
import Glibc

/// One libpq connection (`PGconn *`). Blocking, and not thread-safe: the pool hands it to exactly one task at a
/// time, and that task makes every call from the connection's own executor thread, never the cooperative pool.
///
/// Every exchange with the server goes through pipeline mode: the statements of a batch are sent back to back with
/// one Sync and read back together, so a batch of any length costs one round trip.
///
/// Statements are prepared on the server the first time a connection sends them (the Parse travels in the same
/// batch, so it costs no round trip) and executed by name afterwards: the server then skips parsing, and its plan
/// cache can skip planning. Up to ``preparedLimit`` distinct statements per connection; later ones run unnamed.
final class LibPQConnection {
    /// The `PGconn *`, nil while disconnected (read by the LISTEN support in `LibPQConnection+Notify.swift`).
    private(set) var handle: OpaquePointer?
    /// Batches sent and answered (one round trip each), since creation.
    private(set) var roundTrips = 0
    /// Statements prepared on the current connection: SQL text and parameter types → statement name.
    private var prepared: [PreparedKey: String] = [:]
    /// Numbers the statement names of the current connection (a failed Parse leaves a gap, never a reused name).
    private var preparedCount = 0

    /// Most statements kept prepared per connection (SQL built at run time would otherwise grow the map forever).
    static let preparedLimit = 256

    private struct PreparedKey: Hashable {
        var sql: String
        var types: [UInt32]
    }

    /// How one statement of a batch is sent.
    private enum Sending {
        /// Unnamed, parsed and planned for this execution only.
        case unnamed
        /// Prepared by an earlier batch (or earlier in this one) under this name.
        case named(String)
        /// Prepared in this batch: the Parse's result comes first, then the execution's.
        case preparing(String, PreparedKey)
    }

    init() {}

    deinit { close() }

    /// Whether a connection is open and libpq still considers it good.
    var isConnected: Bool {
        guard let handle else { return false }
        return PQstatus(handle) == CONNECTION_OK
    }

    /// The server's transaction state as of the last message read.
    var transactionStatus: TransactionStatus {
        guard let handle else { return .unknown }
        switch PQtransactionStatus(handle) {
        case PQTRANS_IDLE: return .idle
        case PQTRANS_INTRANS: return .inTransaction
        case PQTRANS_INERROR: return .failed
        case PQTRANS_ACTIVE: return .active
        default: return .unknown
        }
    }

    enum TransactionStatus { case idle, active, inTransaction, failed, unknown }

    /// Opens the connection (closing any previous one). Keywords are applied in order, later ones winning; the
    /// value of `dbname` may be a whole connection string or URL. Blocks for at most libpq's `connect_timeout`.
    func connect(parameters: [(String, String)]) throws {
        close()
        let keywords = parameters.map { strdup($0.0) }
        let values = parameters.map { strdup($0.1) }
        defer {
            keywords.forEach { free($0) }
            values.forEach { free($0) }
        }
        let connection: OpaquePointer? = (keywords.map { UnsafePointer($0) } + [nil]).withUnsafeBufferPointer { k in
            (values.map { UnsafePointer($0) } + [nil]).withUnsafeBufferPointer { v in
                PQconnectdbParams(k.baseAddress, v.baseAddress, 1)
            }
        }
        guard let connection else { throw PostgresError.connection("libpq could not allocate a connection") }
        guard PQstatus(connection) == CONNECTION_OK else {
            let message = Self.message(PQerrorMessage(connection))
            PQfinish(connection)
            throw PostgresError.connection(message)
        }
        // libpq prints notices (NOTICE, WARNING) to stderr by default; the server log has them.
        PQsetNoticeProcessor(connection, { _, _ in }, nil)
        handle = connection
    }

    /// Closes the connection, if open. Prepared statements die with it.
    func close() {
        if let handle { PQfinish(handle) }
        handle = nil
        prepared = [:]
        preparedCount = 0
    }

    /// Whether an idle connection has input waiting. An idle connection that does not LISTEN receives nothing
    /// unless the server is ending it (shutdown, restart, terminate): then a FATAL message and end-of-file are
    /// already in the socket. Non-blocking.
    func hasPendingInputWhileIdle() -> Bool {
        guard let handle else { return true }
        let fd = PQsocket(handle)
        guard fd >= 0 else { return true }
        var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) != 0
    }

    /// Sends `queries` as one pipeline with a single Sync and reads every result: one round trip.
    ///
    /// Returns one outcome per statement: its rows, or the server's error. After the first failing statement the
    /// server skips the rest of the batch (their outcome is an error with the failing statement's SQLSTATE kept
    /// in `context`). Throws only when the connection itself fails (``PostgresError/Code/connection``, after which
    /// the connection is closed) or a value cannot be sent.
    func runPipeline(_ queries: [PostgresQuery]) throws -> [Result<PostgresRows, PostgresError>] {
        guard let handle, PQstatus(handle) == CONNECTION_OK else {
            throw PostgresError.connection("the connection is not open")
        }
        for query in queries {
            for bind in query.binds where bind.text?.utf8.contains(0) == true {
                throw PostgresError(code: .invalidValue, statement: query.sql,
                                    context: "a text parameter contains a NUL character, which Postgres text cannot hold")
            }
        }
        guard PQenterPipelineMode(handle) == 1 else { throw broken("cannot enter pipeline mode") }
        var sendings: [Sending] = []
        sendings.reserveCapacity(queries.count)
        var preparing: [PreparedKey: String] = [:]
        for query in queries {
            let key = PreparedKey(sql: query.sql, types: query.binds.map(\.type.rawValue))
            let sending: Sending
            if let name = prepared[key] ?? preparing[key] {
                sending = .named(name)
            } else if prepared.count + preparing.count < Self.preparedLimit {
                preparedCount += 1
                let name = "quad_\(preparedCount)"
                preparing[key] = name
                sending = .preparing(name, key)
            } else {
                sending = .unnamed
            }
            sendings.append(sending)
            guard send(query, as: sending, on: handle) else {
                throw broken("sending a statement failed", statement: query.sql)
            }
        }
        guard PQpipelineSync(handle) == 1 else { throw broken("sending the pipeline sync failed") }
        roundTrips += 1

        var outcomes: [Result<PostgresRows, PostgresError>] = []
        outcomes.reserveCapacity(queries.count)
        var firstFailure: PostgresError?
        for (query, sending) in zip(queries, sendings) {
            var outcome: Result<PostgresRows, PostgresError>?
            if case let .preparing(name, key) = sending {
                // The Parse's own result: on success the name is usable from now on; on failure it is this
                // statement's outcome (the execution that follows reports only "pipeline aborted").
                var parsed = false
                while let result = PQgetResult(handle) {
                    defer { PQclear(result) }
                    switch PQresultStatus(result) {
                    case PGRES_COMMAND_OK: parsed = true
                    case PGRES_FATAL_ERROR, PGRES_NONFATAL_ERROR:
                        let error = Self.error(from: result, statement: query.sql)
                        firstFailure = firstFailure ?? error
                        outcome = .failure(error)
                    default: break
                    }
                }
                if parsed { prepared[key] = name }
            }
            while let result = PQgetResult(handle) {
                defer { PQclear(result) }
                switch PQresultStatus(result) {
                case PGRES_TUPLES_OK, PGRES_COMMAND_OK:
                    outcome = .success(PostgresRows(storage: Self.copy(result)))
                case PGRES_FATAL_ERROR, PGRES_NONFATAL_ERROR:
                    let error = Self.error(from: result, statement: query.sql)
                    firstFailure = firstFailure ?? error
                    outcome = .failure(error)
                case PGRES_PIPELINE_ABORTED:
                    if outcome != nil { continue }   // this statement's Parse failed; that error stands
                    var skipped = firstFailure ?? PostgresError(code: .query)
                    skipped.statement = query.sql
                    skipped.context = "skipped: an earlier statement of the same batch failed"
                    outcome = .failure(skipped)
                default:
                    outcome = .failure(PostgresError(code: .protocolViolation, statement: query.sql,
                                                     context: "unexpected result status \(PQresultStatus(result).rawValue)"))
                }
            }
            guard PQstatus(handle) == CONNECTION_OK else {
                var error = firstFailure ?? PostgresError(code: .connection)
                error.code = .connection
                error.statement = query.sql
                if error.context == nil { error.context = Self.message(PQerrorMessage(handle)) }
                close()
                throw error
            }
            outcomes.append(outcome ?? .failure(PostgresError(code: .protocolViolation, statement: query.sql,
                                                              context: "the server sent no result")))
        }
        guard let sync = PQgetResult(handle) else { throw broken("the pipeline ended without its sync result") }
        let syncStatus = PQresultStatus(sync)
        PQclear(sync)
        guard syncStatus == PGRES_PIPELINE_SYNC else { throw broken("expected the pipeline sync result") }
        guard PQexitPipelineMode(handle) == 1 else { throw broken("cannot leave pipeline mode") }
        return outcomes
    }

    /// Runs SQL text with the simple query protocol, which allows several statements and no parameters (migration
    /// files). One round trip. Throws the first failing statement's error.
    func runScript(_ sql: String) throws {
        guard let handle, PQstatus(handle) == CONNECTION_OK else {
            throw PostgresError.connection("the connection is not open")
        }
        guard !sql.utf8.contains(0) else {
            throw PostgresError(code: .invalidValue, context: "the script contains a NUL character")
        }
        let result = PQexec(handle, sql)
        roundTrips += 1
        defer { if let result { PQclear(result) } }
        guard PQstatus(handle) == CONNECTION_OK else { throw broken("the connection failed during a script") }
        guard let result else { throw broken("the server sent no result for a script") }
        switch PQresultStatus(result) {
        case PGRES_COMMAND_OK, PGRES_TUPLES_OK, PGRES_EMPTY_QUERY: return
        case PGRES_FATAL_ERROR, PGRES_NONFATAL_ERROR: throw Self.error(from: result, statement: nil)
        default:
            throw PostgresError(code: .protocolViolation,
                                context: "unexpected result status \(PQresultStatus(result).rawValue) for a script")
        }
    }

    // MARK: Helpers

    /// A connection-level failure: record libpq's message, close, and return the error to throw.
    private func broken(_ what: String, statement: String? = nil) -> PostgresError {
        let detail = handle.map { Self.message(PQerrorMessage($0)) } ?? ""
        close()
        return PostgresError.connection(detail.isEmpty ? what : "\(what): \(detail)", statement: statement)
    }

    /// Queues one statement with text-format parameters (all values in one buffer, NUL-separated): unnamed, or
    /// (after queueing its Parse when it is new) by its prepared name.
    private func send(_ query: PostgresQuery, as sending: Sending, on handle: OpaquePointer) -> Bool {
        let count = query.binds.count
        let types = query.binds.map { Oid($0.type.rawValue) }
        var name: String?
        switch sending {
        case .unnamed: break
        case let .named(existing): name = existing
        case let .preparing(new, _):
            let queued = types.withUnsafeBufferPointer { buffer in
                PQsendPrepare(handle, new, query.sql, Int32(count), count == 0 ? nil : buffer.baseAddress) == 1
            }
            guard queued else { return false }
            name = new
        }
        if count == 0 {
            if let name { return PQsendQueryPrepared(handle, name, 0, nil, nil, nil, 0) == 1 }
            return PQsendQueryParams(handle, query.sql, 0, nil, nil, nil, nil, 0) == 1
        }
        var buffer: [CChar] = []
        var offsets: [Int?] = []
        offsets.reserveCapacity(count)
        for bind in query.binds {
            guard let text = bind.text else { offsets.append(nil); continue }
            offsets.append(buffer.count)
            buffer.append(contentsOf: text.utf8.map { CChar(bitPattern: $0) })
            buffer.append(0)
        }
        return buffer.withUnsafeBufferPointer { bytes in
            let values: [UnsafePointer<CChar>?] = offsets.map { offset in offset.map { bytes.baseAddress! + $0 } }
            if let name { return PQsendQueryPrepared(handle, name, Int32(count), values, nil, nil, 0) == 1 }
            return PQsendQueryParams(handle, query.sql, Int32(count), types, values, nil, nil, 0) == 1
        }
    }

    /// Copies a result's columns and cells into Swift storage.
    private static func copy(_ result: OpaquePointer) -> PostgresResultStorage {
        let rowCount = Int(PQntuples(result))
        let fieldCount = Int(PQnfields(result))
        var columns: [PostgresColumn] = []
        columns.reserveCapacity(fieldCount)
        for field in 0..<Int32(fieldCount) {
            columns.append(PostgresColumn(name: String(cString: PQfname(result, field)),
                                          type: PostgresDataType(rawValue: UInt32(PQftype(result, field)))))
        }
        var cells: [String?] = []
        cells.reserveCapacity(rowCount * fieldCount)
        for row in 0..<Int32(rowCount) {
            for field in 0..<Int32(fieldCount) {
                if PQgetisnull(result, row, field) == 1 {
                    cells.append(nil)
                } else {
                    let length = Int(PQgetlength(result, row, field))
                    let bytes = UnsafeRawBufferPointer(start: PQgetvalue(result, row, field), count: length)
                    cells.append(String(decoding: bytes, as: UTF8.self))
                }
            }
        }
        let tag = String(cString: PQcmdStatus(result))
        let affected = Int(String(cString: PQcmdTuples(result)))
        return PostgresResultStorage(columns: columns, rowCount: rowCount, cells: cells, commandTag: tag,
                                     affectedRows: affected)
    }

    /// The error fields of a failed result.
    private static func error(from result: OpaquePointer, statement: String?) -> PostgresError {
        // The PG_DIAG_* field codes are character macros, which Swift does not import.
        func field(_ code: Character) -> String? {
            guard let value = PQresultErrorField(result, Int32(code.asciiValue!)) else { return nil }
            return String(cString: value)
        }
        let state = field("C").map(SQLState.init(rawValue:))
        var error = PostgresError(code: state == .queryCanceled ? .timeout : .query, sqlState: state,
                                  serverMessage: field("M"), serverDetail: field("D"), serverHint: field("H"),
                                  constraintName: field("n"), tableName: field("t"), statement: statement)
        if state == nil { error.context = message(PQresultErrorMessage(result)) }
        return error
    }

    private static func message(_ text: UnsafePointer<CChar>?) -> String {
        guard let text else { return "" }
        return String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
