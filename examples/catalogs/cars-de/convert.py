#!/usr/bin/env python3
"""Converts raw_autoscout24_every20th.csv (car listings from AutoScout24 Germany, prices in EUR)
to catalog.jsonl.

The sample holds every 20th data row of the source file (rows 1, 21, 41, … of 46,405), so the
k-th sample row (0-based) is source data row 20*k + 1; that number is the listing id.
Mileage is written the way the German site prints it ("235.000 km", dot as thousands separator).

Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]
"""
import csv
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

OFFER = {"Used": "Used cars", "New": "New cars", "Pre-registered": "Pre-registered cars",
         "Demonstration": "Demonstration cars", "Employee's car": "Employee's cars"}


def load(path):
    with open(path, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    for k, r in enumerate(rows):
        r["listing"] = str(20 * k + 1)
    return rows


def de_int(n):
    """German thousands separator: 235000 -> '235.000'."""
    return f"{int(n):,}".replace(",", ".")


def base_name(r):
    parts = [p for p in (r["make"], r["model"]) if p]
    head = " ".join(parts)
    details = [r["year"], f'{de_int(r["mileage"])} km', r["fuel"], r["gear"]]
    return f'{head} {", ".join(d for d in details if d)}'


def names(rows):
    count = {}
    for r in rows:
        count[base_name(r)] = count.get(base_name(r), 0) + 1
    return {r["listing"]: base_name(r) if count[base_name(r)] == 1 else f'{base_name(r)} (listing {r["listing"]})'
            for r in rows}


def product(r, name):
    specs = []

    def add(section, entry, value):
        value = " ".join(value.split())
        if value:
            specs.append({"section": section, "entry": entry, "value": value})

    add("Vehicle", "Make", r["make"])
    add("Vehicle", "Model", r["model"])
    add("Vehicle", "First registration", r["year"])
    add("Vehicle", "Offer type", r["offerType"])
    add("Engine", "Fuel", r["fuel"])
    add("Engine", "Power", f'{r["hp"]} hp' if r["hp"] else "")
    add("Engine", "Gearbox", r["gear"])
    add("Condition", "Mileage", f'{de_int(r["mileage"])} km' if r["mileage"] else "")
    rec = {
        "kind": "product",
        "id": f'as24-{int(r["listing"]):05d}',
        "name": name,
        "range": " ".join(p for p in (r["make"], r["model"]) if p),
        "categories": [OFFER[r["offerType"]]],
        "price": {"amount": float(r["price"]), "currency": "EUR"},
        "specs": specs,
    }
    return rec


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "raw_autoscout24_every20th.csv")
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    n = names(rows)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[r["listing"]]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
