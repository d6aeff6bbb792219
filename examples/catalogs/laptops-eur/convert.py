#!/usr/bin/env python3
"""Converts raw_laptop_price.csv (1,303 laptop listings, prices in EUR) to catalog.jsonl.

Deterministic: rows in file order, fixed key order, no clocks, no randomness.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def base_name(row):
    return " ".join(p for p in (row["Company"].strip(), row["Product"].strip()) if p)


def full_name(row):
    """Brand + model + the configuration that tells listings of one model apart."""
    return f'{base_name(row)} {row["Inches"]}" {row["Cpu"]} {row["Ram"]} {" ".join(row["Memory"].split())}'


def names(rows):
    """Unique display names: the model alone when the model is listed once, else the model with
    its configuration, else that plus the listing id."""
    by_model = {}
    for r in rows:
        by_model.setdefault(base_name(r), []).append(r)
    out = {}
    full_count = {}
    for r in rows:
        full_count[full_name(r)] = full_count.get(full_name(r), 0) + 1
    for r in rows:
        if len(by_model[base_name(r)]) == 1:
            out[r["laptop_ID"]] = base_name(r)
        elif full_count[full_name(r)] == 1:
            out[r["laptop_ID"]] = full_name(r)
        else:
            out[r["laptop_ID"]] = f'{full_name(r)} (listing {r["laptop_ID"]})'
    return out


def product(row, name):
    specs = []

    def add(section, entry, value):
        value = " ".join(value.split())
        if value:
            specs.append({"section": section, "entry": entry, "value": value})

    add("General", "Brand", row["Company"])
    add("General", "Type", row["TypeName"])
    add("General", "Operating System", row["OpSys"])
    add("Display", "Screen Size", f'{row["Inches"]}"' if row["Inches"] else "")
    add("Display", "Screen", row["ScreenResolution"])
    add("Performance", "CPU", row["Cpu"])
    add("Performance", "RAM", row["Ram"])
    add("Performance", "GPU", row["Gpu"])
    add("Storage", "Memory", row["Memory"])
    add("Physical", "Weight", row["Weight"])
    categories = ["Laptops"] + ([row["TypeName"]] if row["TypeName"] else [])
    rec = {
        "kind": "product",
        "id": f'laptop-{row["laptop_ID"]}',
        "name": name,
        "range": base_name(row),
        "categories": categories,
        "price": {"amount": float(row["Price_euros"]), "currency": "EUR"},
        "specs": specs,
    }
    return rec


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "raw_laptop_price.csv")
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    n = names(rows)
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[r["laptop_ID"]]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
