#!/usr/bin/env python3
"""Converts raw_luxury_watches.csv (507 rows of the Kaggle "Luxury Watches Price Dataset", user
rkiattisak, as committed in gmoigneu/upsun-embedding-python-nextjs at
vectorize/data/watches-full.csv) to catalog.jsonl.

Shape: new wristwatches, one row per watch reference as a retailer would list it, USD list
prices written with a thousands comma (`9,500`, bare `650`), a spec table written the source's
way: case material with inconsistent gold spellings (`18k Rose Gold` / `18K Rose Gold` / `Rose
Gold`), strap (`Leather`, `Stainless Steel`, `Jubilee` / `Jubilee Bracelet`, `NATO Strap` / `NATO
strap`), movement (`Automatic`, `Manual`, `Quartz`, `Eco-Drive`), water resistance in metres
(`300 meters`), case diameter / thickness / band width as bare millimetre numbers in columns whose
header carries the unit, dial colour, crystal (`Sapphire`, `Hesalite`, `Hardlex`, `Mineral`),
complications as a comma list in any order (`Chronograph, Date` / `Date, Chronograph`, `Moonphase`
/ `Moon Phase`, `None`) and power reserve in hours or days (`48 hours`, `270 days`, `N/A` for
quartz). No prose.

Kept: every distinct row (19 exact duplicate rows dropped, the first occurrence kept), in file
order: 488 watches. Names: `Brand Model`; where several rows share brand and model, each row gets
the shortest run of these distinguishing parts that no other row of its group shares: case
diameter and dial colour, case material, strap, case thickness, complications, power reserve,
water resistance (`Rolex Datejust 36 mm, Silver dial`); rows equal in all of them (they differ
only in price) get `(listing N)` in file order.
Deterministic: file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import sys
from collections import defaultdict

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_luxury_watches.csv")


def clean(s):
    return " ".join(s.split())


def load(path=RAW):
    """The distinct rows in file order (first occurrence of an exact duplicate kept)."""
    with open(path, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    seen, out = set(), []
    for r in rows:
        k = tuple(r.values())
        if k in seen:
            continue
        seen.add(k)
        out.append(r)
    return out


def price(r):
    return float(r["Price (USD)"].replace(",", ""))


def mm(s):
    return clean(s) + " mm"


TIERS = [
    lambda r: f"{clean(r['Case Diameter (mm)'])} mm, {clean(r['Dial Color'])} dial",
    lambda r: clean(r["Case Material"]),
    lambda r: clean(r["Strap Material"]) + " strap",
    lambda r: clean(r["Case Thickness (mm)"]) + " mm thick",
    lambda r: "no complications" if clean(r["Complications"]) == "None" else clean(r["Complications"]),
    lambda r: clean(r["Power Reserve"]) + " power reserve",
    lambda r: clean(r["Water Resistance"]),
]


def names(rows):
    base = [f"{clean(r['Brand'])} {clean(r['Model'])}" for r in rows]
    groups = defaultdict(list)
    for i, b in enumerate(base):
        groups[b].append(i)
    out = list(base)
    for b, idx in groups.items():
        if len(idx) == 1:
            continue
        full = {i: tuple(t(rows[i]) for t in TIERS) for i in idx}
        listing = defaultdict(int)
        for i in idx:
            for depth in range(1, len(TIERS) + 1):
                if all(full[j][:depth] != full[i][:depth] for j in idx if j != i):
                    out[i] = f"{b} " + ", ".join(full[i][:depth])
                    break
            else:
                listing[full[i]] += 1
                out[i] = f"{b} " + ", ".join(full[i]) + f" (listing {listing[full[i]]})"
    assert len(set(out)) == len(out), "names still repeat"
    return out


def product(i, r, name):
    pr = clean(r["Power Reserve"])
    specs = [
        {"section": "Case", "entry": "Case material", "value": clean(r["Case Material"])},
        {"section": "Case", "entry": "Case diameter", "value": mm(r["Case Diameter (mm)"])},
        {"section": "Case", "entry": "Case thickness", "value": mm(r["Case Thickness (mm)"])},
        {"section": "Case", "entry": "Water resistance", "value": clean(r["Water Resistance"])},
        {"section": "Case", "entry": "Crystal", "value": clean(r["Crystal Material"])},
        {"section": "Dial", "entry": "Dial color", "value": clean(r["Dial Color"])},
        {"section": "Strap", "entry": "Strap material", "value": clean(r["Strap Material"])},
        {"section": "Strap", "entry": "Band width", "value": mm(r["Band Width (mm)"])},
        {"section": "Movement", "entry": "Movement type", "value": clean(r["Movement Type"])},
        {"section": "Movement", "entry": "Complications", "value": clean(r["Complications"])},
    ]
    if pr not in ("", "N/A"):
        specs.append({"section": "Movement", "entry": "Power reserve", "value": pr})
    return {
        "kind": "product",
        "id": f"watch-{i:03d}",
        "name": name,
        "range": clean(r["Brand"]),
        "categories": ["Watches", clean(r["Movement Type"]) + " watches"],
        "price": {"amount": price(r), "currency": "USD"},
        "specs": specs,
    }


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for i, (r, n) in enumerate(zip(rows, names(rows)), 1):
            f.write(json.dumps(product(i, r, n), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
