//! Delimited text (CSV, TSV) shared by the Shopify, WooCommerce, Merchant Center TSV and generic
//! CSV importers: header checks with clear errors (wrong delimiter, missing header, missing
//! columns), and rows that know their line and record number.

use super::{ImportError, Place, Sink};
use std::collections::HashMap;
use std::io::{BufRead, Read};

/// A delimited file with a checked header.
pub struct Table<R: Read> {
    file: String,
    reader: csv::Reader<R>,
    /// Header cells as written (BOM and surrounding spaces removed).
    pub headers: Vec<String>,
    index: HashMap<String, usize>,
    record: usize,
}

/// One data row.
pub struct Row {
    cells: csv::StringRecord,
    /// Where the row is (line of its first character, 1-based data record number).
    pub place: Place,
}

impl Row {
    /// The cell under `column` (case-insensitive header name), trimmed; `""` when absent.
    pub fn get<'a>(&'a self, table_index: &HashMap<String, usize>, column: &str) -> &'a str {
        table_index.get(&column.to_ascii_lowercase()).and_then(|&i| self.cells.get(i)).map(str::trim).unwrap_or("")
    }
    /// The cell at position `i`, trimmed.
    pub fn at(&self, i: usize) -> &str {
        self.cells.get(i).map(str::trim).unwrap_or("")
    }
    /// Number of cells.
    pub fn len(&self) -> usize {
        self.cells.len()
    }
    /// Whether the row has no cells.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }
}

/// The first line of a buffered input, without consuming it (for sniffing a delimiter).
pub fn peek_first_line(reader: &mut impl BufRead) -> std::io::Result<String> {
    let buf = reader.fill_buf()?;
    let end = buf.iter().position(|&b| b == b'\n').unwrap_or(buf.len());
    Ok(String::from_utf8_lossy(&buf[..end]).trim_start_matches('\u{feff}').trim_end_matches('\r').to_owned())
}

const DELIMITERS: [(u8, &str); 4] = [(b',', "comma"), (b';', "semicolon"), (b'\t', "tab"), (b'|', "pipe")];

/// Name of a delimiter for messages.
pub fn delimiter_name(d: u8) -> &'static str {
    DELIMITERS.iter().find(|(b, _)| *b == d).map(|(_, n)| *n).unwrap_or("other")
}

/// Whether a cell looks like a data value rather than a column name (a number or a price).
fn looks_like_data(cell: &str) -> bool {
    let c = cell.trim().trim_start_matches(['$', '£', '€']);
    !c.is_empty() && c.replace([',', '.'], "").chars().all(|ch| ch.is_ascii_digit())
}

impl<R: Read> Table<R> {
    /// Opens a delimited input and checks its header: one column containing another delimiter is
    /// a wrong delimiter; a header row that looks like data, or that lacks every one of
    /// `required` (any-of groups), is a missing header. `format` names the format in messages.
    pub fn open(file: &str, reader: R, delimiter: u8, required: &[&[&str]], format: &str) -> Result<Self, ImportError> {
        let mut reader =
            csv::ReaderBuilder::new().delimiter(delimiter).flexible(true).has_headers(true).from_reader(reader);
        let line1 = Place::new(file, Some(1), None);
        let headers: Vec<String> = reader
            .headers()
            .map_err(|e| ImportError::new(line1.clone(), None, format!("cannot read the header row: {e}")))?
            .iter()
            .map(|h| h.trim_start_matches('\u{feff}').trim().to_owned())
            .collect();
        if headers.iter().all(String::is_empty) {
            return Err(ImportError::new(line1, None, "the file is empty (expected a header row)"));
        }
        if headers.len() == 1 {
            let h = &headers[0];
            if let Some((_, name)) = DELIMITERS.iter().find(|(d, _)| *d != delimiter && h.contains(char::from(*d))) {
                return Err(ImportError::new(
                    line1,
                    None,
                    format!(
                        "wrong delimiter: the header is one column and contains {name}s, but a {format} file is {}-separated",
                        delimiter_name(delimiter)
                    ),
                ));
            }
        }
        let index: HashMap<String, usize> =
            headers.iter().enumerate().rev().map(|(i, h)| (h.to_ascii_lowercase(), i)).collect();
        let missing: Vec<String> = required
            .iter()
            .filter(|group| !group.iter().any(|c| index.contains_key(&c.to_ascii_lowercase())))
            .map(|group| group.join(" or "))
            .collect();
        let data_like: Vec<&String> = headers.iter().filter(|h| looks_like_data(h)).collect();
        if !data_like.is_empty() {
            return Err(ImportError::new(
                line1,
                None,
                format!(
                    "missing header row: line 1 looks like data ({}); a {format} file starts with its column names{}",
                    data_like.iter().take(3).map(|h| format!("{h:?}")).collect::<Vec<_>>().join(", "),
                    if missing.is_empty() { String::new() } else { format!(" ({})", missing.join(", ")) }
                ),
            ));
        }
        if !missing.is_empty() {
            return Err(ImportError::new(
                line1,
                None,
                format!(
                    "not a {format} file: missing column(s) {}; found {}",
                    missing.join(", "),
                    headers.iter().take(8).map(|h| format!("{h:?}")).collect::<Vec<_>>().join(", ")
                ),
            ));
        }
        Ok(Table { file: file.to_owned(), reader, headers, index, record: 0 })
    }

    /// The header index (lowercased name → position) for [`Row::get`].
    pub fn index(&self) -> &HashMap<String, usize> {
        &self.index
    }

    /// Whether the header has `column` (case-insensitive).
    pub fn has(&self, column: &str) -> bool {
        self.index.contains_key(&column.to_ascii_lowercase())
    }

    /// The next row; an unreadable row (invalid UTF-8, broken quoting) is reported as a skipped
    /// record and reading goes on. Cells beyond the header are reported as skipped fields.
    pub fn next_row(&mut self, sink: &mut Sink<'_>) -> Option<Row> {
        loop {
            let mut cells = csv::StringRecord::new();
            let line = self.reader.position().line() as usize;
            match self.reader.read_record(&mut cells) {
                Ok(false) => return None,
                Ok(true) => {
                    self.record += 1;
                    let line = cells.position().map(|p| p.line() as usize).unwrap_or(line);
                    let place = Place::new(&self.file, Some(line), Some(self.record));
                    if cells.iter().all(|c| c.trim().is_empty()) {
                        continue;
                    }
                    if cells.len() > self.headers.len() {
                        let extra = cells.iter().skip(self.headers.len()).filter(|c| !c.trim().is_empty()).count();
                        if extra > 0 {
                            sink.report.skip_field(
                                place.clone(),
                                &format!("column {}", self.headers.len() + 1),
                                format!("{extra} cell(s) beyond the {} header columns", self.headers.len()),
                            );
                        }
                    }
                    return Some(Row { cells, place });
                }
                Err(e) => {
                    self.record += 1;
                    let line = e.position().map(|p| p.line() as usize).unwrap_or(line);
                    let place = Place::new(&self.file, Some(line), Some(self.record));
                    let fatal = matches!(e.kind(), csv::ErrorKind::Io(_));
                    sink.report.skip_record(place, None, format!("unreadable row: {e}"));
                    if fatal {
                        return None;
                    }
                }
            }
        }
    }
}
