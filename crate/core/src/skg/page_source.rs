//! Where a lazily read paged bundle's pages come from: the [`RangeReader`] trait (HTTP Range
//! requests, a JS function), the page cache with its reader ([`Lazy`]: fetch the pages reads
//! asked for, in one round), transfer counters and errors. Opening a bundle and the retry loop
//! around queries are in [`crate::skg::lazy`] and [`crate::skg::symbolic`].

use crate::format::bundle::BundleError;
use crate::format::manifest::sections;
use crate::format::pages::PageCache;
use crate::llm::transport::LocalFuture;
use std::ops::Range;
use std::sync::Mutex;

/// Bytes fetched first: the header and section table, usually the small sections too.
pub const HEAD_BYTES: u64 = 64 * 1024;

/// Default memory budget of a page cache (what stays cached between questions).
pub const DEFAULT_CACHE_BYTES: usize = 48 << 20;

/// Most fetch rounds one query may need before it is given up (a plan reaching new pages
/// level after level; each round fetches every page the last run asked for).
pub const MAX_ROUNDS: usize = 64;

/// What a server sent for a set of byte ranges.
pub enum Reply {
    /// One body per range requested (`206 Partial Content`), and the file size the server gave.
    Parts {
        /// Bodies, in the order of the ranges.
        parts: Vec<Vec<u8>>,
        /// Size of the whole file (`Content-Range: bytes a-b/size`), when the server said it.
        total: Option<u64>,
    },
    /// The server ignored `Range` and sent the whole file (`200`).
    Whole(Vec<u8>),
}

/// Natively a store is shared across threads, so its reader must be too; in wasm (one thread)
/// a reader may hold JS values (a JS function reading R2 in a Worker).
#[cfg(not(target_arch = "wasm32"))]
pub trait ReaderBounds: Send + Sync {}
#[cfg(not(target_arch = "wasm32"))]
impl<T: Send + Sync> ReaderBounds for T {}
/// Natively a store is shared across threads, so its reader must be too; in wasm (one thread)
/// a reader may hold JS values (a JS function reading R2 in a Worker).
#[cfg(target_arch = "wasm32")]
pub trait ReaderBounds {}
#[cfg(target_arch = "wasm32")]
impl<T> ReaderBounds for T {}

/// Reads byte ranges of one bundle file: HTTP Range requests natively and in wasm, or a JS
/// function (R2 or static assets in a Worker).
pub trait RangeReader: ReaderBounds {
    /// Fetches `ranges` (all together: one round trip).
    fn read(&self, ranges: Vec<Range<u64>>) -> LocalFuture<'_, Result<Reply, LazyError>>;
    /// Where the file is (for messages).
    fn location(&self) -> &str;
}

/// Why a paged bundle could not be read.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum LazyError {
    /// The bytes are not a valid bundle.
    #[error("{location}: {error}")]
    Bundle {
        /// Where the file is.
        location: String,
        /// What is wrong.
        error: BundleError,
    },
    /// The file changed (size, a page checksum, or a range now beyond its end) since it was
    /// opened: open it again.
    #[error("{0}: the bundle changed on the server since it was opened ({1}); open it again")]
    Changed(String, String),
    /// An HTTP status other than 200/206/416.
    #[error("{location}: HTTP {status} for bytes {range}")]
    Status {
        /// Where the file is.
        location: String,
        /// Status code.
        status: u16,
        /// The range asked for.
        range: String,
    },
    /// Network or protocol failure.
    #[error("{0}: {1}")]
    Network(String, String),
    /// The server ignored `Range` in the middle of a session (after answering it at open).
    #[error("{0}: the server stopped honouring Range requests (it sent the whole file)")]
    RangeIgnored(String),
    /// Too many rounds for one query.
    #[error("{0}: a query needed more than {MAX_ROUNDS} rounds of page fetches")]
    TooManyRounds(String),
}

/// Transfer counters of one lazily read bundle.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct FetchStats {
    /// Rounds of requests (each waited for before the next).
    pub round_trips: u64,
    /// HTTP requests (one per coalesced range).
    pub requests: u64,
    /// Bytes received.
    pub bytes: u64,
    /// Pages fetched.
    pub pages: u64,
    /// Bytes of pages fetched, by the section they start in (where the bytes go).
    pub by_section: std::collections::BTreeMap<String, u64>,
}

impl std::fmt::Display for FetchStats {
    /// "N bytes in R round trips (Q requests, P pages); by section: a 1, b 2".
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} bytes in {} round trips ({} requests, {} pages)",
            self.bytes, self.round_trips, self.requests, self.pages
        )?;
        if !self.by_section.is_empty() {
            let sections: Vec<String> = self.by_section.iter().map(|(s, b)| format!("{s} {b}")).collect();
            write!(f, "; by section: {}", sections.join(", "))?;
        }
        Ok(())
    }
}

/// A paged bundle's page cache and the reader of its pages (held by a lazily read
/// [`crate::skg::store::Store`]).
pub struct Lazy {
    pub(crate) cache: PageCache,
    pub(crate) reader: Box<dyn RangeReader>,
    pub(crate) file_len: u64,
    pub(crate) stats: Mutex<FetchStats>,
    /// Section names and file ranges (for [`FetchStats::by_section`]).
    pub(crate) sections: Vec<(String, Range<usize>)>,
}

/// Largest range one request of a round asks for: longer runs of pages go as several requests
/// in flight together (a bounded time per request, and parallel transfers).
pub const MAX_REQUEST_BYTES: u64 = 4 << 20;

/// Splits ranges longer than `max` into pieces of `max` bytes (page-aligned when `max` is a
/// multiple of the page size and the ranges start on pages).
pub(crate) fn split_long(ranges: Vec<Range<u64>>, max: u64) -> Vec<Range<u64>> {
    let mut out = Vec::with_capacity(ranges.len());
    for r in ranges {
        let mut start = r.start;
        while r.end - start > max {
            out.push(start..start + max);
            start += max;
        }
        out.push(start..r.end);
    }
    out
}

/// Merges sorted, possibly overlapping or touching ranges.
pub(crate) fn coalesce(mut ranges: Vec<Range<u64>>) -> Vec<Range<u64>> {
    ranges.sort_by_key(|r| r.start);
    let mut out: Vec<Range<u64>> = Vec::new();
    for r in ranges.into_iter().filter(|r| !r.is_empty()) {
        match out.last_mut() {
            Some(last) if r.start <= last.end => last.end = last.end.max(r.end),
            _ => out.push(r),
        }
    }
    out
}

impl Lazy {
    /// Transfer counters so far (opening included).
    pub fn stats(&self) -> FetchStats {
        self.stats.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// The section holding file byte `at`.
    fn section_at(&self, at: u64) -> &str {
        self.sections.iter().find(|(_, r)| r.contains(&(at as usize))).map_or("header", |(n, _)| n.as_str())
    }

    /// Where the bundle is.
    pub fn location(&self) -> &str {
        self.reader.location()
    }

    /// The page cache.
    pub fn cache(&self) -> &PageCache {
        &self.cache
    }

    fn count(&self, round_trips: usize, requests: usize, bytes: usize, pages: usize) {
        let mut s = self.stats.lock().unwrap_or_else(|e| e.into_inner());
        s.round_trips += round_trips as u64;
        s.requests += requests as u64;
        s.bytes += bytes as u64;
        s.pages += pages as u64;
    }

    /// Fetches `ranges` in one round; a changed size or an ignored Range is an error.
    pub(crate) async fn read(&self, ranges: Vec<Range<u64>>) -> Result<Vec<Vec<u8>>, LazyError> {
        let requests = ranges.len();
        let location = self.reader.location().to_owned();
        match self.reader.read(ranges).await? {
            Reply::Parts { parts, total } => {
                if let Some(total) = total.filter(|&t| t != self.file_len) {
                    return Err(LazyError::Changed(location, format!("{total} bytes, was {}", self.file_len)));
                }
                self.count(1, requests, parts.iter().map(Vec::len).sum(), 0);
                Ok(parts)
            }
            Reply::Whole(_) => Err(LazyError::RangeIgnored(location)),
        }
    }

    /// Fetches every page reads asked for since the last fetch, in one round (adjacent pages
    /// in one request). Returns the number of pages fetched. Pages are not dropped here: a
    /// query's pages must all be present at once for it to finish ([`Lazy::start_query`] drops
    /// the least recently used beyond the budget before the next one).
    pub async fn fetch_missing(&self) -> Result<usize, LazyError> {
        let missing = self.cache.take_missing();
        self.fetch_pages(&missing).await
    }

    /// Before a query: drops the least recently used pages beyond the cache budget, and forgets
    /// faults of earlier work.
    pub fn start_query(&self) {
        self.cache.take_missing();
        self.cache.evict_to_budget(&[]);
    }

    pub(crate) async fn fetch_pages(&self, pages: &[u32]) -> Result<usize, LazyError> {
        let pages: Vec<u32> = pages.iter().copied().filter(|&p| !self.cache.holds(p)).collect();
        if pages.is_empty() {
            return Ok(0);
        }
        let table = self.cache.table();
        let ranges = split_long(coalesce(pages.iter().map(|&p| table.range(p)).collect()), MAX_REQUEST_BYTES);
        // A table read by groups: the checksums of the pages' groups not here yet, in the same
        // round (8 KiB each, after the pages' ranges).
        let groups = self.cache.missing_groups(&pages);
        let group_ranges: Vec<Range<u64>> = groups.iter().map(|&g| table.group_range(g)).collect();
        let mut parts = self.read(ranges.iter().chain(&group_ranges).cloned().collect()).await?;
        let location = self.reader.location().to_owned();
        let group_parts = parts.split_off(ranges.len().min(parts.len()));
        if group_parts.len() != groups.len() {
            return Err(LazyError::Changed(location, "page checksums came back short".into()));
        }
        for ((g, r), bytes) in groups.iter().zip(&group_ranges).zip(group_parts) {
            self.cache.insert_group(*g, &bytes).map_err(|e| LazyError::Changed(location.clone(), e.to_string()))?;
            *self
                .stats
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .by_section
                .entry(sections::PAGES.into())
                .or_default() += r.end - r.start;
        }
        let mut fetched = 0;
        for (range, bytes) in ranges.iter().zip(parts) {
            for p in table.pages_of(range.clone()) {
                let r = table.range(p);
                let page =
                    bytes.get((r.start - range.start) as usize..(r.end - range.start) as usize).ok_or_else(|| {
                        LazyError::Changed(
                            location.clone(),
                            format!("bytes {}..{} came back short", range.start, range.end),
                        )
                    })?;
                self.cache.insert(p, page.to_vec()).map_err(|e| LazyError::Changed(location.clone(), e.to_string()))?;
                fetched += 1;
                let section = self.section_at(r.start).to_owned();
                *self.stats.lock().unwrap_or_else(|e| e.into_inner()).by_section.entry(section).or_default() +=
                    r.end - r.start;
            }
        }
        self.count(0, 0, 0, fetched);
        Ok(fetched)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn adjacent_and_overlapping_ranges_become_one_request() {
        assert_eq!(coalesce(vec![10..20, 0..10, 30..40, 35..50, 60..60]), vec![0..20, 30..50]);
    }

    #[test]
    fn long_runs_of_pages_go_as_several_requests() {
        assert_eq!(split_long(vec![0..10, 20..45], 10), vec![0..10, 20..30, 30..40, 40..45]);
    }
}
