//! A tiny binary codec for the TKG bundle sections (`tkg.*`): LEB128 varints, length-prefixed
//! UTF-8 strings and little-endian `f32`s.
//!
//! Every section starts with a 4-byte magic and a `u32` format version. The [`Reader`] is
//! bounds-checked everywhere and returns [`WireError`] instead of panicking, so a hostile section
//! with a valid checksum is rejected with a message; lengths are checked against the bytes that
//! remain before anything is allocated.

/// Why a section could not be decoded.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("section `{section}` is invalid at byte {at}: {message}")]
pub struct WireError {
    /// Section name.
    pub section: String,
    /// Byte offset in the section where decoding failed.
    pub at: usize,
    /// What was wrong.
    pub message: String,
}

/// Appends values to a byte buffer.
#[derive(Debug, Default)]
pub struct Writer {
    buf: Vec<u8>,
}

impl Writer {
    /// A writer whose output starts with `magic` and `version`.
    pub fn new(magic: &[u8; 4], version: u32) -> Self {
        let mut w = Self { buf: Vec::new() };
        w.buf.extend_from_slice(magic);
        w.buf.extend_from_slice(&version.to_le_bytes());
        w
    }

    /// An unsigned LEB128 varint.
    pub fn varint(&mut self, mut v: u64) -> &mut Self {
        loop {
            let byte = (v & 0x7f) as u8;
            v >>= 7;
            if v == 0 {
                self.buf.push(byte);
                return self;
            }
            self.buf.push(byte | 0x80);
        }
    }

    /// A `usize` as a varint.
    pub fn usize(&mut self, v: usize) -> &mut Self {
        self.varint(v as u64)
    }

    /// A little-endian `f32`.
    pub fn f32(&mut self, v: f32) -> &mut Self {
        self.buf.extend_from_slice(&v.to_le_bytes());
        self
    }

    /// A length-prefixed UTF-8 string.
    pub fn str(&mut self, s: &str) -> &mut Self {
        self.usize(s.len());
        self.buf.extend_from_slice(s.as_bytes());
        self
    }

    /// Raw bytes (the reader must know their length).
    pub fn bytes(&mut self, b: &[u8]) -> &mut Self {
        self.buf.extend_from_slice(b);
        self
    }

    /// Bytes written so far.
    pub fn finish(self) -> Vec<u8> {
        self.buf
    }
}

/// Reads values written by [`Writer`], with bounds checks.
pub struct Reader<'a> {
    section: &'a str,
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    /// Checks the magic and returns the reader (positioned after the header) and the version.
    pub fn new(section: &'a str, bytes: &'a [u8], magic: &[u8; 4]) -> Result<(Self, u32), WireError> {
        let mut r = Self { section, bytes, at: 0 };
        if bytes.len() < 8 || &bytes[..4] != magic {
            return Err(r.error(format!("missing magic {:?}", String::from_utf8_lossy(magic))));
        }
        r.at = 4;
        let version = u32::from_le_bytes([bytes[4], bytes[5], bytes[6], bytes[7]]);
        r.at = 8;
        Ok((r, version))
    }

    /// An error at the current position.
    pub fn error(&self, message: impl Into<String>) -> WireError {
        WireError { section: self.section.to_owned(), at: self.at, message: message.into() }
    }

    /// Bytes not read yet.
    pub fn remaining(&self) -> usize {
        self.bytes.len() - self.at
    }

    /// Fails unless every byte was read.
    pub fn finish(&self) -> Result<(), WireError> {
        if self.remaining() == 0 {
            Ok(())
        } else {
            Err(self.error(format!("{} trailing bytes", self.remaining())))
        }
    }

    /// An unsigned LEB128 varint (at most 10 bytes, no overflow).
    pub fn varint(&mut self) -> Result<u64, WireError> {
        let mut v: u64 = 0;
        for shift in (0..70).step_by(7) {
            let Some(&byte) = self.bytes.get(self.at) else {
                return Err(self.error("unexpected end of section"));
            };
            self.at += 1;
            let bits = u64::from(byte & 0x7f);
            if shift == 63 && bits > 1 {
                return Err(self.error("varint overflows 64 bits"));
            }
            v |= bits << shift;
            if byte & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(self.error("varint longer than 10 bytes"))
    }

    /// A varint that must fit in a `u32`.
    pub fn u32(&mut self) -> Result<u32, WireError> {
        let v = self.varint()?;
        u32::try_from(v).map_err(|_| self.error(format!("value {v} does not fit in 32 bits")))
    }

    /// A count of items that each take at least `min_bytes` bytes: rejected when the section
    /// cannot hold that many, so hostile counts never cause large allocations.
    pub fn count(&mut self, min_bytes: usize) -> Result<usize, WireError> {
        let n = self.varint()?;
        let max = (self.remaining() / min_bytes.max(1)) as u64;
        if n > max {
            return Err(self.error(format!("count {n} exceeds what the remaining {} bytes can hold", self.remaining())));
        }
        Ok(n as usize)
    }

    /// A varint index that must be `< bound`.
    pub fn index(&mut self, bound: usize, what: &str) -> Result<u32, WireError> {
        let v = self.varint()?;
        if v >= bound as u64 {
            return Err(self.error(format!("{what} {v} is out of range (< {bound})")));
        }
        Ok(v as u32)
    }

    /// A little-endian `f32` (must be finite).
    pub fn f32(&mut self) -> Result<f32, WireError> {
        let Some(b) = self.bytes.get(self.at..self.at + 4) else {
            return Err(self.error("unexpected end of section"));
        };
        let v = f32::from_le_bytes([b[0], b[1], b[2], b[3]]);
        if !v.is_finite() {
            return Err(self.error("non-finite number"));
        }
        self.at += 4;
        Ok(v)
    }

    /// `n` raw bytes.
    pub fn bytes(&mut self, n: usize) -> Result<&'a [u8], WireError> {
        let Some(b) = self.bytes.get(self.at..self.at.saturating_add(n)) else {
            return Err(self.error(format!("{n} bytes expected, {} remain", self.remaining())));
        };
        self.at += n;
        Ok(b)
    }

    /// A length-prefixed UTF-8 string.
    pub fn str(&mut self) -> Result<&'a str, WireError> {
        let n = self.count(1)?;
        let bytes = &self.bytes[self.at..self.at + n];
        let s = std::str::from_utf8(bytes).map_err(|e| self.error(format!("invalid UTF-8: {e}")))?;
        self.at += n;
        Ok(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let mut w = Writer::new(b"TEST", 3);
        w.varint(0).varint(127).varint(128).varint(u64::MAX).str("héllo").f32(1.5).usize(7);
        let bytes = w.finish();
        let (mut r, version) = Reader::new("t", &bytes, b"TEST").unwrap();
        assert_eq!(version, 3);
        assert_eq!(r.varint().unwrap(), 0);
        assert_eq!(r.varint().unwrap(), 127);
        assert_eq!(r.varint().unwrap(), 128);
        assert_eq!(r.varint().unwrap(), u64::MAX);
        assert_eq!(r.str().unwrap(), "héllo");
        assert_eq!(r.f32().unwrap(), 1.5);
        assert_eq!(r.index(8, "x").unwrap(), 7);
        r.finish().unwrap();
    }

    #[test]
    fn hostile_input_is_an_error_not_a_panic() {
        assert!(Reader::new("t", b"NOPE\0\0\0\0", b"TEST").is_err());
        assert!(Reader::new("t", b"TE", b"TEST").is_err());
        let mut w = Writer::new(b"TEST", 1);
        w.varint(1_000_000);
        let bytes = w.finish();
        let (mut r, _) = Reader::new("t", &bytes, b"TEST").unwrap();
        assert!(r.count(1).unwrap_err().message.contains("exceeds"));
        let (mut r, _) = Reader::new("t", &bytes, b"TEST").unwrap();
        assert!(r.str().is_err());
        let mut bytes = Writer::new(b"TEST", 1).finish();
        bytes.extend_from_slice(&[0xff; 11]);
        let (mut r, _) = Reader::new("t", &bytes, b"TEST").unwrap();
        assert!(r.varint().is_err());
        let mut bytes = Writer::new(b"TEST", 1).finish();
        bytes.extend_from_slice(&[2, 0xff, 0xfe]);
        let (mut r, _) = Reader::new("t", &bytes, b"TEST").unwrap();
        assert!(r.str().unwrap_err().message.contains("UTF-8"));
        let mut w = Writer::new(b"TEST", 1);
        w.f32(f32::NAN).varint(9);
        let bytes = w.finish();
        let (mut r, _) = Reader::new("t", &bytes, b"TEST").unwrap();
        assert!(r.f32().is_err());
    }

    #[test]
    fn index_is_bounds_checked() {
        let mut w = Writer::new(b"TEST", 1);
        w.varint(5);
        let bytes = w.finish();
        let (mut r, _) = Reader::new("t", &bytes, b"TEST").unwrap();
        assert!(r.index(5, "chunk").unwrap_err().message.contains("chunk 5 is out of range"));
    }
}
