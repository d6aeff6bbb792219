//! `dualgraph ask`: the QA pipeline in a terminal. The trace goes to stderr as it happens, the
//! answer streams to stdout; `--json` prints the final result, `--events` every event (NDJSON).
//! Ctrl+C stops it cleanly: the LLM call is abandoned, what was reached is reported, exit code 130.

use anyhow::{bail, Context, Result};
use dualgraph_core::llm::{transport::NativeTransport, Client, LlmConfig};
use dualgraph_core::qa::{self, AskOptions, Event, Knowledge, Strategy};
use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

/// Where the LLM is (shared by `ask` and `eval`).
#[derive(clap::Args)]
pub struct LlmArgs {
    /// OpenAI-compatible base URL (e.g. http://127.0.0.1:8080/v1); env DUALGRAPH_LLM_URL, then
    /// OPENAI_BASE_URL (then https://api.openai.com/v1 when a model is named and OPENAI_API_KEY set).
    #[arg(long)]
    pub llm_url: Option<String>,
    /// Model name; env DUALGRAPH_LLM_MODEL.
    #[arg(long)]
    pub model: Option<String>,
    /// Environment variable holding the API key; unset: OPENAI_API_KEY, sent only to the
    /// origin of OPENAI_BASE_URL (default https://api.openai.com).
    #[arg(long, default_value = "DUALGRAPH_LLM_API_KEY")]
    pub api_key_env: String,
    /// Extra request header `Name: value` (repeatable).
    #[arg(long = "header")]
    pub headers: Vec<String>,
    /// Time limit per LLM call in milliseconds.
    #[arg(long, default_value_t = 60_000)]
    pub timeout_ms: u64,
    /// Retries on 429/5xx/network errors.
    #[arg(long, default_value_t = 2)]
    pub retries: u32,
}

/// Arguments of `dualgraph ask`.
#[derive(clap::Args)]
pub struct AskArgs {
    /// Bundle file.
    pub bundle: PathBuf,
    /// The question.
    pub question: String,
    /// compiler, tkg, skg, skg+tkg, skg>tkg, router, router>tkg or agentic.
    #[arg(long, default_value = "router>tkg")]
    pub strategy: String,
    #[command(flatten)]
    pub llm: LlmArgs,
    /// Passages retrieved.
    #[arg(short, default_value_t = 5)]
    pub k: usize,
    /// SPARQL candidates generated.
    #[arg(long, default_value_t = 3)]
    pub candidates: u32,
    /// Directory with prompt template overrides (sparql.md, answer.md, router.md, agent.md).
    #[arg(long)]
    pub prompts: Option<PathBuf>,
    /// Print the final result as JSON.
    #[arg(long)]
    pub json: bool,
    /// Print every event as one JSON line.
    #[arg(long, conflicts_with = "json")]
    pub events: bool,
    /// Retrieve only; do not generate prose.
    #[arg(long)]
    pub no_answer: bool,
    /// Products listed in the answer (1..=1000; the total is always reported). Default: every
    /// product up to 1,000 with `--json`/`--events` (a program wants the whole list), 50 otherwise.
    #[arg(long)]
    pub max_products: Option<usize>,
    /// Run the SKG queries on this SPARQL 1.1 Protocol endpoint (e.g. an Oxigraph server loaded
    /// with `dualgraph export`) instead of the bundle's store; the bundle still gives the lexicon,
    /// encoder and passages.
    #[arg(long)]
    pub sparql_endpoint: Option<String>,
    /// Environment variable holding the endpoint's `Authorization` header value (e.g. `Bearer …`).
    #[arg(long, requires = "sparql_endpoint")]
    pub sparql_auth_env: Option<String>,
    /// The endpoint's graph holding the catalog, sent as `default-graph-uri` (Virtuoso: the
    /// graph the export was loaded into; its default graph is the union of all graphs).
    #[arg(long, requires = "sparql_endpoint")]
    pub sparql_graph: Option<String>,
    /// Time limit per endpoint request in milliseconds.
    #[arg(long, default_value_t = 30_000)]
    pub sparql_timeout_ms: u64,
    /// Largest endpoint response read, in bytes.
    #[arg(long, default_value_t = 32 << 20)]
    pub sparql_max_bytes: usize,
    /// Continue a conversation: the `state` of a previous answer (a file, or `-` for stdin),
    /// or the whole `--json` result of that answer. The new state is in this answer's `--json`.
    #[arg(long)]
    pub state: Option<PathBuf>,
}

/// Reads `--state`: a conversation state, or a `--json` result holding one under `state`.
fn read_state(path: &Path) -> Result<qa::conversation::Conversation> {
    use std::io::Read;
    let name = path.display().to_string();
    let mut text = String::new();
    if name == "-" {
        std::io::stdin().take(1 << 24).read_to_string(&mut text).context("--state -: reading stdin")?;
    } else {
        text = std::fs::read_to_string(path).with_context(|| format!("--state {name}: reading"))?;
    }
    let value: serde_json::Value = serde_json::from_str(&text).with_context(|| format!("--state {name}: not JSON"))?;
    let state = match value.get("state") {
        Some(inner) if value.get("question").is_some() => inner.to_string(),
        _ => text,
    };
    qa::conversation::Conversation::parse(&state).with_context(|| format!("--state {name}"))
}

/// The endpoint of `--sparql-endpoint`, for the catalog under `instance_base`.
fn endpoint(
    args: &AskArgs,
    instance_base: &str,
) -> Result<Option<dualgraph_core::skg::endpoint::SparqlEndpoint<NativeTransport>>> {
    use dualgraph_core::skg::endpoint::{EndpointConfig, SparqlEndpoint};
    let Some(url) = &args.sparql_endpoint else { return Ok(None) };
    let mut config = EndpointConfig::new(url.clone());
    config.timeout_ms = args.sparql_timeout_ms;
    config.max_response_bytes = args.sparql_max_bytes;
    config.default_graph = args.sparql_graph.clone();
    if let Some(var) = &args.sparql_auth_env {
        let value = std::env::var(var)
            .ok()
            .filter(|v| !v.is_empty())
            .with_context(|| format!("--sparql-auth-env {var}: the variable is not set"))?;
        config.headers.push(("Authorization".into(), value));
    }
    config.validate().map_err(|e| anyhow::anyhow!("--sparql-endpoint: {e}"))?;
    Ok(Some(SparqlEndpoint::new(config, instance_base, NativeTransport::default())))
}

pub fn read_prompts(dir: &Path) -> Result<BTreeMap<String, String>> {
    let mut out = BTreeMap::new();
    for name in qa::prompt::TEMPLATES {
        let path = dir.join(format!("{name}.md"));
        if path.exists() {
            out.insert(
                name.to_owned(),
                std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?,
            );
        }
    }
    if out.is_empty() {
        bail!("{}: no prompt templates found (expected sparql.md, answer.md, router.md or agent.md)", dir.display());
    }
    Ok(out)
}

impl LlmArgs {
    /// The LLM configuration, or `None` when no URL is given.
    pub fn config(&self) -> Result<Option<LlmConfig>> {
        llm_config(self)
    }
}

fn llm_config(args: &LlmArgs) -> Result<Option<LlmConfig>> {
    use dualgraph_core::llm::settings::{resolve, OpenAiEnv, OwnSettings};
    let var = |name: &str| std::env::var(name).ok();
    let own = OwnSettings {
        base_url: args.llm_url.clone().or_else(|| var("DUALGRAPH_LLM_URL")),
        model: args.model.clone().or_else(|| var("DUALGRAPH_LLM_MODEL")),
        api_key: var(&args.api_key_env),
    };
    let resolved = resolve(own, OpenAiEnv::read(var))
        .map_err(|e| anyhow::anyhow!("{e} (--llm-url/DUALGRAPH_LLM_URL, --model/DUALGRAPH_LLM_MODEL)"))?;
    let Some(resolved) = resolved else { return Ok(None) };
    let mut config = resolved.config;
    config.timeout_ms = args.timeout_ms;
    config.retries = args.retries;
    for h in &args.headers {
        let (k, v) = h.split_once(':').with_context(|| format!("--header `{h}`: expected `Name: value`"))?;
        config.headers.push((k.trim().to_owned(), v.trim().to_owned()));
    }
    Ok(Some(config))
}

/// `dualgraph ask` was stopped with Ctrl+C (already reported; the process exits with [`Stopped::EXIT_CODE`]).
#[derive(Debug)]
pub struct Stopped;

impl Stopped {
    /// 128 + SIGINT, as shells report a command ended by Ctrl+C.
    pub const EXIT_CODE: i32 = 130;
}

impl std::fmt::Display for Stopped {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("stopped (Ctrl+C)")
    }
}

impl std::error::Error for Stopped {}

/// How far an answer got, for the message printed when it is stopped.
#[derive(Default, serde::Serialize)]
#[serde(rename_all = "camelCase")]
struct Progress {
    route: Option<String>,
    rows: usize,
    passages: usize,
    answer_chars: usize,
    events: usize,
}

impl Progress {
    fn record(&mut self, event: &Event) {
        self.events += 1;
        match event {
            Event::Route { route, .. } => self.route = Some(route.to_string()),
            Event::Rows { table, .. } => self.rows += table.rows,
            Event::Chunks { chunks } => self.passages += chunks.len(),
            Event::Token { text } => self.answer_chars += text.chars().count(),
            _ => {}
        }
    }

    fn summary(&self) -> String {
        let route = self.route.as_deref().map(|r| format!("route {r}, ")).unwrap_or_default();
        format!(
            "{route}{} rows, {} passages, {} characters of the answer received",
            self.rows, self.passages, self.answer_chars
        )
    }
}

/// Runs `dualgraph ask`.
pub fn run(args: AskArgs, store: dualgraph_core::skg::store::Store) -> Result<()> {
    let strategy = Strategy::parse(&args.strategy).with_context(|| {
        let names: Vec<&str> = Strategy::ALL.iter().map(|s| s.name()).collect();
        format!("--strategy `{}`: expected one of {}", args.strategy, names.join(", "))
    })?;
    let mut options = AskOptions {
        strategy,
        k: args.k,
        candidates: args.candidates,
        answer: !args.no_answer,
        llm: args.llm.config()?,
        max_products: args.max_products.unwrap_or(if args.json || args.events { 1000 } else { 50 }),
        ..AskOptions::default()
    };
    if let Some(dir) = &args.prompts {
        options.prompts = read_prompts(dir)?;
    }
    if let Some(path) = &args.state {
        options.state = Some(read_state(path)?);
    }
    options.validate().map_err(anyhow::Error::msg)?;
    let remote = endpoint(&args, &store.manifest().instance_base)?;
    let mut knowledge = Knowledge::new(store);
    if let Some(remote) = remote {
        knowledge = knowledge.with_symbolic(Box::new(remote));
    }
    let client = options.llm.clone().map(|c| Client::new(c, NativeTransport::default()));
    let (json, events) = (args.json, args.events);
    // Ctrl+C wakes the answer's race below instead of killing the process mid-write.
    let (stop_tx, mut stop_rx) = futures::channel::mpsc::unbounded::<()>();
    ctrlc::set_handler(move || {
        let _ = stop_tx.unbounded_send(());
    })
    .context("installing the Ctrl+C handler")?;
    let mut progress = Progress::default();
    let mut out = std::io::stdout().lock();
    let mut emit = |e: &Event| {
        progress.record(e);
        if events {
            let _ = writeln!(out, "{}", serde_json::to_string(e).unwrap_or_default());
            return;
        }
        if json {
            return;
        }
        match e {
            Event::Route { route, reason, decided_by } => eprintln!("route: {route} ({decided_by}: {reason})"),
            Event::Constraints { understood, confidence, declined, .. } => {
                eprintln!("understood: {understood} (confidence {confidence:.2})");
                if let Some(d) = declined {
                    eprintln!("compiler declined: {d}");
                }
            }
            Event::Patterns { patterns } => eprintln!("patterns: {}", patterns.len()),
            Event::SparqlCandidate(c) => {
                eprintln!(
                    "candidate {}: {:?} ({} rows){}",
                    c.index + 1,
                    c.outcome,
                    c.rows,
                    c.message.as_deref().map(|m| format!(" — {m}")).unwrap_or_default()
                )
            }
            Event::Rows { table, .. } => eprintln!("rows ({}): {}\n{}", table.source, table.rows, table.markdown),
            Event::Chunks { chunks } => {
                for c in chunks {
                    eprintln!("[{}] {} › {} ({:.2})", c.marker, c.title, c.headings.join(" › "), c.score)
                }
            }
            Event::Products { products } => eprintln!("products from passages: {}", products.len()),
            Event::Step { tool, input, outcome } => eprintln!("step: {tool} {input} → {outcome}"),
            Event::Token { text } => {
                let _ = write!(out, "{text}");
                let _ = out.flush();
            }
            Event::Answer { .. } => {
                let _ = writeln!(out);
            }
            Event::Usage { phase, usage } => eprintln!(
                "tokens ({phase}): {} prompt + {} completion{}",
                usage.prompt_tokens,
                usage.completion_tokens,
                if usage.estimated { " (estimated)" } else { "" }
            ),
            Event::Error { phase, message } => eprintln!("error ({phase}): {message}"),
            Event::Done { result } => {
                if let Some(n) = &result.notice {
                    eprintln!("note: {n}");
                }
                if result.answer.is_none() {
                    for p in result.products.iter().take(20) {
                        let _ = writeln!(
                            out,
                            "- {} ({}){}",
                            p.name,
                            p.id,
                            p.url.as_deref().map(|u| format!(" {u}")).unwrap_or_default()
                        );
                    }
                    for c in &result.chunks {
                        let _ = writeln!(out, "[{}] {}: {}", c.marker, c.title, c.text.trim());
                    }
                }
            }
        }
    };
    let finished = {
        use futures::{future::Either, StreamExt};
        let answering = qa::ask(&knowledge, &args.question, &options, client.as_ref(), &mut emit);
        futures::pin_mut!(answering);
        match pollster::block_on(futures::future::select(stop_rx.next(), answering)) {
            Either::Left(_) => None, // the answer's future (and its LLM call) is dropped here
            Either::Right((result, _)) => Some(result),
        }
    };
    let Some(result) = finished else {
        if progress.answer_chars > 0 && !json && !events {
            let _ = writeln!(out); // end the partial answer's line
        }
        if json {
            let _ = writeln!(out, "{}", serde_json::json!({ "aborted": true, "progress": progress }));
        } else if events {
            let _ = writeln!(out, "{}", serde_json::json!({ "type": "aborted", "progress": progress }));
        }
        let _ = out.flush();
        eprintln!("stopped (Ctrl+C): {}", progress.summary());
        return Err(Stopped.into());
    };
    drop(out);
    let transfer = knowledge.store().lazy().map(|l| l.stats());
    if json {
        let mut value = serde_json::to_value(&result)?;
        if let (Some(t), Some(map)) = (&transfer, value.as_object_mut()) {
            map.insert("transfer".into(), serde_json::to_value(t)?);
        }
        println!("{}", serde_json::to_string_pretty(&value)?);
    } else if let Some(t) = transfer {
        eprintln!("fetched {t}");
    }
    if result.errors.iter().any(|e| e.starts_with("options:") || e.starts_with("question:")) {
        bail!("{}", result.errors.join("; "));
    }
    Ok(())
}
