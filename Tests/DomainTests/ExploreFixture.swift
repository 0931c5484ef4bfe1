import Foundation
import QuadAPIModels
@testable import Domain

/// Seven hand-built colleges whose values sit on the Explore filters' boundaries; the expected matches in the tests
/// are worked out by hand from these values (screens-map §1.1 rules).
enum ExploreFixture {
    /// Home for distance tests: ZIP 02139's centroid (42.3647, −71.1042), as in `data/zip-centroids.csv`.
    static let zips = ZipCentroids(csv: Data("zip,city,state,lat,lng\n02139,Cambridge,MA,42.3647,-71.1042\n".utf8))
    static let geography = ExploreGeography(zips: zips)

    static let snapshot: DatasetSnapshot = {
        do {
            return try DatasetSnapshot(schools: schools, meta: DatasetMeta(), releaseCalendar: ReleaseCalendar(),
                                       publishID: "explore-fixture", loadedAt: Date(timeIntervalSince1970: 0))
        } catch {
            fatalError("fixture: \(error)")
        }
    }()

    /// Names by id, for readable expectations.
    static let names = ["1": "Alpha College", "2": "Beta University", "3": "Gamma Institute", "4": "Delta College",
                        "5": "Epsilon University", "6": "Zeta College", "7": "Eta College"]

    static func json(_ text: String) -> JSONValue {
        // Force-unwrapped: the literals below are valid JSON.
        try! JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
    }

    static func range(_ lo: Double, _ hi: Double) -> ScoreRange { ScoreRange(lo: lo, hi: hi) }

    static func make(_ id: String, type: String, state: String, region: String, city: String, lat: Double?, lng: Double?,
                     _ edit: (inout School) -> Void) -> School {
        var location = SchoolLocation(city: city, state: state)
        location.region = region
        location.lat = lat
        location.lng = lng
        var s = School(unitID: id, name: names[id]!, location: location, type: type)
        s.admissions = SchoolAdmissions()
        s.demographics = SchoolDemographics()
        s.cost = SchoolCost()
        s.outcomes = SchoolOutcomes()
        s.campus = SchoolCampus()
        s.academics = SchoolAcademics()
        edit(&s)
        return s
    }

    static let schools: [School] = [alpha, beta, gamma, delta, epsilon, zeta, eta]

    static var alpha: School {
        make("1", type: "public", state: "MA", region: "Northeast", city: "Boston", lat: 42.3601, lng: -71.0942) { s in
            s.admissions?.applicants = 30000
            s.admissions?.acceptanceRate = 0.10
            s.admissions?.satReading25_75 = range(600, 700)
            s.admissions?.satMath25_75 = range(600, 700)
            s.admissions?.actComposite25_75 = range(27, 32)
            s.admissions?.testPolicy = "considered"
            var factors = SchoolAdmissions.AdmissionFactors()
            factors.legacy = "not_considered"
            factors.essay = "considered"
            factors.gpa = "required"
            s.admissions?.factors = factors
            s.admissions?.applicationFee = 0
            s.demographics?.undergradEnrollment = 4999
            s.demographics?.menShare = 0.40
            s.demographics?.partTimeShare = 0.10
            s.demographics?.pellGrantPercent = 0.2
            var residence = SchoolDemographics.Residence()
            residence.outOfState = 0.50
            s.demographics?.residence = residence
            s.cost?.avgPaidAll = 20000
            s.cost?.tuitionPlans = ["guarantee"]
            s.cost?.netPriceByIncome = [5000, 8000, 12000, 18000, 30000]
            s.outcomes?.federalLoanRate = 0.20
            s.outcomes?.gradRatePell = 0.80
            s.outcomes?.gradRateNoPellNoLoan = 0.849
            var setting = SchoolCampus.Setting()
            setting.group = "city"
            s.campus?.setting = setting
            var carnegie = SchoolCampus.Carnegie()
            carnegie.research = "R1"
            carnegie.accessEarnings = "Opportunity Colleges and Universities: Higher Access, Higher Earnings"
            s.campus?.carnegie = carnegie
            s.campus?.designations = ["land_grant"]
            s.campus?.msi = ["hsi"]
            var athletics = SchoolCampus.Athletics()
            athletics.associations = ["ncaa"]
            athletics.division = "I-FBS"
            athletics.sports = ["football", "basketball"]
            athletics.conference = SchoolCampus.Conference(code: 102, name: "Atlantic Coast Conference")
            s.campus?.athletics = athletics
            var programs = SchoolCampus.Programs()
            programs.rotc = ["army", "navy"]
            programs.studyAbroad = true
            programs.undergradResearch = true
            s.campus?.programs = programs
            var housing = SchoolCampus.Housing()
            housing.firstYearsRequired = true
            s.campus?.housing = housing
            s.academics?.studentFacultyRatio = 8
            var faculty = SchoolAcademics.Faculty()
            faculty.fullTimeShare = 0.9
            s.academics?.faculty = faculty
            s.academics?.bachelorsAwarded = 500
            s.academics?.bachelorsByFamily = ["52": 25, "11": 100]
            var trends = SchoolTrends()
            trends.avgPaidAll = TrendSummary(since: 2014, from: 19000, to: 20000, change: 0.05)
            trends.applicants = TrendSummary(since: 2014, from: 1000, to: 2000, change: 1.0)
            trends.acceptanceRate = TrendSummary(since: 2014, from: 0.14, to: 0.10, change: -0.04)
            trends.diversity = TrendSummary(since: 2014, from: 0.5, to: 0.53, change: 0.03)
            s.trends = trends
            var religion = SchoolReligion()
            religion.affiliation = nil
            s.religion = religion
            s.directories = json(#"{"faith": ["jewish"], "greek": ["nphc"], "lgbtq": ["center"]}"#)
            var lgbtq = SchoolLgbtq()
            lgbtq.policies = [json(#"{"key": "inclusive_housing", "value": "yes"}"#)]
            s.lgbtq = lgbtq
            var reported = SchoolReported()
            reported.greek = json(#"{"frat_pct_undergrad": 0.2, "sor_pct_undergrad": 0.1}"#)
            reported.aid = json(#"{"forms": {"fafsa": true, "css_profile": false}, "international": {"need_based": true, "non_need": false}}"#)
            reported.academics = json(#"{"programs": {"honors": true}}"#)
            reported.admissionsLogistics = json(#"{"deferred_admission": {"allowed": true}}"#)
            reported.transfer = json(#"{"enrolls_transfers": true}"#)
            reported.admissionProfile = json(#"{"gpa": {"average": 3.9, "bands": {}}}"#)
            var grid = SchoolReported.AdmissionsByResidency()
            var inState = SchoolReported.ResidencyCounts()
            inState.applicants = 1000
            inState.admitted = 300
            var outOfState = SchoolReported.ResidencyCounts()
            outOfState.applicants = 1000
            outOfState.admitted = 260
            grid.inState = inState
            grid.outOfState = outOfState
            reported.admissionsByResidency = grid
            s.reported = reported
            var aid = SchoolAid()
            var cds = SchoolAid.CdsAid()
            cds.meritNoNeed = 10
            aid.cds = cds
            s.aid = aid
        }
    }

    static var beta: School {
        make("2", type: "private-nonprofit", state: "CA", region: "West", city: "Palo Alto", lat: 37.4275, lng: -122.1697) { s in
            s.admissions?.testPolicy = "required"
            var factors = SchoolAdmissions.AdmissionFactors()
            factors.essay = "required"
            factors.legacy = "considered"
            s.admissions?.factors = factors
            s.admissions?.applicationFee = 50
            s.demographics?.undergradEnrollment = 5000
            s.demographics?.menShare = 0.61
            s.demographics?.partTimeShare = 0.11
            var residence = SchoolDemographics.Residence()
            residence.outOfState = 0.49
            s.demographics?.residence = residence
            s.cost?.avgPaidAll = 80000
            s.outcomes?.federalLoanRate = 0.21
            s.outcomes?.gradRatePell = 0.70
            s.outcomes?.gradRateNoPellNoLoan = 0.75
            var setting = SchoolCampus.Setting()
            setting.group = "suburb"
            s.campus?.setting = setting
            var carnegie = SchoolCampus.Carnegie()
            carnegie.research = "R2"
            s.campus?.carnegie = carnegie
            var athletics = SchoolCampus.Athletics()
            athletics.associations = ["naia"]
            s.campus?.athletics = athletics
            var programs = SchoolCampus.Programs()
            programs.rotc = ["air_force"]
            s.campus?.programs = programs
            s.academics?.studentFacultyRatio = 15
            var faculty = SchoolAcademics.Faculty()
            faculty.fullTimeShare = 0.5
            s.academics?.faculty = faculty
            s.academics?.bachelorsAwarded = 300
            s.academics?.bachelorsByFamily = ["11": 24]
            var trends = SchoolTrends()
            trends.avgPaidAll = TrendSummary(since: 2014, from: 76000, to: 80000, change: 0.0501)
            trends.applicants = TrendSummary(since: 2014, from: 150, to: 400, change: 1.6667)
            s.trends = trends
            var religion = SchoolReligion()
            var affiliation = SchoolReligion.Affiliation()
            affiliation.code = 30
            affiliation.label = "Roman Catholic"
            religion.affiliation = affiliation
            s.religion = religion
            var reported = SchoolReported()
            reported.greek = json(#"{"frat_pct_undergrad": null, "sor_pct_undergrad": 0.35}"#)
            var grid = SchoolReported.AdmissionsByResidency()
            var inState = SchoolReported.ResidencyCounts()
            inState.applicants = 100
            inState.admitted = 50
            var outOfState = SchoolReported.ResidencyCounts()
            outOfState.applicants = 300
            outOfState.admitted = 100
            grid.inState = inState
            grid.outOfState = outOfState
            reported.admissionsByResidency = grid
            s.reported = reported
            var aid = SchoolAid()
            aid.cohort = 100
            aid.grantCount = 50
            var byIncome = SchoolAid.ByIncome()
            byIncome.granted = [10, 10, 10, 10, 5]
            aid.byIncome = byIncome
            s.aid = aid
        }
    }

    static var gamma: School {
        make("3", type: "private-forprofit", state: "TX", region: "Southwest", city: "Austin", lat: nil, lng: nil) { s in
            s.admissions?.applicants = 500
            s.admissions?.acceptanceRate = 0.5
            s.admissions?.satReading25_75 = range(400, 500)
            s.admissions?.satMath25_75 = range(400, 500)
            s.admissions?.testPolicy = "not-considered"
            s.demographics?.undergradEnrollment = 30000
            s.demographics?.menShare = 0.39
            s.demographics?.partTimeShare = 0.5
            var trends = SchoolTrends()
            trends.avgPaidAll = TrendSummary(since: 2014, from: 10000, to: 9400, change: -0.06)
            trends.applicants = TrendSummary(since: 2014, from: 250, to: 500, change: 1.0)
            trends.acceptanceRate = TrendSummary(since: 2014, from: 0.45, to: 0.5, change: 0.05)
            s.trends = trends
            var religion = SchoolReligion()
            var affiliation = SchoolReligion.Affiliation()
            affiliation.code = 999
            religion.affiliation = affiliation
            s.religion = religion
            s.academics?.bachelorsByFamily = ["52": 300]
            var setting = SchoolCampus.Setting()
            setting.group = "town"
            s.campus?.setting = setting
            s.campus?.designations = ["hbcu"]
            var athletics = SchoolCampus.Athletics()
            athletics.associations = ["ncaa"]
            athletics.division = "II"
            s.campus?.athletics = athletics
            var aid = SchoolAid()
            var cds = SchoolAid.CdsAid()
            cds.meritNoNeed = 0
            aid.cds = cds
            s.aid = aid
        }
    }

    static var delta: School {
        make("4", type: "public", state: "AK", region: "West", city: "Anchorage", lat: 61.2181, lng: -149.8997) { s in
            s.admissions?.applicants = 100
            s.admissions?.acceptanceRate = 1.0
            s.admissions?.actComposite25_75 = range(18, 24)
            s.admissions?.testPolicy = "recommended"
            s.demographics?.undergradEnrollment = 15000
            s.demographics?.menShare = 0.60
            s.demographics?.partTimeShare = 0.0
            s.cost?.avgPaidAll = 0
            var setting = SchoolCampus.Setting()
            setting.group = "rural"
            s.campus?.setting = setting
            var athletics = SchoolCampus.Athletics()
            athletics.associations = ["ncaa"]
            athletics.division = "III"
            s.campus?.athletics = athletics
            s.academics?.bachelorsAwarded = 0
            s.academics?.bachelorsByFamily = [:]
        }
    }

    static var epsilon: School {
        make("5", type: "public", state: "PR", region: "Southeast", city: "San Juan", lat: 18.4, lng: -66.05) { s in
            s.admissions?.applicants = 2000
            s.admissions?.acceptanceRate = 0.0999
            s.admissions?.satReading25_75 = range(500, 600)
            s.admissions?.satMath25_75 = range(500, 600)
            s.demographics?.undergradEnrollment = 14999
        }
    }

    static var zeta: School {
        make("6", type: "private-nonprofit", state: "MA", region: "Northeast", city: "Worcester", lat: 42.2626, lng: -71.8023) { s in
            s.admissions?.applicants = 30000
            s.admissions?.acceptanceRate = 0.25
            s.admissions?.satReading25_75 = range(550, 650)
            s.admissions?.satMath25_75 = range(550, 650)
            s.demographics?.undergradEnrollment = 2000
            s.cost?.avgPaidAll = 35000
            var trends = SchoolTrends()
            trends.applicants = TrendSummary(since: 2014, from: 25000, to: 30000, change: 0.2)
            trends.diversity = TrendSummary(since: 2014, from: 0.4, to: 0.431, change: 0.031)
            s.trends = trends
            var religion = SchoolReligion()
            var affiliation = SchoolReligion.Affiliation()
            affiliation.code = 52
            religion.affiliation = affiliation
            s.religion = religion
        }
    }

    static var eta: School {
        make("7", type: "public", state: "NY", region: "Northeast", city: "New York", lat: 40.7128, lng: -74.006) { s in
            s.admissions?.applicants = 8000
            s.admissions?.acceptanceRate = 0.75
            s.admissions?.satReading25_75 = range(500, 600)
            s.admissions?.satMath25_75 = range(500, 600)
            s.demographics?.undergradEnrollment = 12000
            s.cost?.avgPaidAll = 15000
            var trends = SchoolTrends()
            trends.undergrads = TrendSummary(since: 2014, from: 11000, to: 12000, change: 0.0909)
            s.trends = trends
        }
    }

    /// The ids of `query`'s matches in display order.
    static func ids(_ query: String, fit: ExploreFit = .signedOut) -> [String] {
        let outcome = run(query, fit: fit)
        return outcome.positions.map { snapshot.schools[$0].unitID }
    }

    static func run(_ query: String, fit: ExploreFit = .signedOut) -> ExploreOutcome {
        ExploreEngine.run(snapshot, query: parse(query), geography: geography, fit: fit)
    }

    static func parse(_ query: String) -> ExploreQuery {
        ExploreQuery.parse(pairs(query), known: ExploreIndex.of(snapshot).known)
    }

    /// Decoded pairs of a raw query (no percent-escapes in these tests beyond `%20`).
    static func pairs(_ query: String) -> [ExplorePair] {
        query.split(separator: "&").map { piece in
            let parts = piece.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let value = parts.count > 1 ? String(parts[1]).replacingOccurrences(of: "%20", with: " ") : ""
            return ExplorePair(name: String(parts[0]), value: value)
        }
    }
}
