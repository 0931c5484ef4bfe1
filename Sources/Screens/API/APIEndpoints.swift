/// Every endpoint the server has, for the OpenAPI document and for the check that each one has a handler.
public enum APIEndpoints {
    public static var all: [EndpointSpec] { PublicEndpoints.all + AdminEndpoints.all }
}
