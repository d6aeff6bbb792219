//! One client for any OpenAI-compatible Chat Completions endpoint (OpenAI, vLLM, llama.cpp
//! server, Ollama, Groq, Workers AI, or the Worker's `/api/llm` proxy), shared by the CLI and
//! the wasm module: the platform differences live in [`transport`].
//!
//! Streaming (SSE) and non-streaming calls, `n` candidates (topped up with parallel calls when
//! a server ignores `n`), a time limit per call, retries with backoff on 408/429/5xx and network
//! errors (honouring `Retry-After`), size caps on responses, and token usage per call — from the
//! server's `usage` when present, otherwise estimated and marked so.

pub mod settings;
pub mod sse;
pub mod transport;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
pub use transport::{HttpRequest, HttpResponse, LocalFuture, Transport, TransportError};

/// Largest response body accepted (streamed or not); more is cut off and reported.
pub const MAX_RESPONSE_BYTES: usize = 2 * 1024 * 1024;

/// Where and how to call the model.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct LlmConfig {
    /// Base URL (`https://api.openai.com/v1`); `/chat/completions` is appended unless present.
    pub base_url: String,
    /// Model name.
    pub model: String,
    /// Bearer token; `None` for proxies that inject it (the browser never holds one).
    #[serde(default, skip_serializing)]
    pub api_key: Option<String>,
    /// Extra request headers.
    #[serde(default)]
    pub headers: Vec<(String, String)>,
    /// Time limit per HTTP call, body included.
    #[serde(default = "default_timeout_ms")]
    pub timeout_ms: u64,
    /// Retries after the first attempt (408/429/5xx and network errors only).
    #[serde(default = "default_retries")]
    pub retries: u32,
    /// First backoff delay; doubled per retry unless the server sends `Retry-After`.
    #[serde(default = "default_backoff_ms")]
    pub backoff_ms: u64,
    /// `max_tokens` of answer calls.
    #[serde(default = "default_max_tokens")]
    pub max_tokens: u32,
}

fn default_timeout_ms() -> u64 {
    60_000
}
fn default_retries() -> u32 {
    2
}
fn default_backoff_ms() -> u64 {
    500
}
fn default_max_tokens() -> u32 {
    800
}

impl LlmConfig {
    /// A configuration with defaults for everything but the endpoint and model.
    pub fn new(base_url: impl Into<String>, model: impl Into<String>) -> Self {
        LlmConfig {
            base_url: base_url.into(),
            model: model.into(),
            api_key: None,
            headers: Vec::new(),
            timeout_ms: default_timeout_ms(),
            retries: default_retries(),
            backoff_ms: default_backoff_ms(),
            max_tokens: default_max_tokens(),
        }
    }

    /// The chat-completions URL.
    pub fn url(&self) -> String {
        let base = self.base_url.trim_end_matches('/');
        if base.ends_with("/chat/completions") || base.ends_with("/api/llm") {
            base.to_owned()
        } else {
            format!("{base}/chat/completions")
        }
    }
}

/// One chat message.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Message {
    /// `system`, `user` or `assistant`.
    pub role: String,
    /// Text.
    pub content: String,
}

impl Message {
    /// A system message.
    pub fn system(content: impl Into<String>) -> Self {
        Message { role: "system".into(), content: content.into() }
    }
    /// A user message.
    pub fn user(content: impl Into<String>) -> Self {
        Message { role: "user".into(), content: content.into() }
    }
    /// An assistant message.
    pub fn assistant(content: impl Into<String>) -> Self {
        Message { role: "assistant".into(), content: content.into() }
    }
}

/// Tokens of one or more calls.
#[derive(Debug, Clone, Copy, Default, PartialEq, Serialize, Deserialize)]
pub struct Usage {
    /// Prompt tokens.
    pub prompt_tokens: u64,
    /// Completion tokens.
    pub completion_tokens: u64,
    /// Some figure was estimated (the server sent no `usage`).
    pub estimated: bool,
    /// HTTP calls made, retries included.
    pub calls: u32,
}

impl Usage {
    /// Adds another call's usage.
    pub fn add(&mut self, other: &Usage) {
        self.prompt_tokens += other.prompt_tokens;
        self.completion_tokens += other.completion_tokens;
        self.estimated |= other.estimated;
        self.calls += other.calls;
    }
}

/// Rough token count of a text (≈ 4 characters per token), for servers without `usage`.
pub fn estimate_tokens(text: &str) -> u64 {
    (text.chars().count() as u64).div_ceil(4)
}

/// The result of one chat call.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Completion {
    /// One text per choice.
    pub choices: Vec<String>,
    /// Token usage.
    pub usage: Usage,
    /// A streamed answer ended before the server said it was finished (text kept).
    pub truncated: bool,
}

/// Why a call failed.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LlmError {
    /// Network failure or timeout after all retries.
    #[error("LLM endpoint unreachable after {attempts} attempt(s): {error}")]
    Transport {
        /// Attempts made.
        attempts: u32,
        /// Last error.
        error: TransportError,
    },
    /// The endpoint answered with an error status.
    #[error("LLM endpoint returned HTTP {status} after {attempts} attempt(s): {message}")]
    Status {
        /// HTTP status.
        status: u16,
        /// Attempts made.
        attempts: u32,
        /// Start of the error body.
        message: String,
    },
    /// The body was not a chat completion.
    #[error("LLM response is malformed: {0}")]
    Malformed(String),
    /// The body exceeded [`MAX_RESPONSE_BYTES`].
    #[error("LLM response exceeds {MAX_RESPONSE_BYTES} bytes")]
    TooLarge,
}

impl LlmError {
    /// Usage spent before failing is not tracked per error; callers count `calls` themselves.
    pub fn is_retryable_status(status: u16) -> bool {
        matches!(status, 408 | 409 | 425 | 429 | 500 | 502 | 503 | 504)
    }
}

/// Options of one call.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CallOptions {
    /// Candidates wanted.
    pub n: u32,
    /// Sampling temperature.
    pub temperature: f32,
    /// Completion token cap.
    pub max_tokens: u32,
}

/// An OpenAI-compatible chat client over a [`Transport`].
pub struct Client<T: Transport> {
    config: LlmConfig,
    transport: T,
}

fn excerpt(text: &str, max: usize) -> String {
    let clean: String = text.chars().filter(|c| !c.is_control() || *c == ' ').take(max).collect();
    clean.trim().to_owned()
}

fn prompt_chars(messages: &[Message]) -> String {
    messages.iter().map(|m| m.content.as_str()).collect::<Vec<_>>().join("\n")
}

fn read_usage(v: &Value) -> Option<(u64, u64)> {
    let u = v.get("usage")?;
    Some((u.get("prompt_tokens")?.as_u64()?, u.get("completion_tokens").and_then(Value::as_u64).unwrap_or(0)))
}

impl<T: Transport> Client<T> {
    /// A client.
    pub fn new(config: LlmConfig, transport: T) -> Self {
        Client { config, transport }
    }

    /// The configuration.
    pub fn config(&self) -> &LlmConfig {
        &self.config
    }

    /// The transport (clock and sleep for callers).
    pub fn transport(&self) -> &T {
        &self.transport
    }

    fn request(&self, body: Value) -> HttpRequest {
        let mut headers = vec![
            ("content-type".to_owned(), "application/json".to_owned()),
            ("accept".to_owned(), "application/json, text/event-stream".to_owned()),
        ];
        if let Some(key) = self.config.api_key.as_deref().filter(|k| !k.is_empty()) {
            headers.push(("authorization".to_owned(), format!("Bearer {key}")));
        }
        headers.extend(self.config.headers.iter().cloned());
        HttpRequest { url: self.config.url(), headers, body: body.to_string(), timeout_ms: self.config.timeout_ms }
    }

    /// Sends with retries; returns the successful response and the attempts made.
    async fn send_with_retries(&self, body: Value) -> Result<(HttpResponse, u32), LlmError> {
        let request = self.request(body);
        let mut attempt = 0u32;
        loop {
            attempt += 1;
            let last = attempt > self.config.retries;
            let delay = match self.transport.send(request.clone()).await {
                Ok(response) if (200..300).contains(&response.status) => return Ok((response, attempt)),
                Ok(mut response) => {
                    let status = response.status;
                    if last || !LlmError::is_retryable_status(status) {
                        let body = read_all(response.body.as_mut()).await.unwrap_or_default();
                        return Err(LlmError::Status {
                            status,
                            attempts: attempt,
                            message: excerpt(&String::from_utf8_lossy(&body), 300),
                        });
                    }
                    response.retry_after.map(|s| (s * 1000.0) as u64)
                }
                Err(error) => {
                    if last || error == TransportError::Aborted {
                        return Err(LlmError::Transport { attempts: attempt, error });
                    }
                    None
                }
            };
            let backoff = self.config.backoff_ms.saturating_mul(1 << (attempt - 1).min(6));
            self.transport.sleep(delay.unwrap_or(backoff).min(30_000)).await;
        }
    }

    fn body(&self, messages: &[Message], options: CallOptions, stream: bool) -> Value {
        let mut body = json!({
            "model": self.config.model,
            "messages": messages,
            "temperature": options.temperature,
            "max_tokens": options.max_tokens,
        });
        if options.n > 1 {
            body["n"] = json!(options.n);
        }
        if stream {
            body["stream"] = json!(true);
            body["stream_options"] = json!({ "include_usage": true });
        }
        body
    }

    async fn complete_once(&self, messages: &[Message], options: CallOptions) -> Result<Completion, LlmError> {
        let (mut response, attempts) = self.send_with_retries(self.body(messages, options, false)).await?;
        let bytes = read_all(response.body.as_mut()).await.map_err(|e| match e {
            ReadError::TooLarge => LlmError::TooLarge,
            ReadError::Transport(error) => LlmError::Transport { attempts, error },
        })?;
        let v: Value = serde_json::from_slice(&bytes).map_err(|e| {
            LlmError::Malformed(format!("not JSON ({e}): {}", excerpt(&String::from_utf8_lossy(&bytes), 120)))
        })?;
        let choices = v
            .get("choices")
            .and_then(Value::as_array)
            .ok_or_else(|| LlmError::Malformed("no `choices` array".into()))?
            .iter()
            .map(|c| c.pointer("/message/content").and_then(Value::as_str).unwrap_or_default().to_owned())
            .collect::<Vec<_>>();
        if choices.is_empty() {
            return Err(LlmError::Malformed("`choices` is empty".into()));
        }
        let usage = match read_usage(&v) {
            Some((p, c)) => Usage { prompt_tokens: p, completion_tokens: c, estimated: false, calls: attempts },
            None => Usage {
                prompt_tokens: estimate_tokens(&prompt_chars(messages)),
                completion_tokens: choices.iter().map(|c| estimate_tokens(c)).sum(),
                estimated: true,
                calls: attempts,
            },
        };
        Ok(Completion { choices, usage, truncated: false })
    }

    /// Non-streaming call for `options.n` candidates. A server that returns fewer choices than
    /// asked (no `n` support) is topped up with parallel single-choice calls.
    pub async fn complete(&self, messages: &[Message], options: CallOptions) -> Result<Completion, LlmError> {
        let mut first = self.complete_once(messages, options).await?;
        let missing = (options.n as usize).saturating_sub(first.choices.len());
        if missing > 0 {
            let single = CallOptions { n: 1, ..options };
            let extra = futures::future::join_all((0..missing).map(|_| self.complete_once(messages, single))).await;
            for c in extra.into_iter().flatten() {
                first.choices.extend(c.choices);
                first.usage.add(&c.usage);
            }
        }
        first.choices.truncate(options.n.max(1) as usize);
        Ok(first)
    }

    /// Streaming call: `on_token` receives each piece of text as it arrives. A stream that ends
    /// without `[DONE]` or a finish reason returns what arrived with `truncated: true`.
    pub async fn stream(
        &self,
        messages: &[Message],
        options: CallOptions,
        on_token: &mut dyn FnMut(&str),
    ) -> Result<Completion, LlmError> {
        let (mut response, attempts) =
            self.send_with_retries(self.body(messages, CallOptions { n: 1, ..options }, true)).await?;
        let mut parser = sse::SseParser::new();
        let mut text = String::new();
        let mut usage = None;
        let mut finished = false;
        let mut received = 0usize;
        let mut truncated = false;
        let mut done = false;
        while !done {
            let events = match response.body.chunk().await {
                Ok(Some(bytes)) => {
                    received += bytes.len();
                    if received > MAX_RESPONSE_BYTES {
                        truncated = true;
                        break;
                    }
                    parser.feed(&bytes)
                }
                Ok(None) => {
                    done = true;
                    parser.finish()
                }
                Err(error) if text.is_empty() => return Err(LlmError::Transport { attempts, error }),
                Err(_) => {
                    truncated = true;
                    break;
                }
            };
            for data in events {
                if data.trim() == "[DONE]" {
                    finished = true;
                    done = true;
                    break;
                }
                let v: Value = match serde_json::from_str(&data) {
                    Ok(v) => v,
                    Err(_) if text.is_empty() && !data.trim_start().starts_with('{') => {
                        return Err(LlmError::Malformed(format!("stream event is not JSON: {}", excerpt(&data, 120))))
                    }
                    Err(_) => continue,
                };
                if let Some(piece) = v.pointer("/choices/0/delta/content").and_then(Value::as_str) {
                    if !piece.is_empty() {
                        text.push_str(piece);
                        on_token(piece);
                    }
                }
                if v.pointer("/choices/0/finish_reason").and_then(Value::as_str).is_some() {
                    finished = true;
                }
                if let Some(u) = read_usage(&v) {
                    usage = Some(u);
                }
                // A non-streaming body from a server that ignored `stream`.
                if let Some(content) = v.pointer("/choices/0/message/content").and_then(Value::as_str) {
                    text.push_str(content);
                    on_token(content);
                    finished = true;
                }
            }
        }
        if !finished {
            truncated = true;
        }
        let usage = match usage {
            Some((p, c)) => Usage { prompt_tokens: p, completion_tokens: c, estimated: false, calls: attempts },
            None => Usage {
                prompt_tokens: estimate_tokens(&prompt_chars(messages)),
                completion_tokens: estimate_tokens(&text),
                estimated: true,
                calls: attempts,
            },
        };
        Ok(Completion { choices: vec![text], usage, truncated })
    }
}

enum ReadError {
    TooLarge,
    Transport(TransportError),
}

async fn read_all(body: &mut dyn transport::BodyReader) -> Result<Vec<u8>, ReadError> {
    let mut out = Vec::new();
    while let Some(chunk) = body.chunk().await.map_err(ReadError::Transport)? {
        out.extend_from_slice(&chunk);
        if out.len() > MAX_RESPONSE_BYTES {
            return Err(ReadError::TooLarge);
        }
    }
    Ok(out)
}
