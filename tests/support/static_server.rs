//! A static file server on loopback that answers HTTP Range requests the way static hosts do
//! (`206` with `Content-Range`, `416` past the end), or ignores them (`200`, the whole file),
//! with the file replaceable mid-session and every request counted: the network boundary of
//! paged bundles in tests.
#![allow(dead_code)]

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// The server's shared state.
#[derive(Default)]
pub struct Served {
    /// The file's bytes (replace to simulate a deploy mid-session).
    pub file: Mutex<Vec<u8>>,
    /// Answer `Range` with `200` and the whole file.
    pub ignore_range: AtomicBool,
    /// Requests received.
    pub requests: AtomicU64,
    /// Body bytes sent.
    pub bytes: AtomicU64,
}

/// A running server; the listener thread ends with the process.
pub struct StaticServer {
    /// URL of the file.
    pub url: String,
    /// Shared state.
    pub served: Arc<Served>,
}

impl StaticServer {
    /// Serves `file` at `http://127.0.0.1:<port>/bundle.dgb`.
    pub fn start(file: Vec<u8>) -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind");
        let url = format!("http://{}/bundle.dgb", listener.local_addr().expect("addr"));
        let served = Arc::new(Served { file: Mutex::new(file), ..Default::default() });
        let state = served.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming().flatten() {
                let state = state.clone();
                std::thread::spawn(move || serve(stream, &state));
            }
        });
        Self { url, served }
    }

    /// Replaces the served file.
    pub fn replace(&self, file: Vec<u8>) {
        *self.served.file.lock().unwrap() = file;
    }
}

fn serve(stream: TcpStream, state: &Served) {
    let mut reader = BufReader::new(stream.try_clone().expect("clone"));
    let mut stream = stream;
    loop {
        let mut request_line = String::new();
        if reader.read_line(&mut request_line).unwrap_or(0) == 0 {
            return;
        }
        let mut range = None;
        loop {
            let mut line = String::new();
            if reader.read_line(&mut line).unwrap_or(0) == 0 {
                return;
            }
            let line = line.trim_end();
            if line.is_empty() {
                break;
            }
            if let Some((k, v)) = line.split_once(':') {
                if k.eq_ignore_ascii_case("range") {
                    range = Some(v.trim().to_owned());
                }
            }
        }
        state.requests.fetch_add(1, Ordering::SeqCst);
        let file = state.file.lock().unwrap().clone();
        let wanted = range.filter(|_| !state.ignore_range.load(Ordering::SeqCst)).and_then(|r| {
            let (a, b) = r.strip_prefix("bytes=")?.split_once('-')?;
            let a: usize = a.parse().ok()?;
            let b: usize = if b.is_empty() { usize::MAX } else { b.parse().ok()? };
            Some((a, b))
        });
        let (status, extra, body) = match wanted {
            None => ("200 OK", String::new(), file.as_slice()),
            Some((a, _)) if a >= file.len() => {
                ("416 Range Not Satisfiable", format!("Content-Range: bytes */{}\r\n", file.len()), &file[..0])
            }
            Some((a, b)) => {
                let b = b.min(file.len() - 1);
                ("206 Partial Content", format!("Content-Range: bytes {a}-{b}/{}\r\n", file.len()), &file[a..=b])
            }
        };
        state.bytes.fetch_add(body.len() as u64, Ordering::SeqCst);
        let head =
            format!("HTTP/1.1 {status}\r\n{extra}Content-Length: {}\r\nAccept-Ranges: bytes\r\n\r\n", body.len());
        if stream.write_all(head.as_bytes()).is_err() || stream.write_all(body).is_err() {
            return;
        }
    }
}
