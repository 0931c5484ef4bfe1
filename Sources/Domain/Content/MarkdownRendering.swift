/// Turns a content page's markdown into HTML: the one thing about roadmap pages and release notes that needs a C
/// library (libcmark-gfm, in the `Markdown` module), kept behind this protocol so Domain and Screens stay pure.
///
/// A renderer must escape raw HTML in the source (it shows as text), neutralise dangerous link schemes
/// (`javascript:`, `vbscript:`, `file:`, most `data:`), give every heading a GitHub-style id (``HeadingSlugs``),
/// and pass every link's target through `links` so content can point at other pages by file name.
public protocol MarkdownRendering: Sendable {
    /// `markdown` rendered with GitHub tables, autolinks and strikethrough.
    ///
    /// - Parameter links: where each link's written target should point, and the title of the page it reaches
    ///   (a link whose text is only a file name, `other-spec.md`, shows that title instead).
    func render(_ markdown: String, links: (String) -> MarkdownLink) -> RenderedMarkdown
}

/// Where one link of a content page points after resolution.
public struct MarkdownLink: Sendable, Hashable {
    /// The target written into the HTML.
    public var href: String
    /// The title of the content page the link reaches, when it reaches one.
    public var pageTitle: String?

    public init(href: String, pageTitle: String? = nil) {
        self.href = href
        self.pageTitle = pageTitle
    }
}

/// A rendered page: its HTML and the table of contents of its level-2 headings.
public struct RenderedMarkdown: Sendable, Hashable {
    public var html: String
    /// Level-2 headings in order, with the ids the HTML gives them.
    public var toc: [TocEntry]

    public init(html: String, toc: [TocEntry]) {
        self.html = html
        self.toc = toc
    }
}

/// One heading of a page's table of contents.
public struct TocEntry: Sendable, Hashable {
    /// The heading's `id` in the HTML (link target `#id`).
    public var id: String
    /// The heading's text, without markup.
    public var text: String

    public init(id: String, text: String) {
        self.id = id
        self.text = text
    }
}
