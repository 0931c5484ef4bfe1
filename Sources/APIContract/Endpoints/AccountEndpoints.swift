public import QuadAPIModels

/// The signed-in account endpoints under `/api/app/v1/me`.
///
/// Every one needs `Authorization: Bearer <access token>` and answers `Cache-Control: private, no-store`. An
/// account scheduled for deletion may only call `GET /me`, `GET /me/export` and `POST /me/restore`; anything else
/// answers 403 "This account is scheduled for deletion."
public enum AccountEndpoints {
    /// Path prefix of the account endpoints (their route group).
    public static let prefix = "/api/app/v1/me"

    /// The largest body an account endpoint accepts.
    public static let maxBodySize = 16 * 1024

    /// A 200 JSON answer of a signed-in endpoint.
    static func ok<T: SchemaDescribed>(_ type: T.Type, _ description: String) -> ResponseSpec {
        ResponseSpec(200, description, body: .ref(type), headers: [ResponseHeaders.cacheControl, ResponseHeaders.requestID])
    }

    static let unauthorized = StandardResponses.error(401, "No access token, or one that is not valid any more.")
    static let deleted = StandardResponses.error(403, "The account is scheduled for deletion.")
    static let serverError = StandardResponses.error(500, "Something failed on our side.")

    /// What every account endpoint can answer besides its own statuses.
    static let tail: [ResponseSpec] = [unauthorized, StandardResponses.tooManyRequests, StandardResponses.unavailable]

    public static let me = Endpoint<SignedInAccess, NoParameters, NoBody, MeResponse>(
        id: "getMe", method: "GET", path: "/api/app/v1/me",
        summary: "The account page: profile, household, home, students, deletion state, who viewed your information",
        description: "The profile (an empty one is made for accounts that have none), the household's seats and members "
            + "by name, the home, every student the person can see (their own record first, then others by name, "
            + "with edit access), whether the account is scheduled for deletion, and guardians' views of the "
            + "person's own student record grouped by viewer, thing and day (New York time). Also answers for an "
            + "account scheduled for deletion.",
        tag: "account", cacheable: false,
        responses: [ok(MeResponse.self, "The account.")] + tail)

    public static let updateMe = Endpoint<SignedInAccess, NoParameters, OptionalBody<JSONValue>, MeResponse>(
        id: "updateMe", method: "PATCH", path: "/api/app/v1/me",
        summary: "Change the display name, birth year or role hint",
        description: "Fields left out stay as they are. The name is trimmed; more than 80 characters is a 400 "
            + "(\"Keep your name under 80 characters.\"), and an empty one clears it. The birth year must be four "
            + "digits and not in the future (400 \"Enter your birth year as four digits, like 2008.\"), and 13+ "
            + "(403 \"Accounts are for people 13 and older.\"; a year exactly 13 years back is refused); once given "
            + "it can be corrected but not removed, so null leaves it. A role hint other than student, guardian or "
            + "counselor is stored as none. Answers the account as it now is.",
        tag: "account", cacheable: false, maxBodySize: maxBodySize,
        requestBody: .ref(AccountPatch.self),
        responses: [ok(MeResponse.self, "The account after the change."),
                    StandardResponses.error(400, "A field cannot be used; `detail.field` names it."),
                    StandardResponses.error(403, "The birth year fails the age gate, or the account is scheduled "
                        + "for deletion.")] + tail)

    public static let export = Endpoint<SignedInAccess, NoParameters, NoBody, CustomResponse>(
        id: "exportMe", method: "GET", path: "/api/app/v1/me/export",
        summary: "Download my data: everything kept about the person as one JSON file",
        description: "Sent as an attachment (`Content-Disposition: attachment; filename=\"quad-data-YYYY-MM-DD.json\"`). "
            + "Built with the person's own session, so it holds only what they may see: their profile, their own "
            + "and managed student records, households with members' names, memberships, invitations sent, student "
            + "profiles, lists with items and visible notes, the home, follows, and the access log both ways. A part "
            + "that fails fails the whole export. Also answers for an account scheduled for deletion.",
        tag: "account", cacheable: false,
        responses: [ok(ExportDocument.self, "The export file."), serverError] + tail)

    public static let deletionPreview = Endpoint<SignedInAccess, NoParameters, NoBody, DeletionPreview>(
        id: "previewAccountDeletion", method: "GET", path: "/api/app/v1/me/delete/preview",
        summary: "What deleting the account would do to the students it made",
        description: "Whether the person has their own student record, and for each student record they made for a "
            + "child without an account, whether another guardian of the child's household keeps it (and who).",
        tag: "account", cacheable: false,
        responses: [ok(DeletionPreview.self, "The preview."), deleted] + tail)

    public static let delete = Endpoint<SignedInAccess, NoParameters, OptionalBody<DeleteAccountRequest>, DeletionResult>(
        id: "deleteAccount", method: "POST", path: "/api/app/v1/me/delete",
        summary: "Schedule the account for deletion (30 days to restore) and sign out everywhere",
        description: "Needs `{\"confirm\": \"delete\"}` (400 `Type \"delete\" to confirm.` otherwise). In one step: "
            + "each managed student passes to the longest-standing other guardian of its household, or is deleted "
            + "with the account; the person's own student record is deleted; every household membership ends; "
            + "unused invitations they sent are revoked; households nobody can act in any more are closed; every "
            + "session ends. Within 30 days, signing in again and calling restore brings the account back.",
        tag: "account", cacheable: false, maxBodySize: maxBodySize,
        requestBody: .ref(DeleteAccountRequest.self),
        responses: [ok(DeletionResult.self, "Scheduled for deletion."),
                    StandardResponses.error(400, "The confirmation word is missing."), deleted] + tail)

    public static let restore = Endpoint<SignedInAccess, NoParameters, NoBody, MeResponse>(
        id: "restoreAccount", method: "POST", path: "/api/app/v1/me/restore",
        summary: "Restore an account scheduled for deletion",
        description: "Brings back the profile, the person's own student record and the managed students deleted "
            + "with the account. Households are not restored: rejoin by invitation. Harmless on a live account. "
            + "Answers the account as it now is.",
        tag: "account", cacheable: false,
        responses: [ok(MeResponse.self, "The account, restored.")] + tail)

    /// Every account endpoint, in document order.
    public static let all: [EndpointSpec] = [
        me.spec, updateMe.spec, export.spec, deletionPreview.spec, delete.spec, restore.spec,
    ]
}
