#!/usr/bin/env python3
"""Converts raw_chewy_catfood.csv (2,071 cat foods listed by chewy.com on 2021-04-16, scraped by
watsonar/blep) to catalog.jsonl.

Shape: pet food, a US shop's spec table written the shop's way — product attributes (`Food Form`
`Wet Food`, `Food Texture` `Chunks in Gravy`, `Lifestage` `Kitten`, `Special Diet` as a comma
list `Grain-Free, No Corn No Wheat No Soy, Pea-Free`, `Weight` `16.0 pounds`, a brand only for
some products), the guaranteed analysis as label strings (`Crude Protein` `34.0% min`,
`Moisture` `78.0% max`, `Vitamin A` `10,000 IU/kg min`), calories in several spellings
(`3740 kcal/kg, 398 kcal/cup`, `77 kcal/2.9 oz can`, `1161 kcal/kg. 181 kcal per 5.5oz (156g)
can`), a price in USD (the shop's price; the list price as a spec when the shop shows one), pack
sizes only in the name (`3-oz, case of 24`, `16-lb bag`), and the ingredient list as prose.
Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import ast
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_chewy_catfood.csv")

# The attributes of `attr_dict` in the order they are listed as specs (others follow, in the
# order the row lists them).
ATTR_ORDER = ["Brand", "Food Form", "Food Texture", "Packaging Type", "Lifestage", "Special Diet",
              "Breed Size", "Weight", "Dimensions", "Item Number"]


def load(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    """Whitespace (incl. the shop's no-break spaces and line breaks) collapsed to one space."""
    return " ".join(s.replace("\xa0", " ").split())


def dp(row):
    """The product number from the url ('https://www.chewy.com/.../dp/110402' -> '110402')."""
    m = re.search(r"/dp/(\d+)$", row["url"].strip())
    if not m:
        raise ValueError(f"no product number in {row['url']!r}")
    return m.group(1)


def attrs(row):
    """The `attr_dict` column (a Python dict literal as the scraper wrote it)."""
    return ast.literal_eval(row["attr_dict"])


def ga(row):
    """The `ga_dict` column: guaranteed analysis, nutrient -> label string."""
    return ast.literal_eval(row["ga_dict"])


def price(row):
    return float(row["our_price"].replace(",", ""))


def list_price(row):
    v = row["list_price"].strip()
    return float(v.replace(",", "")) if v else None


def product(row):
    a = attrs(row)
    specs = []
    keys = [k for k in ATTR_ORDER if k in a] + [k for k in a if k not in ATTR_ORDER]
    for k in keys:
        v = clean(str(a[k]))
        if v and v != "N/A":
            specs.append({"section": "Product", "entry": k, "value": v})
    if clean(row["calories"]):
        specs.append({"section": "Product", "entry": "Calories", "value": clean(row["calories"])})
    lp = list_price(row)
    if lp is not None:
        specs.append({"section": "Price", "entry": "List price", "value": f"${row['list_price'].strip()}"})
    specs.append({"section": "Price", "entry": "Chewy price", "value": f"${row['our_price'].strip()}"})
    for k, v in ga(row).items():
        v = clean(str(v))
        if v:
            specs.append({"section": "Guaranteed analysis", "entry": clean(k), "value": v})
    form = clean(a.get("Food Form", ""))
    rec = {
        "kind": "product",
        "id": f"chewy-{dp(row)}",
        "name": clean(row["name"]),
        "range": clean(a["Brand"]) if a.get("Brand") else None,
        "categories": ["Cat Food"] + ([form] if form else []),
        "url": row["url"].strip(),
        "price": {"amount": price(row), "currency": "USD"},
        "specs": specs,
    }
    if rec["range"] is None:
        del rec["range"]  # the shop lists a brand for 815 of the 2,071 products only
    ing = clean(row["ingredients"])
    if ing:
        rec["text"] = f"## Ingredients\n\n{ing}"
    return rec


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    ids = [dp(r) for r in rows]
    if len(set(ids)) != len(ids):
        sys.exit("two rows share a product number")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
