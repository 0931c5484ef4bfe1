public import QuadAPIModels

/// The household's home address under `/api/app/v1/me/home` (userdata-map §2.8).
public enum HomeAddressEndpoints {
    public static let prefix = "/api/app/v1/me/home"

    static let ok = AccountEndpoints.ok(HomeResponse.self, "The home as it now is (or none).")

    public static let get = Endpoint<SignedInAccess, NoParameters, NoBody, HomeResponse>(
        id: "getHomeAddress", method: "GET", path: prefix, summary: "The household's home, and Explore's \"Use my home\" query",
        tag: "home-address", cacheable: false, responses: [ok] + AccountEndpoints.tail)

    public static let put = Endpoint<SignedInAccess, NoParameters, HomeRequest, HomeResponse>(
        id: "saveHomeAddress", method: "PUT", path: prefix, summary: "Set the household's home from a street address or a ZIP code",
        description: "A bare ZIP uses that ZIP's center (bundled table, offline). A street address goes to the "
            + "configured geocoder, falling back to the ZIP in the text; with no geocoder, a ZIP in the text is used "
            + "and `notice` says so, and without one it is a 422. Someone in no household gets a one-person household.",
        tag: "home-address", cacheable: false, maxBodySize: AccountEndpoints.maxBodySize, requestBody: .ref(HomeRequest.self),
        responses: [ok, StandardResponses.error(400, "Blank, or over 200 characters."),
                    StandardResponses.error(403, "The account is scheduled for deletion."),
                    StandardResponses.error(422, "The address could not be found (or needs a geocoder this server lacks).")]
            + AccountEndpoints.tail)

    public static let delete = Endpoint<SignedInAccess, NoParameters, NoBody, HomeResponse>(
        id: "removeHomeAddress", method: "DELETE", path: prefix, summary: "Remove the household's home", tag: "home-address",
        cacheable: false, responses: [ok, StandardResponses.error(403, "The account is scheduled for deletion.")]
            + AccountEndpoints.tail)

    public static let suggest = Endpoint<SignedInAccess, SuggestParameters, NoBody, HomeSuggestions>(
        id: "suggestHomeAddress", method: "GET", path: prefix + "/suggest",
        summary: "Addresses that start like the text typed (3–200 characters; none without a configured service)",
        tag: "home-address", cacheable: false,
        parameters: [ParameterSpec("q", .string(), required: true, "The text typed so far.")],
        responses: [AccountEndpoints.ok(HomeSuggestions.self, "Up to five suggestions."),
                    StandardResponses.error(400, "`q` is missing or repeated.")] + AccountEndpoints.tail)

    public static let all: [EndpointSpec] = [get.spec, put.spec, delete.spec, suggest.spec]
}
