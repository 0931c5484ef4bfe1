public import QuadAPIModels

/// Explore's fit for the signed-in person, `POST /api/app/v1/me/fit` (userdata-map §2.4).
public enum FitEndpoints {
    public static let fit = Endpoint<SignedInAccess, NoParameters, NoBody, FitResponse>(
        id: "getFit", method: "POST", path: "/api/app/v1/me/fit",
        summary: "Which colleges fit the person's own scores and preferences (the whole dataset), with Explore's queries",
        tag: "fit", cacheable: false, responses: [AccountEndpoints.ok(FitResponse.self, "What fits.")] + AccountEndpoints.tail)

    public static let all: [EndpointSpec] = [fit.spec]
}
