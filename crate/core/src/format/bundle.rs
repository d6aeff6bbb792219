//! Bundle container format v1 (`.dgb`): one file, many checksummed sections.
//!
//! Layout (all integers little-endian):
//! ```text
//! 0   magic        8 bytes  "DGBUNDLE"
//! 8   version      u32      format version (1)
//! 12  sections     u32      number of entries in the section table
//! 16  table        sections × 40 bytes: name [16, zero-padded ASCII], offset u64, length u64, xxh3-64 u64
//! ..  header xxh3  u64      over bytes 0..end of table
//! ..  section data, each section starting at an 8-byte aligned offset
//! ```
//! Readers reject, with a message saying which: other files, newer versions, truncation, and
//! checksum mismatches. Section payloads are read in place (no copies at load time).

use std::ops::Range;
use std::sync::OnceLock;
use xxhash_rust::xxh3::xxh3_64;

/// File magic.
pub const MAGIC: &[u8; 8] = b"DGBUNDLE";
/// Format version written by this engine (and the only one it reads).
pub const FORMAT_VERSION: u32 = 1;
const TABLE_ENTRY: usize = 40;
const NAME_LEN: usize = 16;

/// Why a bundle could not be read.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BundleError {
    /// The bytes do not start with the bundle magic.
    #[error("not a dualgraph bundle (missing \"DGBUNDLE\" magic at byte 0)")]
    NotABundle,
    /// Written by a newer engine.
    #[error("bundle format version {found} is newer than this engine supports ({FORMAT_VERSION}); upgrade dualgraph or rebuild the bundle")]
    NewerVersion {
        /// Version in the file.
        found: u32,
    },
    /// Older, unsupported version.
    #[error("bundle format version {found} is no longer supported (this engine reads version {FORMAT_VERSION}); rebuild the bundle")]
    OlderVersion {
        /// Version in the file.
        found: u32,
    },
    /// The file ends early.
    #[error("bundle is truncated: {what} needs {needed} bytes but the file has {actual}")]
    Truncated {
        /// What was being read.
        what: String,
        /// Bytes needed.
        needed: u64,
        /// Bytes available.
        actual: u64,
    },
    /// A checksum does not match.
    #[error("bundle is corrupted: checksum mismatch in {what}")]
    Checksum {
        /// Header or section name.
        what: String,
    },
    /// A required section is missing.
    #[error("bundle has no `{0}` section")]
    MissingSection(String),
    /// Structurally invalid content.
    #[error("bundle is invalid: {0}")]
    Invalid(String),
    /// A section of a lazily read bundle that was not fetched.
    #[error("section `{0}` of this paged bundle has not been loaded")]
    NotLoaded(String),
}

/// Builds a bundle from named sections.
#[derive(Default)]
pub struct BundleWriter {
    sections: Vec<(String, Vec<u8>)>,
}

impl BundleWriter {
    /// Creates an empty writer.
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a section. Names are ASCII, at most 16 bytes, unique.
    pub fn section(&mut self, name: &str, bytes: Vec<u8>) -> &mut Self {
        assert!(name.len() <= NAME_LEN && name.is_ascii(), "section name {name:?} must be ASCII and at most 16 bytes");
        assert!(!self.sections.iter().any(|(n, _)| n == name), "duplicate section {name:?}");
        self.sections.push((name.to_owned(), bytes));
        self
    }

    /// Serializes the bundle, freeing each section once it is copied (the bundle is not held
    /// twice).
    pub fn into_bytes(self) -> Vec<u8> {
        let mut out = self.header();
        out.reserve(self.len().saturating_sub(out.len()));
        for (_, bytes) in self.sections {
            out.resize(align8(out.len()), 0);
            out.extend_from_slice(&bytes);
        }
        out
    }

    /// The length of the serialized bundle.
    pub fn len(&self) -> usize {
        let mut at = 16 + self.sections.len() * TABLE_ENTRY + 8;
        for (_, bytes) in &self.sections {
            at = align8(at) + bytes.len();
        }
        at
    }

    /// True when no section was added.
    pub fn is_empty(&self) -> bool {
        self.sections.is_empty()
    }

    /// Writes the bundle to `out` section by section, freeing each once written: the whole
    /// bundle is never in memory at once (a 100k-product build writes ~0.6 GB).
    pub fn write_to(self, out: &mut impl std::io::Write) -> std::io::Result<()> {
        let header = self.header();
        let mut at = header.len();
        out.write_all(&header)?;
        drop(header);
        for (_, bytes) in self.sections {
            let pad = align8(at) - at;
            out.write_all(&[0u8; 8][..pad])?;
            out.write_all(&bytes)?;
            at += pad + bytes.len();
        }
        Ok(())
    }

    /// The header (magic, version, section table, checksum).
    fn header(&self) -> Vec<u8> {
        let header_len = 16 + self.sections.len() * TABLE_ENTRY + 8;
        let mut offset = align8(header_len);
        let mut table = Vec::with_capacity(self.sections.len() * TABLE_ENTRY);
        for (name, bytes) in &self.sections {
            let mut n = [0u8; NAME_LEN];
            n[..name.len()].copy_from_slice(name.as_bytes());
            table.extend_from_slice(&n);
            table.extend_from_slice(&(offset as u64).to_le_bytes());
            table.extend_from_slice(&(bytes.len() as u64).to_le_bytes());
            table.extend_from_slice(&xxh3_64(bytes).to_le_bytes());
            offset = align8(offset + bytes.len());
        }
        let mut out = Vec::with_capacity(header_len);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(&(self.sections.len() as u32).to_le_bytes());
        out.extend_from_slice(&table);
        let checksum = xxh3_64(&out);
        out.extend_from_slice(&checksum.to_le_bytes());
        out
    }

    /// Where the next section added would start (its table entry counted in the header): the
    /// paged layout's `pages` section, whose size depends on it.
    pub fn next_offset(&self) -> u64 {
        self.next_offset_before(1)
    }

    /// Where the next section would start if `entries` sections are added (their table entries
    /// counted in the header): the paged layout adds `pages` and `pages.groups`.
    pub fn next_offset_before(&self, entries: usize) -> u64 {
        let header_len = 16 + (self.sections.len() + entries) * TABLE_ENTRY + 8;
        let mut offset = align8(header_len);
        for (_, bytes) in &self.sections {
            offset = align8(offset + bytes.len());
        }
        offset as u64
    }

    /// Serializes the bundle.
    pub fn finish(&self) -> Vec<u8> {
        let mut out = self.header();
        out.reserve(self.len().saturating_sub(out.len()));
        for (_, bytes) in &self.sections {
            out.resize(align8(out.len()), 0);
            out.extend_from_slice(bytes);
        }
        out
    }
}

fn align8(n: usize) -> usize {
    n.div_ceil(8) * 8
}

/// A validated bundle: owns its bytes and knows where each section lives.
#[derive(Debug)]
pub struct Bundle {
    bytes: Vec<u8>,
    sections: Vec<Entry>,
    /// A bundle opened from its header alone (a paged bundle read lazily): its sections are
    /// loaded one by one ([`Bundle::load_section`]) and `bytes` is empty.
    loaded: Vec<OnceLock<Vec<u8>>>,
    file_len: u64,
}

#[derive(Debug)]
struct Entry {
    name: String,
    range: Range<usize>,
    checksum: u64,
}

fn le_u32(b: &[u8], at: usize) -> u32 {
    let mut a = [0u8; 4];
    a.copy_from_slice(&b[at..at + 4]);
    u32::from_le_bytes(a)
}

fn le_u64(b: &[u8], at: usize) -> u64 {
    let mut a = [0u8; 8];
    a.copy_from_slice(&b[at..at + 8]);
    u64::from_le_bytes(a)
}

impl Bundle {
    /// Parses and verifies a bundle (header checksum and every section checksum).
    pub fn from_bytes(bytes: Vec<u8>) -> Result<Self, BundleError> {
        let len = bytes.len() as u64;
        let sections = Self::parse_table(&bytes, len)?;
        for e in &sections {
            if xxh3_64(&bytes[e.range.clone()]) != e.checksum {
                return Err(BundleError::Checksum { what: format!("section `{}`", e.name) });
            }
        }
        Ok(Self { bytes, sections, loaded: Vec::new(), file_len: len })
    }

    /// A bundle of `file_len` bytes known by its first bytes `head` (at least the header): the
    /// section table, with no section loaded yet.
    pub fn from_head(head: &[u8], file_len: u64) -> Result<Self, BundleError> {
        let sections = Self::parse_table(head, file_len)?;
        let loaded = sections.iter().map(|_| OnceLock::new()).collect();
        Ok(Self { bytes: Vec::new(), sections, loaded, file_len })
    }

    /// Adds the bytes of a section to a bundle opened with [`Bundle::from_head`], after checking
    /// them against the section table.
    pub fn load_section(&self, name: &str, bytes: Vec<u8>) -> Result<(), BundleError> {
        let i = self.entry(name)?;
        let e = &self.sections[i];
        if bytes.len() != e.range.len() || xxh3_64(&bytes) != e.checksum {
            return Err(BundleError::Checksum { what: format!("section `{name}`") });
        }
        if let Some(slot) = self.loaded.get(i) {
            let _ = slot.set(bytes);
        }
        Ok(())
    }

    /// Length of the header (magic, version, count, table, checksum) of bundle bytes.
    pub fn header_len(bytes: &[u8]) -> Result<usize, BundleError> {
        let count = bytes.get(12..16).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]])).ok_or_else(|| {
            BundleError::Truncated { what: "the header".into(), needed: 16, actual: bytes.len() as u64 }
        })?;
        Ok(16 + count as usize * TABLE_ENTRY + 8)
    }

    /// Rewrites the checksum of section `name` (and the header's) in serialized bundle bytes
    /// whose section content changed after the header was written.
    pub fn patch_section_checksum(bytes: &mut [u8], name: &str) -> Result<(), BundleError> {
        let sections = Self::parse_table(bytes, bytes.len() as u64)?;
        let i = sections.iter().position(|e| e.name == name).ok_or_else(|| BundleError::MissingSection(name.into()))?;
        let sum = xxh3_64(&bytes[sections[i].range.clone()]);
        let at = 16 + i * TABLE_ENTRY + NAME_LEN + 16;
        bytes[at..at + 8].copy_from_slice(&sum.to_le_bytes());
        let header_end = 16 + sections.len() * TABLE_ENTRY;
        let header_sum = xxh3_64(&bytes[..header_end]);
        bytes[header_end..header_end + 8].copy_from_slice(&header_sum.to_le_bytes());
        Ok(())
    }

    /// Checks magic, version and header checksum, and reads the section table of a file of
    /// `len` bytes from its first bytes.
    fn parse_table(bytes: &[u8], len: u64) -> Result<Vec<Entry>, BundleError> {
        if bytes.len() < 16 {
            if bytes.len() >= 8 && &bytes[..8] == MAGIC || MAGIC.starts_with(bytes) && !bytes.is_empty() {
                return Err(BundleError::Truncated { what: "the header".into(), needed: 16, actual: len });
            }
            return Err(BundleError::NotABundle);
        }
        if &bytes[..8] != MAGIC {
            return Err(BundleError::NotABundle);
        }
        let version = le_u32(bytes, 8);
        if version > FORMAT_VERSION {
            return Err(BundleError::NewerVersion { found: version });
        }
        if version < FORMAT_VERSION {
            return Err(BundleError::OlderVersion { found: version });
        }
        let count = le_u32(bytes, 12) as u64;
        let header_end = 16 + count * TABLE_ENTRY as u64;
        if header_end + 8 > bytes.len() as u64 {
            return Err(BundleError::Truncated {
                what: "the section table".into(),
                needed: header_end + 8,
                actual: bytes.len() as u64,
            });
        }
        let header_end = header_end as usize;
        if xxh3_64(&bytes[..header_end]) != le_u64(bytes, header_end) {
            return Err(BundleError::Checksum { what: "the header".into() });
        }
        let mut sections = Vec::with_capacity(count as usize);
        for i in 0..count as usize {
            let at = 16 + i * TABLE_ENTRY;
            let raw_name = &bytes[at..at + NAME_LEN];
            let name_len = raw_name.iter().position(|b| *b == 0).unwrap_or(NAME_LEN);
            let name = std::str::from_utf8(&raw_name[..name_len])
                .map_err(|_| BundleError::Invalid(format!("section {i} has a non-UTF-8 name")))?
                .to_owned();
            let offset = le_u64(bytes, at + NAME_LEN);
            let length = le_u64(bytes, at + NAME_LEN + 8);
            let checksum = le_u64(bytes, at + NAME_LEN + 16);
            let end = offset
                .checked_add(length)
                .ok_or_else(|| BundleError::Invalid(format!("section `{name}` has an impossible size")))?;
            if end > len {
                return Err(BundleError::Truncated { what: format!("section `{name}`"), needed: end, actual: len });
            }
            sections.push(Entry { name, range: offset as usize..end as usize, checksum });
        }
        Ok(sections)
    }

    fn entry(&self, name: &str) -> Result<usize, BundleError> {
        self.sections.iter().position(|e| e.name == name).ok_or_else(|| BundleError::MissingSection(name.to_owned()))
    }

    /// Bytes of a section ([`BundleError::NotLoaded`] for a section of a lazily read bundle
    /// that was not loaded).
    pub fn section(&self, name: &str) -> Result<&[u8], BundleError> {
        let i = self.entry(name)?;
        match self.loaded.get(i).map(OnceLock::get) {
            Some(Some(bytes)) => Ok(bytes),
            Some(None) => Err(BundleError::NotLoaded(name.to_owned())),
            None => Ok(&self.bytes[self.sections[i].range.clone()]),
        }
    }

    /// Byte range of a section within the file (within [`Bundle::bytes`] when the bundle is
    /// held whole).
    pub fn section_range(&self, name: &str) -> Result<Range<usize>, BundleError> {
        Ok(self.sections[self.entry(name)?].range.clone())
    }

    /// True when the section's bytes are here (always, for a bundle held whole).
    pub fn has_loaded(&self, name: &str) -> bool {
        self.entry(name).is_ok_and(|i| self.loaded.get(i).is_none_or(|s| s.get().is_some()))
    }

    /// Section names and sizes, in file order.
    pub fn sections(&self) -> impl Iterator<Item = (&str, usize)> {
        self.sections.iter().map(|e| (e.name.as_str(), e.range.len()))
    }

    /// All bytes of the bundle (empty for a bundle opened from its header).
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
    }

    /// Where the last section ends.
    pub fn sections_end(&self) -> u64 {
        self.sections.iter().map(|e| e.range.end as u64).max().unwrap_or(0)
    }

    /// Size of the file.
    pub fn file_len(&self) -> u64 {
        self.file_len
    }

    /// Bytes held in memory: the whole file, or the sections loaded.
    pub fn held_bytes(&self) -> usize {
        self.bytes.len() + self.loaded.iter().filter_map(OnceLock::get).map(Vec::len).sum::<usize>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Vec<u8> {
        let mut w = BundleWriter::new();
        w.section("manifest", b"{\"a\":1}".to_vec()).section("data", vec![1, 2, 3, 4, 5]);
        w.finish()
    }

    #[test]
    fn round_trips_sections_at_aligned_offsets() {
        let b = Bundle::from_bytes(sample()).unwrap();
        assert_eq!(b.section("manifest").unwrap(), b"{\"a\":1}");
        assert_eq!(b.section("data").unwrap(), &[1, 2, 3, 4, 5]);
        assert_eq!(b.section_range("data").unwrap().start % 8, 0);
        assert_eq!(b.section("nope").unwrap_err(), BundleError::MissingSection("nope".into()));
    }

    #[test]
    fn writing_section_by_section_gives_the_same_bytes_and_length() {
        let writer = || {
            let mut w = BundleWriter::new();
            w.section("manifest", b"{\"a\":1}".to_vec()).section("odd", vec![7; 13]).section("data", vec![1, 2, 3]);
            w
        };
        let whole = writer().into_bytes();
        assert_eq!(writer().len(), whole.len());
        let mut streamed = Vec::new();
        writer().write_to(&mut streamed).unwrap();
        assert_eq!(streamed, whole);
        assert_eq!(Bundle::from_bytes(streamed).unwrap().section("odd").unwrap(), &[7; 13]);
    }

    #[test]
    fn every_truncation_is_rejected_with_a_clear_error() {
        let bytes = sample();
        for cut in 0..bytes.len() {
            let e = Bundle::from_bytes(bytes[..cut].to_vec()).unwrap_err();
            assert!(matches!(e, BundleError::Truncated { .. } | BundleError::NotABundle), "cut at {cut}: {e}");
        }
    }

    #[test]
    fn every_single_byte_flip_is_detected() {
        let bytes = sample();
        for i in 0..bytes.len() {
            let mut b = bytes.clone();
            b[i] ^= 0x01;
            // Padding bytes between sections are not covered; everything else must be.
            let padding = Bundle::from_bytes(bytes.clone()).unwrap().sections.iter().all(|e| !e.range.contains(&i))
                && i >= 16 + 2 * 40 + 8;
            match Bundle::from_bytes(b) {
                Ok(_) => assert!(padding, "flip at {i} went unnoticed"),
                Err(e) => assert!(!e.to_string().is_empty()),
            }
        }
    }

    #[test]
    fn newer_and_older_versions_are_named() {
        let mut b = sample();
        b[8] = 2;
        assert_eq!(Bundle::from_bytes(b.clone()).unwrap_err(), BundleError::NewerVersion { found: 2 });
        b[8] = 0;
        assert!(Bundle::from_bytes(b).unwrap_err().to_string().contains("no longer supported"));
        assert_eq!(Bundle::from_bytes(b"PK\x03\x04 zip file....".to_vec()).unwrap_err(), BundleError::NotABundle);
    }
}
