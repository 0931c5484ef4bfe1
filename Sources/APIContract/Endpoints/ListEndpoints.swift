public import QuadAPIModels

/// The saved-list endpoints under `/api/app/v1/me/lists` (userdata-map §2.5): lists, the board, and the "on my list"
/// state for public screens. Row-level security is the only gate: a list the caller cannot read is a 404, one they
/// may only read answers 403 to a change.
public enum ListEndpoints {
    /// A 200 with `{}`: done, nothing to say.
    static func done(_ description: String) -> ResponseSpec {
        ResponseSpec(200, description, body: AuthEndpoints.emptyObject,
                     headers: [ResponseHeaders.cacheControl, ResponseHeaders.requestID])
    }
    static let tail = AccountEndpoints.tail

    static let listID = ParameterSpec("id", in: .path, .string(format: "uuid"),
                                      "The list. A list the caller cannot read, or an id that is no list, is a 404.")
    static let student = ParameterSpec("student", .string(format: "uuid"),
                                       "A student the caller may see (a guardian reads the household's students' lists; "
                                       + "changes need edit access). Absent: the caller's own lists.")

    static func badRequest(_ what: String) -> ResponseSpec { StandardResponses.error(400, what) }
    static let forbidden = StandardResponses.error(403, "The caller may only read this list (a guardian without edit "
        + "access, a household member's own list), or the account is scheduled for deletion.")
    static let deletedOnly = StandardResponses.error(403, "The account is scheduled for deletion.")
    static let hidden = StandardResponses.error(404, "No list (or student) the caller can read.")

    public static let lists = Endpoint<SignedInAccess, ListOwnerParameters, NoBody, ListsResponse>(
        id: "listLists", method: "GET", path: "/api/app/v1/me/lists",
        summary: "One owner's lists: the caller's own, or a student's",
        description: "The default list \u{201C}My list\u{201D} first, then the others by when they were made, each with its "
            + "college count. The owner's default list is made on first use when the caller may change the owner's "
            + "lists (two first requests at once make one). The caller's own lists are their student record's (made on "
            + "first use for a student or an account without a role), else the lists they own as a user (a guardian's). "
            + "A guardian's read of a student's lists shows in the student's \u{201C}Who viewed your information\u{201D}.",
        tag: "lists", cacheable: false, parameters: [student],
        responses: [AccountEndpoints.ok(ListsResponse.self, "The lists."), badRequest("`student` is not a student id."), deletedOnly,
                    hidden] + tail)

    public static let create = Endpoint<SignedInAccess, ListOwnerParameters, ListNameRequest, ListSummary>(
        id: "createList", method: "POST", path: "/api/app/v1/me/lists",
        summary: "Make another list",
        description: "The name is trimmed and cut to 80 characters; an empty one is a 400 (\u{201C}Give the list a name."
            + "\u{201D}). With `?student=`, the list is the student's (needs edit access).",
        tag: "lists", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize, parameters: [student],
        requestBody: .ref(ListNameRequest.self),
        responses: [AccountEndpoints.ok(ListSummary.self, "The new list."), badRequest("The name is empty, or the body is not the JSON "
                        + "this endpoint takes; `detail.field` names the field."), forbidden, hidden] + tail)

    public static let rename = Endpoint<SignedInAccess, ListIDParameters, ListNameRequest, ListSummary>(
        id: "renameList", method: "PATCH", path: "/api/app/v1/me/lists/{id}",
        summary: "Rename a list",
        description: "The name is trimmed and cut to 80 characters; an empty one is a 400. The default list can be renamed.",
        tag: "lists", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize, parameters: [listID],
        requestBody: .ref(ListNameRequest.self),
        responses: [AccountEndpoints.ok(ListSummary.self, "The renamed list."), badRequest("The name is empty, or the body is not the "
                        + "JSON this endpoint takes."), forbidden, hidden] + tail)

    public static let delete = Endpoint<SignedInAccess, ListIDParameters, NoBody, EmptyObject>(
        id: "deleteList", method: "DELETE", path: "/api/app/v1/me/lists/{id}",
        summary: "Delete a list with its colleges and notes",
        tag: "lists", cacheable: false, parameters: [listID],
        responses: [done("Deleted."), forbidden, hidden,
                    StandardResponses.error(409, "The default list can't be deleted.")] + tail)

    public static let board = Endpoint<SignedInAccess, ListBoardParameters, NoBody, ListBoard>(
        id: "getListBoard", method: "GET", path: "/api/app/v1/me/lists/{id}",
        summary: "A list's board: colleges by category with deadlines, distances, notes and the balance line",
        description: "Colleges grouped Reach, Target, Likely, Unsorted (non-empty groups only; headers once something "
            + "is sorted), each in list order with its cited admit rate and average cost, distance and drive time from "
            + "the household's home, the deadline for its round (the college's own Common Data Set date placed in its "
            + "July\u{2013}June cycle, else the family's override), labels, the tracking row, \u{201C}Added by\u{201D} and "
            + "the notes the caller may see (a private note only to its author). Above them the balance line with the "
            + "counselors' advice and \u{201C}Next 30 days\u{201D} (deadlines from `today` through 30 days later). A "
            + "guardian's read shows in the student's \u{201C}Who viewed your information\u{201D}.",
        tag: "lists", cacheable: false,
        parameters: [listID, ParameterSpec("today", .string(format: "date"),
                                           "The reader's date, `YYYY-MM-DD`. Default: today in New York.")],
        responses: [AccountEndpoints.ok(ListBoard.self, "The board."), badRequest("`today` is not a date."), deletedOnly, hidden] + tail)

    public static let membership = Endpoint<SignedInAccess, MembershipParameters, NoBody, MembershipResponse>(
        id: "getListMembership", method: "GET", path: "/api/app/v1/me/lists/membership",
        summary: "Whether colleges on a public screen are on the caller's lists, and followed",
        description: "For the Add to list and Follow buttons next to public documents (which stay public and cacheable): "
            + "for each id, whether it is on one of the caller's own lists (and which) and whether the caller gets its "
            + "updates. Nothing is made; `defaultListId` is absent until the default list exists.",
        tag: "lists", cacheable: false,
        parameters: [ParameterSpec("ids", .string(pattern: "^[0-9]{1,10}(,[0-9]{1,10})*$"),
                                   "College ids, comma-separated (at most 200).", examples: ["222178,138558"])],
        responses: [AccountEndpoints.ok(MembershipResponse.self, "One entry per id, in the order asked."),
                    badRequest("An id is not 1 to 10 digits, or there are more than 200."), deletedOnly] + tail)

    /// Every list endpoint, in document order.
    public static let all: [EndpointSpec] = [
        lists.spec, create.spec, membership.spec, board.spec, rename.spec, delete.spec,
    ]
}
