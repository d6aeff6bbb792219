//! Demo data: one typed table per category.

mod fridges;
mod headphones;
mod laptops;
mod phones;
mod tablets;
mod tvs;

pub(crate) use fridges::*;
pub(crate) use headphones::*;
pub(crate) use laptops::*;
pub(crate) use phones::*;
pub(crate) use tablets::*;
pub(crate) use tvs::*;
