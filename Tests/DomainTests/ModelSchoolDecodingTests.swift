import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// The two real records of `schools-sample.json` decode exactly as written (expected values read off the file).
struct ModelSchoolDecodingTests {
    @Test func abileneChristianCoreAndAdmissions() throws {
        let school = try #require(try DatasetFixtures.sampleSchools().first)
        #expect(school.unitID == "222178")
        #expect(school.name == "Abilene Christian University")
        #expect(school.type == "private-nonprofit")
        #expect(school.location.city == "Abilene")
        #expect(school.location.state == "TX")
        #expect(school.location.zip == "79699")
        #expect(school.location.region == "Southwest")
        #expect(school.location.lat == 32.468943)
        #expect(school.location.lng == -99.709797)

        let a = try #require(school.admissions)
        #expect(a.year == 2024)
        #expect(a.applicants == 11332)
        #expect(a.admitted == 7482)
        #expect(a.enrolled == 906)
        #expect(a.acceptanceRate == 0.6603)
        #expect(a.satReading25_75 == ScoreRange(lo: 540, hi: 650))
        #expect(a.satMath25_75 == ScoreRange(lo: 530, hi: 620))
        #expect(a.actComposite25_75 == ScoreRange(lo: 22, hi: 28))
        #expect(a.actEnglish25_75 == ScoreRange(lo: 21, hi: 29))
        #expect(a.actMath25_75 == ScoreRange(lo: 20, hi: 27))
        #expect(a.testSubmissionRateSAT == 0.45)
        #expect(a.testSubmissionRateACT == 0.24)
        #expect(a.testPolicy == "considered")
        #expect(a.bySex?.men?.applicants == 4593)
        #expect(a.bySex?.men?.admitted == 2670)
        #expect(a.bySex?.women?.enrolled == 558)
        #expect(a.factors?.gpa == "required")
        #expect(a.factors?.classRank == "considered")
        #expect(a.factors?.recommendations == "not_considered")
        #expect(a.factors?.workExperience == "not_considered")
        #expect(a.factors?.legacy == "considered")
        #expect(a.satReadingMedian == 600)
        #expect(a.satMathMedian == 580)
        #expect(a.actCompositeMedian == 25)
        #expect(a.applicationFee == 0)
        #expect(a.acceptsAPCredit == true)
        #expect(a.federal == nil && !a.$federal.isKeyPresent)
        #expect(a.federalTests == nil && a.federalFactors == nil)
    }

    @Test func abileneChristianStudentsAndCost() throws {
        let school = try #require(try DatasetFixtures.sampleSchools().first)
        let d = try #require(school.demographics)
        #expect(d.undergradEnrollment == 3195)
        #expect(d.pellGrantPercent == 0.2233)
        #expect(d.menShare == 0.4041)
        #expect(d.age25PlusShare == 0.0204)
        #expect(d.racialDiversity?.white == 0.61)
        #expect(d.racialDiversity?.twoOrMore == 0.0397)
        #expect(d.disabilityServices?.threeOrLess == true)
        #expect(d.disabilityServices?.share == nil)
        #expect(d.residence?.firstYears == 906)
        #expect(d.residence?.topState?.state == "TX")
        #expect(d.residence?.topState?.share == 0.8731)
        #expect(d.transferIn?.count == 108)
        #expect(d.transferIn?.shareOfNew == 0.1065)

        let c = try #require(school.cost)
        #expect(c.avgNetPrice == 26182)
        #expect(c.netPriceByIncome == [20285, 21150, 23012, 27576, 31763])
        #expect(c.year == "2023\u{2013}24")
        #expect(c.sticker?.outOfState == 59402)
        #expect(c.tuitionFees?.inState == 42380)
        #expect(c.residency?.inState == 1)
        #expect(c.components?.roomBoard == 12500)
        #expect(c.aidedNetPrice == 28760)
        #expect(c.breakdown?.fullPrice == 59402)
        #expect(c.breakdown?.grantPerStudent == 30542)
        #expect(c.avgPaidAll == 28860)
        #expect(c.tuitionPlans == ["prepaid", "payment_plan", "other"])
        #expect(c.promiseProgram == false)
        // Worked check from the dataset notes: the breakdown adds up to the full price.
        let b = try #require(c.breakdown)
        #expect(b.tuitionFees! + b.books! + b.roomBoard! + b.other! == 59402)
    }

    @Test func abileneChristianOutcomesAidCampusAcademics() throws {
        let school = try #require(try DatasetFixtures.sampleSchools().first)
        let o = try #require(school.outcomes)
        #expect(o.medianEarnings10yr == 55736)
        #expect(o.graduationRate == 0.594)
        #expect(o.medianDebtByIncome?.mid == 15750)
        #expect(o.repayment3yr?.defaulted?.low == 0.06)
        #expect(o.repayment3yr?.discharged?.low == 0)
        #expect(o.repayment3yr?.discharged?.high == 0.01)
        #expect(o.eightYear?.enteringYear == 2016)
        #expect(o.eightYear?.all?.cohort == 1217)
        #expect(o.eightYear?.all?.award4 == 0.4749)
        #expect(o.eightYear?.transferIn?.stillEnrolled == 0)
        #expect(o.eightYear?.pell?.award == 0.4239)
        #expect(o.eightYear?.nonPell?.cohort == 882)
        #expect(o.gradRatePell == 0.4502)
        #expect(o.gradRateFTFT == 0.5901)
        #expect(o.gradCohorts?.total == 905)
        #expect(o.gradRateByRace?.white == 0.6679)
        #expect(o.gradRateByRace?.asian == nil)
        #expect(o.gradRateByRace?.$asian.isKeyPresent == true)
        #expect(o.gradCohortsByRace?.nhpi == 1)

        let aid = try #require(school.aid)
        #expect(aid.cohort == 862)
        #expect(aid.anyAidPct == 1)
        #expect(aid.grantTotal == 26327551)
        #expect(aid.byIncome?.counts == [84, 47, 71, 74, 153])
        #expect(aid.byIncome?.totalGrants?.last == 4206447)
        #expect(aid.cds == nil)

        #expect(school.links?.website == "https://www.acu.edu/")
        #expect(school.links?.priceCalculator == "https://www.highered.texas.gov/apps/NPC/?Fice=003537")
        #expect(school.links?.admissions == nil && school.links?.$admissions.isKeyPresent == false)

        let campus = try #require(school.campus)
        #expect(campus.housing?.capacity == 2508)
        #expect(campus.housing?.mealsPerWeek == nil)
        #expect(campus.setting?.locale == 12)
        #expect(campus.setting?.label == "City: Midsize")
        #expect(campus.carnegie?.research == "R2")
        #expect(campus.designations == [])
        #expect(campus.athletics?.associations == ["ncaa"])
        #expect(campus.athletics?.division == "I-FCS")
        #expect(campus.athletics?.conference == SchoolCampus.Conference(code: 137, name: "Western Athletic Conference"))
        #expect(campus.athletics?.footballConference?.code == 379)
        #expect(campus.athletics?.sports == ["football", "basketball", "baseball", "track"])
        #expect(campus.programs?.undergradResearch == false)
        #expect(campus.services?.childCare == false)
        #expect(campus.calendar == "semester")

        let ac = try #require(school.academics)
        #expect(ac.studentFacultyRatio == 13)
        #expect(ac.faculty?.avgSalary9mo == 81219)
        #expect(ac.faculty?.count == nil)
        #expect(ac.bachelorsAwarded == 647)
        #expect(ac.majorsTop?.count == 5)
        #expect(ac.majorsTop?.first == SchoolAcademics.MajorShare(cip: "42.0101", title: "Psychology, General", share: 0.0927))
        #expect(ac.bachelorsByFamily?["01"] == 10)
        #expect(ac.bachelorsByFamily?["52"] == 112)
        #expect(ac.bachelorsByFamily?.count == 24)
        #expect(ac.programsWithEarnings == 17)

        #expect(school.finances?.fiscalYear == 2023)
        #expect(school.finances?.form == "fasb")
        #expect(school.finances?.endowmentPerStudent == 156362)
        #expect(school.trends?.pellGap == TrendSummary(since: 2010, from: 0.1907, to: 0.2505, change: 0.0598))
        #expect(school.trends?.diversity?.to == 0.5825)
        #expect(school.trends?.avgPaidAll?.change == -0.093)
    }

    @Test func newerKeysAbsentFromTheSample() throws {
        for school in try DatasetFixtures.sampleSchools() {
            #expect(school.lineage == nil && !school.$lineage.isKeyPresent)
            #expect(school.reported == nil && school.brand == nil && school.social == nil)
            #expect(school.religion == nil && school.lgbtq == nil && school.directories == nil && school.cds == nil)
        }
    }

    @Test func abrahamBaldwinNullsStayNull() throws {
        let schools = try DatasetFixtures.sampleSchools()
        let school = try #require(schools.last)
        #expect(schools.count == 2)
        #expect(school.unitID == "138558")
        #expect(school.type == "public")
        #expect(school.location.city == "Tifton")
        let aid = try #require(school.aid)
        #expect(aid.byIncome == nil)
        #expect(aid.$byIncome.isKeyPresent)
        #expect(aid.cohort == 920)
        #expect(aid.grantPct == 0.9087)
        #expect(school.demographics?.disabilityServices?.share == 0.0803)
        #expect(school.demographics?.disabilityServices?.threeOrLess == nil)
        #expect(school.cost?.residency?.inState == 0.88)
        #expect(school.cost?.breakdown?.tuitionFees == 4024)
        #expect(school.campus?.carnegie?.research == nil)
        #expect(school.campus?.carnegie?.$research.isKeyPresent == true)
        #expect(school.campus?.athletics?.division == nil)
        #expect(school.campus?.athletics?.footballConference == nil)
        #expect(school.campus?.athletics?.conference?.code == 334)
        #expect(school.academics?.bachelorsByFamily?["01"] == 188)
        #expect(school.finances?.form == "gasb")
        #expect(school.trends?.pellGap == nil)
        #expect(school.trends?.$pellGap.isKeyPresent == false)
        #expect(school.outcomes?.gradRateByRace?.twoOrMore == nil)
    }

    @Test func unknownKeysAreIgnored() throws {
        let text = #"""
        {"unit_id":"1","name":"N","type":"public","future_section":{"x":[1,2]},
         "location":{"city":"C","state":"ST","planet":"Earth"},
         "admissions":{"applicants":5,"brand_new_metric":0.5},
         "campus":{"setting":{"locale":21,"label":"Suburb: Large","group":"suburb","extra":true}}}
        """#
        let school = try JSONDecoder().decode(School.self, from: Data(text.utf8))
        #expect(school.admissions?.applicants == 5)
        #expect(school.campus?.setting?.group == "suburb")
        #expect(school.location.state == "ST")
    }

    @Test func unknownEnumValuesDecode() throws {
        let text = #"""
        {"unit_id":"1","name":"N","type":"public-charter","location":{"city":"C","state":"ST"},
         "admissions":{"test_policy":"test-flexible","factors":{"gpa":"very_important"}}}
        """#
        let school = try JSONDecoder().decode(School.self, from: Data(text.utf8))
        #expect(school.type == "public-charter")
        #expect(school.admissions?.testPolicy == "test-flexible")
        #expect(school.admissions?.factors?.gpa == "very_important")
    }

    @Test func coreOnlyRecord() throws {
        let school = try JSONDecoder().decode(School.self, from: Data(DatasetFixtures.coreRecord("42").utf8))
        #expect(school.unitID == "42")
        #expect(school.location.city == "Town")
        #expect(school.admissions == nil && school.demographics == nil && school.finances == nil)
    }

    @Test func newerSectionsDecode() throws {
        let text = #"""
        {"unit_id":"1","name":"N","type":"public","location":{"city":"C","state":"ST"},
         "admissions":{"federal":{"year":2024,"applicants":100,"admitted":50,"enrolled":null,"acceptance_rate":0.5},
                       "federal_factors":{"essay":"considered","legacy":null},
                       "federal_tests":{"sat":{"sat_math_25_75":[500,600],"year":null,
                                               "records":{"sat_math_25_75":{"source":"cds","year":"Fall 2024"}}}}},
         "lineage":{"admissions.applicants":{"source":"college-site","year":null,"url":"https://x.edu/cds.pdf",
                                              "method":"extracted","quote":"Applied: 100","page":4,"edition":"2025–26"}},
         "cds":{"edition":"2024–25","url":"https://x.edu/cds"},
         "reported":{"admissions":{"entering_term":"Fall 2026","year":2026,"applicants":120,"admitted":55,
                                   "enrolled":30,"acceptance_rate":0.4583,"source_kind":"cds"},
                     "test_policy":{"cycle":2027,"uses_tests":true,"sat_or_act":"considered","act_only":null,
                                    "sat_only":null,"policy":"considered"},
                     "greek":{"frat_pct_first_year":0.1}},
         "brand":{"colors":["#BA0C2F","#FFFFFF"],"names":["red",null],"accent":"#BA0C2F","on_accent":"white",
                  "tint_light":"oklch(0.72 0.16 20)","tint_dark":"oklch(0.5 0.1 20)",
                  "logo":{"source_url":"https://x.edu/icon.png","retrieved":"2026-10-01","width":192}},
         "social":{"instagram":"xu","x":"xu_news"},
         "religion":{"affiliation":{"code":30,"label":"Roman Catholic"},"cccu_member":true},
         "lgbtq":{"gender":{"status":"reported","another":4,"unknown":2,"undergrads":3000},"admissions":null,"state_law":null}}
        """#
        let s = try JSONDecoder().decode(School.self, from: Data(text.utf8))
        #expect(s.admissions?.federal?.applicants == 100)
        #expect(s.admissions?.federal?.enrolled == nil)
        #expect(s.admissions?.federalFactors?["essay"] == .some("considered"))
        #expect(s.admissions?.federalFactors?["legacy"] == .some(nil))
        #expect(s.admissions?.federalTests?.sat?.satMath25_75 == ScoreRange(lo: 500, hi: 600))
        #expect(s.admissions?.federalTests?.sat?.records?["sat_math_25_75"]?.year == "Fall 2024")
        let record = try #require(s.lineage?["admissions.applicants"])
        #expect(record.source == "college-site")
        #expect(record.year == nil && record.hasYear)
        #expect(record.page == 4 && record.edition == "2025–26" && record.method == "extracted")
        #expect(record.retrieved == nil && !record.$retrieved.isKeyPresent)
        #expect(s.cds?.edition == "2024–25")
        #expect(s.reported?.admissions?.enteringTerm == "Fall 2026")
        #expect(s.reported?.admissions?.sourceKind == "cds")
        #expect(s.reported?.testPolicy?.cycle == 2027)
        #expect(s.reported?.greek == .object(["frat_pct_first_year": .number(0.1)]))
        #expect(s.brand?.names == ["red", nil])
        #expect(s.brand?.logo?.width == 192)
        #expect(s.brand?.crestTo == nil)
        #expect(s.social?.x == "xu_news" && s.social?.youtube == nil)
        #expect(s.religion?.affiliation?.label == "Roman Catholic" && s.religion?.cccuMember == true)
        #expect(s.lgbtq?.gender?.another == 4)
        #expect(s.lgbtq?.admissions == nil && s.lgbtq?.$admissions.isKeyPresent == true)
    }

    @Test func lineageYearPresenceIsKept() throws {
        let absent = try JSONDecoder().decode(LineageRecord.self, from: Data(#"{"source":"ipeds-adm"}"#.utf8))
        let null = try JSONDecoder().decode(LineageRecord.self, from: Data(#"{"source":"ipeds-adm","year":null}"#.utf8))
        let year = try JSONDecoder().decode(LineageRecord.self, from: Data(#"{"source":"ipeds-adm","year":"Fall 2023"}"#.utf8))
        #expect(!absent.hasYear)
        #expect(null.hasYear && null.year == nil)
        #expect(year.hasYear && year.year == "Fall 2023")
    }
}
