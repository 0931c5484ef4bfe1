@_spi(Lineage) public import QuadAPIModels

/// Values and the source list of a high school's screen (the site's `lib/hs-fields.ts` registry and `citeHsField`).
///
/// Directory and enrollment fields cite the Common Core of Data (a private school's, the Private School Universe
/// Survey), graduation rates EDFacts, rigor the Civil Rights Data Collection, each with the release year
/// `meta.json` gives; a state report value cites the section of the state file that lists it; a profile value cites
/// the school's own profile. Shares derived from two counts say how.
public struct HighSchoolCiter: Sendable {
    /// One registered field: label, default source and the `meta.vintages` key of its year.
    public struct Field: Sendable {
        public var label: String
        public var source: String
        public var vintage: String?
        public var formula: String?
    }

    public static let fields: [String: Field] = {
        func ccd(_ label: String) -> Field { Field(label: label, source: "nces-ccd", vintage: "ccd-enrollment") }
        func crdc(_ label: String, _ formula: String? = nil) -> Field {
            Field(label: label, source: "crdc", vintage: "crdc", formula: formula)
        }
        return [
            "grades": Field(label: "Grades offered", source: "nces-ccd", vintage: "ccd-directory"),
            "enrollment.total": ccd("Enrollment"),
            "enrollment.by_grade": ccd("Enrollment by grade"),
            "student_teacher_ratio": ccd("Student-to-teacher ratio"),
            "frl_share": ccd("Free or reduced-price lunch eligible"),
            "grad_rate": Field(label: "Four-year graduation rate", source: "edfacts", vintage: "edfacts-acgr"),
            "grad_history": Field(label: "Four-year graduation rate by class", source: "edfacts",
                                  vintage: "edfacts-acgr-history"),
            "rigor.ap_courses": crdc("AP courses offered"),
            "derived.ap_enrolled_share": crdc("Share of students in an AP course",
                                              "Students in at least one AP course ÷ enrollment, both from the same CRDC year"),
            "derived.ap_pass_share": crdc("AP exam takers who passed at least one exam",
                                          "Students who passed at least one AP exam ÷ students who took one"),
            "derived.ib_enrolled_share": crdc("Share of students in the IB program",
                                              "Students in the IB Diploma Programme ÷ enrollment, both from the same CRDC year"),
            "derived.dual_enrolled_share": crdc("Share of students in dual enrollment",
                                                "Students in dual enrollment ÷ enrollment, both from the same CRDC year"),
            "state.college_going_rate": Field(label: "College-going rate", source: "state-report"),
            "state.ap_pass_rate": Field(label: "AP pass rate", source: "state-report"),
            "state.ela_proficiency": Field(label: "Reading/ELA proficiency", source: "state-report"),
            "state.math_proficiency": Field(label: "Math proficiency", source: "state-report"),
            "state.chronic_absence": Field(label: "Chronic absence", source: "state-report"),
            "state.nsc_enrolled_fall": Field(label: "Enrolled in college the fall after graduating", source: "state-report"),
            "state.nsc_persisted": Field(label: "Returned for a second year of college", source: "state-report"),
            "state.nsc_completed": Field(label: "Completed a college degree", source: "state-report"),
            "detail.gpa_scale": Field(label: "GPA scale", source: "hs-profile"),
            "detail.gpa_distribution": Field(label: "GPA distribution", source: "hs-profile"),
            "detail.matriculation": Field(label: "Where graduates enrolled", source: "hs-profile"),
            "detail.admitted": Field(label: "Colleges that admitted graduates", source: "hs-profile"),
        ]
    }()

    public let school: HighSchool
    private let meta: HighSchoolMeta
    private let report: HighSchoolStateFile?
    private let detail: HighSchoolDetail?
    private var order: [String] = []
    private var groups: [String: (source: CitedSource, fields: [String])] = [:]

    public init(school: HighSchool, meta: HighSchoolMeta, report: HighSchoolStateFile?, detail: HighSchoolDetail?) {
        self.school = school
        self.meta = meta
        self.report = report
        self.detail = detail
    }

    /// The source one field of this school names.
    public func source(_ path: String) -> CitedSource {
        let def = Self.fields[path] ?? Field(label: path, source: "nces-ccd", vintage: nil)
        func info(_ key: String) -> HighSchoolMeta.Source? { meta.sources?[key] }
        switch def.source {
        case "state-report":
            let field = String(path.dropFirst("state.".count))
            guard let section = report?.section(for: field) else {
                return CitedSource(key: "state-\(school.state.lowercased())", label: "Not reported by the state",
                                   publisher: "Not reported by the state", year: nil, url: "/data", retrieved: meta.generated)
            }
            return CitedSource(key: section.source, label: section.label,
                               publisher: info(section.source)?.publisher ?? section.label, year: section.year,
                               url: section.url, retrieved: section.retrieved)
        case "hs-profile":
            guard let d = detail else {
                return CitedSource(key: "hs-profile", label: "No school profile", publisher: "No school profile",
                                   year: nil, url: "/data", retrieved: meta.generated)
            }
            let year = path == "detail.matriculation" ? d.matriculation?.classes
                : path == "detail.admitted" ? d.admitted?.classes : nil
            return CitedSource(key: "hs-profile", label: "\(school.name) school profile \(d.profile.edition)",
                               publisher: school.name, year: year ?? d.profile.edition, url: d.profile.url,
                               retrieved: d.profile.retrieved)
        default:
            let privateCCD = !school.isPublic && def.source == "nces-ccd"
            let key = privateCCD ? "nces-pss" : def.source
            let vintage = privateCCD ? "pss" : def.vintage
            let i = info(key)
            return CitedSource(key: key, label: i?.name ?? "Source being published", publisher: i?.publisher ?? "Updating now",
                               year: vintage.flatMap { meta.vintages?[$0] ?? nil }, url: i?.url ?? "/data",
                               retrieved: i?.retrieved ?? meta.generated)
        }
    }

    /// The citation of `path` for this school.
    public func cited(_ path: String) -> Cited {
        let def = Self.fields[path] ?? Field(label: path, source: "nces-ccd", vintage: nil)
        let s = source(path)
        return Cited(source: s, path: path, field: def.label, method: def.formula == nil ? "reported" : "derived",
                     isDefault: true, formula: def.formula)
    }

    /// One value of `path` for this school, printed in `format` (`formatBy(format, number)`).
    public mutating func value(_ path: String, _ number: Double?, format: FormatKind) -> Value {
        let c = cited(path)
        note(c)
        let finite = number.flatMap { $0.isFinite ? $0 : nil }
        return Value(value: finite, display: SiteFormat.display(finite, as: format), format: format, cited: c)
    }

    /// The state's median of `path` over its public high schools.
    public mutating func median(_ path: String, _ number: Double, format: FormatKind) -> Value {
        let base = cited(path)
        note(base)
        let c = Cited(source: base.source, path: path, field: "\(base.field), state median", method: "derived",
                      isDefault: true, formula: "Median of \(USStates.name(school.state))'s public high schools that report it",
                      inputs: [base.source])
        return Value(value: number, display: SiteFormat.display(number, as: format), format: format, cited: c)
    }

    private mutating func note(_ c: Cited) {
        let id = sourceID(c.source)
        if groups[id] == nil {
            order.append(id)
            groups[id] = (c.source, [c.field])
        } else if !groups[id]!.fields.contains(c.field) {
            groups[id]!.fields.append(c.field)
        }
    }

    /// Every source the values named, in first-use order, with the fields that cite it.
    public var sourceGroups: [SourceGroup] {
        order.compactMap { id in groups[id].map { SourceGroup(source: $0.source, fields: $0.fields) } }
    }
}
