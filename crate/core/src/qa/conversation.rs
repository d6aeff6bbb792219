//! Conversation state: the earlier turns a follow-up question is read against.
//!
//! `ask` takes the state returned with the previous answer ([`AskOptions::state`]) and returns
//! the new one ([`AskResult::state`]). The state is small and serializable (JSON, camelCase):
//! the catalog it belongs to and, per turn, the question, what was understood (for people and
//! for the LLM prompt) and the catalog ids of the products shown. It comes back from a browser,
//! a Worker request or a file, so it is untrusted: [`Conversation::parse`] bounds its size and
//! shape, and [`Conversation::replay`] never trusts a plan in it — the plans are rebuilt by
//! compiling the earlier questions again, in order, each against the one before
//! ([`compiler::follow_up`]), and every shown id must be a product of this catalog.
//!
//! [`AskOptions::state`]: crate::qa::AskOptions::state
//! [`AskResult::state`]: crate::qa::AskResult::state

use crate::compiler::lexicon::Lexicon;
use crate::compiler::semantic_lexicon::SemanticLexicon;
use crate::compiler::{self, Previous};
use serde::{Deserialize, Serialize};

/// State format version.
pub const STATE_VERSION: u32 = 1;
/// Turns kept: older ones are dropped from the state a turn returns.
pub const MAX_TURNS: usize = 8;
/// Product ids kept per turn (the order of the answer; enough for "the first two" and "those").
pub const MAX_SHOWN: usize = 50;
/// Size of a state's JSON text at most.
pub const MAX_STATE_BYTES: usize = 64 * 1024;
/// Characters of a turn's question or understanding at most.
const MAX_TEXT_CHARS: usize = 1000;
/// Characters of a product id at most.
const MAX_ID_CHARS: usize = 200;

/// The turns of a conversation so far.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Conversation {
    /// [`STATE_VERSION`].
    pub version: u32,
    /// The catalog asked (the bundle's catalog name): a state from another catalog is refused.
    pub catalog: String,
    /// Earlier turns, oldest first, at most [`MAX_TURNS`].
    pub turns: Vec<Turn>,
}

/// One question and what it showed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Turn {
    /// The question as asked.
    pub question: String,
    /// What the engine understood (informational: rebuilt on replay, never read back).
    #[serde(default)]
    pub understood: String,
    /// Catalog ids of the products shown, in order (at most [`MAX_SHOWN`]).
    #[serde(default)]
    pub shown: Vec<String>,
}

/// A state that cannot be used, and where.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("conversation state: {at}: {message}")]
pub struct StateError {
    /// Where: `document`, `turns[2].shown[4]`, `catalog`.
    pub at: String,
    /// What is wrong.
    pub message: String,
}

fn err(at: impl Into<String>, message: impl Into<String>) -> StateError {
    StateError { at: at.into(), message: message.into() }
}

impl Conversation {
    /// A conversation with no turns yet.
    pub fn new(catalog: &str) -> Conversation {
        Conversation { version: STATE_VERSION, catalog: catalog.to_owned(), turns: Vec::new() }
    }

    /// Reads a state from JSON text: at most [`MAX_STATE_BYTES`], then [`Conversation::check`].
    pub fn parse(json: &str) -> Result<Conversation, StateError> {
        if json.len() > MAX_STATE_BYTES {
            return Err(err("document", format!("{} bytes; at most {MAX_STATE_BYTES}", json.len())));
        }
        let state: Conversation = serde_json::from_str(json).map_err(|e| err("document", e.to_string()))?;
        state.check()?;
        Ok(state)
    }

    /// Checks the shape: version, number of turns, text lengths, ids per turn.
    pub fn check(&self) -> Result<(), StateError> {
        if self.version != STATE_VERSION {
            return Err(err("version", format!("{} is not supported (expected {STATE_VERSION})", self.version)));
        }
        if self.catalog.chars().count() > MAX_ID_CHARS {
            return Err(err("catalog", format!("longer than {MAX_ID_CHARS} characters")));
        }
        if self.turns.len() > MAX_TURNS {
            return Err(err("turns", format!("{} turns; at most {MAX_TURNS}", self.turns.len())));
        }
        for (t, turn) in self.turns.iter().enumerate() {
            let q = turn.question.trim();
            if q.is_empty() {
                return Err(err(format!("turns[{t}].question"), "empty"));
            }
            for (field, text) in [("question", &turn.question), ("understood", &turn.understood)] {
                if text.chars().count() > MAX_TEXT_CHARS {
                    return Err(err(format!("turns[{t}].{field}"), format!("longer than {MAX_TEXT_CHARS} characters")));
                }
            }
            if turn.shown.len() > MAX_SHOWN {
                return Err(err(format!("turns[{t}].shown"), format!("{} ids; at most {MAX_SHOWN}", turn.shown.len())));
            }
            if let Some(i) = turn.shown.iter().position(|id| id.is_empty() || id.chars().count() > MAX_ID_CHARS) {
                return Err(err(format!("turns[{t}].shown[{i}]"), "empty or longer than 200 characters"));
            }
        }
        Ok(())
    }

    /// Rebuilds what the last turn leaves for the next question: checks the shape and the
    /// catalog, maps every shown id to a product of this catalog, and compiles the earlier
    /// questions again in order, each as a follow-up of the one before.
    pub fn replay(
        &self,
        catalog: &str,
        lex: &Lexicon,
        semantic: Option<&SemanticLexicon>,
    ) -> Result<Previous, StateError> {
        self.check()?;
        if self.catalog != catalog {
            return Err(err("catalog", format!("the state is for catalog \"{}\", not \"{catalog}\"", self.catalog)));
        }
        let mut prev = Previous::default();
        for (t, turn) in self.turns.iter().enumerate() {
            let mut shown = Vec::with_capacity(turn.shown.len());
            for (i, id) in turn.shown.iter().enumerate() {
                let Some(item) = lex.item_by_id(id) else {
                    return Err(err(format!("turns[{t}].shown[{i}]"), format!("no product with id \"{id}\"")));
                };
                shown.push(item);
            }
            let compiled = compiler::follow_up(&turn.question, lex, semantic, &prev);
            prev = Previous::new(Some(&compiled), shown);
        }
        Ok(prev)
    }

    /// The state after one more turn: its question, understanding and the catalog ids of the
    /// products shown, in order (the oldest turn dropped beyond [`MAX_TURNS`]).
    pub fn then<'a>(
        mut self,
        question: &str,
        understood: Option<&str>,
        shown: impl IntoIterator<Item = &'a str>,
    ) -> Conversation {
        let truncate = |s: &str| s.chars().take(MAX_TEXT_CHARS).collect::<String>();
        self.turns.push(Turn {
            question: truncate(question),
            understood: truncate(understood.unwrap_or_default()),
            shown: shown
                .into_iter()
                .filter(|id| !id.is_empty() && id.chars().count() <= MAX_ID_CHARS)
                .take(MAX_SHOWN)
                .map(str::to_owned)
                .collect(),
        });
        if self.turns.len() > MAX_TURNS {
            let drop = self.turns.len() - MAX_TURNS;
            self.turns.drain(..drop);
        }
        self
    }

    /// The last turns as a few lines for an LLM prompt (question, understanding, how many
    /// products), newest last, at most `max_chars`; empty without turns.
    pub fn summary(&self, max_chars: usize) -> String {
        let mut lines: Vec<String> = Vec::new();
        let mut used = 0;
        for turn in self.turns.iter().rev() {
            let mut line = format!("- Asked: {}", turn.question);
            if !turn.understood.is_empty() {
                line.push_str(&format!(" (understood: {})", turn.understood));
            }
            line.push_str(&format!(" → {} products shown", turn.shown.len()));
            if used + line.len() > max_chars {
                break;
            }
            used += line.len() + 1;
            lines.push(line);
        }
        lines.reverse();
        lines.join("\n")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_state_is_bounded_and_says_where_it_is_wrong() {
        let ok = r#"{"version":1,"catalog":"demo","turns":[{"question":"phones under 500","shown":["p1"]}]}"#;
        assert_eq!(Conversation::parse(ok).unwrap().turns[0].shown, ["p1"]);
        let e = Conversation::parse(r#"{"version":2,"catalog":"demo","turns":[]}"#).unwrap_err();
        assert_eq!(e.at, "version");
        let e = Conversation::parse(r#"{"version":1,"catalog":"demo","turns":[{"question":" "}]}"#).unwrap_err();
        assert_eq!(e.to_string(), "conversation state: turns[0].question: empty");
        let e = Conversation::parse(r#"{"version":1,"catalog":"d","turns":[],"plan":"x"}"#).unwrap_err();
        assert!(e.message.contains("unknown field"), "{e}");
        let big = format!(r#"{{"version":1,"catalog":"d","turns":[{{"question":"{}"}}]}}"#, "a".repeat(70_000));
        assert_eq!(Conversation::parse(&big).unwrap_err().at, "document");
        let many: Vec<String> = (0..51).map(|i| format!("\"p{i}\"")).collect();
        let json =
            format!(r#"{{"version":1,"catalog":"d","turns":[{{"question":"q","shown":[{}]}}]}}"#, many.join(","));
        assert_eq!(Conversation::parse(&json).unwrap_err().at, "turns[0].shown");
    }

    #[test]
    fn turns_beyond_the_limit_drop_the_oldest() {
        let mut c = Conversation::new("demo");
        for i in 0..MAX_TURNS + 3 {
            c = c.then(&format!("q{i}"), None, []);
        }
        assert_eq!(c.turns.len(), MAX_TURNS);
        assert_eq!(c.turns[0].question, "q3");
        assert!(c.check().is_ok());
        let s = c.summary(60);
        assert!(s.contains("q10") && !s.contains("q3 "), "{s}");
    }
}
