import Core
public import Domain
public import QuadAPIModels

/// `GET /high-schools?q=&state=&kind=` (`app/high-schools/page.tsx`): searches only when `q` or `state` is given, at
/// most 30 results, each with the site's row line.
public enum HighSchoolSearchBuilder {
    /// Results the page shows.
    public static let limit = 30
    static let notSearched = "Search by name, city, or pick a state to browse its public and private high schools."
    static let noMatches = "No high schools matched. Try a different name or state."

    /// The search.
    ///
    /// - Parameters:
    ///   - q: name or city words (trimmed, cut to 100 characters); empty lists a state's schools by name.
    ///   - state: a USPS code in any case, or empty.
    ///   - kind: `public`, `private`, or empty.
    /// - Throws: ``APIError`` 400 for a state that is not two letters or a kind other than public or private;
    ///   ``DatasetLoadError`` when a directory file is broken.
    public static func search(_ snapshot: DatasetSnapshot, q rawQ: String, state rawState: String, kind rawKind: String)
        throws -> HighSchoolSearchResponse
    {
        let q = String(rawQ.trimmed.prefix(100))
        let state = rawState.trimmed.uppercased()
        guard state.isEmpty || (state.utf8.count == 2 && state.utf8.allSatisfy { $0 >= 0x41 && $0 <= 0x5A }) else {
            throw APIError.badRequest("`state` is a two-letter state code.", field: "state")
        }
        let kind = rawKind.trimmed
        guard kind.isEmpty || kind == "public" || kind == "private" else {
            throw APIError.badRequest("`kind` is `public` or `private`.", field: "kind")
        }
        let searched = !q.isEmpty || !state.isEmpty
        let hits = searched
            ? try HighSchoolDirectory.of(snapshot).search(q: q, state: state.isEmpty ? nil : state,
                                                          kind: kind.isEmpty ? nil : kind, limit: limit).map(hit)
            : []
        return HighSchoolSearchResponse(
            q: q, state: state.isEmpty ? nil : state, kind: kind.isEmpty ? nil : kind, searched: searched, results: hits,
            message: !searched ? notSearched : hits.isEmpty ? noMatches : nil,
            states: USStates.statesByName.map { HighSchoolStateOption(code: $0.code, name: $0.name) })
    }

    /// A school as a hit, with the row line: "{district · }{City, ST} · Public · Grades 9–12".
    public static func hit(_ s: HighSchool) -> HighSchoolHit {
        let place = s.city.map { "\($0), \(s.state)" } ?? s.state
        let line = (s.district.map { "\($0.name) · " } ?? "") + "\(place) · \(s.isPublic ? "Public" : "Private") · Grades \(s.grades.span)"
        return HighSchoolHit(id: s.id, name: s.name, city: s.city, state: s.state, kind: s.kind, district: s.district?.name,
                             grades: s.grades.span, line: line, href: "/high-schools/\(s.id)")
    }
}

extension String {
    /// The string without leading and trailing whitespace.
    var trimmed: String {
        String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }
}
