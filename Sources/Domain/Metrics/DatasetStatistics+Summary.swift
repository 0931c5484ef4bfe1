extension DatasetStatistics {
    /// The dataset summary. Applicant and admit totals pool only colleges with applicants and an admitted count.
    static func summarize(_ schools: [School], medianAcceptance: Double?, medianSat: Double?) -> DatasetSummary {
        var states = Set<String>()
        var applicants = 0.0
        var admitted = 0.0
        var undergrads = 0.0
        var yearCounts: [Int: Int] = [:]
        var yearOrder: [Int] = []
        for s in schools {
            states.insert(s.location.state)
            undergrads += s.demographics?.undergradEnrollment ?? 0
            if let a = s.admissions {
                if let apps = a.applicants, apps > 0, let admits = a.admitted {
                    applicants += apps
                    admitted += admits
                }
                if let year = a.year {
                    if yearCounts[year] == nil { yearOrder.append(year) }
                    yearCounts[year, default: 0] += 1
                }
            }
        }
        var mode: Int?
        var best = 0
        for year in yearOrder where yearCounts[year, default: 0] > best {
            mode = year
            best = yearCounts[year, default: 0]
        }
        return DatasetSummary(
            count: schools.count, states: states.count, totalApplicants: applicants, totalAdmitted: admitted,
            totalUndergrads: undergrads, overallAdmitRate: applicants > 0 ? admitted / applicants : 0, year: mode,
            medianAcceptance: medianAcceptance, medianSat: medianSat)
    }
}
