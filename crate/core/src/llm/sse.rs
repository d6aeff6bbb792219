//! Incremental Server-Sent Events parser for streamed chat completions.
//!
//! Bytes arrive in arbitrary pieces (a UTF-8 character or a line may be split across network
//! chunks); [`SseParser::feed`] returns the `data:` payloads of every event completed so far.

/// Incremental SSE parser: collects complete events' `data` fields.
#[derive(Debug, Default)]
pub struct SseParser {
    pending: Vec<u8>,
    data: Vec<String>,
}

impl SseParser {
    /// A new parser.
    pub fn new() -> Self {
        Self::default()
    }

    /// Feeds bytes; returns the `data` of each event completed by them (multi-line data joined
    /// with `\n`). Comments (`:`), `event:`, `id:` and `retry:` lines are ignored.
    pub fn feed(&mut self, bytes: &[u8]) -> Vec<String> {
        self.pending.extend_from_slice(bytes);
        let mut out = Vec::new();
        while let Some(nl) = self.pending.iter().position(|&b| b == b'\n') {
            let mut line: Vec<u8> = self.pending.drain(..=nl).collect();
            line.pop();
            if line.last() == Some(&b'\r') {
                line.pop();
            }
            self.line(&String::from_utf8_lossy(&line), &mut out);
        }
        out
    }

    /// Ends the stream: an event not terminated by a blank line is still delivered.
    pub fn finish(&mut self) -> Vec<String> {
        let mut out = Vec::new();
        if !self.pending.is_empty() {
            let rest = std::mem::take(&mut self.pending);
            self.line(String::from_utf8_lossy(&rest).trim_end_matches('\r'), &mut out);
        }
        self.line("", &mut out);
        out
    }

    fn line(&mut self, line: &str, out: &mut Vec<String>) {
        if line.is_empty() {
            if !self.data.is_empty() {
                out.push(std::mem::take(&mut self.data).join("\n"));
            }
            return;
        }
        if let Some(rest) = line.strip_prefix("data:") {
            self.data.push(rest.strip_prefix(' ').unwrap_or(rest).to_owned());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_split_across_chunks_are_reassembled() {
        let mut p = SseParser::new();
        assert!(p.feed(b"data: {\"a\"").is_empty());
        assert_eq!(p.feed(b":1}\r\n\r\ndata: x\n"), vec!["{\"a\":1}"]);
        assert_eq!(p.feed(b"data: y\n\n"), vec!["x\ny"]);
    }

    #[test]
    fn comments_and_other_fields_are_ignored() {
        let mut p = SseParser::new();
        assert_eq!(p.feed(b": keep-alive\nevent: message\nid: 3\ndata:[DONE]\n\n"), vec!["[DONE]"]);
    }

    #[test]
    fn a_final_event_without_blank_line_is_delivered_by_finish() {
        let mut p = SseParser::new();
        assert!(p.feed(b"data: last").is_empty());
        assert_eq!(p.finish(), vec!["last"]);
    }

    #[test]
    fn multibyte_characters_split_between_chunks_survive() {
        let mut p = SseParser::new();
        let text = "data: £5\n\n".as_bytes();
        assert!(p.feed(&text[..7]).is_empty());
        assert_eq!(p.feed(&text[7..]), vec!["£5"]);
    }
}
