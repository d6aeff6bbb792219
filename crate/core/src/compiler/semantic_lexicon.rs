//! The lexicon's labels embedded with the bundle's query encoder, so the question compiler
//! ([`crate::compiler`]) can match words the catalog never writes ("mobiles" → Smartphones,
//! "ebook readers" → E-Readers) and tell apart categories that string similarity cannot
//! ("mobiles" ends like both "smartphones" and "headphones").
//!
//! The encoder is a static token table ([`crate::vectors::encoder`]): similarities between single words
//! and short labels are good, but subword pieces can mislead ("cellphones" is closer to
//! "Headphones" than to "Smartphones"). So the compiler only trusts a cosine that is both high
//! and clearly ahead of the runner-up ([`Nearest::margin`]), and string evidence stays first.
//!
//! Built from the lexicon and the encoder table in the bundle (nothing extra is stored); about a
//! thousand label encodings at a few microseconds each.

use crate::compiler::lexicon::{EntryKind, Lexicon};
use crate::skg::store::Store;
use crate::vectors::encoder::{BundleEncoder, EncoderError};

/// A yes/no label: a feature not tied to an entry, or a boolean entry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FlagRef {
    /// Index into [`Lexicon::features`].
    Feature(u32),
    /// Index into [`Lexicon::entries`] (a boolean entry).
    Entry(u32),
}

/// The best match of a text among some labels.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Nearest<T> {
    /// The best label.
    pub best: T,
    /// Its cosine similarity to the text.
    pub cosine: f64,
    /// How far it is ahead of the best label that is not equivalent to it.
    pub margin: f64,
}

/// Label vectors of one lexicon under one encoder.
#[derive(Debug, Clone)]
pub struct SemanticLexicon {
    encoder: BundleEncoder,
    /// One vector per category (`None` for a category with no products).
    categories: Vec<Option<Vec<f32>>>,
    /// Yes/no labels and their vectors.
    flags: Vec<(FlagRef, Vec<f32>)>,
    /// One vector per entry with products (any kind).
    entries: Vec<Vec<f32>>,
}

fn non_zero(v: Vec<f32>) -> Option<Vec<f32>> {
    v.iter().any(|x| *x != 0.0).then_some(v)
}

fn dot(a: &[f32], b: &[f32]) -> f64 {
    a.iter().zip(b).map(|(x, y)| f64::from(*x) * f64::from(*y)).sum()
}

impl SemanticLexicon {
    /// Embeds the lexicon's category names and yes/no labels with `encoder`.
    pub fn new(lex: &Lexicon, encoder: BundleEncoder) -> Self {
        let categories = lex
            .categories
            .iter()
            .map(|c| if c.products > 0 { non_zero(encoder.encode(&c.name)) } else { None })
            .collect();
        let mut flags = Vec::new();
        for (f, feat) in lex.features.iter().enumerate() {
            if feat.entry.is_none() && feat.products > 0 {
                if let Some(v) = non_zero(encoder.encode(&feat.name)) {
                    flags.push((FlagRef::Feature(f as u32), v));
                }
            }
        }
        for (e, entry) in lex.entries.iter().enumerate() {
            let has_yes = entry.values.iter().any(|v| v.yes == Some(true));
            if lex.entry_kind(e as u32) == EntryKind::Boolean && has_yes {
                if let Some(v) = non_zero(encoder.encode(&entry.name)) {
                    flags.push((FlagRef::Entry(e as u32), v));
                }
            }
        }
        let entries =
            lex.entries.iter().filter(|e| e.products > 0).filter_map(|e| non_zero(encoder.encode(&e.name))).collect();
        SemanticLexicon { encoder, categories, flags, entries }
    }

    /// The bundle's encoder applied to its lexicon; `None` when the bundle carries no encoder
    /// table (built with `--no-encoder`), an error when the table is damaged or mismatched.
    pub fn from_store(store: &Store, lex: &Lexicon) -> Result<Option<Self>, EncoderError> {
        match BundleEncoder::from_store(store) {
            Ok(encoder) => Ok(Some(Self::new(lex, encoder))),
            Err(EncoderError::Missing) => Ok(None),
            Err(e) => Err(e),
        }
    }

    /// Identity of the encoder.
    pub fn encoder_id(&self) -> &str {
        self.encoder.id()
    }

    /// Embeds a question fragment; `None` when no token of it carries weight.
    pub fn embed(&self, text: &str) -> Option<Vec<f32>> {
        non_zero(self.encoder.encode(text))
    }

    /// Cosine similarity of a text vector to category `c` (`None` for a category without a vector).
    pub fn category_similarity(&self, v: &[f32], c: u32) -> Option<f64> {
        self.categories.get(c as usize)?.as_deref().map(|cv| dot(v, cv))
    }

    /// The nearest category, with its margin over the next category that is not `equivalent`
    /// to it (e.g. a sub-category named with the same words: "Laptops" and "2-in-1 Laptops").
    pub fn nearest_category(&self, v: &[f32], equivalent: impl Fn(u32, u32) -> bool) -> Option<Nearest<u32>> {
        let scored: Vec<(u32, f64)> =
            self.categories.iter().enumerate().filter_map(|(c, cv)| Some((c as u32, dot(v, cv.as_deref()?)))).collect();
        nearest(&scored, equivalent)
    }

    /// The highest cosine of a text vector to any spec label (entries and features): how much a
    /// word the compiler could not use reads like a spec ("gaming" ≈ Graphics 0.51).
    pub fn spec_likeness(&self, v: &[f32]) -> f64 {
        self.entries.iter().chain(self.flags.iter().map(|(_, f)| f)).map(|l| dot(v, l)).fold(-1.0, f64::max)
    }

    /// The nearest yes/no label among those `allowed`, with its margin over the runner-up.
    pub fn nearest_flag(&self, v: &[f32], allowed: impl Fn(FlagRef) -> bool) -> Option<Nearest<FlagRef>> {
        let scored: Vec<(FlagRef, f64)> =
            self.flags.iter().filter(|(f, _)| allowed(*f)).map(|(f, fv)| (*f, dot(v, fv))).collect();
        nearest(&scored, |a, b| a == b)
    }
}

fn nearest<T: Copy>(scored: &[(T, f64)], equivalent: impl Fn(T, T) -> bool) -> Option<Nearest<T>> {
    let (best, cosine) = scored.iter().copied().max_by(|a, b| a.1.total_cmp(&b.1))?;
    let runner_up =
        scored.iter().filter(|(t, _)| !equivalent(best, *t) && !equivalent(*t, best)).map(|s| s.1).fold(-1.0, f64::max);
    Some(Nearest { best, cosine, margin: cosine - runner_up.max(-1.0) })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_reports_the_margin_over_the_first_label_that_is_not_equivalent() {
        let scored = [(0u32, 0.9), (1, 0.88), (2, 0.5)];
        let n = nearest(&scored, |a, b| a == b).unwrap();
        assert_eq!(n.best, 0);
        assert!((n.margin - 0.02).abs() < 1e-9);
        // 1 is a sub-category of 0: the margin is over 2.
        let n = nearest(&scored, |a, b| a == b || (a, b) == (0, 1)).unwrap();
        assert!((n.margin - 0.4).abs() < 1e-9);
        assert!(nearest::<u32>(&[], |a, b| a == b).is_none());
        // A single label is ahead of nothing by its full cosine + 1.
        assert!(nearest(&[(7u32, 0.3)], |a, b| a == b).unwrap().margin > 1.0);
    }
}
