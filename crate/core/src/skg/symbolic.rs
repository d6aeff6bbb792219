//! Where the QA pipeline's SPARQL runs: the [`SymbolicStore`] trait, implemented by the bundle's
//! [`Store`] and by [`crate::skg::endpoint::SparqlEndpoint`], a SPARQL 1.1 Protocol server
//! holding the same graph. The compiler, the SPARQL candidates, product cards and the agent go
//! through this trait only, so the pipeline is the same for both.
//!
//! The QA pipeline awaits [`SymbolicStore::run_async`]: the bundle answers at once (the default
//! implementation wraps the synchronous [`SymbolicStore::run`] in a ready future), an endpoint
//! answers over its HTTP transport (`fetch` in wasm, where nothing may block).

use crate::llm::transport::LocalFuture;
use crate::skg::page_source::{LazyError, MAX_ROUNDS};
use crate::skg::sparql::{self, QueryError, QueryLimits, QueryOutput};
use crate::skg::store::Store;

/// A read-only SPARQL store holding the SKG.
pub trait SymbolicStore {
    /// Base IRI of the catalog's instances (`{base}product/…`).
    fn instance_base(&self) -> &str;
    /// Prefixes queries may use without declaring them.
    fn prefixes(&self) -> Vec<(String, String)>;
    /// Parses and statically checks a query (syntax, read-only, the store's guard).
    fn check(&self, query: &str) -> Result<spargebra::Query, QueryError>;
    /// Runs a read-only query within `limits`, blocking until it is answered (in wasm, an
    /// endpoint cannot block and answers only through [`SymbolicStore::run_async`]).
    fn run(&self, query: &str, limits: QueryLimits) -> Result<QueryOutput, QueryError>;
    /// Runs a read-only query within `limits` without blocking (what the QA pipeline calls).
    fn run_async<'a>(
        &'a self,
        query: &'a str,
        limits: QueryLimits,
    ) -> LocalFuture<'a, Result<QueryOutput, QueryError>> {
        Box::pin(std::future::ready(self.run(query, limits)))
    }
}

impl SymbolicStore for Store {
    fn instance_base(&self) -> &str {
        &self.manifest().instance_base
    }

    fn prefixes(&self) -> Vec<(String, String)> {
        sparql::default_prefixes(self)
    }

    fn check(&self, query: &str) -> Result<spargebra::Query, QueryError> {
        sparql::parse_guarded(query, &sparql::default_prefixes(self), self)
    }

    fn run(&self, query: &str, limits: QueryLimits) -> Result<QueryOutput, QueryError> {
        let out = sparql::run(self, query, limits);
        if self.faulted() {
            return Err(QueryError::Unavailable(
                "this paged bundle is read lazily: its pages arrive asynchronously (run the query with run_async)"
                    .into(),
            ));
        }
        out
    }

    /// A paged bundle read lazily runs the query, fetches the pages it reached for, and runs it
    /// again until no page is missing (see [`crate::skg::lazy`]); a whole bundle answers at once.
    fn run_async<'a>(
        &'a self,
        query: &'a str,
        limits: QueryLimits,
    ) -> LocalFuture<'a, Result<QueryOutput, QueryError>> {
        Box::pin(async move {
            let Some(lazy) = self.lazy() else { return sparql::run(self, query, limits) };
            lazy.start_query();
            for _ in 0..MAX_ROUNDS {
                let out = sparql::run(self, query, limits);
                if !self.faulted() {
                    return out;
                }
                lazy.fetch_missing().await.map_err(|e| QueryError::Unavailable(e.to_string()))?;
            }
            Err(QueryError::Unavailable(LazyError::TooManyRounds(lazy.location().to_owned()).to_string()))
        })
    }
}
