public import QuadAPIModels

/// A list as CSV, and its share link (userdata-map §2.5).
public enum ListFileEndpoints {
    static let tail = AccountEndpoints.tail

    /// The largest import body: 500 rows of the export's columns with room for long names.
    public static let maxImportSize = 512 * 1024

    public static let export = Endpoint<SignedInAccess, ListIDParameters, NoBody, CustomResponse>(
        id: "exportListCSV", method: "GET", path: "/api/app/v1/me/lists/{id}/export.csv",
        summary: "Download a list as CSV (Scoir-compatible columns first)",
        description: "`text/csv; charset=utf-8`, as an attachment named after the list (`my-list.csv`). Columns: College, "
            + "Category, Round, Status, Outcome, Deadline (the family's date, else their text), Enrolling, Notes (the "
            + "shared notes joined with \" / \"), then updates (Yes/No), visited_on, follows_social, dream, priority. "
            + "Labels are the site's words; a field with a comma, quote or line break is quoted; a cell a spreadsheet "
            + "would run as a formula (starting with =, +, -, @) is written with a leading '.",
        tag: "lists", cacheable: false, parameters: [ListEndpoints.listID],
        responses: [ResponseSpec(200, "The CSV file.", body: .string(), contentType: "text/csv",
                                 headers: [ResponseHeaders.cacheControl, ResponseHeaders.requestID]),
                    ListEndpoints.deletedOnly, ListEndpoints.hidden] + tail)

    public static let importCSV = Endpoint<SignedInAccess, ListIDParameters, RawRequestBody, ImportResult>(
        id: "importListCSV", method: "POST", path: "/api/app/v1/me/lists/{id}/import",
        summary: "Add colleges from pasted CSV",
        description: "A `text/csv` (or `text/plain`) body, or JSON `{\"csv\": \"…\"}`. The header is optional (found by a "
            + "College column; names in any order and any subset); without one, columns go in the export's order. "
            + "Colleges match by exact name, ignoring case; names that match nothing come back in `unmatched`; "
            + "colleges already on the list are skipped. Unknown categories become unsorted, unknown statuses "
            + "considering. Deadline and Notes are not imported. At most 500 rows: more, or text that is not CSV, is a "
            + "400 and adds nothing.",
        tag: "lists", cacheable: false, maxBodySize: maxImportSize, parameters: [ListEndpoints.listID],
        requestBody: .ref(ImportRequest.self),
        responses: [AccountEndpoints.ok(ImportResult.self, "How many were added, and the names that matched nothing."),
                    StandardResponses.error(400, "Not CSV text, more than 500 rows, or JSON that is not `{\"csv\"}`."),
                    ListEndpoints.forbidden, ListEndpoints.hidden,
                    StandardResponses.error(415, "The body is neither text/csv, text/plain nor JSON.")] + tail)

    public static let share = Endpoint<SignedInAccess, ListIDParameters, ShareRequest, ShareState>(
        id: "setListShare", method: "PUT", path: "/api/app/v1/me/lists/{id}/share",
        summary: "Turn a list's share link on or off",
        description: "On: a new link whose token is in this answer only (only its hash is kept; an earlier link stops "
            + "working). Off: the link stops working. Needs edit access.",
        tag: "lists", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize, parameters: [ListEndpoints.listID],
        requestBody: .ref(ShareRequest.self),
        responses: [AccountEndpoints.ok(ShareState.self, "Whether sharing is on, and the new token."),
                    ListItemEndpoints.bodyRefused, ListEndpoints.forbidden, ListEndpoints.hidden] + tail)

    public static let shared = Endpoint<PublicAccess, SharedListParameters, NoBody, CustomResponse>(
        id: "getSharedList", method: "GET", path: "/api/app/v1/share/lists/{token}",
        summary: "A shared list, as anyone with its link sees it",
        description: "The list's name and colleges by category and round; never notes, statuses or outcomes. Not cached "
            + "by the CDN (`Cache-Control: no-store`) and marked `X-Robots-Tag: noindex`. A token that is unknown, "
            + "revoked or replaced is a 404.",
        tag: "lists", cacheable: false,
        parameters: [ParameterSpec("token", in: .path, .string(pattern: "^[0-9a-f]{64}$"), "The link's token.")],
        responses: [ResponseSpec(200, "The shared list.", body: .ref(SharedList.self),
                                 headers: [ResponseHeaders.cacheControl, ResponseHeaders.robots, ResponseHeaders.requestID]),
                    StandardResponses.error(404, "No list is shared with that token."),
                    StandardResponses.tooManyRequests, StandardResponses.unavailable])

    /// The signed-in file and sharing endpoints, in document order.
    public static let all: [EndpointSpec] = [export.spec, importCSV.spec, share.spec]
}
