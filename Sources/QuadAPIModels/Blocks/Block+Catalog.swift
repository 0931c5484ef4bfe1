extension Block {
    /// Every kind name of the catalog, in the spec's order. `school-card` and `school-row` are two kinds that share
    /// the ``SchoolCardBlock`` payload.
    public static let catalog: [String] = [
        "heading",
        "text",
        "takeaway",
        "stat-tiles",
        "ring",
        "range-bar",
        "benchmark-bar",
        "funnel",
        "waffle",
        "stacked-bar",
        "distribution",
        "trend-line",
        "stacked-area",
        "dumbbell",
        "slope",
        "dot-plot",
        "dot-range",
        "scatter",
        "dot-map",
        "tile-map",
        "waterfall",
        "columns",
        "grouped-bars",
        "radar",
        "histogram",
        "outcome-bar",
        "class-trend",
        "leaderboard",
        "table",
        "school-card",
        "school-row",
        "school-chips",
        "topic-card",
        "chips",
        "links",
        "fold",
        "controls",
        "source-note",
        "web",
    ]

    /// The payload type of a catalog kind, or `nil` for a kind the catalog does not have.
    public static func payloadType(forKind kind: String) -> (any SchemaDescribed.Type)? {
        switch kind {
        case "heading": HeadingBlock.self
        case "text": TextBlock.self
        case "takeaway": TakeawayBlock.self
        case "stat-tiles": StatTilesBlock.self
        case "ring": RingBlock.self
        case "range-bar": RangeBarBlock.self
        case "benchmark-bar": BenchmarkBarBlock.self
        case "funnel": FunnelBlock.self
        case "waffle": WaffleBlock.self
        case "stacked-bar": StackedBarBlock.self
        case "distribution": DistributionBlock.self
        case "trend-line": TrendLineBlock.self
        case "stacked-area": StackedAreaBlock.self
        case "dumbbell": DumbbellBlock.self
        case "slope": SlopeBlock.self
        case "dot-plot": DotPlotBlock.self
        case "dot-range": DotRangeBlock.self
        case "scatter": ScatterBlock.self
        case "dot-map": DotMapBlock.self
        case "tile-map": TileMapBlock.self
        case "waterfall": WaterfallBlock.self
        case "columns": ColumnsBlock.self
        case "grouped-bars": GroupedBarsBlock.self
        case "radar": RadarBlock.self
        case "histogram": HistogramBlock.self
        case "outcome-bar": OutcomeBarBlock.self
        case "class-trend": ClassTrendBlock.self
        case "leaderboard": LeaderboardBlock.self
        case "table": TableBlock.self
        case "school-card": SchoolCardBlock.self
        case "school-row": SchoolCardBlock.self
        case "school-chips": SchoolChipsBlock.self
        case "topic-card": TopicCardBlock.self
        case "chips": ChipsBlock.self
        case "links": LinksBlock.self
        case "fold": FoldBlock.self
        case "controls": ControlsBlock.self
        case "source-note": SourceNoteBlock.self
        case "web": WebBlock.self
        default: nil
        }
    }

    /// The payload types of the catalog, each once, in catalog order.
    public static var payloadTypes: [any SchemaDescribed.Type] {
        var seen = Set<String>()
        return catalog.compactMap(payloadType(forKind:)).filter { seen.insert($0.schemaName).inserted }
    }

    /// `oneOf` the payload components, told apart by `kind`; the mapping lists every kind of the catalog.
    public static let schema = JSONSchema.oneOf(
        payloadTypes.map { JSONSchema.ref($0.schemaName) },
        discriminator: .init(
            propertyName: "kind",
            mapping: catalog.compactMap { kind in payloadType(forKind: kind).map { (kind, $0.schemaName) } }
        )
    ).described("One block of a screen; `kind` selects the shape.")
}
