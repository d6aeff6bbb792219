//! Reports of an [`EvalReport`]: Markdown, and a self-contained HTML page with inline SVG
//! charts (normalized F1 per category per system; F1 against tokens per question, as in the
//! paper's Pareto plots). Every text from questions and answers is escaped.

use super::EvalReport;
use std::collections::BTreeSet;
use std::fmt::Write as _;

fn f3(x: f64) -> String {
    format!("{x:.3}")
}

fn md_cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

/// The Markdown report: summary table, F1 per category, pairwise result.
pub fn markdown(r: &EvalReport) -> String {
    let mut s = String::new();
    let _ = writeln!(
        s,
        "Catalog `{}`, model `{}`, {} records ({} from cache).\n",
        r.catalog,
        r.model,
        r.records.len(),
        r.cached
    );
    s.push_str("| system | questions | F1 (normalized) | P | R | F1 (strict) | prompt tok/q | completion tok/q | p50 ms | p95 ms | judged | errors |\n");
    s.push_str("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n");
    for x in &r.summaries {
        let _ = writeln!(
            s,
            "| {} | {} | {} | {} | {} | {} | {:.0}{} | {:.0} | {:.1} | {:.1} | {} | {} |",
            x.system,
            question_count(x),
            f3(x.normalized.f1),
            f3(x.normalized.precision),
            f3(x.normalized.recall),
            f3(x.strict.f1),
            x.prompt_tokens,
            if x.tokens_estimated { "*" } else { "" },
            x.completion_tokens,
            x.latency_p50_ms,
            x.latency_p95_ms,
            x.judged.map(f3).unwrap_or_else(|| "–".into()),
            x.with_errors
        );
    }
    let cats: BTreeSet<&String> = r.summaries.iter().flat_map(|x| x.f1_by_category.keys()).collect();
    if !cats.is_empty() {
        s.push_str("\nNormalized F1 per category:\n\n| system |");
        for c in &cats {
            let _ = write!(s, " {} |", md_cell(c));
        }
        s.push_str("\n|---|");
        s.push_str(&"---:|".repeat(cats.len()));
        s.push('\n');
        for x in &r.summaries {
            let _ = write!(s, "| {} |", x.system);
            for c in &cats {
                let _ = write!(s, " {} |", x.f1_by_category.get(*c).map(|v| f3(*v)).unwrap_or_else(|| "–".into()));
            }
            s.push('\n');
        }
    }
    if let Some(p) = &r.pairwise {
        let _ = writeln!(
            s,
            "\nPairwise (LLM judge, both orders): `{}` wins {}, `{}` wins {}, ties {} — win rate of `{}`: {}.",
            p.a,
            p.a_wins,
            p.b,
            p.b_wins,
            p.ties,
            p.a,
            f3(p.a_win_rate)
        );
    }
    if r.summaries.iter().any(|x| x.tokens_estimated) {
        s.push_str("\n\\* some token counts were estimated (the server sent no usage).\n");
    }
    s
}

/// Escapes text for HTML.
pub fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

const PALETTE: [&str; 10] =
    ["#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac"];

fn bar_chart(r: &EvalReport) -> String {
    let cats: Vec<&String> =
        r.summaries.iter().flat_map(|x| x.f1_by_category.keys()).collect::<BTreeSet<_>>().into_iter().collect();
    let n = r.summaries.len().max(1);
    let group_w = (n * 14 + 20) as f64;
    let (left, top, h) = (40.0, 20.0, 200.0);
    let width = left + group_w * cats.len() as f64 + 20.0;
    let mut s = format!(
        "<svg role=\"img\" aria-label=\"Normalized F1 per category and system\" viewBox=\"0 0 {width:.0} 300\" width=\"{width:.0}\" height=\"300\">"
    );
    for t in 0..=4 {
        let y = top + h - h * t as f64 / 4.0;
        let _ = write!(s, "<line x1=\"{left}\" x2=\"{:.0}\" y1=\"{y}\" y2=\"{y}\" stroke=\"#ddd\"/><text x=\"4\" y=\"{:.0}\" font-size=\"10\">{:.2}</text>", width - 10.0, y + 3.0, t as f64 / 4.0);
    }
    for (ci, c) in cats.iter().enumerate() {
        let gx = left + ci as f64 * group_w + 10.0;
        for (si, x) in r.summaries.iter().enumerate() {
            let v = x.f1_by_category.get(*c).copied().unwrap_or(0.0);
            let bh = h * v;
            let _ = write!(
                s,
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"12\" height=\"{bh:.1}\" fill=\"{}\"><title>{} — {}: {:.3}</title></rect>",
                gx + si as f64 * 14.0,
                top + h - bh,
                PALETTE[si % PALETTE.len()],
                escape(&x.system),
                escape(c),
                v
            );
        }
        let _ = write!(
            s,
            "<text x=\"{:.0}\" y=\"{:.0}\" font-size=\"10\" transform=\"rotate(20 {:.0} {:.0})\">{}</text>",
            gx,
            top + h + 14.0,
            gx,
            top + h + 14.0,
            escape(c)
        );
    }
    s.push_str("</svg>");
    s
}

fn scatter(r: &EvalReport) -> String {
    let (left, top, w, h) = (50.0, 20.0, 420.0, 220.0);
    let max_tokens = r.summaries.iter().map(|x| x.prompt_tokens + x.completion_tokens).fold(1.0, f64::max);
    let mut s = String::from(
        "<svg role=\"img\" aria-label=\"F1 against tokens per question\" viewBox=\"0 0 620 280\" width=\"620\" height=\"280\">",
    );
    let _ = write!(s, "<line x1=\"{left}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#333\"/><line x1=\"{left}\" y1=\"{top}\" x2=\"{left}\" y2=\"{}\" stroke=\"#333\"/>", top + h, left + w, top + h, top + h);
    let _ = write!(s, "<text x=\"{}\" y=\"272\" font-size=\"11\">tokens per question (0 … {:.0})</text><text x=\"4\" y=\"14\" font-size=\"11\">F1</text>", left + 120.0, max_tokens);
    for (i, x) in r.summaries.iter().enumerate() {
        let tokens = x.prompt_tokens + x.completion_tokens;
        let cx = left + w * tokens / max_tokens;
        let cy = top + h - h * x.normalized.f1;
        let _ = write!(
            s,
            "<circle cx=\"{cx:.1}\" cy=\"{cy:.1}\" r=\"6\" fill=\"{}\"><title>{}: F1 {:.3}, {:.0} tokens</title></circle><text x=\"{:.1}\" y=\"{:.1}\" font-size=\"10\">{}</text>",
            PALETTE[i % PALETTE.len()],
            escape(&x.system),
            x.normalized.f1,
            tokens,
            cx + 8.0,
            cy + 3.0,
            escape(&x.system)
        );
    }
    s.push_str("</svg>");
    s
}

/// A self-contained HTML report (no scripts, no external resources).
pub fn html(r: &EvalReport) -> String {
    let mut s = String::from(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><meta name=\"viewport\" content=\"width=device-width\">\
         <title>dualgraph eval</title><style>body{font:14px system-ui,sans-serif;margin:2rem;max-width:1100px;color:#222}\
         table{border-collapse:collapse;margin:1rem 0}td,th{border:1px solid #ccc;padding:3px 6px;text-align:right}\
         td:first-child,th:first-child{text-align:left}.legend span{display:inline-block;margin-right:12px}\
         .sw{display:inline-block;width:10px;height:10px;margin-right:4px}details{margin:4px 0}</style></head><body>",
    );
    let _ = write!(
        s,
        "<h1>Evaluation: {}</h1><p>Model: <code>{}</code>. {} records ({} from cache).</p>",
        escape(&r.catalog),
        escape(&r.model),
        r.records.len(),
        r.cached
    );
    s.push_str("<h2>Summary</h2><table><tr><th>system</th><th>questions</th><th>F1 (normalized)</th><th>P</th><th>R</th><th>F1 (strict)</th><th>tokens/q</th><th>p50 ms</th><th>p95 ms</th><th>judged</th><th>errors</th></tr>");
    for x in &r.summaries {
        let _ = write!(
            s,
            "<tr><td>{}</td><td>{}</td><td>{:.3}</td><td>{:.3}</td><td>{:.3}</td><td>{:.3}</td><td>{:.0}</td><td>{:.1}</td><td>{:.1}</td><td>{}</td><td>{}</td></tr>",
            escape(&x.system), question_count(x), x.normalized.f1, x.normalized.precision, x.normalized.recall, x.strict.f1,
            x.prompt_tokens + x.completion_tokens, x.latency_p50_ms, x.latency_p95_ms,
            x.judged.map(|v| format!("{v:.3}")).unwrap_or_else(|| "–".into()), x.with_errors
        );
    }
    s.push_str("</table><div class=\"legend\">");
    for (i, x) in r.summaries.iter().enumerate() {
        let _ = write!(
            s,
            "<span><i class=\"sw\" style=\"background:{}\"></i>{}</span>",
            PALETTE[i % PALETTE.len()],
            escape(&x.system)
        );
    }
    s.push_str("</div><h2>F1 per category</h2>");
    s.push_str(&bar_chart(r));
    s.push_str("<h2>F1 against tokens</h2>");
    s.push_str(&scatter(r));
    if let Some(p) = &r.pairwise {
        let _ = write!(s, "<h2>Pairwise</h2><p><code>{}</code> wins {}, <code>{}</code> wins {}, ties {}; win rate of <code>{}</code>: {:.3}.</p>", escape(&p.a), p.a_wins, escape(&p.b), p.b_wins, p.ties, escape(&p.a), p.a_win_rate);
    }
    s.push_str("<h2>Questions</h2>");
    let systems: Vec<&str> = r.summaries.iter().map(|x| x.system.as_str()).collect();
    let mut ids: Vec<&str> = Vec::new();
    for rec in &r.records {
        if !ids.contains(&rec.id.as_str()) {
            ids.push(&rec.id);
        }
    }
    s.push_str("<table><tr><th>question</th>");
    for sys in &systems {
        let _ = write!(s, "<th>{}</th>", escape(sys));
    }
    s.push_str("</tr>");
    for id in ids {
        let _ = write!(s, "<tr><td>{}</td>", escape(id));
        for sys in &systems {
            match r.records.iter().find(|x| x.id == id && x.system == *sys) {
                Some(rec) => {
                    let _ =
                        write!(s, "<td title=\"{}\">{:.2}</td>", escape(&rec.products.join(", ")), rec.normalized.f1);
                }
                None => s.push_str("<td>–</td>"),
            }
        }
        s.push_str("</tr>");
    }
    s.push_str("</table></body></html>\n");
    s
}

/// "117 (91 with list gold)" when some questions have no list gold, else "117".
fn question_count(x: &crate::Summary) -> String {
    if x.list_scored == x.questions {
        x.questions.to_string()
    } else {
        format!("{} ({} with list gold)", x.questions, x.list_scored)
    }
}
