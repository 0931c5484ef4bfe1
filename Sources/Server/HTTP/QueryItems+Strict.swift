public import Domain

extension QueryItems {
    /// A parameter the endpoint reads strictly: at most once, and when present a whole number in `range`.
    /// Anything else is a 400 naming the parameter.
    public func strictInteger(_ name: String, in range: ClosedRange<Int>? = nil) throws(APIError) -> Int? {
        let values = all(name)
        guard let raw = values.first else { return nil }
        guard values.count == 1 else { throw APIError.badRequest("Give \(name) once.", field: name) }
        guard let n = Int(raw) else { throw APIError.badRequest("\(name) must be a whole number.", field: name) }
        if let range, !range.contains(n) {
            throw APIError.badRequest("\(name) must be between \(range.lowerBound) and \(range.upperBound).", field: name)
        }
        return n
    }

    /// A text parameter given at most once (a repeat is a 400 naming it).
    public func single(_ name: String) throws(APIError) -> String? {
        let values = all(name)
        guard values.count <= 1 else { throw APIError.badRequest("Give \(name) once.", field: name) }
        return values.first
    }
}
