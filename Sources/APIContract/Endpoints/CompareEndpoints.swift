public import QuadAPIModels

/// The compare endpoints: the overview (`/compare`), a topic page (`/compare/{topic}`) and "All the numbers"
/// (`/compare/table`). Each takes the site's query string; nothing in it is a 400: ids set aside and control values
/// not used are listed in the response's `ignored`.
public enum CompareEndpoints {
    static let ids = ParameterSpec(
        "ids", .string(),
        "Comma-separated college ids, as the site reads them: trimmed, each once, ids no college has dropped, at most "
            + "four, in URL order (the slot order). Every id set aside is listed in `ignored` (repeated, unknown-value, "
            + "too-many).",
        examples: ["222178,138558", "222178"])

    static var response: ResponseSpec {
        ResponseSpec(200, "The compare screen and the values not used.", body: CompareResponse.schema,
                     headers: [ResponseHeaders.etag, ResponseHeaders.publish, ResponseHeaders.cacheControl,
                               ResponseHeaders.requestID])
    }

    /// `GET /compare`.
    public static let overview = Endpoint<PublicAccess, CompareParameters, NoBody, CompareResponse>(
        id: "getCompare", method: "GET", path: "/api/app/v1/compare",
        summary: "Compare: the overview of two to four colleges, or the empty and one-college states",
        description: "No college: \u{201C}Pick your contenders\u{201D} with the preset matchups. One: \u{201C}Pick a "
            + "rival\u{201D} with four similar colleges. Two to four: the band (chips, remove and profile links, Add school), "
            + "the topic pills, up to six key differences, the radar of percentile ranks, the six topic cards, the table "
            + "link and the sources.",
        tag: "compare", cacheable: true, parameters: [ids],
        responses: [response] + StandardResponses.publicTail)

    /// `GET /compare/table`.
    public static let table = Endpoint<PublicAccess, CompareParameters, NoBody, CompareResponse>(
        id: "getCompareTable", method: "GET", path: "/api/app/v1/compare/table",
        summary: "All the numbers: every compared figure in one table, grouped by topic",
        description: "Five groups with anchors, a label column and one cited cell per college (its own year where it "
            + "differs from the row's), rows marked `same` when fewer than two colleges have a value or all match, and the "
            + "Website row. With fewer than two colleges, the overview's document.",
        tag: "compare", cacheable: true,
        parameters: [ids, ParameterSpec("differences", .string(), "`only`: leave out the rows marked `same` (the "
            + "\u{201C}Differences only\u{201D} switch). Any other value is listed in `ignored`.")],
        responses: [response] + StandardResponses.publicTail)

    /// `GET /compare/{topic}`.
    public static let topic = Endpoint<PublicAccess, CompareTopicParameters, NoBody, CompareResponse>(
        id: "getCompareTopic", method: "GET", path: "/api/app/v1/compare/{topic}",
        summary: "One compare topic page: admissions, students, academics, cost, outcomes or history",
        description: "Up to three key differences on the topic, every section of the page and previous/next. With "
            + "fewer than two colleges, the overview's document (its empty or one-college state); a page with nothing "
            + "to compare says so in one line; any other topic is a 404.",
        tag: "compare", cacheable: true,
        parameters: [
            ParameterSpec("topic", in: .path, .oneOfStrings(["admissions", "students", "academics", "cost", "outcomes",
                                                            "history"]),
                          "The topic page. Any other value is a 404."),
            ids,
            ParameterSpec("major", .string(), "Academics: a two-digit CIP family (\u{201C}Your major\u{201D}) one of the "
                + "colleges awards bachelor's degrees in; the first two characters are read. Otherwise listed in `ignored`."),
            ParameterSpec("income", .string(), "Cost: the family income of the price slider, 0 to 400000 in steps of "
                + "5000 (default 150000). Otherwise listed in `ignored`."),
            ParameterSpec("metric", .string(), "History: the Then & now measure: avg_paid_all, acceptance_rate, "
                + "applicants, undergrads or diversity (default: the first one a college has)."),
        ],
        responses: [response, StandardResponses.notFound] + StandardResponses.publicTail)

    /// Every compare endpoint, in document order.
    public static let all: [EndpointSpec] = [overview.spec, table.spec, topic.spec]
}
