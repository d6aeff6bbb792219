#!/usr/bin/env python3
"""Converts raw_adidas_usa_2021-10-23.csv (845 articles of adidas' US web shop, adidas.com/us,
crawled on 2021-10-23: shoes, clothing and accessories, prices in USD) to catalog.jsonl.

Shape: fashion, one product per colourway (article number), so 431 model names cover 845
products ("ZX 1K Boost Shoes" x24); a short spec table as the shop writes it (one colour word,
the shop section "Women/Shoes", the regular price "$100" beside the sale price, rating "4.5",
review count) and one paragraph of marketing prose per article, which is where materials
(leather, suede, recycled polyester, Parley ocean plastic, cotton), cushioning (Boost,
Cloudfoam, Lightstrike), closures (hook-and-loop, elastic laces, slip-on), pockets and water
protection are written. No size or material columns. Deterministic: rows in file order, fixed key
order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_adidas_usa_2021-10-23.csv")


def load(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    """Whitespace collapsed; the zero-width spaces of two names ('Sweatshirt\u200b') dropped."""
    return " ".join(s.replace("\u200b", "").split())


def sku(row):
    return row["sku"].strip()


def price(row):
    """The price the shop charged on the crawl day (`selling_price`, whole dollars: '40')."""
    return float(row["selling_price"])


def regular(row):
    """The crossed-out regular price ('$100'), or None (16 rows have none). Always above the
    selling price where present."""
    s = row["original_price"].strip()
    return float(s.lstrip("$")) if s else None


def name(row):
    """The model name as the shop shows it ('Beach Shorts', 'ZX 1K Boost Shoes')."""
    return clean(row["name"])


def names(rows):
    """Article number -> display name. A model name listed once is kept as is; one listed for
    several colourways gets ' (<colour>, <article number>)': 'Superstar Shoes (White, EG4958)'."""
    count = {}
    for r in rows:
        count[name(r)] = count.get(name(r), 0) + 1
    return {sku(r): name(r) if count[name(r)] == 1 else f"{name(r)} ({clean(r['color'])}, {sku(r)})" for r in rows}


def section(row):
    """The shop section of the breadcrumbs ('Women/Shoes' -> 'Women')."""
    return row["breadcrumbs"].split("/")[0].strip()


def text(row):
    paras = [clean(p) for p in re.split(r"\r?\n\s*\r?\n|\r?\n", row["description"])]
    paras = [p for p in paras if p]
    return "## Description\n\n" + "\n\n".join(paras) if paras else ""


def product(row, display_name):
    reg = regular(row)
    specs = [
        {"section": "Product", "entry": "Brand", "value": clean(row["brand"])},
        {"section": "Product", "entry": "Article number", "value": sku(row)},
        {"section": "Product", "entry": "Colour", "value": clean(row["color"])},
        {"section": "Product", "entry": "Category", "value": clean(row["category"])},
        {"section": "Product", "entry": "Shop section", "value": clean(row["breadcrumbs"])},
        {"section": "Price", "entry": "Regular price", "value": row["original_price"].strip() if reg is not None else ""},
        {"section": "Price", "entry": "Availability", "value": clean(row["availability"])},
        {"section": "Reviews", "entry": "Average rating", "value": clean(row["average_rating"])},
        {"section": "Reviews", "entry": "Number of reviews", "value": clean(row["reviews_count"])},
    ]
    specs = [s for s in specs if s["value"]]
    cats = []
    for c in (clean(row["category"]), clean(row["breadcrumbs"])):
        if c and c not in cats:
            cats.append(c)
    rec = {
        "kind": "product",
        "id": f"adidas-{sku(row)}",
        "name": display_name,
        "categories": cats,
        "url": row["url"].strip(),
        "price": {"amount": price(row), "currency": "USD"},
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
    if len(n) != len(rows) or len(set(n.values())) != len(rows):
        sys.exit("two rows share an article number or a display name")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[sku(r)]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
