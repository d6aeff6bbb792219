//! A loaded bundle with the derived structures `ask` needs, each built on first use.

use crate::compiler::lexicon::{Lexicon, LexiconError};
use crate::compiler::semantic_lexicon::SemanticLexicon;
use crate::compiler::{self, Compiled, Previous};
use crate::qa::patterns::Patterns;
use crate::skg::page_source::LazyError;
use crate::skg::store::Store;
use crate::skg::symbolic::SymbolicStore;
use crate::tkg::{Tkg, TkgError};
use crate::vectors::encoder::{BundleEncoder, EncoderError, TABLE_SECTION as ENCODER_SECTION};
use std::cell::OnceCell;

/// A store plus its lexicon (with its labels embedded by the bundle's encoder), textual graph
/// and graph patterns (lazily parsed, then cached). The encoder table is parsed once and shared
/// by the three.
pub struct Knowledge {
    store: Store,
    remote: Option<Box<dyn SymbolicStore>>,
    encoder: OnceCell<Option<BundleEncoder>>,
    lexicon: OnceCell<Lexicon>,
    semantic: OnceCell<Option<SemanticLexicon>>,
    tkg: OnceCell<Option<Tkg>>,
    patterns: OnceCell<Patterns>,
}

/// A derived structure could not be read from the bundle.
#[derive(Debug, thiserror::Error)]
pub enum KnowledgeError {
    /// Lexicon section unreadable.
    #[error(transparent)]
    Lexicon(#[from] LexiconError),
    /// TKG sections unreadable.
    #[error(transparent)]
    Tkg(#[from] TkgError),
    /// Encoder table unreadable or not the one the manifest names.
    #[error(transparent)]
    Encoder(#[from] EncoderError),
    /// A section of a lazily read bundle could not be fetched.
    #[error(transparent)]
    Fetch(#[from] LazyError),
}

impl Knowledge {
    /// Wraps a loaded store.
    pub fn new(store: Store) -> Self {
        Knowledge {
            store,
            remote: None,
            encoder: OnceCell::new(),
            lexicon: OnceCell::new(),
            semantic: OnceCell::new(),
            tkg: OnceCell::new(),
            patterns: OnceCell::new(),
        }
    }

    /// Runs the SKG queries on `symbolic` (e.g. a SPARQL endpoint holding the same graph)
    /// instead of the bundle's store; the bundle still provides the lexicon, encoder and TKG.
    pub fn with_symbolic(mut self, symbolic: Box<dyn SymbolicStore>) -> Self {
        self.remote = Some(symbolic);
        self
    }

    /// The bundle's store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Where SKG queries run: the store set by [`Knowledge::with_symbolic`], else the bundle's.
    pub fn symbolic(&self) -> &dyn SymbolicStore {
        match &self.remote {
            Some(remote) => remote.as_ref(),
            None => &self.store,
        }
    }

    /// The compiler's lexicon.
    pub fn lexicon(&self) -> Result<&Lexicon, KnowledgeError> {
        if let Some(l) = self.lexicon.get() {
            return Ok(l);
        }
        let l = Lexicon::from_store(&self.store)?;
        Ok(self.lexicon.get_or_init(|| l))
    }

    /// True when the bundle is read lazily and has an encoder table not fetched yet
    /// ([`Knowledge::load_encoder`]); until then the compiler reads by string alone.
    pub fn encoder_pending(&self) -> bool {
        let bundle = self.store.bundle();
        self.store.lazy().is_some()
            && bundle.section_range(ENCODER_SECTION).is_ok()
            && !bundle.has_loaded(ENCODER_SECTION)
    }

    /// Fetches the encoder table of a lazily read bundle (one request, once); nothing to do
    /// for a whole bundle.
    pub async fn load_encoder(&self) -> Result<(), LazyError> {
        self.store.load_sections(&[ENCODER_SECTION]).await
    }

    /// The bundle's query encoder, or `None` for a bundle built without one (or, read lazily,
    /// whose table is not fetched yet: [`Knowledge::encoder_pending`]).
    pub fn encoder(&self) -> Result<Option<&BundleEncoder>, EncoderError> {
        if let Some(e) = self.encoder.get() {
            return Ok(e.as_ref());
        }
        if self.encoder_pending() {
            return Ok(None);
        }
        let e = match BundleEncoder::from_store(&self.store) {
            Ok(e) => Some(e),
            Err(EncoderError::Missing) => None,
            Err(e) => return Err(e),
        };
        Ok(self.encoder.get_or_init(|| e).as_ref())
    }

    /// The lexicon's labels under the bundle's encoder, or `None` for a bundle without an encoder.
    pub fn semantic(&self) -> Result<Option<&SemanticLexicon>, KnowledgeError> {
        if let Some(s) = self.semantic.get() {
            return Ok(s.as_ref());
        }
        let lexicon = self.lexicon()?;
        if self.encoder_pending() {
            return Ok(None);
        }
        let s = self.encoder()?.map(|e| SemanticLexicon::new(lexicon, e.clone()));
        Ok(self.semantic.get_or_init(|| s).as_ref())
    }

    /// Compiles a question with the lexicon and, when the bundle has one, its encoder
    /// ([`compiler::compile_with`]).
    pub fn compile(&self, question: &str) -> Result<Compiled, KnowledgeError> {
        Ok(compiler::compile_with(question, self.lexicon()?, self.semantic()?))
    }

    /// [`Knowledge::compile_after`] for a bundle read lazily: compiles by string first, and
    /// fetches the encoder table and compiles again only when a pass would have consulted it
    /// ([`Compiled::needs_encoder`]). A failed fetch keeps the string reading and is returned
    /// beside it.
    pub async fn compile_fetching(
        &self,
        question: &str,
        previous: Option<&Previous>,
    ) -> Result<(Compiled, Option<LazyError>), KnowledgeError> {
        let compiled = self.compile_after(question, previous)?;
        if !compiled.needs_encoder || !self.encoder_pending() {
            return Ok((compiled, None));
        }
        match self.load_encoder().await {
            Ok(()) => Ok((self.compile_after(question, previous)?, None)),
            Err(e) => Ok((compiled, Some(e))),
        }
    }

    /// Compiles a question as the next turn after `previous` ([`compiler::follow_up`]), or on
    /// its own without one.
    pub fn compile_after(&self, question: &str, previous: Option<&Previous>) -> Result<Compiled, KnowledgeError> {
        match previous {
            Some(p) => Ok(compiler::follow_up(question, self.lexicon()?, self.semantic()?, p)),
            None => self.compile(question),
        }
    }

    /// The textual graph, or `None` for a bundle built without one.
    pub fn tkg(&self) -> Result<Option<&Tkg>, KnowledgeError> {
        if let Some(t) = self.tkg.get() {
            return Ok(t.as_ref());
        }
        let has_tkg = self.store.bundle().sections().any(|(name, _)| name == crate::tkg::CHUNKS_SECTION);
        let encoder = || self.encoder()?.cloned().ok_or(EncoderError::Missing);
        let t = if has_tkg { Some(Tkg::from_store_with(&self.store, encoder)?) } else { None };
        Ok(self.tkg.get_or_init(|| t).as_ref())
    }

    /// Loads the textual graph's sections of a paged bundle read lazily, with the encoder table
    /// that embeds queries (one round of requests, once); nothing to do for a whole bundle.
    pub async fn load_textual(&self) -> Result<(), LazyError> {
        let sections: Vec<&str> = crate::tkg::SECTIONS.iter().copied().chain([ENCODER_SECTION]).collect();
        self.store.load_sections(&sections).await
    }

    /// Graph patterns for NL→SPARQL prompts.
    pub fn patterns(&self) -> Result<&Patterns, KnowledgeError> {
        if let Some(p) = self.patterns.get() {
            return Ok(p);
        }
        let mut p = Patterns::from_lexicon(self.lexicon()?);
        if let Ok(Some(encoder)) = self.encoder() {
            p = p.with_encoder(encoder.clone());
        }
        Ok(self.patterns.get_or_init(|| p))
    }
}
