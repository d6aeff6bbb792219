//! Follow-up questions: the next question of a conversation, read against the previous answer.
//!
//! Shoppers refine: "phones under £500", then "which of those have 5G?", "only Nordvale",
//! "under £300 instead", "sort them by battery", "how many of them?", "compare the first two",
//! "any price". [`follow_up`] compiles the question alone, then either
//! * **starts fresh** — the question names its own category or product and refers to nothing
//!   earlier (no "those", "instead", "only", "what about" …): the standalone reading, with
//!   [`FollowUp::refines`] false and the reason; or
//! * **edits the previous plan** — each condition the question states is added, or replaces the
//!   previous condition on the same spec (and the same direction for a bound: "under £300" after
//!   "under £500" replaces it, "over £100" adds a lower bound; "also"/"or" widen a value
//!   instead); a category it names replaces the previous one ("what about tablets?"); "any
//!   price" / "ignore the brand" drops conditions; a superlative, sort or count applies to the
//!   previous products; ordinals pick from the products shown ("compare the first two", "the
//!   second one", "is it waterproof?" after one product), by naming them for the compiler.
//!
//! The previous turn is given as a [`Previous`]: its plan when the compiler understood it, else
//! only the products it showed (a list answered from passages or generated SPARQL is narrowed
//! as those products). Nothing here trusts the conversation state: plans come from compiling
//! the earlier questions again, and shown products are catalog ids checked against the lexicon.

use super::*;

/// What the previous turn leaves for the next question.
#[derive(Debug, Clone, Default)]
pub struct Previous {
    pub(crate) plan: Option<Plan>,
    pub(crate) constraints: Vec<Constraint>,
    pub(crate) confidence: f64,
    /// Indexes into [`Lexicon::items`] of the products shown, in order.
    pub(crate) shown: Vec<u32>,
}

impl Previous {
    /// The context left by a compiled question (its plan counts only when it answered) and the
    /// products shown for it (indexes into [`Lexicon::items`], in order).
    pub fn new(compiled: Option<&Compiled>, shown: Vec<u32>) -> Previous {
        let answered = compiled.filter(|c| c.answers());
        Previous {
            plan: answered.map(|c| c.plan.clone()),
            constraints: answered.map(|c| c.constraints.clone()).unwrap_or_default(),
            confidence: answered.map_or(1.0, |c| c.confidence),
            shown,
        }
    }

    /// True when there is nothing to refine.
    pub fn is_empty(&self) -> bool {
        self.plan.is_none() && self.shown.is_empty()
    }
}

/// How a question was read against the previous turn.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct FollowUp {
    /// True: the previous plan was edited; false: the question was read on its own.
    pub refines: bool,
    /// Why ("refers to the previous answer (\"those\")", "a new topic: names its own category").
    pub reason: String,
    /// The edits to the previous plan, in order ("+ has 5G Support", "price < 500 GBP → price < 300 GBP").
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub edits: Vec<String>,
}

/// Words that point back at the previous answer.
const REFERENCES: &[&str] = &["those", "these", "them", "they", "ones", "same", "instead", "rather", "remaining"];
/// Openers of a refinement ("only Nordvale", "and under £300", "what about tablets?").
const OPENERS: &[&str] = &["only", "just", "and", "but", "also", "plus", "now", "then", "instead"];
/// Words that ask to drop a condition ("any price", "ignore the brand").
const DROPS: &[&str] = &["any", "regardless", "ignore", "forget", "remove", "drop", "whatever"];
/// Words that follow a dropped condition's name ("remove the price limit").
const DROP_TAILS: &[&str] = &["limit", "filter", "constraint", "requirement", "restriction", "cap", "of", "the"];
/// Words of the follow-up itself, understood here rather than by the compiler.
const CUE_WORDS: &[&str] = &[
    "those",
    "these",
    "them",
    "they",
    "ones",
    "one",
    "same",
    "instead",
    "rather",
    "remaining",
    "only",
    "just",
    "and",
    "but",
    "also",
    "plus",
    "now",
    "then",
    "what",
    "how",
    "about",
    "first",
    "second",
    "third",
    "fourth",
    "fifth",
    "last",
    "compare",
    "it",
    "its",
    "of",
    "show",
    "list",
    "which",
    "again",
    "ok",
    "okay",
    "please",
];

/// Compiles `question` as the next turn after `prev` (see the module docs). Without a previous
/// turn this is [`compile_with`].
pub fn follow_up(question: &str, lex: &Lexicon, semantic: Option<&SemanticLexicon>, prev: &Previous) -> Compiled {
    if prev.is_empty() {
        return compile_with(question, lex, semantic);
    }
    let alone = compile_in(question, lex, semantic, prior_context(lex, prev));
    let toks = normalize::tokens_with(question, lex.dot_groups).toks;
    let words: Vec<String> =
        toks.iter().filter(|t| t.is_word() || t.number().is_some()).map(|t| t.text.clone()).collect();
    let first = words.first().map(String::as_str).unwrap_or("");
    let second = words.get(1).map(String::as_str).unwrap_or("");

    // Ordinals and pronouns pick products that were shown: name them and compile again (not in
    // a question that names its own category: "the first TVs with HDMI 2.1").
    if let Some(picked) = picked(&words, prev).filter(|_| alone.plan.cats.is_empty()) {
        let names: Vec<String> = picked.iter().map(|i| lex.items[*i as usize].name.clone()).collect();
        return named_again(question, lex, semantic, &words, &names, false)
            .unwrap_or_else(|text| fresh(alone, format!("could not read the products it points to (\"{text}\")")));
    }
    // "Which is lighter?" after a comparison, "and the weight?" after a lookup: the same
    // products, named again.
    let bare = alone.plan.items.is_empty()
        && alone.plan.cats.is_empty()
        && alone.plan.conds.iter().all(|c| matches!(c, Cond::HasEntry { negated: false, .. }));
    if let Some(base) = prev.plan.as_ref().filter(|p| bare && matches!(p.kind, Kind::Compare | Kind::Lookup)) {
        let names: Vec<String> = base.items.iter().map(|r| lex.name_of(*r).to_owned()).collect();
        if let Ok(c) = named_again(question, lex, semantic, &words, &names, base.kind == Kind::Compare) {
            return c;
        }
    }

    // "Anything cheaper?" after one product.
    if let Some(c) = relative(question, lex, semantic, prev, &words, &alone) {
        return c;
    }

    let reference = words.iter().enumerate().find_map(|(i, w)| {
        let one = w == "one"
            && (i + 1 == words.len() || matches!(words.get(i.wrapping_sub(1)).map(String::as_str), Some("which")));
        (REFERENCES.contains(&w.as_str()) || one).then(|| w.clone())
    });
    let opener = if matches!((first, second), ("what" | "how", "about")) {
        Some(format!("{first} {second}"))
    } else if OPENERS.contains(&first) {
        Some(first.to_owned())
    } else {
        None
    };
    let own_scope = !alone.plan.cats.is_empty() || !alone.plan.items.is_empty();
    if own_scope && reference.is_none() && opener.is_none() {
        let what = if alone.plan.items.is_empty() { "category" } else { "product" };
        return fresh(alone, format!("a new question: it names its own {what} and refers to nothing earlier"));
    }
    let Some(base) = prev.plan.clone().or_else(|| shown_plan(prev)) else {
        return fresh(alone, "nothing earlier to refine".into());
    };
    let reason = match (&reference, &opener) {
        (Some(r), _) => format!("refers to the previous answer (\"{r}\")"),
        (None, Some(o)) => format!("continues the previous question (\"{o}\")"),
        (None, None) => "states only what changes".to_owned(),
    };
    match refine(question, lex, prev, base, &alone, &words, reason) {
        Ok(c) => c,
        Err(why) => fresh(alone, format!("not a refinement: {why}")),
    }
}

/// The categories the previous answer was about: its plan's, else those of its products.
fn prior_context(lex: &Lexicon, prev: &Previous) -> Vec<Vec<u32>> {
    if let Some(plan) = prev.plan.as_ref().filter(|p| !p.cats.is_empty()) {
        return plan.cats.clone();
    }
    let items: Vec<u32> = match prev.plan.as_ref() {
        Some(plan) => plan.items.iter().flat_map(|r| lex.products_of(*r)).collect(),
        None => prev.shown.clone(),
    };
    let cats = lex.categories_of(&items);
    if cats.is_empty() {
        Vec::new()
    } else {
        vec![cats]
    }
}

/// The standalone reading, marked as such.
fn fresh(mut alone: Compiled, reason: String) -> Compiled {
    alone.followup = Some(FollowUp { refines: false, reason, edits: Vec::new() });
    alone
}

/// A plan listing the products shown (the previous answer had no compiled plan).
fn shown_plan(prev: &Previous) -> Option<Plan> {
    (!prev.shown.is_empty()).then(|| Plan {
        kind: Kind::List,
        items: prev.shown.iter().map(|i| NameRef::Item(*i)).collect(),
        k: 1,
        ..Plan::default()
    })
}

/// Shown products the question picks: "the first two", "the first and third", "the last one",
/// "the second", and "it"/"its"/"that one" when exactly one product was shown.
fn picked(words: &[String], prev: &Previous) -> Option<Vec<u32>> {
    let shown = &prev.shown;
    if shown.is_empty() {
        return None;
    }
    let ordinal = |w: &str| -> Option<usize> {
        Some(match w {
            "first" => 0,
            "second" => 1,
            "third" => 2,
            "fourth" => 3,
            "fifth" => 4,
            "last" => shown.len() - 1,
            _ => return None,
        })
    };
    let mut out: Vec<u32> = Vec::new();
    for (i, w) in words.iter().enumerate() {
        let Some(at) = ordinal(w) else { continue };
        let next = words.get(i + 1).map(String::as_str).unwrap_or("");
        let count = next.parse::<f64>().ok().or_else(|| number_word(next)).filter(|n| *n >= 1.0 && n.fract() == 0.0);
        match (w.as_str(), count) {
            ("first", Some(n)) => out.extend(shown.iter().take(n as usize)),
            ("last", Some(n)) => out.extend(shown.iter().skip(shown.len().saturating_sub(n as usize))),
            _ => out.extend(shown.get(at)),
        }
    }
    if out.is_empty() && shown.len() == 1 && words.iter().any(|w| matches!(w.as_str(), "it" | "its")) {
        out.push(shown[0]);
    }
    if out.is_empty()
        && (words.iter().any(|w| w == "compare") || words.iter().any(|w| w == "both"))
        && words.iter().any(|w| matches!(w.as_str(), "them" | "these" | "those" | "both"))
    {
        out.extend(shown.iter().take(if shown.len() <= 5 { shown.len() } else { 2 }));
    }
    let mut seen = HashSet::new();
    out.retain(|i| seen.insert(*i));
    (!out.is_empty()).then_some(out)
}

/// Compiles the question again with the picked products named ("compare the first two" →
/// "compare A and B"): comparison and lookup of named products are the compiler's own.
fn named_again(
    question: &str,
    lex: &Lexicon,
    semantic: Option<&SemanticLexicon>,
    words: &[String],
    names: &[String],
    which: bool,
) -> Result<Compiled, String> {
    let kept: Vec<&str> = words
        .iter()
        .map(String::as_str)
        .filter(|w| {
            !matches!(
                *w,
                "first"
                    | "second"
                    | "third"
                    | "fourth"
                    | "fifth"
                    | "last"
                    | "one"
                    | "ones"
                    | "it"
                    | "its"
                    | "them"
                    | "these"
                    | "those"
                    | "both"
                    | "the"
                    | "two"
                    | "three"
                    | "four"
                    | "five"
            ) && w.parse::<f64>().is_err()
        })
        .collect();
    let compare = names.len() >= 2;
    let text = if which && compare {
        // "which is lighter?" → "which is lighter, A or B?"
        format!("{}, {}?", question.trim().trim_end_matches('?'), names.join(" or "))
    } else if compare {
        let rest: Vec<&str> =
            kept.iter().copied().filter(|w| !matches!(*w, "compare" | "and" | "vs" | "versus")).collect();
        let by = if rest.is_empty() { String::new() } else { format!(" by {}", rest.join(" ")) };
        let by = by.replace(" by by ", " by ").replace(" by on ", " by ");
        format!("compare {}{by}", names.join(" and "))
    } else {
        let rest: Vec<&str> =
            kept.iter().copied().filter(|w| !matches!(*w, "of" | "about" | "tell" | "me" | "more")).collect();
        if rest.is_empty() {
            format!("specs of {}", names.join(" and "))
        } else {
            format!("{} of {}", rest.join(" "), names.join(" and "))
        }
    };
    let mut c = compile_with(&text, lex, semantic);
    if !c.answers() || c.plan.items.is_empty() {
        return Err(text);
    }
    c.question = question.to_owned();
    c.followup = Some(FollowUp {
        refines: true,
        reason: format!("about the products {}", names.join(", ")),
        edits: vec![format!("read as \"{text}\"")],
    });
    Ok(c)
}

/// Which condition of the previous plan a new one replaces: the same spec (and, for a bound,
/// the same direction).
fn same_slot(a: &Cond, b: &Cond) -> bool {
    fn side(op: &Op) -> u8 {
        match op {
            Op::Lt(_) | Op::Le(_) => 1,
            Op::Gt(_) | Op::Ge(_) => 2,
            _ => 3,
        }
    }
    let sides = |x: &Op, y: &Op| side(x) == side(y) || side(x) == 3 || side(y) == 3;
    let entries = |pairs: &[(u32, u32)]| -> Vec<u32> {
        let mut e: Vec<u32> = pairs.iter().map(|p| p.0).collect();
        e.sort_unstable();
        e.dedup();
        e
    };
    match (a, b) {
        (Cond::Price(x), Cond::Price(y)) => sides(x, y),
        (Cond::Number { num: n1, op: x }, Cond::Number { num: n2, op: y }) => {
            n1.entries.iter().any(|e| n2.entries.contains(e)) && sides(x, y)
        }
        (Cond::Values { pairs: p1, .. }, Cond::Values { pairs: p2, .. }) => {
            entries(p1).iter().any(|e| entries(p2).contains(e))
        }
        (Cond::Feature { feature: f1, .. }, Cond::Feature { feature: f2, .. }) => f1 == f2,
        (Cond::HasEntry { entries: e1, .. }, Cond::HasEntry { entries: e2, .. }) => e1.iter().any(|e| e2.contains(e)),
        (Cond::NameContains(_), Cond::NameContains(_)) | (Cond::NameLacks(_), Cond::NameLacks(_)) => true,
        (Cond::ValuesOrName { pairs: p1, .. }, Cond::ValuesOrName { pairs: p2, .. }) => {
            entries(p1).iter().any(|e| entries(p2).contains(e))
        }
        (
            Cond::States { stems: s1, negated: n1, denied: d1, .. },
            Cond::States { stems: s2, negated: n2, denied: d2, .. },
        ) => s1 == s2 && n1 == n2 && d1 == d2,
        _ => false,
    }
}

/// The entries a condition constrains (for "ignore the brand").
fn cond_entries(c: &Cond) -> Vec<u32> {
    match c {
        Cond::Number { num, .. } => num.entries.clone(),
        Cond::Values { pairs, .. } | Cond::ValuesOrName { pairs, .. } => pairs.iter().map(|p| p.0).collect(),
        Cond::HasEntry { entries, .. } | Cond::Discount { entries, .. } => entries.clone(),
        _ => Vec::new(),
    }
}

/// The previous plan edited by the question, or the standalone reading and why it is not a
/// refinement.
fn refine(
    question: &str,
    lex: &Lexicon,
    prev: &Previous,
    base: Plan,
    alone: &Compiled,
    words: &[String],
    reason: String,
) -> Result<Compiled, String> {
    let mut plan = base;
    let mut edits: Vec<String> = Vec::new();
    let mut explained: HashSet<String> = CUE_WORDS.iter().map(|w| w.to_string()).collect();
    let widen = words.iter().any(|w| matches!(w.as_str(), "also" | "or"));

    // A named comparison or lookup narrows to its products.
    if matches!(plan.kind, Kind::Compare | Kind::Lookup) && !alone.plan.conds.is_empty() {
        plan.kind = Kind::List;
        plan.targets.clear();
        plan.target_labels.clear();
        plan.order = None;
        edits.push("among the products named before".into());
    }

    // Dropped conditions: "any price", "ignore the brand", "remove the price limit".
    for (i, w) in words.iter().enumerate() {
        if !DROPS.contains(&w.as_str()) {
            continue;
        }
        let mut j = i + 1;
        while words.get(j).is_some_and(|x| matches!(x.as_str(), "the" | "of" | "a")) {
            j += 1;
        }
        let Some(what) = words.get(j) else { continue };
        let what_s = crate::text::names::singular(what);
        let before = plan.conds.len();
        let price = hint(what).is_some_and(|h| h.price) || matches!(what_s.as_str(), "budget" | "price");
        if price {
            plan.conds.retain(|c| !matches!(c, Cond::Price(_)));
        } else if let Some(entries) = lex.index.entry_words.get(&what_s) {
            plan.conds.retain(|c| !cond_entries(c).iter().any(|e| entries.contains(e)));
        } else if matches!(what_s.as_str(), "category" | "type" | "kind") {
            if !plan.cats.is_empty() {
                plan.cats.clear();
                edits.push("- category".into());
                explained.extend([w.clone(), what.clone()]);
            }
            continue;
        } else {
            continue;
        }
        if plan.conds.len() < before {
            edits.push(format!("- {what}"));
            explained.extend([w.clone(), what.clone(), what_s.clone()]);
            explained.extend(words[j + 1..].iter().take_while(|x| DROP_TAILS.contains(&x.as_str())).cloned());
        }
    }

    // Categories the question names replace the previous ones.
    if !alone.plan.cats.is_empty() && alone.plan.cats != plan.cats {
        let name = |set: &Vec<Vec<u32>>| {
            set.iter()
                .map(|s| s.iter().map(|c| lex.categories[*c as usize].name.as_str()).collect::<Vec<_>>().join(" or "))
                .collect::<Vec<_>>()
                .join(", ")
        };
        edits.push(format!("category {} → {}", name(&plan.cats), name(&alone.plan.cats)));
        plan.cats = alone.plan.cats.clone();
        if matches!(plan.kind, Kind::List | Kind::Count | Kind::Superlative) {
            plan.items.retain(|_| false);
        }
    }

    // Named products: another product for the same lookup ("what about the Aria 8?"), or one
    // more in a comparison ("and the Aria 7?").
    if !alone.plan.items.is_empty() {
        match plan.kind {
            Kind::Lookup if alone.plan.targets.is_empty() => {
                edits.push(format!("product → {}", alone.plan.item_names.join(", ")));
                plan.items = alone.plan.items.clone();
                plan.item_names = alone.plan.item_names.clone();
            }
            Kind::Compare => {
                for (r, n) in alone.plan.items.iter().zip(&alone.plan.item_names) {
                    if !plan.items.contains(r) {
                        plan.items.push(*r);
                        plan.item_names.push(n.clone());
                        edits.push(format!("+ {n}"));
                    }
                }
            }
            _ => return Err("it names another product".into()),
        }
    }

    // Conditions: add, or replace the one on the same spec.
    for c in &alone.plan.conds {
        let text = cond_text(lex, c);
        match plan.conds.iter().position(|old| same_slot(old, c)) {
            Some(k) if widen => {
                if let (Cond::Values { pairs, .. }, Cond::Values { pairs: more, .. }) = (&mut plan.conds[k], c) {
                    let new: Vec<(u32, u32)> = more.iter().copied().filter(|p| !pairs.contains(p)).collect();
                    pairs.extend(new);
                    edits.push(format!("+ or {text}"));
                } else {
                    plan.conds.push(c.clone());
                    edits.push(format!("+ {text}"));
                }
            }
            Some(k) => {
                edits.push(format!("{} → {text}", cond_text(lex, &plan.conds[k])));
                plan.conds[k] = c.clone();
            }
            None => {
                edits.push(format!("+ {text}"));
                plan.conds.push(c.clone());
            }
        }
    }

    // What is asked of the products: a superlative or sort, a count, or the list again.
    match alone.plan.kind {
        Kind::Superlative => {
            plan.kind = Kind::Superlative;
            plan.targets = alone.plan.targets.clone();
            plan.target_labels = alone.plan.target_labels.clone();
            plan.order = alone.plan.order;
            plan.k = alone.plan.k;
            edits.push(understood_of(&intent_of(lex, &plan), &[]));
        }
        Kind::Count => {
            plan.kind = Kind::Count;
            edits.push("count".into());
        }
        _ if alone.intent == Intent::Count || words.iter().any(|w| w == "many") => {
            plan.kind = Kind::Count;
            edits.push("count".into());
        }
        _ if words.iter().any(|w| matches!(w.as_str(), "which" | "show" | "list"))
            && matches!(plan.kind, Kind::Count) =>
        {
            plan.kind = Kind::List;
            edits.push("list".into());
        }
        _ => {}
    }

    // Words neither the compiler nor this stage understood: not a refinement we can trust.
    let unexplained: Vec<String> = alone
        .unexplained
        .iter()
        .filter(|w| !explained.contains(w.as_str()) && !explained.contains(&crate::text::names::singular(w)))
        .cloned()
        .collect();
    if edits.is_empty() {
        return Err("it changes nothing in the previous answer".into());
    }
    let problem = alone.declined.as_deref().filter(|why| {
        !why.starts_with("no category, product or constraint recognized")
            && !why.starts_with(WORDS_NOT_UNDERSTOOD)
            && !why.starts_with("confidence ")
    });
    let mut declined = problem.map(str::to_owned);
    if declined.is_none() && !unexplained.is_empty() {
        declined = Some(format!("{WORDS_NOT_UNDERSTOOD}: {}", unexplained.join(", ")));
    }
    Ok(assemble(question, lex, prev, plan, alone, Refined { reason, edits, declined, unexplained }))
}

/// What a refinement decided, beside its plan.
struct Refined {
    reason: String,
    edits: Vec<String>,
    declined: Option<String>,
    unexplained: Vec<String>,
}

/// The [`Compiled`] of an edited plan: constraints as the question (this one or an earlier one)
/// said them, the confidence of the weakest, the intent, the understood line and the SPARQL.
fn assemble(question: &str, lex: &Lexicon, prev: &Previous, mut plan: Plan, alone: &Compiled, r: Refined) -> Compiled {
    plan.currency = lex.currencies.first().map(|c| c.0.clone()).filter(|c| !c.is_empty());
    plan.target_labels = plan.targets.iter().map(|t| t.label(lex)).collect();
    let earlier = |text: &str| -> Option<Constraint> {
        alone.constraints.iter().chain(&prev.constraints).find(|c| c.text == text).cloned()
    };
    let mut constraints: Vec<Constraint> = Vec::new();
    let own = |text: String| Constraint {
        text,
        confidence: 1.0,
        from: "(earlier question)".into(),
        similarity: None,
        terms: Vec::new(),
    };
    for set in &plan.cats {
        let names: Vec<&str> = set.iter().map(|c| lex.categories[*c as usize].name.as_str()).collect();
        let text = format!("category = {}", names.join(" or "));
        constraints.push(earlier(&text).unwrap_or_else(|| own(text)));
    }
    for item in &plan.items {
        let what = if matches!(item, NameRef::Range(_)) { "range" } else { "product" };
        let text = format!("{what} = {}", lex.name_of(*item));
        constraints.push(earlier(&text).unwrap_or_else(|| own(text)));
    }
    for c in &plan.conds {
        let text = cond_text(lex, c);
        constraints.push(earlier(&text).unwrap_or_else(|| Constraint { terms: cond_terms(lex, c), ..own(text) }));
    }
    let min_conf = constraints.iter().map(|c| c.confidence).fold(1.0, f64::min);
    let intent_conf = if matches!(plan.kind, Kind::Superlative) && alone.plan.kind == Kind::Superlative {
        alone.confidence.max(min_conf)
    } else {
        1.0
    };
    let mut confidence = (min_conf * intent_conf).min(prev.confidence.max(DECLINE_THRESHOLD));
    if r.declined.is_some() {
        confidence = confidence.min(0.4);
    }
    confidence = (confidence * 1000.0).round() / 1000.0;
    let intent = intent_of(lex, &plan);
    let understood = understood_of(&intent, &constraints);
    let queryable = plan.queryable();
    let stage = r.declined.as_ref().map(|_| alone.stage.unwrap_or(Stage::Mentions));
    // The question alone's decline kept as this one's.
    let price_of_unpriced = alone.price_of_unpriced && r.declined.is_some() && r.declined == alone.declined;
    let mut compiled = Compiled {
        question: question.to_owned(),
        intent,
        constraints,
        understood,
        sparql: String::new(),
        confidence,
        declined: r.declined,
        stage,
        unexplained: r.unexplained,
        needs_encoder: alone.needs_encoder,
        price_of_unpriced,
        plan,
        followup: Some(FollowUp { refines: true, reason: r.reason, edits: r.edits }),
    };
    if queryable {
        compiled.sparql = build_sparql(lex, &compiled.plan);
    }
    compiled
}

/// "Anything cheaper?", "a lighter one?", "bigger screen?" after one product (or one named
/// range): products whose value is below (or above) it, among the previous answer's scope or
/// else the product's own categories.
fn relative(
    question: &str,
    lex: &Lexicon,
    semantic: Option<&SemanticLexicon>,
    prev: &Previous,
    words: &[String],
    alone: &Compiled,
) -> Option<Compiled> {
    let base = prev.plan.as_ref();
    let items: Vec<u32> = match base {
        Some(p) if matches!(p.kind, Kind::Lookup) && !p.items.is_empty() => {
            p.items.iter().flat_map(|r| lex.products_of(*r)).collect()
        }
        _ if prev.shown.len() == 1 => prev.shown.clone(),
        _ => return None,
    };
    // The comparative, read as its superlative to find what it ranks ("cheaper" → "cheapest").
    let (at, superlative) = words.iter().enumerate().find_map(|(i, w)| {
        if words.get(i + 1).is_some_and(|n| n == "than") {
            return None;
        }
        match w.as_str() {
            "more" => Some((i, "most")),
            "less" | "fewer" => Some((i, "least")),
            _ => ADJECTIVES.iter().find(|a| a.1 == w).map(|a| (i, a.2)),
        }
    })?;
    let mut rewritten: Vec<&str> = words.iter().map(String::as_str).collect();
    rewritten[at] = superlative;
    let text = rewritten.join(" ");
    let cats = lex.categories_of(&items);
    let context = if cats.is_empty() { Vec::new() } else { vec![cats.clone()] };
    let ranked = compile_in(&text, lex, semantic, context);
    let target = ranked.plan.targets.first().filter(|_| ranked.plan.kind == Kind::Superlative)?.clone();
    let less = ranked.plan.order == Some(Order::Ascending);
    let mut plan = match base.filter(|p| matches!(p.kind, Kind::List | Kind::Count | Kind::Superlative)) {
        Some(p) => Plan { kind: Kind::List, k: 1, targets: Vec::new(), order: None, ..p.clone() },
        None => Plan {
            kind: Kind::List,
            k: 1,
            cats: if cats.is_empty() { Vec::new() } else { vec![cats] },
            ..Plan::default()
        },
    };
    let label = target.label(lex);
    let cond = Cond::Relative { target, items: items.clone(), less, label };
    let mut edits = vec![format!("+ {}", cond_text(lex, &cond))];
    for c in &ranked.plan.conds {
        if !plan.conds.contains(c) {
            edits.push(format!("+ {}", cond_text(lex, c)));
            plan.conds.push(c.clone());
        }
    }
    plan.conds.push(cond);
    let unexplained = ranked.unexplained.clone();
    let declined = (!unexplained.is_empty()).then(|| format!("{WORDS_NOT_UNDERSTOOD}: {}", unexplained.join(", ")));
    let reason = format!("compares with the product shown before ({})", items_text(lex, &items));
    Some(assemble(question, lex, prev, plan, alone, Refined { reason, edits, declined, unexplained }))
}
