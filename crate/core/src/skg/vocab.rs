//! The SKG schema: every class and predicate IRI lives here, nowhere else.
//!
//! Classes and predicates follow the DualGraph paper (Tables 5–6); instance IRIs live under a
//! per-catalog base with one namespace per node type, so a category and an entry that share a
//! name never share an IRI.

/// Namespace of SKG predicates (`skg:hasName`, …).
pub const SKG: &str = "https://dualgraph.dev/skg#";
/// Namespace of SKG classes (`skgt:Product`, …).
pub const SKGT: &str = "https://dualgraph.dev/skg/type#";
/// RDF namespace.
pub const RDF: &str = "http://www.w3.org/1999/02/22-rdf-syntax-ns#";
/// RDFS namespace.
pub const RDFS: &str = "http://www.w3.org/2000/01/rdf-schema#";
/// XSD namespace.
pub const XSD: &str = "http://www.w3.org/2001/XMLSchema#";
/// Default base for instance IRIs; the catalog name is appended (`…/kg/demo/`).
pub const DEFAULT_BASE: &str = "https://dualgraph.dev/kg/";

/// Class of Textual Knowledge Graph entities (`skgt:TkgEntity`, see [`crate::tkg`]).
pub const TKG_ENTITY_CLASS: &str = "TkgEntity";
/// Instance namespace segment and SPARQL prefix of TKG entities (`entity:` = `{base}entity/`).
pub const ENTITY_PREFIX: &str = "entity";

/// `rdf:type`.
pub const RDF_TYPE: &str = "http://www.w3.org/1999/02/22-rdf-syntax-ns#type";

/// Node types of the schema, each with its class name and instance namespace segment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum NodeType {
    /// Wide product category ("Smartphones").
    Category,
    /// Product family whose members are variants.
    ProductRange,
    /// One purchasable product (variant).
    Product,
    /// Auxiliary node for one spec-table row of one product.
    Spec,
    /// Spec-table section ("Display").
    Section,
    /// Spec-table row label ("Battery Capacity").
    Entry,
    /// Cell value (or one item of a comma list).
    Value,
    /// Capability deduced by rules ("5G Support").
    Feature,
    /// Prose page that is not a single product.
    Page,
}

impl NodeType {
    /// All node types, in schema order.
    pub const ALL: [NodeType; 9] = [
        NodeType::Category,
        NodeType::ProductRange,
        NodeType::Product,
        NodeType::Spec,
        NodeType::Section,
        NodeType::Entry,
        NodeType::Value,
        NodeType::Feature,
        NodeType::Page,
    ];

    /// Class local name (`Product`).
    pub fn class_name(self) -> &'static str {
        match self {
            NodeType::Category => "Category",
            NodeType::ProductRange => "ProductRange",
            NodeType::Product => "Product",
            NodeType::Spec => "Spec",
            NodeType::Section => "Section",
            NodeType::Entry => "Entry",
            NodeType::Value => "Value",
            NodeType::Feature => "Feature",
            NodeType::Page => "Page",
        }
    }

    /// Instance namespace segment and SPARQL prefix (`product`).
    pub fn prefix(self) -> &'static str {
        match self {
            NodeType::Category => "category",
            NodeType::ProductRange => "range",
            NodeType::Product => "product",
            NodeType::Spec => "spec",
            NodeType::Section => "section",
            NodeType::Entry => "entry",
            NodeType::Value => "value",
            NodeType::Feature => "feature",
            NodeType::Page => "page",
        }
    }

    /// Full class IRI.
    pub fn class_iri(self) -> String {
        format!("{SKGT}{}", self.class_name())
    }
}

/// Predicates of the schema with a one-line meaning (used for docs, prompts and `inspect`).
pub const PREDICATES: &[(&str, &str)] = &[
    ("hasName", "natural-language name of any node except Spec"),
    ("hasId", "catalog id of a Product (or Page)"),
    ("hasUrl", "page URL of a Product or Page"),
    ("variantOf", "Product → its ProductRange (a product without variants is its own range)"),
    ("belongs", "ProductRange or Product → Category"),
    ("hasSpec", "Product (or ProductRange, for specs shared by all variants) → Spec"),
    ("inSection", "Spec → Section"),
    ("inEntry", "Spec → Entry"),
    ("hasValue", "Spec → Value (one per comma-separated item)"),
    ("hasRawText", "Spec → the original cell text, unchanged"),
    ("hasNumericValue", "Spec → number parsed from the value (xsd:decimal), in hasUnit units"),
    (
        "hasMinValue",
        "Spec → lowest number of a range cell (\"2-4 players\": 2; \"13+\": 13); hasNumericValue is its highest",
    ),
    ("hasMaxValue", "Spec → highest number of a closed range cell (\"2-4 players\": 4); none for \"13+\""),
    ("hasUnit", "Spec → normalized unit symbol (\"mm\", \"mAh\", \"GBP\")"),
    ("hasDim1", "Spec → first number of a 2D/3D dimension value (e.g. width)"),
    ("hasDim2", "Spec → second number of a dimension value"),
    ("hasDim3", "Spec → third number of a dimension value"),
    ("hasBooleanValue", "Spec → true/false for yes/no cells"),
    ("hasFeature", "Product → Feature deduced by rules"),
    ("statesTerm", "Product → term stem its own prose states (a prose fact: \"smok\" for smoky)"),
    ("deniesTerm", "Product → term stem its own prose negates (\"no FM radio\", \"without oak\")"),
    ("hasPrice", "Product → price amount (xsd:decimal)"),
    ("hasCurrency", "Product → ISO 4217 currency code of hasPrice"),
    ("hasDescription", "longer natural-language description"),
    ("mentions", "Page → Product it discusses"),
    ("alignsWith", "TkgEntity (textual graph) → SKG node with the same normalized name"),
];

/// Full predicate IRI for a local name (`hasName` → `https://dualgraph.dev/skg#hasName`).
pub fn predicate(local: &str) -> String {
    format!("{SKG}{local}")
}

/// Base IRI for a catalog's instances: `{base}{catalog}/`.
pub fn instance_base(base: &str, catalog: &str) -> String {
    let mut b = base.to_owned();
    if !b.ends_with('/') && !b.ends_with('#') {
        b.push('/');
    }
    b.push_str(&crate::text::names::slug(&crate::text::names::canonical_key(catalog)));
    b.push('/');
    b
}

/// Namespace of one node type under an instance base (`{base}product/`).
pub fn type_namespace(instance_base: &str, t: NodeType) -> String {
    format!("{instance_base}{}/", t.prefix())
}

/// The SPARQL prefixes every query may use without declaring them.
pub fn prefixes(instance_base: &str) -> Vec<(String, String)> {
    let mut out = vec![
        ("skg".to_owned(), SKG.to_owned()),
        ("skgt".to_owned(), SKGT.to_owned()),
        ("rdf".to_owned(), RDF.to_owned()),
        ("rdfs".to_owned(), RDFS.to_owned()),
        ("xsd".to_owned(), XSD.to_owned()),
    ];
    for t in NodeType::ALL {
        out.push((t.prefix().to_owned(), type_namespace(instance_base, t)));
    }
    out.push((ENTITY_PREFIX.to_owned(), format!("{instance_base}{ENTITY_PREFIX}/")));
    out
}
