import Core
public import Domain

/// The sentences and errors of the list, follow and update endpoints (userdata-map §5 "lists"), in one place.
public enum ListMessages {
    /// A list row-level security hides, or none with that id: the same answer either way.
    public static let listNotFound = APIError.notFound("We couldn't find that list.")
    /// A list the caller can read but not change (a guardian without edit access, a household member's own list).
    public static let cannotEdit = APIError.forbidden("You don't have permission to edit this list.")
    /// Deleting the owner's default list.
    public static let defaultUndeletable = APIError.conflict("The default list can't be deleted.")
    /// A list name that is empty once trimmed.
    public static let nameMissing = APIError.badRequest("Give the list a name.", field: "name")
    /// A unit id that is not 1–10 digits, or no college the dataset has.
    public static let collegeNotFound = APIError.notFound("We couldn't find that college.")
    /// A college that is not on the list.
    public static let itemNotFound = APIError.notFound("That college isn't on this list.")
    /// A date field that is not a real `YYYY-MM-DD`.
    public static func notADate(_ field: String) -> APIError { .badRequest("That isn't a date.", field: field) }
    /// A note that is empty once trimmed.
    public static let noteEmpty = APIError.badRequest("Write something first.", field: "body")
    /// A note the caller cannot see, or none with that id on the college.
    public static let noteNotFound = APIError.notFound("We couldn't find that note.")
    /// Someone else's note.
    public static let notYourNote = APIError.forbidden("You can delete only your own notes.")
    /// An import that is not CSV text (nothing is imported).
    public static let notCSV = APIError.badRequest("That isn't CSV text. Paste the rows, or send the file as text/csv.",
                                                   field: "csv")
    /// An import body that is neither `text/csv` nor the JSON `{"csv": …}`.
    public static let importBody = APIError.badRequest(
        "Send the CSV as a text/csv body, or as JSON: {\"csv\": \"…\"}.", field: "csv")
    /// More rows than one import takes (nothing is imported).
    public static func tooManyRows(_ count: Int) -> APIError {
        .badRequest("That's \(count) rows. Import at most \(ListCSVImport.maxRows) colleges at a time.", field: "csv")
    }
    /// A share link that is unknown, revoked or replaced.
    public static let shareNotFound = APIError.notFound("This list isn't shared, or the link has changed.")
    /// `?ids=` with an id that is not 1–10 digits, or too many ids.
    public static func badIDs(_ message: String) -> APIError { .badRequest(message, field: "ids") }
}
