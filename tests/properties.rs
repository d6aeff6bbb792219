//! Property tests (proptest): bundle round-trip, unit conversion and quantity parsing, and
//! injective IRI minting.
#![cfg(not(target_arch = "wasm32"))]

use dualgraph_core::format::bundle::{Bundle, BundleWriter};
use dualgraph_core::text::names::{canonical_key, IriMinter};
use dualgraph_core::text::units::{self, Quantity, UNITS};
use proptest::prelude::*;
use std::collections::{BTreeMap, HashSet};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn bundles_round_trip(sections in prop::collection::btree_map("[a-z][a-z.]{0,12}", prop::collection::vec(any::<u8>(), 0..300), 0..8)) {
        let mut w = BundleWriter::new();
        for (name, bytes) in &sections {
            w.section(name, bytes.clone());
        }
        let b = Bundle::from_bytes(w.finish()).expect("a written bundle reads back");
        let read: BTreeMap<String, Vec<u8>> = b.sections().map(|(n, _)| (n.to_owned(), b.section(n).unwrap().to_vec())).collect();
        prop_assert_eq!(read, sections);
    }

    #[test]
    fn a_flipped_byte_is_detected_or_harmless(sections in prop::collection::btree_map("[a-z]{1,6}", prop::collection::vec(any::<u8>(), 1..64), 1..4), at in any::<prop::sample::Index>(), bit in 0u8..8) {
        let mut w = BundleWriter::new();
        for (name, bytes) in &sections {
            w.section(name, bytes.clone());
        }
        let mut bytes = w.finish();
        let i = at.index(bytes.len());
        bytes[i] ^= 1 << bit;
        // Either rejected, or every section still reads back exactly (the flip hit padding).
        if let Ok(b) = Bundle::from_bytes(bytes) {
            for (name, original) in &sections {
                prop_assert_eq!(b.section(name).ok(), Some(original.as_slice()));
            }
        }
    }

    #[test]
    fn conversions_round_trip_within_a_dimension(i in 0..UNITS.len(), j in 0..UNITS.len(), x in -1e6f64..1e6) {
        let (a, b) = (&UNITS[i], &UNITS[j]);
        match units::convert(x, a, b) {
            Some(y) => {
                let back = units::convert(y, b, a).expect("the way back exists");
                prop_assert!((back - x).abs() <= 1e-9 * x.abs().max(1.0), "{} {} → {} {} → {}", x, a.symbol, y, b.symbol, back);
                prop_assert_eq!(a.dimension, b.dimension);
            }
            // Documented refusals: other dimensions, currencies (need rates), unrelated "Other" units.
            None => prop_assert!(
                a.dimension != b.dimension
                    || matches!(a.dimension, units::Dimension::Currency | units::Dimension::Other),
                "{} → {} refused", a.symbol, b.symbol
            ),
        }
    }

    #[test]
    fn printed_quantities_parse_back(i in 0..UNITS.len(), x in 0.0f64..1e6) {
        let unit = &UNITS[i];
        let x = (x * 100.0).round() / 100.0;
        let text = format!("{x} {}", unit.symbol);
        if let Some(Quantity::Scalar { value, unit: parsed }) = units::parse_quantity(&text) {
            prop_assert!((value - x).abs() < 1e-9, "{text}: {value}");
            if let Some(p) = parsed {
                prop_assert_eq!(p.dimension, unit.dimension, "{}", text);
            }
        }
    }

    #[test]
    fn minting_is_injective_and_stable(names in prop::collection::vec("[A-Za-z0-9 _\\-.'/]{1,12}", 1..40)) {
        let keys: Vec<String> = names.iter().map(|n| canonical_key(n)).filter(|k| !k.is_empty()).collect();
        let mut minter = IriMinter::new();
        let minted: Vec<String> = keys.iter().map(|k| minter.mint(k).to_owned()).collect();
        let distinct_keys: HashSet<&String> = keys.iter().collect();
        let distinct_names: HashSet<&String> = minted.iter().collect();
        prop_assert_eq!(distinct_keys.len(), distinct_names.len(), "one name per distinct key");
        for (k, m) in keys.iter().zip(&minted) {
            prop_assert_eq!(minter.mint(k), m.as_str(), "same key, same name");
            prop_assert!(m.chars().all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-'), "{} is a plain local name", m);
        }
    }
}
