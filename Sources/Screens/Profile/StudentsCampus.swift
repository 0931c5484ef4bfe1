import Core
import Domain
import QuadAPIModels

/// The campus life panel of Students & campus (app/schools/[id]/students/page.tsx's second Panel): housing
/// (CampusLife), sports, programs and services (``StudentsServices``), religious and Greek life
/// (``StudentsFaithGreek``), and LGBTQ+ life (``StudentsLgbtq``).
enum StudentsCampus {
    /// The panel, shown as the site's lib/profile-data.ts `hasCampus` decides: housing, athletics or programs, a
    /// Greek life card, a religious life block, or the federal another-gender counts or a state law.
    static func campusLife(_ c: ProfileContext) -> [Block] {
        let s = c.school
        let campus = s.campus
        guard campus?.housing != nil || campus?.athletics != nil || campus?.programs != nil
            || StudentsFaithGreek.hasGreekCard(s) || ReligiousLifeView(s) != nil || StudentsLgbtq.hasLgbtq(s)
        else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "Housing, sports, faith, Greek life, and LGBTQ+ life", anchor: "campus",
                                                   eyebrow: "Campus life")]
        if let takeaway = Takeaways.campus(s) { out.append(.takeaway(TakeawayBlock(text: takeaway, tone: .neutral))) }
        out += housingAndServices(c)
        out += StudentsFaithGreek.religiousLife(c)
        out += StudentsFaithGreek.greekLife(c)
        out += StudentsLgbtq.blocks(c)
        return out.compactMap { $0 }
    }

    static func housingAndServices(_ c: ProfileContext) -> [Block?] {
        housing(c) + StudentsServices.blocks(c)
    }

    /// "Housing" (components/school/CampusLife): beds with the beds-per-100 line against the median college, the
    /// first-years' live-on rule and meal plans, each "Not reported" when the survey leaves it blank; one line when
    /// the college offers no housing.
    static func housing(_ c: ProfileContext) -> [Block?] {
        guard let h = c.school.campus?.housing else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(3, "Housing", anchor: "housing")]
        guard h.offered == true else {
            out.append(ProfileBlocks.text("No college housing: students live off campus."))
            return out
        }
        let beds = c.value(FieldPath.housing, h.capacity, .num)
        out.append(.statTiles(StatTilesBlock(tiles: [StatTile(label: "Beds", value: h.capacity == nil ? beds.emDashWhenMissing : beds,
                                                              hint: bedsLine(c), term: "housing-capacity")])))
        let rule = h.firstYearsRequired.map { $0 ? "Must live on campus" : "Not required to live on campus" } ?? "Not reported"
        out.append(ProfileBlocks.text("**First-years:** \(rule)"))
        if h.firstYearsRequired == false {
            out.append(ProfileBlocks.text("Many colleges still expect it, with exceptions such as for local students."))
        }
        let meals = h.mealPlan.map { offered in
            offered ? h.mealsPerWeek.flatMap { $0 > 0 ? "Up to \(JSNumber.string($0)) meals a week" : nil } ?? "Offered"
                : "None offered"
        } ?? "Not reported"
        out.append(ProfileBlocks.text("**Meal plans:** \(meals)"))
        return out
    }

    /// "About 45 for every 100 undergrads (median college: 38). Can include graduate housing." ("Room for every
    /// undergrad" from 100 up); nil without beds per 100.
    static func bedsLine(_ c: ProfileContext) -> String? {
        guard let per100 = Derived.bedsPer100(c.school) else { return nil }
        let lead = per100 >= 100 ? "Room for every undergrad" : "About \(JSNumber.string(per100)) for every 100 undergrads"
        let median = c.statistics.median(.bedsPer100).map { " (median college: \(JSNumber.string(JSNumber.round($0))))" } ?? ""
        return lead + median + ". Can include graduate housing."
    }
}
