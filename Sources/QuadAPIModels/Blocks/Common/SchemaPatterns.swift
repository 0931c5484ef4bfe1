/// String shapes the block schemas share, so every block spells them the same way.
extension JSONSchema {
    /// A palette token the app maps to a color (`admissions`, `slot-1`, `public`, `neutral`, …).
    static let colorToken = JSONSchema.string(pattern: "^[a-z][a-z0-9-]*$")
        .described("Palette token the app maps to a color.")
    /// A glossary entry key (`acceptance-rate`, `middle-50`).
    static let termKey = JSONSchema.string(pattern: "^[a-z0-9]+(-[a-z0-9]+)*$")
        .described("Glossary entry key.")
    /// An in-page anchor ("On this page" targets and deep-link fragments).
    static let anchorID = JSONSchema.string(pattern: "^[a-z0-9]+(-[a-z0-9]+)*$")
        .described("In-page anchor id.")
    /// A USPS state or territory code.
    static let stateCode = JSONSchema.string(pattern: "^[A-Z]{2}$")
    /// A four-digit calendar year (for an academic year, the year its fall term starts).
    static let year = JSONSchema.integer(minimum: 1900, maximum: 2200)
    /// A share of a length, 0 to 1, used only to lay a mark out.
    static let fraction = JSONSchema.number(minimum: 0, maximum: 1)
}
