//! A real OpenAI-compatible HTTP server on loopback with scripted replies: the network
//! boundary of the LLM in tests. Each request is recorded; a script closure decides the reply
//! from the request (phase of the pipeline, call number).
#![allow(dead_code)]

use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A received request.
#[derive(Debug, Clone)]
pub struct Request {
    pub path: String,
    pub headers: Vec<(String, String)>,
    pub body: Value,
    /// The body as text (for bodies that are not JSON, e.g. a SPARQL query form).
    pub text: String,
}

impl Request {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }
    pub fn system(&self) -> String {
        self.body["messages"][0]["content"].as_str().unwrap_or_default().to_owned()
    }
    pub fn last_user(&self) -> String {
        let msgs = self.body["messages"].as_array().cloned().unwrap_or_default();
        msgs.iter()
            .rev()
            .find(|m| m["role"] == "user")
            .and_then(|m| m["content"].as_str())
            .unwrap_or_default()
            .to_owned()
    }
    /// Which pipeline step sent it, from the built-in prompts' first words.
    pub fn phase(&self) -> &'static str {
        let s = self.system();
        if s.starts_with("You route") {
            "router"
        } else if s.starts_with("You write SPARQL") {
            "sparql"
        } else if s.starts_with("You research") {
            "agent"
        } else if s.contains("shop assistant") {
            "answer"
        } else if s.starts_with("You read one product") {
            "facts"
        } else if s.starts_with("You extract entities") {
            "extract"
        } else {
            "other"
        }
    }
    /// The product a prose-facts request is about (the `Product:` line of the `facts` prompt).
    pub fn product(&self) -> String {
        let user = self.last_user();
        user.lines().find_map(|l| l.strip_prefix("Product: ")).unwrap_or_default().trim().to_owned()
    }
    pub fn n(&self) -> usize {
        self.body["n"].as_u64().unwrap_or(1) as usize
    }
    pub fn stream(&self) -> bool {
        self.body["stream"] == json!(true)
    }
}

/// What the server does with a request.
#[derive(Debug, Clone)]
pub enum Reply {
    /// A chat completion with these choices and a `usage` block.
    Choices(Vec<String>),
    /// A chat completion without `usage`.
    NoUsage(String),
    /// SSE: these pieces, then a finish reason, a usage chunk and `[DONE]`.
    Stream(Vec<String>),
    /// SSE: these pieces, then the connection closes (no finish, no `[DONE]`).
    StreamCut(Vec<String>),
    /// A status with a JSON error body and an optional `Retry-After`.
    Status(u16, Option<u32>),
    /// A 200 with this raw body.
    Raw(String),
    /// Waits, then replies.
    Delay(u64, Box<Reply>),
    /// Closes the connection without answering.
    Drop,
}

pub type Script = dyn Fn(&Request, usize) -> Reply + Send + Sync;

pub struct Server {
    pub url: String,
    pub requests: Arc<Mutex<Vec<Request>>>,
}

impl Server {
    /// Starts a server on a free loopback port; `script(request, index)` picks each reply.
    pub fn start(script: impl Fn(&Request, usize) -> Reply + Send + Sync + 'static) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").expect("bind loopback");
        let url = format!("http://{}/v1", listener.local_addr().unwrap());
        let requests = Arc::new(Mutex::new(Vec::new()));
        let script: Arc<Script> = Arc::new(script);
        let recorded = requests.clone();
        std::thread::spawn(move || {
            for stream in listener.incoming() {
                let Ok(stream) = stream else { continue };
                let script = script.clone();
                let recorded = recorded.clone();
                std::thread::spawn(move || handle(stream, &*script, &recorded));
            }
        });
        Server { url, requests }
    }

    pub fn requests(&self) -> Vec<Request> {
        self.requests.lock().unwrap().clone()
    }

    pub fn phases(&self) -> Vec<&'static str> {
        self.requests().iter().map(Request::phase).collect()
    }
}

fn handle(stream: TcpStream, script: &Script, recorded: &Mutex<Vec<Request>>) {
    let mut reader = BufReader::new(stream.try_clone().unwrap());
    let mut line = String::new();
    if reader.read_line(&mut line).is_err() {
        return;
    }
    let path = line.split_whitespace().nth(1).unwrap_or("/").to_owned();
    let mut headers = Vec::new();
    let mut length = 0usize;
    loop {
        let mut h = String::new();
        if reader.read_line(&mut h).is_err() || h.trim().is_empty() {
            break;
        }
        if let Some((k, v)) = h.trim_end().split_once(':') {
            if k.eq_ignore_ascii_case("content-length") {
                length = v.trim().parse().unwrap_or(0);
            }
            headers.push((k.trim().to_owned(), v.trim().to_owned()));
        }
    }
    let mut body = vec![0u8; length];
    let _ = reader.read_exact(&mut body);
    let text = String::from_utf8_lossy(&body).into_owned();
    let request = Request { path, headers, body: serde_json::from_slice(&body).unwrap_or(Value::Null), text };
    let index = {
        let mut r = recorded.lock().unwrap();
        r.push(request.clone());
        r.len() - 1
    };
    let reply = script(&request, index);
    respond(stream, reply);
}

fn usage() -> Value {
    json!({ "prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120 })
}

fn respond(mut stream: TcpStream, reply: Reply) {
    let send = |stream: &mut TcpStream, status: u16, extra: &str, body: &str| {
        let _ = write!(
            stream,
            "HTTP/1.1 {status} X\r\nContent-Type: application/json\r\nContent-Length: {}\r\n{extra}Connection: close\r\n\r\n{body}",
            body.len()
        );
    };
    match reply {
        Reply::Choices(choices) => {
            let choices: Vec<Value> = choices
                .iter()
                .enumerate()
                .map(|(i, c)| json!({ "index": i, "message": { "role": "assistant", "content": c }, "finish_reason": "stop" }))
                .collect();
            let body = json!({ "id": "x", "object": "chat.completion", "choices": choices, "usage": usage() });
            send(&mut stream, 200, "", &body.to_string());
        }
        Reply::NoUsage(text) => {
            let body = json!({ "choices": [{ "index": 0, "message": { "role": "assistant", "content": text } }] });
            send(&mut stream, 200, "", &body.to_string());
        }
        Reply::Stream(pieces) => sse(stream, &pieces, true),
        Reply::StreamCut(pieces) => sse(stream, &pieces, false),
        Reply::Status(status, retry_after) => {
            let extra = retry_after.map(|s| format!("Retry-After: {s}\r\n")).unwrap_or_default();
            send(&mut stream, status, &extra, r#"{"error":{"message":"scripted failure"}}"#);
        }
        Reply::Raw(body) => send(&mut stream, 200, "", &body),
        Reply::Delay(ms, then) => {
            std::thread::sleep(Duration::from_millis(ms));
            respond(stream, *then);
        }
        Reply::Drop => drop(stream),
    }
}

fn sse(mut stream: TcpStream, pieces: &[String], finish: bool) {
    let _ = write!(stream, "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n");
    for p in pieces {
        let chunk = json!({ "choices": [{ "index": 0, "delta": { "content": p }, "finish_reason": null }] });
        let _ = write!(stream, "data: {chunk}\n\n");
        let _ = stream.flush();
        std::thread::sleep(Duration::from_millis(5));
    }
    if finish {
        let end = json!({ "choices": [{ "index": 0, "delta": {}, "finish_reason": "stop" }] });
        let _ =
            write!(stream, "data: {end}\n\ndata: {}\n\ndata: [DONE]\n\n", json!({ "choices": [], "usage": usage() }));
    }
    let _ = stream.flush();
}
