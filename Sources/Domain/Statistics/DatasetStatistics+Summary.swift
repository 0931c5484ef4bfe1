extension DatasetStatistics {
    /// The dataset summary. Applicant and admit totals pool only colleges with applicants and an admitted count.
    /// `columns` are the statistics' per-college metric columns (applicants and undergraduates are read from them).
    static func summarize(
        _ schools: [School], columns: [[Double]], medianAcceptance: Double?, medianSat: Double?
    ) -> DatasetSummary {
        let applicantColumn = columns[MetricKey.applicants.ordinal]
        let undergradColumn = columns[MetricKey.enrollment.ordinal]
        var states = Set<String>()
        var applicants = 0.0
        var admitted = 0.0
        var pooled = 0
        var undergrads = 0.0
        var yearCounts: [Int: Int] = [:]
        var yearOrder: [Int] = []
        for i in schools.indices {
            states.insert(schools[i].location.state)
            if !undergradColumn[i].isNaN { undergrads += undergradColumn[i] }
            let apps = applicantColumn[i]
            if apps > 0, let admits = schools[i].admissions?.admitted {
                applicants += apps
                admitted += admits
                pooled += 1
            }
            if let year = schools[i].admissions?.year {
                if yearCounts[year] == nil { yearOrder.append(year) }
                yearCounts[year, default: 0] += 1
            }
        }
        var mode: Int?
        var best = 0
        for year in yearOrder where yearCounts[year, default: 0] > best {
            mode = year
            best = yearCounts[year, default: 0]
        }
        return DatasetSummary(
            count: schools.count, states: states.count, totalApplicants: applicants, totalAdmitted: admitted, pooledColleges: pooled,
            totalUndergrads: undergrads, overallAdmitRate: applicants > 0 ? admitted / applicants : 0, year: mode,
            medianAcceptance: medianAcceptance, medianSat: medianSat)
    }
}
