//! HTML → markdown-ish prose: headings kept as `#` lines, paragraphs and list items on their own
//! lines, table cells separated by `|`; scripts, styles, navigation, forms and page chrome dropped.
//! Iterative (no recursion), so deeply nested untrusted markup cannot overflow the stack.

use ego_tree::iter::Edge;
use scraper::{ElementRef, Html, Node, Selector};

/// Elements whose whole subtree is not prose.
const SKIPPED: &[&str] = &[
    "script", "style", "noscript", "template", "svg", "nav", "footer", "header", "form", "button", "select", "iframe",
    "head", "aside", "dialog",
];

/// Converts an HTML fragment (a product description) to markdown-ish text.
pub fn fragment_to_markdown(html: &str) -> String {
    let doc = Html::parse_fragment(html);
    let root = doc.root_element();
    element_to_markdown(root)
}

/// The main prose of a whole page: its `<main>`, else its first `<article>`, else `<body>`.
pub fn page_to_markdown(doc: &Html) -> String {
    for css in ["main", "article", "body"] {
        let selector = Selector::parse(css).expect("static selector");
        if let Some(el) = doc.select(&selector).next() {
            return element_to_markdown(el);
        }
    }
    element_to_markdown(doc.root_element())
}

/// The `<title>` text of a page, when it has one.
pub fn page_title(doc: &Html) -> Option<String> {
    let selector = Selector::parse("title").expect("static selector");
    let title = doc.select(&selector).next()?.text().collect::<String>();
    let title = collapse(&title);
    (!title.is_empty()).then_some(title)
}

fn element_to_markdown(root: ElementRef<'_>) -> String {
    let mut out = String::new();
    let mut skipping = 0usize;
    for edge in root.traverse() {
        match edge {
            Edge::Open(node) => match node.value() {
                Node::Element(e) => {
                    let name = e.name();
                    if skipping > 0 || SKIPPED.contains(&name) {
                        skipping += 1;
                        continue;
                    }
                    match name {
                        "h1" | "h2" | "h3" | "h4" | "h5" | "h6" => {
                            let level = usize::from(name.as_bytes()[1] - b'0');
                            out.push_str("\n\n");
                            out.push_str(&"#".repeat(level));
                            out.push(' ');
                        }
                        "p" | "ul" | "ol" | "table" | "blockquote" | "section" | "article" | "dl" => {
                            out.push_str("\n\n")
                        }
                        "li" => out.push_str("\n- "),
                        "br" | "tr" | "div" | "dt" | "dd" => out.push('\n'),
                        _ => {}
                    }
                }
                Node::Text(text) if skipping == 0 => {
                    out.extend(text.chars().map(|c| if c.is_whitespace() { ' ' } else { c }))
                }
                _ => {}
            },
            Edge::Close(node) => {
                if let Node::Element(e) = node.value() {
                    if skipping > 0 {
                        skipping -= 1;
                        continue;
                    }
                    match e.name() {
                        "h1" | "h2" | "h3" | "h4" | "h5" | "h6" | "p" | "ul" | "ol" | "table" => out.push_str("\n\n"),
                        "td" | "th" => out.push_str(" | "),
                        "dt" => out.push(':'),
                        _ => {}
                    }
                }
            }
        }
    }
    tidy(&out)
}

/// Collapses whitespace inside lines, trims them and keeps at most one blank line in a row.
fn tidy(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut blank = true;
    for line in text.lines() {
        let line = collapse(line);
        let line = line.trim_end_matches(" |").trim_end_matches('|').trim();
        if line.is_empty() || line == "-" {
            if !blank {
                out.push('\n');
                blank = true;
            }
            continue;
        }
        out.push_str(line);
        out.push('\n');
        blank = false;
    }
    out.trim().to_owned()
}

fn collapse(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn headings_paragraphs_lists_and_tables() {
        let md = fragment_to_markdown(
            "<h2>Overview</h2><p>A  quiet\n fan.</p><script>x()</script><ul><li>One</li><li>Two</li></ul>\
             <table><tr><th>Noise</th><td>20 dB</td></tr></table>",
        );
        assert_eq!(md, "## Overview\n\nA quiet fan.\n\n- One\n- Two\n\nNoise | 20 dB");
    }

    #[test]
    fn deep_nesting_does_not_overflow() {
        let html = "<div>".repeat(50_000) + "deep" + &"</div>".repeat(50_000);
        assert!(fragment_to_markdown(&html).contains("deep"));
    }
}
