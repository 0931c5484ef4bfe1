public import Domain
public import QuadAPIModels

/// The signed-in "my high school" line of a college's overview (the site's `MyHighSchoolLine` and
/// `myHighSchoolMatriculation`): for the person's own high school, when that school's profile detail lists the
/// college among where its graduates enrolled with a count. Nothing otherwise: no school, an id the directory lacks,
/// no profile detail (or one that cannot be read), the college not listed, or listed as "Fewer than 5".
///
/// ```swift
/// MyHighSchoolLineBuilder.line(snapshot, college: "214981", highSchoolID: "021000000000")?.text
/// // "25 enrolled in 2023–2025 (school profile, 2025–26)"
/// ```
public enum MyHighSchoolLineBuilder {
    /// The line for `college`, from the high school with `highSchoolID`.
    public static func line(_ snapshot: DatasetSnapshot, college: String, highSchoolID: String?) -> MyHighSchoolLine? {
        guard let id = highSchoolID, let directory = try? HighSchoolDirectory.of(snapshot),
              let school = directory.school(id: id), let meta = directory.meta,
              let detail = try? directory.detail(id: id), let matriculation = detail.matriculation,
              let entry = matriculation.entries.first(where: { $0.unitID == college }), let count = entry.count
        else { return nil }
        var citer = HighSchoolCiter(school: school, meta: meta, report: directory.stateReport(for: school)?.file,
                                    detail: detail)
        // The site prints the count as the number itself ("6", "1234"), not with separators: the `int` format.
        let enrolled = citer.value("detail.matriculation", count, format: .int)
        return MyHighSchoolLine(
            lead: "From your high school,", school: Link(label: school.name, href: "/high-schools/\(school.id)"),
            text: "\(enrolled.display) enrolled in \(matriculation.classes) (school profile, \(detail.profile.edition))",
            enrolled: enrolled)
    }
}
