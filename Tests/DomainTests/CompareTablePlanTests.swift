import Foundation
@_spi(Lineage) import QuadAPIModels
import Testing
@testable import Domain

/// All the numbers' per-snapshot plan and the prepared source notes behind it: what they give must be exactly what
/// the general lineage calls give for the same college, for a college without lineage records (where the plan takes
/// its shortcut) and for one with records of every kind (where it must not).
struct CompareTablePlanTests {
    private let lineage: Lineage
    private let plan: CompareTablePlan

    init() throws {
        lineage = Lineage(meta: try LineageFixtures.meta())
        plan = CompareTablePlan(lineage: lineage)
    }

    /// The sample's plain college, the made-up one with lineage records of every kind, and the second sample record.
    private func colleges() throws -> [School] {
        [try LineageFixtures.abilene(), try LineageFixtures.synthetic(), try LineageFixtures.baldwin()]
    }

    /// The source notes as the rule states them, worked out the long way: for each college in order and each field
    /// in order, every source behind the field at that college; one group per key + URL + year in first-use order,
    /// holding the last details seen and the field labels once each.
    private func longWay(_ fields: [String], _ schools: [School]) -> [SourceGroup] {
        var order: [String] = []
        var latest: [String: CitedSource] = [:]
        var labels: [String: [String]] = [:]
        let targets: [School?] = schools.isEmpty ? [nil] : schools
        for school in targets {
            for field in fields {
                guard let def = FieldRegistry.covering(field) else { continue }
                for source in lineage.sources(of: def.path, school) {
                    let id = "\(source.key)|\(source.url)|\(source.year ?? "")"
                    if latest[id] == nil { order.append(id) }
                    latest[id] = source
                    if !(labels[id] ?? []).contains(def.label) { labels[id, default: []].append(def.label) }
                }
            }
        }
        return order.map { SourceGroup(source: latest[$0]!, fields: labels[$0] ?? []) }
    }

    @Test func preparedSourcesAreTheLongWayOnes() throws {
        let abilene = try LineageFixtures.abilene()
        let synthetic = try LineageFixtures.synthetic()
        let baldwin = try LineageFixtures.baldwin()
        let fields = plan.fields + ["demographics.racial_diversity.asian", "not.a.field", FieldPath.applicants]
        let prepared = lineage.prepare(fields: fields)
        for schools in [[], [abilene], [abilene, abilene], [synthetic], [abilene, synthetic, abilene],
                        [baldwin, abilene, synthetic, baldwin]] {
            let expected = longWay(fields, schools)
            #expect(lineage.sources(prepared, schools: schools) == expected, "\(schools.map(\.unitID))")
            #expect(lineage.sources(forFields: fields, schools: schools) == expected)
        }
        #expect(!longWay(fields, [abilene]).isEmpty)
    }

    @Test func cellValuesAreTheLineageOnes() throws {
        let rows = plan.groups.flatMap(\.rows)
        // The shortcut is taken somewhere (else this test would not exercise it).
        #expect(rows.contains { $0.plainCited != nil })
        for school in try colleges() {
            for planned in rows {
                let row = planned.row
                let field = row.cellField(school)
                for number in [row.cell(school)?.number, 0.25, nil] {
                    let expected = lineage.value(field ?? row.field, of: school, number, format: row.format)
                    #expect(plan.value(planned, field: field, of: school, number) == expected,
                            "\(school.unitID) \(row.label)")
                }
            }
        }
    }

    @Test func rowsYearsAndFields() throws {
        let rows = plan.groups.flatMap(\.rows)
        #expect(plan.groups.map(\.page) == [.admissions, .students, .academics, .cost, .outcomes])
        // Read off the reference meta.json: admissions figures are Fall 2024, the federal aid figures 2023–24.
        #expect(rows.first { $0.row.label == "Acceptance rate" }?.year == "Fall 2024")
        #expect(rows.first { $0.row.label == "First-years with grants" }?.year == "2023\u{2013}24")
        // Every row's field once, in first-use order, then the Website row's.
        #expect(Set(plan.fields).count == plan.fields.count)
        #expect(plan.fields.last == FieldPath.website)
        #expect(plan.fields.first == rows.first?.row.field)
        #expect(Set(plan.fields) == Set(rows.map(\.row.field) + [FieldPath.website]))
    }
}
