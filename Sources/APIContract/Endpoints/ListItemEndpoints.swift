public import QuadAPIModels

/// The colleges of a list and their notes, under `/api/app/v1/me/lists/{id}/items` (userdata-map §2.5). Every change
/// answers the college's row as the board now shows it and the list's order.
public enum ListItemEndpoints {
    static let tail = AccountEndpoints.tail
    static let unitID = ParameterSpec("unitId", in: .path, .string(pattern: "^[0-9]{1,10}$"),
                                      "The college (IPEDS unit id). One not on the list is a 404.",
                                      examples: ["222178"])
    static let bodyRefused = StandardResponses.error(400, "The body is not the JSON this endpoint takes, or a field "
        + "cannot be used; `detail.field` names it.")
    static let missing = StandardResponses.error(404, "No list the caller can read, or the college is not on it.")

    public static let add = Endpoint<SignedInAccess, ListIDParameters, AddItemRequest, ListItemResponse>(
        id: "addListItem", method: "POST", path: "/api/app/v1/me/lists/{id}/items",
        summary: "Add a college to a list",
        description: "At the end, unsorted and considering, with Updates on (the list's owner then follows it). "
            + "Adding a college already on the list changes nothing and still succeeds (`added` false). A unit id "
            + "that is not 1\u{2013}10 digits, or no college of the dataset, is a 404 (\u{201C}We couldn't find that "
            + "college.\u{201D}).",
        tag: "lists", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize, parameters: [ListEndpoints.listID],
        requestBody: .ref(AddItemRequest.self),
        responses: [AccountEndpoints.ok(ListItemResponse.self, "The college's row and the list's order."), bodyRefused,
                    ListEndpoints.forbidden, StandardResponses.error(404, "No list the caller can read, or no such "
                        + "college.")] + tail)

    public static let update = Endpoint<SignedInAccess, ListItemParameters, ItemPatch, ListItemResponse>(
        id: "updateListItem", method: "PATCH", path: "/api/app/v1/me/lists/{id}/items/{unitId}",
        summary: "Change a college on a list: category, round, status, outcome, deadline, tracking, order",
        description: "Fields left out stay. A status set directly clears the outcome unless it is `decided`; an outcome "
            + "makes the college decided (today becomes its decision date), except `deferred`, which moves it back to "
            + "applied with no outcome; with both, the outcome is applied last. One dream and one enrolling college "
            + "per list. `move`: \"up\"/\"down\" swap with the nearest college of the same category (nothing at an "
            + "end), a number moves it to that place in the list; positions stay 0..n\u{2212}1 under concurrent moves. "
            + "A date that is not `YYYY-MM-DD` is a 400 (\u{201C}That isn't a date.\u{201D}).",
        tag: "lists", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize,
        parameters: [ListEndpoints.listID, unitID], requestBody: .ref(ItemPatch.self),
        responses: [AccountEndpoints.ok(ListItemResponse.self, "The college's row and the list's order."), bodyRefused,
                    ListEndpoints.forbidden, missing] + tail)

    public static let remove = Endpoint<SignedInAccess, ListItemParameters, NoBody, EmptyObject>(
        id: "removeListItem", method: "DELETE", path: "/api/app/v1/me/lists/{id}/items/{unitId}",
        summary: "Remove a college from a list, with its notes and tracking",
        tag: "lists", cacheable: false, parameters: [ListEndpoints.listID, unitID],
        responses: [ListEndpoints.done("Removed; the colleges after it move up."), ListEndpoints.forbidden, missing]
            + tail)

    public static let addNote = Endpoint<SignedInAccess, ListItemParameters, NoteRequest, ListItemResponse>(
        id: "addListNote", method: "POST", path: "/api/app/v1/me/lists/{id}/items/{unitId}/notes",
        summary: "Add a note to a college on a list",
        description: "Trimmed and cut to 2000 characters; an empty note is a 400 (\u{201C}Write something first."
            + "\u{201D}). A private note is seen by its author alone. Needs edit access to the list.",
        tag: "lists", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize,
        parameters: [ListEndpoints.listID, unitID], requestBody: .ref(NoteRequest.self),
        responses: [AccountEndpoints.ok(ListItemResponse.self, "The college's row with the note."), bodyRefused,
                    ListEndpoints.forbidden, missing] + tail)

    public static let deleteNote = Endpoint<SignedInAccess, ListNoteParameters, NoBody, ListItemResponse>(
        id: "deleteListNote", method: "DELETE", path: "/api/app/v1/me/lists/{id}/items/{unitId}/notes/{noteId}",
        summary: "Delete one of your own notes",
        tag: "lists", cacheable: false,
        parameters: [ListEndpoints.listID, unitID,
                     ParameterSpec("noteId", in: .path, .string(format: "uuid"), "The note.")],
        responses: [AccountEndpoints.ok(ListItemResponse.self, "The college's row without the note."),
                    StandardResponses.error(403, "Someone else's note, or the account is scheduled for deletion."),
                    StandardResponses.error(404, "No list the caller can read, the college is not on it, or no such "
                        + "note there.")] + tail)

    /// Every item and note endpoint, in document order.
    public static let all: [EndpointSpec] = [add.spec, update.spec, remove.spec, addNote.spec, deleteNote.spec]
}
