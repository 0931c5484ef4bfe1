import Domain
/// Fields of study the fixture awards degrees in: 6-digit CIP codes with their titles, the 4-digit program they
/// belong to (the Scorecard field-of-study level) and an illustrative national 4-year median earnings figure.
enum FixtureCIP {
    struct Major: Sendable {
        let cip: String
        let title: String
        let program: String
        let programTitle: String
        /// Relative popularity (weights the draw).
        let weight: Double
        let nationalEarnings: Double
    }

    static let majors: [Major] = [
        Major(cip: "52.0201", title: "Business Administration and Management, General", program: "52.02",
              programTitle: "Business Administration, Management and Operations", weight: 10, nationalEarnings: 68257),
        Major(cip: "51.3801", title: "Registered Nursing/Registered Nurse", program: "51.38",
              programTitle: "Registered Nursing, Nursing Administration, Nursing Research and Clinical Nursing",
              weight: 8, nationalEarnings: 82500),
        Major(cip: "42.0101", title: "Psychology, General", program: "42.01", programTitle: "Psychology, General",
              weight: 7, nationalEarnings: 50706),
        Major(cip: "26.0101", title: "Biology/Biological Sciences, General", program: "26.01",
              programTitle: "Biology, General", weight: 6, nationalEarnings: 57214),
        Major(cip: "11.0701", title: "Computer Science", program: "11.07", programTitle: "Computer Science",
              weight: 5, nationalEarnings: 96300),
        Major(cip: "11.0101", title: "Computer and Information Sciences, General", program: "11.01",
              programTitle: "Computer and Information Sciences, General", weight: 2, nationalEarnings: 92374),
        Major(cip: "31.0505", title: "Exercise Science and Kinesiology", program: "31.05",
              programTitle: "Sports, Kinesiology, and Physical Education/Fitness", weight: 4, nationalEarnings: 54562),
        Major(cip: "52.0301", title: "Accounting", program: "52.03", programTitle: "Accounting and Related Services",
              weight: 4, nationalEarnings: 76194),
        Major(cip: "52.0801", title: "Finance, General", program: "52.08",
              programTitle: "Finance and Financial Management Services", weight: 3, nationalEarnings: 83343),
        Major(cip: "52.1401", title: "Marketing/Marketing Management, General", program: "52.14",
              programTitle: "Marketing", weight: 3, nationalEarnings: 69303),
        Major(cip: "43.0103", title: "Criminal Justice/Law Enforcement Administration", program: "43.01",
              programTitle: "Criminal Justice and Corrections", weight: 3, nationalEarnings: 55378),
        Major(cip: "13.1202", title: "Elementary Education and Teaching", program: "13.12",
              programTitle: "Teacher Education and Professional Development, Specific Levels and Methods",
              weight: 3, nationalEarnings: 47382),
        Major(cip: "14.1901", title: "Mechanical Engineering", program: "14.19", programTitle: "Mechanical Engineering",
              weight: 2.5, nationalEarnings: 92135),
        Major(cip: "14.0801", title: "Civil Engineering, General", program: "14.08", programTitle: "Civil Engineering",
              weight: 1.5, nationalEarnings: 86517),
        Major(cip: "14.1001", title: "Electrical and Electronics Engineering", program: "14.10",
              programTitle: "Electrical, Electronics, and Communications Engineering", weight: 1.5,
              nationalEarnings: 100647),
        Major(cip: "09.0101", title: "Speech Communication and Rhetoric", program: "09.01",
              programTitle: "Communication and Media Studies", weight: 2.5, nationalEarnings: 58100),
        Major(cip: "45.1001", title: "Political Science and Government, General", program: "45.10",
              programTitle: "Political Science and Government", weight: 2.5, nationalEarnings: 63293),
        Major(cip: "45.0601", title: "Economics, General", program: "45.06", programTitle: "Economics", weight: 2,
              nationalEarnings: 78900),
        Major(cip: "45.1101", title: "Sociology, General", program: "45.11", programTitle: "Sociology", weight: 1.5,
              nationalEarnings: 52657),
        Major(cip: "23.0101", title: "English Language and Literature, General", program: "23.01",
              programTitle: "English Language and Literature, General", weight: 1.5, nationalEarnings: 48590),
        Major(cip: "54.0101", title: "History, General", program: "54.01", programTitle: "History", weight: 1.2,
              nationalEarnings: 50300),
        Major(cip: "44.0701", title: "Social Work", program: "44.07", programTitle: "Social Work", weight: 1.5,
              nationalEarnings: 51790),
        Major(cip: "51.2201", title: "Public Health, General", program: "51.22", programTitle: "Public Health",
              weight: 1.2, nationalEarnings: 55400),
        Major(cip: "40.0501", title: "Chemistry, General", program: "40.05", programTitle: "Chemistry", weight: 0.9,
              nationalEarnings: 65120),
        Major(cip: "27.0101", title: "Mathematics, General", program: "27.01", programTitle: "Mathematics", weight: 0.9,
              nationalEarnings: 69562),
        Major(cip: "40.0801", title: "Physics, General", program: "40.08", programTitle: "Physics", weight: 0.4,
              nationalEarnings: 76786),
        Major(cip: "50.0702", title: "Fine/Studio Arts, General", program: "50.07", programTitle: "Fine and Studio Arts",
              weight: 0.9, nationalEarnings: 41367),
        Major(cip: "50.0901", title: "Music, General", program: "50.09", programTitle: "Music", weight: 0.7,
              nationalEarnings: 42892),
        Major(cip: "24.0101", title: "Liberal Arts and Sciences/Liberal Studies", program: "24.01",
              programTitle: "Liberal Arts and Sciences, General Studies and Humanities", weight: 1.2,
              nationalEarnings: 53072),
        Major(cip: "24.0102", title: "General Studies", program: "24.01",
              programTitle: "Liberal Arts and Sciences, General Studies and Humanities", weight: 0.8,
              nationalEarnings: 53072),
        Major(cip: "01.0101", title: "Agricultural Business and Management, General", program: "01.01",
              programTitle: "Agricultural Business and Management", weight: 0.6, nationalEarnings: 58800),
        Major(cip: "03.0104", title: "Environmental Science", program: "03.01",
              programTitle: "Natural Resources Conservation and Research", weight: 0.8, nationalEarnings: 52100),
        Major(cip: "16.0905", title: "Spanish Language and Literature", program: "16.09",
              programTitle: "Romance Languages, Literatures, and Linguistics", weight: 0.5, nationalEarnings: 47600),
        Major(cip: "38.0101", title: "Philosophy", program: "38.01", programTitle: "Philosophy", weight: 0.4,
              nationalEarnings: 55200),
        Major(cip: "39.0601", title: "Theology/Theological Studies", program: "39.06",
              programTitle: "Theological and Ministerial Studies", weight: 0.5, nationalEarnings: 41200),
        Major(cip: "30.9999", title: "Multi-/Interdisciplinary Studies, Other", program: "30.99",
              programTitle: "Multi/Interdisciplinary Studies, Other", weight: 0.8, nationalEarnings: 54300),
        Major(cip: "19.0101", title: "Family and Consumer Sciences/Human Sciences, General", program: "19.01",
              programTitle: "Family and Consumer Sciences/Human Sciences, General", weight: 0.4,
              nationalEarnings: 48460),
        Major(cip: "26.0202", title: "Biochemistry", program: "26.02",
              programTitle: "Biochemistry, Biophysics and Molecular Biology", weight: 0.6, nationalEarnings: 60900),
        Major(cip: "10.0202", title: "Radio and Television Broadcasting Technology/Technician", program: "10.02",
              programTitle: "Audiovisual Communications Technologies/Technicians", weight: 0.3, nationalEarnings: 44889),
        Major(cip: "15.1001", title: "Construction Engineering Technology/Technician", program: "15.10",
              programTitle: "Construction Engineering Technology/Technician", weight: 0.3, nationalEarnings: 93843),
    ]

    /// The title of a 6-digit CIP code, nil when the table does not have it.
    static func title(of cip: String) -> String? {
        majors.first { $0.cip == cip }?.title
    }
}
