import CMarkGFM
public import Domain
#if canImport(Glibc)
import Glibc
#endif

/// GitHub-flavoured markdown rendered with libcmark-gfm: tables, autolinks, strikethrough and the tag filter
/// attached, raw HTML in the source shown as text, dangerous link schemes emptied (cmark's safe mode), headings given
/// GitHub-style ids, and every link target passed through the caller's resolver.
///
/// ```swift
/// let page = GFMRenderer().render("## Why\n\nSee [the plan](plan.md).") { MarkdownLink(href: "/roadmap/" + $0) }
/// page.html   // "<h2 id=\"why\">Why</h2>\n<p>See <a href=\"/roadmap/plan.md\">the plan</a>.</p>\n"
/// page.toc    // [TocEntry(id: "why", text: "Why")]
/// ```
///
/// Each call parses into its own tree and frees it before returning, so one renderer serves every thread.
public struct GFMRenderer: MarkdownRendering {
    /// The GFM extensions each parse attaches.
    static let extensions = ["table", "autolink", "strikethrough", "tagfilter"]

    /// cmark-gfm's extension registry is filled once per process.
    private static let registered: Bool = {
        cmark_gfm_core_extensions_ensure_registered()
        return true
    }()

    public init() {}

    public func render(_ markdown: String, links: (String) -> MarkdownLink) -> RenderedMarkdown {
        _ = Self.registered
        guard let parser = cmark_parser_new(CMARK_OPT_DEFAULT) else { return RenderedMarkdown(html: "", toc: []) }
        defer { cmark_parser_free(parser) }
        for name in Self.extensions {
            if let ext = cmark_find_syntax_extension(name) { cmark_parser_attach_syntax_extension(parser, ext) }
        }
        var bytes = Array(markdown.utf8)
        bytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        guard let document = cmark_parser_finish(parser) else { return RenderedMarkdown(html: "", toc: []) }
        defer { cmark_node_free(document) }

        let tree = CMarkTree(root: document)
        tree.escapeRawHTML()
        tree.resolveLinks(links)
        let toc = tree.anchorHeadings()
        guard let html = cmark_render_html(document, CMARK_OPT_DEFAULT, cmark_parser_get_syntax_extensions(parser)) else {
            return RenderedMarkdown(html: "", toc: toc)
        }
        defer { free(html) }
        return RenderedMarkdown(html: String(cString: html), toc: toc)
    }
}
