//! Where the QA pipeline's SPARQL runs: the [`SymbolicStore`] trait, implemented by the bundle's
//! [`Store`] and (natively) by [`crate::skg::endpoint::SparqlEndpoint`], a SPARQL 1.1 Protocol
//! server holding the same graph. The compiler, the SPARQL candidates, product cards and the
//! agent go through this trait only, so the pipeline is the same for both.

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
    /// Runs a read-only query within `limits`.
    fn run(&self, query: &str, limits: QueryLimits) -> Result<QueryOutput, QueryError>;
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
        sparql::run(self, query, limits)
    }
}
