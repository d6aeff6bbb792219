#!/usr/bin/env python3
"""Converts raw_flipkart_sample.csv (1,969 products of flipkart.com crawled December 2015 - June
2016, the Kaggle "Flipkart Products" file as cut by sample.py; prices in INR) to catalog.jsonl.

Shape: a general shop with many categories (clothing, watches, home decor, kitchen & dining,
home furnishing, footwear, beauty, baby care, computer accessories, jewellery, a few others), a
key/value spec list per product written the shop's way (`Ideal For` `Women's`, `Fabric` `Cotton
Lycra`, `Heel Height` `1 inch`, `Water Resistant` `Yes`, `Mug Capacity` `330 ml`, `Warranty Summary`
`6 Months Domestic Warranty`, keys that vary by category — 804 distinct keys) and the shop's
description as prose: either marketing text plus a glued "Key Features of … Specifications of …"
run that repeats the spec list without separators, or a one-line "Buy X for Rs. 499 online …"
blurb. Values are kept as written: units inside the value, `Yes`/`No`, `NA`, lists with commas,
truncations with `...View More`. Prices keep the source's spelling in the spec values (`999` in the
first copy, `999.0` in the second — see sample.py).

Record format (one JSON object a line, keys in a fixed order):
- id `fk-<pid>` (Flipkart's product id, unique in the file);
- name = the product name, whitespace collapsed; a name that several rows share gets ` (<pid>)`;
- categories = the parts of `product_category_tree` before the first part that names the product
  or its maker (a part whose first word is the first word of the product name: `Alisha Shorts`,
  `SF by Sonata Wrist Watches`, the product name itself); a tree cut to the product's name alone
  (46 rows) gives no category;
- range = the `brand` column where it is filled (1,081 rows), else no range;
- url = `product_url`; price = `discounted_price` (what the page charges) in INR, none where empty;
- specs: section `Product` — Brand (the column), Category path (the tree as written, ` >> `
  joined), Retail price (`retail_price` as written), Rating (`product_rating` unless `No rating
  available`), Flipkart Advantage (`is_FK_Advantage_product` as written); section `Specifications`
  — every key/value pair of `product_specifications` in order, as written; a value without a key
  (the source has many: "In the Box" contents, care lines, disclaimers) gets the entry `Other`;
- text = the description, each line's whitespace collapsed, empty lines dropped.
Deterministic: rows in file order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_flipkart_sample.csv")
PAIR = re.compile(r'\{(?:"key"=>"([^"]*)", )?"value"=>"([^"]*)"\}')


def load(path=RAW):
    csv.field_size_limit(1 << 30)
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    return " ".join(s.split())


def pid(row):
    return row["pid"].strip()


def price(row):
    """The selling price (`discounted_price`, `499` or `499.0`) in INR, or None where empty."""
    s = row["discounted_price"].strip()
    return float(s) if s else None


def retail(row):
    s = row["retail_price"].strip()
    return float(s) if s else None


def rating(row):
    """`product_rating` as a number, None for 'No rating available'."""
    s = row["product_rating"].strip()
    try:
        return float(s)
    except ValueError:
        return None


def tree(row):
    """The category tree's parts: '["A >> B >> C"]' -> ['A', 'B', 'C']."""
    s = row["product_category_tree"].strip()
    if s.startswith('["') and s.endswith('"]'):
        s = s[2:-2]
    return [p.strip() for p in s.split(" >> ") if p.strip()]


def categories(row):
    first = clean(row["product_name"]).split(" ")[0].lower()
    out = []
    for part in tree(row):
        if part.split(" ")[0].lower() == first:
            break
        out.append(part)
    return out


def spec_pairs(row):
    """[(key or None, value)] from the `{"product_specification"=>[{"key"=>.., "value"=>..}]}` cell."""
    return [(k if k else None, v) for k, v in PAIR.findall(row["product_specifications"])]


def names(rows):
    count = {}
    for r in rows:
        n = clean(r["product_name"])
        count[n] = count.get(n, 0) + 1
    return {pid(r): clean(r["product_name"]) if count[clean(r["product_name"])] == 1
            else f"{clean(r['product_name'])} ({pid(r)})" for r in rows}


def text(row):
    lines = [clean(l) for l in row["description"].split("\n")]
    return "\n".join(l for l in lines if l)


def product(row, display_name):
    specs = [
        {"section": "Product", "entry": "Brand", "value": row["brand"].strip()},
        {"section": "Product", "entry": "Category path", "value": " >> ".join(tree(row))},
        {"section": "Product", "entry": "Retail price", "value": row["retail_price"].strip()},
        {"section": "Product", "entry": "Rating", "value": row["product_rating"].strip() if rating(row) is not None else ""},
        {"section": "Product", "entry": "Flipkart Advantage", "value": row["is_FK_Advantage_product"].strip()},
    ]
    specs = [s for s in specs if s["value"]]
    for k, v in spec_pairs(row):
        if v.strip():
            specs.append({"section": "Specifications", "entry": k.strip() if k and k.strip() else "Other", "value": v.strip()})
    rec = {"kind": "product", "id": f"fk-{pid(row)}", "name": display_name, "categories": categories(row)}
    if row["brand"].strip():
        rec["range"] = row["brand"].strip()
    rec["url"] = row["product_url"].strip()
    if price(row) is not None:
        rec["price"] = {"amount": price(row), "currency": "INR"}
    rec["specs"] = specs
    rec["text"] = text(row)
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
            f.write(json.dumps(product(r, n[pid(r)]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
