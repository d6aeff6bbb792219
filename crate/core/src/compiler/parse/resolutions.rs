//! Mentions pass: a named resolution ("4K video", "full HD screen", "1080p") where the catalog
//! writes resolutions as pixel sizes ("3840x2160 (30p)") and never the name: the values of the
//! resolution spec at least that wide.

use super::*;

/// Resolution names (one or two words) and the width in pixels they start at.
const NAMED_RESOLUTIONS: &[(&[&str], f64)] = &[
    (&["8k"], 7680.0),
    (&["4320p"], 7680.0),
    (&["5k"], 5120.0),
    (&["4k"], 3840.0),
    (&["uhd"], 3840.0),
    (&["ultra", "hd"], 3840.0),
    (&["2160p"], 3840.0),
    (&["qhd"], 2560.0),
    (&["quad", "hd"], 2560.0),
    (&["1440p"], 2560.0),
    (&["fhd"], 1920.0),
    (&["full", "hd"], 1920.0),
    (&["1080p"], 1920.0),
    (&["720p"], 1280.0),
];

/// Verbs of filming or showing before a resolution name.
const RECORDING_VERBS: &[&str] = &[
    "shoot",
    "shoots",
    "shooting",
    "record",
    "records",
    "recording",
    "film",
    "films",
    "filming",
    "does",
    "do",
    "play",
    "plays",
];

/// Widths of the standard video and screen formats: a spec whose sizes are mostly these is a
/// resolution a name like "4K" speaks of (a photo's 6000x4000 is not).
const STANDARD_WIDTHS: &[f64] = &[640.0, 1280.0, 1366.0, 1600.0, 1920.0, 2560.0, 3840.0, 4096.0, 5120.0, 7680.0];

/// The larger side of a pixel size written at the start of a value ("3840x2160 (30p)",
/// "1920 x 1080"), if any.
fn pixel_width(value: &str) -> Option<f64> {
    let head = value.split(['(', ',', ';']).next().unwrap_or(value).trim();
    match units::parse_quantity(head)? {
        units::Quantity::Dimensions { values, unit: None } if values.len() == 2 => {
            let (w, h) = (values[0].max(values[1]), values[0].min(values[1]));
            (w >= 160.0 && h >= 120.0 && w <= 20_000.0).then_some(w)
        }
        _ => None,
    }
}

/// A spec whose values are mostly pixel sizes: (entry, values with their widths, share of
/// standard widths).
type SizedSpec = (u32, Vec<(u32, f64)>, f64);

/// The specs whose values are mostly pixel sizes.
fn resolution_specs(lex: &Lexicon) -> Vec<SizedSpec> {
    let mut out = Vec::new();
    for (e, entry) in lex.entries.iter().enumerate() {
        if entry.values.is_empty() || entry.values.iter().take(20).all(|v| pixel_width(&v.name).is_none()) {
            continue;
        }
        let sized: Vec<(u32, f64)> = (entry.values.iter().enumerate())
            .filter_map(|(v, value)| pixel_width(&value.name).map(|w| (v as u32, w)))
            .collect();
        if sized.len() * 2 < entry.values.len() {
            continue;
        }
        let standard = sized.iter().filter(|(_, w)| STANDARD_WIDTHS.contains(w)).count() as f64 / sized.len() as f64;
        out.push((e as u32, sized, standard));
    }
    out
}

impl<'a> Parser<'a> {
    /// True when token `k` is a word of entry `e`'s label, as written or through the label
    /// thesaurus ("video" of "Max. video resolution").
    fn labels_word(&self, e: u32, k: usize) -> bool {
        k < self.toks.len()
            && self.is_word(k)
            && self.lex.index.entry_tokens[e as usize]
                .iter()
                .any(|t| *t == self.sing[k] || crate::compiler::lexicon::label_word(&self.sing[k]) == t)
    }

    /// Reads a named resolution as the values of the catalog's resolution spec that reach its
    /// width; with several such specs, the one a word next to the name labels ("4K video",
    /// "4K screen"), else the one whose sizes are most often standard formats.
    pub(crate) fn read_named_resolutions(&mut self) {
        let lex = self.lex;
        let n = self.toks.len();
        let mut sized_specs: Option<Vec<SizedSpec>> = None;
        let mut i = 0;
        while i < n {
            let Some((words, width)) = NAMED_RESOLUTIONS.iter().find(|(words, _)| {
                i + words.len() <= n
                    && words.iter().enumerate().all(|(k, w)| {
                        self.word(i + k) == *w && !self.used[i + k] && (k == 0 || !self.toks[i + k].boundary_before)
                    })
            }) else {
                i += 1;
                continue;
            };
            let end = i + words.len();
            // The catalog writes the name itself ("4K UHD TV"): the words' own readings find it.
            // "under 4k" is an amount.
            let written = words.iter().all(|w| lex.index.words.contains(*w) || lex.index.name_words.contains(*w));
            let amount = i > 0 && (comparator_word(self.word(i - 1)) || matches!(self.word(i - 1), "than" | "around"));
            if written || amount {
                i = end;
                continue;
            }
            // The specs holding pixel sizes, found once per question (a question may name
            // resolutions many times; each spec's values are read once).
            let specs = sized_specs.get_or_insert_with(|| resolution_specs(lex));
            // Of several, the spec a word beside the name labels, then the most standard one.
            let beside = |p: &Parser, e: u32| [end, i.wrapping_sub(1)].into_iter().any(|k| p.labels_word(e, k));
            // (Ties keep the first spec in the catalog's order: `max_by` keeps the last of the
            // reversed list.)
            let best = (specs.iter().rev())
                .map(|(e, sized, standard)| (*e, sized, *standard, beside(self, *e)))
                .max_by(|a, b| (a.3, a.2).partial_cmp(&(b.3, b.2)).unwrap_or(std::cmp::Ordering::Equal));
            let Some((e, sized, standard, near)) = best else {
                i = end;
                continue;
            };
            if !near && standard < 0.5 {
                i = end;
                continue;
            }
            let pairs: Vec<(u32, u32)> = sized.iter().filter(|(_, w)| *w >= *width).map(|(v, _)| (e, *v)).collect();
            let negated = self.negated_at(i);
            let phrase = self.span_text(i, end);
            let label = format!("{} ≥ {} px wide ({phrase})", lex.entries[e as usize].name, num_text(*width));
            self.mark(i, end);
            // "shoots 4K", "records in 8K": the verb of filming says no more than the name.
            let mut k = i;
            while k > 0 && matches!(self.word(k - 1), "in" | "at") {
                k -= 1;
            }
            if k > 0 && !self.used[k - 1] && RECORDING_VERBS.contains(&self.word(k - 1)) {
                self.mark(k - 1, i);
            }
            // "4K video": the spec's own word beside the name is explained by it.
            for k in [end, i.wrapping_sub(1)] {
                if self.labels_word(e, k) && !self.used[k] {
                    self.used[k] = true;
                }
            }
            if pairs.is_empty() && !negated {
                self.conds.push((Cond::Absent { label: format!("{phrase} ({label})") }, 0.85, phrase, i));
            } else {
                self.conds.push((Cond::Values { pairs, negated, label }, 0.85, phrase, i));
            }
            i = end;
        }
    }
}
