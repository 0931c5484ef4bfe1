import Domain
import Markdown
import Testing

/// The renderer on small inputs whose HTML is written out by hand from CommonMark's and GFM's rules.
struct GFMRendererTests {
    let renderer = GFMRenderer()

    func html(_ markdown: String, links: (String) -> MarkdownLink = { MarkdownLink(href: $0) }) -> String {
        renderer.render(markdown, links: links).html
    }

    @Test func headingsGetGitHubIdsAndLevelTwoMakesTheContents() {
        let page = renderer.render("## Why it lags\n\n### Details\n\n## Why it lags\n\n## `quad` & *more*\n") {
            MarkdownLink(href: $0)
        }
        #expect(page.html == """
            <h2 id="why-it-lags">Why it lags</h2>
            <h3 id="details">Details</h3>
            <h2 id="why-it-lags-1">Why it lags</h2>
            <h2 id="quad--more"><code>quad</code> &amp; <em>more</em></h2>

            """)
        #expect(page.toc == [TocEntry(id: "why-it-lags", text: "Why it lags"),
                             TocEntry(id: "why-it-lags-1", text: "Why it lags"),
                             TocEntry(id: "quad--more", text: "quad & more")])
    }

    @Test func githubTables() {
        #expect(html("| Year | Rate |\n|---|---:|\n| 2024 | 9% |\n") == """
            <table>
            <thead>
            <tr>
            <th>Year</th>
            <th align="right">Rate</th>
            </tr>
            </thead>
            <tbody>
            <tr>
            <td>2024</td>
            <td align="right">9%</td>
            </tr>
            </tbody>
            </table>

            """)
    }

    @Test func bareURLsBecomeLinks() {
        #expect(html("See https://nces.ed.gov/ipeds and www.example.org.\n")
            == "<p>See <a href=\"https://nces.ed.gov/ipeds\">https://nces.ed.gov/ipeds</a> and "
            + "<a href=\"http://www.example.org\">www.example.org</a>.</p>\n")
    }

    @Test func rawHTMLShowsAsText() {
        #expect(html("<script>alert(1)</script>\n\nHi <b onclick=\"x()\">there</b>.\n")
            == "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n<p>Hi &lt;b onclick=&quot;x()&quot;&gt;there&lt;/b&gt;.</p>\n")
    }

    @Test func dangerousLinkSchemesAreEmptied() {
        #expect(html("[a](javascript:alert(1)) [b](JAVASCRIPT:x) [c](vbscript:x) [d](https://ok.example)\n")
            == "<p><a href=\"\">a</a> <a href=\"\">b</a> <a href=\"\">c</a> <a href=\"https://ok.example\">d</a></p>\n")
        // A resolver cannot reintroduce one either: the scheme check runs on the resolved target.
        #expect(html("[a](x.md)\n") { _ in MarkdownLink(href: "javascript:alert(1)") } == "<p><a href=\"\">a</a></p>\n")
    }

    @Test func linksGoThroughTheResolverAndFileNameTextShowsTheTitle() {
        let out = html("[other-spec.md](other-spec.md) and [the plan](other-spec.md#why) and [ext](https://x.example)\n") {
            $0.hasPrefix("other-spec.md")
                ? MarkdownLink(href: "/roadmap/other-spec" + ($0.contains("#") ? "#why" : ""), pageTitle: "Other spec")
                : MarkdownLink(href: $0)
        }
        #expect(out == "<p><a href=\"/roadmap/other-spec\">Other spec</a> and "
            + "<a href=\"/roadmap/other-spec#why\">the plan</a> and <a href=\"https://x.example\">ext</a></p>\n")
    }

    @Test func strikethroughAndCode() {
        #expect(html("~~old~~ and `<b>`\n") == "<p><del>old</del> and <code>&lt;b&gt;</code></p>\n")
    }

    @Test func emptyInput() {
        let page = renderer.render("") { MarkdownLink(href: $0) }
        #expect(page.html == "")
        #expect(page.toc.isEmpty)
    }
}
