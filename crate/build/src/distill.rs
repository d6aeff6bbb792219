//! Distillation of a static token table ([`dualgraph_core::vectors::encoder`]) from a sentence transformer
//! (native; the model forward pass needs the cargo feature `distill`, which pulls candle).
//!
//! Method ([`dualgraph_core::vectors::encoder::METHOD`]), as measured best in issue 3:
//! 1. Run every WordPiece token alone through the model as `[CLS] token [SEP]` and keep the last
//!    hidden state **at the token's position** (better than mean pooling).
//! 2. PCA: center on the mean of the regular tokens and project on the top `dims` eigenvectors
//!    of their covariance (cyclic Jacobi on the `hidden × hidden` matrix, in `f64`).
//! 3. Weights: SIF `a / (a + p)` with a Zipf estimate `p(r) = 1 / (r · H_N)` of a token's
//!    probability from its rank `r` among the multi-character tokens in vocabulary order
//!    (vocabularies list words roughly by frequency, after a block of single characters, which
//!    count as rank 1); special and `[unused…]` tokens get weight 0.
//! 4. int8 rows with one scale per row.
//!
//! The pure steps (PCA, weights, quantization, writing) are always compiled and tested; only
//! [`model::hidden_states`] needs candle.

use dualgraph_core::vectors::encoder::{quantize_row, write_table, Provenance, TableParts, METHOD};

/// Options of `dualgraph distill`.
#[derive(Debug, Clone)]
pub struct DistillOptions {
    /// Output dimensions (PCA); at most the model's hidden size.
    pub dims: usize,
    /// SIF parameter `a`.
    pub sif_a: f64,
    /// Model name recorded in the provenance.
    pub model_name: String,
    /// Tokens per forward batch.
    pub batch: usize,
}

impl Default for DistillOptions {
    fn default() -> Self {
        Self { dims: 256, sif_a: 1e-3, model_name: String::new(), batch: 256 }
    }
}

/// True for tokens that never carry meaning in a sentence vector.
pub fn is_special(token: &str) -> bool {
    (token.starts_with('[') && token.ends_with(']') && token.len() > 2)
        || (token.starts_with('<') && token.ends_with('>') && token.len() > 2)
}

/// True for single-character tokens (`a`, `?`, `##s`), which vocabularies list in a block
/// before the words.
fn is_single_char(token: &str) -> bool {
    token.strip_prefix("##").unwrap_or(token).chars().count() == 1
}

/// SIF weights from vocabulary ranks (see the module doc): multi-character tokens are ranked in
/// vocabulary order; single characters count as the most frequent (rank 1), since vocabularies
/// list them first as a block, not by frequency.
pub fn sif_weights(tokens: &[String], a: f64) -> Vec<f32> {
    let regular = tokens.iter().filter(|t| !is_special(t)).count().max(1);
    let harmonic: f64 = (1..=regular).map(|r| 1.0 / r as f64).sum();
    let mut rank = 0usize;
    tokens
        .iter()
        .map(|t| {
            if is_special(t) {
                return 0.0;
            }
            let r = if is_single_char(t) {
                1
            } else {
                rank += 1;
                rank
            };
            let p = 1.0 / (r as f64 * harmonic);
            (a / (a + p)) as f32
        })
        .collect()
}

/// Principal components: mean (length `h`) and the top `dims` eigenvectors (each length `h`,
/// unit norm, by decreasing eigenvalue) of the rows selected by `use_row`, and the fraction of
/// variance they explain.
pub fn pca(rows: &[f32], h: usize, dims: usize, use_row: &dyn Fn(usize) -> bool) -> (Vec<f64>, Vec<Vec<f64>>, f64) {
    let n = rows.len() / h;
    let mut mean = vec![0.0f64; h];
    let mut count = 0usize;
    for i in (0..n).filter(|&i| use_row(i)) {
        for (m, &x) in mean.iter_mut().zip(&rows[i * h..(i + 1) * h]) {
            *m += f64::from(x);
        }
        count += 1;
    }
    for m in &mut mean {
        *m /= count.max(1) as f64;
    }
    let mut cov = vec![0.0f64; h * h];
    let mut centered = vec![0.0f64; h];
    for i in (0..n).filter(|&i| use_row(i)) {
        for ((c, &x), m) in centered.iter_mut().zip(&rows[i * h..(i + 1) * h]).zip(&mean) {
            *c = f64::from(x) - m;
        }
        for a in 0..h {
            let ca = centered[a];
            for b in a..h {
                cov[a * h + b] += ca * centered[b];
            }
        }
    }
    for a in 0..h {
        for b in a..h {
            let v = cov[a * h + b] / count.max(1) as f64;
            cov[a * h + b] = v;
            cov[b * h + a] = v;
        }
    }
    let (values, vectors) = jacobi_eigen(cov, h);
    let mut order: Vec<usize> = (0..h).collect();
    order.sort_by(|&a, &b| values[b].total_cmp(&values[a]));
    let total: f64 = values.iter().map(|v| v.max(0.0)).sum();
    let kept: f64 = order.iter().take(dims).map(|&i| values[i].max(0.0)).sum();
    let components = order.iter().take(dims).map(|&i| (0..h).map(|r| vectors[r * h + i]).collect()).collect();
    (mean, components, if total > 0.0 { kept / total } else { 0.0 })
}

/// Eigen-decomposition of a symmetric `n × n` matrix (row-major) by cyclic Jacobi rotations:
/// eigenvalues and the eigenvector matrix (column `i` belongs to value `i`).
pub fn jacobi_eigen(mut a: Vec<f64>, n: usize) -> (Vec<f64>, Vec<f64>) {
    let mut v = vec![0.0f64; n * n];
    for i in 0..n {
        v[i * n + i] = 1.0;
    }
    for _sweep in 0..100 {
        let off: f64 = (0..n).flat_map(|p| ((p + 1)..n).map(move |q| (p, q))).map(|(p, q)| a[p * n + q].powi(2)).sum();
        let diag: f64 = (0..n).map(|i| a[i * n + i].powi(2)).sum();
        if off <= 1e-22 * diag.max(1e-300) {
            break;
        }
        for p in 0..n {
            for q in (p + 1)..n {
                let apq = a[p * n + q];
                if apq.abs() < 1e-300 {
                    continue;
                }
                let theta = (a[q * n + q] - a[p * n + p]) / (2.0 * apq);
                let t = theta.signum() / (theta.abs() + (theta * theta + 1.0).sqrt());
                let t = if theta == 0.0 { 1.0 } else { t };
                let c = 1.0 / (t * t + 1.0).sqrt();
                let s = t * c;
                for k in 0..n {
                    let akp = a[k * n + p];
                    let akq = a[k * n + q];
                    a[k * n + p] = c * akp - s * akq;
                    a[k * n + q] = s * akp + c * akq;
                }
                for k in 0..n {
                    let apk = a[p * n + k];
                    let aqk = a[q * n + k];
                    a[p * n + k] = c * apk - s * aqk;
                    a[q * n + k] = s * apk + c * aqk;
                }
                for k in 0..n {
                    let vkp = v[k * n + p];
                    let vkq = v[k * n + q];
                    v[k * n + p] = c * vkp - s * vkq;
                    v[k * n + q] = s * vkp + c * vkq;
                }
            }
        }
    }
    ((0..n).map(|i| a[i * n + i]).collect(), v)
}

/// Builds the table bytes from per-token hidden states (`tokens.len() × hidden`, row-major).
pub fn table_from_hidden_states(
    tokens: &[String],
    hidden_states: &[f32],
    hidden: usize,
    options: &DistillOptions,
    model_files: std::collections::BTreeMap<String, String>,
) -> Vec<u8> {
    let n = tokens.len();
    let dims = options.dims.min(hidden).max(1);
    let (mean, components, explained) = pca(hidden_states, hidden, dims, &|i| !is_special(&tokens[i]));
    let weights = sif_weights(tokens, options.sif_a);
    let mut scales = Vec::with_capacity(n);
    let mut vectors = Vec::with_capacity(n * dims);
    let mut centered = vec![0.0f64; hidden];
    for i in 0..n {
        for ((c, &x), m) in centered.iter_mut().zip(&hidden_states[i * hidden..(i + 1) * hidden]).zip(&mean) {
            *c = f64::from(x) - m;
        }
        let projected: Vec<f32> =
            components.iter().map(|comp| comp.iter().zip(&centered).map(|(a, b)| a * b).sum::<f64>() as f32).collect();
        let (scale, q) = quantize_row(&projected);
        scales.push(scale);
        vectors.extend(q);
    }
    let provenance = Provenance {
        model: options.model_name.clone(),
        model_files,
        method: METHOD.into(),
        details: serde_json::json!({
            "input": "[CLS] token [SEP], one token at a time",
            "hidden_state": "last layer, at the token's position",
            "hidden_size": hidden,
            "pca": { "dims": dims, "explained_variance": (explained * 1e4).round() / 1e4, "fit_on": "non-special tokens" },
            "weighting": { "kind": "sif-zipf", "a": options.sif_a, "rank": "vocabulary order of multi-character non-special tokens; single characters rank 1", "special_tokens": 0.0 },
            "quantization": "int8, symmetric, one f32 scale per row",
            "sentence_vector": "L2-normalized weighted mean of token rows",
        }),
        tool: format!("dualgraph distill {}", dualgraph_core::ENGINE_VERSION),
    };
    write_table(&TableParts {
        provenance: &provenance,
        tokens,
        dims,
        weights: &weights,
        scales: &scales,
        vectors: &vectors,
    })
}

/// Why distillation failed.
#[derive(Debug, thiserror::Error)]
pub enum DistillError {
    /// A model file is missing or unreadable.
    #[error("{path}: {message}")]
    Io {
        /// File.
        path: String,
        /// Cause.
        message: String,
    },
    /// A model file is invalid.
    #[error("{path}: {message}")]
    Invalid {
        /// File.
        path: String,
        /// What is wrong.
        message: String,
    },
    /// The model failed to run.
    #[error("model: {0}")]
    Model(String),
}

/// Reads the vocabulary of a model directory: `vocab.txt`, else `tokenizer.json`'s WordPiece vocab.
pub fn read_vocab(dir: &std::path::Path) -> Result<Vec<String>, DistillError> {
    let txt = dir.join("vocab.txt");
    if txt.exists() {
        let text = std::fs::read_to_string(&txt)
            .map_err(|e| DistillError::Io { path: txt.display().to_string(), message: e.to_string() })?;
        return Ok(text.lines().map(str::to_owned).collect());
    }
    let path = dir.join("tokenizer.json");
    let invalid = |message: String| DistillError::Invalid { path: path.display().to_string(), message };
    let text = std::fs::read_to_string(&path).map_err(|e| DistillError::Io {
        path: path.display().to_string(),
        message: format!("{e} (a model directory needs vocab.txt or tokenizer.json)"),
    })?;
    let json: serde_json::Value = serde_json::from_str(&text).map_err(|e| invalid(e.to_string()))?;
    let vocab = json["model"]["vocab"].as_object().ok_or_else(|| invalid("no model.vocab object".into()))?;
    let mut tokens = vec![String::new(); vocab.len()];
    for (token, id) in vocab {
        let id = id
            .as_u64()
            .filter(|&i| (i as usize) < tokens.len())
            .ok_or_else(|| invalid(format!("bad id for {token:?}")))?;
        tokens[id as usize] = token.clone();
    }
    Ok(tokens)
}

/// xxh3-64 (hex) of a file.
pub fn file_checksum(path: &std::path::Path) -> Result<String, DistillError> {
    let bytes = std::fs::read(path)
        .map_err(|e| DistillError::Io { path: path.display().to_string(), message: e.to_string() })?;
    Ok(format!("{:016x}", xxhash_rust::xxh3::xxh3_64(&bytes)))
}

/// The candle forward pass (feature `distill`).
#[cfg(feature = "distill")]
pub mod model {
    use super::*;
    use candle_core::{DType, Device, IndexOp, Tensor};
    use candle_nn::VarBuilder;
    use candle_transformers::models::bert::{BertModel, Config};
    use std::path::Path;

    /// Loads a BERT sentence transformer from `dir` (`config.json`, `model.safetensors`).
    pub fn load(dir: &Path) -> Result<(BertModel, Config), DistillError> {
        let config_path = dir.join("config.json");
        let text = std::fs::read_to_string(&config_path)
            .map_err(|e| DistillError::Io { path: config_path.display().to_string(), message: e.to_string() })?;
        let config: Config = serde_json::from_str(&text)
            .map_err(|e| DistillError::Invalid { path: config_path.display().to_string(), message: e.to_string() })?;
        let weights_path = dir.join("model.safetensors");
        let bytes = std::fs::read(&weights_path)
            .map_err(|e| DistillError::Io { path: weights_path.display().to_string(), message: e.to_string() })?;
        let vb = VarBuilder::from_buffered_safetensors(bytes, DType::F32, &Device::Cpu)
            .map_err(|e| DistillError::Invalid { path: weights_path.display().to_string(), message: e.to_string() })?;
        let model = BertModel::load(vb, &config)
            .map_err(|e| DistillError::Invalid { path: weights_path.display().to_string(), message: e.to_string() })?;
        Ok((model, config))
    }

    /// Last hidden state at position 1 of `[CLS] token [SEP]` for each token id
    /// (`ids.len() × hidden`, row-major).
    pub fn hidden_states(
        model: &BertModel,
        ids: &[u32],
        cls: u32,
        sep: u32,
        batch: usize,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Vec<f32>, DistillError> {
        let err = |e: candle_core::Error| DistillError::Model(e.to_string());
        let mut out = Vec::new();
        for (done, chunk) in ids.chunks(batch.max(1)).enumerate() {
            let input: Vec<u32> = chunk.iter().flat_map(|&t| [cls, t, sep]).collect();
            let input = Tensor::from_vec(input, (chunk.len(), 3), &Device::Cpu).map_err(err)?;
            let types = input.zeros_like().map_err(err)?;
            let mask = input.ones_like().map_err(err)?;
            let hidden = model.forward(&input, &types, Some(&mask)).map_err(err)?;
            let at = hidden.i((.., 1, ..)).map_err(err)?.contiguous().map_err(err)?;
            out.extend(at.flatten_all().map_err(err)?.to_vec1::<f32>().map_err(err)?);
            progress((done * batch + chunk.len()).min(ids.len()), ids.len());
        }
        Ok(out)
    }

    /// Distills the model in `dir` into table bytes.
    pub fn distill_dir(
        dir: &Path,
        options: &DistillOptions,
        progress: &mut dyn FnMut(usize, usize),
    ) -> Result<Vec<u8>, DistillError> {
        let tokens = read_vocab(dir)?;
        let (model, config) = load(dir)?;
        if tokens.len() != config.vocab_size {
            return Err(DistillError::Invalid {
                path: dir.display().to_string(),
                message: format!("vocabulary has {} tokens but config.json says {}", tokens.len(), config.vocab_size),
            });
        }
        let find = |t: &str| {
            tokens.iter().position(|x| x == t).map(|i| i as u32).ok_or_else(|| DistillError::Invalid {
                path: dir.display().to_string(),
                message: format!("the vocabulary has no {t} token"),
            })
        };
        let (cls, sep) = (find("[CLS]")?, find("[SEP]")?);
        let ids: Vec<u32> = (0..tokens.len() as u32).collect();
        let states = hidden_states(&model, &ids, cls, sep, options.batch, progress)?;
        let mut files = std::collections::BTreeMap::new();
        for name in ["config.json", "model.safetensors", "vocab.txt", "tokenizer.json"] {
            let p = dir.join(name);
            if p.exists() {
                files.insert(name.to_owned(), file_checksum(&p)?);
            }
        }
        let mut options = options.clone();
        if options.model_name.is_empty() {
            options.model_name = dir.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
        }
        Ok(table_from_hidden_states(&tokens, &states, config.hidden_size, &options, files))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use dualgraph_core::vectors::encoder::StaticEncoder;
    use dualgraph_core::vectors::vector::Encoder;

    #[test]
    fn jacobi_recovers_known_eigenpairs() {
        // A = Q diag(5, 2, 1) Qᵀ for a rotation Q.
        let (c, s) = (0.6f64, 0.8f64);
        let q = [[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]];
        let d = [5.0, 2.0, 1.0];
        let mut a = vec![0.0; 9];
        for i in 0..3 {
            for j in 0..3 {
                a[i * 3 + j] = (0..3).map(|k| q[i][k] * d[k] * q[j][k]).sum();
            }
        }
        let (values, vectors) = jacobi_eigen(a, 3);
        let mut sorted = values.clone();
        sorted.sort_by(|a, b| b.total_cmp(a));
        for (got, want) in sorted.iter().zip(d) {
            assert!((got - want).abs() < 1e-9, "{values:?}");
        }
        let top = values.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1)).unwrap().0;
        let v: Vec<f64> = (0..3).map(|r| vectors[r * 3 + top]).collect();
        assert!((v[0].abs() - c).abs() < 1e-9 && (v[1].abs() - s).abs() < 1e-9 && v[2].abs() < 1e-9);
    }

    #[test]
    fn pca_keeps_the_dominant_directions() {
        // Points spread along (1, 1, 0) with a little noise on z: one component explains nearly all.
        let mut rows = Vec::new();
        for i in 0..50 {
            let t = i as f32 - 25.0;
            rows.extend([t + 3.0, t - 1.0, if i % 2 == 0 { 0.1 } else { -0.1 }]);
        }
        let (mean, comps, explained) = pca(&rows, 3, 1, &|_| true);
        assert!((mean[0] - 2.5).abs() < 1e-9 && (mean[1] + 1.5).abs() < 1e-9);
        assert!((comps[0][0].abs() - 0.5f64.sqrt()).abs() < 1e-3 && comps[0][2].abs() < 1e-3, "{comps:?}");
        assert!(explained > 0.999);
    }

    #[test]
    fn sif_weights_follow_rank_and_zero_specials() {
        let tokens: Vec<String> = ["[PAD]", "[unused0]", "[UNK]", "a", "##s", "the", "of", "phone", "battery"]
            .iter()
            .map(|s| s.to_string())
            .collect();
        let w = sif_weights(&tokens, 1e-3);
        assert_eq!(&w[..3], &[0.0, 0.0, 0.0]);
        // Single characters weigh like the most frequent word; then by rank.
        assert!(w[3] == w[5] && w[4] == w[5]);
        assert!(w[5] < w[6] && w[6] < w[7] && w[7] < w[8] && w[8] < 1.0);
    }

    #[test]
    fn hidden_states_become_a_loadable_table() {
        let tokens: Vec<String> =
            ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "a", "b", "c", "d"].iter().map(|s| s.to_string()).collect();
        let hidden = 6;
        let states: Vec<f32> = (0..tokens.len() * hidden).map(|i| ((i * 7919) % 23) as f32 / 23.0 - 0.5).collect();
        let options = DistillOptions { dims: 3, model_name: "toy".into(), ..DistillOptions::default() };
        let bytes = table_from_hidden_states(&tokens, &states, hidden, &options, Default::default());
        let enc = StaticEncoder::from_bytes("t", &bytes).unwrap();
        assert_eq!(enc.dims(), 3);
        assert_eq!(enc.provenance().details["pca"]["dims"], 3);
        let v = enc.encode("a b");
        assert!(((v.iter().map(|x| x * x).sum::<f32>()) - 1.0).abs() < 1e-5);
        // Deterministic: the same input gives the same bytes.
        assert_eq!(bytes, table_from_hidden_states(&tokens, &states, hidden, &options, Default::default()));
    }

    /// The candle path on a tiny random BERT written to disk as safetensors (feature `distill`).
    #[cfg(feature = "distill")]
    #[test]
    fn distills_a_tiny_random_bert() {
        use candle_core::{DType, Device};
        use candle_nn::{VarBuilder, VarMap};
        use candle_transformers::models::bert::{BertModel, Config};
        let dir = tempfile::tempdir().unwrap();
        let tokens: Vec<String> =
            ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", "phone", "screen", "battery", "big", "##s"]
                .iter()
                .map(|s| s.to_string())
                .collect();
        std::fs::write(dir.path().join("vocab.txt"), tokens.join("\n") + "\n").unwrap();
        let config = serde_json::json!({
            "vocab_size": tokens.len(), "hidden_size": 16, "num_hidden_layers": 2, "num_attention_heads": 2,
            "intermediate_size": 32, "hidden_act": "gelu", "hidden_dropout_prob": 0.0, "max_position_embeddings": 16,
            "type_vocab_size": 2, "initializer_range": 0.02, "layer_norm_eps": 1e-12, "pad_token_id": 0,
            "model_type": "bert"
        });
        std::fs::write(dir.path().join("config.json"), config.to_string()).unwrap();
        let cfg: Config = serde_json::from_value(config).unwrap();
        let varmap = VarMap::new();
        let reference = BertModel::load(VarBuilder::from_varmap(&varmap, DType::F32, &Device::Cpu), &cfg).unwrap();
        varmap.save(dir.path().join("model.safetensors")).unwrap();

        // The model read back from disk computes what the in-memory one does.
        let (loaded, _) = model::load(dir.path()).unwrap();
        let ids: Vec<u32> = (0..tokens.len() as u32).collect();
        let a = model::hidden_states(&reference, &ids, 2, 3, 4, &mut |_, _| {}).unwrap();
        let b = model::hidden_states(&loaded, &ids, 2, 3, 3, &mut |_, _| {}).unwrap();
        assert_eq!(a.len(), tokens.len() * 16);
        assert!(a.iter().zip(&b).all(|(x, y)| (x - y).abs() < 1e-5));

        let options = DistillOptions { dims: 8, model_name: "tiny-bert".into(), ..DistillOptions::default() };
        let mut calls = 0;
        let bytes = model::distill_dir(dir.path(), &options, &mut |_, _| calls += 1).unwrap();
        assert!(calls >= 1);
        let enc = StaticEncoder::from_bytes("t", &bytes).unwrap();
        assert_eq!(enc.dims(), 8);
        assert!(enc.provenance().model_files.contains_key("model.safetensors"));
        assert!(enc.id().starts_with("tiny-bert/static-token-at-position/8d/"));
        let v = enc.encode("big phones");
        assert!(((v.iter().map(|x| x * x).sum::<f32>()) - 1.0).abs() < 1e-5);
        // Deterministic end to end.
        assert_eq!(bytes, model::distill_dir(dir.path(), &options, &mut |_, _| {}).unwrap());
    }
}
