// Identity and location of a college: names, place, official links, social accounts and colors.
extension FieldRegistry {
    static let institutionFields: [FieldDefinition] = [
        .scorecard("unit_id", "IPEDS unit ID", .institution),
        .scorecard("name", "Name", .institution),
        .scorecard("location.city", "City", .institution),
        .scorecard("location.state", "State", .institution),
        .scorecard("location.zip", "ZIP code", .institution),
        .scorecard("location.region", "Region", .institution)
            .derived("Looked up from the college's state", from: ["location.state"]),
        .directory("location.lat", "Latitude", .institution),
        .directory("location.lng", "Longitude", .institution),
        .scorecard("type", "Control (public or private)", .institution),

        // Links the college gives NCES for the IPEDS directory, the net price calculator from Scorecard, and
        // visit pages found on the college's own site.
        .directory("links.website", "Website", .institution),
        .scorecard("links.price_calculator", "Net price calculator", .institution),
        .directory("links.admissions", "Admissions office", .institution),
        .directory("links.apply", "Online application", .institution),
        .directory("links.financial_aid", "Financial aid office", .institution),
        .directory("links.veterans", "Tuition benefits for veterans", .institution),
        .directory("links.disability_services", "Disability services office", .institution),
        .reported("links.visit", "Campus visit page", .institution),
        .reported("links.virtual_tour", "Virtual tour", .institution),
        .directory("aliases", "Short names and nicknames used in search", .institution),

        // Handles from Wikidata (else the college's own footer, cited in its lineage).
        .undated("social.instagram", "Instagram account", SourceKey.wikidata),
        .undated("social.youtube", "YouTube channel", SourceKey.wikidata),
        .undated("social.tiktok", "TikTok account", SourceKey.wikidata),
        .undated("social.x", "X account", SourceKey.wikidata),
        .undated("social.facebook", "Facebook page", SourceKey.wikidata),
        .undated("social.linkedin", "LinkedIn page", SourceKey.wikidata),

        // Colors from Wikipedia; the rest is worked out from them when the data is built.
        .undated("brand.colors", "School colors", SourceKey.wikipedia),
        .undated("brand.names", "Names of the school colors", SourceKey.wikipedia),
        .undated("brand.accent", "Accent color", SourceKey.wikipedia).derived(
            "The first school color that is not a neutral (white, black or gray); the first color when all are neutral",
            from: ["brand.colors"]),
        .undated("brand.on_accent", "Text color on the accent", SourceKey.wikipedia).derived(
            "White or black, whichever reaches a contrast of at least 4.5 to 1 against the accent",
            from: ["brand.colors"]),
        .undated("brand.crest_to", "Second color of the crest gradient", SourceKey.wikipedia).derived(
            "The school color after the accent, skipping white; if that color is black, gray or white, the accent "
                + "itself made darker or lighter instead; always at least 4.5 to 1 against the text color",
            from: ["brand.colors"]),
        .undated("brand.tint_light", "Header tint, light theme", SourceKey.wikipedia).derived(
            "The accent's hue at OKLCH lightness 0.72, chroma capped at 0.16", from: ["brand.colors"]),
        .undated("brand.tint_dark", "Header tint, dark theme", SourceKey.wikipedia).derived(
            "The accent's hue at OKLCH lightness 0.62, chroma capped at 0.16", from: ["brand.colors"]),
        .reported("brand.logo", "Site icon (the college's own mark)", .institution),
    ]
}

extension FieldDefinition {
    /// A value from a community-edited reference with no release year.
    static func undated(_ path: String, _ label: String, _ source: String) -> FieldDefinition {
        perDocument(path, label, .institution, source)
    }
}
