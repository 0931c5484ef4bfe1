/// A parsed route path such as `/api/app/v1/schools/{id}/{topic}`.
struct RouteTemplate: Sendable, Hashable {
    enum Segment: Sendable, Hashable {
        case literal(String)
        case parameter(String)
    }

    let text: String
    let segments: [Segment]

    /// Parses `text`; a malformed template is a programming error and stops the process.
    init(_ text: String) {
        precondition(text.hasPrefix("/"), "route template must start with '/': \(text)")
        var segments: [Segment] = []
        var names: Set<String> = []
        for piece in text.split(separator: "/", omittingEmptySubsequences: true) {
            if piece.hasPrefix("{") && piece.hasSuffix("}") && piece.count > 2 {
                let name = String(piece.dropFirst().dropLast())
                precondition(!name.contains("{") && !name.contains("}"), "bad parameter in route template: \(text)")
                precondition(names.insert(name).inserted, "repeated parameter '\(name)' in route template: \(text)")
                segments.append(.parameter(name))
            } else {
                precondition(!piece.contains("{") && !piece.contains("}"),
                             "a parameter must fill a whole segment in route template: \(text)")
                segments.append(.literal(String(piece)))
            }
        }
        self.text = text
        self.segments = segments
    }

    /// Parameter names in path order.
    var parameterNames: [String] {
        segments.compactMap { if case let .parameter(name) = $0 { name } else { nil } }
    }
}
