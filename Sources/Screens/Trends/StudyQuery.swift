import Core
public import Domain

/// The switches of a study screen: `grouping` (the breakdown), `view` (`colleges` or `students`) and, for
/// shrinking colleges, `window` (`ten` or `five`). Each may be given once; a value the study does not offer is a 400
/// naming the parameter.
public struct StudyQuery: Sendable, Equatable {
    public var grouping: String?
    public var view: String?
    public var window: String?

    public init(grouping: String? = nil, view: String? = nil, window: String? = nil) {
        self.grouping = grouping
        self.view = view
        self.window = window
    }

    /// Reads the query's pairs; other parameters are ignored.
    ///
    /// - Throws: ``APIError`` 400 when one of the three is given twice or empty.
    public static func parse(_ items: [(name: String, value: String?)]) throws(APIError) -> StudyQuery {
        var q = StudyQuery()
        for name in ["grouping", "view", "window"] {
            let values = items.filter { $0.name == name }.map { $0.value ?? "" }
            if values.count > 1 { throw APIError.badRequest("Give `\(name)` at most once.", field: name) }
            guard let v = values.first else { continue }
            if v.isEmpty { throw APIError.badRequest("`\(name)` needs a value.", field: name) }
            switch name {
            case "grouping": q.grouping = v
            case "view": q.view = v
            default: q.window = v
            }
        }
        return q
    }

    /// The grouping to show: the one asked for when the study offers it, else the first.
    ///
    /// - Throws: ``APIError`` 400 for a grouping the study does not offer.
    func grouping(offered: [String]) throws(APIError) -> String {
        guard let g = grouping else { return offered.first ?? "region" }
        guard offered.contains(g) else {
            throw APIError.badRequest("This study groups colleges by " + offered.map { "`\($0)`" }.joined(separator: ", ")
                                      + ".", field: "grouping")
        }
        return g
    }

    /// The view to show: `colleges` by default; `students` where the study has it.
    ///
    /// - Throws: ``APIError`` 400 for any other view, or `students` on a study that counts colleges only.
    func view(hasStudents: Bool) throws(APIError) -> String {
        guard let v = view else { return "colleges" }
        if v == "colleges" || (v == "students" && hasStudents) { return v }
        throw APIError.badRequest(hasStudents ? "`view` is `colleges` or `students`." : "This study counts colleges only: `view` is `colleges`.",
                                  field: "view")
    }

    /// The link to the study with one switch changed (defaults left out, in a fixed order).
    func href(_ slug: String, grouping: String? = nil, view: String? = nil, window: String? = nil,
              defaults: (grouping: String, view: String, window: String)) -> String {
        let g = grouping ?? self.grouping ?? defaults.grouping
        let v = view ?? self.view ?? defaults.view
        let w = window ?? self.window ?? defaults.window
        var parts: [String] = []
        if w != defaults.window { parts.append("window=\(w)") }
        if g != defaults.grouping { parts.append("grouping=\(g)") }
        if v != defaults.view { parts.append("view=\(v)") }
        return "/trends/\(slug)" + (parts.isEmpty ? "" : "?" + parts.joined(separator: "&"))
    }
}
