//! The `agentic` strategy: a bounded loop in which the model chooses tools — `sparql` (exact
//! spec data) and `search` (passages) — until it says it is done, runs out of steps or exceeds
//! its token budget. A self-check refuses to stop before any evidence was gathered. The final
//! answer is then written by the same grounded, streamed answer step as every strategy.

use super::{candidates, products, prompt, Event, Run};
use crate::llm::{transport::now_ms, CallOptions, Message, Transport};
use crate::qa::events::EvidenceTable;
use crate::skg::sparql;
use crate::tkg::search::{self, SearchOptions};

/// Longest observation returned to the model, in characters.
const MAX_OBSERVATION_CHARS: usize = 1500;

/// One parsed agent reply.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Run a SPARQL query.
    Sparql(String),
    /// Search the passages.
    Search(String),
    /// Enough evidence.
    Done,
}

/// Parses `<TOOL name="sparql">…</TOOL>`, `<TOOL name="search">…</TOOL>` or `<DONE/>`.
pub fn parse_action(reply: &str) -> Option<Action> {
    let lower = reply.to_ascii_lowercase();
    let tool = lower.find("<tool");
    let done = lower.find("<done");
    if let Some(start) = tool.filter(|t| done.is_none_or(|d| *t < d)) {
        let head_end = start + lower[start..].find('>')?;
        let head = &lower[start..head_end];
        let body_end = lower[head_end..].find("</tool>").map_or(reply.len(), |e| head_end + e);
        let body = reply[head_end + 1..body_end].trim().to_owned();
        if head.contains("sparql") {
            return Some(Action::Sparql(body));
        }
        if head.contains("search") {
            return Some(Action::Search(body));
        }
        return None;
    }
    done.map(|_| Action::Done)
}

fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let cut: String = text.chars().take(max).collect();
    format!("{cut}\n… (cut)")
}

impl<T: Transport> Run<'_, T> {
    /// The agent loop: gathers evidence into the run.
    pub(super) async fn research(&mut self) {
        let Some(llm) = self.llm else { return };
        let Ok(lex) = self.knowledge.lexicon() else { return };
        let store = self.knowledge.symbolic();
        let prefixes = store.prefixes();
        let patterns = self.knowledge.patterns().map(|p| p.retrieve(&self.question, 3)).unwrap_or_default();
        self.trace.patterns = patterns.clone();
        let pattern_text: String =
            patterns.iter().map(|p| format!("- ({}) {}\n  {}\n", p.kind, p.text, p.sparql)).collect();
        let schema = prompt::schema_description(lex, &prefixes);
        let catalog = self.knowledge.store().manifest().catalog.clone();
        let mut messages = self.prompts.render(
            "agent",
            &[
                ("catalog", &catalog),
                ("schema", &schema),
                ("patterns", &pattern_text),
                ("question", &self.question),
                ("history", &self.history()),
            ],
        );
        let mut spent = 0u64;
        let mut checked = false;
        let mut seen = Vec::new();
        let t = now_ms();
        for step in 0..self.options.max_steps {
            if spent >= self.options.token_budget {
                self.error(
                    "agent",
                    format!("token budget of {} reached after {step} steps", self.options.token_budget),
                );
                break;
            }
            let reply = match llm.complete(&messages, CallOptions { n: 1, temperature: 0.0, max_tokens: 500 }).await {
                Ok(c) => {
                    spent += c.usage.prompt_tokens + c.usage.completion_tokens;
                    self.usage("agent", c.usage);
                    c.choices.into_iter().next().unwrap_or_default()
                }
                Err(e) => {
                    self.error("agent", e.to_string());
                    break;
                }
            };
            messages.push(Message::assistant(reply.clone()));
            let observation = match parse_action(&reply) {
                Some(Action::Done) if self.tables.is_empty() && self.chunks.is_empty() && !checked => {
                    checked = true;
                    self.step("self-check", "", "no evidence gathered yet; asked to use a tool");
                    "Self-check: you have not gathered any evidence yet. Call a tool before <DONE/>.".to_owned()
                }
                Some(Action::Done) => {
                    self.step("done", "", "enough evidence");
                    break;
                }
                Some(Action::Sparql(query)) => {
                    let limits = candidates::CandidateLimits {
                        max_rows: self.options.max_rows,
                        timeout_ms: self.options.query_timeout_ms,
                        ..candidates::CandidateLimits::default()
                    };
                    let wrapped = format!("<SPARQL>{query}</SPARQL>");
                    let index = self.trace.candidates.len();
                    let (trace, out) = candidates::evaluate(store, &wrapped, index, limits, &mut seen).await;
                    (self.emit)(&Event::SparqlCandidate(trace.clone()));
                    self.trace.candidates.push(trace.clone());
                    let outcome = format!("{:?}, {} rows", trace.outcome, trace.rows).to_lowercase();
                    self.step("sparql", &trace.query, &outcome);
                    match out {
                        Some(out) => {
                            let cards = products::from_rows(store, &out, &prefixes).await;
                            let table = EvidenceTable {
                                source: "sparql",
                                query: trace.query.clone(),
                                markdown: sparql::render_table(&out, &prefixes),
                                rows: out.rows.len(),
                            };
                            (self.emit)(&Event::Rows { table: table.clone(), products: cards.clone() });
                            let text = clip(&table.markdown, MAX_OBSERVATION_CHARS);
                            self.tables.push(table);
                            self.add_products(cards);
                            format!("Observation ({} rows):\n{text}", out.rows.len())
                        }
                        None => format!(
                            "Observation: the query was not usable ({}). {}",
                            outcome,
                            trace.message.unwrap_or_default()
                        ),
                    }
                }
                Some(Action::Search(text)) => {
                    let Ok(Some(tkg)) = self.knowledge.tkg() else {
                        self.step("search", &text, "no textual graph");
                        messages.push(Message::user("Observation: no passages are available; use sparql."));
                        continue;
                    };
                    let options = SearchOptions {
                        k: self.options.k,
                        mode: self.options.search_mode,
                        entity_ranking: self.options.entity_ranking,
                        ..SearchOptions::default()
                    };
                    let result = search::search(tkg, &text, &options);
                    let before = self.chunks.len();
                    self.add_chunks(result);
                    let fresh = &self.chunks[before..];
                    let text_out: String =
                        fresh.iter().map(|c| format!("[{}] {}: {}\n", c.marker, c.title, c.text.trim())).collect();
                    let n = fresh.len();
                    self.step("search", &text, &format!("{n} new passages"));
                    format!("Observation ({n} new passages):\n{}", clip(&text_out, MAX_OBSERVATION_CHARS))
                }
                None => {
                    self.step("invalid", &clip(&reply, 200), "reply had no tool call");
                    "Reply with exactly one <TOOL name=\"sparql\">…</TOOL>, <TOOL name=\"search\">…</TOOL> or <DONE/>."
                        .to_owned()
                }
            };
            messages.push(Message::user(observation));
        }
        self.time("agent", t);
    }

    fn step(&mut self, tool: &str, input: &str, outcome: &str) {
        self.trace.steps.push((tool.to_owned(), input.to_owned()));
        (self.emit)(&Event::Step { tool: tool.to_owned(), input: input.to_owned(), outcome: outcome.to_owned() });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn actions_are_parsed() {
        assert_eq!(
            parse_action("I'll look. <TOOL name=\"sparql\">SELECT ?p WHERE {}</TOOL>"),
            Some(Action::Sparql("SELECT ?p WHERE {}".into()))
        );
        assert_eq!(
            parse_action("<tool name='search'>quiet fridge</tool>"),
            Some(Action::Search("quiet fridge".into()))
        );
        assert_eq!(parse_action("ok <DONE/>"), Some(Action::Done));
        assert_eq!(parse_action("<TOOL name=\"shell\">rm -rf</TOOL>"), None);
        assert_eq!(parse_action("hmm"), None);
    }
}
