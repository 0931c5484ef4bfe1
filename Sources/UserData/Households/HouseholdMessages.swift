import Core
public import Domain

/// The household and invitation refusals (userdata-map §5): each SQL function raises a named exception, and the
/// name decides the sentence and the status. Where the site words a refusal differently when accepting an
/// invitation, ``invitationRefusal(_:)`` has that wording.
public enum HouseholdMessages {
    /// Refusal name → (status, sentence), for the household functions and the household screens.
    static let refusals: [String: (Int, String)] = [
        "not_signed_in": (401, "Your session ended. Sign in again."),
        "not_a_member": (403, "You're not in that household any more."),
        "invalid_name": (400, "Give it a name (up to 80 characters)."),
        "invalid_role": (400, "Choose whether you're joining as a guardian or a student."),
        "invalid_grad_year": (400, "Enter a graduation year like 2028."),
        "invalid_email": (400, "Enter a valid email address."),
        "invalid_side": (400, "Choose who you're inviting."),
        "invalid_student": (403, "That student isn't one you manage in this household."),
        "invalid_phone": (400, "Enter a phone number like (615) 555-0100, or one starting with + and the country code."),
        "invite_self": (400, "That's your own email. Enter theirs."),
        "only_guardians_invite_students": (403, "Only guardians can invite students."),
        "only_guardians_add_students": (403, "Only guardians can add a student."),
        "only_student_grants_edit": (403, "Only the student decides who can edit their information."),
        "cannot_grant_self": (403, "You can't give yourself edit access."),
        "member_not_found": (404, "That person isn't in this household any more."),
        "account_deleted": (403, "This account is scheduled for deletion."),
        "already_in_household": (409, "You're already in a household. Leave it first to start or join another."),
        "household_full": (409, "This household is full: 6 people, counting invitations waiting for an answer. "
            + "Cancel an invitation or remove someone to make room."),
        // reissue_invitation
        "invitation_not_found": (404, "That invitation isn't pending any more."),
        "invitation_used": (409, "That invitation was already accepted."),
        "invitation_revoked": (400, "That invitation was cancelled. Invite them again instead."),
        "invitation_not_pending": (409, "That invitation isn't pending any more."),
    ]

    /// The same names as the invitation page words them (accepting, previewing, making an account).
    static let invitationRefusals: [String: (Int, String)] = [
        "not_signed_in": (401, "Sign in to accept this invitation."),
        "invitation_not_found": (404, "This invitation link isn't valid. Ask for a new one."),
        "invitation_revoked": (400, "This invitation was cancelled."),
        "invitation_used": (409, "This invitation has already been used."),
        "invitation_expired": (410, "This invitation has expired. Invitations last 7 days; ask for a new one."),
        "invitation_own": (400, "You can't accept your own invitation."),
        "invitation_wrong_email": (403, "This invitation was sent to a different email address. Sign in with that "
            + "address to accept it."),
        "already_in_household": (409, "You're already in a household with other people. Leave it from your account "
            + "page first, then open this link again."),
        "household_full": (409, "This household is full (six people, counting invitations waiting for an answer). "
            + "Ask whoever invited you to make room."),
        "account_deleted": (403, "This account is scheduled for deletion."),
    ]

    /// The error for refusal `name` on a household screen; nil for a name that is not a refusal.
    public static func refusal(_ name: String) -> APIError? {
        refusals[name].map { APIError(status: $0.0, code: name, message: $0.1) }
    }

    /// The error for refusal `name` on the invitation page; nil for a name that is not one of its refusals.
    public static func invitationRefusal(_ name: String) -> APIError? {
        invitationRefusals[name].map { APIError(status: $0.0, code: name, message: $0.1) }
    }

    /// A cancel of an invitation already used or cancelled.
    static let alreadyUsedOrCancelled = APIError(status: 409, code: "invitation_not_pending",
                                                 message: "That invitation was already used or cancelled.")
    /// A remove the caller may not make.
    static let onlyGuardiansRemove = APIError(status: 403, code: "forbidden",
                                              message: "Only a guardian of this household can remove someone.")
    /// Removing yourself: that is leaving.
    static let removeSelf = APIError(status: 400, code: "remove_self",
                                     message: "To leave the household, use Leave instead.")
    /// A household operation without a household.
    static let noHousehold = APIError(status: 409, code: "no_household",
                                      message: "You're not in a household yet. Start one first.")
    /// The invitation row is gone, or is in another household.
    static let invitationNotPending = APIError(status: 404, code: "invitation_not_found",
                                               message: "That invitation isn't pending any more.")
    /// The address invited already has an account (making one from the invitation).
    static let alreadyRegistered = APIError(status: 409, code: "already_registered",
                                            message: "There's already an account for this email. Sign in, then "
                                                + "accept the invitation.")
    /// A hand-over named with a student id that is not one.
    static let studentNotManaged = APIError(status: 403, code: "invalid_student",
                                            message: "That student isn't one you manage in this household.")
    /// The generic failure sentence.
    static let failed = APIError(status: 500, code: "internal", message: "That didn't work. Try again in a moment.")
    /// An e-mail required for a guardian.
    static let emailRequired = APIError.badRequest("Enter their email: that's where their link goes.", field: "email")
    /// A name over 80 characters in the add-someone form.
    static let nameTooLong = APIError.badRequest("Keep the name under 80 characters.", field: "name")

    /// The error for a database failure of a household function: its named refusal when it raised one (with
    /// `invitation` wording when asked), the account's refusals, otherwise the usual database answers.
    static func apiError(for error: PostgresError, invitation: Bool = false) -> APIError {
        if let name = error.serverMessage {
            if invitation, let refusal = invitationRefusal(name) { return refusal }
            if let refusal = refusal(name) { return refusal }
        }
        return AccountService.apiError(for: error)
    }

    /// Runs `body`, turning database failures into the household answers.
    static func mapping<T>(invitation: Bool = false, _ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as PostgresError {
            throw apiError(for: error, invitation: invitation)
        }
    }
}
