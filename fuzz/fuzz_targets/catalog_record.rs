//! Arbitrary bytes as a catalog file: errors must name a line, never panic; with
//! `skip_invalid` reading never fails on record content.
#![no_main]
use dualgraph::catalog::{self, Catalog, ReadOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut c = Catalog::default();
    let _ = catalog::read_jsonl(&mut c, "fuzz.jsonl", data, ReadOptions { skip_invalid: false });
    let mut c = Catalog::default();
    let _ = catalog::read_jsonl(&mut c, "fuzz.jsonl", data, ReadOptions { skip_invalid: true });
    catalog::finish(&mut c);
});
