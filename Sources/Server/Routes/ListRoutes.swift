import APIContract
import Core
public import Domain
import Foundation
import QuadAPIModels
public import UserData

/// The saved-list routes under `/api/app/v1/me/lists` (``APIContract/ListEndpoints``, ``APIContract/ListItemEndpoints``,
/// ``APIContract/ListFileEndpoints``) and the public shared-list page. Signed-in answers are `private, no-store`.
///
/// ```swift
/// ListRoutes(pool: pool, store: store).register(on: &app)   // inside the /api/app/v1 group
/// ```
public struct ListRoutes: Sendable {
    let lists: ListService
    let boards: ListBoardService
    let items: ListItemService
    let notes: ListNoteService
    let csv: ListCSVService
    let sharing: ListShareService

    /// `now`: the clock of "today" when a request does not say (tests inject one).
    public init(pool: PostgresPool, store: DatasetStore, now: @escaping @Sendable () -> Date = { Date() }) {
        lists = ListService(pool: pool)
        boards = ListBoardService(pool: pool, store: store, now: now)
        items = ListItemService(pool: pool, store: store, now: now)
        notes = ListNoteService(pool: pool, store: store, now: now)
        csv = ListCSVService(pool: pool, store: store)
        sharing = ListShareService(pool: pool, store: store)
    }

    public func register(on routes: inout some RouteRegistrar) {
        let lists = lists, boards = boards, items = items, notes = notes, csv = csv, sharing = sharing
        routes.group(AccountEndpoints.prefix) { me in
            me.add(ListEndpoints.lists) { input, context in
                try await lists.lists(context.principal, owner: Self.owner(input.parameters))
            }
            me.add(ListEndpoints.create) { input, context in
                try await lists.create(context.principal, owner: Self.owner(input.parameters), name: input.body.name)
            }
            me.add(ListEndpoints.membership) { input, context in
                try await boards.membership(context.principal, ids: input.parameters.ids)
            }
            me.add(ListEndpoints.board) { input, context in
                try await boards.board(context.principal, list: try Self.list(input.parameters.id),
                                       today: try Self.today(input.parameters.today))
            }
            me.add(ListEndpoints.rename) { input, context in
                try await lists.rename(context.principal, list: try Self.list(input.parameters.id), name: input.body.name)
            }
            me.add(ListEndpoints.delete) { input, context in
                try await lists.delete(context.principal, list: try Self.list(input.parameters.id))
                return EmptyObject()
            }
            me.add(ListItemEndpoints.add) { input, context in
                try await items.add(context.principal, list: try Self.list(input.parameters.id), unitID: input.body.unitId)
            }
            me.add(ListItemEndpoints.update) { input, context in
                try await items.update(context.principal, list: try Self.list(input.parameters.id),
                                       unitID: input.parameters.unitId, patch: input.body)
            }
            me.add(ListItemEndpoints.remove) { input, context in
                try await items.remove(context.principal, list: try Self.list(input.parameters.id),
                                       unitID: input.parameters.unitId)
                return EmptyObject()
            }
            me.add(ListItemEndpoints.addNote) { input, context in
                try await notes.add(context.principal, list: try Self.list(input.parameters.id),
                                    unitID: input.parameters.unitId, body: input.body.body, isPrivate: input.body.private)
            }
            me.add(ListItemEndpoints.deleteNote) { input, context in
                guard let note = input.parameters.noteId else { throw ListMessages.noteNotFound }
                return try await notes.delete(context.principal, list: try Self.list(input.parameters.id),
                                              unitID: input.parameters.unitId, note: note)
            }
            me.add(ListFileEndpoints.export) { input, context in
                let file = try await csv.export(context.principal, list: try Self.list(input.parameters.id))
                return Response(status: 200, headers: [
                    "Content-Type": "text/csv; charset=utf-8",
                    "Content-Disposition": "attachment; filename=\"\(file.filename)\"",
                ], body: Array(file.text.utf8))
            }
            me.add(ListFileEndpoints.importCSV) { input, context in
                let text = try ImportBody.text(input.body.bytes, contentType: context.request.headers["Content-Type"])
                return try await csv.import(context.principal, list: try Self.list(input.parameters.id), text: text)
            }
            me.add(ListFileEndpoints.share) { input, context in
                try await sharing.set(context.principal, list: try Self.list(input.parameters.id),
                                      enabled: input.body.enabled)
            }
        }
        routes.add(ListFileEndpoints.shared) { input, _ in
            var response = try Response.json(try await sharing.preview(token: input.parameters.token))
            response.headers.set("X-Robots-Tag", "noindex")
            response.headers.set("Cache-Control", "no-store")
            return response
        }
    }

    static func owner(_ parameters: ListOwnerParameters) -> ListOwnerChoice {
        parameters.student.map(ListOwnerChoice.student) ?? .mine
    }

    /// The list id of the path; one that is no UUID is no list the caller can see.
    static func list(_ id: UUID?) throws -> UUID {
        guard let id else { throw ListMessages.listNotFound }
        return id
    }

    /// `?today=` as a day; nil when absent.
    static func today(_ text: String?) throws -> CalendarDay? {
        guard let text else { return nil }
        guard let day = CalendarDay(isoDate: text) else {
            throw APIError.badRequest("today must be a date like 2026-10-05.", field: "today")
        }
        return day
    }
}
