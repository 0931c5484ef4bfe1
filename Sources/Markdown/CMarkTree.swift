import CMarkGFM
import Domain

/// Edits of a parsed cmark tree before it is rendered. Every pass first collects the nodes it changes, then changes
/// them, so no iterator walks a tree being rewritten. The tree is owned by the caller.
struct CMarkTree {
    let root: OpaquePointer

    /// Nodes of the given types in document order.
    func nodes(_ types: Set<UInt32>) -> [OpaquePointer] {
        var found: [OpaquePointer] = []
        guard let iter = cmark_iter_new(root) else { return [] }
        defer { cmark_iter_free(iter) }
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iter) else { continue }
            if types.contains(cmark_node_get_type(node).rawValue) { found.append(node) }
        }
        return found
    }

    /// Raw HTML becomes text, so it shows escaped: a block of HTML is a paragraph of its source, inline HTML its
    /// source in place.
    func escapeRawHTML() {
        for node in nodes([CMARK_NODE_HTML_BLOCK.rawValue, CMARK_NODE_HTML_INLINE.rawValue]) {
            let isBlock = cmark_node_get_type(node) == CMARK_NODE_HTML_BLOCK
            var source = literal(node)
            while isBlock, source.last == "\n" { source.removeLast() }
            guard let text = cmark_node_new(CMARK_NODE_TEXT) else { continue }
            cmark_node_set_literal(text, source)
            if isBlock {
                guard let paragraph = cmark_node_new(CMARK_NODE_PARAGRAPH) else {
                    cmark_node_free(text)
                    continue
                }
                cmark_node_append_child(paragraph, text)
                replace(node, with: paragraph)
            } else {
                replace(node, with: text)
            }
        }
    }

    /// Every link (written and autolinked) and image points where `resolve` says; a link whose only text is a file
    /// name shows the title of the page it reaches.
    func resolveLinks(_ resolve: (String) -> MarkdownLink) {
        for node in nodes([CMARK_NODE_LINK.rawValue, CMARK_NODE_IMAGE.rawValue]) {
            let written = cmark_node_get_url(node).map { String(cString: $0) } ?? ""
            let target = resolve(written)
            cmark_node_set_url(node, target.href)
            guard cmark_node_get_type(node) == CMARK_NODE_LINK, let title = target.pageTitle,
                  let child = cmark_node_first_child(node), cmark_node_next(child) == nil,
                  cmark_node_get_type(child) == CMARK_NODE_TEXT, Self.isFileName(literal(child))
            else { continue }
            cmark_node_set_literal(child, title)
        }
    }

    /// Gives every heading its GitHub-style id (custom nodes that write `<hN id="…">` around the heading's inline
    /// content) and returns the level-2 headings as the table of contents.
    func anchorHeadings() -> [TocEntry] {
        var slugs = HeadingSlugs()
        var toc: [TocEntry] = []
        for heading in nodes([CMARK_NODE_HEADING.rawValue]) {
            let level = cmark_node_get_heading_level(heading)
            let text = plainText(heading)
            let id = slugs.next(text)
            if level == 2 { toc.append(TocEntry(id: id, text: text)) }
            // A block (the line breaks around it) holding one inline (the tags, with no line breaks inside).
            guard let block = cmark_node_new(CMARK_NODE_CUSTOM_BLOCK) else { continue }
            guard let tags = cmark_node_new(CMARK_NODE_CUSTOM_INLINE) else {
                cmark_node_free(block)
                continue
            }
            cmark_node_set_on_enter(block, "")
            cmark_node_set_on_exit(block, "")
            cmark_node_set_on_enter(tags, "<h\(level) id=\"\(Self.attribute(id))\">")
            cmark_node_set_on_exit(tags, "</h\(level)>")
            while let child = cmark_node_first_child(heading) {
                cmark_node_unlink(child)
                cmark_node_append_child(tags, child)
            }
            cmark_node_append_child(block, tags)
            replace(heading, with: block)
        }
        return toc
    }

    /// The text of a node's inline content: text and code literals, a space for each line break.
    func plainText(_ node: OpaquePointer) -> String {
        var out = ""
        guard let iter = cmark_iter_new(node) else { return "" }
        defer { cmark_iter_free(iter) }
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE { break }
            guard event == CMARK_EVENT_ENTER, let n = cmark_iter_get_node(iter) else { continue }
            switch cmark_node_get_type(n) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: out += literal(n)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: out += " "
            default: break
            }
        }
        return out
    }

    private func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    private func replace(_ old: OpaquePointer, with new: OpaquePointer) {
        cmark_node_replace(old, new)
        cmark_node_free(old)
    }

    /// A link text that is only a file name: `majors.md`, `../trends/price-gap.md`.
    static func isFileName(_ text: String) -> Bool {
        text.hasSuffix(".md") && text.utf8.allSatisfy { b in
            (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F || b == 0x2E
                || b == 0x2F || b == 0x2D
        }
    }

    /// Text for a double-quoted HTML attribute.
    static func attribute(_ text: String) -> String {
        var out = ""
        for c in text {
            switch c {
            case "&": out += "&amp;"
            case "\"": out += "&quot;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            default: out.append(c)
            }
        }
        return out
    }
}
