public import QuadAPIModels

/// Invitation links under `/api/app/v1/invitations/{token}`: the preview anyone with the link sees, accepting signed
/// in, and making an account for the invited address when the invitee has none.
public enum InvitationEndpoints {
    public static let prefix = "/api/app/v1/invitations"

    static let token = ParameterSpec("token", in: .path, .string(pattern: "^[0-9a-f]{64}$"),
                                     "The link's secret (64 lowercase hex characters).")
    static let notValid = StandardResponses.error(404, "\"This invitation link isn't valid. Ask for a new one.\"")
    static let cancelled = StandardResponses.error(400, "\"This invitation was cancelled.\", `invitation_own`, or a "
        + "password that fails the rules (`weak_password`).")
    static let conflict = StandardResponses.error(409, "Used already, already in a household with other people, the "
        + "household is full, or (making an account) the address already has one: `already_registered`.")
    static let expired = StandardResponses.error(410, "\"This invitation has expired. Invitations last 7 days; ask for a new one.\"")

    public static let preview = Endpoint<PublicAccess, InvitationTokenParameters, NoBody, InvitationPreview>(
        id: "previewInvitation", method: "GET", path: prefix + "/{token}",
        summary: "What an invitation link is: household, inviter, side, expiry and state (never an e-mail address)",
        tag: "invitations", cacheable: false, parameters: [token],
        responses: [ResponseSpec(200, "The preview.", body: .ref(InvitationPreview.self),
                                 headers: [ResponseHeaders.cacheControl, ResponseHeaders.requestID]),
                    notValid, StandardResponses.tooManyRequests, StandardResponses.unavailable])

    public static let accept = Endpoint<SignedInAccess, InvitationTokenParameters, NoBody, HouseholdResponse>(
        id: "acceptInvitation", method: "POST", path: prefix + "/{token}/accept",
        summary: "Accept an invitation as the signed-in person",
        description: "One transaction. Refusals in the site's order: not valid (404), cancelled (400), used (409), "
            + "expired (410), your own (400), sent to another address (403); then already in a household with other "
            + "people (409; someone alone in one moves, with its home when the new one has none) and a full household "
            + "(409). Student side: the named managed record is claimed, or merged into the person's own record, or "
            + "a record is made. Answers the household joined.",
        tag: "invitations", cacheable: false, parameters: [token],
        responses: [AccountEndpoints.ok(HouseholdResponse.self, "The household joined."), cancelled,
                    StandardResponses.error(403, "Sent to a different address, or the account is scheduled for deletion."),
                    notValid, conflict, expired] + AccountEndpoints.tail)

    public static let account = Endpoint<PublicAccess, InvitationTokenParameters, InvitationAccountRequest, InvitationAccountCreated>(
        id: "createAccountFromInvitation", method: "POST", path: prefix + "/{token}/account",
        summary: "Make an account for the invited address, accept the invitation, and get a one-time sign-in link",
        description: "For an invitee without an account (signed out). The address is confirmed by the link itself; "
            + "the password must pass the site's rules. An address that already has an account is a 409 "
            + "(`already_registered`: sign in, then accept). If accepting is refused, no account is made.",
        tag: "invitations", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize, parameters: [token],
        requestBody: .ref(InvitationAccountRequest.self),
        responses: [ResponseSpec(200, "The account, in the household, with its sign-in link.",
                                 body: .ref(InvitationAccountCreated.self),
                                 headers: [ResponseHeaders.cacheControl, ResponseHeaders.requestID]),
                    cancelled, notValid, conflict, expired, StandardResponses.tooManyRequests,
                    StandardResponses.unavailable])

    public static let all: [EndpointSpec] = [preview.spec, accept.spec, account.spec]
}
