//! Prompt templates (files in `crate/prompts/`, overridable per call) and the schema
//! description generated from the bundle's actual vocabulary, units and categories.

use crate::compiler::lexicon::Lexicon;
use crate::llm::Message;
use crate::skg::vocab;
use std::collections::BTreeMap;

/// Names of the templates.
pub const TEMPLATES: [&str; 8] = ["sparql", "answer", "router", "agent", "judge", "pairwise", "extract", "facts"];

fn builtin(name: &str) -> Option<&'static str> {
    match name {
        "sparql" => Some(include_str!("../../prompts/sparql.md")),
        "answer" => Some(include_str!("../../prompts/answer.md")),
        "router" => Some(include_str!("../../prompts/router.md")),
        "agent" => Some(include_str!("../../prompts/agent.md")),
        "judge" => Some(include_str!("../../prompts/judge.md")),
        "pairwise" => Some(include_str!("../../prompts/pairwise.md")),
        "extract" => Some(include_str!("../../prompts/extract.md")),
        "facts" => Some(include_str!("../../prompts/facts.md")),
        _ => None,
    }
}

/// A template override is unusable.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum PromptError {
    /// Not one of [`TEMPLATES`].
    #[error("unknown prompt template `{0}` (known: sparql, answer, router, agent, judge, pairwise, extract, facts)")]
    Unknown(String),
    /// Lacks the section markers.
    #[error("prompt template `{0}` needs a `=== system ===` and a `=== user ===` section")]
    Sections(String),
}

/// The templates in use: built-ins unless overridden.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Prompts {
    overrides: BTreeMap<String, String>,
}

fn split(name: &str, text: &str) -> Result<(String, String), PromptError> {
    let (_, rest) = text.split_once("=== system ===").ok_or_else(|| PromptError::Sections(name.to_owned()))?;
    let (system, user) = rest.split_once("=== user ===").ok_or_else(|| PromptError::Sections(name.to_owned()))?;
    Ok((system.trim().to_owned(), user.trim().to_owned()))
}

impl Prompts {
    /// Built-ins with the given overrides (template name → text), each checked.
    pub fn with_overrides(overrides: BTreeMap<String, String>) -> Result<Self, PromptError> {
        for (name, text) in &overrides {
            if builtin(name).is_none() {
                return Err(PromptError::Unknown(name.clone()));
            }
            split(name, text)?;
        }
        Ok(Prompts { overrides })
    }

    /// The text of a template (override or built-in).
    pub fn text(&self, name: &str) -> &str {
        self.overrides.get(name).map(String::as_str).or_else(|| builtin(name)).unwrap_or_default()
    }

    /// Renders a template: `{{var}}` placeholders replaced, as a system and a user message.
    pub fn render(&self, name: &str, vars: &[(&str, &str)]) -> Vec<Message> {
        let (system, user) = split(name, self.text(name)).unwrap_or_default();
        let fill = |t: &str| {
            let mut out = t.to_owned();
            for (k, v) in vars {
                out = out.replace(&format!("{{{{{k}}}}}"), v);
            }
            out
        };
        vec![Message::system(fill(&system)), Message::user(fill(&user))]
    }
}

/// The schema part of NL→SPARQL prompts, generated from the bundle: prefixes, classes,
/// predicates with their meaning, categories, currencies and the most common numeric entries
/// with units. Kept short so small models cope.
pub fn schema_description(lex: &Lexicon, prefixes: &[(String, String)]) -> String {
    let mut s = String::new();
    s.push_str("Prefixes (predeclared): ");
    s.push_str(&prefixes.iter().map(|(p, ns)| format!("{p}: <{ns}>")).collect::<Vec<_>>().join(", "));
    s.push_str("\nClasses: ");
    s.push_str(&vocab::NodeType::ALL.iter().map(|t| format!("skgt:{}", t.class_name())).collect::<Vec<_>>().join(", "));
    s.push_str("\nPredicates:\n");
    for (name, meaning) in vocab::PREDICATES {
        if *name == "alignsWith" {
            continue;
        }
        s.push_str(&format!("- skg:{name} — {meaning}\n"));
    }
    let cats: Vec<String> =
        lex.categories.iter().take(40).map(|c| format!("{} = {}", c.name, lex.sparql_term(&c.iri))).collect();
    if !cats.is_empty() {
        s.push_str(&format!("Categories: {}\n", cats.join("; ")));
    }
    if !lex.currencies.is_empty() {
        s.push_str(&format!(
            "Prices: skg:hasPrice in {}\n",
            lex.currencies.iter().map(|(c, _)| c.as_str()).collect::<Vec<_>>().join(", ")
        ));
    }
    s.push_str(&format!("Products: {}\n", lex.products));
    s
}

/// Categories as one line (router prompt).
pub fn category_line(lex: &Lexicon) -> String {
    lex.categories.iter().take(40).map(|c| c.name.as_str()).collect::<Vec<_>>().join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placeholders_are_filled_and_sections_split() {
        let p = Prompts::default();
        let m = p.render("router", &[("question", "Which phones have 5G?"), ("categories", "Phones"), ("history", "")]);
        assert_eq!(m[0].role, "system");
        assert!(m[1].content.contains("Question: Which phones have 5G?"));
        assert!(!m[1].content.contains("{{"));
    }

    #[test]
    fn overrides_are_checked() {
        let bad = BTreeMap::from([("answer".to_owned(), "no markers".to_owned())]);
        assert_eq!(Prompts::with_overrides(bad), Err(PromptError::Sections("answer".into())));
        let unknown = BTreeMap::from([("poem".to_owned(), "=== system ===\n=== user ===".to_owned())]);
        assert!(matches!(Prompts::with_overrides(unknown), Err(PromptError::Unknown(_))));
        let good =
            BTreeMap::from([("answer".to_owned(), "=== system ===\nBe brief.\n=== user ===\n{{question}}".to_owned())]);
        let p = Prompts::with_overrides(good).unwrap();
        assert_eq!(p.render("answer", &[("question", "Q?")])[1].content, "Q?");
    }
}
