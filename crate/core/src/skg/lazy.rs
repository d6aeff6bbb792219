//! Paged bundles read lazily, page by page, from any host that answers HTTP Range requests.
//!
//! Opening costs two round trips: the first 64 KiB (header and section table), then the
//! sections every question needs (manifest, predicates, lexicon, encoder), the `pages` checksum
//! table, and the first page of each index. Everything else — dictionary blocks, index runs,
//! the TKG — is fetched when a question reads it.
//!
//! **Synchronous evaluation, asynchronous pages.** spareval evaluates a query synchronously
//! through `QueryableDataset`, and a page cannot be awaited from inside it. So a read of a page
//! the [`PageCache`](crate::format::pages::PageCache) does not hold returns nothing and records
//! the page; the dataset then fails the evaluation with a page fault, and
//! [`Lazy::fetch_missing`] fetches every recorded page in one round of Range requests (adjacent
//! pages coalesced into one request, requests sent together) before the query runs again. A query
//! therefore costs one round trip per level of its plan that reaches new pages (a dictionary
//! lookup, then an index range, then the rows it joins), and nothing once its pages are cached.
//! Results computed while a fault is pending are thrown away, never returned.
//!
//! Every page is checked against the `pages` table; a page that does not match, a file whose
//! size changed, or a `416` means the file was replaced or truncated under us:
//! [`LazyError::Changed`], and the caller opens it again. A server that ignores `Range` (`200`
//! with the whole body) is reported as [`Reply::Whole`]: opening then falls back to the whole
//! bundle with a message saying why.

use crate::format::bundle::{Bundle, BundleError};
use crate::format::manifest::sections;
use crate::format::pages::{PageCache, PageTable, MAX_PAGE_SIZE, OPEN_SECTIONS, PAGED_SECTIONS, PAGE_GROUP};
use crate::skg::store::Store;
use std::ops::Range;
use std::sync::Mutex;

use crate::skg::page_source::coalesce;
pub use crate::skg::page_source::{
    FetchStats, Lazy, LazyError, RangeReader, ReaderBounds, Reply, DEFAULT_CACHE_BYTES, HEAD_BYTES, MAX_ROUNDS,
};

/// How a bundle was opened.
pub enum Opened {
    /// Lazily: pages are fetched as questions read them.
    Paged(Store),
    /// Whole: the server ignored Range, or the file is not paged. The message says why.
    Whole(Store, String),
}

fn bundle_error(reader: &dyn RangeReader, error: BundleError) -> LazyError {
    LazyError::Bundle { location: reader.location().to_owned(), error }
}

/// Opens a bundle through `reader`: lazily when it is paged and the server honours Range,
/// else whole (with the reason). `cache_bytes` bounds the pages kept between questions.
pub async fn open(reader: Box<dyn RangeReader>, cache_bytes: usize) -> Result<Opened, LazyError> {
    let whole = |reader: &dyn RangeReader, bytes: Vec<u8>, why: String| -> Result<Opened, LazyError> {
        let store = Store::from_bytes(bytes).map_err(|e| bundle_error(reader, e))?;
        Ok(Opened::Whole(store, why))
    };
    let location = reader.location().to_owned();
    let (head, file_len) = match reader.read(std::iter::once(0..HEAD_BYTES).collect()).await? {
        Reply::Whole(bytes) => {
            let why = format!(
                "{location} does not answer Range requests: the whole bundle ({} bytes) was downloaded",
                bytes.len()
            );
            return whole(reader.as_ref(), bytes, why);
        }
        Reply::Parts { mut parts, total } => (parts.pop().unwrap_or_default(), total),
    };
    let mut stats = FetchStats { round_trips: 1, requests: 1, bytes: head.len() as u64, ..FetchStats::default() };
    let bundle =
        Bundle::from_head(&head, file_len.unwrap_or(u64::MAX)).map_err(|e| bundle_error(reader.as_ref(), e))?;
    // Without a size from the server, the file ends where its last section does.
    let file_len = file_len.unwrap_or_else(|| bundle.sections_end());
    let Ok(pages_range) = bundle.section_range(sections::PAGES) else {
        // Not paged: the rest of the file, then a whole store.
        let rest = match reader.read(std::iter::once(head.len() as u64..file_len).collect()).await? {
            Reply::Parts { mut parts, .. } => parts.pop().unwrap_or_default(),
            Reply::Whole(bytes) => return whole(reader.as_ref(), bytes, format!("{location} is not a paged bundle")),
        };
        let mut bytes = head;
        bytes.extend_from_slice(&rest);
        return whole(reader.as_ref(), bytes, format!("{location} is not a paged bundle (build it with --layout paged to read it lazily): it was downloaded whole"));
    };
    let header_len = Bundle::header_len(&head).map_err(|e| bundle_error(reader.as_ref(), e))? as u64;
    // Round two: the open sections (as whole pages: the packed ones are read through the
    // cache), the first page of every index, and the page table.
    let open_end = OPEN_SECTIONS
        .iter()
        .filter_map(|n| bundle.section_range(n).ok())
        .map(|r| r.end as u64)
        .max()
        .unwrap_or(header_len);
    let index_starts: Vec<u64> =
        PAGED_SECTIONS.iter().filter_map(|n| bundle.section_range(n).ok()).map(|r| r.start as u64).collect();
    // Pages are at most MAX_PAGE_SIZE bytes and aligned to their size, so ranges aligned to
    // MAX_PAGE_SIZE hold whole pages whatever the page size the table will say.
    let align = MAX_PAGE_SIZE as u64;
    // A table read by groups (`pages.groups`): that small section instead of the whole table,
    // and the groups of checksums of the pages fetched now. The page size is not known yet:
    // take the groups for every size the table's length allows (one in practice).
    let groups_range = bundle.section_range(sections::PAGE_GROUPS).ok();
    let (table_at, count) = (pages_range.start as u64, (pages_range.len() as u64).saturating_sub(16) / 8);
    let mut wanted_groups: Vec<usize> = Vec::new();
    if groups_range.is_some() {
        let read: Vec<Range<u64>> =
            std::iter::once(0..open_end.max(1)).chain(index_starts.iter().map(|&s| s..s + 8)).collect();
        for size in (12..=MAX_PAGE_SIZE.trailing_zeros()).map(|b| 1u64 << b) {
            if table_at.div_ceil(size) != count {
                continue;
            }
            for r in &read {
                let (a, b) = (r.start / size / PAGE_GROUP as u64, (r.end - 1) / size / PAGE_GROUP as u64);
                wanted_groups.extend((a..=b).map(|g| g as usize));
            }
        }
        wanted_groups.sort_unstable();
        wanted_groups.dedup();
    }
    let group_range = |g: usize| {
        let first = g as u64 * PAGE_GROUP as u64;
        let end = ((g as u64 + 1) * PAGE_GROUP as u64).min(count);
        table_at + 16 + 8 * first..table_at + 16 + 8 * end.max(first)
    };
    let mut ranges: Vec<Range<u64>> = Vec::new();
    ranges.push(0..open_end.div_ceil(align) * align);
    match &groups_range {
        Some(g) => {
            ranges.push(g.start as u64..g.end as u64);
            ranges.extend(wanted_groups.iter().map(|&g| group_range(g)));
        }
        None => ranges.push(pages_range.start as u64..pages_range.end as u64),
    }
    ranges.extend(index_starts.iter().map(|s| s / align * align..(s / align + 1) * align));
    let ranges: Vec<Range<u64>> = coalesce(ranges)
        .into_iter()
        .map(|r| r.start.min(file_len)..r.end.min(file_len))
        .filter(|r| !r.is_empty())
        .collect();
    let parts = match reader.read(ranges.clone()).await? {
        Reply::Parts { parts, total } if total.is_none_or(|t| t == file_len) => parts,
        Reply::Parts { total, .. } => {
            return Err(LazyError::Changed(location, format!("{} bytes, was {file_len}", total.unwrap_or(0))))
        }
        Reply::Whole(_) => return Err(LazyError::RangeIgnored(location)),
    };
    stats.round_trips += 1;
    stats.requests += ranges.len() as u64;
    stats.bytes += parts.iter().map(|p| p.len() as u64).sum::<u64>();
    let slice = |r: Range<u64>| -> Option<Vec<u8>> {
        let (range, bytes) =
            ranges.iter().zip(&parts).find(|(range, _)| range.start <= r.start && r.end <= range.end)?;
        bytes.get((r.start - range.start) as usize..(r.end - range.start) as usize).map(<[u8]>::to_vec)
    };
    let short = |what: &str| LazyError::Changed(location.clone(), format!("{what} came back short"));
    let table = match &groups_range {
        Some(g) => {
            let bytes = slice(g.start as u64..g.end as u64).ok_or_else(|| short("the page checksums' groups"))?;
            bundle.load_section(sections::PAGE_GROUPS, bytes.clone()).map_err(|e| bundle_error(reader.as_ref(), e))?;
            PageTable::from_groups(&bytes, header_len, pages_range.start as u64..pages_range.end as u64)
                .map_err(|e| bundle_error(reader.as_ref(), e))?
        }
        None => {
            let table_bytes =
                slice(pages_range.start as u64..pages_range.end as u64).ok_or_else(|| short("the page table"))?;
            bundle.load_section(sections::PAGES, table_bytes.clone()).map_err(|e| bundle_error(reader.as_ref(), e))?;
            PageTable::parse(&table_bytes, header_len).map_err(|e| bundle_error(reader.as_ref(), e))?
        }
    };
    if table.page_size > MAX_PAGE_SIZE {
        return Err(bundle_error(
            reader.as_ref(),
            BundleError::Invalid(format!("page size {} is above {MAX_PAGE_SIZE}", table.page_size)),
        ));
    }
    let cache = PageCache::new(table, cache_bytes);
    let table = cache.table();
    let mut wanted: Vec<u32> = table.pages_of(0..open_end).collect();
    for &start in &index_starts {
        wanted.extend(table.pages_of(start..start + 8));
    }
    wanted.sort_unstable();
    wanted.dedup();
    for g in cache.missing_groups(&wanted) {
        let bytes = slice(table.group_range(g)).ok_or_else(|| short(&format!("page checksums, group {g}")))?;
        cache.insert_group(g, &bytes).map_err(|e| LazyError::Changed(location.clone(), e.to_string()))?;
    }
    for p in wanted {
        let page = slice(table.range(p)).ok_or_else(|| short(&format!("page {p}")))?;
        cache.insert(p, page).map_err(|e| LazyError::Changed(location.clone(), e.to_string()))?;
    }
    stats.pages = cache.held_pages() as u64;
    let sections = bundle.sections().filter_map(|(n, _)| Some((n.to_owned(), bundle.section_range(n).ok()?))).collect();
    let lazy = Lazy { cache, reader, file_len, stats: Mutex::new(stats), sections };
    for name in OPEN_SECTIONS {
        let Ok(r) = bundle.section_range(name) else { continue };
        let bytes = lazy
            .cache
            .read(r.clone())
            .ok_or_else(|| bundle_error(lazy.reader.as_ref(), BundleError::NotLoaded((*name).into())))?;
        bundle.load_section(name, bytes).map_err(|e| bundle_error(lazy.reader.as_ref(), e))?;
        // Held once: the packed ones are read through the cache, the others as loaded.
        if ![sections::PREDICATES, sections::POS_OFFSETS].contains(name) {
            lazy.cache.forget(r.start as u64..r.end as u64);
        }
    }
    let location = lazy.reader.location().to_owned();
    let store = Store::from_lazy(bundle, lazy).map_err(|error| LazyError::Bundle { location, error })?;
    Ok(Opened::Paged(store))
}

impl Store {
    /// Loads whole sections of a lazily read bundle that are not here yet (the TKG's, on the
    /// first question that reads passages), in one round. Nothing to do for a whole bundle.
    pub async fn load_sections(&self, names: &[&str]) -> Result<(), LazyError> {
        let Some(lazy) = self.lazy() else { return Ok(()) };
        let bundle = self.bundle();
        let wanted: Vec<(&str, Range<usize>)> = names
            .iter()
            .filter(|n| !bundle.has_loaded(n))
            .filter_map(|n| bundle.section_range(n).ok().map(|r| (*n, r)))
            .collect();
        if wanted.is_empty() {
            return Ok(());
        }
        let parts = lazy.read(wanted.iter().map(|(_, r)| r.start as u64..r.end as u64).collect()).await?;
        let location = lazy.reader.location().to_owned();
        for ((name, _), bytes) in wanted.iter().zip(parts) {
            bundle.load_section(name, bytes).map_err(|e| LazyError::Changed(location.clone(), e.to_string()))?;
        }
        Ok(())
    }
}
