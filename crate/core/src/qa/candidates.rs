//! Generated SPARQL candidates: extract the query from a model reply, repair common mistakes,
//! check the vocabulary before running, run read-only with limits, and discard as the paper
//! does (errors, ≥ row-limit results, all-empty results) — plus duplicates.

use crate::qa::events::{CandidateOutcome, CandidateTrace};
use crate::skg::sparql::{self, QueryError, QueryLimits, QueryOutput};
use crate::skg::symbolic::SymbolicStore;
use crate::skg::vocab;

/// Limits for running one candidate.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CandidateLimits {
    /// A result with this many rows or more is discarded as unspecific.
    pub max_rows: usize,
    /// Evaluation steps.
    pub max_steps: u64,
    /// Wall time.
    pub timeout_ms: u64,
}

impl Default for CandidateLimits {
    fn default() -> Self {
        CandidateLimits { max_rows: 50, max_steps: 2_000_000, timeout_ms: 3_000 }
    }
}

fn find_ci(haystack: &str, needle: &str) -> Option<usize> {
    haystack.to_ascii_lowercase().find(&needle.to_ascii_lowercase())
}

/// The query in a model reply: between `<SPARQL>` tags (an unclosed tag takes the rest of the
/// reply), else in a fenced code block, else the reply itself when it starts like a query.
/// Returns the query and the repairs made to find it.
pub fn extract(reply: &str) -> (Option<String>, Vec<String>) {
    let mut repairs = Vec::new();
    if let Some(start) = find_ci(reply, "<sparql>") {
        let body = &reply[start + "<sparql>".len()..];
        let query = match find_ci(body, "</sparql>") {
            Some(end) => &body[..end],
            None => {
                repairs.push("closed an unclosed <SPARQL> tag".to_owned());
                body
            }
        };
        return (Some(strip_fences(query)).filter(|q| !q.is_empty()), repairs);
    }
    if let Some(start) = reply.find("```") {
        let body = &reply[start + 3..];
        let body = body.strip_prefix("sparql").or_else(|| body.strip_prefix("SPARQL")).unwrap_or(body);
        let end = body.find("```").unwrap_or(body.len());
        repairs.push("took the query from a code block".to_owned());
        return (Some(body[..end].trim().to_owned()).filter(|q| !q.is_empty()), repairs);
    }
    let trimmed = reply.trim();
    let head = trimmed.get(..8).unwrap_or(trimmed).to_ascii_uppercase();
    if ["SELECT", "PREFIX", "ASK", "BASE"].iter().any(|k| head.starts_with(k)) {
        return (Some(trimmed.to_owned()), repairs);
    }
    (None, repairs)
}

fn strip_fences(q: &str) -> String {
    let q = q.trim();
    let q = q.strip_prefix("```sparql").or_else(|| q.strip_prefix("```")).unwrap_or(q);
    q.strip_suffix("```").unwrap_or(q).trim().to_owned()
}

/// Known local names of `skg:` predicates and `skgt:` classes.
fn known(prefix: &str, local: &str) -> bool {
    match prefix {
        "skg" => vocab::PREDICATES.iter().any(|(p, _)| *p == local),
        "skgt" => vocab::NodeType::ALL.iter().any(|t| t.class_name() == local) || local == vocab::TKG_ENTITY_CLASS,
        _ => true,
    }
}

fn case_fix(prefix: &str, local: &str) -> Option<String> {
    let lower = local.to_ascii_lowercase();
    match prefix {
        "skg" => {
            vocab::PREDICATES.iter().find(|(p, _)| p.to_ascii_lowercase() == lower).map(|(p, _)| format!("skg:{p}"))
        }
        "skgt" => vocab::NodeType::ALL
            .iter()
            .find(|t| t.class_name().to_ascii_lowercase() == lower)
            .map(|t| format!("skgt:{}", t.class_name())),
        _ => None,
    }
}

/// `(start, prefix, local)` of every `skg:`/`skgt:` prefixed name outside strings and IRIs.
fn prefixed_names(query: &str) -> Vec<(usize, String, String)> {
    let bytes = query.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    let mut in_string: Option<u8> = None;
    let mut in_iri = false;
    while i < bytes.len() {
        let b = bytes[i];
        if let Some(q) = in_string {
            if b == b'\\' {
                i += 2;
                continue;
            }
            if b == q {
                in_string = None;
            }
            i += 1;
            continue;
        }
        if in_iri {
            in_iri = b != b'>';
            i += 1;
            continue;
        }
        match b {
            b'"' | b'\'' => in_string = Some(b),
            b'<' if bytes.get(i + 1).is_some_and(|c| c.is_ascii_alphabetic()) => in_iri = true,
            b'#' => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            _ => {
                let boundary = i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
                for prefix in ["skgt:", "skg:"] {
                    if boundary && bytes[i..].starts_with(prefix.as_bytes()) {
                        let start = i + prefix.len();
                        let end = query[start..]
                            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                            .map_or(query.len(), |e| start + e);
                        out.push((i, prefix.trim_end_matches(':').to_owned(), query[start..end].to_owned()));
                        i = end;
                        break;
                    }
                }
            }
        }
        i += 1;
    }
    out
}

/// Fixes common model mistakes: redeclared standard prefixes pointing elsewhere, classes in the
/// predicate namespace (`skg:Product`), wrong capitalization of known names, trailing `;`.
pub fn repair(query: &str, prefixes: &[(String, String)]) -> (String, Vec<String>) {
    let mut repairs = Vec::new();
    let mut lines = Vec::new();
    for line in query.lines() {
        let t = line.trim_start();
        if let Some(decl) = t.get(..6).filter(|h| h.eq_ignore_ascii_case("prefix")).and_then(|_| t.get(6..)) {
            let decl = decl.trim_start();
            if let Some((name, rest)) = decl.split_once(':') {
                let iri = rest.trim().trim_start_matches('<').split('>').next().unwrap_or("");
                if let Some((_, ns)) = prefixes.iter().find(|(p, _)| p == name.trim()) {
                    if ns != iri {
                        repairs.push(format!("dropped PREFIX {}: <{iri}> (the bundle defines it)", name.trim()));
                        continue;
                    }
                }
            }
        }
        lines.push(line);
    }
    let mut q = lines.join("\n").trim().trim_end_matches(';').trim().to_owned();
    for (start, prefix, local) in prefixed_names(&q).into_iter().rev() {
        if known(&prefix, &local) {
            continue;
        }
        let fixed = if prefix == "skg" && known("skgt", &local) {
            Some(format!("skgt:{local}"))
        } else {
            case_fix(&prefix, &local).or_else(|| (prefix == "skg").then(|| case_fix("skgt", &local)).flatten())
        };
        if let Some(fixed) = fixed {
            repairs.push(format!("{prefix}:{local} → {fixed}"));
            q.replace_range(start..start + prefix.len() + 1 + local.len(), &fixed);
        }
    }
    (q, repairs)
}

/// Refuses `skg:`/`skgt:` names the schema does not have.
pub fn check_vocabulary(query: &str) -> Result<(), String> {
    let unknown: Vec<String> = prefixed_names(query)
        .into_iter()
        .filter(|(_, p, l)| !known(p, l))
        .map(|(_, p, l)| format!("{p}:{l}"))
        .collect();
    if unknown.is_empty() {
        Ok(())
    } else {
        Err(format!("unknown schema term(s): {} (not in the bundle's schema)", unknown.join(", ")))
    }
}

/// True when no row has a bound, non-empty cell.
fn all_empty(out: &QueryOutput) -> bool {
    out.rows.iter().all(|r| r.iter().all(|c| c.as_ref().is_none_or(|t| t.value.trim().is_empty())))
}

/// Extracts, repairs, checks and runs one model reply. `seen` holds the row sets of earlier
/// survivors (for duplicate discarding). Returns the trace and, for survivors, the output.
pub async fn evaluate(
    store: &dyn SymbolicStore,
    reply: &str,
    index: usize,
    limits: CandidateLimits,
    seen: &mut Vec<Vec<Vec<Option<String>>>>,
) -> (CandidateTrace, Option<QueryOutput>) {
    let (query, mut repairs) = extract(reply);
    let mut trace = CandidateTrace {
        index,
        query: String::new(),
        outcome: CandidateOutcome::Missing,
        rows: 0,
        repairs,
        message: None,
    };
    let Some(query) = query else {
        trace.message = Some("no <SPARQL> block in the reply".into());
        return (trace, None);
    };
    let prefixes = store.prefixes();
    let (query, fixes) = repair(&query, &prefixes);
    repairs = std::mem::take(&mut trace.repairs);
    repairs.extend(fixes);
    trace.repairs = repairs;
    trace.query = query.clone();
    if let Err(e) = store.check(&query) {
        trace.outcome = match e {
            QueryError::Syntax(_) => CandidateOutcome::ParseError,
            _ => CandidateOutcome::Rejected,
        };
        trace.message = Some(e.to_string());
        return (trace, None);
    }
    if let Err(e) = check_vocabulary(&query) {
        trace.outcome = CandidateOutcome::Rejected;
        trace.message = Some(e);
        return (trace, None);
    }
    let run_limits =
        QueryLimits { max_rows: limits.max_rows, max_steps: limits.max_steps, timeout_ms: Some(limits.timeout_ms) };
    let out = match store.run_async(&query, run_limits).await {
        Ok(out) => out,
        Err(e) => {
            trace.outcome = CandidateOutcome::Error;
            trace.message = Some(e.to_string());
            return (trace, None);
        }
    };
    trace.rows = out.rows.len();
    if out.kind != sparql::ResultKind::Solutions {
        trace.outcome = CandidateOutcome::Rejected;
        trace.message = Some("only SELECT queries are used as evidence".into());
        return (trace, None);
    }
    if out.truncated || out.rows.len() >= limits.max_rows {
        trace.outcome = CandidateOutcome::TooManyRows;
        trace.message = Some(format!("{} rows or more: too unspecific", limits.max_rows));
        return (trace, None);
    }
    if out.rows.is_empty() || all_empty(&out) {
        trace.outcome = CandidateOutcome::Empty;
        return (trace, None);
    }
    let mut rows: Vec<Vec<Option<String>>> =
        out.rows.iter().map(|r| r.iter().map(|c| c.as_ref().map(|t| t.value.clone())).collect()).collect();
    rows.sort();
    if seen.contains(&rows) {
        trace.outcome = CandidateOutcome::Duplicate;
        return (trace, None);
    }
    seen.push(rows);
    trace.outcome = CandidateOutcome::Ok;
    (trace, Some(out))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extracts_from_tags_fences_and_bare_queries() {
        assert_eq!(extract("Sure! <SPARQL>SELECT ?x WHERE {}</SPARQL> done").0.as_deref(), Some("SELECT ?x WHERE {}"));
        let (q, r) = extract("<sparql>\n```sparql\nSELECT ?x WHERE {}\n```\n");
        assert_eq!(q.as_deref(), Some("SELECT ?x WHERE {}"));
        assert_eq!(r, vec!["closed an unclosed <SPARQL> tag"]);
        assert_eq!(extract("```sparql\nASK {}\n```").0.as_deref(), Some("ASK {}"));
        assert_eq!(extract("select * where {}").0.as_deref(), Some("select * where {}"));
        assert_eq!(extract("I cannot answer that.").0, None);
    }

    #[test]
    fn repairs_classes_case_and_foreign_prefixes() {
        let prefixes = vec![("skg".to_owned(), vocab::SKG.to_owned())];
        let (q, r) = repair(
            "PREFIX skg: <http://example.org/skg#>\nSELECT ?p WHERE { ?p a skg:Product ; skg:hasname ?n ; skg:hasName \"skg:bogus\" } ;",
            &prefixes,
        );
        assert_eq!(q, "SELECT ?p WHERE { ?p a skgt:Product ; skg:hasName ?n ; skg:hasName \"skg:bogus\" }");
        assert_eq!(r.len(), 3, "{r:?}");
    }

    #[test]
    fn non_ascii_text_is_scanned_without_panicking() {
        // Found by the llm_reply fuzz target: a slice started inside a multi-byte character.
        assert!(check_vocabulary("ASK\u{fa}").is_ok());
        assert!(check_vocabulary("SELECT * { ?s ?p \"\\é\" . ?s skg:hasName ?n } # ü skg:x").is_ok());
        let (q, _) = repair("BASEü\nPREFIü\nSELECT ?p { ?p a skg:Prodüct }", &[]);
        assert!(q.contains("Prodüct"));
    }

    #[test]
    fn unknown_schema_terms_are_refused() {
        assert!(check_vocabulary("SELECT ?p WHERE { ?p skg:hasPrice ?x ; a skgt:Product }").is_ok());
        let e = check_vocabulary("SELECT ?p WHERE { ?p skg:hasBatteryLife ?x } # skg:notChecked").unwrap_err();
        assert!(e.contains("skg:hasBatteryLife") && !e.contains("notChecked"), "{e}");
    }
}
