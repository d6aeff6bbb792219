#!/usr/bin/env python3
"""Converts raw_winemag_first2200.csv (WineEnthusiast reviews, prices in USD) to catalog.jsonl.

Every wine is a product: the reviewer's tasting note is its prose (`text`), the few structured
fields its spec table. Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    return " ".join(s.split())


def vintage(row):
    """The first year 1900-2029 in the title ('Nicosia 2013 Vulkà Bianco (Etna)' -> '2013'), or ''."""
    m = re.search(r"\b(19\d\d|20[0-2]\d)\b", row["title"])
    return m.group(1) if m else ""


def names(rows):
    count = {}
    for r in rows:
        count[clean(r["title"])] = count.get(clean(r["title"]), 0) + 1
    return {r["id"]: clean(r["title"]) if count[clean(r["title"])] == 1 else f'{clean(r["title"])} (review {r["id"]})'
            for r in rows}


def product(row, name):
    specs = []

    def add(section, entry, value):
        value = clean(value)
        if value:
            specs.append({"section": section, "entry": entry, "value": value})

    add("Wine", "Variety", row["variety"])
    add("Wine", "Winery", row["winery"])
    add("Wine", "Designation", row["designation"])
    add("Wine", "Vintage", vintage(row))
    add("Origin", "Country", row["country"])
    add("Origin", "Province", row["province"])
    add("Origin", "Region", row["region_1"])
    add("Origin", "Sub-region", row["region_2"])
    add("Review", "Rating", f'{row["points"]} points' if row["points"] else "")
    add("Review", "Taster", row["taster_name"])
    rec = {
        "kind": "product",
        "id": f'wine-{row["id"]}',
        "name": name,
        "categories": [clean(row["variety"])] if row["variety"].strip() else ["Wine"],
        "price": {"amount": float(row["price"]), "currency": "USD"} if row["price"] else None,
        "specs": specs,
        "text": f"## Tasting note\n\n{clean(row['description'])}",
    }
    if rec["price"] is None:
        del rec["price"]
    return rec


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "raw_winemag_first2200.csv")
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    n = names(rows)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[r["id"]]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
