import Foundation
import QuadAPIModels
import Testing
@testable import Domain

/// Which topic pages a college has (screens-map §3.1), one condition at a time.
struct ProfileTopicTests {
    private func topics(_ s: School, history: SchoolHistory? = nil, published: Bool = true) -> [ProfileTopic] {
        TopicAvailability.topics(s, history: history, historyPublished: published)
    }

    private func with(_ edit: (inout School) -> Void) -> School {
        MetricSchools.make("1", nil, edit)
    }

    @Test func aBareCollegeHasOnlyStudents() {
        #expect(topics(MetricSchools.make("1")) == [.students])
    }

    @Test func admissionsNeedsARateOrACompleteFunnel() {
        #expect(topics(with { MetricSchools.admissions(&$0) { $0.acceptanceRate = 0.5 } }).contains(.admissions))
        let counts = with { MetricSchools.admissions(&$0) { $0.applicants = 100; $0.admitted = 50; $0.enrolled = 20 } }
        #expect(topics(counts).contains(.admissions))
        // Under 10 applicants the funnel is not complete enough; without enrolled it is not complete either.
        let tiny = with { MetricSchools.admissions(&$0) { $0.applicants = 9; $0.admitted = 5; $0.enrolled = 2 } }
        #expect(!topics(tiny).contains(.admissions))
        let partial = with { MetricSchools.admissions(&$0) { $0.applicants = 100; $0.admitted = 50 } }
        #expect(!topics(partial).contains(.admissions))
    }

    @Test func academicsNeedsAnyOfItsSixFigures() {
        var shown: [School] = []
        shown.append(with {
            var a = SchoolAcademics()
            a.majorsTop = [SchoolAcademics.MajorShare(cip: "42.0101", title: "Psychology", share: 0.1)]
            $0.academics = a
        })
        shown.append(with { var a = SchoolAcademics(); a.programsWithEarnings = 3; $0.academics = a })
        shown.append(with { var a = SchoolAcademics(); a.studentFacultyRatio = 13; $0.academics = a })
        shown.append(with {
            var a = SchoolAcademics(); var f = SchoolAcademics.Faculty(); f.fullTimeShare = 0.6; a.faculty = f
            $0.academics = a
        })
        shown.append(with {
            var a = SchoolAcademics(); var f = SchoolAcademics.Faculty(); f.avgSalary9mo = 70_000; a.faculty = f
            $0.academics = a
        })
        shown.append(with { $0.finances = SchoolFinances() })
        for s in shown { #expect(topics(s).contains(.academics)) }
        let none = with { var a = SchoolAcademics(); a.majorsTop = []; a.programsWithEarnings = 0; $0.academics = a }
        #expect(!topics(none).contains(.academics))
    }

    @Test func costNeedsPaidStickerEarningsGraduationOrIncomePrices() {
        let shown = [
            with { MetricSchools.cost(&$0) { $0.avgPaidAll = 20_000 } },
            with { MetricSchools.cost(&$0) { $0.sticker = SchoolCost.ResidencyPrices() } },
            with { MetricSchools.outcomes(&$0) { $0.medianEarnings10yr = 50_000 } },
            with { MetricSchools.outcomes(&$0) { $0.graduationRate = 0.6 } },
            with { MetricSchools.cost(&$0) { $0.netPriceByIncome = [nil, 1, nil, nil, nil] } },
        ]
        for s in shown { #expect(topics(s).contains(.cost)) }
        #expect(!topics(with { MetricSchools.cost(&$0) { $0.avgNetPrice = 9_000 } }).contains(.cost))
    }

    @Test func outcomesNeedsEarningsGraduationAShownEightYearGroupOrAGroupRate() {
        #expect(topics(with { MetricSchools.outcomes(&$0) { $0.medianEarnings10yr = 1 } }).contains(.outcomes))
        #expect(topics(with { MetricSchools.outcomes(&$0) { $0.gradRatePell = 0.4 } }).contains(.outcomes))
        let race = with {
            MetricSchools.outcomes(&$0) { var r = SchoolOutcomes.RaceGroupValues(); r.nhpi = 0.5; $0.gradRateByRace = r }
        }
        #expect(topics(race).contains(.outcomes))
        func eightYear(_ stillEnrolled: Double?) -> School {
            with {
                MetricSchools.outcomes(&$0) {
                    var g = EightYearOutcomes.Group()
                    g.award = 0.5; g.stillEnrolled = stillEnrolled; g.transferred = 0.2; g.unknown = 0.3
                    var e = EightYearOutcomes(); e.all = g
                    $0.eightYear = e
                }
            }
        }
        #expect(topics(eightYear(0)).contains(.outcomes))
        // A group with a share withheld (a cohort under 30) is not shown, so it does not make the page.
        #expect(!topics(eightYear(nil)).contains(.outcomes))
        // Graduation by race with every group withheld is nothing to show.
        let empty = with { MetricSchools.outcomes(&$0) { $0.gradRateByRace = SchoolOutcomes.RaceGroupValues() } }
        #expect(!topics(empty).contains(.outcomes))
    }

    @Test func historyNeedsPublishedFilesAndASeries() {
        var h = SchoolHistory()
        h.series = ["applicants": HistorySeries(start: 2014, values: [100])]
        let s = MetricSchools.make("1")
        #expect(topics(s, history: h) == [.students, .history])
        #expect(topics(s, history: h, published: false) == [.students])
        var empty = SchoolHistory()
        empty.series = [:]
        #expect(topics(s, history: empty) == [.students])
    }

    @Test func topicsKeepTheSiteOrderAndNeighborsWalkThem() {
        let s = with {
            MetricSchools.admissions(&$0) { $0.acceptanceRate = 0.5 }
            MetricSchools.outcomes(&$0) { $0.graduationRate = 0.6 }
        }
        let all = topics(s)
        #expect(all == [.admissions, .students, .cost, .outcomes])
        #expect(TopicAvailability.neighbors(of: .students, in: all) == (.admissions, .cost))
        #expect(TopicAvailability.neighbors(of: .admissions, in: all) == (nil, .students))
        #expect(TopicAvailability.neighbors(of: .outcomes, in: all) == (.cost, nil))
        #expect(TopicAvailability.neighbors(of: .academics, in: all) == (nil, nil))
    }

    @Test func topicLabelsAndPaths() {
        #expect(ProfileTopic.allCases.map(\.label)
            == ["Getting in", "Students & campus", "Academics", "Cost & aid", "Outcomes", "Over time"])
        #expect(ProfileTopic.cost.href("222178") == "/schools/222178/cost")
        #expect(ProfileTopic.pageTopics.map(\.rawValue) == ["admissions", "students", "academics", "cost", "outcomes"])
    }
}
