//! Which endpoint, model and key to use: the project's own settings first (CLI flags,
//! `DUALGRAPH_LLM_*`), then the OpenAI ecosystem's variables as the OpenAI SDKs read them
//! (`OPENAI_BASE_URL`, `OPENAI_API_KEY`).
//!
//! Precedence (empty values count as absent):
//! - base URL: own → `OPENAI_BASE_URL` → `https://api.openai.com/v1` when a model is named and
//!   `OPENAI_API_KEY` is set → none (no LLM: offline answers);
//! - key: own → `OPENAI_API_KEY`, the latter only when the endpoint has the origin of
//!   `OPENAI_BASE_URL` (default `https://api.openai.com`), so an OpenAI key never travels to
//!   another host named by the project's own settings;
//! - model: own only (the OpenAI SDKs have no model variable); required once a URL is known.
//!
//! Platform-free: callers pass what they read (`std::env` in the CLI, `env` in the Worker).

use super::LlmConfig;

/// The OpenAI SDKs' base URL when `OPENAI_BASE_URL` is unset.
pub const OPENAI_DEFAULT_BASE_URL: &str = "https://api.openai.com/v1";

/// Settings given by the project's own means (flags, `DUALGRAPH_LLM_*` variables).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct OwnSettings {
    /// OpenAI-compatible base URL.
    pub base_url: Option<String>,
    /// Model name.
    pub model: Option<String>,
    /// API key.
    pub api_key: Option<String>,
}

/// The OpenAI ecosystem's variables.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct OpenAiEnv {
    /// `OPENAI_BASE_URL`.
    pub base_url: Option<String>,
    /// `OPENAI_API_KEY`.
    pub api_key: Option<String>,
}

impl OpenAiEnv {
    /// Reads `OPENAI_BASE_URL` and `OPENAI_API_KEY` through `lookup` (e.g. `std::env::var`).
    pub fn read(lookup: impl Fn(&str) -> Option<String>) -> Self {
        OpenAiEnv { base_url: lookup("OPENAI_BASE_URL"), api_key: lookup("OPENAI_API_KEY") }
    }
}

/// Where a resolved setting came from (for messages and traces).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// The project's own settings.
    Own,
    /// `OPENAI_BASE_URL` or `OPENAI_API_KEY`.
    OpenAiEnv,
    /// The OpenAI SDKs' default base URL.
    OpenAiDefault,
}

/// Why no configuration could be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SettingsError {
    /// A base URL is known but no model is named.
    #[error("an LLM endpoint is set ({url}, from {from}) but no model is named")]
    NoModel {
        /// The base URL.
        url: String,
        /// Where it came from.
        from: &'static str,
    },
    /// The base URL is not http(s).
    #[error("LLM base URL `{url}` (from {from}) is not an http(s) URL")]
    BadUrl {
        /// The base URL.
        url: String,
        /// Where it came from.
        from: &'static str,
    },
}

/// A configuration and where its URL and key came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Resolved {
    /// The configuration (defaults for timeouts and retries).
    pub config: LlmConfig,
    /// Source of the base URL.
    pub base_url_from: Source,
    /// Source of the key, if any.
    pub api_key_from: Option<Source>,
}

fn present(value: Option<String>) -> Option<String> {
    value.map(|v| v.trim().to_owned()).filter(|v| !v.is_empty())
}

/// `scheme://host[:port]` of an http(s) URL, lowercased; `None` for anything else.
pub fn origin(url: &str) -> Option<String> {
    let lower = url.trim().to_ascii_lowercase();
    let (scheme, rest) = lower.split_once("://")?;
    if scheme != "http" && scheme != "https" {
        return None;
    }
    let authority = rest.split(['/', '?', '#']).next().unwrap_or("");
    let host = authority.rsplit('@').next().unwrap_or("");
    if host.is_empty() {
        return None;
    }
    let default_port = if scheme == "https" { ":443" } else { ":80" };
    Some(format!("{scheme}://{}", host.strip_suffix(default_port).unwrap_or(host)))
}

fn source_name(source: Source) -> &'static str {
    match source {
        Source::Own => "the project's settings",
        Source::OpenAiEnv => "OPENAI_BASE_URL",
        Source::OpenAiDefault => "the OpenAI default, as OPENAI_API_KEY is set",
    }
}

/// Resolves the LLM configuration; `Ok(None)` when no endpoint is known (offline).
pub fn resolve(own: OwnSettings, openai: OpenAiEnv) -> Result<Option<Resolved>, SettingsError> {
    let model = present(own.model);
    let openai_url = present(openai.base_url);
    let openai_key = present(openai.api_key);
    let (base_url, base_url_from) = match (present(own.base_url), &openai_url) {
        (Some(url), _) => (url, Source::Own),
        (None, Some(url)) => (url.clone(), Source::OpenAiEnv),
        (None, None) if model.is_some() && openai_key.is_some() => {
            (OPENAI_DEFAULT_BASE_URL.to_owned(), Source::OpenAiDefault)
        }
        (None, None) => return Ok(None),
    };
    let from = source_name(base_url_from);
    let Some(url_origin) = origin(&base_url) else { return Err(SettingsError::BadUrl { url: base_url, from }) };
    let Some(model) = model else { return Err(SettingsError::NoModel { url: base_url, from }) };
    let openai_origin = origin(openai_url.as_deref().unwrap_or(OPENAI_DEFAULT_BASE_URL));
    let (api_key, api_key_from) = match (present(own.api_key), openai_key) {
        (Some(key), _) => (Some(key), Some(Source::Own)),
        (None, Some(key)) if openai_origin.as_deref() == Some(url_origin.as_str()) => {
            (Some(key), Some(Source::OpenAiEnv))
        }
        _ => (None, None),
    };
    let mut config = LlmConfig::new(base_url, model);
    config.api_key = api_key;
    Ok(Some(Resolved { config, base_url_from, api_key_from }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn own(url: Option<&str>, model: Option<&str>, key: Option<&str>) -> OwnSettings {
        OwnSettings { base_url: url.map(Into::into), model: model.map(Into::into), api_key: key.map(Into::into) }
    }
    fn openai(url: Option<&str>, key: Option<&str>) -> OpenAiEnv {
        OpenAiEnv { base_url: url.map(Into::into), api_key: key.map(Into::into) }
    }

    #[test]
    fn nothing_set_is_offline() {
        assert_eq!(resolve(own(None, None, None), openai(None, None)).unwrap(), None);
        // A key alone does not turn the LLM on: nothing names a model.
        assert_eq!(resolve(own(None, None, None), openai(None, Some("sk-x"))).unwrap(), None);
        // Empty strings are absent.
        assert_eq!(resolve(own(Some(" "), Some(""), Some("")), openai(Some(""), Some(""))).unwrap(), None);
    }

    #[test]
    fn own_settings_win_over_openai_variables() {
        let r = resolve(
            own(Some("http://127.0.0.1:8080/v1"), Some("m"), Some("own-key")),
            openai(Some("https://other.example/v1"), Some("sk-openai")),
        )
        .unwrap()
        .unwrap();
        assert_eq!(r.config.base_url, "http://127.0.0.1:8080/v1");
        assert_eq!(r.config.model, "m");
        assert_eq!(r.config.api_key.as_deref(), Some("own-key"));
        assert_eq!((r.base_url_from, r.api_key_from), (Source::Own, Some(Source::Own)));
    }

    #[test]
    fn openai_variables_fill_what_is_absent() {
        let r = resolve(own(None, Some("m"), None), openai(Some("http://localhost:11434/v1/"), Some("sk-o")))
            .unwrap()
            .unwrap();
        assert_eq!(r.config.base_url, "http://localhost:11434/v1/");
        assert_eq!(r.config.url(), "http://localhost:11434/v1/chat/completions");
        assert_eq!(r.config.api_key.as_deref(), Some("sk-o"));
        assert_eq!((r.base_url_from, r.api_key_from), (Source::OpenAiEnv, Some(Source::OpenAiEnv)));
        // Only the key: OpenAI's default endpoint, as the SDKs do.
        let r = resolve(own(None, Some("gpt-4o-mini"), None), openai(None, Some("sk-o"))).unwrap().unwrap();
        assert_eq!(r.config.base_url, OPENAI_DEFAULT_BASE_URL);
        assert_eq!(r.config.api_key.as_deref(), Some("sk-o"));
        assert_eq!(r.base_url_from, Source::OpenAiDefault);
    }

    #[test]
    fn openai_key_goes_only_to_the_openai_origin() {
        // The project names another host: the OpenAI key stays home.
        let r =
            resolve(own(Some("https://llm.example/v1"), Some("m"), None), openai(None, Some("sk-o"))).unwrap().unwrap();
        assert_eq!(r.config.api_key, None);
        assert_eq!(r.api_key_from, None);
        // The project names OpenAI itself (default port spelled out): the key is for it.
        let r = resolve(own(Some("HTTPS://api.openai.com:443/v1"), Some("m"), None), openai(None, Some("sk-o")))
            .unwrap()
            .unwrap();
        assert_eq!(r.config.api_key.as_deref(), Some("sk-o"));
        // Same host as OPENAI_BASE_URL.
        let r = resolve(
            own(Some("http://gw.local:4000/v1"), Some("m"), None),
            openai(Some("http://gw.local:4000/openai"), Some("sk-o")),
        )
        .unwrap()
        .unwrap();
        assert_eq!(r.config.api_key.as_deref(), Some("sk-o"));
        // Different port is a different origin.
        let r = resolve(
            own(Some("http://gw.local:4001/v1"), Some("m"), None),
            openai(Some("http://gw.local:4000/v1"), Some("sk-o")),
        )
        .unwrap()
        .unwrap();
        assert_eq!(r.config.api_key, None);
    }

    #[test]
    fn errors_name_the_setting() {
        let e = resolve(own(None, None, None), openai(Some("http://localhost:8080/v1"), None)).unwrap_err();
        assert_eq!(e, SettingsError::NoModel { url: "http://localhost:8080/v1".into(), from: "OPENAI_BASE_URL" });
        assert!(e.to_string().contains("OPENAI_BASE_URL"), "{e}");
        let e = resolve(own(None, Some("m"), None), openai(Some("localhost:8080"), None)).unwrap_err();
        assert!(matches!(e, SettingsError::BadUrl { .. }), "{e:?}");
        assert!(e.to_string().contains("localhost:8080"), "{e}");
    }

    #[test]
    fn origins() {
        assert_eq!(origin("https://api.openai.com/v1").as_deref(), Some("https://api.openai.com"));
        assert_eq!(origin("http://u:p@h:80/x").as_deref(), Some("http://h"));
        assert_eq!(origin("ftp://h/"), None);
        assert_eq!(origin("https:///x"), None);
    }
}
