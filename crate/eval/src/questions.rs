//! Question sets in the SpecsQA `questions.json` format: a dict of id → record, a JSON array of
//! records (ids `q1`, `q2`, … unless a record has `id`), or JSON Lines of records.
//!
//! A record with `turns` (a list of records) is a **conversation**: its turns are asked in order,
//! each with the state the previous answer returned, and become questions `<id>.1`, `<id>.2`, …
//! with category `first turn` or `follow-up` (gold per turn, as for single questions).

use serde::{Deserialize, Serialize};

/// One evaluation question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Question {
    /// Id (dict key, `id` field, or position).
    #[serde(default)]
    pub id: String,
    /// The question.
    pub question: String,
    /// Question category (e.g. `single-product`, `filter`).
    #[serde(default)]
    pub category: String,
    /// Whether the answer is a list of products.
    #[serde(default)]
    pub is_list: bool,
    /// `objective` or `subjective` (the SpecsQA file writes a boolean: `true` is objective).
    #[serde(default, deserialize_with = "objectivity")]
    pub objectivity: String,
    /// Reference answer text.
    #[serde(default)]
    pub gt_answer: String,
    /// Reference product names (`[]`: no product qualifies).
    #[serde(default, deserialize_with = "list_or_null")]
    pub gt_answer_list: Vec<String>,
    /// The record has list gold: false when `gt_answer_list` is `null` (SpecsQA's comparisons and
    /// prose answers), so list match is not scored for it rather than scored against "none".
    #[serde(skip_deserializing, default = "yes")]
    pub list_gold: bool,
    /// Id of the conversation this question is a turn of (empty: a single question).
    #[serde(skip_deserializing, default)]
    pub conversation: String,
    /// Position in its conversation (0: the first turn).
    #[serde(skip_deserializing, default)]
    pub turn: usize,
}

fn yes() -> bool {
    true
}

fn objectivity<'de, D: serde::Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Objectivity {
        Flag(bool),
        Text(String),
    }
    Ok(match Option::<Objectivity>::deserialize(d)? {
        Some(Objectivity::Flag(true)) => "objective".into(),
        Some(Objectivity::Flag(false)) => "subjective".into(),
        Some(Objectivity::Text(t)) => t,
        None => String::new(),
    })
}

fn list_or_null<'de, D: serde::Deserializer<'de>>(d: D) -> Result<Vec<String>, D::Error> {
    Ok(Option::<Vec<String>>::deserialize(d)?.unwrap_or_default())
}

/// Reads one record; `list_gold` is false when the record writes `"gt_answer_list": null`.
fn record(v: serde_json::Value) -> Result<Question, serde_json::Error> {
    let list_gold = !matches!(v.get("gt_answer_list"), Some(serde_json::Value::Null));
    let mut q: Question = serde_json::from_value(v)?;
    q.list_gold = list_gold;
    Ok(q)
}

/// Reads one record, or the turns of a conversation record (ids `<id>.1`, `<id>.2`, …).
fn records(id: Option<String>, v: serde_json::Value) -> Result<Vec<Question>, String> {
    let Some(turns) = v.get("turns") else {
        let mut q = record(v).map_err(|e| e.to_string())?;
        if let Some(id) = id {
            q.id = id;
        }
        return Ok(vec![q]);
    };
    let id = id.or_else(|| v.get("id").and_then(|x| x.as_str()).map(str::to_owned)).unwrap_or_default();
    if id.is_empty() {
        return Err("a conversation needs an `id`".into());
    }
    let turns = turns.as_array().ok_or("field `turns` must be a list of records")?;
    if turns.is_empty() {
        return Err("field `turns` is empty".into());
    }
    let mut out = Vec::with_capacity(turns.len());
    for (n, t) in turns.iter().enumerate() {
        let mut q = record(t.clone()).map_err(|e| format!("turn {}: {e}", n + 1))?;
        q.id = format!("{id}.{}", n + 1);
        q.conversation = id.clone();
        q.turn = n;
        q.category = if n == 0 { "first turn".into() } else { "follow-up".into() };
        out.push(q);
    }
    Ok(out)
}

/// A question file could not be read.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
#[error("{file}: {location}: {message}")]
pub struct QuestionsError {
    /// File name.
    pub file: String,
    /// `line N`, `record "q3"` or `record 4`.
    pub location: String,
    /// What is wrong.
    pub message: String,
}

/// Parses a question file (format detected from the content).
pub fn parse(file: &str, text: &str) -> Result<Vec<Question>, QuestionsError> {
    let err = |location: String, message: String| QuestionsError { file: file.to_owned(), location, message };
    let trimmed = text.trim_start();
    let mut out = Vec::new();
    if trimmed.starts_with('{') && serde_json::from_str::<serde_json::Value>(text).is_ok() {
        let map: serde_json::Map<String, serde_json::Value> =
            serde_json::from_str(text).map_err(|e| err("document".into(), e.to_string()))?;
        if !map.contains_key("question") {
            for (id, v) in map {
                out.extend(records(Some(id.clone()), v).map_err(|e| err(format!("record \"{id}\""), e))?);
            }
            return check(file, out);
        }
    }
    if trimmed.starts_with('[') {
        let values: Vec<serde_json::Value> =
            serde_json::from_str(text).map_err(|e| err("document".into(), e.to_string()))?;
        for (i, v) in values.into_iter().enumerate() {
            for mut q in records(None, v).map_err(|e| err(format!("record {}", i + 1), e))? {
                if q.id.is_empty() {
                    q.id = format!("q{}", i + 1);
                }
                out.push(q);
            }
        }
        return check(file, out);
    }
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let v: serde_json::Value =
            serde_json::from_str(line).map_err(|e| err(format!("line {}", i + 1), e.to_string()))?;
        for mut q in records(None, v).map_err(|e| err(format!("line {}", i + 1), e))? {
            if q.id.is_empty() {
                q.id = format!("q{}", i + 1);
            }
            out.push(q);
        }
    }
    check(file, out)
}

fn check(file: &str, questions: Vec<Question>) -> Result<Vec<Question>, QuestionsError> {
    if questions.is_empty() {
        return Err(QuestionsError { file: file.into(), location: "document".into(), message: "no questions".into() });
    }
    if let Some(q) = questions.iter().find(|q| q.question.trim().is_empty()) {
        return Err(QuestionsError {
            file: file.into(),
            location: format!("record \"{}\"", q.id),
            message: "field `question` is empty".into(),
        });
    }
    let mut seen = std::collections::HashSet::new();
    if let Some(q) = questions.iter().find(|q| !seen.insert(q.id.clone())) {
        return Err(QuestionsError {
            file: file.into(),
            location: format!("record \"{}\"", q.id),
            message: "duplicate id".into(),
        });
    }
    Ok(questions)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_three_formats_are_read() {
        let dict = r#"{"a": {"question": "Q1?", "gt_answer_list": ["X"]}, "b": {"question": "Q2?"}}"#;
        let q = parse("d.json", dict).unwrap();
        assert_eq!((q[0].id.as_str(), q[0].gt_answer_list.len()), ("a", 1));
        let arr = r#"[{"question": "Q1?"}, {"id": "z", "question": "Q2?"}]"#;
        assert_eq!(parse("a.json", arr).unwrap().iter().map(|q| q.id.as_str()).collect::<Vec<_>>(), ["q1", "z"]);
        let jsonl = "{\"question\": \"Q1?\"}\n\n{\"question\": \"Q2?\", \"is_list\": true}\n";
        assert!(parse("l.jsonl", jsonl).unwrap()[1].is_list);
    }

    #[test]
    fn the_specsqa_file_reads_unchanged() {
        // The paper's field types: booleans for objectivity, null lists, extra fields.
        let text = r#"{"0": {"question": "Which phones?", "category": "Inverse Queries", "gt_retrieval_method": "sparql",
            "is_list": true, "objectivity": true, "source": null, "gt_answer": "A, B", "gt_answer_nl_generated": true,
            "gt_answer_list": ["A", "B"]},
          "1": {"question": "Compare X and Y", "category": "Comparison", "is_list": false, "objectivity": false,
            "source": "https://x", "gt_answer": "", "gt_answer_nl_generated": false, "gt_answer_list": null},
          "2": {"question": "Any with Z?", "is_list": true, "objectivity": true, "gt_answer_list": []}}"#;
        let q = parse("questions.json", text).unwrap();
        assert_eq!((q[0].objectivity.as_str(), q[0].list_gold, q[0].gt_answer_list.len()), ("objective", true, 2));
        assert_eq!((q[1].objectivity.as_str(), q[1].list_gold), ("subjective", false));
        assert!(q[2].list_gold && q[2].gt_answer_list.is_empty());
        let e = parse("q.json", r#"{"0": {"question": "Q?", "objectivity": 3}}"#).unwrap_err();
        assert_eq!(e.location, "record \"0\"");
    }

    #[test]
    fn conversations_become_turns_in_order() {
        let text = r#"[{"id": "c1", "split": "dev", "turns": [
            {"question": "phones under 500", "gt_answer_list": ["A", "B"]},
            {"question": "which of those have 5G?", "gt_answer_list": ["A"]}]},
          {"question": "single?"}]"#;
        let q = parse("c.json", text).unwrap();
        let ids: Vec<&str> = q.iter().map(|q| q.id.as_str()).collect();
        assert_eq!(ids, ["c1.1", "c1.2", "q2"]);
        assert_eq!((q[1].conversation.as_str(), q[1].turn, q[1].category.as_str()), ("c1", 1, "follow-up"));
        assert_eq!((q[0].category.as_str(), q[2].conversation.as_str()), ("first turn", ""));
        let e = parse("c.json", r#"[{"turns": [{"question": "q"}]}]"#).unwrap_err();
        assert_eq!(e.to_string(), "c.json: record 1: a conversation needs an `id`");
        let e = parse("c.json", r#"[{"id": "c", "turns": [{"question": "q"}, {"question": 3}]}]"#).unwrap_err();
        assert!(e.message.starts_with("turn 2: "), "{e}");
    }

    #[test]
    fn errors_say_where() {
        let e = parse("l.jsonl", "{\"question\": \"Q1?\"}\n{\"question\": 3}\n").unwrap_err();
        assert_eq!(e.location, "line 2");
        assert!(e.to_string().starts_with("l.jsonl: line 2: "));
        let e = parse("d.json", r#"{"a": {"question": ""}}"#).unwrap_err();
        assert_eq!(e.to_string(), "d.json: record \"a\": field `question` is empty");
    }
}
