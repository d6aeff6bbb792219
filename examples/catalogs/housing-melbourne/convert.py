#!/usr/bin/env python3
"""Converts raw_melb_every6th.csv (every 6th data line of the Kaggle "Melbourne Housing Snapshot"
melb_data.csv, 13,580 property sales in Melbourne 2016-2017 scraped from Domain.com.au results, as
committed in Orange-905/melb-data; cut by sample.py) to catalog.jsonl.

Shape: one row per sale result (sold, passed in or vendor bid), with the address, suburb, the
property type as a code (`h` house/cottage/villa/semi/terrace, `u` unit/duplex, `t` townhouse),
price in AUD as a bare integer (`1480000`), method of sale as a code (`S` sold, `SP` sold prior,
`PI` passed in, `VB` vendor bid, `SA` sold after auction), the agency (`SellerG`: `Nelson`,
`hockingstuart`, `Jellis` ...), the date as d/m/yyyy written with and without zero padding
(`4/2/2016`, `27/05/2017`), distance to the CBD (km, bare: `2.5`), postcode, rooms, bedrooms (a
second scraped source: `Bedroom2`), bathrooms, car spots, land size and building area (m², bare;
land `0` on about half the units), year built, council area (upstream: blank on 1,369 rows,
`Unavailable` once), region (`Northern Metropolitan` ...). Many blanks: building area and year
built are missing on about half the rows. No prose.

Kept (sample rule, fixed, applied by sample.py): every 6th data line of the upstream file in file
order, starting with the first (upstream data lines 1, 7, 13, ... counted from 1 after the
header): 2,264 sales, all of them converted. The file is sorted by suburb, so the
sample keeps every part of the city (260 suburbs). Id `melb-<upstream data line number>` (`melb-00001`, `melb-00007`, ...).
Name: `<Address>, <Suburb>` as written (`85 Turner St, Abbotsford`); unique in the sample.
range = the suburb; categories = ["Properties", "Houses" | "Units" | "Townhouses"] from the type
code. Values are written as the source writes them (codes, bare numbers without units); blank
cells are left out. Latitude, longitude and Propertycount (a suburb statistic) are not kept.
Deterministic: file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_melb_every6th.csv")
STRIDE = 6  # sample.py kept upstream data lines 1, 1 + 6, 1 + 12, ...
TYPE_WORDS = {"h": "Houses", "u": "Units", "t": "Townhouses"}


def clean(s):
    return " ".join(s.split())


def load(path=RAW):
    """The rows as (upstream data line number from 1, row dict), file order."""
    with open(path, encoding="utf-8-sig", newline="") as f:
        rows = list(csv.DictReader(f))
    return [(i * STRIDE + 1, r) for i, r in enumerate(rows)]


def name(r):
    return f"{clean(r['Address'])}, {clean(r['Suburb'])}"


def price(r):
    return float(r["Price"])


SPECS = [
    ("Location", "Address", "Address"),
    ("Location", "Suburb", "Suburb"),
    ("Location", "Postcode", "Postcode"),
    ("Location", "Council area", "CouncilArea"),
    ("Location", "Region", "Regionname"),
    ("Location", "Distance", "Distance"),
    ("Property", "Type", "Type"),
    ("Property", "Rooms", "Rooms"),
    ("Property", "Bedrooms", "Bedroom2"),
    ("Property", "Bathrooms", "Bathroom"),
    ("Property", "Car spots", "Car"),
    ("Property", "Land size", "Landsize"),
    ("Property", "Building area", "BuildingArea"),
    ("Property", "Year built", "YearBuilt"),
    ("Sale", "Method", "Method"),
    ("Sale", "Agent", "SellerG"),
    ("Sale", "Date", "Date"),
]


def product(n, r):
    specs = []
    for section, entry, col in SPECS:
        v = clean(r[col])
        if v:
            specs.append({"section": section, "entry": entry, "value": v})
    return {
        "kind": "product",
        "id": f"melb-{n:05d}",
        "name": name(r),
        "range": clean(r["Suburb"]),
        "categories": ["Properties", TYPE_WORDS[r["Type"]]],
        "price": {"amount": price(r), "currency": "AUD"},
        "specs": specs,
    }


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    names = [name(r) for _, r in rows]
    assert len(set(names)) == len(names), "names repeat"
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for n, r in rows:
            f.write(json.dumps(product(n, r), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
