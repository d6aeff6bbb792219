//! Bit-packed unsigned integer arrays: each value takes exactly as many bits as the largest one
//! needs (20 bits for ids of a 600k-term dictionary instead of 32). Random access is two loads
//! and a shift, directly on the bundle bytes.
//!
//! Layout: `width: u8`, 3 reserved bytes, `count: u32 LE`, then `count × width` bits
//! (little-endian bit order), padded with 8 zero bytes so every read is a full 8-byte load.

use crate::format::pages::Source;
use std::ops::Range;

const HEADER: usize = 8;

/// Packs `values` with the smallest width that holds their maximum.
pub fn pack(values: &[u32]) -> Vec<u8> {
    let max = values.iter().copied().max().unwrap_or(0);
    let width = (32 - max.leading_zeros()).max(1) as usize;
    let bits = values.len() * width;
    let mut out = vec![0u8; HEADER + bits.div_ceil(8) + 8];
    out[0] = width as u8;
    out[4..8].copy_from_slice(&(values.len() as u32).to_le_bytes());
    for (i, &v) in values.iter().enumerate() {
        let bit = i * width;
        let at = HEADER + bit / 8;
        let mut word = u64::from_le_bytes(out[at..at + 8].try_into().unwrap_or([0; 8]));
        word |= u64::from(v) << (bit % 8);
        out[at..at + 8].copy_from_slice(&word.to_le_bytes());
    }
    out
}

/// A read-only view of a packed array.
#[derive(Clone, Copy)]
pub struct Packed<'a> {
    source: Source<'a>,
    /// File offset of the first value byte, and of the end of the padded values.
    start: usize,
    end: usize,
    width: usize,
    len: usize,
    mask: u64,
}

impl<'a> Packed<'a> {
    /// Interprets bytes written by [`pack`]; `None` when the header or size is inconsistent.
    pub fn new(bytes: &'a [u8]) -> Option<Self> {
        PackedLayout::read(Source::Whole(bytes), 0..bytes.len()).map(|l| l.view_in(Source::Whole(bytes)))
    }

    /// Where this array lives inside `outer`, given that `bytes` (passed to [`Packed::new`]) starts
    /// at `offset` in `outer`: lets an owner re-create the view later without re-validating.
    pub fn layout(&self, offset: usize) -> PackedLayout {
        PackedLayout {
            start: offset + self.start,
            end: offset + self.end,
            width: self.width,
            len: self.len,
            mask: self.mask,
        }
    }

    /// Number of values.
    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when empty.
    #[inline]
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Value `i` (0 when out of range, callers check `len`; 0 too when the page holding it is
    /// not fetched, which the page cache records).
    #[inline]
    pub fn get(&self, i: usize) -> u32 {
        if i >= self.len {
            return 0;
        }
        let bit = i * self.width;
        let at = self.start + bit / 8;
        if at + 8 > self.end {
            return 0;
        }
        match self.source.u64_at(at) {
            Some(word) => ((word >> (bit % 8)) & self.mask) as u32,
            None => 0,
        }
    }

    /// True when the pages holding values `r` are all here (always, for a whole bundle): a
    /// read of them records no fault.
    pub fn held(&self, r: &Range<usize>) -> bool {
        if r.is_empty() {
            return true;
        }
        let from = self.start + r.start * self.width / 8;
        let to = (self.start + (r.end * self.width).div_ceil(8) + 8).min(self.end);
        from >= to || self.source.holds(from..to)
    }

    /// Bytes values `r` take.
    #[inline]
    pub fn byte_len(&self, r: &Range<usize>) -> usize {
        (r.len() * self.width).div_ceil(8)
    }

    /// Reads one value per `step_bytes` of values `r`, and the last: in a paged bundle this
    /// records every page of the range not fetched yet (`step_bytes` at most the page size), so
    /// that they all come in one round instead of one binary-search level per round.
    pub fn touch(&self, r: Range<usize>, step_bytes: usize) {
        if r.is_empty() {
            return;
        }
        let step = (step_bytes * 8 / self.width).max(1);
        for i in r.clone().step_by(step) {
            self.get(i);
        }
        self.get(r.end - 1);
    }

    /// Iterates over all values.
    pub fn iter(&self) -> impl Iterator<Item = u32> + '_ {
        (0..self.len).map(|i| self.get(i))
    }
}

/// Position and shape of a validated packed array inside some larger byte buffer.
#[derive(Debug, Clone, Copy)]
pub struct PackedLayout {
    start: usize,
    end: usize,
    width: usize,
    len: usize,
    mask: u64,
}

impl PackedLayout {
    /// Reads the header of the packed array at file bytes `range` of `source` and checks it
    /// against the range's length; `None` when inconsistent (or its page is not fetched).
    pub fn read(source: Source<'_>, range: Range<usize>) -> Option<Self> {
        let header = source.bytes(range.start..range.start.checked_add(HEADER)?)?;
        let width = header[0] as usize;
        let len = u32::from_le_bytes([header[4], header[5], header[6], header[7]]) as usize;
        if !(1..=32).contains(&width) || range.len() != HEADER + (len * width).div_ceil(8) + 8 {
            return None;
        }
        Some(Self { start: range.start + HEADER, end: range.end, width, len, mask: (1u64 << width) - 1 })
    }

    /// The view over `outer` (the buffer the layout was computed for).
    #[inline]
    pub fn view<'a>(&self, outer: &'a [u8]) -> Packed<'a> {
        self.view_in(Source::Whole(outer))
    }

    /// The view over `source` (the file the layout was computed for, whole or paged).
    #[inline]
    pub fn view_in<'a>(&self, source: Source<'a>) -> Packed<'a> {
        Packed { source, start: self.start, end: self.end, width: self.width, len: self.len, mask: self.mask }
    }

    /// Number of values.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True when empty.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_with_minimal_width() {
        for values in [
            vec![],
            vec![0],
            vec![1, 0, 1],
            (0..1000).map(|i| i * 7919 % 1_048_576).collect::<Vec<u32>>(),
            vec![u32::MAX, 0, 12345, u32::MAX],
        ] {
            let bytes = pack(&values);
            let p = Packed::new(&bytes).unwrap();
            assert_eq!(p.len(), values.len());
            assert_eq!(p.iter().collect::<Vec<_>>(), values);
        }
        let bytes = pack(&(0..1000).collect::<Vec<u32>>());
        assert_eq!(bytes[0], 10);
        assert!(bytes.len() < 1000 * 10 / 8 + 20);
    }

    #[test]
    fn inconsistent_headers_are_rejected() {
        let mut bytes = pack(&[1, 2, 3]);
        assert!(Packed::new(&bytes[..bytes.len() - 1]).is_none());
        bytes[0] = 40;
        assert!(Packed::new(&bytes).is_none());
        assert!(Packed::new(&[]).is_none());
    }
}
