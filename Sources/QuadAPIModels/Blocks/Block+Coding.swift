extension Block {
    private enum KindKey: String, CodingKey { case kind }

    /// Reads `kind`, then the payload from the same object; a kind missing from the catalog becomes
    /// ``unknown(kind:)`` and its other fields are ignored.
    public init(from decoder: any Decoder) throws {
        let kind = try decoder.container(keyedBy: KindKey.self).decode(String.self, forKey: .kind)
        switch kind {
        case "heading": self = .heading(try HeadingBlock(from: decoder))
        case "text": self = .text(try TextBlock(from: decoder))
        case "takeaway": self = .takeaway(try TakeawayBlock(from: decoder))
        case "stat-tiles": self = .statTiles(try StatTilesBlock(from: decoder))
        case "ring": self = .ring(try RingBlock(from: decoder))
        case "range-bar": self = .rangeBar(try RangeBarBlock(from: decoder))
        case "benchmark-bar": self = .benchmarkBar(try BenchmarkBarBlock(from: decoder))
        case "funnel": self = .funnel(try FunnelBlock(from: decoder))
        case "waffle": self = .waffle(try WaffleBlock(from: decoder))
        case "stacked-bar": self = .stackedBar(try StackedBarBlock(from: decoder))
        case "distribution": self = .distribution(try DistributionBlock(from: decoder))
        case "trend-line": self = .trendLine(try TrendLineBlock(from: decoder))
        case "stacked-area": self = .stackedArea(try StackedAreaBlock(from: decoder))
        case "dumbbell": self = .dumbbell(try DumbbellBlock(from: decoder))
        case "slope": self = .slope(try SlopeBlock(from: decoder))
        case "dot-plot": self = .dotPlot(try DotPlotBlock(from: decoder))
        case "dot-range": self = .dotRange(try DotRangeBlock(from: decoder))
        case "scatter": self = .scatter(try ScatterBlock(from: decoder))
        case "dot-map": self = .dotMap(try DotMapBlock(from: decoder))
        case "tile-map": self = .tileMap(try TileMapBlock(from: decoder))
        case "waterfall": self = .waterfall(try WaterfallBlock(from: decoder))
        case "columns": self = .columns(try ColumnsBlock(from: decoder))
        case "grouped-bars": self = .groupedBars(try GroupedBarsBlock(from: decoder))
        case "radar": self = .radar(try RadarBlock(from: decoder))
        case "histogram": self = .histogram(try HistogramBlock(from: decoder))
        case "outcome-bar": self = .outcomeBar(try OutcomeBarBlock(from: decoder))
        case "class-trend": self = .classTrend(try ClassTrendBlock(from: decoder))
        case "leaderboard": self = .leaderboard(try LeaderboardBlock(from: decoder))
        case "table": self = .table(try TableBlock(from: decoder))
        case "school-card": self = .schoolCard(try SchoolCardBlock(from: decoder))
        case "school-row": self = .schoolRow(try SchoolCardBlock(from: decoder))
        case "school-chips": self = .schoolChips(try SchoolChipsBlock(from: decoder))
        case "topic-card": self = .topicCard(try TopicCardBlock(from: decoder))
        case "chips": self = .chips(try ChipsBlock(from: decoder))
        case "links": self = .links(try LinksBlock(from: decoder))
        case "fold": self = .fold(try FoldBlock(from: decoder))
        case "controls": self = .controls(try ControlsBlock(from: decoder))
        case "source-note": self = .sourceNote(try SourceNoteBlock(from: decoder))
        case "web": self = .web(try WebBlock(from: decoder))
        default: self = .unknown(kind: kind)
        }
    }

    /// Writes `kind` first, then the payload's fields into the same object. An ``unknown(kind:)`` block writes only
    /// its kind.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: KindKey.self)
        try c.encode(kind, forKey: .kind)
        try payload?.encode(to: encoder)
    }
}
