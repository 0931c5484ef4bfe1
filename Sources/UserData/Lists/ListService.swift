import Core
public import Domain
public import Foundation
public import QuadAPIModels

/// Saved lists (userdata-map §2.5): an owner's lists, made, renamed and deleted. Every statement runs as the signed-in
/// person, so row-level security is the only gate: a list they cannot read is a 404, one they may only read a 403
/// when they try to change it. Each operation is one transaction.
///
/// ```swift
/// let lists = ListService(pool: pool)
/// let mine = try await lists.lists(principal, owner: .mine)     // makes "My list" on first use
/// ```
public struct ListService: Sendable {
    let pool: PostgresPool

    public init(pool: PostgresPool) {
        self.pool = pool
    }

    /// One owner's lists, the default first (`GET /me/lists`). The owner's default list "My list" is made on first
    /// use when the caller may change the owner's lists; so is the caller's own student record (for an account whose
    /// role is student or unset). A guardian's read of a student's lists is logged for the student.
    ///
    /// - Throws: 404 for a student the caller cannot read; 403 for an account scheduled for deletion.
    public func lists(_ principal: Principal, owner choice: ListOwnerChoice) async throws -> ListsResponse {
        try await ListErrors.map {
            let gate = Self.gate(choice, purpose: .reading("lists"))
            let rows = try await pool.pipeline(as: .authenticated(principal),
                                               gate + ListOwners.prepare(choice) + [ListOwners.rememberedStudent, ListOwners.lists])
            let student = try Self.access(rows, choice, purpose: .reading("lists"))
            let studentID = try rows[rows.count - 2].first?.decode(UUID?.self, column: "id") ?? nil
            return ListsResponse(owner: ListOwners.owner(student: studentID, principal: principal),
                                 canEdit: student?.canEdit ?? true, student: student,
                                 lists: try ListRows.records(rows[rows.count - 1]).map(\.summary))
        }
    }

    /// A new (not default) list for the owner (`POST /me/lists`). The name is trimmed and cut to 80 characters.
    ///
    /// - Throws: 400 "Give the list a name." for an empty name; 404 for a student the caller cannot read; 403 for a
    ///   student they may not change, or an account scheduled for deletion.
    public func create(_ principal: Principal, owner choice: ListOwnerChoice, name: String) async throws -> ListSummary {
        let name = try Self.listName(name)
        return try await ListErrors.map {
            try await pool.transaction(as: principal) { connection in
                let first = try await connection.pipeline(Self.gate(choice, purpose: .editing))
                _ = try Self.access(first, choice, purpose: .editing)
                let prepare: [PostgresQuery] = switch choice {
                case .mine: [ListOwners.ensureOwnRecord, ListOwners.rememberMine]
                case let .student(id): [ListOwners.remember(student: id)]
                }
                let rows = try await connection.pipeline(prepare + [PostgresQuery(unsafeSQL: """
                    insert into public.lists (student_id, user_id, name)
                    select \(ListOwners.current), case when \(ListOwners.current) is null then auth.uid() end, $1
                    returning id
                    """, binds: [name])])
                guard let id = try rows.last?.first?.decode(UUID.self, column: "id") else { throw ListMessages.cannotEdit }
                let created = try await connection.pipeline([ListRows.list(id)])
                return try ListRows.require(created[0], editing: false).summary
            }
        }
    }

    /// Renames a list (`PATCH /me/lists/{id}`), the default one too.
    ///
    /// - Throws: 400 for an empty name; 404 for a hidden list; 403 for one the caller may only read.
    public func rename(_ principal: Principal, list id: UUID, name: String) async throws -> ListSummary {
        let name = try Self.listName(name)
        return try await ListErrors.map {
            try await pool.transaction(as: principal) { connection in
                let first = try await connection.pipeline([AccountGuard.statusQuery, ListRows.list(id)])
                try AccountGuard.requireLive(first[0])
                _ = try ListRows.require(first[1], editing: true)
                let rows = try await connection.pipeline([
                    "update public.lists set name = \(name) where id = \(id)", ListRows.list(id),
                ])
                return try ListRows.require(rows[1], editing: false).summary
            }
        }
    }

    /// Deletes an extra list with its colleges and notes (`DELETE /me/lists/{id}`).
    ///
    /// - Throws: 409 "The default list can't be deleted."; 404 for a hidden list; 403 for one the caller may only read.
    public func delete(_ principal: Principal, list id: UUID) async throws {
        try await ListErrors.map {
            try await pool.transaction(as: principal) { connection in
                let first = try await connection.pipeline([AccountGuard.statusQuery, ListRows.list(id)])
                try AccountGuard.requireLive(first[0])
                let list = try ListRows.require(first[1], editing: true)
                if list.summary.isDefault { throw ListMessages.defaultUndeletable }
                _ = try await connection.pipeline(["delete from public.lists where id = \(id)"])
            }
        }
    }

    /// The first statements of a request about `choice`: the student gate for `?student=`
    /// (``StudentAccessService/statements(student:purpose:)``), else the account check alone.
    static func gate(_ choice: ListOwnerChoice, purpose: StudentAccessService.Purpose) -> [PostgresQuery] {
        guard case let .student(id) = choice else { return [AccountGuard.statusQuery] }
        return StudentAccessService.statements(student: .literal(id), purpose: purpose)
    }

    /// The gate's answer from the first rows of a batch that began with ``gate(_:purpose:)``: nil for the caller's own
    /// lists, the student otherwise.
    ///
    /// - Throws: 403 for an account scheduled for deletion or (changing) a student the caller may only read; 404 for
    ///   a student they cannot read.
    static func access(_ rows: [PostgresRows], _ choice: ListOwnerChoice,
                       purpose: StudentAccessService.Purpose) throws -> StudentAccess? {
        guard case .student = choice else {
            try AccountGuard.requireLive(rows[0])
            return nil
        }
        do {
            return try StudentAccessService.access(from: rows, purpose: purpose)
        } catch let error as APIError where error == AccountMessages.cannotEditStudent {
            throw ListMessages.cannotEdit
        }
    }

    /// A list name as stored: trimmed, at most 80 characters (the site cuts longer names).
    static func listName(_ raw: String) throws -> String {
        let trimmed = raw.trimmingWhitespace
        guard !trimmed.isEmpty else { throw ListMessages.nameMissing }
        var name = ""
        name.unicodeScalars.append(contentsOf: trimmed.unicodeScalars.prefix(80))
        return name.trimmingWhitespace
    }
}

/// Database failures of the list services as answers; ``Domain/APIError``s pass through.
enum ListErrors {
    static func map<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as PostgresError {
            // ListRows.lockForChange's refusals.
            switch error.serverMessage {
            case "list_not_found"?: throw ListMessages.listNotFound
            case "list_read_only"?: throw ListMessages.cannotEdit
            default: break
            }
            // A write row-level security refused (the caller lost edit access between the check and the write).
            if error.sqlState == .insufficientPrivilege,
               error.serverMessage?.hasPrefix("new row violates row-level security") == true {
                throw ListMessages.cannotEdit
            }
            throw AccountService.apiError(for: error)
        }
    }
}
