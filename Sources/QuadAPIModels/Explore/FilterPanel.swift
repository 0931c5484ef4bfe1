/// `GET /explore/filters`: Explore's filter panel, described by the server so the app keeps no filter list of its
/// own. Sections come in the site's order; counts describe the whole dataset (as on the site), except ``results``.
public struct FilterPanel: Sendable, Hashable, Codable, SchemaDescribed {
    public var sections: [FilterSection]
    /// The Filters button's badge: one per filter in force, a min/max pair counting once.
    public var active: Int
    /// "Reset": the screen's URL without filters (sort, view and income kept); absent when no filter is set.
    public var reset: String?
    /// Colleges matching the current query (the sheet's "Show N schools").
    public var results: Int
    /// The sheet button's words ("Show 1,412 schools").
    public var show: String

    public init(sections: [FilterSection], active: Int, reset: String?, results: Int, show: String) {
        self.sections = sections
        self.active = active
        self.reset = reset
        self.results = results
        self.show = show
    }

    public static let schema = JSONSchema.object([
        .init("sections", .array(.ref(FilterSection.self))),
        .init("active", .integer(minimum: 0)),
        .optional("reset", .string()),
        .init("results", .integer(minimum: 0)),
        .init("show", .string()),
    ]).described("Explore's filter panel: sections of controls bound to query parameters, with counts.")
}

/// One titled section of the ``FilterPanel``.
public struct FilterSection: Sendable, Hashable, Codable, SchemaDescribed {
    /// Stable id (`distance`, `acceptance`, `sat`, …).
    public var id: String
    public var title: String
    public var term: String?
    public var controls: [FilterControl]
    /// Small print under the controls.
    public var notes: [String]
    /// Figures the notes refer to ("National median" of the ratio), cited.
    public var facts: [LabeledValue]?

    public init(id: String, title: String, term: String? = nil, controls: [FilterControl], notes: [String] = [],
                facts: [LabeledValue]? = nil) {
        self.id = id
        self.title = title
        self.term = term
        self.controls = controls
        self.notes = notes
        self.facts = facts
    }

    public static let schema = JSONSchema.object([
        .init("id", .anchorID),
        .init("title", .string()),
        .optional("term", .termKey),
        .init("controls", .array(.ref(FilterControl.self))),
        .init("notes", .array(.string())),
        .optional("facts", .array(.ref(LabeledValue.self))),
    ])
}

/// One control of a ``FilterSection``, bound to query parameters.
///
/// - `chips` / `tiles` / `select`: ``options`` for ``param``; ``mode`` says how a tap changes the URL: `list` toggles
///   the value in the comma-separated list, `single` sets it (or removes it when it is already set), `flag` sets
///   `param=1` (or removes it).
/// - `range`: two thumbs bound to ``range``'s `minParam` and `maxParam`, over its histogram.
/// - `slider`: one thumb bound to ``param`` (``range`` gives the track; `minParam` is the same parameter).
/// - `zip`: the ZIP field and home button of ``zip``.
/// Every change drops `page`.
public struct FilterControl: Sendable, Hashable, Codable, SchemaDescribed {
    /// How the control is drawn.
    public enum Style: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
        case chips, tiles, select, range, slider, zip

        public static let schemaName = "FilterControlStyle"
        public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
    }

    /// How choosing an option writes ``param``.
    public enum Mode: String, Sendable, Hashable, Codable, CaseIterable, SchemaDescribed {
        case list, single, flag

        public static let schemaName = "FilterControlMode"
        public static let schema = JSONSchema.oneOfStrings(allCases.map(\.rawValue))
    }

    public var type: Style
    /// The group's label inside the section ("Setting", "ROTC"), when it has one.
    public var label: String?
    /// The query parameter the options write.
    public var param: String?
    public var mode: Mode?
    public var options: [FilterOption]?
    public var range: FilterRange?
    public var zip: FilterZip?
    /// The select's placeholder ("Any field").
    public var placeholder: String?

    public init(type: Style, label: String? = nil, param: String? = nil, mode: Mode? = nil, options: [FilterOption]? = nil,
                range: FilterRange? = nil, zip: FilterZip? = nil, placeholder: String? = nil) {
        self.type = type
        self.label = label
        self.param = param
        self.mode = mode
        self.options = options
        self.range = range
        self.zip = zip
        self.placeholder = placeholder
    }

    public static let schema = JSONSchema.object([
        .init("type", .ref(Style.self)),
        .optional("label", .string()),
        .optional("param", .string(pattern: "^[A-Za-z][A-Za-z0-9]*$")),
        .optional("mode", .ref(Mode.self)),
        .optional("options", .array(.ref(FilterOption.self))),
        .optional("range", .ref(FilterRange.self)),
        .optional("zip", .ref(FilterZip.self)),
        .optional("placeholder", .string()),
    ])
}

/// One choice of a ``FilterControl``. An option whose count is 0 and that is not selected is drawn disabled (dimmed,
/// not tappable), as on the site.
public struct FilterOption: Sendable, Hashable, Codable, SchemaDescribed {
    /// What the chip says; absent when it is the value itself (state codes, region names).
    public var label: String?
    /// The value written to the control's parameter.
    public var value: String
    /// Colleges in the whole dataset with this value.
    public var count: Int?
    /// Small print ("< 5K").
    public var hint: String?
    /// Present (true) when the value is in force.
    public var selected: Bool?

    public init(label: String, value: String, count: Int? = nil, hint: String? = nil, selected: Bool = false) {
        self.label = label == value ? nil : label
        self.value = value
        self.count = count
        self.hint = hint
        self.selected = selected ? true : nil
    }

    /// Drawn dimmed and not tappable: no college has the value and it is not selected.
    public var disabled: Bool { selected != true && count == 0 }

    /// The words to show.
    public var text: String { label ?? value }

    public static let schema = JSONSchema.object([
        .optional("label", .string()),
        .init("value", .string()),
        .optional("count", .integer(minimum: 0)),
        .optional("hint", .string()),
        .optional("selected", .boolean),
    ]).described("A choice of a filter control. Count 0 and not selected: drawn disabled.")
}

/// A slider's track in URL units, the thumbs' current values and the histogram drawn under it.
public struct FilterRange: Sendable, Hashable, Codable, SchemaDescribed {
    /// The parameter of the lower thumb (the only thumb of a `slider`).
    public var minParam: String
    /// The parameter of the upper thumb.
    public var maxParam: String?
    public var min: Double
    public var max: Double
    public var step: Double
    /// Current values (absent: at the end of the track, parameter not in the URL).
    public var low: Double?
    public var high: Double?
    /// How thumb values are printed: the URL value times ``unit`` in ``format`` (an admit-rate thumb at 40 is
    /// 0.4 in `pct`: "40%").
    public var format: FormatKind
    /// The data value of one URL unit (0.01 for percents, 1 otherwise).
    public var unit: Double
    /// Printed at the top of the track instead of the value ("$80K+").
    public var maxLabel: String?
    /// Colleges per equal-width bin over the track (whole dataset).
    public var bins: [Int]?

    public init(minParam: String, maxParam: String? = nil, min: Double, max: Double, step: Double, low: Double? = nil,
                high: Double? = nil, format: FormatKind, unit: Double = 1, maxLabel: String? = nil, bins: [Int]? = nil) {
        self.minParam = minParam
        self.maxParam = maxParam
        self.min = min
        self.max = max
        self.step = step
        self.low = low
        self.high = high
        self.format = format
        self.unit = unit
        self.maxLabel = maxLabel
        self.bins = bins
    }

    public static let schema = JSONSchema.object([
        .init("minParam", .string()),
        .optional("maxParam", .string()),
        .init("min", .number()),
        .init("max", .number()),
        .init("step", .number(minimum: 0)),
        .optional("low", .number()),
        .optional("high", .number()),
        .init("format", .ref(FormatKind.self)),
        .init("unit", .number(minimum: 0)),
        .optional("maxLabel", .string()),
        .optional("bins", .array(.integer(minimum: 0))),
    ]).described("A slider track in URL units. A thumb at an end of the track removes its parameter.")
}

/// The "Distance from home" field: a ZIP code for `near`, and the signed-in "Use my home" button.
public struct FilterZip: Sendable, Hashable, Codable, SchemaDescribed {
    public var param: String
    /// The ZIP in force.
    public var value: String?
    public var placeholder: String
    /// Shown when the typed text is not five digits.
    public var invalid: String
    public var apply: String
    /// "Use my home": signed in, the app reads the household's ZIP from `GET /me/home` (`home.zip`, or its
    /// ready-made `explore` query) and sets `near` to it.
    public var home: String
    /// What "Use my home" says when signed out, and when no home is saved.
    public var signedOut: String
    public var noHome: String

    public init(param: String, value: String?, placeholder: String, invalid: String, apply: String, home: String,
                signedOut: String, noHome: String) {
        self.param = param
        self.value = value
        self.placeholder = placeholder
        self.invalid = invalid
        self.apply = apply
        self.home = home
        self.signedOut = signedOut
        self.noHome = noHome
    }

    public static let schema = JSONSchema.object([
        .init("param", .string()),
        .optional("value", .string(pattern: "^[0-9]{5}$")),
        .init("placeholder", .string()),
        .init("invalid", .string()),
        .init("apply", .string()),
        .init("home", .string()),
        .init("signedOut", .string()),
        .init("noHome", .string()),
    ])
}
