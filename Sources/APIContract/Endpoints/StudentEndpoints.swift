public import QuadAPIModels

/// The student profile under `/api/app/v1/me/student` (userdata-map §2.4): the page, saving it, and the student's
/// switch for every guardian's edit access.
public enum StudentEndpoints {
    public static let prefix = "/api/app/v1/me/student"

    static let student = ParameterSpec("student", .string(format: "uuid"),
                                       "A student id as GET /me lists it; without it, the person's own record.")
    static let page = AccountEndpoints.ok(StudentProfileResponse.self, "The student's profile page.")
    static let refused = StandardResponses.error(403, "Edit access is needed (\"You don't have permission to edit this "
        + "profile.\" / \"Only the student decides who can edit their information.\"), or the account is scheduled for deletion.")
    static let hidden = StandardResponses.error(404, "No such student for this person (another household's looks the same), "
        + "or no student at all.")

    public static let get = Endpoint<SignedInAccess, StudentParameters, NoBody, StudentProfileResponse>(
        id: "getStudentProfile", method: "GET", path: prefix,
        summary: "A student's profile: the form with its groups, fields, limits and choices; the values; completeness; "
            + "the guardian's banner; view-only; the student picker",
        description: "A guardian's read is logged, and the student sees it under \"Who viewed your information\". A "
            + "guardian without edit access reads (view-only). Without `student`: the person's own record (made on "
            + "first use for a student account), else the first student they can see.",
        tag: "student", cacheable: false, parameters: [student],
        responses: [page, StandardResponses.error(400, "`student` is not an id."), refused, hidden] + AccountEndpoints.tail)

    public static let put = Endpoint<SignedInAccess, StudentParameters, StudentProfileChange, StudentProfileResponse>(
        id: "saveStudentProfile", method: "PUT", path: prefix,
        summary: "Save a student's profile (invalid values are dropped, never clamped)",
        description: "Fields left out keep their values. Saved with who saved it; the record's graduation year "
            + "follows the profile's.",
        tag: "student", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize, parameters: [student],
        requestBody: .ref(StudentProfileChange.self),
        responses: [page, StandardResponses.error(400, "The body, or a group in it, is not an object; `student` is not an id."),
                    refused, hidden] + AccountEndpoints.tail)

    public static let guardianEditing = Endpoint<SignedInAccess, StudentParameters, GuardianEditingRequest, StudentProfileResponse>(
        id: "setGuardianEditing", method: "PUT", path: prefix + "/guardian-editing",
        summary: "Turn editing on or off for every guardian of the student's household at once",
        description: "The student decides (or a guardian who made every student record there); the person's own "
            + "membership is left as it is. One transaction: any refusal changes nothing.",
        tag: "student", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize, parameters: [student],
        requestBody: .ref(GuardianEditingRequest.self),
        responses: [page, StandardResponses.error(400, "A field cannot be used; `detail.field` names it."), refused,
                    hidden] + AccountEndpoints.tail)

    public static let highSchoolLine = Endpoint<SignedInAccess, SchoolParameters, NoBody, MyHighSchoolLineResponse>(
        id: "getMyHighSchoolLine", method: "GET", path: "/api/app/v1/me/high-school-line/{id}",
        summary: "The college overview's \"From your high school\" line for the person's own high school",
        description: "From the high school saved on the person's own student profile (a guardian's view of a student "
            + "never counts): when that school's profile lists the college among where its graduates enrolled, with a "
            + "count. The overview stays public and cacheable; the app asks for this beside it. No line (`line` "
            + "missing) when there is nothing to show.",
        tag: "student", cacheable: false,
        parameters: [ProfileEndpoints.id],
        responses: [AccountEndpoints.ok(MyHighSchoolLineResponse.self, "The line, or none."),
                    StandardResponses.error(404, "No college with that id.")] + AccountEndpoints.tail)

    public static let all: [EndpointSpec] = [get.spec, put.spec, guardianEditing.spec, highSchoolLine.spec]
}
