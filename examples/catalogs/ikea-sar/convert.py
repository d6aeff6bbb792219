#!/usr/bin/env python3
"""Converts raw_ikea.csv (IKEA Saudi Arabia furniture, 3,694 rows, prices in SAR) to catalog.jsonl.

The raw file is a European-style CSV: `;` separated, decimal comma in `price` ("265,0"),
UTF-8 with a byte-order mark. One item can appear in several categories (same item_id, same
fields): it becomes ONE product with every category, in first-seen order.

Deterministic: rows in file order, fixed key order, no clocks, no randomness.
Usage: python3 convert.py [raw.csv] [out.jsonl]
"""
import csv
import json
import os
import re
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))


def load(path):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f, delimiter=";"))


def items(rows):
    """item_id -> (first row, [categories]) in first-seen order."""
    out = {}
    for r in rows:
        if r["item_id"] not in out:
            out[r["item_id"]] = (r, [])
        cats = out[r["item_id"]][1]
        if r["category"] not in cats:
            cats.append(r["category"])
    return out


def article(item_id):
    """IKEA article number as printed in the shop: 90420332 -> 904.203.32 (8 digits, zero-padded)."""
    d = item_id.zfill(8)
    return f"{d[0:3]}.{d[3:6]}.{d[6:8]}"


def description(row):
    return " ".join(row["short_description"].split())


def prose(row):
    """Some rows carry the long product description in the `designer` column (a scraping quirk):
    '<article number> <text>'. Returns (designer, prose)."""
    d = row["designer"].strip()
    m = re.match(r"^\d{3}\.\d{3}\.\d{2} (.*)$", d, re.S)
    if m:
        return "", m.group(1).strip()
    return d, ""


def slug(text):
    """IKEA's URL slug of a text: Swedish letters transliterated (ä→ae, ö→oe, å→a), lowercase, dashes."""
    s = text.lower()
    for a, b in (("ä", "ae"), ("ö", "oe"), ("å", "a"), ("ü", "ue"), ("ø", "oe"), ("æ", "ae")):
        s = s.replace(a, b)
    s = unicodedata.normalize("NFKD", s).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


def colour(row):
    """The colour/finish words of the product URL: its slug minus the slug of series + description
    (without the trailing size). '' when the URL does not start that way (118 items) or has none."""
    sl = re.sub(r"-s?\d+$", "", row["link"].rstrip("/").split("/")[-1])
    desc = re.sub(r",?\s*[\d/x\-,.]+\s*cm\s*$", "", description(row))
    prefix = slug(f'{row["name"]} {desc}')
    if not sl.startswith(prefix):
        return ""
    return sl[len(prefix):].strip("-").replace("-", " ")


def base_name(row):
    name = f'{row["name"].strip()} {description(row)}'.strip()
    c = colour(row)
    return f"{name}, {c}" if c else name


def names(item_map):
    count = {}
    for r, _ in item_map.values():
        count[base_name(r)] = count.get(base_name(r), 0) + 1
    return {
        k: base_name(r) if count[base_name(r)] == 1 else f"{base_name(r)} ({article(k)})"
        for k, (r, _) in item_map.items()
    }


def product(item_id, row, categories, name):
    specs = []

    def add(section, entry, value):
        value = " ".join(value.split())
        if value:
            specs.append({"section": section, "entry": entry, "value": value})

    designer, text = prose(row)
    add("Product", "Article number", article(item_id))
    add("Product", "Series", row["name"])
    add("Product", "Description", description(row))
    add("Product", "Colour", colour(row))
    add("Product", "Designer", designer)
    add("Dimensions", "Width", f'{row["width"]} cm' if row["width"] else "")
    add("Dimensions", "Depth", f'{row["depth"]} cm' if row["depth"] else "")
    add("Dimensions", "Height", f'{row["height"]} cm' if row["height"] else "")
    add("Availability", "Previous price", "" if row["old_price"] == "No old price" else row["old_price"])
    add("Availability", "Sold online", "Yes" if row["sellable_online"] == "TRUE" else "No")
    add("Availability", "Other colours available", row["other_colors"])
    rec = {
        "kind": "product",
        "id": f"ikea-{item_id}",
        "name": name,
        "range": row["name"].strip(),
        "categories": categories,
        "url": row["link"],
        "price": {"amount": float(row["price"].replace(",", ".")), "currency": "SAR"},
        "specs": specs,
    }
    if text:
        rec["text"] = f"## {name}\n\n{text}"
    return rec


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "raw_ikea.csv")
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    m = items(load(raw))
    n = names(m)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for k, (r, cats) in m.items():
            f.write(json.dumps(product(k, r, cats, n[k]), ensure_ascii=False) + "\n")
    print(f"{len(m)} products -> {out}")


if __name__ == "__main__":
    main()
