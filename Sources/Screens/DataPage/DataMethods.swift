import Domain
import QuadAPIModels

/// "How we calculate": the rules behind the figures, then keeping the data current and where to get a personal
/// estimate.
enum DataMethods {
    static let rules: [(title: String, text: String)] = [
        ("Which colleges are included",
         "Every operating U.S. college that mainly awards bachelor's degrees, excluding online-only institutions and "
            + "those reporting no undergraduates."),
        ("Missing data",
         "If a college doesn't report something (for example, open-admission colleges have no acceptance rate), we "
            + "show a dash and leave it out of rankings and medians. Missing is never treated as zero."),
        ("National ranks & medians",
         "Each college is compared with every other college that reports the same measure. \"Higher than 80%\" means "
            + "it's above 80% of them."),
        ("Acceptance rate",
         "Admitted \u{F7} applicants from the same survey year. Not calculated for colleges with fewer than 10 "
            + "applicants."),
        ("SAT totals",
         "Colleges report Reading & Writing and Math ranges separately; we add them to estimate a total range. It's an "
            + "approximation, since students aren't at the same percentile on both sections."),
        ("Average cost (all students)",
         "Published net price figures only cover students who received aid. We estimate what the average first-year "
            + "actually paid: the sticker price for each residency rate (tuition and fees plus books, on-campus room "
            + "and board, and other expenses), weighted by how many students pay each rate, minus the share who got "
            + "grants \u{D7} their average grant. Students without grants count at full price. All inputs are from the "
            + "same year (IPEDS). It assumes on-campus living, so it runs high at commuter-heavy schools."),
        ("Aid generosity",
         "Total grant dollars \u{F7} number of first-years \u{F7} full price: the share of the full cost that grants "
            + "cover for the average student, counting those who get none. Tiers: Very generous 55%+, Generous "
            + "40\u{2013}55%, Moderate 25\u{2013}40%, Limited under 25%."),
        ("In-state vs. out-of-state",
         "Public universities show separate sticker prices for in-state and out-of-state students, and the share of "
            + "first-years paying each rate. The all-student average weights them by that share."),
        ("Net price by family income",
         "From the College Scorecard, for students receiving federal aid (who filed the FAFSA). Families who didn't "
            + "file aren't included."),
        ("Diversity index",
         "The chance two randomly chosen students come from different racial/ethnic groups (Simpson's index)."),
        ("Payback estimate",
         "Four years of average net price \u{F7} median earnings ten years after entry. A rough comparison, not a "
            + "financial forecast."),
    ]

    static func method(_ c: DataContext) -> [Block] {
        var blocks = [SectionBlocks.heading("How we calculate", eyebrow: "Methods", anchor: "method")]
        for rule in rules {
            blocks.append(SectionBlocks.subheading(rule.title, anchor: "method-\(DataCalendar.anchor(rule.title))"))
            blocks.append(SectionBlocks.text(rule.text))
        }
        return blocks + [
            SectionBlocks.text("Every term is defined in the [glossary](/glossary)."),
            SectionBlocks.text("How we measure the use of the site itself (never anything you enter) is described on the "
                + "[privacy page](/privacy)."),
            SectionBlocks.subheading("Keeping it current", anchor: "keeping-it-current"),
            SectionBlocks.text("We rebuild the dataset from these sources regularly and switch to each new release "
                + "automatically once it's published (see [upcoming releases](/data#upcoming))."),
            SectionBlocks.subheading("For your own numbers", anchor: "for-your-own-numbers"),
            SectionBlocks.text("Averages can't tell you what your family will pay. Every college's profile "
                + "links to its official [net price calculator](/glossary#net-price-calculator) for a personal estimate, "
                + "alongside its own admissions, application, and financial aid pages."),
        ]
    }
}
