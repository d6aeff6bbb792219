//! UnWeaver retrieval over the Textual Knowledge Graph ([`crate::tkg`]): one code path for the
//! CLI (`dualgraph search`) and wasm (`Engine.search`).
//!
//! 1. Score entities against the question and keep the top [`SearchOptions::entities`]. By
//!    default ([`EntityRanking::Hybrid`]) two rankings are fused by reciprocal rank
//!    ([`ENTITY_RRF_CONSTANT`]): BM25 over name + description (model names such as "UE46ES6710S"
//!    are lexical) and cosine similarity between the question's vector and the entity vectors
//!    of the bundle's query encoder ([`crate::vectors::encoder`], exact int8 scan). A bundle without
//!    vectors, or a question without a content word for the encoder
//!    ([`crate::vectors::encoder::StaticEncoder::has_content_word`]), ranks by BM25 alone.
//! 2. Each kept entity votes for every chunk it is linked to with weight `1 / (c + rank)`
//!    (rank 1 = best entity, `c` = [`SearchOptions::rank_constant`]); a chunk's score is the
//!    sum of its votes. Entities whose evidence window in that chunk is the same sentence vote
//!    once (the best-ranked counts): the offline extractor finds several phrases in one sentence,
//!    and they are one piece of evidence, not several. Ties (one entity voting for many chunks)
//!    are broken by the chunk's own BM25 score, then by chunk order.
//! 3. The top [`SearchOptions::k`] chunks are returned with provenance (document, products,
//!    heading path, character span, URL), the entities that selected them and their evidence
//!    windows; the context for an answer is assembled from them within a character budget —
//!    whole chunks while they fit, otherwise only the chunk's evidence windows (the sentences
//!    that mention the selecting entities).
//!
//! Scoring uses only `+ × ÷` on `f32` over values stored in the bundle, so results are
//! identical natively and in wasm.

use crate::rank::top_k;
use crate::skg::store::Store;
use crate::tkg::chunk::DocKind;
use crate::tkg::{self, Tkg};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

/// How chunks are ranked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SearchMode {
    /// Entities vote for chunks (UnWeaver).
    #[default]
    Unweaver,
    /// Plain BM25 over chunks (baseline).
    Chunks,
    /// Reciprocal-rank fusion of the UnWeaver ranking and the chunk BM25 ranking.
    Hybrid,
}

/// Rank constant of the hybrid mode's reciprocal-rank fusion.
pub const HYBRID_RRF_CONSTANT: f32 = 10.0;

/// How entities are scored against the question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum EntityRanking {
    /// Reciprocal-rank fusion of BM25 and vector similarity (BM25 alone without vectors).
    #[default]
    Hybrid,
    /// BM25 over entity name + description.
    Bm25,
    /// Cosine similarity of encoder vectors (BM25 when the bundle has no vectors).
    Vector,
}

/// Rank constant of the entity-level fusion of BM25 and vector rankings (the usual 60).
pub const ENTITY_RRF_CONSTANT: f32 = 60.0;

/// Candidates taken from each entity ranking before fusion: `max(this, 5 × entities)`.
pub const ENTITY_POOL: usize = 50;

/// Search options (all optional in JSON).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(default, rename_all = "camelCase")]
pub struct SearchOptions {
    /// Chunks returned.
    pub k: usize,
    /// Entities that vote.
    pub entities: usize,
    /// Character budget of the assembled context.
    pub budget: usize,
    /// Rank constant `c` of the vote weight `1 / (c + rank)`.
    pub rank_constant: f32,
    /// Ranking mode.
    pub mode: SearchMode,
    /// How entities are scored.
    pub entity_ranking: EntityRanking,
}

impl Default for SearchOptions {
    fn default() -> Self {
        Self {
            k: 5,
            entities: 10,
            budget: 2000,
            rank_constant: 1.0,
            mode: SearchMode::Unweaver,
            entity_ranking: EntityRanking::Hybrid,
        }
    }
}

/// A product a chunk is about.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProductRef {
    /// Catalog id.
    pub id: String,
    /// Product name.
    pub name: String,
}

/// The document a chunk came from.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct DocRef {
    /// Catalog id.
    pub id: String,
    /// `product` or `page`.
    pub kind: DocKind,
    /// Product name or page title.
    pub title: String,
    /// URL, when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub url: Option<String>,
}

/// A scored entity.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct EntityHit {
    /// 1-based rank.
    pub rank: usize,
    /// Entity index in the bundle.
    pub entity: u32,
    /// Entity name.
    pub name: String,
    /// Entity IRI (`entity:` namespace).
    pub iri: String,
    /// Ranking score: fused reciprocal-rank score (hybrid), cosine (vector) or BM25.
    pub score: f32,
    /// BM25 score against the question (0 when no term matches).
    pub bm25: f32,
    /// Cosine similarity with the question (absent without vectors).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub similarity: Option<f32>,
    /// Where its mentions came from (`heading`, `product`, `value`, …).
    pub kinds: Vec<&'static str>,
    /// SKG nodes it aligns with.
    pub aligns: Vec<String>,
    /// Number of chunks it is linked to.
    pub chunks: usize,
    /// Aggregated description.
    pub description: String,
}

/// A retrieved chunk with provenance.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ChunkHit {
    /// 1-based rank.
    pub rank: usize,
    /// Chunk index in the bundle.
    pub chunk: u32,
    /// Ranking score (sum of entity votes, or BM25 in `chunks` mode).
    pub score: f32,
    /// The chunk's own BM25 score (tie-breaker).
    pub bm25: f32,
    /// Source document.
    pub doc: DocRef,
    /// Products the chunk is about.
    pub products: Vec<ProductRef>,
    /// Headings above the chunk.
    pub headings: Vec<String>,
    /// Character span `[start, end)` in the source document's text.
    pub span: [u32; 2],
    /// The chunk text (exactly the span).
    pub text: String,
    /// Names of the entities that voted for it, best first.
    pub entities: Vec<String>,
    /// Evidence windows (character spans in the source text) of those entities, in text order.
    pub windows: Vec<[u32; 2]>,
}

/// The context assembled for an answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Context {
    /// The text: one block per chunk, headed by its source.
    pub text: String,
    /// Its length in characters.
    pub chars: usize,
    /// The budget it was built for.
    pub budget: usize,
    /// Chunk indexes included whole.
    pub chunks: Vec<u32>,
    /// Chunk indexes included as evidence windows only.
    pub windowed: Vec<u32>,
    /// True when some retrieved chunk did not fit.
    pub truncated: bool,
}

/// Result of [`search`].
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SearchResult {
    /// The question.
    pub question: String,
    /// Ranking mode used.
    pub mode: SearchMode,
    /// Entity ranking used (`bm25` when the bundle has no vectors or the question no known token).
    pub entity_ranking: EntityRanking,
    /// Scored entities (the voters), best first.
    pub entities: Vec<EntityHit>,
    /// Retrieved chunks, best first.
    pub chunks: Vec<ChunkHit>,
    /// Context within the character budget.
    pub context: Context,
}

/// Votes for one chunk: score, voters (entity ranks, best first), evidence windows that voted.
type Votes = (f32, Vec<usize>, Vec<(u32, u32)>);

/// Runs [`search`] and fills entity descriptions from the bundle's graph: what the CLI and the
/// wasm `Engine.search` call.
pub fn search_store(store: &Store, tkg: &Tkg, question: &str, options: &SearchOptions) -> SearchResult {
    let mut result = search(tkg, question, options);
    for hit in &mut result.entities {
        if hit.description.is_empty() {
            if let Some(e) = tkg.entities.get(hit.entity as usize) {
                hit.description = tkg.description(store, e);
            }
        }
    }
    result
}

/// Runs UnWeaver retrieval (or the chunk baseline) for a question. Entity descriptions are
/// included when the [`Tkg`] holds them (at build time); see [`search_store`].
pub fn search(tkg: &Tkg, question: &str, options: &SearchOptions) -> SearchResult {
    let ranked_entities = rank_entities(tkg, question, options.entities.max(1), options.entity_ranking);
    let entity_hits = &ranked_entities.hits;
    let chunk_bm25: HashMap<u32, f32> = tkg.chunk_index.scores(question).into_iter().collect();
    let bm25_of = |c: u32| chunk_bm25.get(&c).copied().unwrap_or(0.0);

    // Votes: chunk → (score, voters in rank order, evidence windows that voted). Several
    // entities found in one sentence vote once for its chunk (the best-ranked one counts).
    let mut votes: HashMap<u32, Votes> = HashMap::new();
    for (rank, &(e, _)) in entity_hits.iter().enumerate() {
        let weight = 1.0 / (options.rank_constant + (rank + 1) as f32);
        for link in &tkg.entities[e as usize].links {
            let v = votes.entry(link.chunk).or_insert((0.0, Vec::new(), Vec::new()));
            v.1.push(rank);
            if let Some(w) = link.window {
                if v.2.contains(&w) {
                    continue;
                }
                v.2.push(w);
            }
            v.0 += weight;
        }
    }
    let unweaver = || {
        let mut all: Vec<(u32, f32, f32)> = votes.iter().map(|(&c, v)| (c, v.0, bm25_of(c))).collect();
        all.sort_unstable_by(|a, b| b.1.total_cmp(&a.1).then(b.2.total_cmp(&a.2)).then(a.0.cmp(&b.0)));
        all.into_iter().map(|(c, s, _)| (c, s)).collect::<Vec<_>>()
    };
    let ranked: Vec<(u32, f32)> = match options.mode {
        SearchMode::Unweaver => {
            let mut all = unweaver();
            all.truncate(options.k);
            all
        }
        SearchMode::Chunks => top_k(chunk_bm25.iter().map(|(&c, &s)| (c, s)).collect(), options.k),
        SearchMode::Hybrid => {
            let by_votes = unweaver();
            let by_bm25 = top_k(chunk_bm25.iter().map(|(&c, &s)| (c, s)).collect(), usize::MAX);
            crate::rank::reciprocal_rank_fusion(&[&by_votes, &by_bm25], HYBRID_RRF_CONSTANT, options.k)
        }
    };

    let entities: Vec<EntityHit> = entity_hits
        .iter()
        .enumerate()
        .map(|(i, &(e, score))| {
            let ent = &tkg.entities[e as usize];
            EntityHit {
                rank: i + 1,
                entity: e,
                name: ent.name.clone(),
                iri: tkg.entity_iri(ent),
                score,
                bm25: ranked_entities.bm25.get(&e).copied().unwrap_or(0.0),
                similarity: ranked_entities.similarity(tkg, e),
                kinds: tkg::kind::names(ent.kinds),
                aligns: ent.aligns.clone(),
                chunks: ent.links.len(),
                description: ent.description.clone(),
            }
        })
        .collect();

    let chunks: Vec<ChunkHit> = ranked
        .iter()
        .enumerate()
        .map(|(i, &(c, score))| {
            let chunk = &tkg.chunks[c as usize];
            let doc = &tkg.docs[chunk.doc as usize];
            let voters: &[usize] = votes.get(&c).map_or(&[], |v| v.1.as_slice());
            let mut windows: Vec<[u32; 2]> = voters
                .iter()
                .filter_map(|&r| {
                    let ent = &tkg.entities[entity_hits[r].0 as usize];
                    let l = ent.links.binary_search_by_key(&c, |l| l.chunk).ok()?;
                    ent.links[l].window.map(|(s, e)| [s, e])
                })
                .collect();
            windows.sort_unstable();
            windows.dedup();
            ChunkHit {
                rank: i + 1,
                chunk: c,
                score,
                bm25: bm25_of(c),
                doc: DocRef { id: doc.id.clone(), kind: doc.kind, title: doc.title.clone(), url: doc.url.clone() },
                products: tkg.chunk_products[c as usize]
                    .iter()
                    .map(|&p| ProductRef {
                        id: tkg.docs[p as usize].id.clone(),
                        name: tkg.docs[p as usize].title.clone(),
                    })
                    .collect(),
                headings: chunk.headings.clone(),
                span: [chunk.start, chunk.end],
                text: chunk.text.clone(),
                entities: voters.iter().map(|&r| entities[r].name.clone()).collect(),
                windows,
            }
        })
        .collect();

    let context = assemble(&chunks, options.budget);
    SearchResult {
        question: question.to_owned(),
        mode: options.mode,
        entity_ranking: ranked_entities.used,
        entities,
        chunks,
        context,
    }
}

/// Entities ranked for a question, with what is needed to report their component scores.
pub struct RankedEntities {
    /// `(entity, score)`, best first.
    pub hits: Vec<(u32, f32)>,
    /// BM25 score of every entity matching a question term.
    pub bm25: HashMap<u32, f32>,
    /// The question's vector (absent without vectors or when no token of it is known).
    pub query: Option<Vec<f32>>,
    /// The ranking actually used.
    pub used: EntityRanking,
}

impl RankedEntities {
    /// Cosine similarity of an entity with the question.
    pub fn similarity(&self, tkg: &Tkg, entity: u32) -> Option<f32> {
        let (q, sem) = (self.query.as_ref()?, tkg.semantic.as_ref()?);
        sem.vectors.index.score(entity as usize, q)
    }
}

/// Ranks entities for a question (step 1 of [`search`]): the top `k`.
pub fn rank_entities(tkg: &Tkg, question: &str, k: usize, ranking: EntityRanking) -> RankedEntities {
    let bm25_all = tkg.entity_index.scores(question);
    let bm25: HashMap<u32, f32> = bm25_all.iter().copied().collect();
    let query = match (ranking, &tkg.semantic) {
        (EntityRanking::Bm25, _) | (_, None) => None,
        (_, Some(sem)) if sem.encoder.table().has_content_word(question) => {
            Some(sem.encoder.encode(question)).filter(|q| q.iter().any(|&x| x != 0.0))
        }
        _ => None,
    };
    let (hits, used) = match (&query, &tkg.semantic) {
        (Some(q), Some(sem)) => {
            let pool = ENTITY_POOL.max(k.saturating_mul(5));
            let by_vector = sem.vectors.search(q, pool);
            if ranking == EntityRanking::Vector {
                (by_vector.into_iter().take(k).collect(), EntityRanking::Vector)
            } else {
                let by_bm25 = top_k(bm25_all, pool);
                let fused = crate::rank::reciprocal_rank_fusion(&[&by_bm25, &by_vector], ENTITY_RRF_CONSTANT, k);
                (fused, EntityRanking::Hybrid)
            }
        }
        _ => (top_k(bm25_all, k), EntityRanking::Bm25),
    };
    RankedEntities { hits, bm25, query, used }
}

/// Context from ranked chunks: `[n] Title › heading › heading (url)` then the chunk text. A
/// chunk that does not fit whole contributes the evidence windows that fit (in text order,
/// joined by " … "); a chunk with no window that fits is skipped. `truncated` tells whether
/// anything retrieved was left out or shortened.
pub fn assemble(chunks: &[ChunkHit], budget: usize) -> Context {
    let mut text = String::new();
    let mut used = 0usize;
    let (mut whole, mut windowed) = (Vec::new(), Vec::new());
    let mut truncated = false;
    for (n, c) in chunks.iter().enumerate() {
        let mut header = format!("[{}] {}", n + 1, c.doc.title);
        for h in &c.headings {
            header.push_str(" › ");
            header.push_str(h);
        }
        if let Some(url) = &c.doc.url {
            header.push_str(&format!(" ({url})"));
        }
        header.push('\n');
        let sep = if text.is_empty() { 0 } else { 2 };
        if used + sep >= budget {
            truncated = true;
            break;
        }
        let fixed = sep + header.chars().count();
        let full = c.text.chars().count();
        let body = if used + fixed + full <= budget {
            whole.push(c.chunk);
            Some(c.text.clone())
        } else {
            truncated = true;
            let mut joined = String::new();
            let mut len = 0usize;
            for &[s, e] in &c.windows {
                let from = s.saturating_sub(c.span[0]) as usize;
                let piece: String = c.text.chars().skip(from).take(e.saturating_sub(s) as usize).collect();
                let add = piece.chars().count() + if joined.is_empty() { 0 } else { 3 };
                if used + fixed + len + add <= budget {
                    if !joined.is_empty() {
                        joined.push_str(" … ");
                    }
                    joined.push_str(&piece);
                    len += add;
                }
            }
            if joined.is_empty() {
                None
            } else {
                windowed.push(c.chunk);
                Some(joined)
            }
        };
        if let Some(b) = body {
            if sep > 0 {
                text.push_str("\n\n");
            }
            text.push_str(&header);
            text.push_str(&b);
            used = text.chars().count();
        }
    }
    Context { chars: text.chars().count(), text, budget, chunks: whole, windowed, truncated }
}

/// Plain-text rendering for the CLI.
pub fn render(result: &SearchResult) -> String {
    let mut out = String::new();
    let by = match result.entity_ranking {
        EntityRanking::Hybrid => "BM25 + vector, fused",
        EntityRanking::Bm25 => "BM25",
        EntityRanking::Vector => "vector",
    };
    out.push_str(&format!("Entities ({by}):\n"));
    for e in &result.entities {
        let cos = e.similarity.map(|c| format!(", cos {c:.2}")).unwrap_or_default();
        out.push_str(&format!(
            "  {:>2}. {} ({:.3}: bm25 {:.2}{cos}; {} chunks; {})\n",
            e.rank,
            e.name,
            e.score,
            e.bm25,
            e.chunks,
            e.kinds.join(", ")
        ));
    }
    out.push_str("Chunks:\n");
    for c in &result.chunks {
        let products: Vec<String> = c.products.iter().take(3).map(|p| p.id.clone()).collect();
        let more = c.products.len().saturating_sub(3);
        out.push_str(&format!(
            "  {:>2}. [{:.3}] {} › {} (chars {}..{}){}\n",
            c.rank,
            c.score,
            c.doc.title,
            c.headings.join(" › "),
            c.span[0],
            c.span[1],
            if products.is_empty() {
                String::new()
            } else {
                format!(
                    " products: {}{}",
                    products.join(", "),
                    if more > 0 { format!(" +{more}") } else { String::new() }
                )
            }
        ));
        if let Some(url) = &c.doc.url {
            out.push_str(&format!("      {url}\n"));
        }
        out.push_str(&format!("      via: {}\n", c.entities.join("; ")));
        let preview: String = c.text.split_whitespace().collect::<Vec<_>>().join(" ").chars().take(160).collect();
        out.push_str(&format!("      {preview}\n"));
    }
    out.push_str(&format!(
        "Context: {} of {} chars ({} chunks whole, {} as evidence windows{})\n",
        result.context.chars,
        result.context.budget,
        result.context.chunks.len(),
        result.context.windowed.len(),
        if result.context.truncated { ", truncated" } else { "" }
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hit(chunk: u32, text: &str, windows: Vec<[u32; 2]>) -> ChunkHit {
        ChunkHit {
            rank: 1,
            chunk,
            score: 1.0,
            bm25: 0.0,
            doc: DocRef { id: "d".into(), kind: DocKind::Page, title: "T".into(), url: None },
            products: Vec::new(),
            headings: vec!["H".into()],
            span: [10, 10 + text.chars().count() as u32],
            text: text.into(),
            entities: Vec::new(),
            windows,
        }
    }

    #[test]
    fn context_respects_the_budget_and_falls_back_to_windows() {
        let a = hit(0, "First sentence. Second sentence.", vec![[10, 25]]);
        let b = hit(1, "Another long chunk that will not fit whole. Key fact here.", vec![[54, 68]]);
        let c = hit(2, "Never reached.", vec![]);
        let ctx = assemble(&[a.clone(), b.clone(), c.clone()], 1000);
        assert_eq!(ctx.chunks, vec![0, 1, 2]);
        assert!(!ctx.truncated);
        assert_eq!(ctx.chars, ctx.text.chars().count());
        // Room for the first chunk whole and only the second's evidence window.
        let budget = "[1] T › H\n".len() + a.text.len() + 2 + "[2] T › H\n".len() + "Key fact here.".len();
        let ctx = assemble(&[a.clone(), b, c], budget);
        assert_eq!(ctx.chunks, vec![0]);
        assert_eq!(ctx.windowed, vec![1]);
        assert!(ctx.truncated);
        assert!(ctx.text.ends_with("[2] T › H\nKey fact here."), "{}", ctx.text);
        assert!(ctx.chars <= budget);
        // Nothing fits.
        let ctx = assemble(std::slice::from_ref(&a), 5);
        assert!(ctx.text.is_empty() && ctx.truncated);
        // Only the windows that fit; a chunk with none that fits is skipped, not the end.
        let big = hit(3, "Alpha beta gamma. Delta epsilon zeta eta theta iota.", vec![[10, 27], [28, 62]]);
        let small = hit(4, "Tiny.", vec![]);
        let budget = 10 + 17 + 2 + 10 + 5;
        let ctx = assemble(&[big, small.clone()], budget);
        assert_eq!((ctx.windowed.clone(), ctx.chunks.clone()), (vec![3], vec![4]));
        assert!(ctx.text.starts_with("[1] T › H\nAlpha beta gamma.\n\n[2]"), "{}", ctx.text);
        assert_eq!(ctx.chars, budget);
        let ctx = assemble(&[a, small], 10 + 5);
        assert_eq!(ctx.chunks, vec![4]);
        assert!(ctx.truncated);
    }
}
