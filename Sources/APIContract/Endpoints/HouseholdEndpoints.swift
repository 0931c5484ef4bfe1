public import QuadAPIModels

/// The household endpoints under `/api/app/v1/me/household` (userdata-map §2.2). Every one needs a bearer token and
/// answers `Cache-Control: private, no-store`; every change is one transaction and answers the household as it now
/// is (invitations answer their link instead). Refusals are the site's sentences with their statuses.
public enum HouseholdEndpoints {
    public static let prefix = "/api/app/v1/me/household"
    static let path = prefix

    static let ok = AccountEndpoints.ok(HouseholdResponse.self, "The household as it now is (or none).")
    static let bad = StandardResponses.error(400, "A field cannot be used (the site's sentence; `detail.field` names it).")
    static let refused = StandardResponses.error(403, "Not allowed (the site's sentence), or the account is scheduled for deletion.")
    static let gone = StandardResponses.error(404, "No such row in the person's household (rows of other households look the same).")
    static let conflict = StandardResponses.error(409, "Already in a household, the household is full (6 seats, counting invitations waiting), no household yet, or the invitation is no longer waiting.")
    static let tail = AccountEndpoints.tail

    public static let get = Endpoint<SignedInAccess, NoParameters, NoBody, HouseholdResponse>(
        id: "getHousehold", method: "GET", path: path,
        summary: "The household: roster with roles and edit access, seats, invitations waiting with their links, the home",
        description: "Names only, never e-mail addresses; students first, then guardians, then by joining time. Each "
            + "row says what the person may do with it (`actions`). Without a household: none, with a suggested name.",
        tag: "household", cacheable: false, responses: [ok] + tail)

    public static let create = Endpoint<SignedInAccess, NoParameters, CreateHouseholdRequest, HouseholdResponse>(
        id: "createHousehold", method: "POST", path: path,
        summary: "Start a household with the person as its first member",
        description: "One live household per account (409 otherwise). `role` guardian joins with edit access; student "
            + "joins through the person's own student record (made if missing).",
        tag: "household", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize,
        requestBody: .ref(CreateHouseholdRequest.self), responses: [ok, bad, refused, conflict] + tail)

    public static let invite = Endpoint<SignedInAccess, NoParameters, InviteRequest, InvitationCreated>(
        id: "inviteToHousehold", method: "POST", path: path + "/invitations",
        summary: "Invite someone by e-mail (the link's secret is shown this once) and e-mail them the link",
        description: "Guardian side: any member may invite; edit access unless `canEdit` is false. Student side: "
            + "guardians only; with `studentId`, the managed record is handed over when they accept (no new seat); "
            + "with a name, a record is made now and handed over. The phone is stored as E.164. Seats count "
            + "invitations waiting; two invitations racing for the last seat: one wins, the other is a 409.",
        tag: "household", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize,
        requestBody: .ref(InviteRequest.self),
        responses: [AccountEndpoints.ok(InvitationCreated.self, "The invitation and its link."), bad, refused, conflict] + tail)

    public static let cancelInvitation = Endpoint<SignedInAccess, InvitationIDParameters, NoBody, HouseholdResponse>(
        id: "cancelInvitation", method: "DELETE", path: path + "/invitations/{id}",
        summary: "Cancel an invitation still waiting", tag: "household", cacheable: false,
        parameters: [ParameterSpec("id", in: .path, .string(format: "uuid"), "The invitation.")],
        responses: [ok, bad, refused, gone, conflict] + tail)

    public static let reissue = Endpoint<SignedInAccess, InvitationIDParameters, NoBody, InvitationCreated>(
        id: "reissueInvitation", method: "POST", path: path + "/invitations/{id}/reissue",
        summary: "Send an invitation again: a new link with a fresh 7 days (the old link stops working)",
        description: "An expired invitation takes its seat again, so it needs a free one.",
        tag: "household", cacheable: false,
        parameters: [ParameterSpec("id", in: .path, .string(format: "uuid"), "The invitation.")],
        responses: [AccountEndpoints.ok(InvitationCreated.self, "The new link."), bad, refused, gone, conflict] + tail)

    public static let addStudent = Endpoint<SignedInAccess, NoParameters, AddStudentRequest, HouseholdResponse>(
        id: "addManagedStudent", method: "POST", path: path + "/students",
        summary: "Add a student without an account (a record the guardian manages until the student claims it)",
        tag: "household", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize,
        requestBody: .ref(AddStudentRequest.self), responses: [ok, bad, refused, conflict] + tail)

    public static let setCanEdit = Endpoint<SignedInAccess, MemberIDParameters, CanEditRequest, HouseholdResponse>(
        id: "setMemberCanEdit", method: "PUT", path: path + "/members/{memberId}/can-edit",
        summary: "Give a guardian edit access, or take it away",
        description: "The student decides (or a guardian who made every student record there); nobody grants "
            + "themself; a guardian may always give up their own.",
        tag: "household", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize,
        parameters: [ParameterSpec("memberId", in: .path, .string(format: "uuid"), "The guardian's membership.")],
        requestBody: .ref(CanEditRequest.self), responses: [ok, bad, refused, gone] + tail)

    public static let leave = Endpoint<SignedInAccess, NoParameters, NoBody, HouseholdResponse>(
        id: "leaveHousehold", method: "POST", path: path + "/leave",
        summary: "Leave the household (it closes when nobody who can act is left)",
        tag: "household", cacheable: false, responses: [ok, refused, conflict] + tail)

    public static let remove = Endpoint<SignedInAccess, MemberIDParameters, NoBody, HouseholdResponse>(
        id: "removeMember", method: "DELETE", path: path + "/members/{memberId}",
        summary: "Remove someone from the household (guardians only; access stops at once)",
        tag: "household", cacheable: false,
        parameters: [ParameterSpec("memberId", in: .path, .string(format: "uuid"), "The membership.")],
        responses: [ok, bad, refused, gone] + tail)

    public static let all: [EndpointSpec] = [
        get.spec, create.spec, invite.spec, cancelInvitation.spec, reissue.spec, addStudent.spec, setCanEdit.spec,
        leave.spec, remove.spec,
    ]
}

extension CreateHouseholdRequest: CheckedRequestBody {}
extension InviteRequest: CheckedRequestBody {}
extension AddStudentRequest: CheckedRequestBody {}
extension CanEditRequest: CheckedRequestBody {}
extension GuardianEditingRequest: CheckedRequestBody {}
extension InvitationAccountRequest: CheckedRequestBody {}
extension HomeRequest: CheckedRequestBody {}
extension StudentProfileChange: CheckedRequestBody {}
