import Domain

/// `reference/cip2020.json` for a generated dataset: NCES's CIP 2020 titles (public federal data, typed here from the
/// classification; family titles in title case, no closing period) of every code the dataset uses, with their
/// 4-digit groups and 2-digit families, in the site's shape.
enum FixtureCIPTitles {
    /// Where the titles come from.
    static let source = "Classification of Instructional Programs (CIP 2020), National Center for Education Statistics"
    static let url = "https://nces.ed.gov/ipeds/cipcode/"
    static let crosswalkURL = "https://nces.ed.gov/ipeds/cipcode/resources.aspx?y=56"
    static let retrieved = "2026-09-28"

    /// NCES titles of the families, the groups, and the programs outside ``FixtureCIP/majors`` (whose titles are
    /// theirs): the sample college's real programs and the real records' top majors.
    static let titles: [String: String] = [
        "01": "Agricultural/Animal/Plant/Veterinary Science and Related Fields",
        "03": "Natural Resources and Conservation",
        "04": "Architecture and Related Services",
        "09": "Communication, Journalism, and Related Programs",
        "10": "Communications Technologies/Technicians and Support Services",
        "11": "Computer and Information Sciences and Support Services",
        "13": "Education",
        "14": "Engineering",
        "15": "Engineering/Engineering-Related Technologies/Technicians",
        "16": "Foreign Languages, Literatures, and Linguistics",
        "19": "Family and Consumer Sciences/Human Sciences",
        "23": "English Language and Literature/Letters",
        "24": "Liberal Arts and Sciences, General Studies and Humanities",
        "26": "Biological and Biomedical Sciences",
        "27": "Mathematics and Statistics",
        "30": "Multi/Interdisciplinary Studies",
        "31": "Parks, Recreation, Leisure, Fitness, and Kinesiology",
        "38": "Philosophy and Religious Studies",
        "39": "Theology and Religious Vocations",
        "40": "Physical Sciences",
        "42": "Psychology",
        "43": "Homeland Security, Law Enforcement, Firefighting and Related Protective Services",
        "44": "Public Administration and Social Service Professions",
        "45": "Social Sciences",
        "50": "Visual and Performing Arts",
        "51": "Health Professions and Related Programs",
        "52": "Business, Management, Marketing, and Related Support Services",
        "54": "History",
        "01.01": "Agricultural Business and Management",
        "01.09": "Animal Sciences",
        "01.10": "Food Science and Technology",
        "01.99": "Agricultural/Animal/Plant/Veterinary Science and Related Fields, Other",
        "03.01": "Natural Resources Conservation and Research",
        "03.05": "Forestry",
        "04.03": "City/Urban, Community, and Regional Planning",
        "09.01": "Communication and Media Studies",
        "10.02": "Audiovisual Communications Technologies/Technicians",
        "11.01": "Computer and Information Sciences, General",
        "11.07": "Computer Science",
        "13.10": "Special Education and Teaching",
        "13.12": "Teacher Education and Professional Development, Specific Levels and Methods",
        "13.13": "Teacher Education and Professional Development, Specific Subject Areas",
        "14.01": "Engineering, General",
        "14.08": "Civil Engineering",
        "14.10": "Electrical, Electronics, and Communications Engineering",
        "14.19": "Mechanical Engineering",
        "15.10": "Construction Engineering Technologies",
        "16.09": "Romance Languages, Literatures, and Linguistics",
        "19.01": "Family and Consumer Sciences/Human Sciences, General",
        "23.01": "English Language and Literature, General",
        "24.01": "Liberal Arts and Sciences, General Studies and Humanities",
        "26.01": "Biology, General",
        "26.02": "Biochemistry, Biophysics and Molecular Biology",
        "27.01": "Mathematics",
        "30.99": "Multi/Interdisciplinary Studies, Other",
        "31.05": "Sports, Kinesiology, and Physical Education/Fitness",
        "38.01": "Philosophy",
        "39.06": "Theological and Ministerial Studies",
        "40.05": "Chemistry",
        "40.08": "Physics",
        "42.01": "Psychology, General",
        "43.01": "Criminal Justice and Corrections",
        "44.07": "Social Work",
        "45.06": "Economics",
        "45.10": "Political Science and Government",
        "45.11": "Sociology",
        "50.07": "Fine and Studio Arts",
        "50.09": "Music",
        "51.22": "Public Health",
        "51.38": "Registered Nursing, Nursing Administration, Nursing Research and Clinical Nursing",
        "52.01": "Business/Commerce, General",
        "52.02": "Business Administration, Management and Operations",
        "52.03": "Accounting and Related Services",
        "52.07": "Entrepreneurial and Small Business Operations",
        "52.08": "Finance and Financial Management Services",
        "52.14": "Marketing",
        "54.01": "History",
        "01.0999": "Animal Sciences, Other",
        "01.1001": "Food Science",
        "01.9999": "Agricultural/Animal/Plant/Veterinary Science and Related Fields, Other",
        "03.0599": "Forestry, Other",
        "04.0301": "City/Urban, Community, and Regional Planning",
        "13.1001": "Special Education and Teaching, General",
        "13.1012": "Education/Teaching of Individuals with Speech or Language Impairments",
        "13.1210": "Early Childhood Education and Teaching",
        "13.1301": "Agricultural Teacher Education",
        "13.1314": "Physical Education Teaching and Coaching",
        "14.0101": "Engineering, General",
        "31.0504": "Sport and Fitness Administration/Management",
        "52.0101": "Business/Commerce, General",
        "52.0203": "Logistics, Materials, and Supply Chain Management",
        "52.0701": "Entrepreneurship/Entrepreneurial Studies",
    ]

    /// NCES's title of a canonical code, nil when neither table has it.
    static func title(of code: String) -> String? {
        titles[code] ?? FixtureCIP.title(of: code)
    }

    /// Every code `codes` names, with its group and family, that has a title.
    static func entries(for codes: some Sequence<String>) -> [String: String] {
        var out: [String: String] = [:]
        for code in codes {
            guard let canonical = CipCode.normalize(code) else { continue }
            for level in Set([canonical, CipCode.group(canonical), CipCode.family(canonical)].compactMap { $0 }) {
                out[level] = title(of: level)
            }
        }
        return out
    }

    /// The codes a dataset uses: the generated programs, the sample college's detail file (its `majors` and
    /// `programs` rows) and the real records' top majors.
    static func codesUsed(sampleDetail: FixtureValue, realSchools: [FixtureValue]) -> [String] {
        var codes = FixtureCIP.majors.map(\.cip)
        for table in ["majors", "programs"] {
            if case let .object(rows)? = sampleDetail.value(at: "tables.\(table).rows") { codes += rows.map(\.key) }
        }
        for record in realSchools {
            guard case let .array(top)? = record.value(at: "academics.majors_top") else { continue }
            codes += top.compactMap { if case let .string(cip)? = $0["cip"] { cip } else { nil } }
        }
        return codes
    }

    /// The file: the site's keys in the site's order (`source`, `url`, `crosswalk_url`, `retrieved`, `titles`,
    /// `moved_from_2010`), indented by two spaces, titles sorted by code one per line. No CIP 2010 code the dataset
    /// uses moved, so the crosswalk is empty.
    static func file(codes: some Sequence<String>) -> [UInt8] {
        let titles = entries(for: codes).map { FixtureMember(key: $0.key, value: .string($0.value)) }
        let members: [(String, FixtureValue)] = [
            ("source", .string(source)), ("url", .string(url)), ("crosswalk_url", .string(crosswalkURL)),
            ("retrieved", .string(retrieved)), ("titles", .object(titles)), ("moved_from_2010", .object([])),
        ]
        var out = Array("{\n".utf8)
        for (i, (key, value)) in members.enumerated() {
            out += Array("  ".utf8)
            FixtureJSONWriter.write(.string(key), into: &out, indent: 2, level: 1)
            out += Array(": ".utf8)
            FixtureJSONWriter.write(value, into: &out, indent: 2, level: 1)
            out += Array((i < members.count - 1 ? ",\n" : "\n").utf8)
        }
        out += Array("}\n".utf8)
        return out
    }
}
