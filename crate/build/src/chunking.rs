//! Documents and chunks of a whole catalog (the catalog side of `dualgraph_core::tkg::chunk`).

use crate::catalog::Catalog;
use dualgraph_core::tkg::chunk::*;
use std::collections::HashMap;

/// Documents and chunks of a whole catalog (products first, then pages, in input order).
pub fn chunk_catalog(catalog: &Catalog, options: ChunkOptions) -> (Vec<Doc>, Vec<Chunk>) {
    let mut docs = Vec::with_capacity(catalog.products.len() + catalog.pages.len());
    let mut chunks = Vec::new();
    let mut product_doc: HashMap<&str, u32> = HashMap::new();
    for p in &catalog.products {
        let doc = docs.len() as u32;
        product_doc.insert(p.id.as_str(), doc);
        docs.push(Doc {
            id: p.id.clone(),
            kind: DocKind::Product,
            title: p.name.clone(),
            url: p.url.clone(),
            products: Vec::new(),
        });
        if let Some(text) = &p.text {
            push_chunks(&mut chunks, doc, text, options);
        }
    }
    for page in &catalog.pages {
        let doc = docs.len() as u32;
        let mut products: Vec<u32> =
            page.products.iter().filter_map(|id| product_doc.get(id.as_str()).copied()).collect();
        products.dedup();
        docs.push(Doc {
            id: page.id.clone(),
            kind: DocKind::Page,
            title: page.title.clone(),
            url: page.url.clone(),
            products,
        });
        push_chunks(&mut chunks, doc, &page.markdown, options);
    }
    (docs, chunks)
}
fn push_chunks(out: &mut Vec<Chunk>, doc: u32, text: &str, options: ChunkOptions) {
    for c in chunk_text(text, options) {
        out.push(Chunk {
            doc,
            headings: c.headings,
            start: c.chars.start as u32,
            end: c.chars.end as u32,
            text: text[c.bytes].to_owned(),
        });
    }
}
