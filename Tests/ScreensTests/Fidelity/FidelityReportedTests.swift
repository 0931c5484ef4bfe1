import Domain
import QuadAPIModels
import Testing
@testable import Screens

/// The colleges' own reports (Common Data Set sections) for the hand-made record of ``FidelityReported``: each
/// expected string from the site's component or lib/cds display function named above it.
struct FidelityReportedTests {
    // MARK: - Admissions

    @Test func residencyAdmissions() throws {
        let page = try FidelityReported.page("admissions").section("Where applicants live")
        // lib/cds/residency-display.ts admissionsByResidency: rates 4200/6000 = 0.7, 2000/4000 = 0.5, 60/300 = 0.2;
        // notable (both groups ≥ 200 applicants, 20 points apart), so the card with the sentence
        // `${State} applicants were admitted at ${pctSmart(in)}, applicants from other states at ${pctSmart(out)}, and
        // international applicants at ${pctSmart(intl)}.`
        #expect(page.texts.contains("Texas applicants were admitted at 70%, applicants from other states at 50%, and "
            + "international applicants at 20%."))
        // ResidencyAdmissions bars `From ${State}`, "From other states", "From abroad".
        #expect(page.tile("From Texas")?.value.display == "70%")
        #expect(page.tile("From other states")?.value.display == "50%")
        #expect(page.tile("From abroad")?.value.display == "20%")
        // "All applicants in the same class": 6260 / 10300 = 0.6078 → pctSmart "61%".
        #expect(page.displays("derived.admit_rate_same_class") == ["61%"])
        // yieldSentence: yields rounded to 4 places, 600/4200 = 0.1429, 200/2000 = 0.1, 20/60 = 0.3333.
        #expect(page.texts.contains("Of those admitted, 14% from Texas enrolled, against 10% from other states and 33% from abroad."))
    }

    @Test func waitListAndEarlyRounds() throws {
        let page = try FidelityReported.page("admissions")
        // WaitListLine: `Wait list: ${num(500)} offered a place, ${num(300)} accepted, ${num(12)} admitted (${pctSmart(12
        // / 300 = 0.04)} of those who accepted)` → "4.0%".
        #expect(page.displays("reported.admission_profile.wait_list.offered") == ["500"])
        #expect(page.displays("reported.admission_profile.wait_list.accepted") == ["300"])
        #expect(page.displays("reported.admission_profile.wait_list.admitted") == ["12"])
        #expect(page.displays("derived.wait_list_admit_rate") == ["4.0%"])
        // EarlyRounds: `Early decision: ${pctSmart(360 / 800)} admitted`; `${num(360)} of ${num(800)} early
        // applicants` (no "of all applicants": the early counts come from another document than the funnel);
        // dates cap(`apply by ${monthDayLabel}; decisions by …`) with short months.
        let early = page.section("Applying early")
        #expect(early.displays("derived.ed_admit_rate") == ["45%"])
        #expect(early.strings.contains("360 of 800 early applicants"))
        #expect(early.strings.contains("Apply by Nov 1; decisions by Dec 15"))
        #expect(early.strings.contains("Early action (not binding): apply by Nov 15; decisions by Jan 31"))
    }

    @Test func transferringIn() throws {
        let page = try FidelityReported.page("admissions").section("Transferring in")
        // TransferringInCard: pctSmart(0.55) "of transfer applicants were admitted" vs. pctSmart(0.6603) of first-year
        // applicants; counts `${toLocaleString()} applied · … admitted · … enrolled`.
        #expect(page.displays("reported.transfer.admit_rate") == ["55%"])
        #expect(page.displays("reported.transfer.applicants") == ["1,000"])
        // termsSentence: two terms joined by " and ".
        #expect(page.strings.contains("Transfers may start in the fall and spring."))
        // credits: unit "Credit(s)" lowercased with "(s)" → "s": `At least 24 credits completed to apply as a transfer.`
        #expect(page.displays("reported.transfer.min_credits") == ["24"])
        #expect(page.strings.contains("credits completed to apply as a transfer."))
        // `Minimum college GPA: ${x.toFixed(1)}` → "2.5"; REQUIREMENT_LABELS.required_some "Required of some".
        #expect(page.displays("reported.transfer.min_college_gpa") == ["2.5"])
        #expect(page.tableRows.contains(["High school transcript", "Required of some"]))
        // datesSentence (long months): `Fall entry: priority date March 15, apply by June 1, decisions on a rolling
        // basis`.
        #expect(page.strings.contains { $0.contains("Fall entry: priority date March 15, apply by June 1, decisions on a rolling basis") })
    }

    @Test func applyingAndHighSchoolPrep() throws {
        let page = try FidelityReported.page("admissions")
        // lib/cds/application-logistics-display.ts applyingLines, in order, with formatCdsDate's long months.
        let applying = try #require(page.section("Applying").texts.first { $0.hasPrefix("Apply by") })
        #expect(applying == [
            "Apply by February 1 for fall 2026.",
            "Decisions are sent on a rolling basis starting October 15.",
            "Admitted students must reply by May 1, or within 1 week if admitted later.",
            "$300 housing deposit, due May 1, partly refundable.",
            "Admitted students may postpone enrollment for a gap year. Longest postponement: 1 year.",
        ].joined(separator: "\n\n"))
        // completionSentence and collegePrep.
        let prep = page.section("What you'll need in high school")
        #expect(prep.texts.contains("Requires a high school diploma; accepts the GED."))
        #expect(prep.texts.contains("Recommends a college-preparatory program in high school."))
    }

    @Test func gpaPanel() throws {
        let page = try FidelityReported.page("admissions")
        // GpaPanel: `Average GPA ${avg.toFixed(2)}`; submitted 0.85 < 0.9 → `From the ${pct(0.85)} of first-years who
        // reported a GPA.`; classRankSentence: top tenth and top quarter, `of the ${pct(0.4)} whose high school
        // reported a rank.`
        #expect(page.displays("reported.admission_profile.gpa.average") == ["3.62"])
        #expect(page.strings.contains("From the 85% of first-years who reported a GPA."))
        #expect(page.texts.contains("30% were in the top tenth of their high school class, 60% in the top quarter, of the 40% "
            + "whose high school reported a rank."))
    }

    @Test func scoreBandsAndTheCollegesOwnTotal() throws {
        let page = try FidelityReported.page("admissions")
        let bands = page.section("Score bands")
        // lib/score-bands.ts bandsSentence: SAT top band 8% < 10% → the largest, 42% in "1200–1399"; ACT 92% ≥ 90% →
        // "Nearly all who sent an ACT (92%) scored 30 or higher." and no bar (oneBandDominates).
        #expect(bands.texts.contains("**SAT total:** 42% of enrolled first-years who sent an SAT scored 1200\u{2013}1399."))
        #expect(bands.texts.contains("**ACT composite:** Nearly all who sent an ACT (92%) scored 30 or higher."))
        var bars: [StackedBarBlock] = []
        for b in bands.blocks { if case let .stackedBar(x) = b { bars.append(x) } }
        // The SAT bar: bands above zero, bandLabel with an en dash, Math.round(v × 100)%.
        let sat = try #require(bars.first { $0.label == "SAT total score bands" })
        #expect(sat.segments.map { "\($0.label) \($0.value.display)" }
            == ["1400\u{2013}1600 8%", "1200\u{2013}1399 42%", "1000\u{2013}1199 40%", "800\u{2013}999 10%"])
        #expect(!bars.contains { $0.label == "ACT composite score bands" })
        // Section bands in the fold "Show section score bands": SAT Math's top band 20% ≥ 10%.
        #expect(bands.texts.contains("**SAT Math:** 20% of enrolled first-years who sent an SAT scored 700 or higher."))
        // bandsCaveat per tested test.
        #expect(bands.texts.contains("Shares of the 45% of first-years who sent an SAT; students who didn't send scores aren't in these bands."))
        #expect(bands.texts.contains("Shares of the 24% of first-years who sent an ACT; students who didn't send scores aren't in these bands."))
        // Who submitted: the counts beside shares from the same class, `${num(n)} students`.
        #expect(page.ring("submitted SAT")?.caption == "408 students")
        #expect(page.ring("submitted ACT")?.caption == "218 students")
        // satTotal / satTotalMedian: the SAT block comes from the fall 2025 CDS that reports its own total, so the
        // checker draws 1080–1280 with the CDS 50th, 1180.
        #expect(page.displays(FieldPath.satTotal) == ["1080", "1280"])
        #expect(page.displays(FieldPath.reportedSATComposite) == ["1180"])
    }

    // MARK: - Students

    @Test func greekAndReligiousLife() throws {
        let page = try FidelityReported.page("students")
        // GreekLife: BenchmarkBars in pctSmart; `Among first-years: ${pctSmart(0.05)} of men, ${pctSmart(0.08)} of
        // women.` → (5.0).toFixed(1), (8.0).toFixed(1); housing "Fraternity/sorority housing offered".
        let greek = page.section("Greek life")
        #expect(greek.benchmark("Undergrad men in a fraternity")?.value.display == "12%")
        #expect(greek.benchmark("Undergrad women in a sorority")?.value.display == "18%")
        #expect(greek.texts.contains("Among first-years: 5.0% of men, 8.0% of women."))
        #expect(greek.strings.contains("Fraternity/sorority housing offered"))
        // ReligiousLife: IMPORTANCE_LABELS.considered lowercased; aidKind for need and non-need.
        let religion = page.section("Religious life")
        #expect(religion.strings.contains { $0.hasSuffix("Religious affiliation or commitment: considered") })
        #expect(religion.strings.contains { $0.hasSuffix("Some of the college's own need-based and non-need-based aid considers religious affiliation") })
        #expect(religion.strings.contains { $0.hasSuffix("Listed among campus activities") })
    }

    @Test func lgbtqLife() throws {
        let page = try FidelityReported.page("students").section("LGBTQ+ life")
        // lib/lgbtq-policy.ts policyChecklist, POLICY_KEYS order, tier A: yes → `${label}, per the college's own page
        // (checked ${checked})`; no → "No: " first; not_found left out.
        var links: [Link] = []
        for b in page.blocks { if case let .links(l) = b, l.style == .list { links += l.links } }
        #expect(links.map(\.label) == [
            "Gender-inclusive housing, per the college's own page (checked 2026-08-14)",
            "No: Chosen name and pronouns on campus records, per the college's own page (checked 2026-08-14)",
        ])
        #expect(links.first?.href == "https://www.acu.edu/housing")
        // LgbtqLife: 25 ≥ 10 → num(25) with `${pctSmart(25 / 3195 = 0.0078)} of all undergraduates` → "0.8%";
        // smallCount(4) = "fewer than 10"; the applicants line `${smallCount(12)} applied · … admitted · … enrolled`.
        let tile = try #require(page.blocks.lazy.compactMap { b -> StatTile? in
            if case let .statTiles(t) = b { t.tiles.first { $0.label.hasPrefix("Undergraduates of another gender") } } else { nil }
        }.first)
        #expect(tile.value.display == "25" && tile.hint == "0.8% of all undergraduates")
        #expect(page.texts.contains("Gender unknown: fewer than 10"))
        #expect(page.texts.contains { $0.hasSuffix(":** 12 applied \u{B7} fewer than 10 admitted \u{B7} fewer than 10 enrolled") })
    }

    // MARK: - Academics

    @Test func classSizesAndPrograms() throws {
        let page = try FidelityReported.page("academics")
        // lib/cds/academics-display.ts: under 20 = (40 + 120) / 260 = 0.6154 → pct "62%"; 50 or more = (8 + 2) / 260 =
        // 0.0385 → pct "4%" (ClassSizes: "; 4% have 50 or more").
        let sizes = page.section("Class sizes")
        #expect(sizes.displays("derived.class_share_under_20") == ["62%"])
        #expect(sizes.displays("derived.class_share_50_plus") == ["4%"])
        let histogram = try #require(sizes.blocks.lazy.compactMap { b -> HistogramBlock? in
            if case let .histogram(h) = b { h } else { nil }
        }.first)
        #expect(histogram.bins.map(\.value.display) == ["40", "120", "60", "20", "10", "8", "2"])
        // CdsRatioLine beside the federal ratio: "The college also reports" `${r} to 1`.
        #expect(page.displays("reported.academics.student_faculty_ratio") == ["12 to 1"])
        #expect(page.strings.contains("The college also reports"))
        // ProgramChips: PROGRAM_LABELS, then the federal programs; CORE_AREA_LABELS with listPhrase's Oxford comma.
        let programs = page.section("Programs & curriculum")
        #expect(programs.strings.starts(with: ["Double major", "Honors program"]))
        #expect(programs.texts.contains { $0.hasSuffix("English composition, math, and a natural science.") })
    }

    // MARK: - Cost

    @Test func nextYearPrice() throws {
        let page = try FidelityReported.page("cost")
        // NextYearPrice: private `${money(45000 + 1500 + 13000)} before aid`; the change against the federal
        // matching total 42380 + 12500 = 54880: 59500 / 54880 − 1 = 0.0842 → changePhrase `up ${pct} ` "up 8%", `from
        // ${cite(cost.tuition_fees).year}`.
        #expect(page.strings.contains("Next year (2026\u{2013}27), reported by Abilene Christian University"))
        #expect(page.displays("derived.next_year_price") == ["$59,500"])
        #expect(page.texts.contains("Tuition, fees, and on-campus food and housing \u{B7} up 8% from 2023\u{2013}24."))
        // Continuing students (43000 + 1500 + 13000 = 57500, 3% off): `Continuing students pay ${money} in later years.`
        #expect(page.displays("reported.cost.next_year") == ["$57,500"])
        // Footnote `${pct(0.12, 1)} of full-time undergraduates at ${name} pay more than …`: "12.0%" is the value, the
        // rest of the sentence its label.
        let footnote = try #require(page.tile("of full-time undergraduates at Abilene Christian University pay more than "
            + "the published tuition because tuition varies by program."))
        #expect(footnote.value.display == "12.0%" && footnote.hint == nil)
    }

    @Test func collegeReportedAidTable() throws {
        let page = try FidelityReported.page("cost").section("From Abilene Christian University's Common Data Set")
        // CdsAidTable: cdsAidYearNote(2025, sfa 2023) shows with no suffix; h2Shares hasNeed c/a (600/800 = 0.75,
        // 2100/3000 = 0.7), fullyMet h/d (200/580 = 0.3448, 500/2000 = 0.25), meritNoNeed n/a (100/800 = 0.125 →
        // (12.5).toFixed(0) = "13", 450/3000 = 0.15); money(j, k, m); num(p).
        #expect(page.texts.first == "First-years and all full-time undergraduates, 2025\u{2013}26 (estimated).")
        #expect(page.tableRows == [
            ["Have financial need", "75%", "70%"],
            ["Need met, on average", "85%", "80%"],
            ["Need fully met", "34%", "25%"],
            ["Average aid package", "$40,000", "$36,000"],
            ["Average need-based grant", "$32,000", "$28,000"],
            ["Average need-based loan", "$5,000", "$6,000"],
            ["Merit aid without need", "13%", "15%"],
            ["Athletic scholarships", "20", "90"],
        ])
        #expect(page.strings.contains("600 students") && page.strings.contains("average $12,000"))
        // meritDollarShare non_need / (need + non_need) = 2M / 8M.
        #expect(page.displays("derived.merit_dollar_share") == ["25%"])
    }

    @Test func applyingForAidAndInternational() throws {
        let page = try FidelityReported.page("cost")
        let applying = page.section("Applying for aid")
        // ApplyingForAid: `For ${cycle.replace(/^Fall/, "fall")}.`; two forms joined by " and "; methodology both.
        #expect(applying.texts.contains("For fall 2026 entrants."))
        #expect(applying.texts.contains("To apply for aid: the FAFSA and the CSS Profile."))
        #expect(applying.texts.contains("Need is calculated with the college's own formula as well as the federal one."))
        #expect(applying.texts.contains("Priority date: **February 15** \u{B7} Aid offers: **on a rolling basis from March 15** \u{B7} Reply by: **May 1**"))
        // `stale && datesYear`: pastReplyDate(startYearOf("Fall 2026 entrants") = 2026, May 1) on the dataset's
        // retrieval day (2026-10-04, after May 1, 2026) → the line under the dates.
        #expect(applying.texts.contains("Dates for fall 2026 entrants; the next cycle's are usually similar."))
        // H14 grid: ✓ per marked criterion, CRITERIA labels; blanks stay blank.
        #expect(applying.tableRows == [["Academics", "\u{2713}", ""], ["Leadership", "\u{2713}", "\u{2713}"]])
        // InternationalAid: num(25) and money(20000); both kinds → "Need-based and merit aid offered."
        let intl = page.section("International students")
        #expect(intl.displays("reported.aid.international") == ["25", "$20,000"])
        #expect(intl.texts.contains("Need-based and merit aid offered."))
    }

    // MARK: - Outcomes

    @Test func graduateDebt() throws {
        let page = try FidelityReported.page("outcomes").section("What graduates owe")
        // GraduateDebt: share pct(0.55) (no decimal at 10% and up), money(30000) averaging among borrowers.
        #expect(page.displays("reported.outcomes.graduate_debt.rows.any.share") == ["55%"])
        #expect(page.displays("reported.outcomes.graduate_debt.rows.any.avg_principal") == ["$30,000"])
        #expect(page.strings.contains("According to Abilene Christian University's most recent Common Data Set,"))
        // "Median debt at graduation, federal loans only" in moneyCompact: 24250 → "$24.3K".
        #expect(page.tile("Median debt at graduation, federal loans only")?.value.display == "$24.3K")
    }

    @Test func citationsCarryTheEditionAndQuote() throws {
        let page = try FidelityReported.page("admissions")
        let wait = try #require(page.values.first { $0.cited.path == "reported.admission_profile.wait_list.offered" })
        #expect(wait.cited.cdsEdition == "2025\u{2013}26")
        #expect(wait.cited.quote == "From the Common Data Set")
        #expect(wait.cited.label == "Abilene Christian University Common Data Set 2025\u{2013}26")
        // One notice per document, without a year when its values describe several.
        #expect(page.texts.filter { $0.hasPrefix("Figures marked like this") }
            == ["Figures marked like this come from Abilene Christian University Common Data Set 2025\u{2013}26. Everything else here is federal data."])
    }
}
