#!/usr/bin/env python3
"""Converts raw_scotch_review.csv (2,247 Scotch whiskies reviewed by Whisky Advocate, with the
magazine's score, the suggested retail price in US dollars and the review prose, as committed in
iagosv99/Whisky) to catalog.jsonl.

Shape: spirits, a spec table of almost nothing (whisky type, rating) with what a whisky buyer asks
about -- age statement (`18 year old`, `12 years old`), strength (`46%`, `43% ABV`), vintage
(`1964 vintage`, `distilled 1995`), cask number, independent bottler (`Signatory (distilled at
Laphroaig)`) -- written only in the review's NAME, and cask type, peat, region, chill-filtration,
bottle counts written only in the review TEXT. USD prices (19 cells written '1,700', '60,000/set', '44/liter'). Deterministic: rows in file order,
fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_scotch_review.csv")


def load(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    return " ".join(s.split())


def rid(row):
    """The source's running row number (first, unnamed column), as the product id."""
    return f"wa-{row[''].strip()}"


def price(row):
    """Suggested price in US dollars: the first number of the source's price cell, thousands commas
    dropped ('4500.00' -> 4500, '1,700' -> 1700, '60,000/set' -> 60000, '$15,000 or $60,000/set' ->
    15000, '44/liter' -> 44)."""
    m = re.search(r"\d[\d,]*(?:\.\d+)?", row["price"])
    return float(m.group(0).replace(",", ""))


def price_note(row):
    """The price cell as written when it is not a plain number ('60,000/set', '44/liter')."""
    p = row["price"].strip()
    return None if re.fullmatch(r"\d+(?:\.\d+)?", p) else p


def points(row):
    return int(row["review.point"])


def name(row):
    """The review title as written ('Johnnie Walker Blue Label, 40%'), whitespace collapsed."""
    return clean(row["name"])


def names(rows):
    """Product id -> display name; a title reviewed more than once gets ' (<id>)'."""
    count = {}
    for r in rows:
        count[name(r)] = count.get(name(r), 0) + 1
    return {rid(r): name(r) if count[name(r)] == 1 else f"{name(r)} ({rid(r)})" for r in rows}


def text(row):
    """The review prose, paragraphs kept (the source separates some with CR LF); runs of spaces and
    no-break spaces collapsed."""
    paras = [clean(p) for p in row["description"].replace("\r", "").split("\n")]
    return "\n\n".join(p for p in paras if p)


def product(row, display_name):
    specs = [
        {"section": "Whisky", "entry": "Whisky type", "value": clean(row["category"])},
        {"section": "Review", "entry": "Whisky Advocate rating", "value": str(points(row))},
    ]
    if price_note(row):
        specs.append({"section": "Price", "entry": "Price as listed", "value": price_note(row)})
    return {
        "kind": "product",
        "id": rid(row),
        "name": display_name,
        "categories": [clean(row["category"])],
        "price": {"amount": price(row), "currency": "USD" if row["currency"] == "$" else row["currency"]},
        "specs": specs,
        "text": "## Review\n\n" + text(row),
    }


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    n = names(rows)
    if len(n) != len(rows):
        sys.exit("two rows share a product id")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[rid(r)]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
