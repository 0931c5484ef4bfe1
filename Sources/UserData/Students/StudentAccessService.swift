public import Foundation
public import QuadAPIModels

/// "Open a student as me" (userdata-map §2.3): THE gate every screen about one student passes first, and the one
/// place that says whether the signed-in person may read or edit a student's data (profile, lists, plan).
///
/// It answers how the signed-in person relates to the student, or the refusal: a student they cannot read (in
/// another household, deleted, or unknown) is a 404, exactly like one that does not exist; one they can read but
/// not change is a 403 when they asked to change it. A guardian's read is written to the access log (what the
/// student sees under "Who viewed your information"); the student's own reads are not. Row-level security decides
/// (the statement runs as the person); nothing here re-implements the rules.
///
/// Use ``open(_:student:for:)`` for its own round trip, or put ``statements(student:purpose:)`` into a batch of
/// your own transaction and read the answer with ``access(from:purpose:)``:
///
/// ```swift
/// let access = try await StudentAccessService(pool: pool).open(principal, student: id, for: .reading("lists"))
///
/// // inside a transaction, in the same round trip as other reads:
/// let rows = try await connection.pipeline(StudentAccessService.statements(student: id, purpose: .editing) + mine)
/// let access = try StudentAccessService.access(from: rows, purpose: .editing)
/// ```
public struct StudentAccessService: Sendable {
    /// What the caller is about to do with the student's data.
    public enum Purpose: Sendable, Hashable {
        /// Read the named table (logged for guardians: `students`, `student_profiles`, `lists`, `list_items`,
        /// `notes`).
        case reading(String)
        /// Change the student's data (needs edit access).
        case editing
    }

    let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    /// Resolves the caller's access to `student` for `purpose`, in one round trip.
    ///
    /// - Throws: 404 when the caller cannot read the student; 403 "You don't have permission to edit this
    ///   profile." when editing without edit access; 403 "This account is scheduled for deletion." for a deleted
    ///   account; 503 when the database cannot serve it.
    public func open(_ principal: Principal, student: UUID, for purpose: Purpose) async throws -> StudentAccess {
        let rows: [PostgresRows]
        do {
            rows = try await pool.pipeline(as: .authenticated(principal),
                                           Self.statements(student: .literal(student), purpose: purpose))
        } catch let error as PostgresError {
            throw AccountService.apiError(for: error)
        }
        return try Self.access(from: rows, purpose: purpose)
    }

    /// Which student a batch is about: a given id, or an SQL expression (a setting an earlier statement of the
    /// same batch stored).
    public enum Target: Sendable {
        case literal(UUID)
        /// Trusted SQL text evaluating to a uuid (never built from input).
        case expression(String)
    }

    /// The gate's statements, in the order ``access(from:purpose:)`` reads them: the account status, the student
    /// row as row-level security shows it, and (for reading) the access-log entry.
    public static func statements(student: Target, purpose: Purpose) -> [PostgresQuery] {
        let (id, binds): (String, [any PostgresBindable]) = switch student {
        case let .literal(uuid): ("$1", [uuid])
        case let .expression(sql): ("(\(sql))", [])
        }
        // Row-level security returns the row only to someone who can read the student.
        var statements: [PostgresQuery] = [AccountGuard.statusQuery, PostgresQuery(unsafeSQL: """
            select s.id, s.display_name, s.grad_year, coalesce(s.user_id = auth.uid(), false) as own,
                   s.user_id is null as managed, public.can_edit_student(s.id) as can_edit
            from public.students s
            where s.deleted_at is null and s.id = \(id)
            """, binds: binds)]
        if case let .reading(table) = purpose {
            // A no-op for the student's own reads and for callers who cannot read the student.
            statements.append(PostgresQuery(unsafeSQL: "select public.log_access(\(id), $\(binds.count + 1)::text)",
                                            binds: binds + [table]))
        }
        return statements
    }

    /// How many statements ``statements(student:purpose:)`` makes for `purpose`.
    public static func statementCount(_ purpose: Purpose) -> Int {
        if case .reading = purpose { return 3 }
        return 2
    }

    /// The answer from the rows of ``statements(student:purpose:)`` (the first rows of `rows`).
    ///
    /// - Throws: the refusals of ``open(_:student:for:)``.
    public static func access(from rows: [PostgresRows], purpose: Purpose) throws -> StudentAccess {
        try AccountGuard.requireLive(rows[0])
        guard let row = rows[1].first else { throw AccountMessages.studentNotFound }
        let access = StudentAccess(
            id: try row.decode(UUID.self, column: "id").uuidString.lowercased(),
            displayName: try row.decode(String?.self, column: "display_name"),
            gradYear: try row.decode(Int?.self, column: "grad_year"),
            relation: try row.decode(Bool.self, column: "own") ? .own : .guardian,
            canEdit: try row.decode(Bool.self, column: "can_edit"),
            managed: try row.decode(Bool.self, column: "managed"))
        if purpose == .editing, !access.canEdit { throw AccountMessages.cannotEditStudent }
        return access
    }
}
