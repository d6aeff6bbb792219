//! Writes the paged layout (`dualgraph build --layout paged`): a bundle's sections reordered
//! hot first, the dictionary's sparse index added, and the `pages` checksum table last (see
//! [`crate::format::pages`] for the layout and how it is read).

use crate::format::bundle::{Bundle, BundleError, BundleWriter};
use crate::format::dictionary::{DictView, SparseIndex, SPARSE_STRIDE};
use crate::format::manifest::sections;
use crate::format::packed::{pack, PackedLayout};
use crate::format::pages::{page_bytes, PageTable, Source, MAX_PAGE_SIZE, OPEN_SECTIONS, PAGED_SECTIONS, PAGE_GROUP};
use xxhash_rust::xxh3::xxh3_64;

/// Rewrites a bundle in the paged layout: sections hot first, then a `pages` section with one
/// checksum per `page_size` bytes. Fails when `page_size` is not a power of two in
/// 4 KiB..[`MAX_PAGE_SIZE`].
pub fn paginate(bundle: &Bundle, page_size: u32) -> Result<Vec<u8>, BundleError> {
    if !page_size.is_power_of_two() || !(4096..=MAX_PAGE_SIZE).contains(&page_size) {
        return Err(BundleError::Invalid(format!(
            "page size {page_size} is not a power of two in 4096..={MAX_PAGE_SIZE}"
        )));
    }
    // File order: what opening needs, then the SKG indexes a query pages through, then the rest
    // (the TKG, loaded whole on first use).
    let order: Vec<&str> = OPEN_SECTIONS.iter().chain(PAGED_SECTIONS).copied().collect();
    let mut names: Vec<&str> = order.iter().copied().filter(|n| bundle.section_range(n).is_ok()).collect();
    names.extend(
        bundle
            .sections()
            .map(|(n, _)| n)
            .filter(|n| !order.contains(n) && *n != sections::PAGES && *n != sections::PAGE_GROUPS),
    );
    // The POS index as columns of ids instead of positions into SPO order: a lookup by
    // predicate and object then reads one run of pages, not a page per result.
    let mut columns = match bundle.section_range(sections::POS_TRIPLES) {
        Ok(_) => Some(pos_columns(bundle)?),
        Err(_) => None,
    };
    let mut w = BundleWriter::new();
    for name in &names {
        if *name == sections::POS_TRIPLES {
            if let Some(c) = columns.take() {
                w.section(sections::POS_SUBJECTS, c.subjects).section(sections::POS_OBJECTS, c.objects);
            }
            continue;
        }
        w.section(name, bundle.section(name)?.to_vec());
        // The sparse indexes this layout adds, with the open sections.
        if *name == sections::POS_OFFSETS {
            if bundle.section_range(sections::DICT_INDEX).is_err() {
                w.section(sections::DICT_INDEX, sparse_dictionary_index(bundle)?);
            }
            if let Some(c) = columns.as_mut() {
                w.section(sections::POS_INDEX, std::mem::take(&mut c.index));
            }
            if bundle.section_range(sections::SPO_INDEX).is_err()
                && bundle.section_range(sections::SPO_SUBJECTS).is_ok()
            {
                w.section(sections::SPO_INDEX, spo_samples(bundle)?);
            }
        }
    }
    // The pages section's size is known before its content: reserve it, lay the file out, then
    // checksum the pages and fill it in.
    let covered = w.next_offset_before(2);
    let count = covered.div_ceil(page_size as u64);
    let table_len = 16 + 8 * count as usize;
    let groups_len = 20 + 8 * (count as usize).div_ceil(PAGE_GROUP);
    w.section(sections::PAGES, vec![0; table_len]).section(sections::PAGE_GROUPS, vec![0; groups_len]);
    let mut bytes = w.into_bytes();
    let header_len = Bundle::header_len(&bytes)?;
    let mut table = Vec::with_capacity(table_len);
    table.extend_from_slice(&page_size.to_le_bytes());
    table.extend_from_slice(&(count as u32).to_le_bytes());
    table.extend_from_slice(&covered.to_le_bytes());
    let mut checksums = Vec::with_capacity(count as usize);
    for i in 0..count {
        let r = page_bytes(i as u32, page_size, covered, header_len as u64);
        checksums.push(xxh3_64(&bytes[r.start as usize..r.end as usize]));
    }
    for c in &checksums {
        table.extend_from_slice(&c.to_le_bytes());
    }
    let groups = PageTable::groups_section(page_size, covered, &checksums);
    debug_assert_eq!(groups.len(), groups_len);
    let placed = Bundle::from_head(&bytes, bytes.len() as u64)?;
    let (at, groups_at) = (placed.section_range(sections::PAGES)?, placed.section_range(sections::PAGE_GROUPS)?);
    debug_assert_eq!(at.start as u64, covered);
    bytes[at].copy_from_slice(&table);
    bytes[groups_at].copy_from_slice(&groups);
    Bundle::patch_section_checksum(&mut bytes, sections::PAGES)?;
    Bundle::patch_section_checksum(&mut bytes, sections::PAGE_GROUPS)?;
    Ok(bytes)
}

/// The packed POS sections of the paged layout.
struct PosColumns {
    /// `pos.subjects`.
    subjects: Vec<u8>,
    /// `pos.objects`.
    objects: Vec<u8>,
    /// `pos.index`.
    index: Vec<u8>,
}

/// Entries of `pos.objects` per `pos.index` sample: a POS lookup reads the samples (loaded at
/// open), then one block of this many object ids (a page or two).
pub const POS_INDEX_STRIDE: usize = 256;

/// `pos.subjects` and `pos.objects` (packed) of a whole bundle: the subject and object id of
/// each entry of its `pos.triples` permutation; and `pos.index`, the object id of every
/// [`POS_INDEX_STRIDE`]-th entry.
fn pos_columns(bundle: &Bundle) -> Result<PosColumns, BundleError> {
    let source = Source::Whole(bundle.bytes());
    let layout = |name: &str| -> Result<PackedLayout, BundleError> {
        PackedLayout::read(source, bundle.section_range(name)?)
            .ok_or_else(|| BundleError::Invalid(format!("section `{name}` is not a valid packed array")))
    };
    let (offsets, objects, pos) =
        (layout(sections::SPO_SUBJECTS)?, layout(sections::SPO_OBJECTS)?, layout(sections::POS_TRIPLES)?);
    let bytes = bundle.bytes();
    let (offsets, objects, pos) = (offsets.view(bytes), objects.view(bytes), pos.view(bytes));
    // The subject of every position, from the CSR offsets.
    let mut subject_at = vec![0u32; objects.len()];
    for s in 0..offsets.len().saturating_sub(1) {
        let (a, b) = (offsets.get(s) as usize, offsets.get(s + 1) as usize);
        if a > b || b > subject_at.len() {
            return Err(BundleError::Invalid("spo.subjects is not a monotonic offset table".into()));
        }
        subject_at[a..b].fill(s as u32);
    }
    let mut subjects = Vec::with_capacity(pos.len());
    let mut objs = Vec::with_capacity(pos.len());
    for t in pos.iter() {
        let t = t as usize;
        if t >= subject_at.len() {
            return Err(BundleError::Invalid("pos.triples references a triple outside the table".into()));
        }
        subjects.push(subject_at[t]);
        objs.push(objects.get(t));
    }
    drop(subject_at);
    let samples: Vec<u32> = objs.iter().step_by(POS_INDEX_STRIDE).copied().collect();
    Ok(PosColumns { subjects: pack(&subjects), objects: pack(&objs), index: pack(&samples) })
}

/// Subjects per `spo.index` sample: a lookup by subject reads the samples (loaded at open),
/// which bound where the rows of 256 subjects lie.
pub const SPO_INDEX_STRIDE: usize = 256;

/// `spo.index` of a whole bundle: every [`SPO_INDEX_STRIDE`]-th value of `spo.subjects` (the
/// first row of subject k·STRIDE).
fn spo_samples(bundle: &Bundle) -> Result<Vec<u8>, BundleError> {
    let source = Source::Whole(bundle.bytes());
    let offsets = PackedLayout::read(source, bundle.section_range(sections::SPO_SUBJECTS)?).ok_or_else(|| {
        BundleError::Invalid(format!("section `{}` is not a valid packed array", sections::SPO_SUBJECTS))
    })?;
    let offsets = offsets.view(bundle.bytes());
    Ok(pack(&offsets.iter().step_by(SPO_INDEX_STRIDE).collect::<Vec<u32>>()))
}

/// The dictionary's sparse index ([`SparseIndex`]) of a whole bundle.
fn sparse_dictionary_index(bundle: &Bundle) -> Result<Vec<u8>, BundleError> {
    let manifest: crate::format::manifest::Manifest = serde_json::from_slice(bundle.section(sections::MANIFEST)?)
        .map_err(|e| BundleError::Invalid(format!("manifest is not valid JSON: {e}")))?;
    let dict = DictView::new(
        Source::Whole(bundle.bytes()),
        bundle.section_range(sections::DICT_OFFSETS)?,
        bundle.section_range(sections::DICT_DATA)?,
        manifest.terms,
    );
    let index = SparseIndex::build(&dict, SPARSE_STRIDE)
        .ok_or_else(|| BundleError::Invalid("the dictionary has an unreadable block".into()))?;
    Ok(index.to_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::pages::{PageCache, PageTable};

    fn sample() -> Bundle {
        let mut w = BundleWriter::new();
        w.section(sections::MANIFEST, b"{}".to_vec())
            .section(sections::DICT_DATA, (0..100_000u32).flat_map(|i| i.to_le_bytes()).collect())
            .section(sections::PREDICATES, vec![7; 10]);
        Bundle::from_bytes(w.finish()).unwrap()
    }

    /// The sample paginated in 4 KiB pages, and its page table.
    fn paged_sample() -> (Vec<u8>, PageTable) {
        let bytes = paginate(&sample(), 4096).unwrap();
        let b = Bundle::from_bytes(bytes.clone()).unwrap();
        let header_len = Bundle::header_len(&bytes).unwrap() as u64;
        let table = PageTable::parse(b.section(sections::PAGES).unwrap(), header_len).unwrap();
        (bytes, table)
    }

    #[test]
    fn a_paged_bundle_is_a_bundle_with_hot_sections_first_and_verifiable_pages() {
        let bytes = paginate(&sample(), 4096).unwrap();
        let b = Bundle::from_bytes(bytes.clone()).unwrap();
        let names: Vec<&str> = b.sections().map(|(n, _)| n).collect();
        assert_eq!(
            names,
            [sections::MANIFEST, sections::PREDICATES, sections::DICT_DATA, sections::PAGES, sections::PAGE_GROUPS]
        );
        let header_len = Bundle::header_len(&bytes).unwrap() as u64;
        let table = PageTable::parse(b.section(sections::PAGES).unwrap(), header_len).unwrap();
        assert_eq!(table.covered, b.section_range(sections::PAGES).unwrap().start as u64);
        let cache = PageCache::new(table.clone(), 1 << 20);
        let r = b.section_range(sections::DICT_DATA).unwrap();
        let at = r.start + 4 * 54_321;
        assert_eq!(cache.read(at..at + 4), None);
        let missing = cache.take_missing();
        assert_eq!(missing, vec![(at / 4096) as u32]);
        for i in missing {
            let pr = table.range(i);
            cache.insert(i, bytes[pr.start as usize..pr.end as usize].to_vec()).unwrap();
        }
        assert_eq!(Source::Paged(&cache).u32_at(at), Some(54_321));
        // A read across a page boundary needs both pages.
        let edge = 3 * 4096 - 4;
        assert_eq!(cache.u64_at(edge), None);
        assert_eq!(cache.take_missing(), vec![2, 3]);
    }

    #[test]
    fn a_table_read_by_groups_checks_each_group_then_its_pages() {
        let bytes = paginate(&sample(), 4096).unwrap();
        let b = Bundle::from_bytes(bytes.clone()).unwrap();
        let header_len = Bundle::header_len(&bytes).unwrap() as u64;
        let pages = b.section_range(sections::PAGES).unwrap();
        let groups = b.section(sections::PAGE_GROUPS).unwrap();
        let table = PageTable::from_groups(groups, header_len, pages.start as u64..pages.end as u64).unwrap();
        assert!(table.by_groups());
        let cache = PageCache::new(table.clone(), 1 << 20);
        let page = |i: u32| {
            let r = table.range(i);
            bytes[r.start as usize..r.end as usize].to_vec()
        };
        // No checksum yet: a page is refused until its group is here.
        assert!(cache.insert(3, page(3)).is_err());
        assert_eq!(cache.missing_groups(&[1, 3, 90]), vec![0]);
        let g = table.group_range(0);
        let mut group = bytes[g.start as usize..g.end as usize].to_vec();
        group[8] ^= 1;
        assert!(cache.insert_group(0, &group).unwrap_err().to_string().contains("group 0"));
        group[8] ^= 1;
        cache.insert_group(0, &group).unwrap();
        assert!(cache.missing_groups(&[3]).is_empty());
        cache.insert(3, page(3)).unwrap();
        let mut bad = page(4);
        bad[10] ^= 1;
        assert!(cache.insert(4, bad).is_err());
        // The same checksums as the whole table.
        let whole = PageTable::parse(b.section(sections::PAGES).unwrap(), header_len).unwrap();
        assert_eq!(whole.len(), table.len());
        assert!(!whole.by_groups());
    }

    #[test]
    fn a_changed_page_is_rejected() {
        let (bytes, table) = paged_sample();
        let cache = PageCache::new(table.clone(), 1 << 20);
        let r = table.range(5);
        let mut page = bytes[r.start as usize..r.end as usize].to_vec();
        page[100] ^= 1;
        assert!(cache.insert(5, page).unwrap_err().to_string().contains("page 5"));
        assert!(cache.insert(5, bytes[r.start as usize..r.end as usize - 1].to_vec()).is_err());
    }

    #[test]
    fn eviction_keeps_the_budget_and_drops_the_least_recently_used() {
        let (bytes, table) = paged_sample();
        let cache = PageCache::new(table.clone(), 3 * 4096);
        for i in 0..6u32 {
            let r = table.range(i);
            cache.insert(i, bytes[r.start as usize..r.end as usize].to_vec()).unwrap();
        }
        cache.u64_at(0);
        cache.evict_to_budget(&[]);
        assert!(cache.held_bytes() <= 3 * 4096);
        assert!(cache.holds(0) && cache.holds(5) && !cache.holds(1));
    }
}
