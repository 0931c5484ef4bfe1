public import QuadAPIModels

/// A month and day with no year, as a Common Data Set reports dates (C14, C21, C22).
public struct MonthDay: Sendable, Hashable {
    public var month: Int
    public var day: Int

    public init(month: Int, day: Int) {
        self.month = month
        self.day = day
    }

    /// A stored CDS date: `{"month": 1, "day": 15}` or the cell form `"--01-15"`; nil when either part is missing
    /// (free text such as "Early April" is stored with both parts null).
    public init?(json: JSONValue?) {
        switch json {
        case let .object(parts)?:
            guard case let .number(m)? = parts["month"], case let .number(d)? = parts["day"],
                  m == m.rounded(), d == d.rounded(), (1...12).contains(m), (1...31).contains(d) else { return nil }
            self.init(month: Int(m), day: Int(d))
        case let .string(text)?:
            guard text.hasPrefix("--"), let day = CalendarDay(isoDate: "2000" + text.dropFirst()) else { return nil }
            self.init(month: day.month, day: day.day)
        default:
            return nil
        }
    }
}

/// The deadline a list item shows for its round.
public struct ResolvedDeadline: Sendable, Hashable {
    /// Where it came from.
    public enum Source: String, Sendable, Hashable {
        /// The college's own reported date.
        case reported
        /// The family's override.
        case student
    }

    public var date: CalendarDay?
    public var text: String?
    public var source: Source?

    public init(date: CalendarDay? = nil, text: String? = nil, source: Source? = nil) {
        self.date = date
        self.text = text
        self.source = source
    }
}

/// Deadline resolution (userdata-map §2.5, the site's `deadlineFor`): the college's own closing date for the item's
/// round when it reports one, else the family's override date (with its text), else the override text alone.
///
/// Rounds read: regular decision or no round → `reported.admissions_logistics.regular_closing` (C14); early decision
/// → `reported.admission_profile.early_decision.first.closing`; early decision II → `….early_decision.other.closing`;
/// early action and restrictive early action → `reported.admission_profile.early_action.closing`; rolling → none.
///
/// CDS dates carry no year. An application cycle runs July to June: July–December belong to the cycle's start year
/// and January–June to the next. The start year is the first four-digit year in the college's logistics `cycle`
/// ("Fall 2026" → 2026), else the current year. A month and day that is no real date in the year it lands in
/// (February 29 outside a leap year) counts as no reported date.
///
/// ```swift
/// DeadlineResolution.resolve(round: .rd, logistics: logistics, admissionProfile: nil, currentYear: 2026,
///                            overrideText: nil, overrideDate: nil)   // 2027-01-15, reported
/// ```
public enum DeadlineResolution {
    /// The college's closing month and day for `round`, if it reports one.
    public static func closing(for round: ListRound?, logistics: JSONValue?, admissionProfile: JSONValue?) -> MonthDay? {
        switch round {
        case nil, .rd?: MonthDay(json: member(logistics, "regular_closing"))
        case .ed?: MonthDay(json: member(member(member(admissionProfile, "early_decision"), "first"), "closing"))
        case .ed2?: MonthDay(json: member(member(member(admissionProfile, "early_decision"), "other"), "closing"))
        case .ea?, .rea?: MonthDay(json: member(member(admissionProfile, "early_action"), "closing"))
        case .rolling?: nil
        }
    }

    /// The first four-digit year in `cycle` ("Fall 2026", "2026-27"), else `currentYear`.
    public static func cycleStartYear(_ cycle: String?, currentYear: Int) -> Int {
        guard let cycle else { return currentYear }
        var run = 0
        var value = 0
        for scalar in cycle.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                run += 1
                value = value * 10 + Int(scalar.value - 48)
                if run == 4 { return value }
            } else {
                run = 0
                value = 0
            }
        }
        return currentYear
    }

    /// `monthDay` placed in the cycle starting in `startYear`: July–December in `startYear`, January–June after.
    public static func place(_ monthDay: MonthDay, cycleStartYear startYear: Int) -> CalendarDay? {
        CalendarDay.valid(year: monthDay.month >= 7 ? startYear : startYear + 1, month: monthDay.month, day: monthDay.day)
    }

    /// The deadline for one item. `overrideText` and `overrideDate` are the family's stored override.
    public static func resolve(round: ListRound?, logistics: JSONValue?, admissionProfile: JSONValue?,
                               currentYear: Int, overrideText: String?, overrideDate: CalendarDay?) -> ResolvedDeadline {
        if let closing = closing(for: round, logistics: logistics, admissionProfile: admissionProfile) {
            let cycle: String? = if case let .string(text)? = member(logistics, "cycle") { text } else { nil }
            if let day = place(closing, cycleStartYear: cycleStartYear(cycle, currentYear: currentYear)) {
                return ResolvedDeadline(date: day, source: .reported)
            }
        }
        let text = overrideText.flatMap { $0.isEmpty ? nil : $0 }
        if let overrideDate { return ResolvedDeadline(date: overrideDate, text: text, source: .student) }
        if let text { return ResolvedDeadline(text: text, source: .student) }
        return ResolvedDeadline()
    }

    /// The "Next 30 days" strip: the entries whose date falls from `today` through `today + days`, soonest first
    /// (entries on the same day keep their order).
    public static func upcoming<T>(_ entries: [T], date: (T) -> CalendarDay?, today: CalendarDay, days: Int = 30) -> [T] {
        let last = today.adding(days: days)
        return entries.enumerated()
            .compactMap { index, entry -> (CalendarDay, Int, T)? in
                guard let day = date(entry), day >= today, day <= last else { return nil }
                return (day, index, entry)
            }
            .sorted { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
            .map(\.2)
    }

    private static func member(_ value: JSONValue?, _ key: String) -> JSONValue? {
        if case let .object(members)? = value { return members[key] }
        return nil
    }
}
