import Core
/// A registered route with its middleware chain already composed.
struct RouteEntry: Sendable {
    let template: String
    let parameterNames: [String]
    let options: RouteOptions
    let chain: Handler
}

/// A segment tree of routes: literal children first, then at most one parameter child.
struct RouteTree: Sendable {
    private var literals: [String: RouteTree] = [:]
    private var parameter: [RouteTree] = []
    private var routes: [HTTPMethod: RouteEntry] = [:]

    /// What matching a path found.
    enum Match {
        /// A route for the path and method, with the captured segment values in path order.
        case found(RouteEntry, captures: [String])
        /// Routes exist for the path but none for the method.
        case wrongMethod(allowed: [HTTPMethod], template: String)
        case notFound
    }

    /// Adds `entry` for `method` under `segments`; a duplicate is a programming error.
    mutating func insert(_ segments: ArraySlice<RouteTemplate.Segment>, method: HTTPMethod, entry: RouteEntry) {
        guard let first = segments.first else {
            precondition(routes[method] == nil, "route registered twice: \(method) \(entry.template)")
            routes[method] = entry
            return
        }
        switch first {
        case let .literal(text):
            literals[text, default: RouteTree()].insert(segments.dropFirst(), method: method, entry: entry)
        case .parameter:
            if parameter.isEmpty { parameter.append(RouteTree()) }
            parameter[0].insert(segments.dropFirst(), method: method, entry: entry)
        }
    }

    /// Finds the route for `segments` and `method`. Literal segments win over parameters, also when the literal route
    /// lacks the method (a 405, never the parameter route); HEAD uses GET routes.
    func match(_ segments: [String], method: HTTPMethod) -> Match {
        var captures: [String] = []
        var allowed: Set<HTTPMethod> = []
        var template: String?
        if let entry = search(segments, at: 0, method: method, captures: &captures, allowed: &allowed, template: &template) {
            return .found(entry, captures: captures)
        }
        guard let template else { return .notFound }
        if allowed.contains(.get) { allowed.insert(.head) }
        let ordered = HTTPMethod.canonicalOrder.filter(allowed.contains)
            + allowed.subtracting(HTTPMethod.canonicalOrder).sorted { $0.rawValue < $1.rawValue }
        return .wrongMethod(allowed: ordered, template: template)
    }

    private func search(_ segments: [String], at index: Int, method: HTTPMethod, captures: inout [String],
                        allowed: inout Set<HTTPMethod>, template: inout String?) -> RouteEntry? {
        if index == segments.count {
            guard !routes.isEmpty else { return nil }
            if let entry = routes[method] ?? (method == .head ? routes[.get] : nil) { return entry }
            allowed.formUnion(routes.keys)
            if template == nil {
                template = routes.values.map(\.template).min()
            }
            return nil
        }
        if let child = literals[segments[index]] {
            var literalAllowed: Set<HTTPMethod> = []
            if let entry = child.search(segments, at: index + 1, method: method, captures: &captures,
                                        allowed: &literalAllowed, template: &template) {
                return entry
            }
            // The path names a literal route that lacks this method (`PATCH /me/lists/membership`): that route
            // answers 405; a parameter sibling (`/me/lists/{id}`) must not take the request in its place.
            if !literalAllowed.isEmpty {
                allowed.formUnion(literalAllowed)
                return nil
            }
        }
        if let child = parameter.first {
            captures.append(segments[index])
            if let entry = child.search(segments, at: index + 1, method: method, captures: &captures, allowed: &allowed,
                                        template: &template) {
                return entry
            }
            captures.removeLast()
        }
        return nil
    }
}
