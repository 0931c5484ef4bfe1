/// `{slug}`: the page of `/roadmap/{slug}` or the note of `/release-notes/{slug}` (a slug no page has is the
/// handler's 404).
public struct SlugParameters: EndpointParameters, Hashable {
    public var slug: String

    public init(slug: String) { self.slug = slug }

    public init(reading source: ParameterSource) {
        slug = source.path("slug")
    }
}
