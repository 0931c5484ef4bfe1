import Core
public import Domain

/// The sentences and errors of the account endpoints (userdata-map §5), in one place.
public enum AccountMessages {
    /// Any signed-in request of an account scheduled for deletion, except `GET /me`, the export and restore.
    public static let accountDeleted = APIError(status: 403, code: "account_deleted",
                                                message: "This account is scheduled for deletion.")
    /// A birth year that fails the 13+ rule.
    public static let ageGate = APIError(status: 403, code: "birth_year_not_allowed",
                                         message: "Accounts are for people 13 and older.")
    /// A birth year that is not four digits, or lies in the future.
    public static let birthYearMalformed = APIError.badRequest("Enter your birth year as four digits, like 2008.",
                                                               field: "birthYear")
    /// A name longer than 80 characters.
    public static let nameTooLong = APIError.badRequest("Keep your name under 80 characters.", field: "displayName")
    /// `POST /me/delete` without the confirmation word.
    public static let deleteConfirmation = APIError.badRequest("Type \"delete\" to confirm.", field: "confirm")
    /// A body that is not the JSON object the endpoint takes.
    public static let bodyNotAnObject = APIError.badRequest("Send the changes as a JSON object.")
    /// The SQL functions' `not_signed_in` (a token whose user is gone).
    public static let signedOut = APIError.unauthorized("Your session ended. Sign in again.")
    /// A student the caller cannot read (or that does not exist): the same answer either way.
    public static let studentNotFound = APIError.notFound("We couldn't find that student.")
    /// A student the caller can read but not change.
    public static let cannotEditStudent = APIError.forbidden("You don't have permission to edit this profile.")
    /// The export failed for a reason other than the database being away.
    public static let exportFailed = APIError(status: 500, code: "internal",
                                              message: "We couldn't build your export. Try again in a moment.")
}
