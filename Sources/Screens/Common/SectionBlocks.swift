import QuadAPIModels

/// The blocks every page section opens with: its heading (with the site's anchor) and its paragraphs.
enum SectionBlocks {
    /// A section's level-2 heading, with the small line above it.
    static func heading(_ text: String, eyebrow: String, anchor: String) -> Block {
        .heading(HeadingBlock(level: 2, text: text, eyebrow: eyebrow, anchor: anchor))
    }

    /// A level-3 heading inside a section.
    static func subheading(_ text: String, anchor: String) -> Block {
        .heading(HeadingBlock(level: 3, text: text, anchor: anchor))
    }

    /// A paragraph (or list) of markdown.
    static func text(_ markdown: String) -> Block {
        .text(TextBlock(markdown: markdown))
    }
}
