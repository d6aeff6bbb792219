//! `dualgraph import` and `dualgraph build --from`: shop exports, feeds and schema.org pages →
//! catalog JSON Lines, with the import report.

use anyhow::{Context, Result};
use dualgraph_build::import::{self, Format, ImportOptions, ImportReport};
use indicatif::ProgressBar;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The `--from` values.
pub const FORMATS: [&str; 6] = ["shopify", "merchant-center", "woocommerce", "csv", "jsonld", "rdf"];

/// Options shared by `import` and `build --from`.
#[derive(clap::Args, Debug, Clone)]
pub struct ImportFlags {
    /// Mapping file for `--from csv` (TOML, or JSON by extension); inferred from the header when absent.
    #[arg(long)]
    pub mapping: Option<PathBuf>,
    /// Write the CSV mapping (inferred or given) as an editable TOML file.
    #[arg(long)]
    pub write_mapping: Option<PathBuf>,
    /// Currency of prices when the input states none (Shopify, WooCommerce, CSV); default USD, noted in the report.
    #[arg(long)]
    pub currency: Option<String>,
    /// Most pages read from a sitemap (`--from jsonld https://…/sitemap.xml`).
    #[arg(long)]
    pub max_pages: Option<usize>,
    /// `--from rdf`: load quads of named graphs into the default graph (set by `build --rdf-merge-graphs`).
    #[arg(skip)]
    pub rdf_merge_graphs: bool,
    /// `--from rdf`: SPARQL UPDATE file run on the graph before the schema.org mapping (set by `build --rdf-mapping FILE.rq`).
    #[arg(skip)]
    pub rdf_rules: Option<PathBuf>,
}

impl ImportFlags {
    fn options(&self) -> ImportOptions {
        ImportOptions {
            mapping: self.mapping.clone(),
            write_mapping: self.write_mapping.clone(),
            currency: self.currency.clone(),
            max_pages: self.max_pages,
            rdf_merge_graphs: self.rdf_merge_graphs,
            rdf_rules: self.rdf_rules.clone(),
        }
    }
}

fn spinner(message: String) -> ProgressBar {
    let bar = ProgressBar::new_spinner();
    bar.enable_steady_tick(Duration::from_millis(120));
    bar.set_message(message);
    bar
}

/// Imports `inputs` into catalog JSON Lines in memory (for `build --from`); prints the report to stderr.
pub fn to_memory(from: &str, inputs: &[String], flags: &ImportFlags) -> Result<Vec<u8>> {
    let format: Format = from.parse().map_err(anyhow::Error::msg)?;
    let bar = spinner(format!("importing {} input(s) from {from}", inputs.len()));
    let mut out = Vec::new();
    let report = import::import(format, inputs, &flags.options(), &mut out);
    bar.finish_and_clear();
    let report = report?;
    eprint!("{report}");
    print_mapping(&report, true);
    Ok(out)
}

fn print_mapping(report: &ImportReport, stderr: bool) {
    if let Some(m) = &report.inferred_mapping {
        let text = format!(
            "inferred mapping (save it with --write-mapping, edit it, pass it with --mapping):\n{}",
            m.lines().map(|l| format!("  {l}\n")).collect::<String>()
        );
        if stderr {
            eprint!("{text}");
        } else {
            print!("{text}");
        }
    }
}

/// `dualgraph import`: writes `output` atomically (a temporary file, then a rename).
pub fn run(from: &str, inputs: &[String], output: &Path, json: bool, flags: &ImportFlags) -> Result<()> {
    let format: Format = from.parse().map_err(anyhow::Error::msg)?;
    let tmp = output.with_extension("jsonl.tmp");
    let file = std::fs::File::create(&tmp).with_context(|| format!("cannot create {}", tmp.display()))?;
    let mut writer = std::io::BufWriter::new(file);
    let bar = spinner(format!("importing {} input(s) from {from}", inputs.len()));
    let result = import::import(format, inputs, &flags.options(), &mut writer);
    bar.finish_and_clear();
    let report = match result.map_err(anyhow::Error::from).and_then(|r| writer.flush().map(|_| r).map_err(Into::into)) {
        Ok(r) => r,
        Err(e) => {
            drop(writer);
            let _ = std::fs::remove_file(&tmp);
            return Err(e);
        }
    };
    drop(writer);
    std::fs::rename(&tmp, output).with_context(|| format!("cannot write {}", output.display()))?;
    if json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print!("{report}");
        print_mapping(&report, false);
        println!("wrote {}", output.display());
    }
    Ok(())
}
