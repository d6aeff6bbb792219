//! HTTP transports behind one trait: native (`ureq`, one thread per request so parallel
//! candidates really run in parallel) and wasm (the global `fetch`, which exists in browsers,
//! Web Workers, Node and Cloudflare Workers).

use std::future::Future;
use std::pin::Pin;

/// A boxed, non-`Send` future (wasm futures are single-threaded).
pub type LocalFuture<'a, T> = Pin<Box<dyn Future<Output = T> + 'a>>;

/// One POST request.
#[derive(Debug, Clone)]
pub struct HttpRequest {
    /// Absolute URL.
    pub url: String,
    /// Header name/value pairs.
    pub headers: Vec<(String, String)>,
    /// JSON body.
    pub body: String,
    /// Time allowed for the whole exchange, body included.
    pub timeout_ms: u64,
}

/// Why a request produced no response.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum TransportError {
    /// The time limit passed.
    #[error("timed out after {0} ms")]
    Timeout(u64),
    /// Connection refused/reset, DNS, TLS or a read error.
    #[error("network error: {0}")]
    Network(String),
    /// The caller stopped the request (an `AbortSignal`); never retried.
    #[error("stopped by the caller")]
    Aborted,
}

/// Reads a response body piece by piece (`None` at the end).
pub trait BodyReader {
    /// The next piece of the body.
    fn chunk(&mut self) -> LocalFuture<'_, Result<Option<Vec<u8>>, TransportError>>;
}

/// A response whose body has not been read yet.
pub struct HttpResponse {
    /// Status code.
    pub status: u16,
    /// `Retry-After` in seconds, when the server sent a number.
    pub retry_after: Option<f64>,
    /// The body.
    pub body: Box<dyn BodyReader>,
}

/// Sends requests and waits: the platform part of the LLM client.
pub trait Transport {
    /// Sends one POST request.
    fn send(&self, request: HttpRequest) -> LocalFuture<'_, Result<HttpResponse, TransportError>>;
    /// Waits (retry backoff).
    fn sleep(&self, ms: u64) -> LocalFuture<'_, ()>;
    /// Milliseconds on a monotonic-enough clock (trace timings).
    fn now_ms(&self) -> f64;
}

/// Milliseconds since an arbitrary origin (trace timings without a transport).
#[cfg(not(target_arch = "wasm32"))]
pub fn now_ms() -> f64 {
    use std::sync::OnceLock;
    static ORIGIN: OnceLock<std::time::Instant> = OnceLock::new();
    ORIGIN.get_or_init(std::time::Instant::now).elapsed().as_secs_f64() * 1000.0
}

/// Milliseconds since an arbitrary origin (trace timings without a transport).
#[cfg(target_arch = "wasm32")]
pub fn now_ms() -> f64 {
    js_sys::Date::now()
}

/// Parses a `Retry-After` header given in seconds (HTTP dates are ignored).
pub fn parse_retry_after(value: &str) -> Option<f64> {
    value.trim().parse::<f64>().ok().filter(|s| s.is_finite() && *s >= 0.0)
}

#[cfg(not(target_arch = "wasm32"))]
pub use native::NativeTransport;

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use super::*;
    use futures::channel::oneshot;
    use std::io::Read;
    use std::time::{Duration, Instant};

    /// Blocking `ureq` requests on helper threads, awaited through channels.
    #[derive(Clone)]
    pub struct NativeTransport {
        started: Instant,
    }

    impl Default for NativeTransport {
        fn default() -> Self {
            NativeTransport { started: Instant::now() }
        }
    }

    /// A response body read on its own thread and handed over in chunks through a channel, so
    /// awaiting the next chunk never blocks the executor (Ctrl+C and other futures still run).
    struct NativeBody {
        chunks: futures::channel::mpsc::UnboundedReceiver<Result<Vec<u8>, TransportError>>,
    }

    impl NativeBody {
        /// Starts the reading thread; it ends at the end of the body, on an error, or once the
        /// body is dropped (at the next chunk), closing the connection.
        fn spawn(mut reader: Box<dyn Read + Send>) -> Self {
            let (tx, chunks) = futures::channel::mpsc::unbounded();
            std::thread::spawn(move || loop {
                let mut buf = vec![0u8; 16 * 1024];
                let next = match reader.read(&mut buf) {
                    Ok(0) => return,
                    Ok(n) => {
                        buf.truncate(n);
                        Ok(buf)
                    }
                    Err(e) if e.kind() == std::io::ErrorKind::TimedOut => Err(TransportError::Timeout(0)),
                    Err(e) => Err(TransportError::Network(e.to_string())),
                };
                let failed = next.is_err();
                if tx.unbounded_send(next).is_err() || failed {
                    return;
                }
            });
            NativeBody { chunks }
        }
    }

    impl BodyReader for NativeBody {
        fn chunk(&mut self) -> LocalFuture<'_, Result<Option<Vec<u8>>, TransportError>> {
            use futures::StreamExt;
            Box::pin(async move { self.chunks.next().await.transpose() })
        }
    }

    type RawResponse = (u16, Option<f64>, Box<dyn Read + Send>);

    fn blocking_send(request: HttpRequest) -> Result<RawResponse, TransportError> {
        let timeout = Duration::from_millis(request.timeout_ms.max(1));
        let agent: ureq::Agent =
            ureq::Agent::config_builder().timeout_global(Some(timeout)).http_status_as_error(false).build().into();
        let mut builder = agent.post(&request.url);
        for (k, v) in &request.headers {
            builder = builder.header(k.as_str(), v.as_str());
        }
        match builder.send(request.body.as_bytes()) {
            Ok(response) => {
                let status = response.status().as_u16();
                let retry_after =
                    response.headers().get("retry-after").and_then(|v| v.to_str().ok()).and_then(parse_retry_after);
                Ok((status, retry_after, Box::new(response.into_body().into_reader())))
            }
            Err(ureq::Error::Timeout(_)) => Err(TransportError::Timeout(request.timeout_ms)),
            Err(e) => Err(TransportError::Network(e.to_string())),
        }
    }

    impl Transport for NativeTransport {
        fn send(&self, request: HttpRequest) -> LocalFuture<'_, Result<HttpResponse, TransportError>> {
            let (tx, rx) = oneshot::channel();
            std::thread::spawn(move || {
                let _ = tx.send(blocking_send(request));
            });
            Box::pin(async move {
                let (status, retry_after, reader) =
                    rx.await.unwrap_or_else(|_| Err(TransportError::Network("request thread ended".into())))?;
                Ok(HttpResponse { status, retry_after, body: Box::new(NativeBody::spawn(reader)) })
            })
        }

        fn sleep(&self, ms: u64) -> LocalFuture<'_, ()> {
            let (tx, rx) = oneshot::channel::<()>();
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(ms));
                let _ = tx.send(());
            });
            Box::pin(async move {
                let _ = rx.await;
            })
        }

        fn now_ms(&self) -> f64 {
            self.started.elapsed().as_secs_f64() * 1000.0
        }
    }
}

#[cfg(target_arch = "wasm32")]
pub use fetch::{FetchTransport, OnAbort};

#[cfg(target_arch = "wasm32")]
mod fetch {
    use super::*;
    use wasm_bindgen::{JsCast, JsValue};
    use wasm_bindgen_futures::JsFuture;

    #[wasm_bindgen::prelude::wasm_bindgen]
    extern "C" {
        /// The global `fetch` (window, worker, Node and Cloudflare Workers alike).
        #[wasm_bindgen(js_name = fetch)]
        fn global_fetch(input: &web_sys::Request) -> js_sys::Promise;
        #[wasm_bindgen(js_namespace = Date, js_name = now)]
        fn date_now() -> f64;
    }

    /// Requests through the platform's `fetch`, with an `AbortController` for the time limit and,
    /// optionally, the caller's `AbortSignal` (which aborts the request in flight, body included).
    #[derive(Clone, Default)]
    pub struct FetchTransport {
        stop: Option<web_sys::AbortSignal>,
    }

    impl FetchTransport {
        /// A transport whose requests are aborted when `signal` is (and refused once it is).
        pub fn with_signal(signal: web_sys::AbortSignal) -> Self {
            FetchTransport { stop: Some(signal) }
        }

        fn stopped(&self) -> bool {
            self.stop.as_ref().is_some_and(|s| s.aborted())
        }
    }

    struct FetchBody {
        reader: Option<web_sys::ReadableStreamDefaultReader>,
        _timer: Option<gloo_timers::callback::Timeout>,
        _on_stop: Option<OnAbort>,
        timeout_ms: u64,
        signal: web_sys::AbortSignal,
        stop: Option<web_sys::AbortSignal>,
    }

    /// Calls a function once when an `AbortSignal` aborts; the listener is removed on drop.
    /// (A plain `addEventListener(type, f)`: workerd refuses some listener options, e.g. `passive`.)
    pub struct OnAbort {
        signal: web_sys::AbortSignal,
        callback: wasm_bindgen::closure::Closure<dyn FnMut()>,
    }

    impl OnAbort {
        /// Listens for `signal`'s `abort` event.
        pub fn new(signal: &web_sys::AbortSignal, f: impl FnOnce() + 'static) -> Self {
            let mut f = Some(f);
            let callback = wasm_bindgen::closure::Closure::<dyn FnMut()>::new(move || {
                if let Some(f) = f.take() {
                    f();
                }
            });
            let _ = signal.add_event_listener_with_callback("abort", callback.as_ref().unchecked_ref());
            OnAbort { signal: signal.clone(), callback }
        }
    }

    impl Drop for OnAbort {
        fn drop(&mut self) {
            let _ = self.signal.remove_event_listener_with_callback("abort", self.callback.as_ref().unchecked_ref());
        }
    }

    /// Why an aborted request ended: the caller's signal, else the time limit.
    fn aborted_error(stop: Option<&web_sys::AbortSignal>, timeout_ms: u64) -> TransportError {
        if stop.is_some_and(|s| s.aborted()) {
            TransportError::Aborted
        } else {
            TransportError::Timeout(timeout_ms)
        }
    }

    fn js_message(e: &JsValue) -> String {
        e.dyn_ref::<js_sys::Error>()
            .map(|e| String::from(e.message()))
            .or_else(|| e.as_string())
            .unwrap_or_else(|| format!("{e:?}"))
    }

    impl BodyReader for FetchBody {
        fn chunk(&mut self) -> LocalFuture<'_, Result<Option<Vec<u8>>, TransportError>> {
            Box::pin(async move {
                let Some(reader) = self.reader.as_ref() else { return Ok(None) };
                let result = JsFuture::from(reader.read()).await.map_err(|e| {
                    if self.signal.aborted() {
                        aborted_error(self.stop.as_ref(), self.timeout_ms)
                    } else {
                        TransportError::Network(js_message(&e))
                    }
                })?;
                let done = js_sys::Reflect::get(&result, &"done".into()).map(|v| v.is_truthy()).unwrap_or(true);
                if done {
                    self.reader = None;
                    return Ok(None);
                }
                let value = js_sys::Reflect::get(&result, &"value".into()).unwrap_or(JsValue::UNDEFINED);
                Ok(Some(js_sys::Uint8Array::new(&value).to_vec()))
            })
        }
    }

    impl Transport for FetchTransport {
        fn send(&self, request: HttpRequest) -> LocalFuture<'_, Result<HttpResponse, TransportError>> {
            Box::pin(async move {
                if self.stopped() {
                    return Err(TransportError::Aborted);
                }
                let net = |e: JsValue| TransportError::Network(js_message(&e));
                let controller = web_sys::AbortController::new().map_err(net)?;
                let signal = controller.signal();
                let timer = gloo_timers::callback::Timeout::new(request.timeout_ms.min(u32::MAX as u64) as u32, {
                    let controller = controller.clone();
                    move || controller.abort()
                });
                // The caller's signal aborts this request too (listener removed when the body is dropped).
                let on_stop = self.stop.as_ref().map(|stop| {
                    let controller = controller.clone();
                    OnAbort::new(stop, move || controller.abort())
                });
                let headers = web_sys::Headers::new().map_err(net)?;
                for (k, v) in &request.headers {
                    headers.set(k, v).map_err(net)?;
                }
                let init = web_sys::RequestInit::new();
                init.set_method("POST");
                init.set_headers(&headers);
                init.set_body(&JsValue::from_str(&request.body));
                init.set_signal(Some(&signal));
                let req = web_sys::Request::new_with_str_and_init(&request.url, &init).map_err(net)?;
                let response = JsFuture::from(global_fetch(&req)).await.map_err(|e| {
                    if signal.aborted() {
                        aborted_error(self.stop.as_ref(), request.timeout_ms)
                    } else {
                        TransportError::Network(js_message(&e))
                    }
                })?;
                let response: web_sys::Response = response.dyn_into().map_err(net)?;
                let retry_after =
                    response.headers().get("retry-after").ok().flatten().as_deref().and_then(parse_retry_after);
                let reader =
                    response.body().map(|b| b.get_reader().unchecked_into::<web_sys::ReadableStreamDefaultReader>());
                Ok(HttpResponse {
                    status: response.status(),
                    retry_after,
                    body: Box::new(FetchBody {
                        reader,
                        _timer: Some(timer),
                        _on_stop: on_stop,
                        timeout_ms: request.timeout_ms,
                        signal,
                        stop: self.stop.clone(),
                    }),
                })
            })
        }

        fn sleep(&self, ms: u64) -> LocalFuture<'_, ()> {
            Box::pin(gloo_timers::future::TimeoutFuture::new(ms.min(u32::MAX as u64) as u32))
        }

        fn now_ms(&self) -> f64 {
            date_now()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn retry_after_accepts_seconds_only() {
        assert_eq!(parse_retry_after(" 2 "), Some(2.0));
        assert_eq!(parse_retry_after("0.5"), Some(0.5));
        assert_eq!(parse_retry_after("Wed, 21 Oct 2015 07:28:00 GMT"), None);
        assert_eq!(parse_retry_after("-1"), None);
    }
}
