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
//! `pages.groups` (since session 31, after `pages`, not covered by pages either): `page_size
//! u32`, `count u32`, `covered u64`, `group u32` (checksums per group, [`PAGE_GROUP`]), then one
//! xxh3-64 per group of `group` consecutive checksums of `pages` (their 8-byte little-endian
//! form). A lazy reader loads this small section at open (its own checksum is in the section
//! table) instead of the whole page table (8 bytes a page: 0.6 MiB at 100k products and 8 KiB
//! pages), and fetches a group of checksums (8 KiB) with the first page it needs from it, in
//! the same round. Bundles without it load the whole table at open.
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

/// Page size `dualgraph build --layout paged` writes. 8 KiB since session 31 (was 32 KiB): a
/// query's scattered reads — the dictionary entries of its results, the rows of the subjects it
/// visits, the edges of POS runs — fetch a quarter of the bytes around each; the page table
/// (8 bytes a page, loaded at open) grows fourfold, ~0.6 MiB at 100k products.
pub const DEFAULT_PAGE_SIZE: u32 = 8 * 1024;

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

/// Checksums per group of `pages.groups`: a group is 8 KiB of the page table and covers 1024
/// pages (8 MiB of the file at 8 KiB pages).
pub const PAGE_GROUP: usize = 1024;

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
    /// Every page's checksum; in a table read by groups, zeros until the cache loads them.
    checksums: Vec<u64>,
    /// A table read by groups (`pages.groups`): checksums per group, where the `pages` section
    /// starts in the file, and each group's checksum. Empty for a table loaded whole.
    group: usize,
    table_at: u64,
    group_sums: Vec<u64>,
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
        Ok(Self { page_size, covered, header_len, checksums, group: 0, table_at: 0, group_sums: Vec::new() })
    }

    /// The `pages.groups` section of the checksums of `pages` (`checksums`, the whole page
    /// table's checksums in order, as the writer computed them).
    pub fn groups_section(page_size: u32, covered: u64, checksums: &[u64]) -> Vec<u8> {
        let mut out = Vec::with_capacity(20 + 8 * checksums.len().div_ceil(PAGE_GROUP));
        out.extend_from_slice(&page_size.to_le_bytes());
        out.extend_from_slice(&(checksums.len() as u32).to_le_bytes());
        out.extend_from_slice(&covered.to_le_bytes());
        out.extend_from_slice(&(PAGE_GROUP as u32).to_le_bytes());
        for g in checksums.chunks(PAGE_GROUP) {
            let bytes: Vec<u8> = g.iter().flat_map(|c| c.to_le_bytes()).collect();
            out.extend_from_slice(&xxh3_64(&bytes).to_le_bytes());
        }
        out
    }

    /// A table read by groups: from the `pages.groups` section (already checked against the
    /// section table) and where the `pages` section lies in the file; its checksums come a
    /// group at a time ([`PageCache::insert_group`]).
    pub fn from_groups(bytes: &[u8], header_len: u64, table: Range<u64>) -> Result<Self, BundleError> {
        let bad = |what: &str| BundleError::Invalid(format!("section `pages.groups`: {what}"));
        let u32_at = |at: usize| bytes.get(at..at + 4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        let page_size = u32_at(0).ok_or_else(|| bad("too short"))?;
        let count = u32_at(4).ok_or_else(|| bad("too short"))? as usize;
        let covered =
            bytes.get(8..16).and_then(|b| b.try_into().ok()).map(u64::from_le_bytes).ok_or_else(|| bad("too short"))?;
        let group = u32_at(16).ok_or_else(|| bad("too short"))? as usize;
        if !page_size.is_power_of_two() || page_size < 4096 {
            return Err(bad(&format!("page size {page_size} is not a power of two ≥ 4096")));
        }
        if group == 0
            || covered.div_ceil(page_size as u64) != count as u64
            || bytes.len() != 20 + 8 * count.div_ceil(group)
            || table.end - table.start != 16 + 8 * count as u64
        {
            return Err(bad(&format!("{count} pages of {page_size} in groups of {group} do not fit the sections")));
        }
        let group_sums =
            bytes[20..].chunks_exact(8).map(|c| u64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect();
        Ok(Self { page_size, covered, header_len, checksums: vec![0; count], group, table_at: table.start, group_sums })
    }

    /// True when the checksums come a group at a time.
    pub fn by_groups(&self) -> bool {
        self.group > 0
    }

    /// The group of checksums holding page `i`'s (a table read by groups).
    pub fn group_of(&self, i: u32) -> usize {
        i as usize / self.group.max(1)
    }

    /// File bytes of group `g`'s checksums in the `pages` section.
    pub fn group_range(&self, g: usize) -> Range<u64> {
        let first = (g * self.group) as u64;
        let end = ((g + 1) * self.group).min(self.checksums.len()) as u64;
        self.table_at + 16 + 8 * first..self.table_at + 16 + 8 * end.max(first)
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
        self.verify_against(i, page, self.checksums.get(i as usize).copied())
    }

    fn verify_against(&self, i: u32, page: &[u8], checksum: Option<u64>) -> Result<(), BundleError> {
        let full = self.range(i);
        let checked = page_bytes(i, self.page_size, self.covered, self.header_len);
        let ok = page.len() as u64 == full.end - full.start
            && checksum.is_some_and(|c| {
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
    /// A table read by groups: the checksums of each group loaded so far.
    groups: Vec<Option<Box<[u64]>>>,
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
        let groups = vec![None; table.group_sums.len()];
        let state =
            Pages { pages: vec![None; n], last_use: vec![0; n], clock: 0, held: 0, missing: BTreeSet::new(), groups };
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

    /// The groups of checksums (a table read by groups) that `pages` need and the cache does
    /// not hold yet, in order.
    pub fn missing_groups(&self, pages: &[u32]) -> Vec<usize> {
        if !self.table.by_groups() {
            return Vec::new();
        }
        let state = self.state();
        let mut out: Vec<usize> = pages
            .iter()
            .map(|&p| self.table.group_of(p))
            .filter(|&g| state.groups.get(g).is_some_and(|c| c.is_none()))
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Adds group `g` of checksums as fetched ([`PageTable::group_range`]), after checking it
    /// against `pages.groups`.
    pub fn insert_group(&self, g: usize, bytes: &[u8]) -> Result<(), BundleError> {
        let r = self.table.group_range(g);
        if bytes.len() as u64 != r.end - r.start || self.table.group_sums.get(g) != Some(&xxh3_64(bytes)) {
            return Err(BundleError::Checksum { what: format!("page checksums, group {g}") });
        }
        let sums = bytes.chunks_exact(8).map(|c| u64::from_le_bytes(c.try_into().unwrap_or([0; 8]))).collect();
        if let Some(slot) = self.state().groups.get_mut(g) {
            *slot = Some(sums);
        }
        Ok(())
    }

    /// Adds a fetched page after checking its checksum.
    pub fn insert(&self, i: u32, bytes: Vec<u8>) -> Result<(), BundleError> {
        if self.table.by_groups() {
            let (g, at) = (self.table.group_of(i), i as usize % self.table.group);
            let sum = self.state().groups.get(g).and_then(|c| c.as_ref()?.get(at).copied());
            self.table.verify_against(i, &bytes, sum)?;
        } else {
            self.table.verify(i, &bytes)?;
        }
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
