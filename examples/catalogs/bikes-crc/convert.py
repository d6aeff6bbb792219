#!/usr/bin/env python3
"""Converts raw_buscobici_chainreaction_2014-04-22.tsv (468 complete bicycles listed by Chain
Reaction Cycles' Spanish shop, chainreactioncycles.com/es, prices in EUR, as scraped by
sarroutbi/buscobici on 2014-04-22) to catalog.jsonl.

Shape: bicycles, a very thin spec table (brand, bike type, model year) with almost everything a
shopper asks about written only in the product NAME the shop shows ("Meta AM2 650b Suspension
Bike - Ex Display 2014": wheel size, women's models, groupset, condition, model year), EUR prices,
the brand as `range`, the shop's bike type as categories; no prose. Deterministic: rows in file
order, fixed key order, no clocks.
Usage: python3 convert.py [raw.tsv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_buscobici_chainreaction_2014-04-22.tsv")

# the scraper's bike-type codes -> the shop's category words (top level, sub level)
KINDS = {
    "BMX": ["BMX"],
    "KIDS": ["Kids' bikes"],
    "MTB-DOUBLE": ["Mountain bikes", "Full suspension"],
    "MTB-FIX": ["Mountain bikes", "Hardtail"],
    "ROAD": ["Road bikes"],
    "URBAN": ["City & urban bikes"],
}


def load(path=RAW):
    with open(path, encoding="ascii", newline="") as f:
        return list(csv.DictReader(f, delimiter="\t", quoting=csv.QUOTE_NONE))


def clean(s):
    return " ".join(s.split())


def price(row):
    """The dump stores a PostgreSQL `real` ('431.48999'); the shop price is that to the cent."""
    return round(float(row["price"]), 2)


def year(row):
    """Model year: a trailing 4-digit year in the shop's model name ('... Bike 2014'), else None."""
    m = re.search(r"\b(20[01]\d)$", clean(row["model"]))
    return int(m.group(1)) if m else None


def pid(row):
    """Chain Reaction product number from the URL ('.../rp-prod113460'); two rows carry only the
    shop's home page as URL and get a slug of brand + model instead."""
    m = re.search(r"rp-(prod\d+)$", row["url"].strip())
    if m:
        return m.group(1)
    return re.sub(r"[^a-z0-9]+", "-", f"{clean(row['trademark'])} {clean(row['model'])}".lower()).strip("-")


def name(row):
    """Brand + model, as the shop lists it ('Ghost SE 2950 Hardtail Bike 2014'); the brand is the
    scraper's spelling ('Ns', 'Vitus', 'Eddy'), whose model names go on with 'Bikes ...' /
    'Merckx ...', so the title reads 'Ns Bikes Soda 1 Suspension Bike 2014'."""
    return f"{clean(row['trademark'])} {clean(row['model'])}"


def names(rows):
    """Product id -> display name; a name listed more than once gets ' (<id>)'."""
    count = {}
    for r in rows:
        count[name(r)] = count.get(name(r), 0) + 1
    return {pid(r): name(r) if count[name(r)] == 1 else f"{name(r)} ({pid(r)})" for r in rows}


def product(row, display_name):
    cats = KINDS[row["kind"].strip()]
    y = year(row)
    specs = [
        {"section": "Product", "entry": "Brand", "value": clean(row["trademark"])},
        {"section": "Product", "entry": "Bike type", "value": " / ".join(cats)},
        {"section": "Product", "entry": "Model year", "value": str(y) if y else ""},
    ]
    specs = [s for s in specs if s["value"]]
    return {
        "kind": "product",
        "id": f"crc-{pid(row)}",
        "name": display_name,
        "range": clean(row["trademark"]),
        "categories": list(cats),
        "url": row["url"].strip(),
        "price": {"amount": price(row), "currency": "EUR"},
        "specs": specs,
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
            f.write(json.dumps(product(r, n[pid(r)]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
