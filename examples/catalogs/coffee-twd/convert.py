#!/usr/bin/env python3
"""Converts raw_coffeereview_twd.csv (613 roasted coffees from Taiwanese roasters reviewed by
coffeereview.com 2018-2023, with the roaster's estimated retail price in New Taiwan dollars) to
catalog.jsonl.

Shape: specialty coffee, a spec table of tasting scores and facts written the review site's way
(rating `94`, Agtron `58/76`, roast level `Medium-Light`, origin `Guji Zone, Oromia Region,
southern Ethiopia` or a blend `Colombia; Ethiopia; Brazil`), a price with the pack size in one
cell (`NT $340/8 ounces`, `NT $1,200/100 grams`, `NT$450/200g`, `NT $420/10 capsules`) read into
an amount in TWD, and three paragraphs of prose per coffee (blind assessment, notes on producer,
variety and processing, bottom line) that carry what shoppers ask about: natural / washed /
honey / anaerobic processing, varieties (Geisha, SL28), flavour notes, certifications, awards.
Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_coffeereview_twd.csv")


def load(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    return " ".join(s.split())


def slug(row):
    """The review's slug from its URL ('https://www.coffeereview.com/review/kenya-aa-3/')."""
    m = re.search(r"/review/([^/]+)/?$", row["Complete_Review_URL"].strip())
    if not m:
        raise ValueError(f"no review slug in {row['Complete_Review_URL']!r}")
    return m.group(1)


def price_parts(row):
    """(amount in TWD, pack size as written): 'NT $1,200/100 grams' -> (1200.0, '100 grams');
    'NT$450/200g' -> (450.0, '200g'); '$NT$1200/227g' -> (1200.0, '227g')."""
    s = clean(row["Est. Price"])
    m = re.match(r"^(?:NTD|NT|Nt|\$NT)\s*\$?\s*([\d,]+(?:\.\d+)?)\s*/\s*(.+)$", s)
    if not m:
        raise ValueError(f"unreadable price {s!r}")
    return float(m.group(1).replace(",", "")), m.group(2).strip()


def price(row):
    return price_parts(row)[0]


def name(row):
    """Roaster + coffee name, as the review's title block shows them."""
    return f"{clean(row['Roaster'])} {clean(row['Coffee_Name'])}"


def names(rows):
    """Review slug -> display name; a name listed more than once gets ' (<slug>)'."""
    count = {}
    for r in rows:
        count[name(r)] = count.get(name(r), 0) + 1
    return {slug(r): name(r) if count[name(r)] == 1 else f"{name(r)} ({slug(r)})" for r in rows}


def roast(row):
    """Roast level as written; the source's 'NA' (not stated) is left out."""
    v = clean(row["Roast Level"])
    return "" if v in ("", "NA") else v


def text(row):
    parts = []
    for heading, col in (("Blind assessment", "Blind Assessment"), ("Notes", "Notes"), ("Bottom line", "Bottom Line")):
        if clean(row[col]):
            parts.append(f"## {heading}\n\n{clean(row[col])}")
    return "\n\n".join(parts)


def product(row, display_name):
    amount, size = price_parts(row)
    specs = [
        {"section": "Coffee", "entry": "Roaster", "value": clean(row["Roaster"])},
        {"section": "Coffee", "entry": "Roaster location", "value": clean(row["Roaster Location"])},
        {"section": "Coffee", "entry": "Coffee origin", "value": clean(row["Coffee Origin"])},
        {"section": "Coffee", "entry": "Roast level", "value": roast(row)},
        {"section": "Coffee", "entry": "Agtron", "value": clean(row["Agtron"])},
        {"section": "Coffee", "entry": "Pack size", "value": size},
        {"section": "Coffee", "entry": "Est. price", "value": clean(row["Est. Price"])},
        {"section": "Review", "entry": "Rating", "value": clean(row["Rating"])},
        {"section": "Review", "entry": "Review date", "value": clean(row["Review_Date"])},
        {"section": "Review", "entry": "Aroma", "value": clean(row["Aroma"])},
        {"section": "Review", "entry": "Acidity/Structure", "value": clean(row["Acidity/Structure"])},
        {"section": "Review", "entry": "Acidity", "value": clean(row["Acidity"])},
        {"section": "Review", "entry": "Body", "value": clean(row["Body"])},
        {"section": "Review", "entry": "Flavor", "value": clean(row["Flavor"])},
        {"section": "Review", "entry": "Aftertaste", "value": clean(row["Aftertaste"])},
    ]
    specs = [s for s in specs if s["value"]]
    cats = ["Coffee"] + ([f"{roast(row)} roast"] if roast(row) else [])
    rec = {
        "kind": "product",
        "id": f"cr-{slug(row)}",
        "name": display_name,
        "range": clean(row["Roaster"]),
        "categories": cats,
        "url": row["Complete_Review_URL"].strip(),
        "price": {"amount": amount, "currency": "TWD"},
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
        sys.exit("two rows share a review slug")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[slug(r)]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
