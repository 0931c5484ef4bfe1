/// The line each profile `ShowMore` prints under its button (components/ui/show-more.tsx `hint`), by the button's
/// words, as the topic pages and their components pass them. A fold whose button is not listed has no second line.
enum ShowMoreHints {
    static let byLabel: [String: String] = [
        // app/schools/[id]/admissions/page.tsx
        "Show out of every 100 applicants": "The funnel as 100 squares",
        "Show the admissions map": "Acceptance rate vs. SAT for 300 colleges",
        // components/school/ScoreBands.tsx
        "Show section score bands": "SAT sections, ACT English and Math",
        // components/school/GpaPanel.tsx
        "Show class rank": "Where first-years stood in their high school class",
        // app/schools/[id]/students/page.tsx
        "Show men, women, part-time, and age": "How the student body compares with the median college",
        // app/schools/[id]/cost/page.tsx
        "Show borrowing and repayment": "Who takes federal loans, debt by background, and how repayment is going",
        "Show who gets aid": "How generous grants are, who gets them, where aid comes from, and aid by family income",
    ]

    /// The second line under the button `label`, when the site prints one.
    static func line(_ label: String) -> String? { byLabel[label] }
}
