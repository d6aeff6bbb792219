#!/usr/bin/env python3
"""Converts raw_bestbuy_phones_top2000.json (Best Buy's Cell Phones department as published in
Algolia's e-commerce demo set, prices in USD) to catalog.jsonl.

Sparse specs, rich prose: each record has only a name, a brand, a category path, a price and a
popularity score as structured fields; what a shopper asks about (waterproof, kickstand,
fingerprint sensor, microSD slot, tempered glass, ...) is in the marketing description, which
becomes the product's `text`. Deterministic: records in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.json] [out.jsonl]
"""
import html
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_bestbuy_phones_top2000.json")


def load(path=RAW):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def clean(s):
    """Whitespace collapsed and HTML character references decoded ('Insignia&#8482;' -> 'Insignia™';
    293 descriptions and one name carry them)."""
    return " ".join(html.unescape(s).split())


def sku(rec):
    """Best Buy SKU from the image file name ('.../bestbuy-0118/4984700_sb.jpg' or '..._220x260_sb.jpg' -> '4984700')."""
    m = re.search(r"/(\d+)_[0-9a-z_]+\.jpg$", rec["image"])
    if not m:
        raise ValueError(f"no SKU in image URL {rec['image']!r} of {rec['name']!r}")
    return m.group(1)


def names(rows):
    """SKU -> product name; a name listed more than once gets ' (SKU <sku>)' on every copy."""
    count = {}
    for r in rows:
        count[clean(r["name"])] = count.get(clean(r["name"]), 0) + 1
    return {sku(r): clean(r["name"]) if count[clean(r["name"])] == 1 else f'{clean(r["name"])} (SKU {sku(r)})'
            for r in rows}


def categories(rec):
    """The category path below the department: every record sits under 'Cell Phones', which would
    put cases and cables in the phones category; a path of the department alone keeps it."""
    path = [clean(c) for c in rec["categories"]]
    return path[1:] if len(path) > 1 else path


def product(rec, name):
    specs = [
        {"section": "Product", "entry": "Brand", "value": clean(rec["brand"])},
        {"section": "Product", "entry": "Popularity", "value": str(rec["popularity"])},
    ]
    return {
        "kind": "product",
        "id": f"bby-{sku(rec)}",
        "name": name,
        "categories": categories(rec),
        "price": {"amount": float(rec["price"]), "currency": "USD"},
        "specs": specs,
        "text": f"## Description\n\n{clean(rec['description'])}",
    }


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    n = names(rows)
    if len(n) != len(rows):
        sys.exit("two records share a SKU")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[sku(r)]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
