//! What an import read, wrote and skipped: the report, and the error that stops an import.

use serde::Serialize;
use std::collections::BTreeMap;
use std::fmt;

/// Where something was found: file, and the line (text formats) or record number (feeds, pages).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct Place {
    /// Input file (or URL) as given by the user.
    pub file: String,
    /// 1-based line where the record starts, when the format has lines.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub line: Option<usize>,
    /// 1-based record number (CSV data row, feed item, JSON-LD block), when known.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub record: Option<usize>,
}

impl Place {
    /// A place with a line and a record number.
    pub fn new(file: &str, line: Option<usize>, record: Option<usize>) -> Self {
        Place { file: file.to_owned(), line, record }
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.file)?;
        if let Some(line) = self.line {
            write!(f, ":{line}")?;
        }
        if let Some(record) = self.record {
            write!(f, " (record {record})")?;
        }
        Ok(())
    }
}

/// One skipped record or field: where, which field, and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Skipped {
    /// Where the record is.
    #[serde(flatten)]
    pub place: Place,
    /// The field (column, element, property) to blame, when one is.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// Why it was skipped.
    pub reason: String,
}

impl fmt::Display for Skipped {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.place)?;
        if let Some(field) = &self.field {
            write!(f, "field `{field}`: ")?;
        }
        write!(f, "{}", self.reason)
    }
}

/// An error that stops the import of a file (wrong delimiter, missing header, unreadable input).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{place}: {}{message}", field.as_ref().map(|f| format!("field `{f}`: ")).unwrap_or_default())]
pub struct ImportError {
    /// Where.
    pub place: Place,
    /// The field to blame, when one is.
    pub field: Option<String>,
    /// What is wrong and how to fix it.
    pub message: String,
}

impl ImportError {
    /// An error at a place.
    pub fn new(place: Place, field: Option<&str>, message: impl Into<String>) -> Self {
        ImportError { place, field: field.map(str::to_owned), message: message.into() }
    }
    /// An error about a whole file.
    pub fn file(file: &str, message: impl Into<String>) -> Self {
        Self::new(Place::new(file, None, None), None, message)
    }
}

/// Everything an import did: counts of what was written, and every record or field it skipped.
#[derive(Debug, Clone, Default, Serialize)]
pub struct ImportReport {
    /// The input format.
    pub format: String,
    /// Inputs read (files, pages, URLs).
    pub inputs: usize,
    /// Product records written.
    pub products: usize,
    /// Spec rows written (over all products).
    pub spec_rows: usize,
    /// Products written with prose text.
    pub with_prose: usize,
    /// Page records written (JSON-LD pages describing several products).
    pub pages: usize,
    /// Ranges (variant families) and how many products each has.
    pub ranges: BTreeMap<String, usize>,
    /// Records not written, each with where and why.
    pub skipped_records: Vec<Skipped>,
    /// Fields of written records that were not imported, each with where and why.
    pub skipped_fields: Vec<Skipped>,
    /// Columns / elements / properties the format does not map, with how many values each had.
    pub ignored_fields: BTreeMap<String, usize>,
    /// Assumptions the import made (e.g. a currency the file does not state).
    pub notes: Vec<String>,
    /// The CSV mapping inferred from the header (TOML), when `--from csv` had no mapping file.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub inferred_mapping: Option<String>,
}

impl ImportReport {
    /// Records a skipped record.
    pub fn skip_record(&mut self, place: Place, field: Option<&str>, reason: impl Into<String>) {
        self.skipped_records.push(Skipped { place, field: field.map(str::to_owned), reason: reason.into() });
    }
    /// Records a skipped field of a written record.
    pub fn skip_field(&mut self, place: Place, field: &str, reason: impl Into<String>) {
        self.skipped_fields.push(Skipped { place, field: Some(field.to_owned()), reason: reason.into() });
    }
    /// Counts a value of a field the format does not map.
    pub fn ignore(&mut self, field: &str) {
        *self.ignored_fields.entry(field.to_owned()).or_default() += 1;
    }
    /// Adds a note once.
    pub fn note(&mut self, note: impl Into<String>) {
        let note = note.into();
        if !self.notes.contains(&note) {
            self.notes.push(note);
        }
    }
}

/// How many skipped entries the human-readable report lists before summarising by reason.
const LISTED: usize = 20;

impl fmt::Display for ImportReport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let variants: usize = self.ranges.values().sum();
        writeln!(
            f,
            "import ({}): {} input(s) → {} products ({} with prose), {} spec rows, {} ranges ({} variants), {} pages",
            self.format,
            self.inputs,
            self.products,
            self.with_prose,
            self.spec_rows,
            self.ranges.len(),
            variants,
            self.pages
        )?;
        for (title, list) in [("skipped records", &self.skipped_records), ("skipped fields", &self.skipped_fields)] {
            if list.is_empty() {
                continue;
            }
            writeln!(f, "  {title}: {}", list.len())?;
            for s in list.iter().take(LISTED) {
                writeln!(f, "    {s}")?;
            }
            if list.len() > LISTED {
                let mut by_reason: BTreeMap<&str, usize> = BTreeMap::new();
                for s in &list[LISTED..] {
                    *by_reason.entry(s.reason.as_str()).or_default() += 1;
                }
                writeln!(f, "    … and {} more (--json lists all):", list.len() - LISTED)?;
                for (reason, n) in by_reason {
                    writeln!(f, "      {n} × {reason}")?;
                }
            }
        }
        if !self.ignored_fields.is_empty() {
            let list: Vec<String> = self.ignored_fields.iter().map(|(k, n)| format!("{k} ({n})")).collect();
            writeln!(f, "  not imported (no mapping): {}", list.join(", "))?;
        }
        for note in &self.notes {
            writeln!(f, "  note: {note}")?;
        }
        Ok(())
    }
}
