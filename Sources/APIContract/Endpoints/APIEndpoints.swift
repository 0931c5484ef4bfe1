/// Every endpoint the server has, for the OpenAPI document and for the check that each one has a handler.
public enum APIEndpoints {
    public static var all: [EndpointSpec] {
        PublicEndpoints.all + HomeEndpoints.all + ExploreEndpoints.all + ProfileEndpoints.all + CompareEndpoints.all
            + TrendEndpoints.all + HighSchoolEndpoints.all + AuthEndpoints.all + AccountEndpoints.all
            + PasswordEndpoints.all + HouseholdEndpoints.all + InvitationEndpoints.all + StudentEndpoints.all
            + HomeAddressEndpoints.all + FitEndpoints.all + listFamily + AdminEndpoints.all
    }

    /// The saved-list, follow and update endpoints (signed in, and the public shared-list page); all need Postgres.
    public static var listFamily: [EndpointSpec] {
        ListEndpoints.all + ListItemEndpoints.all + ListFileEndpoints.all + [ListFileEndpoints.shared.spec]
            + FollowEndpoints.all
    }

    /// Endpoints that need the database (signed-in API and auth); without one they answer 503.
    public static var needsDatabase: [EndpointSpec] {
        AuthEndpoints.all + AccountEndpoints.all + PasswordEndpoints.all + HouseholdEndpoints.all + InvitationEndpoints.all
            + StudentEndpoints.all + HomeAddressEndpoints.all + FitEndpoints.all + listFamily
    }

    /// The public endpoints of every screen family (what the public listener serves and schemathesis exercises).
    public static var publicAPI: [EndpointSpec] {
        PublicEndpoints.all + HomeEndpoints.all + ExploreEndpoints.all + ProfileEndpoints.all + CompareEndpoints.all
            + TrendEndpoints.all + HighSchoolEndpoints.all
    }
}
