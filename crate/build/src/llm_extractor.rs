//! The UnWeaver LLM extractor (paper Appendix B.5): per chunk, an OpenAI-compatible chat model
//! returns entities `{name, description}` as JSON. Concurrency-limited, retried with backoff by
//! the [`llm`](dualgraph_core::llm) client, malformed JSON repaired where possible, and an on-disk cache
//! keyed by chunk text, model and prompt version so a rebuild costs no tokens. A chunk the model
//! cannot process falls back to the offline extractor's mentions and is counted, never lost.

use crate::extract::{ExtractError, ExtractInput, Extractor, Mention, OfflineExtractor};
use dualgraph_core::llm::{
    transport::NativeTransport, CallOptions, Client, Completion, LlmConfig, LlmError, Message, Usage,
};
use dualgraph_core::qa::prompt::Prompts;
use dualgraph_core::tkg::kind;
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
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
    stats: std::sync::Mutex<ExtractStats>,
}

/// Longest description kept per mention.
const MAX_DESCRIPTION_CHARS: usize = 400;

/// Parses a model reply into entities ([`parse_json_list`]).
pub fn parse_entities(reply: &str) -> Option<(Vec<ModelEntity>, bool)> {
    parse_json_list(reply)
}

/// Parses a model reply as a JSON list of `T`, repairing common damage (code fences, prose
/// around the JSON, an object wrapping the list, trailing commas). Returns the list and whether
/// a repair was needed; `None` when no list of `T` can be read.
pub fn parse_json_list<T: DeserializeOwned>(reply: &str) -> Option<(Vec<T>, bool)> {
    let direct = serde_json::from_str::<Vec<T>>(reply.trim());
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
    if let Ok(list) = serde_json::from_str::<Vec<T>>(&body) {
        return Some((list, true));
    }
    let v: serde_json::Value = serde_json::from_str(&body).ok()?;
    let list = v.as_object()?.values().find(|x| x.is_array())?.clone();
    serde_json::from_value::<Vec<T>>(list).ok().map(|l| (l, true))
}

/// Version of a prompt template: a hash of its text, so an edited prompt misses the cache.
pub fn prompt_version(prompts: &Prompts, template: &str) -> String {
    format!("{:08x}", xxhash_rust::xxh3::xxh3_64(prompts.text(template).as_bytes()) as u32)
}

/// The on-disk cache of parsed model replies at build time, shared by the entity extractor and
/// the prose-fact extractor ([`crate::llm_prose_facts`]): one JSON file per (text, model, prompt
/// version), written through a temporary file and a rename. No directory: no cache.
#[derive(Debug, Clone)]
pub struct ReplyCache {
    dir: Option<PathBuf>,
    model: String,
    prompt_version: String,
}

impl ReplyCache {
    /// A cache in `dir` for replies of `model` to the prompt of version `prompt_version`.
    pub fn new(dir: Option<PathBuf>, model: &str, prompt_version: &str) -> Self {
        ReplyCache { dir, model: model.to_owned(), prompt_version: prompt_version.to_owned() }
    }

    /// Creates the directory.
    pub fn prepare(&self) -> Result<(), String> {
        match &self.dir {
            Some(dir) => std::fs::create_dir_all(dir).map_err(|e| format!("cache {}: {e}", dir.display())),
            None => Ok(()),
        }
    }

    fn path(&self, text: &str) -> Option<PathBuf> {
        let key =
            xxhash_rust::xxh3::xxh3_64(format!("{}\u{1}{}\u{1}{}", self.model, self.prompt_version, text).as_bytes());
        self.dir.as_ref().map(|d| d.join(format!("{key:016x}.json")))
    }

    /// The cached reply for `text`, if any (an unreadable entry is a miss).
    pub fn get<T: DeserializeOwned>(&self, text: &str) -> Option<T> {
        let s = std::fs::read_to_string(self.path(text)?).ok()?;
        serde_json::from_str(&s).ok()
    }

    /// Stores the reply for `text`.
    pub fn put<T: Serialize>(&self, text: &str, value: &T) -> Result<(), String> {
        let Some(p) = self.path(text) else { return Ok(()) };
        let tmp = p.with_extension("tmp");
        std::fs::write(&tmp, serde_json::to_string(value).unwrap_or_default())
            .and_then(|_| std::fs::rename(&tmp, &p))
            .map_err(|e| format!("cache write {}: {e}", p.display()))
    }
}

/// Sends one chat request per item of `todo`, at most `concurrency` at a time, and hands each
/// reply to `on_reply(item, reply)` in the order of `todo`; an error from `on_reply` stops the run.
pub fn ask_each<E>(
    config: &LlmConfig,
    concurrency: usize,
    call: CallOptions,
    todo: &[usize],
    messages: impl Fn(usize) -> Vec<Message>,
    mut on_reply: impl FnMut(usize, Result<Completion, LlmError>) -> Result<(), E>,
) -> Result<(), E> {
    let client = Client::new(config.clone(), NativeTransport::default());
    for batch in todo.chunks(concurrency.clamp(1, 64)) {
        let replies = pollster::block_on(futures::future::join_all(batch.iter().map(|&i| {
            let messages = messages(i);
            let client = &client;
            async move { client.complete(&messages, call).await }
        })));
        for (&i, reply) in batch.iter().zip(replies) {
            on_reply(i, reply)?;
        }
    }
    Ok(())
}

impl LlmExtractor {
    /// An extractor; `cache_dir` holds one JSON file per (chunk, model, prompt version).
    pub fn new(config: LlmConfig, cache_dir: Option<PathBuf>, concurrency: usize) -> Self {
        LlmExtractor {
            config,
            cache_dir,
            concurrency: concurrency.clamp(1, 64),
            prompts: Prompts::default(),
            stats: std::sync::Mutex::new(ExtractStats::default()),
        }
    }

    /// Statistics of the last run.
    pub fn stats(&self) -> ExtractStats {
        self.stats.lock().unwrap_or_else(std::sync::PoisonError::into_inner).clone()
    }

    fn prompt_version(&self) -> String {
        prompt_version(&self.prompts, "extract")
    }

    fn cache(&self) -> ReplyCache {
        ReplyCache::new(self.cache_dir.clone(), &self.config.model, &self.prompt_version())
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
        let cache = self.cache();
        cache.prepare().map_err(|message| ExtractError { chunk: None, message })?;
        for (i, c) in input.chunks.iter().enumerate() {
            match cache.get::<Vec<ModelEntity>>(&c.text) {
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
        let call = CallOptions { n: 1, temperature: 0.0, max_tokens: 800 };
        ask_each(
            &self.config,
            self.concurrency,
            call,
            &todo,
            |i| self.messages(input, i),
            |i, reply| {
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
                        cache.put(text, &list).map_err(|message| ExtractError { chunk: Some(i as u32), message })?;
                        out[i] = Some(to_mentions(&list, text));
                    }
                    Err(why) => {
                        stats.failed.push((i as u32, why));
                        out[i] = Some(offline.get(i).cloned().unwrap_or_default());
                    }
                }
                done += 1;
                progress(done, total);
                Ok(())
            },
        )?;
        *self.stats.lock().unwrap_or_else(std::sync::PoisonError::into_inner) = stats;
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
