import Core
public import Domain
public import QuadAPIModels

/// `GET /high-schools/{id}` (`app/high-schools/[id]/page.tsx`): header; enrollment, staffing and lunch; rigor;
/// outcomes with the graduation rate by class; grading; where graduates go; each value against the state median of
/// public high schools where there is one, and every value cited. A section with nothing says so in one line.
public enum HighSchoolScreen {
    /// The screen of the school with `id`.
    ///
    /// - Throws: ``APIError`` 404 for an id the directory lacks; ``DatasetLoadError`` when a file is broken.
    public static func build(_ snapshot: DatasetSnapshot, id: String) throws -> Screen {
        let dir = try HighSchoolDirectory.of(snapshot)
        guard let school = dir.school(id: id), let meta = dir.meta else {
            throw APIError.notFound("There is no high school with that id.")
        }
        let report = dir.stateReport(for: school)
        let detail = try dir.detail(id: id)
        var p = HighSchoolParts(school: school, medians: dir.medians[school.state] ?? [:], report: report?.values,
                                citer: HighSchoolCiter(school: school, meta: meta, report: report?.file, detail: detail),
                                snapshot: snapshot)
        var blocks: [Block?] = [
            .links(LinksBlock(links: [Link(label: "High schools", href: "/high-schools")], style: .list)),
            .heading(HeadingBlock(level: 1, text: school.name, eyebrow: "High school", anchor: "school")),
            .text(TextBlock(markdown: header(school))),
        ]
        let badges = [("Charter", school.status?.charter), ("Magnet", school.status?.magnet),
                      ("Title I", school.status?.titleI), ("Virtual", school.status?.virtual)]
            .compactMap { $0.1 == true ? Chip(label: $0.0) : nil }
        if !badges.isEmpty { blocks.append(.chips(ChipsBlock(chips: badges))) }
        blocks += p.enrollment()
        blocks += p.rigor()
        blocks += p.outcomes()
        blocks += p.grading(detail)
        blocks += p.whereGraduatesGo(detail)
        let sources = p.citer.sourceGroups
        if !sources.isEmpty { blocks.append(.sourceNote(SourceNoteBlock(sources: sources))) }
        blocks.append(.text(TextBlock(markdown: "NCES school ID \(school.id) · Data generated \(meta.generated ?? "")."
            + " [About high school data](/data#high-schools)")))
        return Screen(title: school.name, url: "/high-schools/\(school.id)", blocks: blocks.compactMap { $0 },
                      sources: sources, publish: snapshot.publishID)
    }

    /// "Huron, CA · Huron Public Schools · Public · Grades 9–12 · Town: Distant".
    static func header(_ s: HighSchool) -> String {
        var parts = [s.city.map { "\($0), \(s.state)" } ?? USStates.name(s.state)]
        if let d = s.district { parts.append(d.name) }
        parts.append((s.isPublic ? "Public" : "Private") + (s.affiliation.map { " · \($0)" } ?? ""))
        parts.append("Grades \(s.grades.span)")
        if let l = s.locale { parts.append(l) }
        return parts.joined(separator: " · ")
    }
}
