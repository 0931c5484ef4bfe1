/// One element of a screen: the fixed catalog of kinds the app has a renderer for.
///
/// Encoded as an object with a `kind` discriminator (written first) and the kind's fields. A kind this version does
/// not know decodes as ``unknown(kind:)`` so an older app can render "Open on the web" instead of failing.
/// `school-card` and `school-row` share one payload, ``SchoolCardBlock``.
public enum Block: Sendable, Hashable, Codable, SchemaDescribed {
    case heading(HeadingBlock)
    case text(TextBlock)
    case takeaway(TakeawayBlock)
    case statTiles(StatTilesBlock)
    case ring(RingBlock)
    case rangeBar(RangeBarBlock)
    case benchmarkBar(BenchmarkBarBlock)
    case funnel(FunnelBlock)
    case waffle(WaffleBlock)
    case stackedBar(StackedBarBlock)
    case distribution(DistributionBlock)
    case trendLine(TrendLineBlock)
    case stackedArea(StackedAreaBlock)
    case dumbbell(DumbbellBlock)
    case slope(SlopeBlock)
    case dotPlot(DotPlotBlock)
    case dotRange(DotRangeBlock)
    case scatter(ScatterBlock)
    case dotMap(DotMapBlock)
    case tileMap(TileMapBlock)
    case waterfall(WaterfallBlock)
    case columns(ColumnsBlock)
    case groupedBars(GroupedBarsBlock)
    case radar(RadarBlock)
    case histogram(HistogramBlock)
    case outcomeBar(OutcomeBarBlock)
    case classTrend(ClassTrendBlock)
    case leaderboard(LeaderboardBlock)
    case table(TableBlock)
    case schoolCard(SchoolCardBlock)
    case schoolRow(SchoolCardBlock)
    case schoolChips(SchoolChipsBlock)
    case topicCard(TopicCardBlock)
    case chips(ChipsBlock)
    case links(LinksBlock)
    case fold(FoldBlock)
    case controls(ControlsBlock)
    case sourceNote(SourceNoteBlock)
    case web(WebBlock)
    /// A kind this version of the models does not know.
    case unknown(kind: String)

    /// The catalog name of the block's kind.
    public var kind: String {
        switch self {
        case .heading: "heading"
        case .text: "text"
        case .takeaway: "takeaway"
        case .statTiles: "stat-tiles"
        case .ring: "ring"
        case .rangeBar: "range-bar"
        case .benchmarkBar: "benchmark-bar"
        case .funnel: "funnel"
        case .waffle: "waffle"
        case .stackedBar: "stacked-bar"
        case .distribution: "distribution"
        case .trendLine: "trend-line"
        case .stackedArea: "stacked-area"
        case .dumbbell: "dumbbell"
        case .slope: "slope"
        case .dotPlot: "dot-plot"
        case .dotRange: "dot-range"
        case .scatter: "scatter"
        case .dotMap: "dot-map"
        case .tileMap: "tile-map"
        case .waterfall: "waterfall"
        case .columns: "columns"
        case .groupedBars: "grouped-bars"
        case .radar: "radar"
        case .histogram: "histogram"
        case .outcomeBar: "outcome-bar"
        case .classTrend: "class-trend"
        case .leaderboard: "leaderboard"
        case .table: "table"
        case .schoolCard: "school-card"
        case .schoolRow: "school-row"
        case .schoolChips: "school-chips"
        case .topicCard: "topic-card"
        case .chips: "chips"
        case .links: "links"
        case .fold: "fold"
        case .controls: "controls"
        case .sourceNote: "source-note"
        case .web: "web"
        case let .unknown(kind): kind
        }
    }

    /// The payload of a known kind; `nil` for ``unknown(kind:)``.
    public var payload: (any SchemaDescribed & Encodable & Sendable)? {
        switch self {
        case let .heading(b): b
        case let .text(b): b
        case let .takeaway(b): b
        case let .statTiles(b): b
        case let .ring(b): b
        case let .rangeBar(b): b
        case let .benchmarkBar(b): b
        case let .funnel(b): b
        case let .waffle(b): b
        case let .stackedBar(b): b
        case let .distribution(b): b
        case let .trendLine(b): b
        case let .stackedArea(b): b
        case let .dumbbell(b): b
        case let .slope(b): b
        case let .dotPlot(b): b
        case let .dotRange(b): b
        case let .scatter(b): b
        case let .dotMap(b): b
        case let .tileMap(b): b
        case let .waterfall(b): b
        case let .columns(b): b
        case let .groupedBars(b): b
        case let .radar(b): b
        case let .histogram(b): b
        case let .outcomeBar(b): b
        case let .classTrend(b): b
        case let .leaderboard(b): b
        case let .table(b): b
        case let .schoolCard(b): b
        case let .schoolRow(b): b
        case let .schoolChips(b): b
        case let .topicCard(b): b
        case let .chips(b): b
        case let .links(b): b
        case let .fold(b): b
        case let .controls(b): b
        case let .sourceNote(b): b
        case let .web(b): b
        case .unknown: nil
        }
    }
}
