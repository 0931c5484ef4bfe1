import Domain
import QuadAPIModels

/// The campus life panel of Students & campus: housing, athletics, programs and services, religious life, LGBTQ+
/// life. Shown when the college reports housing, athletics or programs, or LGBTQ+ data.
enum StudentsCampus {
    static func campusLife(_ c: ProfileContext) -> [Block] {
        let s = c.school
        let campus = s.campus
        let hasLgbtq = s.lgbtq?.gender?.another != nil || s.lgbtq?.stateLaw != nil
        guard campus?.housing != nil || campus?.athletics != nil || campus?.programs != nil || hasLgbtq else { return [] }
        var out: [Block?] = [ProfileBlocks.heading(2, "Campus life", anchor: "campus")]
        if let h = campus?.housing {
            out.append(ProfileBlocks.heading(3, "Housing", anchor: "housing"))
            if h.offered == false {
                out.append(ProfileBlocks.text("No college housing."))
            } else {
                out.append(ProfileBlocks.tiles([
                    ProfileBlocks.tile("Beds in college housing", c.value(FieldPath.housing, h.capacity, .num),
                                       term: "housing-capacity"),
                    ProfileBlocks.tile("Beds per 100 undergrads", c.value(.bedsPer100), term: "housing-capacity"),
                ]))
                var lines: [String] = []
                if let required = h.firstYearsRequired {
                    lines.append(required ? "First-years must live on campus." : "First-years may live off campus.")
                }
                if h.mealPlan == true { lines.append("Meal plans are offered.") }
                if !lines.isEmpty { out.append(ProfileBlocks.text(lines.joined(separator: " "))) }
            }
        }
        var chips: [Chip] = []
        if let athletics = OverviewCards.athleticsLabel(s) { chips.append(Chip(label: athletics, term: "ncaa-division")) }
        for sport in campus?.athletics?.sports ?? [] { chips.append(Chip(label: sportLabel(sport))) }
        if let p = campus?.programs {
            for branch in p.rotc ?? [] { chips.append(Chip(label: rotcLabel(branch), term: "rotc")) }
            if p.studyAbroad == true { chips.append(Chip(label: "Study abroad")) }
            if p.undergradResearch == true { chips.append(Chip(label: "Undergrad research")) }
            if p.intellectualDisabilityProgram == true { chips.append(Chip(label: "Program for students with intellectual disabilities")) }
        }
        if let v = campus?.services {
            if v.counseling == true { chips.append(Chip(label: "Counseling")) }
            if v.employment == true { chips.append(Chip(label: "Job help while enrolled")) }
            if v.placement == true { chips.append(Chip(label: "Career placement")) }
            if v.childCare == true { chips.append(Chip(label: "Child care")) }
        }
        if !chips.isEmpty {
            out.append(ProfileBlocks.heading(3, "Sports, programs and services", anchor: "services"))
            out.append(.chips(ChipsBlock(chips: chips)))
        }
        if let religion = s.religion?.affiliation?.label {
            out.append(ProfileBlocks.heading(3, "Religious life", anchor: "religion"))
            out.append(ProfileBlocks.text("Religious affiliation: \(religion)."))
        }
        if hasLgbtq {
            out.append(ProfileBlocks.heading(3, "LGBTQ+ life", anchor: "lgbtq"))
            if let g = s.lgbtq?.gender, let another = g.another {
                out.append(ProfileBlocks.tiles([ProfileBlocks.tile("Undergrads of another gender",
                                                                   c.value("lgbtq.gender", another, .num))]))
            }
            if let law = s.lgbtq?.stateLaw, let summary = law.summary {
                out.append(ProfileBlocks.text((law.name.map { "**\($0)**: " } ?? "") + summary))
            }
        }
        return out.compactMap { $0 }
    }

    static func sportLabel(_ code: String) -> String {
        switch code {
        case "football": "Football"
        case "basketball": "Basketball"
        case "baseball": "Baseball"
        case "track": "Track and field"
        default: code.prefix(1).uppercased() + code.dropFirst()
        }
    }

    static func rotcLabel(_ code: String) -> String {
        switch code {
        case "army": "Army ROTC"
        case "navy": "Navy ROTC"
        case "air_force": "Air Force ROTC"
        default: "ROTC"
        }
    }
}
