public import QuadAPIModels

extension SchoolRef {
    /// The reference every list, chip and card uses for `school`.
    public init(_ school: School) {
        self.init(id: school.unitID, name: school.name, city: school.location.city, state: school.location.state,
                  type: school.type, brand: CrestBrand(school))
    }
}

extension CrestBrand {
    /// The crest colors and mark of a college, or nil when it has neither (the app then draws a generated crest).
    ///
    /// The gradient runs from the brand's accent to its crest end color (the accent again when none); the text
    /// color is the brand's `on_accent` (white by default); the mark is `/brand/{id}.webp` when the college has a
    /// stored logo.
    public init?(_ school: School) {
        guard let brand = school.brand else { return nil }
        let gradient = brand.accent.map { [$0, brand.crestTo ?? $0] }
        let logo = brand.logo == nil ? nil : "/brand/\(school.unitID).webp"
        guard gradient != nil || logo != nil else { return nil }
        self.init(gradient: gradient, text: brand.onAccent == "black" ? "black" : "white", logo: logo)
    }
}
