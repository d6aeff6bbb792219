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
        for (_, bytes) in self.sections {
            out.resize(align8(out.len()), 0);
            out.extend_from_slice(&bytes);
        }
        out
    }

    /// The header (magic, version, section table, checksum) in a buffer with room for the
    /// whole bundle.
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
        let mut out = Vec::with_capacity(offset);
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        out.extend_from_slice(&(self.sections.len() as u32).to_le_bytes());
        out.extend_from_slice(&table);
        let checksum = xxh3_64(&out);
        out.extend_from_slice(&checksum.to_le_bytes());
        out
    }

    /// Serializes the bundle.
    pub fn finish(&self) -> Vec<u8> {
        let mut out = self.header();
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
    sections: Vec<(String, Range<usize>)>,
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
        if bytes.len() < 16 {
            if bytes.len() >= 8 && &bytes[..8] == MAGIC || MAGIC.starts_with(&bytes) && !bytes.is_empty() {
                return Err(BundleError::Truncated { what: "the header".into(), needed: 16, actual: len });
            }
            return Err(BundleError::NotABundle);
        }
        if &bytes[..8] != MAGIC {
            return Err(BundleError::NotABundle);
        }
        let version = le_u32(&bytes, 8);
        if version > FORMAT_VERSION {
            return Err(BundleError::NewerVersion { found: version });
        }
        if version < FORMAT_VERSION {
            return Err(BundleError::OlderVersion { found: version });
        }
        let count = le_u32(&bytes, 12) as u64;
        let header_end = 16 + count * TABLE_ENTRY as u64;
        if header_end + 8 > len {
            return Err(BundleError::Truncated {
                what: "the section table".into(),
                needed: header_end + 8,
                actual: len,
            });
        }
        let header_end = header_end as usize;
        if xxh3_64(&bytes[..header_end]) != le_u64(&bytes, header_end) {
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
            let offset = le_u64(&bytes, at + NAME_LEN);
            let length = le_u64(&bytes, at + NAME_LEN + 8);
            let checksum = le_u64(&bytes, at + NAME_LEN + 16);
            let end = offset
                .checked_add(length)
                .ok_or_else(|| BundleError::Invalid(format!("section `{name}` has an impossible size")))?;
            if end > len {
                return Err(BundleError::Truncated { what: format!("section `{name}`"), needed: end, actual: len });
            }
            let range = offset as usize..end as usize;
            if xxh3_64(&bytes[range.clone()]) != checksum {
                return Err(BundleError::Checksum { what: format!("section `{name}`") });
            }
            sections.push((name, range));
        }
        Ok(Self { bytes, sections })
    }

    /// Bytes of a section.
    pub fn section(&self, name: &str) -> Result<&[u8], BundleError> {
        self.sections
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, r)| &self.bytes[r.clone()])
            .ok_or_else(|| BundleError::MissingSection(name.to_owned()))
    }

    /// Byte range of a section within [`Bundle::bytes`].
    pub fn section_range(&self, name: &str) -> Result<Range<usize>, BundleError> {
        self.sections
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, r)| r.clone())
            .ok_or_else(|| BundleError::MissingSection(name.to_owned()))
    }

    /// Section names and sizes, in file order.
    pub fn sections(&self) -> impl Iterator<Item = (&str, usize)> {
        self.sections.iter().map(|(n, r)| (n.as_str(), r.len()))
    }

    /// All bytes of the bundle.
    pub fn bytes(&self) -> &[u8] {
        &self.bytes
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
            let padding = Bundle::from_bytes(bytes.clone()).unwrap().sections.iter().all(|(_, r)| !r.contains(&i))
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
