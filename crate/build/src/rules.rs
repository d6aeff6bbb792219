//! Enrichment rules: SPARQL UPDATE files applied to a fixpoint at build time (the paper uses
//! Datalog on RDFox). Default rules ship in `src/rules/`; users add a directory of `.rq` files.
//! Every rule may use the bundle prefixes (`skg:`, `skgt:`, `product:`, `feature:`, …) without
//! declaring them.
//!
//! Rules run over the build's interned [`Graph`]: each INSERT/DELETE … WHERE is evaluated by
//! spareval (the evaluator inside oxigraph, and the one the bundle uses at query time) over the
//! id-level indexes, and its changes are merged in one batch. An operation is not evaluated
//! again when no triple added since its last run can give its WHERE a new solution
//! (`unchanged`). Operations supported in a rule:
//! `INSERT DATA`, `DELETE DATA` and `DELETE/INSERT … WHERE` on the default graph (`LOAD`,
//! `CLEAR`, `CREATE`, `DROP`, `USING` and `GRAPH` templates are rejected with the rule's name).
//! [`apply_with_oxigraph`] is the former engine (oxigraph's in-memory `Store`), kept to compare
//! results and speed (`dualgraph build --rules-engine oxigraph`, hidden).

use crate::graph::{ForeignTerms, Graph, GraphView, Ids, TermSet};
use dualgraph_core::skg::vocab;
use oxigraph::model::{BlankNode, GraphName, Quad, Term, Triple};
use oxigraph::sparql::SparqlEvaluator;
use oxigraph::store::Store;
use spareval::{DeleteInsertQuad, QueryEvaluator};
use spargebra::{GraphUpdateOperation, SparqlParser, Update};
use std::cell::Cell;
use std::collections::HashMap;

use std::path::Path;
use unchanged::{ChangeLog, Reads, Stamp};

mod unchanged;

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
    on_round: impl FnMut(usize, &str),
) -> Result<(Vec<Triple>, RulesReport), RuleError> {
    let before = triples.len();
    let mut graph = Graph::from_triples(triples);
    let mut report = apply_to_graph(&mut graph, rules, instance_base, on_round)?;
    report.triples_before = before;
    Ok((graph.to_triples(), report))
}

/// Parses rules with the bundle prefixes declared.
fn parse(rules: &[Rule], instance_base: &str) -> Result<Vec<(String, Update)>, RuleError> {
    let parser = vocab::prefixes(instance_base)
        .into_iter()
        .try_fold(SparqlParser::new(), |p, (prefix, iri)| p.with_prefix(prefix, iri))
        .map_err(|e| RuleError::Evaluation { name: "prefixes".into(), message: e.to_string() })?;
    rules
        .iter()
        .map(|r| {
            let update = parser
                .clone()
                .parse_update(&r.text)
                .map_err(|e| RuleError::Syntax { name: r.name.clone(), message: e.to_string() })?;
            for op in &update.operations {
                check_supported(&r.name, op)?;
            }
            Ok((r.name.clone(), update))
        })
        .collect()
}

/// Rejects operations the graph engine does not run (with the rule's name).
fn check_supported(name: &str, op: &GraphUpdateOperation) -> Result<(), RuleError> {
    let unsupported = |what: &str| {
        Err(RuleError::Syntax {
            name: name.to_owned(),
            message: format!("{what} is not supported in a rule (rules read and write the default graph: use INSERT/DELETE … WHERE, INSERT DATA or DELETE DATA)"),
        })
    };
    match op {
        GraphUpdateOperation::InsertData { data }
            if data.iter().any(|q| q.graph_name != spargebra::term::GraphName::DefaultGraph) =>
        {
            unsupported("INSERT DATA into a named graph")
        }
        GraphUpdateOperation::DeleteData { data }
            if data.iter().any(|q| q.graph_name != spargebra::term::GraphName::DefaultGraph) =>
        {
            unsupported("DELETE DATA from a named graph")
        }
        GraphUpdateOperation::InsertData { .. } | GraphUpdateOperation::DeleteData { .. } => Ok(()),
        GraphUpdateOperation::DeleteInsert { using: Some(_), .. } => unsupported("USING"),
        GraphUpdateOperation::DeleteInsert { delete, insert, .. } => {
            let default = spargebra::term::GraphNamePattern::DefaultGraph;
            if delete.iter().any(|q| q.graph_name != default) || insert.iter().any(|q| q.graph_name != default) {
                unsupported("a GRAPH template")
            } else {
                Ok(())
            }
        }
        GraphUpdateOperation::Load { .. } => unsupported("LOAD"),
        GraphUpdateOperation::Clear { .. } => unsupported("CLEAR"),
        GraphUpdateOperation::Create { .. } => unsupported("CREATE"),
        GraphUpdateOperation::Drop { .. } => unsupported("DROP"),
    }
}

/// Applies `rules` to `graph` in place until a round adds nothing (the graph engine).
pub fn apply_to_graph(
    graph: &mut Graph,
    rules: &[Rule],
    instance_base: &str,
    mut on_round: impl FnMut(usize, &str),
) -> Result<RulesReport, RuleError> {
    graph.commit();
    // Room for what the rules add (the default ones add ~30 % at 100k products).
    graph.reserve(graph.len() / 2);
    let prepared = parse(rules, instance_base)?;
    let mut report = RulesReport { triples_before: graph.len(), ..Default::default() };
    report.added = rules.iter().map(|r| (r.name.clone(), 0)).collect();
    report.millis = rules.iter().map(|r| (r.name.clone(), 0)).collect();
    report.skipped = rules.iter().map(|r| (r.name.clone(), 0)).collect();
    let evaluator = QueryEvaluator::new();
    let reads: Vec<Vec<Reads>> =
        prepared.iter().map(|(_, update)| update.operations.iter().map(Reads::of).collect()).collect();
    // Per operation: the change log when it last ran and the triples that run read.
    let mut last_run: Vec<Vec<Option<(Stamp, usize)>>> = reads.iter().map(|ops| vec![None; ops.len()]).collect();
    let mut log = ChangeLog::default();
    loop {
        if report.rounds == MAX_ROUNDS {
            return Err(RuleError::NoFixpoint(MAX_ROUNDS));
        }
        report.rounds += 1;
        let before_round = graph.len();
        for (i, (name, update)) in prepared.iter().enumerate() {
            on_round(report.rounds, name);
            let before = graph.len();
            let started = std::time::Instant::now();
            for (k, op) in update.operations.iter().enumerate() {
                // The check may take as many steps as the last run read triples.
                if last_run[i][k].is_some_and(|(since, cost)| !log.may_change(graph, &reads[i][k], since, cost)) {
                    report.skipped[i].1 += 1;
                    continue;
                }
                let stamp = log.stamp();
                let read = Cell::new(0);
                run_operation(graph, &evaluator, update, op, &mut log, &read)
                    .map_err(|message| RuleError::Evaluation { name: name.clone(), message })?;
                last_run[i][k] = Some((stamp, read.get()));
            }
            report.added[i].1 += graph.len().saturating_sub(before);
            report.millis[i].1 += started.elapsed().as_millis();
        }
        if graph.len() == before_round {
            break;
        }
    }
    report.triples_after = graph.len();
    Ok(report)
}

/// Ids for the terms of one operation's changes, computed while the graph is borrowed for
/// evaluation: stored terms get their id, new terms provisional ids after the last one (in
/// first-seen order, so interning them afterwards in that order gives the same ids).
struct Changes<'g> {
    graph: &'g Graph,
    /// Terms the graph does not hold, numbered in first-seen order.
    new_terms: TermSet,
    inserts: Vec<Ids>,
    deletes: Vec<Ids>,
}

impl<'g> Changes<'g> {
    fn new(graph: &'g Graph) -> Self {
        Self { graph, new_terms: TermSet::default(), inserts: Vec::new(), deletes: Vec::new() }
    }

    fn id(&mut self, t: Term) -> u32 {
        if let Some(i) = self.graph.id_of(&t) {
            return i;
        }
        (self.graph.term_count() + self.new_terms.insert(t.as_ref()) as usize) as u32
    }

    fn insert(&mut self, s: Term, p: Term, o: Term) {
        let t = [self.id(s), self.id(p), self.id(o)];
        self.inserts.push(t);
    }

    /// A deletion; a triple with a term the graph does not hold is not in it.
    fn delete(&mut self, s: &Term, p: &Term, o: &Term) {
        if let (Some(s), Some(p), Some(o)) = (self.graph.id_of(s), self.graph.id_of(p), self.graph.id_of(o)) {
            self.deletes.push([s, p, o]);
        }
    }
}

/// Runs one update operation: solutions first, then every deletion, then every insertion (as
/// SPARQL UPDATE specifies and oxigraph does).
fn run_operation(
    graph: &mut Graph,
    evaluator: &QueryEvaluator,
    update: &Update,
    op: &GraphUpdateOperation,
    log: &mut ChangeLog,
    reads: &Cell<usize>,
) -> Result<(), String> {
    let mut changes = Changes::new(graph);
    match op {
        GraphUpdateOperation::InsertData { data } => {
            // Blank nodes of INSERT DATA are fresh at every execution.
            let mut bnodes: HashMap<BlankNode, BlankNode> = HashMap::new();
            let mut fresh = |t: Term| match t {
                Term::BlankNode(b) => Term::BlankNode(bnodes.entry(b).or_default().clone()),
                t => t,
            };
            for q in data {
                let s = fresh(q.subject.clone().into());
                let o = fresh(q.object.clone());
                changes.insert(s, q.predicate.clone().into(), o);
            }
        }
        GraphUpdateOperation::DeleteData { data } => {
            for q in data {
                changes.delete(&q.subject.clone().into(), &q.predicate.clone().into(), &q.object.clone().into());
            }
        }
        GraphUpdateOperation::DeleteInsert { delete, insert, pattern, .. } => {
            let prepared =
                evaluator.prepare_delete_insert(delete.clone(), insert.clone(), update.base_iri.clone(), None, pattern);
            let foreign = ForeignTerms::default();
            let mutations =
                prepared.execute(GraphView::new(changes.graph, reads, &foreign)).map_err(|e| e.to_string())?;
            for m in mutations {
                match m.map_err(|e| e.to_string())? {
                    DeleteInsertQuad::Delete(q) => changes.delete(&q.subject.into(), &q.predicate.into(), &q.object),
                    DeleteInsertQuad::Insert(q) => changes.insert(q.subject.into(), q.predicate.into(), q.object),
                }
            }
        }
        _ => return Err("unsupported operation".into()),
    }
    let Changes { new_terms, inserts, deletes, .. } = changes;
    if !deletes.is_empty() && graph.remove_ids(deletes) > 0 {
        log.removed();
    }
    let first_new = graph.term_count();
    for k in 0..new_terms.len() {
        let id = graph.intern_ref(new_terms.term(k as u32));
        debug_assert_eq!(id as usize, first_new + k);
    }
    drop(new_terms);
    for t in inserts {
        graph.add_ids(t);
    }
    log.added(graph.commit_new());
    Ok(())
}

/// The former engine: loads every triple into oxigraph's in-memory `Store` and runs each rule
/// with oxigraph's update evaluator, to a fixpoint. Same contract as [`apply`].
pub fn apply_with_oxigraph(
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
