//! Paged bundles: the same container, read a page at a time (written by
//! [`crate::format::paged_layout::paginate`]).
//!
//! A paged bundle (`dualgraph build --layout paged`) is a v1 bundle whose sections are ordered
//! hot first (what opening needs: manifest, predicates, lexicon, …; then the dictionary and the
//! indexes; the TKG last) and whose last section, `pages`, holds one xxh3-64 per fixed-size page
//! of the file, so a reader that fetched only some pages (HTTP Range requests) can still verify
//! every byte it uses. A whole-file reader loads it like any bundle.
//!
//! `pages` layout (little-endian): `page_size u32`, `count u32`, `covered u64` (the pages cover
//! bytes `0..covered`: everything before the `pages` section), then `count × u64` checksums.
//! Page `i` covers `i·page_size .. min((i+1)·page_size, covered)`, minus the header (bytes
//! before the first section), which its own checksum covers.
//!
//! At query time a [`PageCache`] holds the fetched pages under a memory budget; [`Source`] lets
//! the packed arrays and the dictionary read either a whole bundle in place or through the cache.
//! A read of a page the cache does not hold returns `None` and is recorded as a fault: the
//! caller finishes (or abandons) its synchronous work, fetches the missing pages and runs again
//! (see `skg::lazy`).

use crate::format::bundle::BundleError;
use crate::format::manifest::sections;
use std::borrow::Cow;
use std::collections::BTreeSet;
use std::ops::Range;
use std::sync::{Mutex, MutexGuard};
use xxhash_rust::xxh3::xxh3_64;

/// Page size `dualgraph build --layout paged` writes (32 KiB: a few dictionary blocks or index
/// runs per page, few enough pages that their checksums stay small).
pub const DEFAULT_PAGE_SIZE: u32 = 32 * 1024;

/// Largest page size: a lazy reader fetches the first pages before it knows the size, in
/// ranges aligned to this.
pub const MAX_PAGE_SIZE: u32 = 32 * 1024;

/// Sections a lazy reader reads page by page, in file order (after [`OPEN_SECTIONS`]).
pub const PAGED_SECTIONS: &[&str] = &[
    sections::DICT_OFFSETS,
    sections::DICT_DATA,
    sections::SPO_SUBJECTS,
    sections::SPO_PREDS,
    sections::SPO_OBJECTS,
    sections::POS_TRIPLES,
    sections::POS_SUBJECTS,
    sections::POS_OBJECTS,
];

/// Sections a lazy reader loads whole when it opens a bundle, in file order. The encoder table
/// (megabytes) is not among them: most questions compile without it, and one that needs it
/// fetches it then ([`crate::qa::knowledge::Knowledge::load_encoder`]).
pub const OPEN_SECTIONS: &[&str] = &[
    sections::MANIFEST,
    sections::PREDICATES,
    sections::POS_OFFSETS,
    sections::DICT_INDEX,
    sections::POS_INDEX,
    sections::SPO_INDEX,
    sections::LEXICON,
];

/// The checksummed bytes of page `i`.
pub(crate) fn page_bytes(i: u32, page_size: u32, covered: u64, header_len: u64) -> Range<u64> {
    let start = (i as u64 * page_size as u64).max(header_len);
    let end = ((i as u64 + 1) * page_size as u64).min(covered);
    start.min(end)..end
}

/// The `pages` section: page size and one checksum per page.
#[derive(Debug, Clone)]
pub struct PageTable {
    /// Bytes per page.
    pub page_size: u32,
    /// The pages cover bytes `0..covered`.
    pub covered: u64,
    header_len: u64,
    checksums: Vec<u64>,
}

impl PageTable {
    /// Reads the `pages` section of a bundle whose header is `header_len` bytes long.
    pub fn parse(bytes: &[u8], header_len: u64) -> Result<Self, BundleError> {
        let bad = |what: &str| BundleError::Invalid(format!("section `pages`: {what}"));
        let u32_at = |at: usize| bytes.get(at..at + 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        let page_size = u32_at(0).ok_or_else(|| bad("too short"))?;
        let count = u32_at(4).ok_or_else(|| bad("too short"))? as usize;
        let covered =
            bytes.get(8..16).and_then(|b| b.try_into().ok()).map(u64::from_le_bytes).ok_or_else(|| bad("too short"))?;
        if !page_size.is_power_of_two() || page_size < 4096 {
            return Err(bad(&format!("page size {page_size} is not a power of two ≥ 4096")));
        }
        if bytes.len() != 16 + 8 * count || covered.div_ceil(page_size as u64) != count as u64 {
            return Err(bad(&format!("{count} checksums do not cover {covered} bytes in pages of {page_size}")));
        }
        let checksums =
            bytes[16..].chunks_exact(8).map(|c| u64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect();
        Ok(Self { page_size, covered, header_len, checksums })
    }

    /// Number of pages.
    pub fn len(&self) -> usize {
        self.checksums.len()
    }

    /// True when there is no page.
    pub fn is_empty(&self) -> bool {
        self.checksums.is_empty()
    }

    /// File bytes of page `i` (what a Range request fetches).
    pub fn range(&self, i: u32) -> Range<u64> {
        let start = i as u64 * self.page_size as u64;
        start..((i as u64 + 1) * self.page_size as u64).min(self.covered)
    }

    /// Pages holding file bytes `r`.
    pub fn pages_of(&self, r: Range<u64>) -> Range<u32> {
        if r.is_empty() {
            return 0..0;
        }
        let p = self.page_size as u64;
        (r.start / p) as u32..(r.end.min(self.covered).div_ceil(p)) as u32
    }

    /// Checks page `i` as fetched (all of [`PageTable::range`]).
    pub fn verify(&self, i: u32, page: &[u8]) -> Result<(), BundleError> {
        let full = self.range(i);
        let checked = page_bytes(i, self.page_size, self.covered, self.header_len);
        let ok = page.len() as u64 == full.end - full.start
            && self.checksums.get(i as usize).is_some_and(|&c| {
                xxh3_64(&page[(checked.start - full.start) as usize..(checked.end - full.start) as usize]) == c
            });
        if ok {
            Ok(())
        } else {
            Err(BundleError::Checksum { what: format!("page {i} (bytes {}..{})", full.start, full.end) })
        }
    }
}

/// Pages of a paged bundle held in memory, least recently used dropped first beyond a budget.
/// Shared state sits behind one mutex (uncontended: a store answers one query at a time), so a
/// store stays `Send + Sync` like a whole one.
pub struct PageCache {
    table: PageTable,
    budget: usize,
    state: Mutex<Pages>,
}

struct Pages {
    pages: Vec<Option<Box<[u8]>>>,
    last_use: Vec<u64>,
    clock: u64,
    held: usize,
    missing: BTreeSet<u32>,
}

impl Pages {
    /// Page `i` with its use recorded, or `None` with the fault recorded.
    fn get(&mut self, i: u32) -> Option<&[u8]> {
        let i = i as usize;
        if self.pages.get(i).is_some_and(|p| p.is_some()) {
            self.clock += 1;
            self.last_use[i] = self.clock;
            self.pages[i].as_deref()
        } else {
            if i < self.pages.len() {
                self.missing.insert(i as u32);
            }
            None
        }
    }
}

impl PageCache {
    /// An empty cache over `table` keeping at most `budget` bytes of pages between queries.
    pub fn new(table: PageTable, budget: usize) -> Self {
        let n = table.len();
        let state = Pages { pages: vec![None; n], last_use: vec![0; n], clock: 0, held: 0, missing: BTreeSet::new() };
        Self { table, budget, state: Mutex::new(state) }
    }

    fn state(&self) -> MutexGuard<'_, Pages> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// The page table.
    pub fn table(&self) -> &PageTable {
        &self.table
    }

    /// Bytes of pages held.
    pub fn held_bytes(&self) -> usize {
        self.state().held
    }

    /// Pages held.
    pub fn held_pages(&self) -> usize {
        self.state().pages.iter().filter(|p| p.is_some()).count()
    }

    /// True when a read since the last [`PageCache::take_missing`] needed a page not held.
    pub fn faulted(&self) -> bool {
        !self.state().missing.is_empty()
    }

    /// Number of pages reads needed and did not find.
    pub fn missing_count(&self) -> usize {
        self.state().missing.len()
    }

    /// The pages reads needed and did not find, emptied.
    pub fn take_missing(&self) -> Vec<u32> {
        std::mem::take(&mut self.state().missing).into_iter().collect()
    }

    /// Adds a fetched page after checking its checksum.
    pub fn insert(&self, i: u32, bytes: Vec<u8>) -> Result<(), BundleError> {
        self.table.verify(i, &bytes)?;
        let mut state = self.state();
        let len = bytes.len();
        let Some(slot) = state.pages.get_mut(i as usize) else {
            return Err(BundleError::Invalid(format!("page {i} is beyond the page table")));
        };
        let was_held = slot.replace(bytes.into_boxed_slice()).is_some();
        if !was_held {
            state.held += len;
        }
        state.clock += 1;
        let clock = state.clock;
        state.last_use[i as usize] = clock;
        Ok(())
    }

    /// Drops the pages lying wholly inside file bytes `r` (a section loaded whole elsewhere).
    pub fn forget(&self, r: Range<u64>) {
        let p = self.table.page_size as u64;
        let mut state = self.state();
        for i in r.start.div_ceil(p)..r.end / p {
            if let Some(page) = state.pages.get_mut(i as usize).and_then(Option::take) {
                state.held -= page.len();
            }
        }
    }

    /// True when page `i` is held.
    pub fn holds(&self, i: u32) -> bool {
        self.state().pages.get(i as usize).is_some_and(|p| p.is_some())
    }

    /// Drops least recently used pages until at most the budget is held, keeping `keep`.
    pub fn evict_to_budget(&self, keep: &[u32]) {
        let mut state = self.state();
        if state.held <= self.budget {
            return;
        }
        let mut order: Vec<(u64, u32)> = (0..state.pages.len() as u32)
            .filter(|&i| state.pages[i as usize].is_some() && !keep.contains(&i))
            .map(|i| (state.last_use[i as usize], i))
            .collect();
        order.sort_unstable();
        for (_, i) in order {
            if state.held <= self.budget {
                break;
            }
            if let Some(p) = state.pages[i as usize].take() {
                state.held -= p.len();
            }
        }
    }

    /// Bytes `r` of the file, or `None` (recorded as a fault) when a page is not held.
    pub fn read(&self, r: Range<usize>) -> Option<Vec<u8>> {
        if r.end as u64 > self.table.covered || r.start > r.end {
            return None;
        }
        let p = self.table.page_size as usize;
        let mut state = self.state();
        let mut out = Vec::with_capacity(r.len());
        let mut complete = true;
        for i in self.table.pages_of(r.start as u64..r.end as u64) {
            // Keep going after a miss so one pass records every page the read needs.
            match state.get(i) {
                Some(page) if complete => {
                    let base = i as usize * p;
                    let from = r.start.max(base) - base;
                    let to = r.end.min(base + page.len()) - base;
                    out.extend_from_slice(page.get(from..to)?);
                }
                Some(_) => {}
                None => complete = false,
            }
        }
        complete.then_some(out)
    }

    /// Eight bytes at `at` as a little-endian u64.
    #[inline]
    pub fn u64_at(&self, at: usize) -> Option<u64> {
        let p = self.table.page_size as usize;
        let (i, off) = (at / p, at % p);
        if off + 8 <= p {
            let mut state = self.state();
            let b = state.get(i as u32)?.get(off..off + 8)?;
            Some(u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
        } else {
            let b = self.read(at..at + 8)?;
            Some(u64::from_le_bytes(b.try_into().ok()?))
        }
    }
}

/// Where packed arrays and the dictionary read their bytes: a whole bundle in memory, or a
/// paged bundle's cache.
#[derive(Clone, Copy)]
pub enum Source<'a> {
    /// The whole file.
    Whole(&'a [u8]),
    /// Pages fetched so far.
    Paged(&'a PageCache),
}

impl<'a> Source<'a> {
    /// Eight bytes at `at` (`None` past the end or on a missing page).
    #[inline]
    pub fn u64_at(&self, at: usize) -> Option<u64> {
        match self {
            Source::Whole(b) => {
                let b = b.get(at..at.checked_add(8)?)?;
                Some(u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]))
            }
            Source::Paged(c) => c.u64_at(at),
        }
    }

    /// True when bytes `r` are all here (no fault if read): always for a whole file.
    pub fn holds(&self, r: Range<usize>) -> bool {
        match self {
            Source::Whole(_) => true,
            Source::Paged(c) => c.table().pages_of(r.start as u64..r.end as u64).all(|p| c.holds(p)),
        }
    }

    /// Four bytes at `at`.
    #[inline]
    pub fn u32_at(&self, at: usize) -> Option<u32> {
        let b = self.bytes(at..at.checked_add(4)?)?;
        Some(u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// Bytes `r` (borrowed from a whole bundle, copied out of pages).
    #[inline]
    pub fn bytes(&self, r: Range<usize>) -> Option<Cow<'a, [u8]>> {
        match self {
            Source::Whole(b) => b.get(r).map(Cow::Borrowed),
            Source::Paged(c) => c.read(r).map(Cow::Owned),
        }
    }
}
