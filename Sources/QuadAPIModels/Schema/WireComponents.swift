/// Every wire type of QuadAPIModels that has a schema, so the OpenAPI generator can emit one component each and a
/// validator can resolve every `$ref`.
///
/// A type added to the module must be added here too; a test walks every schema and fails on a reference to a
/// component missing from this list.
public enum WireComponents {
    /// Core types, then ``Block`` and its payloads, then the types nested in payloads.
    ///
    /// Computed rather than stored: metatypes are not `Sendable`, so a stored global list would be shared mutable
    /// state to the compiler.
    public static var all: [any SchemaDescribed.Type] {
        core + [Block.self] + Block.payloadTypes + blockParts + responses + exploreTypes + profileTypes + accountTypes
            + authTypes + householdTypes + ContentWire.parts + listTypes
    }

    /// The household, invitation, student profile, home and fit types.
    public static var householdTypes: [any SchemaDescribed.Type] { HouseholdWire.types }

    /// Explore's request-independent types (the response, the filter panel and their parts).
    public static var exploreTypes: [any SchemaDescribed.Type] { ExploreWire.types }

    /// The college profile's types beyond blocks.
    public static var profileTypes: [any SchemaDescribed.Type] { ProfileWire.types }

    /// The signed-in account's types (`/me`, export, deletion) and their parts.
    public static var accountTypes: [any SchemaDescribed.Type] { AccountWire.types }

    /// The saved lists', follows' and updates' types.
    public static var listTypes: [any SchemaDescribed.Type] { ListWire.types }

    /// The auth service's types nested in its response bodies (the bodies are in ``responses``).
    public static var authTypes: [any SchemaDescribed.Type] { AuthWire.parts }

    /// The components by name, for ``SchemaValidator/init(components:)`` and the OpenAPI document.
    public static var byName: [String: JSONSchema] {
        var out: [String: JSONSchema] = [:]
        for type in all { out[type.schemaName] = type.schema }
        return out
    }

    /// The types every screen and response shares.
    static var core: [any SchemaDescribed.Type] {
        [
            Value.self, Delta.self, Cited.self, CitedSource.self, Replaced.self, DirectoryCredit.self, FormatKind.self,
            Link.self, SourceGroup.self, SchoolRef.self, CrestBrand.self, Screen.self, ErrorEnvelope.self, ErrorBody.self,
        ]
    }

    /// Bodies of endpoints that are not screens.
    public static var responses: [any SchemaDescribed.Type] {
        [
            MetaResponse.self, SourceInfo.self, BuildInfo.self, SchoolIndexEntry.self, SearchResponse.self,
            HighSchoolHit.self, HighSchoolStateOption.self, HighSchoolSearchResponse.self,
            SchoolIndexResponse.self, GlossaryResponse.self, GlossaryCategoryInfo.self, GlossaryTerm.self,
            AboutInfo.self, DatasetDelta.self, DeltaPublish.self,
        ] + ContentWire.responses + AuthWire.responses
    }

    /// The types block payloads are built from.
    static var blockParts: [any SchemaDescribed.Type] {
        [
            // Shared
            AxisScale.self, LabeledValue.self, BarSegment.self, Tone.self, QueryControl.self, QueryControl.Style.self,
            ControlOption.self, YearKind.self, YearWindow.self, YearMark.self, YearSpan.self,
            // Numbers and bars
            StatTile.self, FunnelStep.self, DistributionPin.self, PriceColumn.self, WaterfallStep.self,
            WaterfallStep.Operation.self, HistogramBin.self, WaffleLegend.self,
            // Charts
            SeriesPoint.self, TrendSeries.self, TrendBand.self, BandPoint.self, BandCitations.self, PlottedFigure.self,
            CitedPatch.self, DumbbellRow.self, SlopeRow.self,
            DotGroup.self, ScatterPoint.self, ScatterCitations.self, ScatterPointCitations.self,
            ChartAxis.self, ScatterZone.self, ScatterDiagonal.self, RadarSeries.self,
            BarGroup.self, BarSeries.self, BarFlag.self, ClassTrendPoint.self, ClassTrendPoint.Precision.self,
            // Maps
            MapPath.self, MapDot.self, StateTile.self, TileScale.self, TileLevel.self,
            // Schools
            LeaderboardRow.self, CardFact.self, PercentileMeter.self, TrendIndicator.self, TrendIndicator.Direction.self,
            FigureLine.self, FigurePart.self,
            Standout.self, Distance.self,
            // Layout
            TableColumn.self, TableColumn.SortDirection.self, TableRow.self, TableCell.self, CellValues.self,
            TableFigure.self, TableSticky.self, TableSearch.self, TableRowSearch.self,
            TableAnchor.self, Chip.self, LinksBlock.Style.self,
        ]
    }
}
