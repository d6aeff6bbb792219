//! Enrichment rules: SPARQL UPDATE files applied to a fixpoint at build time (the paper uses
//! Datalog on RDFox). Default rules ship in `src/rules/`; users add a directory of `.rq` files.
//! Every rule may use the bundle prefixes (`skg:`, `skgt:`, `product:`, `feature:`, …) without
//! declaring them.

use dualgraph_core::skg::vocab;
use oxigraph::model::{GraphName, Quad, Triple};
use oxigraph::sparql::SparqlEvaluator;
use oxigraph::store::Store;

use std::path::Path;

/// A named SPARQL UPDATE rule.
#[derive(Debug, Clone)]
pub struct Rule {
    /// File name (for reports and errors).
    pub name: String,
    /// SPARQL UPDATE text.
    pub text: String,
}

/// The rules shipped with the engine, in application order.
pub fn default_rules() -> Vec<Rule> {
    macro_rules! rule {
        ($f:literal) => {
            Rule { name: $f.to_owned(), text: include_str!(concat!("rules/", $f)).to_owned() }
        };
    }
    vec![
        rule!("01-yes-entries-are-features.rq"),
        rule!("02-5g-support.rq"),
        rule!("03-price-shortcut.rq"),
        rule!("04-variants-inherit-range-categories.rq"),
        rule!("05-lift-shared-specs.rq"),
        rule!("06-lift-shared-numbers.rq"),
    ]
}

/// Reads every `*.rq` file of a directory, sorted by file name.
pub fn rules_from_dir(dir: &Path) -> Result<Vec<Rule>, RuleError> {
    let entries = std::fs::read_dir(dir).map_err(|e| RuleError::Io(format!("{}: {e}", dir.display())))?;
    let mut paths: Vec<_> =
        entries.filter_map(Result::ok).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "rq")).collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).map_err(|e| RuleError::Io(format!("{}: {e}", p.display())))?;
            Ok(Rule { name: p.display().to_string(), text })
        })
        .collect()
}

/// Why rules could not be applied.
#[derive(Debug, thiserror::Error)]
pub enum RuleError {
    /// Reading a rule file failed.
    #[error("cannot read rule file {0}")]
    Io(String),
    /// A rule is not valid SPARQL UPDATE.
    #[error("rule {name}: {message}")]
    Syntax {
        /// Rule file.
        name: String,
        /// Parser message with position.
        message: String,
    },
    /// A rule failed while running.
    #[error("rule {name} failed: {message}")]
    Evaluation {
        /// Rule file.
        name: String,
        /// Cause.
        message: String,
    },
    /// Rules keep adding triples.
    #[error("rules did not reach a fixpoint after {0} rounds (a rule keeps minting new nodes?)")]
    NoFixpoint(usize),
}

pub use dualgraph_core::format::manifest::RulesReport;

const MAX_ROUNDS: usize = 10;

/// Applies `rules` to `triples` until no rule adds anything; returns the enriched triples.
pub fn apply(
    triples: Vec<Triple>,
    rules: &[Rule],
    instance_base: &str,
    mut on_round: impl FnMut(usize, &str),
) -> Result<(Vec<Triple>, RulesReport), RuleError> {
    let store = Store::new().map_err(|e| RuleError::Evaluation { name: "store".into(), message: e.to_string() })?;
    let mut report = RulesReport { triples_before: triples.len(), ..Default::default() };
    let load_error = |e: &dyn std::fmt::Display| RuleError::Evaluation { name: "load".into(), message: e.to_string() };
    let mut loader = store.bulk_loader();
    loader
        .load_quads(triples.into_iter().map(|t| Quad::new(t.subject, t.predicate, t.object, GraphName::DefaultGraph)))
        .map_err(|e| load_error(&e))?;
    loader.commit().map_err(|e| load_error(&e))?;
    let evaluator = vocab::prefixes(instance_base)
        .into_iter()
        .try_fold(SparqlEvaluator::new(), |ev, (p, iri)| ev.with_prefix(p, iri))
        .map_err(|e| RuleError::Evaluation { name: "prefixes".into(), message: e.to_string() })?;
    let prepared: Vec<_> = rules
        .iter()
        .map(|r| {
            evaluator
                .clone()
                .parse_update(&r.text)
                .map(|u| (r.name.clone(), u))
                .map_err(|e| RuleError::Syntax { name: r.name.clone(), message: e.to_string() })
        })
        .collect::<Result<_, _>>()?;
    report.added = rules.iter().map(|r| (r.name.clone(), 0)).collect();
    report.millis = rules.iter().map(|r| (r.name.clone(), 0)).collect();
    let len = |s: &Store| s.len().unwrap_or(0);
    loop {
        if report.rounds == MAX_ROUNDS {
            return Err(RuleError::NoFixpoint(MAX_ROUNDS));
        }
        report.rounds += 1;
        let before_round = len(&store);
        for (i, (name, update)) in prepared.iter().enumerate() {
            on_round(report.rounds, name);
            let before = len(&store);
            let started = std::time::Instant::now();
            update
                .clone()
                .on_store(&store)
                .execute()
                .map_err(|e| RuleError::Evaluation { name: name.clone(), message: e.to_string() })?;
            report.added[i].1 += len(&store) - before;
            report.millis[i].1 += started.elapsed().as_millis();
        }
        if len(&store) == before_round {
            break;
        }
    }
    let out: Vec<Triple> =
        store.iter().filter_map(Result::ok).map(|q| Triple::new(q.subject, q.predicate, q.object)).collect();
    report.triples_after = out.len();
    Ok((out, report))
}
