#!/usr/bin/env python3
"""Converts raw_akc_breeds.csv (tmfilho/akcdata, 277 AKC dog breeds) into catalog.jsonl.

Deterministic, CPython 3.11 standard library only. One record per row, in file order, id
`dog-001` ... `dog-277`. The breed name (first, unnamed column) is the name; the AKC group is the
range and the second category. Height (cm) and weight (kg) are written as ranges rounded to one
decimal (the raw columns are inch/pound conversions with float noise: 3.17514659 -> 3.2 kg),
life expectancy in years; a range whose ends are equal is written as one value. Empty cells are
left out, and so are the impossible zeros (Cane Corso's weight `0.0`–`0.0`, Pyrenean
Shepherd's life expectancy `0.0`–`0.0`). The popularity cell `of` (3 rows, a scraping slip upstream) is left out. The
description is the text.
"""
import csv
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_akc_breeds.csv")
OUT = os.path.join(HERE, "catalog.jsonl")


def load():
    """The raw rows, in file order (dicts keyed by the CSV header; the breed is under '')."""
    with open(RAW, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def num(s):
    """A raw number; empty cells and the impossible 0.0 (Cane Corso's weight, Pyrenean Shepherd's
    life expectancy: scraping slips upstream) are None."""
    s = (s or "").strip()
    if not s or float(s) == 0.0:
        return None
    return float(s)


def fmt(x, nd=1):
    r = round(x, nd)
    if r == int(r):
        return str(int(r))
    return f"{r:.{nd}f}"


def rng(lo, hi, unit, nd=1):
    if lo is None and hi is None:
        return None
    if lo is None or hi is None:
        return f"{fmt(lo if hi is None else hi, nd)} {unit}"
    a, b = fmt(lo, nd), fmt(hi, nd)
    if a == b:
        return f"{a} {unit}"
    return f"{a}–{b} {unit}"


def record(i, r):
    name = r[""].strip()
    group = r["group"].strip()
    specs = []

    def add(section, entry, value):
        if value is not None and str(value).strip() != "":
            specs.append({"section": section, "entry": entry, "value": str(value).strip()})

    add("Breed", "AKC group", group)
    add("Breed", "Temperament", r["temperament"])
    pop = r["popularity"].strip()
    if pop.isdigit():
        add("Breed", "AKC popularity rank", pop)
    add("Size", "Height", rng(num(r["min_height"]), num(r["max_height"]), "cm"))
    add("Size", "Weight", rng(num(r["min_weight"]), num(r["max_weight"]), "kg"))
    add("Health", "Life expectancy", rng(num(r["min_expectancy"]), num(r["max_expectancy"]), "years", 0))
    add("Care", "Grooming", r["grooming_frequency_category"])
    add("Care", "Shedding", r["shedding_category"])
    add("Care", "Energy level", r["energy_level_category"])
    add("Behaviour", "Trainability", r["trainability_category"])
    add("Behaviour", "Demeanor", r["demeanor_category"])
    rec = {
        "kind": "product",
        "id": f"dog-{i + 1:03d}",
        "name": name,
        "range": group,
        "categories": ["Dog breeds", group],
        "specs": specs,
    }
    text = r["description"].strip()
    if text:
        rec["text"] = text
    return rec


def main():
    rows = load()
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for i, r in enumerate(rows):
            f.write(json.dumps(record(i, r), ensure_ascii=False) + "\n")
    print(f"{len(rows)} records -> {OUT}")


if __name__ == "__main__":
    main()
