#!/usr/bin/env python3
"""Converts raw_sephora_skincare.csv (445 skincare products scraped from sephora.com, prices in
USD) to catalog.jsonl.

Shape: cosmetics, a short spec table (brand, size written the shop's way "1.7 fl. oz / 50 mL",
skin types and concerns as the page's comma-and-"and" lists, sale prices) and prose: the
"What it is" sentence, the highlighted ingredients and the full INCI ingredient list, which is
where most of what shoppers ask about (retinol, niacinamide, ceramides, fragrance, zinc oxide,
...) is stated. Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_sephora_skincare.csv")


def load(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    return " ".join(s.split())


def sku(row):
    """Sephora product id from the URL ('...-P507952' or '.../product/P474329')."""
    m = re.search(r"[-/](P\d+)$", row["url"].strip())
    if not m:
        raise ValueError(f"no product id in {row['url']!r}")
    return m.group(1)


def prices(row):
    """(current, regular or None): the source writes '62.00 ' or, on sale, '11.20 16.00'
    (sale price, then the regular price)."""
    parts = row["price"].split()
    current = float(parts[0])
    regular = float(parts[1]) if len(parts) > 1 else None
    return current, regular


def name(row):
    """Brand + product name, as the shop shows them (brand line above the product name)."""
    return f"{clean(row['brand'])} {clean(row['name'])}"


def names(rows):
    """Product id -> display name; a name listed more than once gets ' (<id>)'."""
    count = {}
    for r in rows:
        count[name(r)] = count.get(name(r), 0) + 1
    return {sku(r): name(r) if count[name(r)] == 1 else f"{name(r)} ({sku(r)})" for r in rows}


def categories(row):
    out = []
    for c in (row["category"], row["subcategory"]):
        c = clean(c)
        if c and c not in out:
            out.append(c)
    return out


def text(row):
    parts = []
    if clean(row["what_it_is"]):
        parts.append(f"## What it is\n\n{clean(row['what_it_is'])}")
    if clean(row["highlighted_ingredients"]):
        # kept as the page writes it ('-Snap 8 Peptide: ... -Ghostberry: ...'); not split into
        # bullets, because ' -' also occurs inside INCI names ('C13 -14 Olefin') and some rows
        # carry the whole ingredient list here
        parts.append(f"## Highlighted ingredients\n\n{clean(row['highlighted_ingredients'])}")
    if clean(row["ingredients"]):
        parts.append(f"## Ingredients\n\n{clean(row['ingredients'])}")
    return "\n\n".join(parts)


def product(row, display_name):
    current, regular = prices(row)
    specs = [
        {"section": "Product", "entry": "Brand", "value": clean(row["brand"])},
        {"section": "Product", "entry": "Size", "value": clean(row["size"])},
        {"section": "Suitability", "entry": "Skin type", "value": clean(row["skin_type"])},
        {"section": "Suitability", "entry": "Skincare concerns", "value": clean(row["skincare_concerns"])},
    ]
    if regular is not None:
        specs.append({"section": "Price", "entry": "Regular price", "value": f"${regular:.2f}"})
    specs = [s for s in specs if s["value"]]
    rec = {
        "kind": "product",
        "id": f"sephora-{sku(row)}",
        "name": display_name,
        "range": clean(row["brand"]),
        "categories": categories(row),
        "url": row["url"].strip(),
        "price": {"amount": current, "currency": "USD"},
        "specs": specs,
    }
    t = text(row)
    if t:
        rec["text"] = t
    return rec


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    n = names(rows)
    if len(n) != len(rows):
        sys.exit("two rows share a product id")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[sku(r)]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
