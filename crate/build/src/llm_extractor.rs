//! The UnWeaver LLM extractor (paper Appendix B.5): per chunk, an OpenAI-compatible chat model
//! returns entities `{name, description}` as JSON. Concurrency-limited, retried with backoff by
//! the [`llm`](dualgraph_core::llm) client, malformed JSON repaired where possible, and an on-disk cache
//! keyed by chunk text, model and prompt version so a rebuild costs no tokens. A chunk the model
//! cannot process falls back to the offline extractor's mentions and is counted, never lost.

use crate::extract::{ExtractError, ExtractInput, Extractor, Mention, OfflineExtractor};
use dualgraph_core::llm::{transport::NativeTransport, CallOptions, Client, LlmConfig, Message, Usage};
use dualgraph_core::qa::prompt::Prompts;
use dualgraph_core::tkg::kind;
use serde::{Deserialize, Serialize};
use std::cell::RefCell;
use std::path::PathBuf;

/// What happened during one extraction run.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct ExtractStats {
    /// Chunks in the catalog.
    pub chunks: usize,
    /// Chunks answered from the cache.
    pub cached: usize,
    /// Chunks sent to the model.
    pub requested: usize,
    /// Replies that needed JSON repair.
    pub repaired: usize,
    /// Chunks the model could not process (offline mentions used instead), with the reason.
    pub failed: Vec<(u32, String)>,
    /// Tokens spent.
    pub usage: Usage,
}

/// An entity as the model returns it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ModelEntity {
    /// Name.
    pub name: String,
    /// What the passage says about it.
    #[serde(default)]
    pub description: String,
}

/// Extracts entities with an LLM.
pub struct LlmExtractor {
    config: LlmConfig,
    cache_dir: Option<PathBuf>,
    concurrency: usize,
    prompts: Prompts,
    stats: RefCell<ExtractStats>,
}

/// Longest description kept per mention.
const MAX_DESCRIPTION_CHARS: usize = 400;

/// Parses a model reply into entities, repairing common damage (code fences, prose around the
/// JSON, an object wrapping the list, trailing commas). Returns the entities and whether a
/// repair was needed.
pub fn parse_entities(reply: &str) -> Option<(Vec<ModelEntity>, bool)> {
    let direct = serde_json::from_str::<Vec<ModelEntity>>(reply.trim());
    if let Ok(list) = direct {
        return Some((list, false));
    }
    let start = reply.find(['[', '{'])?;
    let end = reply.rfind([']', '}'])?;
    if end < start {
        return None;
    }
    let mut body = reply[start..=end].to_owned();
    for (from, to) in [(",]", "]"), (",\n]", "\n]"), (",}", "}"), (",\n}", "\n}")] {
        body = body.replace(from, to);
    }
    if let Ok(list) = serde_json::from_str::<Vec<ModelEntity>>(&body) {
        return Some((list, true));
    }
    let v: serde_json::Value = serde_json::from_str(&body).ok()?;
    let list = v.as_object()?.values().find(|x| x.is_array())?.clone();
    serde_json::from_value::<Vec<ModelEntity>>(list).ok().map(|l| (l, true))
}

impl LlmExtractor {
    /// An extractor; `cache_dir` holds one JSON file per (chunk, model, prompt version).
    pub fn new(config: LlmConfig, cache_dir: Option<PathBuf>, concurrency: usize) -> Self {
        LlmExtractor {
            config,
            cache_dir,
            concurrency: concurrency.clamp(1, 64),
            prompts: Prompts::default(),
            stats: RefCell::new(ExtractStats::default()),
        }
    }

    /// Statistics of the last run.
    pub fn stats(&self) -> ExtractStats {
        self.stats.borrow().clone()
    }

    fn prompt_version(&self) -> String {
        format!("{:08x}", xxhash_rust::xxh3::xxh3_64(self.prompts.text("extract").as_bytes()) as u32)
    }

    fn cache_path(&self, text: &str) -> Option<PathBuf> {
        let key = xxhash_rust::xxh3::xxh3_64(
            format!("{}\u{1}{}\u{1}{}", self.config.model, self.prompt_version(), text).as_bytes(),
        );
        self.cache_dir.as_ref().map(|d| d.join(format!("{key:016x}.json")))
    }

    fn messages(&self, input: &ExtractInput<'_>, chunk: usize) -> Vec<Message> {
        let c = &input.chunks[chunk];
        let title = input.docs.get(c.doc as usize).map(|d| d.title.as_str()).unwrap_or_default();
        self.prompts.render("extract", &[("title", title), ("headings", &c.headings.join(" › ")), ("text", &c.text)])
    }
}

fn to_mentions(entities: &[ModelEntity], text: &str) -> Vec<Mention> {
    entities
        .iter()
        .filter(|e| !e.name.trim().is_empty() && e.name.chars().count() <= 120)
        .map(|e| {
            let evidence = text.find(e.name.trim()).map(|b| {
                let start = text[..b].chars().count() as u32;
                (start, start + e.name.trim().chars().count() as u32)
            });
            Mention {
                name: e.name.trim().to_owned(),
                description: e.description.chars().take(MAX_DESCRIPTION_CHARS).collect(),
                kinds: kind::MODEL,
                evidence,
            }
        })
        .collect()
}

impl Extractor for LlmExtractor {
    fn id(&self) -> String {
        format!("llm-v1:{}:prompt-{}", self.config.model, self.prompt_version())
    }

    fn extract(
        &self,
        input: &ExtractInput<'_>,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Vec<Vec<Mention>>, ExtractError> {
        let total = input.chunks.len();
        let mut stats = ExtractStats { chunks: total, ..ExtractStats::default() };
        let mut out: Vec<Option<Vec<Mention>>> = vec![None; total];
        let mut todo = Vec::new();
        if let Some(dir) = &self.cache_dir {
            std::fs::create_dir_all(dir)
                .map_err(|e| ExtractError { chunk: None, message: format!("cache {}: {e}", dir.display()) })?;
        }
        for (i, c) in input.chunks.iter().enumerate() {
            let cached = self
                .cache_path(&c.text)
                .and_then(|p| std::fs::read_to_string(p).ok())
                .and_then(|s| serde_json::from_str::<Vec<ModelEntity>>(&s).ok());
            match cached {
                Some(list) => {
                    out[i] = Some(to_mentions(&list, &c.text));
                    stats.cached += 1;
                }
                None => todo.push(i),
            }
        }
        let mut done = stats.cached;
        progress(done, total);
        let offline = if todo.is_empty() { Vec::new() } else { OfflineExtractor.extract(input, &mut |_, _| {})? };
        let client = Client::new(self.config.clone(), NativeTransport::default());
        let call = CallOptions { n: 1, temperature: 0.0, max_tokens: 800 };
        for batch in todo.chunks(self.concurrency) {
            let replies = pollster::block_on(futures::future::join_all(batch.iter().map(|&i| {
                let messages = self.messages(input, i);
                let client = &client;
                async move { client.complete(&messages, call).await }
            })));
            for (&i, reply) in batch.iter().zip(replies) {
                stats.requested += 1;
                let text = &input.chunks[i].text;
                let parsed = match reply {
                    Ok(c) => {
                        stats.usage.add(&c.usage);
                        parse_entities(&c.choices[0]).ok_or_else(|| {
                            format!(
                                "reply is not a JSON list of entities: {}",
                                c.choices[0].chars().take(80).collect::<String>()
                            )
                        })
                    }
                    Err(e) => Err(e.to_string()),
                };
                match parsed {
                    Ok((list, repaired)) => {
                        stats.repaired += usize::from(repaired);
                        if let Some(p) = self.cache_path(text) {
                            let tmp = p.with_extension("tmp");
                            let written = std::fs::write(&tmp, serde_json::to_string(&list).unwrap_or_default())
                                .and_then(|_| std::fs::rename(&tmp, &p));
                            if let Err(e) = written {
                                return Err(ExtractError {
                                    chunk: Some(i as u32),
                                    message: format!("cache write: {e}"),
                                });
                            }
                        }
                        out[i] = Some(to_mentions(&list, text));
                    }
                    Err(why) => {
                        stats.failed.push((i as u32, why));
                        out[i] = Some(offline.get(i).cloned().unwrap_or_default());
                    }
                }
                done += 1;
                progress(done, total);
            }
        }
        *self.stats.borrow_mut() = stats;
        Ok(out.into_iter().map(Option::unwrap_or_default).collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replies_are_parsed_and_repaired() {
        let (l, r) = parse_entities(r#"[{"name":"eSIM","description":"Supports eSIM."}]"#).unwrap();
        assert_eq!((l.len(), r), (1, false));
        let (l, r) =
            parse_entities("Sure:\n```json\n[{\"name\":\"A\"},{\"name\":\"B\",\"description\":\"b\"},]\n```").unwrap();
        assert_eq!((l.len(), r), (2, true));
        let (l, _) = parse_entities(r#"{"entities": [{"name": "C", "description": "c"}]}"#).unwrap();
        assert_eq!(l[0].name, "C");
        assert!(parse_entities("no entities here").is_none());
        assert!(parse_entities(r#"[{"title": "x"}]"#).is_none());
    }
}
