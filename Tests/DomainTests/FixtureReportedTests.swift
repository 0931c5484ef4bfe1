import Foundation
import QuadAPIModels
import Testing
@testable import Domain
@testable import Fixture

/// The generated colleges' own Common Data Sets: a realistic share publishes one, every section decodes into the
/// site's shapes, every value has a `college-site` lineage record on a registered path, and the figures pass the
/// checks the site's readers apply (lib/cds/cost-and-debt.ts, lib/cds/residency-display.ts, lib/cds/admissions.ts).
struct FixtureReportedTests {
    static let snapshot: Result<DatasetSnapshot, any Error> = Result {
        try DatasetFixtures.load(FixtureDatasets.committedSample)
    }

    private func reporters() throws -> [School] {
        try Self.snapshot.get().schools.filter { $0.reported != nil }
    }

    @Test func aSmallShareOfGeneratedCollegesPublishes() throws {
        let all = try Self.snapshot.get().schools
        let publishing = try reporters()
        #expect((10...45).contains(publishing.count), "\(publishing.count) of \(all.count)")
        // Never the real records or the sample college with its real files.
        #expect(!publishing.contains { ["222178", "138558", "100654"].contains($0.unitID) })
        #expect(publishing.allSatisfy { $0.type != "private-forprofit" || $0.reported?.admissionProfile != nil })
        // Each section the screens read appears at several colleges, so the guards exercise it.
        func count(_ has: (SchoolReported) -> Bool) -> Int { publishing.filter { $0.reported.map(has) ?? false }.count }
        #expect(count { $0.admissionsByResidency != nil } >= 5)
        #expect(count { $0.admissionProfileView?.waitList != nil } >= 5)
        #expect(count { $0.admissionProfileView?.earlyDecision != nil || $0.admissionProfileView?.earlyAction != nil } >= 5)
        #expect(count { $0.transferView != nil } >= 5)
        #expect(count { $0.logisticsView != nil } >= 5)
        #expect(count { $0.hsPrepView != nil } >= 5)
        #expect(count { $0.greekView != nil } >= 5)
        #expect(count { $0.religionView != nil } >= 2)
        #expect(count { $0.academicsView?.classSections != nil } >= 5)
        #expect(count { $0.costView?.nextYear != nil } >= 5)
        #expect(count { $0.outcomesView?.graduateDebt != nil } >= 5)
        #expect(count { $0.aidView != nil } >= 5)
        #expect(count { $0.testPolicy != nil } >= 5)
        #expect(count { $0.testsView?.bands != nil } >= 5)
    }

    @Test func everyValueHasACollegeSiteRecordOnARegisteredPath() throws {
        for school in try reporters() {
            let lineage = school.lineage ?? [:]
            #expect(!lineage.isEmpty, "\(school.unitID)")
            #expect(school.cds?.edition == "2025\u{2013}26")
            for (path, record) in lineage {
                #expect(FieldRegistry.byPath[path] != nil, "\(school.unitID) \(path) is not a registered field")
                // The policy checks cite the college's policy pages, not its Common Data Set.
                if path == "lgbtq.policies" {
                    #expect(record.source == SourceKey.policyPage && record.url != nil && record.quote != nil)
                    continue
                }
                #expect(record.source == SourceKey.collegeSite)
                #expect(record.edition == "2025\u{2013}26")
                #expect(record.url?.hasSuffix("/ir/cds-2025-26.pdf") == true)
                #expect(!(record.quote ?? "").isEmpty && !(record.year ?? "").isEmpty)
            }
        }
    }

    @Test func theFiguresPassTheSitesChecks() throws {
        let snapshot = try Self.snapshot.get()
        for school in try reporters() {
            let id = school.unitID
            let reported = try #require(school.reported)
            // C1: the groups add up to the class, and every count nests.
            if let r = reported.admissionsByResidency {
                let groups = [r.inState, r.outOfState, r.international, r.unknown].compactMap { $0 }
                for key in [\SchoolReported.ResidencyCounts.applicants, \.admitted, \.enrolled] {
                    let sum = groups.compactMap { $0[keyPath: key] }.reduce(0, +)
                    #expect(sum == r.total?[keyPath: key], "\(id) residency total")
                }
                for g in groups {
                    #expect((g.admitted ?? 0) <= (g.applicants ?? 0) && (g.enrolled ?? 0) <= (g.admitted ?? 0), "\(id)")
                }
            }
            let profile = reported.admissionProfileView
            if let w = profile?.waitList {
                #expect((w.admitted ?? 0) <= (w.accepted ?? 0) && (w.accepted ?? 0) <= (w.offered ?? 0), "\(id) wait list")
            }
            if let bands = profile?.gpa?.bands?.all {
                #expect(bands.count == 9 && abs(bands.compactMap { $0 }.reduce(0, +) - 1) < 0.001, "\(id) GPA bands")
            }
            // C9: the college's SAT and ACT blocks replaced the federal ones, which federal_tests keeps; each band
            // column sums to 1 and agrees with the percentiles (lib/score-bands.ts bandsAgreeWithPercentiles, ±2 points).
            if let tests = reported.testsView {
                if let sat = tests.satEbrw {
                    #expect(school.admissions?.satReading25_75 == ScoreRange(lo: sat.p25 ?? 0, hi: sat.p75 ?? 0), "\(id)")
                    #expect(school.admissions?.federalTests?.sat?.satReading25_75 != nil)
                    #expect(school.lineage?[FieldPath.satReading]?.source == SourceKey.collegeSite)
                }
                let columns: [([Double]?, CdsTests.Percentiles?, [Double])] = [
                    (tests.bands?.satComposite, tests.satComposite, [1400, 1200, 1000, 800, 600, 400]),
                    (tests.bands?.actComposite, tests.actComposite, [30, 24, 18, 12, 6, 1]),
                ]
                for (bands, pct, lows) in columns {
                    guard let bands, let pct else { continue }
                    #expect(abs(bands.reduce(0, +) - 1) < 0.001, "\(id) bands sum")
                    for p in [(0.25, pct.p25), (0.75, pct.p75)] {
                        guard let v = p.1, let i = lows.firstIndex(where: { v >= $0 }) else { continue }
                        let below = bands[(i + 1)...].reduce(0, +)
                        #expect(below <= p.0 + 0.02 && below + bands[i] >= p.0 - 0.02, "\(id) band of the \(p.0) percentile")
                    }
                }
            }
            // C8: the newer answer is the federal one, which federal_tests keeps.
            if reported.testPolicy != nil {
                #expect(school.admissions?.federalTests?.policy?.testPolicy == school.admissions?.testPolicy, "\(id)")
            }
            // G1: next year's tuition and fees at least 95% of this year's; food and housing add up.
            if let first = reported.costView?.nextYear?.firstYear, let federal = school.cost?.tuitionFees?.inState {
                let tuition = first.tuition?.amount ?? first.tuition?.inState ?? 0
                #expect(tuition + (first.fees ?? 0) >= 0.95 * federal, "\(id) next year's tuition")
                #expect(first.foodAndHousing == (first.housingOnly ?? 0) + (first.foodOnly ?? 0))
            }
            // H4–H5: any loan covers the federal one; the average is within ×0.5–×3 of the federal median.
            if let rows = reported.outcomesView?.graduateDebt?.rows, let any = rows["any"] {
                #expect((any.share ?? 0) >= (rows["federal"]?.share ?? 0), "\(id) graduate debt shares")
                if let median = school.outcomes?.medianDebt, let average = any.avgPrincipal {
                    #expect(average >= 0.5 * median && average <= 3 * median, "\(id) graduate debt average")
                }
            }
            // H: the detail file carries section H exactly when the record has aid facts.
            let table = try snapshot.detail(for: id)?.tables?.others["cds_aid"]?.rows?.decoded(as: CdsAidDetail.self)
            #expect((table != nil) == (reported.aid != nil), "\(id) cds_aid")
            if let table {
                #expect(table.document?.edition == "2025\u{2013}26")
                #expect(table.h2?.firstYears?["a"] != nil && table.cite?["H.201"]?.quote != nil)
            }
        }
    }

    @Test func lgbtqLifeInTheSitesShapes() throws {
        let schools = try Self.snapshot.get().schools
        let withLgbtq = schools.filter { $0.lgbtq != nil }
        // The federal counts for most colleges; the policy checks for those whose pages were read.
        #expect(withLgbtq.count > 100)
        let policies = withLgbtq.compactMap { $0.lgbtq?.policies }.filter { !$0.isEmpty }
        #expect(policies.count >= 20)
        let keys: Set<String> = ["nondiscrimination_orientation", "nondiscrimination_identity", "inclusive_housing",
                                 "name_on_records", "inclusive_restrooms", "health_plan_transition", "trans_athletics"]
        for check in policies.joined() {
            #expect(keys.contains(check.member("key")?.string ?? ""))
            #expect(["yes", "no", "not_found"].contains(check.member("value")?.string ?? ""))
            #expect(check.member("checked")?.string == "2026-08-14" && check.member("url")?.string != nil)
        }
        for school in withLgbtq {
            if let g = school.lgbtq?.gender, g.status == "reported" {
                #expect((g.another ?? -1) >= 0 && g.undergrads == school.demographics?.undergradEnrollment)
            }
            if let a = school.lgbtq?.admissions {
                #expect((a.enrolled ?? 0) <= (a.admitted ?? 0) && (a.admitted ?? 0) <= (a.applicants ?? 0))
            }
            #expect((school.lgbtq?.policies ?? []).isEmpty || school.lineage?["lgbtq.policies"] != nil)
        }
    }
}
