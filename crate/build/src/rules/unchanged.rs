//! Skipping a rule evaluation that cannot change the graph: the fixpoint's last round re-runs
//! every rule only to learn that nothing changes, which on a large catalog costs as much as the
//! round that did the work.
//!
//! Each operation remembers the change log's length when it last ran. Before running it again,
//! the triples added since are checked against what its WHERE reads: a solution that did not
//! exist then must use at least one of them, so for every basic graph pattern (in subqueries,
//! `OPTIONAL`, `MINUS`, `UNION` and `EXISTS` too) and every triple pattern in it, each new triple
//! that fits the pattern is joined with the rest of the pattern over the whole graph. When no
//! pattern gains a solution the WHERE gives the same solutions as last time, so the operation
//! would write what it already wrote and it is skipped. It always runs when triples were removed
//! since, when it deletes and anything was added (a deleted triple may be back), when it mints
//! blank nodes or calls a function whose value changes between runs (`RAND`, `NOW`, `UUID`,
//! `STRUUID`, `BNODE`, custom functions), and when the check would take more steps (new
//! triples tried, triples visited) than the operation's last run read triples.

use crate::graph::{Graph, Ids};
use oxigraph::model::Term;
use spargebra::algebra::{Expression, Function, GraphPattern, PropertyPathExpression};
use spargebra::term::{NamedNodePattern, TermPattern, TriplePattern};
use spargebra::GraphUpdateOperation;
use std::collections::HashMap;

/// Triples the rules added, in order, and how many removals happened.
#[derive(Debug, Default)]
pub(super) struct ChangeLog {
    added: Vec<Ids>,
    removals: usize,
}

/// The change log's state when an operation was evaluated.
#[derive(Debug, Clone, Copy)]
pub(super) struct Stamp {
    added: usize,
    removals: usize,
}

impl ChangeLog {
    /// Now, for an operation about to be evaluated.
    pub(super) fn stamp(&self) -> Stamp {
        Stamp { added: self.added.len(), removals: self.removals }
    }

    /// Records triples an operation added (new ones only).
    pub(super) fn added(&mut self, new: Vec<Ids>) {
        self.added.extend(new);
    }

    /// Records that an operation removed triples.
    pub(super) fn removed(&mut self) {
        self.removals += 1;
    }

    /// Whether `reads`, evaluated at `since`, may give other changes now.
    /// Gives up (true) after `budget` steps (triples tried or visited).
    pub(super) fn may_change(&self, graph: &Graph, reads: &Reads, since: Stamp, budget: usize) -> bool {
        let delta = &self.added[since.added..];
        if reads.always || self.removals != since.removals {
            return true;
        }
        if delta.is_empty() {
            return false;
        }
        if reads.deletes {
            return true;
        }
        let mut budget = budget.max(MIN_STEPS);
        if reads.paths.iter().any(|path| path.touched_by(graph, delta)) {
            return true;
        }
        let mut by_predicate: HashMap<u32, Vec<Ids>> = HashMap::new();
        for t in delta {
            by_predicate.entry(t[1]).or_default().push(*t);
        }
        let delta = Delta { all: delta, by_predicate };
        reads.bgps.iter().any(|bgp| bgp.gains_solution(graph, &delta, &mut budget))
    }
}

/// The triples added since an operation last ran, also grouped by predicate.
struct Delta<'a> {
    all: &'a [Ids],
    by_predicate: HashMap<u32, Vec<Ids>>,
}

impl Delta<'_> {
    /// The new triples that may fit a pattern with this predicate position.
    fn fitting(&self, predicate: Position) -> &[Ids] {
        match predicate {
            Position::Bound(p) => self.by_predicate.get(&p).map_or(&[], Vec::as_slice),
            Position::Variable(_) => self.all,
        }
    }
}

/// Steps a check may always take (an operation that read fewer triples is cheap to re-run).
const MIN_STEPS: usize = 10_000;

/// What one update operation reads from the graph and how it writes.
#[derive(Debug, Default)]
pub(super) struct Reads {
    bgps: Vec<Bgp>,
    paths: Vec<PathRead>,
    /// It deletes triples (a template or `DELETE DATA`).
    deletes: bool,
    /// It must run every round (see the module doc).
    always: bool,
}

impl Reads {
    /// The reads of an operation.
    pub(super) fn of(op: &GraphUpdateOperation) -> Self {
        let mut reads = Self::default();
        match op {
            GraphUpdateOperation::InsertData { data } => {
                reads.always = data.iter().any(|q| {
                    matches!(q.subject, spargebra::term::NamedOrBlankNode::BlankNode(_))
                        || matches!(q.object, spargebra::term::Term::BlankNode(_))
                });
            }
            GraphUpdateOperation::DeleteData { .. } => reads.deletes = true,
            GraphUpdateOperation::DeleteInsert { delete, insert, pattern, .. } => {
                reads.deletes = !delete.is_empty();
                reads.always = insert.iter().any(|q| {
                    matches!(q.subject, TermPattern::BlankNode(_)) || matches!(q.object, TermPattern::BlankNode(_))
                });
                reads.pattern(pattern);
            }
            _ => reads.always = true,
        }
        reads
    }

    fn pattern(&mut self, p: &GraphPattern) {
        match p {
            GraphPattern::Bgp { patterns } => self.bgps.push(Bgp::new(patterns)),
            GraphPattern::Path { path, .. } => self.paths.push(PathRead::of(path)),
            GraphPattern::Join { left, right } => match conjunction(p) {
                // Joined triple patterns are one pattern: a new solution of one side that
                // joins with nothing on the other changes nothing.
                Some(patterns) => self.bgps.push(Bgp::new(&patterns)),
                None => {
                    self.pattern(left);
                    self.pattern(right);
                }
            },
            GraphPattern::Union { left, right } | GraphPattern::Minus { left, right } => {
                self.pattern(left);
                self.pattern(right);
            }
            GraphPattern::LeftJoin { left, right, expression } => {
                self.pattern(left);
                let mut context = Vec::new();
                required(left, &mut context);
                match conjunction(right) {
                    // An optional side's new solution matters only joined with the left's.
                    Some(optional) => {
                        let context_len = context.len();
                        context.extend(optional);
                        self.bgps.push(Bgp::new(&context));
                        context.truncate(context_len);
                    }
                    None => self.pattern(right),
                }
                if let Some(e) = expression {
                    self.expression(e, &context);
                }
            }
            GraphPattern::Filter { expr, inner } => {
                let mut context = Vec::new();
                required(inner, &mut context);
                self.expression(expr, &context);
                self.pattern(inner);
            }
            GraphPattern::Extend { inner, expression, .. } => {
                self.expression(expression, &[]);
                self.pattern(inner);
            }
            GraphPattern::OrderBy { inner, expression } => {
                for e in expression {
                    match e {
                        spargebra::algebra::OrderExpression::Asc(e) | spargebra::algebra::OrderExpression::Desc(e) => {
                            self.expression(e, &[])
                        }
                    }
                }
                self.pattern(inner);
            }
            GraphPattern::Group { inner, aggregates, .. } => {
                for (_, a) in aggregates {
                    if let spargebra::algebra::AggregateExpression::FunctionCall { expr, .. } = a {
                        self.expression(expr, &[]);
                    }
                }
                self.pattern(inner);
            }
            GraphPattern::Project { inner, .. }
            | GraphPattern::Distinct { inner }
            | GraphPattern::Reduced { inner }
            | GraphPattern::Slice { inner, .. } => self.pattern(inner),
            GraphPattern::Values { .. } => {}
            // Named graphs, SERVICE and any newer form: not analysed.
            _ => self.always = true,
        }
    }

    /// The reads of an expression evaluated on solutions that match `context`.
    fn expression(&mut self, e: &Expression, context: &[TriplePattern]) {
        match e {
            // A new solution of EXISTS matters only for a row it is evaluated on.
            Expression::Exists(p) => match conjunction(p) {
                Some(patterns) => self.bgps.push(Bgp::new(&[context, &patterns].concat())),
                None => self.pattern(p),
            },
            Expression::FunctionCall(f, args) => {
                if matches!(
                    f,
                    Function::Rand
                        | Function::Now
                        | Function::Uuid
                        | Function::StrUuid
                        | Function::BNode
                        | Function::Custom(_)
                ) {
                    self.always = true;
                }
                args.iter().for_each(|a| self.expression(a, context));
            }
            Expression::Or(a, b)
            | Expression::And(a, b)
            | Expression::Equal(a, b)
            | Expression::SameTerm(a, b)
            | Expression::Greater(a, b)
            | Expression::GreaterOrEqual(a, b)
            | Expression::Less(a, b)
            | Expression::LessOrEqual(a, b)
            | Expression::Add(a, b)
            | Expression::Subtract(a, b)
            | Expression::Multiply(a, b)
            | Expression::Divide(a, b) => {
                self.expression(a, context);
                self.expression(b, context);
            }
            Expression::UnaryPlus(a) | Expression::UnaryMinus(a) | Expression::Not(a) => self.expression(a, context),
            Expression::In(a, list) => {
                self.expression(a, context);
                list.iter().for_each(|x| self.expression(x, context));
            }
            Expression::If(a, b, c) => {
                self.expression(a, context);
                self.expression(b, context);
                self.expression(c, context);
            }
            Expression::Coalesce(list) => list.iter().for_each(|x| self.expression(x, context)),
            Expression::NamedNode(_) | Expression::Literal(_) | Expression::Variable(_) | Expression::Bound(_) => {}
        }
    }
}

/// The triple patterns of a join of basic graph patterns (`None` for any other form).
fn conjunction(p: &GraphPattern) -> Option<Vec<TriplePattern>> {
    match p {
        GraphPattern::Bgp { patterns } => Some(patterns.clone()),
        GraphPattern::Join { left, right } => {
            let mut all = conjunction(left)?;
            all.extend(conjunction(right)?);
            Some(all)
        }
        _ => None,
    }
}

/// Triple patterns every solution of `p` matches (a relaxation of `p`: joined basic graph
/// patterns and the required side of `OPTIONAL`, through filters and `BIND`).
fn required(p: &GraphPattern, out: &mut Vec<TriplePattern>) {
    match p {
        GraphPattern::Bgp { patterns } => out.extend(patterns.iter().cloned()),
        GraphPattern::Join { left, right } => {
            required(left, out);
            required(right, out);
        }
        GraphPattern::LeftJoin { left, .. } => required(left, out),
        GraphPattern::Filter { inner, .. } | GraphPattern::Extend { inner, .. } => required(inner, out),
        _ => {}
    }
}

/// A property path's reads: the predicates it follows, or any triple (negated sets and paths
/// that may have length zero, which match every node of the graph).
#[derive(Debug)]
enum PathRead {
    Predicates(Vec<Term>),
    Any,
}

impl PathRead {
    fn of(path: &PropertyPathExpression) -> Self {
        fn walk(p: &PropertyPathExpression, out: &mut Vec<Term>) -> bool {
            match p {
                PropertyPathExpression::NamedNode(n) => {
                    out.push(n.clone().into());
                    true
                }
                PropertyPathExpression::Reverse(a) | PropertyPathExpression::OneOrMore(a) => walk(a, out),
                PropertyPathExpression::Sequence(a, b) | PropertyPathExpression::Alternative(a, b) => {
                    walk(a, out) && walk(b, out)
                }
                PropertyPathExpression::ZeroOrMore(_)
                | PropertyPathExpression::ZeroOrOne(_)
                | PropertyPathExpression::NegatedPropertySet(_) => false,
            }
        }
        let mut predicates = Vec::new();
        if walk(path, &mut predicates) {
            Self::Predicates(predicates)
        } else {
            Self::Any
        }
    }

    fn touched_by(&self, graph: &Graph, delta: &[Ids]) -> bool {
        match self {
            Self::Any => !delta.is_empty(),
            Self::Predicates(terms) => {
                let ids: Vec<u32> = terms.iter().filter_map(|t| graph.id_of(t)).collect();
                delta.iter().any(|t| ids.contains(&t[1]))
            }
        }
    }
}

/// One position of a triple pattern: a constant or a variable's slot (blank nodes of a pattern
/// are variables).
#[derive(Debug, Clone)]
enum Slot {
    Constant(Term),
    Variable(usize),
}

/// A basic graph pattern with its variables numbered.
#[derive(Debug)]
struct Bgp {
    patterns: Vec<[Slot; 3]>,
    variables: usize,
    /// A pattern form this check does not read (RDF 1.2 triple terms): always changed.
    opaque: bool,
}

impl Bgp {
    fn new(patterns: &[TriplePattern]) -> Self {
        let mut names: HashMap<String, usize> = HashMap::new();
        let mut opaque = false;
        let mut slot = |t: &TermPattern| -> Slot {
            let mut var = |key: String| {
                let n = names.len();
                Slot::Variable(*names.entry(key).or_insert(n))
            };
            match t {
                TermPattern::NamedNode(n) => Slot::Constant(n.clone().into()),
                TermPattern::Literal(l) => Slot::Constant(l.clone().into()),
                TermPattern::Variable(v) => var(format!("?{}", v.as_str())),
                TermPattern::BlankNode(b) => var(format!("_:{}", b.as_str())),
                #[allow(unreachable_patterns)]
                _ => {
                    opaque = true;
                    Slot::Variable(usize::MAX)
                }
            }
        };
        let patterns: Vec<[Slot; 3]> = patterns
            .iter()
            .map(|tp| {
                let predicate = match &tp.predicate {
                    NamedNodePattern::NamedNode(n) => TermPattern::NamedNode(n.clone()),
                    NamedNodePattern::Variable(v) => TermPattern::Variable(v.clone()),
                };
                [slot(&tp.subject), slot(&predicate), slot(&tp.object)]
            })
            .collect();
        Self { patterns, variables: names.len(), opaque }
    }

    /// Whether a triple of `delta` takes part in a solution of this pattern over `graph`.
    fn gains_solution(&self, graph: &Graph, delta: &Delta<'_>, budget: &mut usize) -> bool {
        if self.opaque {
            return true;
        }
        // Constants as ids; a constant the graph never held matches nothing, and then
        // neither does the pattern.
        let mut ids = Vec::with_capacity(self.patterns.len());
        for tp in &self.patterns {
            let mut row = [Position::Bound(0); 3];
            for (k, slot) in tp.iter().enumerate() {
                row[k] = match slot {
                    Slot::Constant(t) => match graph.id_of(t) {
                        Some(id) => Position::Bound(id),
                        None => return false,
                    },
                    Slot::Variable(v) => Position::Variable(*v),
                };
            }
            ids.push(row);
        }
        let mut search = Search { graph, patterns: &ids, binding: vec![None; self.variables], budget };
        let mut done = vec![false; ids.len()];
        for (i, tp) in ids.iter().enumerate() {
            for t in delta.fitting(tp[1]) {
                if *search.budget == 0 {
                    return true;
                }
                *search.budget -= 1;
                let Some(bound) = search.bind(tp, *t) else { continue };
                done[i] = true;
                let found = search.solve(&mut done);
                done[i] = false;
                search.unbind(&bound);
                match found {
                    Some(false) => {}
                    // A solution, or out of budget: let the operation run.
                    Some(true) | None => return true,
                }
            }
        }
        false
    }
}

#[derive(Debug, Clone, Copy)]
enum Position {
    Bound(u32),
    Variable(usize),
}

/// A depth-first search for one solution of a basic graph pattern.
struct Search<'a> {
    graph: &'a Graph,
    patterns: &'a [[Position; 3]],
    binding: Vec<Option<u32>>,
    budget: &'a mut usize,
}

impl Search<'_> {
    /// The value of a position under the current binding.
    fn value(&self, p: Position) -> Option<u32> {
        match p {
            Position::Bound(id) => Some(id),
            Position::Variable(v) => self.binding[v],
        }
    }

    /// Binds the free variables of `tp` to `t`; the variables it bound, or `None` when `t`
    /// does not fit (a constant or bound variable differs).
    fn bind(&mut self, tp: &[Position; 3], t: Ids) -> Option<Vec<usize>> {
        let mut bound = Vec::new();
        for k in 0..3 {
            match self.value(tp[k]) {
                Some(v) if v != t[k] => {
                    self.unbind(&bound);
                    return None;
                }
                Some(_) => {}
                None => {
                    let Position::Variable(v) = tp[k] else { unreachable!("a constant has a value") };
                    self.binding[v] = Some(t[k]);
                    bound.push(v);
                }
            }
        }
        Some(bound)
    }

    fn unbind(&mut self, vars: &[usize]) {
        for &v in vars {
            self.binding[v] = None;
        }
    }

    /// `Some(true)` when the patterns not `done` have a solution extending the binding,
    /// `None` when the step budget ran out.
    fn solve(&mut self, done: &mut [bool]) -> Option<bool> {
        // The pattern with the fewest matching triples goes next.
        let graph = self.graph;
        let lookup = |i: usize| {
            let tp = self.patterns[i];
            graph.matching(self.value(tp[0]), self.value(tp[1]), self.value(tp[2]))
        };
        let next = (0..self.patterns.len()).filter(|&i| !done[i]).min_by_key(|&i| lookup(i).size_hint().1);
        let Some(i) = next else { return Some(true) };
        let tp = self.patterns[i];
        done[i] = true;
        let mut result = Some(false);
        for t in lookup(i) {
            if *self.budget == 0 {
                result = None;
                break;
            }
            *self.budget -= 1;
            let Some(bound) = self.bind(&tp, t) else { continue };
            let found = self.solve(done);
            self.unbind(&bound);
            if found != Some(false) {
                result = found;
                break;
            }
        }
        done[i] = false;
        result
    }
}
