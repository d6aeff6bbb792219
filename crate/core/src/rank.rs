//! Ranked lists: the top k of scored ids, and reciprocal-rank fusion of several rankings. Shared
//! by BM25, the vector indexes and hybrid search.

/// The `k` best `(id, score)` pairs, best first; ties broken by lower id (deterministic).
pub fn top_k(mut scored: Vec<(u32, f32)>, k: usize) -> Vec<(u32, f32)> {
    let cmp = |a: &(u32, f32), b: &(u32, f32)| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0));
    if scored.len() > k && k > 0 {
        scored.select_nth_unstable_by(k - 1, cmp);
        scored.truncate(k);
    }
    scored.sort_unstable_by(cmp);
    scored.truncate(k);
    scored
}

/// Reciprocal-rank fusion of ranked lists: `Σ 1 / (c + rank)` with 1-based ranks; best first.
pub fn reciprocal_rank_fusion(lists: &[&[(u32, f32)]], c: f32, k: usize) -> Vec<(u32, f32)> {
    let mut acc: std::collections::BTreeMap<u32, f32> = std::collections::BTreeMap::new();
    for list in lists {
        for (rank, (id, _)) in list.iter().enumerate() {
            *acc.entry(*id).or_insert(0.0) += 1.0 / (c + rank as f32 + 1.0);
        }
    }
    top_k(acc.into_iter().collect(), k)
}
