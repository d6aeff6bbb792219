//! HTTP Range readers of a paged bundle: native (`ureq`, one thread per request so a round's
//! requests travel together) and wasm (the global `fetch`, in pages, Web Workers, Node and
//! Cloudflare Workers). Both send one single-range `GET` per range (`Range: bytes=a-b`; static
//! hosts and object stores answer those, not all answer multi-range requests).

use crate::skg::page_source::LazyError;
use std::ops::Range;

/// What one ranged GET returned.
struct Part {
    status: u16,
    content_range: Option<String>,
    body: Vec<u8>,
}

/// `Content-Range: bytes a-b/total` → `(a, b + 1, total)` (`total` may be `*`).
fn parse_content_range(v: &str) -> Option<(u64, u64, Option<u64>)> {
    let rest = v.trim().strip_prefix("bytes")?.trim_start();
    let (span, total) = rest.split_once('/')?;
    let (a, b) = span.split_once('-')?;
    let (a, b): (u64, u64) = (a.trim().parse().ok()?, b.trim().parse().ok()?);
    let total = match total.trim() {
        "*" => None,
        t => Some(t.parse().ok()?),
    };
    (a <= b).then_some((a, b + 1, total))
}

/// Turns the parts of one round into a reply, checking each against its range.
fn reply(location: &str, ranges: &[Range<u64>], parts: Vec<Part>) -> Result<crate::skg::page_source::Reply, LazyError> {
    use crate::skg::page_source::Reply;
    let mut bodies = Vec::with_capacity(parts.len());
    let mut total: Option<u64> = None;
    for (range, part) in ranges.iter().zip(parts) {
        let asked = format!("{}-{}", range.start, range.end.saturating_sub(1));
        match part.status {
            200 => return Ok(Reply::Whole(part.body)),
            206 => {}
            416 => {
                return Err(LazyError::Changed(
                    location.to_owned(),
                    format!("HTTP 416: bytes {asked} are beyond the end of the file (truncated or replaced)"),
                ))
            }
            status => return Err(LazyError::Status { location: location.to_owned(), status, range: asked }),
        }
        let (start, end, size) = match part.content_range.as_deref().and_then(parse_content_range) {
            Some(c) => c,
            // Content-Range hidden (a cross-origin response that does not expose it): trust
            // the length; the page checksums still check the bytes.
            None => (range.start, range.start + part.body.len() as u64, None),
        };
        if let Some(size) = size {
            if total.is_some_and(|t| t != size) {
                return Err(LazyError::Changed(location.to_owned(), "two sizes in one round".into()));
            }
            total = Some(size);
        }
        // A server may shorten a range that runs past the end of the file, nothing else.
        let full = start == range.start && (end == range.end || size == Some(end) && end < range.end);
        if !full || part.body.len() as u64 != end - start {
            return Err(LazyError::Network(
                location.to_owned(),
                format!("asked for bytes {asked}, got {start}-{} ({} bytes)", end.saturating_sub(1), part.body.len()),
            ));
        }
        bodies.push(part.body);
    }
    Ok(Reply::Parts { parts: bodies, total })
}

#[cfg(not(target_arch = "wasm32"))]
pub use native::HttpRangeReader;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::*;
    use crate::llm::transport::LocalFuture;
    use crate::skg::page_source::{RangeReader, Reply};
    use futures::channel::oneshot;
    use std::io::Read;
    use std::time::Duration;

    /// Ranged GETs with `ureq`, each on its own thread.
    pub struct HttpRangeReader {
        url: String,
        agent: ureq::Agent,
    }

    impl HttpRangeReader {
        /// A reader of `url`, each request allowed `timeout_ms`.
        pub fn new(url: &str, timeout_ms: u64) -> Self {
            let agent = ureq::Agent::config_builder()
                .timeout_global(Some(Duration::from_millis(timeout_ms.max(1))))
                .http_status_as_error(false)
                .build()
                .into();
            Self { url: url.to_owned(), agent }
        }

        fn get(agent: ureq::Agent, url: String, range: Range<u64>) -> Result<Part, String> {
            let response = agent
                .get(&url)
                .header("Range", format!("bytes={}-{}", range.start, range.end.saturating_sub(1)))
                .call()
                .map_err(|e| e.to_string())?;
            let status = response.status().as_u16();
            let content_range =
                response.headers().get("content-range").and_then(|v| v.to_str().ok()).map(str::to_owned);
            let mut body = Vec::new();
            response
                .into_body()
                .into_with_config()
                .limit(u64::MAX)
                .reader()
                .read_to_end(&mut body)
                .map_err(|e| e.to_string())?;
            Ok(Part { status, content_range, body })
        }
    }

    impl RangeReader for HttpRangeReader {
        fn read(&self, ranges: Vec<Range<u64>>) -> LocalFuture<'_, Result<Reply, LazyError>> {
            let receivers: Vec<_> = ranges
                .iter()
                .map(|r| {
                    let (tx, rx) = oneshot::channel();
                    let (agent, url, r) = (self.agent.clone(), self.url.clone(), r.clone());
                    std::thread::spawn(move || {
                        let _ = tx.send(Self::get(agent, url, r));
                    });
                    rx
                })
                .collect();
            Box::pin(async move {
                let mut parts = Vec::with_capacity(receivers.len());
                for rx in receivers {
                    let part = rx.await.unwrap_or_else(|_| Err("request thread ended".into()));
                    parts.push(part.map_err(|e| LazyError::Network(self.url.clone(), e))?);
                }
                reply(&self.url, &ranges, parts)
            })
        }

        fn location(&self) -> &str {
            &self.url
        }
    }
}

#[cfg(target_arch = "wasm32")]
pub use fetch::FetchRangeReader;

#[cfg(target_arch = "wasm32")]
mod fetch {
    use super::*;
    use crate::llm::transport::LocalFuture;
    use crate::skg::page_source::{RangeReader, Reply};
    use wasm_bindgen::prelude::*;
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;

    #[wasm_bindgen]
    extern "C" {
        #[wasm_bindgen(js_name = fetch)]
        fn global_fetch(input: &web_sys::Request) -> js_sys::Promise;
    }

    /// Ranged GETs through the platform's `fetch`, all of a round in flight together.
    pub struct FetchRangeReader {
        url: String,
    }

    impl FetchRangeReader {
        /// A reader of `url` (absolute, or relative to the page).
        pub fn new(url: &str) -> Self {
            Self { url: url.to_owned() }
        }

        fn start(&self, range: &Range<u64>) -> Result<js_sys::Promise, String> {
            let init = web_sys::RequestInit::new();
            init.set_method("GET");
            let headers = web_sys::Headers::new().map_err(|e| format!("{e:?}"))?;
            headers
                .set("Range", &format!("bytes={}-{}", range.start, range.end.saturating_sub(1)))
                .map_err(|e| format!("{e:?}"))?;
            init.set_headers(&headers);
            let request = web_sys::Request::new_with_str_and_init(&self.url, &init).map_err(|e| format!("{e:?}"))?;
            Ok(global_fetch(&request))
        }
    }

    async fn finish(promise: js_sys::Promise) -> Result<Part, String> {
        let response: web_sys::Response =
            JsFuture::from(promise).await.map_err(|e| format!("{e:?}"))?.dyn_into().map_err(|_| "not a Response")?;
        let status = response.status();
        let content_range = response.headers().get("content-range").ok().flatten();
        let buffer = JsFuture::from(response.array_buffer().map_err(|e| format!("{e:?}"))?)
            .await
            .map_err(|e| format!("{e:?}"))?;
        let body = js_sys::Uint8Array::new(&buffer).to_vec();
        Ok(Part { status, content_range, body })
    }

    impl RangeReader for FetchRangeReader {
        fn read(&self, ranges: Vec<Range<u64>>) -> LocalFuture<'_, Result<Reply, LazyError>> {
            Box::pin(async move {
                let promises: Vec<_> = ranges.iter().map(|r| self.start(r)).collect();
                let mut parts = Vec::with_capacity(promises.len());
                for p in promises {
                    let p = p.map_err(|e| LazyError::Network(self.url.clone(), e))?;
                    parts.push(finish(p).await.map_err(|e| LazyError::Network(self.url.clone(), e))?);
                }
                reply(&self.url, &ranges, parts)
            })
        }

        fn location(&self) -> &str {
            &self.url
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn content_range_headers_parse() {
        assert_eq!(parse_content_range("bytes 0-99/1000"), Some((0, 100, Some(1000))));
        assert_eq!(parse_content_range("bytes 10-19/*"), Some((10, 20, None)));
        assert_eq!(parse_content_range("bytes 20-10/100"), None);
        assert_eq!(parse_content_range("items 0-1/2"), None);
    }
}
