#!/usr/bin/env python3
"""Converts raw_sainsburys_breakfast_2016.jsonl (489 breakfast cereals, granolas, mueslis, porridges,
cereal bars and breakfast biscuits listed by Sainsbury's online grocery shop, sainsburys.co.uk, prices
in GBP, as scraped by nacnudus/food; see sample.py) to catalog.jsonl.

Shape: packaged food. A nutrition table per 100 g written the way each manufacturer writes it
("1810kJ/ 431kcal", "2270/ 546" under "Energy - kJ/kcal", "<0.5g", "Trace", "of which sugars" /
"Sugars" / "Total Sugars"), the shop's dietary lines ("Suitable for Vegans; Contains Oats; May
Contain Nuts; Free From Gluten; No Added Sugar"), price per unit and per measure (`£0.75/100g`,
`£0.25/bisc`), the pack size only in the product name ("5x40g", "x72", "1kg") or in a "Size" line for
Sainsbury's own brand ("500g e"), and prose: the description lines (claims such as "High in fibre",
"Wholegrain", "No refined sugars") and the ingredient list. The shop's shelves are the categories.
Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.jsonl] [out.jsonl]   (defaults: the files next to this script)
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_sainsburys_breakfast_2016.jsonl")

# the shop's shelf slugs -> the shelf names the shop shows
SHELVES = {
    "all-cereals": "Cereals",
    "kids-cereals-44": "Kids' cereals",
    "fruity-cereal": "Fruity cereals",
    "granola---crisp": "Granola & crisp",
    "granola---museli": "Granola & muesli",
    "museli": "Muesli",
    "traditional-porridge": "Traditional porridge",
    "porridge---hot-cereals": "Porridge & hot cereals",
    "instant-porridge-plain": "Instant porridge - plain",
    "instant-porridge-flavoured": "Instant porridge - flavoured",
    "breakfast-cereal-bars-breakfast-biscuits": "Cereal bars & breakfast biscuits",
    "cereal-bars---breakfast-biscuits-44": "Cereal bars & breakfast biscuits",
    "cereal-bars": "Cereal bars",
    "cereal---cereal-bars": "Cereal bars",
    "fruit---granola-cereal-bars": "Fruit & granola cereal bars",
    "healthier-cereal-bars": "Healthier cereal bars",
    "treat-cereal-bars": "Treat cereal bars",
    "breakfast-cereals---cereal-bars": "Breakfast cereals & cereal bars",
    "breakfast-cereals---cereal-bars-44": "Breakfast cereals & cereal bars",
    "breakfast-cereals---cereal-bars-272784-44": "Breakfast cereals & cereal bars",
    "breakfast-cereals-special-offers": "Breakfast special offers",
}
TEXT_SKIP = ("Nutrition", "Dietary Information", "Size", "Country of Origin")


def load(path=RAW):
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def pid(row):
    """The shop's item code ('Item code: 7782628'); the page slug when a page has none."""
    return row["item_code"] or row["slug"]


def price(row):
    """'£3.00/unit' -> 3.0 (GBP, the shelf price of one pack)."""
    m = re.match(r"£(\d+(?:\.\d+)?)/unit$", row["price_per_unit"])
    return float(m.group(1)) if m else None


def sections(row, prefix):
    return [s for s in row["sections"] if s["heading"] == prefix or s["heading"].startswith(prefix + " :")]


def dietary(row):
    """The shop's dietary lines, in page order ('Suitable for Vegetarians', 'Contains Oats', ...)."""
    return [line for s in sections(row, "Dietary Information") for line in s["lines"]]


def nutrition_column(table):
    """Index of the per-100 g (or 100 ml) column in a nutrition table's header row, else 1."""
    head = table[0]
    for i, cell in enumerate(head):
        c = cell.lower()
        if i and re.search(r"100\s*(g|ml)", c) and not re.search(r"%|\bri\b|nrv|rda", c):
            return i
    return 1


def per100(table):
    """[(row label, per-100 g cell), ...] of one nutrition table, verbatim. A row with one cell fewer
    than the header continues the row above it (the kcal line under a kJ line): its cells start at
    the first value column, so its per-100 g cell is appended to the label above. Rows of a single
    cell (footnotes) are dropped."""
    col = nutrition_column(table)
    width = len(table[0])
    out = []
    for row in table[1:]:
        if len(row) == width and row[0]:
            if col < len(row):
                out.append([row[0], row[col]])
        elif len(row) == width - 1 and out and len(row) > 1:
            cell = row[col - 1]
            out[-1][1] = (out[-1][1] + " " + cell).strip()
        elif len(row) == width and not row[0] and out:  # empty label: continuation as well
            out[-1][1] = (out[-1][1] + " " + row[col]).strip()
    return [(label, value) for label, value in out if value]


def nutrition_tables(row):
    """(section heading, column header, [(label, cell)]) for the first table of each nutrition section."""
    out = []
    for s in sections(row, "Nutrition"):
        if s["tables"] and len(s["tables"][0]) > 1:
            t = s["tables"][0]
            out.append((s["heading"], t[0][nutrition_column(t)], per100(t)))
    return out


def names(rows):
    """Product id -> display name; a name listed more than once gets ' (<item code>)'."""
    count = {}
    for r in rows:
        count[r["name"]] = count.get(r["name"], 0) + 1
    return {pid(r): r["name"] if count[r["name"]] == 1 else f"{r['name']} ({pid(r)})" for r in rows}


def categories(row):
    out = []
    for s in row["shelves"]:
        c = SHELVES[s]
        if c not in out:
            out.append(c)
    return out


def text(row):
    parts = []
    for s in row["sections"]:
        if s["heading"].startswith(TEXT_SKIP) or not s["lines"]:
            continue
        joiner = " " if s["heading"].startswith("Ingredients") else "\n"
        parts.append(f"## {s['heading'] or 'Information'}\n\n" + joiner.join(s["lines"]))
    return "\n\n".join(parts)


def product(row, display_name):
    specs = [
        {"section": "Product", "entry": "Item code", "value": row["item_code"]},
        {"section": "Product", "entry": "Price per unit", "value": row["price_per_unit"]},
        {"section": "Product", "entry": "Price per measure", "value": row["price_per_measure"]},
    ]
    for s in sections(row, "Size"):
        specs.append({"section": "Product", "entry": "Size", "value": " ".join(s["lines"])})
    for s in sections(row, "Country of Origin"):
        specs.append({"section": "Product", "entry": "Country of origin", "value": " ".join(s["lines"])})
    for heading, column, rows in nutrition_tables(row):
        section = f"{heading} ({column})" if column else heading
        for label, value in rows:
            specs.append({"section": section, "entry": label, "value": value})
    lines = dietary(row)
    if lines:
        specs.append({"section": "Dietary information", "entry": "Dietary information", "value": "; ".join(lines)})
    specs = [s for s in specs if s["value"]]
    out = {
        "kind": "product",
        "id": f"sainsburys-{pid(row)}",
        "name": display_name,
        "categories": categories(row),
        "url": row["url"],
        "price": {"amount": price(row), "currency": "GBP"},
        "specs": specs,
    }
    body = text(row)
    if body:
        out["text"] = body
    return out


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
