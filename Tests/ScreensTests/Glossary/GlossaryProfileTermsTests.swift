import Domain
import Foundation
import Testing
@testable import Screens

/// The twelve glossary entries added for terms the site's profile components attach (raywross/college-stats,
/// components/school/*.tsx), each found on the profile page that renders its component
/// (app/schools/[id]/{topic}/page.tsx). The documents are that page for every sample college with its own report
/// and for the hand-made report, read from their JSON like the coverage sweep (``GlossaryReferences``).
struct GlossaryProfileTermsTests {
    /// Each new key with the page its component sits on. The comment names the component and where it attaches the
    /// term: an `<InfoTip>` beside a title or a number, a `<MetricLabel term>` around a line, a `<Term>` in a sentence.
    static let placed: [(key: String, topic: ProfileTopic)] = [
        // ApplyingForAid (cost/page.tsx): <Term> on "CSS Noncustodial Profile" when forms.noncustodial_profile.
        ("noncustodial-profile", .cost),
        // ApplyingForAid: <Term> on "Business/Farm Supplement" when forms.business_farm_supplement.
        ("business-farm-supplement", .cost),
        // ApplyingForAid: <MetricLabel term="aid-methodology"> around "Need is calculated with …".
        ("aid-methodology", .cost),
        // NextYearPrice (cost/page.tsx): <MetricLabel term="next-year-price"> on "Next year (…), reported by {name}".
        ("next-year-price", .cost),
        // GraduateDebt: <InfoTip term="cumulative-principal"> after the share and the average. No stored site page
        // imports it; our outcomes page prints it (OutcomesReported, "What graduates owe").
        ("cumulative-principal", .outcomes),
        // TransferringInCard (admissions/page.tsx): <MetricLabel term="advanced-standing"> on "Grants credit for course
        // work completed at another college".
        ("advanced-standing", .admissions),
        // HsPrepBox (admissions/page.tsx): <InfoTip term="college-preparatory-program"> in "What you'll need in high
        // school".
        ("college-preparatory-program", .admissions),
        // GpaPanel: <MetricLabel term="gpa-band"> on "First-years by high school GPA (4.0 scale)".
        ("gpa-band", .admissions),
        // AdmissionFactors (admissions/page.tsx): ORDER's "High school record" row InfoTip.
        ("secondary-school-record", .admissions),
        // AdmissionFactors: ORDER's "College-prep program" row InfoTip.
        ("college-prep-program", .admissions),
        // Residence (students/page.tsx): <InfoTip term="first-time-student"> after "{n} first-time students".
        ("first-time-student", .students),
        // CampusServices (students/page.tsx): <InfoTip term="disability-services"> after the disability line.
        ("disability-services", .students),
    ]

    /// The hand-made report (222178, every section the site reads) with both extra aid forms marked, so ApplyingForAid
    /// prints both `<Term>` lines: no sample college marks the Business/Farm Supplement.
    static let handMade: Result<DatasetSnapshot, any Error> = Result {
        var reported = FidelityReported.reported
        var aid = reported["aid"] as? [String: Any] ?? [:]
        var forms = aid["forms"] as? [String: Any] ?? [:]
        forms["noncustodial_profile"] = true
        forms["business_farm_supplement"] = true
        aid["forms"] = forms
        reported["aid"] = aid
        return try FidelityReported.snapshot(reported: reported)
    }

    @Test func eachNewEntryIsUsedOnItsSitesPage() throws {
        let sample = SampleDataset.snapshot
        let reported = sample.schools.filter { $0.reported != nil }.map(\.unitID)
        #expect(reported.count > 20, "the sample has only \(reported.count) colleges with their own report")
        let handMade = try Self.handMade.get()
        var onPage: [ProfileTopic: GlossaryReferences] = [:]
        for topic in Set(Self.placed.map(\.topic)) {
            var refs = GlossaryReferences()
            // A college that lacks the topic has no such page (a 404): passed over.
            for id in reported {
                if let screen = try? ProfileScreens.topic(sample, id: id, topic: topic.rawValue) {
                    try refs.add(screen, as: "profile \(id) \(topic.rawValue)")
                }
            }
            try refs.add(ProfileScreens.topic(handMade, id: "222178", topic: topic.rawValue), as: "hand-made \(topic.rawValue)")
            onPage[topic] = refs
        }
        #expect(Set(Self.placed.map(\.key)).count == 12)
        for (key, topic) in Self.placed {
            #expect(Glossary.entry(key) != nil, "no glossary entry for \(key)")
            #expect(onPage[topic]?.keys.contains(key) == true, "\(key) is on no \(topic.rawValue) page")
        }
    }
}
