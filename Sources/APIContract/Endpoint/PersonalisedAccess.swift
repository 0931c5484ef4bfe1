/// Anyone, and a signed-in person's own answer when they send `Authorization: Bearer <access token>`: Explore's
/// `fit=` for the person's profile, the score checker prefilled with their scores. The handler asks for the person
/// only when the request needs them; an answer that asked, for a request with a bearer token, is private.
public enum PersonalisedAccess: EndpointAccess {
    public static var access: EndpointSpec.Access { .personalised }
}
