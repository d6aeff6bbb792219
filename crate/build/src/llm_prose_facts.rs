//! The LLM prose-fact reader (`dualgraph build --llm-prose-facts`): one request per product
//! with prose, in which an OpenAI-compatible chat model lists the features the text asserts
//! about the product as JSON `[{"feature", "polarity": "stated" | "denied", "quote"}]` (prompt
//! `facts` of the core prompt set). It adds to the offline reading
//! ([`terms_of`](crate::prose_facts::terms_of)) under the same schema: each kept feature becomes
//! the first term of [`asked_terms`], the term a shopper's words for it ask for, and joins the
//! product's stated or denied terms ([`merge`] has the rule); the catalog-wide filter
//! ([`catalog_filter`](crate::prose_facts::catalog_filter)) then applies to both alike.
//!
//! The reply is untrusted: it is parsed with the entity extractor's repairs
//! ([`parse_json_list`]), and an item is dropped, and counted with its reason, when its quote is
//! not a substring of the product's text, its feature is empty or longer than
//! [`MAX_FEATURE_CHARS`], its polarity is neither, or its feature gives no term. A product the
//! model cannot answer keeps its offline facts and is counted. Replies are cached with the
//! entity extractor's [`ReplyCache`] (text, model, prompt version), so a rebuild sends nothing.

use crate::catalog::Product;
use crate::llm_extractor::{ask_each, parse_json_list, prompt_version, ReplyCache};
use crate::prose_facts::{asked_terms, ProseFacts};
use dualgraph_core::llm::{CallOptions, LlmConfig, Usage};
use dualgraph_core::qa::prompt::Prompts;
use serde::Serialize;
use serde_json::Value;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;

/// Version of this reader (reply schema and conversion), part of its id.
pub const VERSION: &str = "llm-facts-v1";

/// Longest feature phrase kept, in characters.
pub const MAX_FEATURE_CHARS: usize = 60;

/// Why an item of a reply was dropped (the keys of [`ProseFactsReport::dropped`]).
pub mod drop {
    /// The item is not a JSON object.
    pub const NOT_OBJECT: &str = "not an object";
    /// `feature` missing, empty, or longer than [`super::MAX_FEATURE_CHARS`].
    pub const FEATURE: &str = "feature empty or over 60 characters";
    /// `polarity` is neither "stated" nor "denied".
    pub const POLARITY: &str = "polarity neither stated nor denied";
    /// `quote` missing or empty.
    pub const NO_QUOTE: &str = "no quote";
    /// `quote` is not a substring of the product's text.
    pub const QUOTE: &str = "quote not in the text";
    /// The feature has no content word, so no term.
    pub const NO_TERM: &str = "feature gives no term";
    /// The same term with the same polarity again in the reply.
    pub const REPEATED: &str = "repeats an item of the reply";
    /// Denies a term the offline reading states (the offline statement stays).
    pub const DENIES_OFFLINE: &str = "denies a term the offline reading states";
    /// States a term that is denied (offline or in the reply) and the offline reading does not state.
    pub const STATES_DENIED: &str = "states a term that is denied";
}

/// What the LLM prose-fact reader did during one build (build report and CLI output).
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct ProseFactsReport {
    /// Model and prompt: `llm-facts-v1:<model>:prompt-<version>`.
    pub extractor: String,
    /// Products with prose (each one request, or one cache hit).
    pub products: usize,
    /// Products answered from the cache.
    pub cached: usize,
    /// Products sent to the model.
    pub sent: usize,
    /// Products whose text is the same as one sent in this build: that request answers them too.
    pub same_text: usize,
    /// Replies that needed JSON repair.
    pub repaired: usize,
    /// Products the model could not answer (product id, why): they keep their offline facts.
    pub failed: Vec<(String, String)>,
    /// Items in the replies read (cached and new).
    pub items: usize,
    /// (product, term) pairs the model stated that the offline reading had not.
    pub stated_added: usize,
    /// (product, term) pairs the model denied that the offline reading had not.
    pub denied_added: usize,
    /// Of `stated_added`, the pairs the catalog-wide filter kept (a term most products state, or
    /// a phrase only one product states, is dropped for every reader).
    pub stated_kept: usize,
    /// Items whose fact the offline reading already had.
    pub already_known: usize,
    /// Items dropped, by reason ([`drop`]).
    pub dropped: BTreeMap<String, usize>,
    /// Tokens spent.
    pub usage: Usage,
}

impl ProseFactsReport {
    /// Items dropped, all reasons.
    pub fn dropped_total(&self) -> usize {
        self.dropped.values().sum()
    }

    fn drop(&mut self, reason: &str) {
        *self.dropped.entry(reason.to_owned()).or_default() += 1;
    }
}

/// The model's additions to one product's facts, before the catalog filter.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Added {
    /// Terms it stated that the offline reading had not.
    pub stated: BTreeSet<String>,
    /// Terms it denied that the offline reading had not.
    pub denied: BTreeSet<String>,
}

/// Reads prose facts with an LLM.
pub struct LlmProseFacts {
    config: LlmConfig,
    cache_dir: Option<PathBuf>,
    concurrency: usize,
    prompts: Prompts,
}

impl LlmProseFacts {
    /// A reader; `cache_dir` holds one JSON file per (text, model, prompt version), shared with
    /// the entity extractor's cache (the prompt version keeps their keys apart).
    pub fn new(config: LlmConfig, cache_dir: Option<PathBuf>, concurrency: usize) -> Self {
        LlmProseFacts { config, cache_dir, concurrency: concurrency.clamp(1, 64), prompts: Prompts::default() }
    }

    /// Which model and prompt: `llm-facts-v1:<model>:prompt-<version>` (the bundle's manifest
    /// records it).
    pub fn id(&self) -> String {
        format!("{VERSION}:{}:prompt-{}", self.config.model, prompt_version(&self.prompts, "facts"))
    }

    fn cache(&self) -> ReplyCache {
        let version = format!("{VERSION}-{}", prompt_version(&self.prompts, "facts"));
        ReplyCache::new(self.cache_dir.clone(), &self.config.model, &version)
    }

    /// Adds the model's facts to `facts`, each product's offline reading (same order as
    /// `products`). Returns the report and, per product, what the model added. Fails only when
    /// the cache cannot be written.
    pub fn add_to(
        &self,
        products: &[Product],
        facts: &mut [ProseFacts],
    ) -> Result<(ProseFactsReport, Vec<Added>), String> {
        let mut report = ProseFactsReport { extractor: self.id(), ..ProseFactsReport::default() };
        let mut added = vec![Added::default(); products.len()];
        let text_of = |i: usize| products[i].text.as_deref().filter(|t| !t.trim().is_empty());
        let cache = self.cache();
        cache.prepare()?;
        let mut todo = Vec::new();
        // Products whose text another product's request carries (variants often share one):
        // (product, the product sent).
        let mut same: Vec<(usize, usize)> = Vec::new();
        let mut sent_for: HashMap<&str, usize> = HashMap::new();
        for i in 0..products.len() {
            let Some(text) = text_of(i) else { continue };
            report.products += 1;
            match cache.get::<Vec<Value>>(text) {
                Some(items) => {
                    report.cached += 1;
                    added[i] = merge(&mut facts[i], &items, text, &mut report);
                }
                None => match sent_for.get(text) {
                    Some(&first) => same.push((i, first)),
                    None => {
                        sent_for.insert(text, i);
                        todo.push(i);
                    }
                },
            }
        }
        let mut answers: HashMap<usize, Result<Vec<Value>, String>> = HashMap::new();
        let call = CallOptions { n: 1, temperature: 0.0, max_tokens: 1000 };
        let messages = |i: usize| {
            let p = &products[i];
            self.prompts.render("facts", &[("name", p.name.as_str()), ("text", text_of(i).unwrap_or_default())])
        };
        ask_each(&self.config, self.concurrency, call, &todo, messages, |i, reply| {
            report.sent += 1;
            let text = text_of(i).unwrap_or_default();
            let parsed = match reply {
                Ok(c) => {
                    report.usage.add(&c.usage);
                    parse_json_list::<Value>(&c.choices[0]).ok_or_else(|| {
                        format!(
                            "reply is not a JSON list of facts: {}",
                            c.choices[0].chars().take(80).collect::<String>()
                        )
                    })
                }
                Err(e) => Err(e.to_string()),
            };
            match &parsed {
                Ok((items, repaired)) => {
                    report.repaired += usize::from(*repaired);
                    cache.put(text, items)?;
                    added[i] = merge(&mut facts[i], items, text, &mut report);
                }
                Err(why) => report.failed.push((products[i].id.clone(), why.clone())),
            }
            answers.insert(i, parsed.map(|(items, _)| items));
            Ok::<(), String>(())
        })?;
        for (i, first) in same {
            report.same_text += 1;
            match &answers[&first] {
                Ok(items) => added[i] = merge(&mut facts[i], items, text_of(i).unwrap_or_default(), &mut report),
                Err(why) => {
                    report.failed.push((products[i].id.clone(), format!("{why} (the text of {})", products[first].id)))
                }
            }
        }
        Ok((report, added))
    }
}

/// One item of a reply, checked against the product's text: its term and whether it is denied.
fn read_item(item: &Value, text: &str) -> Result<(String, bool), &'static str> {
    let item = item.as_object().ok_or(drop::NOT_OBJECT)?;
    let field = |k: &str| item.get(k).and_then(Value::as_str).map(str::trim).unwrap_or_default();
    let feature = field("feature");
    if feature.is_empty() || feature.chars().count() > MAX_FEATURE_CHARS {
        return Err(drop::FEATURE);
    }
    let denied = match field("polarity").to_ascii_lowercase().as_str() {
        "stated" => false,
        "denied" => true,
        _ => return Err(drop::POLARITY),
    };
    let quote = field("quote");
    if quote.is_empty() {
        return Err(drop::NO_QUOTE);
    }
    if !text.contains(quote) {
        return Err(drop::QUOTE);
    }
    let term = asked_terms(feature).into_iter().next().ok_or(drop::NO_TERM)?;
    Ok((term, denied))
}

/// Adds a reply's items to one product's facts (its offline reading), counting every item in
/// `report`, and returns what was added. The rule when readings disagree about a term: the
/// offline reading's statement stays (a model's denial of it is dropped); otherwise a denial,
/// by the offline reading or the model, wins over the model's statement (which is dropped).
pub fn merge(facts: &mut ProseFacts, items: &[Value], text: &str, report: &mut ProseFactsReport) -> Added {
    report.items += items.len();
    let mut stated = BTreeSet::new();
    let mut denied = BTreeSet::new();
    for item in items {
        match read_item(item, text) {
            Ok((term, is_denied)) => {
                let set = if is_denied { &mut denied } else { &mut stated };
                if !set.insert(term) {
                    report.drop(drop::REPEATED);
                }
            }
            Err(reason) => report.drop(reason),
        }
    }
    let offline = facts.clone();
    let mut added = Added::default();
    for term in denied.iter() {
        if offline.denied.contains(term) {
            report.already_known += 1;
        } else if offline.stated.contains(term) {
            report.drop(drop::DENIES_OFFLINE);
        } else {
            facts.denied.insert(term.clone());
            added.denied.insert(term.clone());
            report.denied_added += 1;
        }
    }
    for term in stated {
        if offline.stated.contains(&term) {
            report.already_known += 1;
        } else if offline.denied.contains(&term) || denied.contains(&term) {
            report.drop(drop::STATES_DENIED);
        } else {
            facts.stated.insert(term.clone());
            added.stated.insert(term);
            report.stated_added += 1;
        }
    }
    added
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prose_facts::terms_of;
    use serde_json::json;

    fn item(feature: &str, polarity: &str, quote: &str) -> Value {
        json!({ "feature": feature, "polarity": polarity, "quote": quote })
    }

    #[test]
    fn items_are_checked_against_the_text_and_every_drop_is_counted() {
        let text = "Unlock it with a touch of the power key. No headphone socket.";
        let long = "x".repeat(MAX_FEATURE_CHARS + 1);
        let items = [
            item("fingerprint sensor", "stated", "Unlock it with a touch of the power key"),
            item("headphone jack", "denied", "No headphone socket."),
            item("wireless charging", "stated", "charges wirelessly"),
            item("", "stated", "No headphone socket."),
            item(&long, "stated", "No headphone socket."),
            item("stereo speakers", "maybe", "No headphone socket."),
            item("stereo speakers", "stated", ""),
            item("the", "stated", "No headphone socket."),
            item("Fingerprint sensors", "stated", "touch of the power key"),
            json!("fingerprint sensor"),
        ];
        let mut facts = terms_of(text);
        let before = facts.clone();
        let mut report = ProseFactsReport::default();
        let added = merge(&mut facts, &items, text, &mut report);
        let fingerprint = asked_terms("fingerprint sensor")[0].clone();
        let jack = asked_terms("headphone jack")[0].clone();
        assert_eq!(added.stated, BTreeSet::from([fingerprint.clone()]));
        assert_eq!(added.denied, BTreeSet::from([jack.clone()]));
        assert!(facts.stated.contains(&fingerprint) && facts.denied.contains(&jack));
        assert!(facts.stated.is_superset(&before.stated) && facts.denied.is_superset(&before.denied));
        assert_eq!((report.items, report.stated_added, report.denied_added), (10, 1, 1));
        let expected: BTreeMap<String, usize> = [
            (drop::QUOTE, 1),
            (drop::FEATURE, 2),
            (drop::POLARITY, 1),
            (drop::NO_QUOTE, 1),
            (drop::NO_TERM, 1),
            (drop::REPEATED, 1),
            (drop::NOT_OBJECT, 1),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_owned(), v))
        .collect();
        assert_eq!(report.dropped, expected);
        assert_eq!(report.items, report.dropped_total() + report.stated_added + report.denied_added);
    }

    #[test]
    fn an_offline_statement_stays_and_otherwise_a_denial_wins() {
        // The offline reading states "oak" and denies "sweet".
        let text = "Aged in oak. Not sweet. Smells of smoke.";
        let mut facts = terms_of(text);
        let (oak, sweet, smoke) =
            (asked_terms("oak")[0].clone(), asked_terms("sweet")[0].clone(), asked_terms("smoke")[0].clone());
        assert!(facts.stated.contains(&oak) && facts.denied.contains(&sweet), "{facts:?}");
        let items = [
            item("oak", "denied", "Aged in oak."),
            item("sweet", "stated", "Not sweet."),
            // The model contradicts itself on "smoke" ("smoky" written "Smells of smoke").
            item("smoke", "stated", "Smells of smoke."),
            item("smoke", "denied", "Smells of smoke."),
            item("tannic", "denied", "Aged in oak."),
        ];
        let mut report = ProseFactsReport::default();
        let added = merge(&mut facts, &items, text, &mut report);
        assert!(facts.stated.contains(&oak) && !facts.denied.contains(&oak));
        assert!(!facts.stated.contains(&sweet));
        // "smoke" is stated offline ("Smells of smoke"), so the model's denial is dropped and
        // its statement is already known.
        assert!(facts.stated.contains(&smoke) && !facts.denied.contains(&smoke));
        assert_eq!(added.denied, BTreeSet::from([asked_terms("tannic")[0].clone()]));
        assert_eq!(report.dropped.get(drop::DENIES_OFFLINE), Some(&2));
        assert_eq!(report.dropped.get(drop::STATES_DENIED), Some(&1));
        assert_eq!(report.already_known, 1);
        // Without an offline statement, the model's own denial beats its statement.
        let text = "Quiet fan.";
        let mut facts = ProseFacts::default();
        let mut report = ProseFactsReport::default();
        let items = [item("loud", "stated", "Quiet fan."), item("loud", "denied", "Quiet fan.")];
        let added = merge(&mut facts, &items, text, &mut report);
        let loud = asked_terms("loud")[0].clone();
        assert!(facts.denied.contains(&loud) && !facts.stated.contains(&loud));
        assert_eq!((added.stated.len(), added.denied.len()), (0, 1));
        assert_eq!(report.dropped.get(drop::STATES_DENIED), Some(&1));
    }
}
