//! One feature over spec rows and prose: a yes/no spec the catalog fills for some products and
//! only writes in the text of others. The spec row wins where a product has one (yes or no);
//! otherwise what the product's own prose states, negation included. Expected answers are
//! computed from the rows below.

#[path = "support/mod.rs"]
mod support;

use dualgraph_core::compiler::lexicon::Lexicon;
use dualgraph_core::compiler::*;
use dualgraph_core::llm::{transport::NativeTransport, Client};
use dualgraph_core::qa::{self, AskOptions, Knowledge, Strategy};
use std::collections::BTreeSet;

/// (id, Wi-Fi spec row, prose)
const ROWS: &[(&str, Option<&str>, &str)] = &[
    ("c1", Some("Yes"), "A compact camera."),
    ("c2", Some("No"), "Share photos over Wi-Fi with the companion app."), // spec wins: no
    ("c3", None, "Built-in Wi-Fi and Bluetooth."),
    ("c4", None, "No Wi-Fi, but a fast card slot."),
    ("c5", None, "A rugged camera for divers."),
    ("c6", Some("Yes"), "Wi-Fi is not included."), // spec wins: yes
    ("c7", None, "Connects over Wi-Fi to your phone."),
    ("c8", Some("No"), "Sturdy."),
    ("c9", None, "Small and light."),
    ("c10", None, "Rugged and small."),
];

fn catalog() -> String {
    ROWS.iter()
        .map(|(id, wifi, text)| {
            let mut specs = vec![serde_json::json!({"section": "General", "entry": "Sensor", "value": "1 inch"})];
            if let Some(v) = wifi {
                specs.push(serde_json::json!({"section": "Connectivity", "entry": "Wi-Fi", "value": v}));
            }
            serde_json::json!({"kind": "product", "id": id, "name": format!("Camera {id}"), "categories": ["Cameras"],
                "price": {"amount": 100, "currency": "USD"}, "text": text, "specs": specs})
            .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

fn has_wifi(row: &(&str, Option<&str>, &str)) -> bool {
    match row.1 {
        Some(v) => v == "Yes",
        None => row.2.contains("Wi-Fi") && !row.2.starts_with("No Wi-Fi"),
    }
}

#[test]
fn a_feature_is_read_from_the_spec_row_else_from_the_prose() {
    let store = support::build_store(&catalog(), &support::options("alignment"));
    let lex = Lexicon::from_store(&store).unwrap();
    let ids = |q: &str| -> BTreeSet<String> {
        let c = compile(q, &lex);
        assert!(c.answers(), "{q}: {c:?}");
        run(&store, &c).unwrap().products.into_iter().map(|p| p.id).collect()
    };
    let with: BTreeSet<String> = ROWS.iter().filter(|r| has_wifi(r)).map(|r| r.0.to_owned()).collect();
    assert_eq!(with, ["c1", "c3", "c6", "c7"].iter().map(|s| s.to_string()).collect());
    assert_eq!(ids("cameras with Wi-Fi"), with);
    let without: BTreeSet<String> = ROWS.iter().filter(|r| !has_wifi(r)).map(|r| r.0.to_owned()).collect();
    assert_eq!(ids("cameras without Wi-Fi"), without);
}

#[test]
fn where_spec_and_text_disagree_the_trace_says_so_and_the_spec_wins() {
    let store = support::build_store(&catalog(), &support::options("alignment"));
    let k = Knowledge::new(store);
    let options = AskOptions { strategy: Strategy::Compiler, ..AskOptions::default() };
    let r =
        pollster::block_on(qa::ask(&k, "cameras with Wi-Fi", &options, None::<&Client<NativeTransport>>, &mut |_| {}));
    let ids: BTreeSet<&str> = r.products.iter().map(|p| p.id.as_str()).collect();
    assert!(ids.contains("c6") && !ids.contains("c2"), "{ids:?}");
    // c2: spec no, text yes; c6: spec yes, text "not included". Nobody else disagrees.
    let d = &r.trace.disagreements;
    assert_eq!(d.len(), 2, "{d:?}");
    assert!(d.iter().any(|l| l.contains("Camera c2") && l.contains("spec row says no")), "{d:?}");
    assert!(d.iter().any(|l| l.contains("Camera c6") && l.contains("spec row says yes")), "{d:?}");
    // A product answered by its prose shows the sentence that says it.
    let c3 = r.products.iter().find(|p| p.id == "c3").expect("c3 answered from its prose");
    assert!(c3.values.iter().any(|(_, v)| v == "Built-in Wi-Fi and Bluetooth."), "{:?}", c3.values);
}

#[test]
fn a_product_answered_by_its_spec_row_shows_the_row_not_a_sentence() {
    // The demo's "Dolby Atmos" is a yes/no spec its prose also writes: every card value of the
    // answer is one of the product's own spec rows.
    let k = Knowledge::new(support::demo_store());
    let options = AskOptions { strategy: Strategy::Compiler, ..AskOptions::default() };
    let r = pollster::block_on(qa::ask(
        &k,
        "How many TVs have Dolby Atmos?",
        &options,
        None::<&Client<NativeTransport>>,
        &mut |_| {},
    ));
    assert!(!r.products.is_empty());
    let raw = support::raw_products();
    for p in &r.products {
        let product = raw.iter().find(|x| x["id"] == p.id.as_str()).expect("a demo product");
        let rows = support::raw_specs(product);
        for (entry, value) in &p.values {
            assert!(
                rows.iter().any(|(_, e, v)| e == entry && v == value),
                "{}: {entry} = {value} is not its own spec",
                p.id
            );
        }
    }
}
