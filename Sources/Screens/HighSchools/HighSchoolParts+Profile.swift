import Domain
import QuadAPIModels

/// The graduation-rate trend, grading and where graduates go.
extension HighSchoolParts {
    /// The rate by graduating class, when at least two classes have a rate (exact or a published range).
    mutating func classTrend() -> [Block]? {
        var points: [ClassTrendPoint] = []
        var rated = 0
        for e in school.gradHistory ?? [] {
            guard e.year.hasPrefix("Class of "), let y = Int(e.year.dropFirst("Class of ".count)) else { continue }
            func v(_ x: Double?, _ f: FormatKind = .pctSmart) -> Value? {
                x.map { citer.value("grad_history", $0, format: f) }
            }
            if e.suppressed == true {
                points.append(ClassTrendPoint(year: y, label: e.year, precision: .suppressed))
            } else if let x = e.value {
                rated += 1
                points.append(ClassTrendPoint(year: y, label: e.year, precision: .exact, value: v(x), cohort: v(e.cohort, .num)))
            } else if let lo = e.low, let hi = e.high {
                rated += 1
                points.append(ClassTrendPoint(year: y, label: e.year, precision: .range, low: v(lo), high: v(hi),
                                              cohort: v(e.cohort, .num)))
            }
        }
        guard rated >= 2 else { return nil }
        return [.classTrend(ClassTrendBlock(points: points, label: "Four-year graduation rate by class"))]
    }

    mutating func grading(_ detail: HighSchoolDetail?) -> [Block] {
        var out: [Block] = [.heading(HeadingBlock(level: 2, text: "Grading", anchor: "grading"))]
        guard let scale = detail?.gpaScale else {
            return out + [.text(TextBlock(markdown: "No school profile on file yet."))]
        }
        // The site prints "Weighted (4.0 scale)": the scale's top as the number (one decimal), the words as its hint
        // with the profile's conversion note after them.
        let words = scale.weighted ? "Weighted scale" : "Unweighted scale"
        out.append(.statTiles(StatTilesBlock(tiles: [StatTile(
            label: "GPA scale", value: citer.value("detail.gpa_scale", scale.max, format: .fixed1),
            hint: [words, scale.conversion].compactMap { $0 }.joined(separator: ". "), term: "weighted-gpa")])))
        if let bands = detail?.gpaDistribution, !bands.isEmpty {
            let colors = ["slot-1", "slot-2", "slot-3", "slot-4", "slot-5", "slot-6"]
            out.append(.stackedBar(StackedBarBlock(segments: bands.enumerated().map { i, b in
                BarSegment(label: b.band, value: citer.value("detail.gpa_distribution", b.share, format: .pctSmart),
                           color: colors[min(i, colors.count - 1)])
            }, label: "GPA distribution")))
        }
        return out
    }

    static let clearinghouse: [(field: String, label: String, term: String)] = [
        ("nsc_enrolled_fall", "Enrolled the fall after graduating", "college-going-rate"),
        ("nsc_persisted", "Returned for year two", "clearinghouse-persistence"),
        ("nsc_completed", "Completed a degree", "clearinghouse-completion"),
    ]

    mutating func whereGraduatesGo(_ detail: HighSchoolDetail?) -> [Block] {
        let nsc = Self.clearinghouse.filter { stateValue($0.field) != nil || stateSuppressed($0.field) }
        var out: [Block] = [.heading(HeadingBlock(level: 2, text: "Where graduates go", anchor: "where-go"))]
        guard detail?.matriculation != nil || detail?.admitted != nil || !nsc.isEmpty else {
            return out + [.text(TextBlock(markdown: "Not yet reported for this school."))]
        }
        if let d = detail, let m = d.matriculation {
            out.append(.table(TableBlock(
                columns: [TableColumn(key: "college", label: "College"), TableColumn(key: "count", label: "Graduates enrolled")],
                rows: m.entries.map { e in
                    let name: TableCell = e.unitID.map { .link(Link(label: e.name, href: "/schools/\($0)")) } ?? .text(e.name)
                    // A count the profile hid prints the site's words, not a number.
                    guard e.count != nil else { return TableRow(cells: [name, .text("Fewer than 5")]) }
                    return TableRow(cells: [name, .value(citer.value("detail.matriculation", e.count, format: .num))])
                }, sticky: TableSticky(columns: 1, header: true))))
            let total = m.entries.reduce(0) { $0 + ($1.count ?? 0) }
            out.append(.text(TextBlock(markdown: "\(SiteFormat.num(total)) enrolled in \(m.classes) (school profile, \(d.profile.edition))")))
        }
        if let a = detail?.admitted, !a.entries.isEmpty {
            let n = a.entries.count
            out.append(.heading(HeadingBlock(level: 3, text: "Admitted to", anchor: "admitted")))
            out.append(.text(TextBlock(markdown: "\(SiteFormat.num(Double(n))) \(n == 1 ? "college" : "colleges") admitted at least "
                + "one member of the \(a.classes.replacingPrefix("Class", with: "class")). This is where students were admitted, "
                + "not where they enrolled.")))
            let linked = a.entries.compactMap { e in e.unitID.flatMap { snapshot.school(id: $0) }.map(SchoolRef.init) }
            if !linked.isEmpty { out.append(.schoolChips(SchoolChipsBlock(schools: linked, label: "Colleges that admitted graduates"))) }
            let unlinked = a.entries.filter { e in e.unitID.flatMap { snapshot.school(id: $0) } == nil }.map(\.name)
            if !unlinked.isEmpty { out.append(.text(TextBlock(markdown: unlinked.joined(separator: " · ")))) }
        }
        var tiles: [StatTile] = [], bars: [Block] = []
        for f in nsc {
            figure("state.\(f.field)", f.label, stateValue(f.field), suppressed: stateSuppressed(f.field), kind: .stateShare,
                   term: f.term, tiles: &tiles, bars: &bars)
        }
        if !tiles.isEmpty { out.append(.statTiles(StatTilesBlock(tiles: tiles))) }
        return out + bars
    }
}

extension String {
    /// The string with `prefix` replaced by `replacement` when it starts with it.
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
