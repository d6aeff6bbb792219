#!/usr/bin/env python3
"""Converts raw_decathlon_fr_tentes_2023-10.csv (395 products of decathlon.fr's "Tentes et abris"
category, prices in EUR, scraped in October 2023 by MaxHalford/data-science-tutorials) to
catalog.jsonl.

Shape: outdoor / camping gear written in FRENCH, the shop's way: a short spec table (rating out
of 5, gross weight in kg, the fabric composition per part "Double toit: 100% Polyester") and two
short prose blocks that Decathlon shows as "benefits" — "Facilité de transport" (packed size,
bag volume, total weight: "Dimension de la housse : Ø77x9 cm / 41,9 L. Poids : 3,6 kg.") and
"Habitabilité" (room size, height, doors, pockets, groundsheet: "Chambre 180 X 210 cm. Hauteur
max. utile : 104 cm.") — with decimal commas and mixed unit spellings (L, litres, kg, Kg, g, cm,
m², m2). Capacity (places/personnes), product line and brand are only in the name. About 130
products (Decathlon's own) carry specs and prose; the marketplace sellers' ~265 products carry
only a name and a price. Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_decathlon_fr_tentes_2023-10.csv")


def load(path=RAW):
    """Raw rows in file order; the unnamed first column (the product label) is read as 'name'."""
    with open(path, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    for r in rows:
        r["name"] = r.pop("")
    return rows


def clean(s):
    return " ".join(s.split())


def name(row):
    """The product label as the shop lists it, whitespace collapsed."""
    return clean(row["name"])


def pid(i):
    """The source has no product id: the row position (1-based) in the raw file."""
    return f"dkt-{i + 1:03d}"


def price(row):
    return float(row["price"])


def rating(row):
    return float(row["rating"]) if row["rating"].strip() else None


def weight(row):
    """Decathlon's `grossWeight` of the first model, kg (the scraper's `weight` column)."""
    return float(row["weight"]) if row["weight"].strip() else None


# --- product type, by explicit rules on the lower-cased name (the source has no category column) ---
ACCESSORY = re.compile(
    r"\bpiquets?\b|pegs|maillet|hauban|cornière|pompe|\bsac\b|housse|pièce détachée|chariot|trolley|"
    r"wagon|\broue\b|sous matelas|poche a chaussures|organisateur|\bkit\b|filet|mâts|daisy chain|"
    r"crochets|épingles|boucles|\bcordes?\b|guyline|ligne de|serrures|anneaux|tree ?huggers|sleeve|"
    r"hamac|whoopie|pinces|réparation|pelle|bivvy bag|y-stake|fixation")
TARP = re.compile(r"\btarp\b|bâche")
SHELTER = re.compile(r"séjour|\babri\b|auvent|tonnelle|paravent|pare-vent|\bbivvy\b")

KINDS = {
    "accessoire": "Accessoires",
    "tente de toit": "Tentes de toit",
    "tente": "Tentes",
    "tarp": "Tarps",
    "abri": "Abris, séjours & auvents",
}


def kind(row):
    """'accessoire' (pegs, mallets, pumps, bags, trolleys, spare parts ... first), 'tente de toit'
    ("tente de toit" in the name, not an awning for one), 'tente' (a name starting with "tente"), 'tarp' ("tarp"/"bâche"),
    'abri' (séjour, abri, auvent, tonnelle, paravent, bivvy), else 'tente' (the remaining names are
    tents: tipis, "Robens Starlight 1", "Bushmen CORE-Tent® LODGER", ...)."""
    n = name(row).lower()
    if ACCESSORY.search(n):
        return "accessoire"
    if "tente de toit" in n and not n.startswith("auvent"):
        return "tente de toit"
    if n.startswith("tente"):
        return "tente"
    if TARP.search(n):
        return "tarp"
    if SHELTER.search(n):
        return "abri"
    return "tente"


def composition(row):
    """'Double toit\\n100% Polyester\\nArceau\\n100% Fibre de verre' -> [(part, material), ...]:
    a line with '%' is the material of the part named on the line before it."""
    out, part = [], None
    for line in row["composition"].split("\n"):
        line = clean(line)
        if not line:
            continue
        if "%" in line and part is not None:
            out.append((part, line))
        else:
            part = line
    return out


def product(i, row):
    specs = [{"section": "Produit", "entry": "Type", "value": KINDS[kind(row)]}]
    if rating(row) is not None:
        specs.append({"section": "Produit", "entry": "Note des clients", "value": f"{row['rating'].strip()}/5"})
    if weight(row) is not None:
        specs.append({"section": "Produit", "entry": "Poids brut", "value": f"{row['weight'].strip()} kg"})
    for part, material in composition(row):
        specs.append({"section": "Composition", "entry": part, "value": material})
    parts = []
    if row["packed_size"].strip():
        parts.append("## Facilité de transport\n\n" + row["packed_size"].strip())
    if row["size"].strip():
        parts.append("## Habitabilité\n\n" + row["size"].strip())
    item = {
        "kind": "product",
        "id": pid(i),
        "name": name(row),
        "categories": [KINDS[kind(row)]],
        "price": {"amount": price(row), "currency": "EUR"},
        "specs": specs,
    }
    if parts:
        item["text"] = "\n\n".join(parts)
    return item


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    if len({name(r) for r in rows}) != len(rows):
        sys.exit("two rows share a name")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for i, r in enumerate(rows):
            f.write(json.dumps(product(i, r), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
