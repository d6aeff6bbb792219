#!/usr/bin/env python3
"""Converts raw_brickset_lego_2018-2022.csv (1,875 LEGO sets released 2018-2022 with a US launch
price, from Brickset via bruhu/lego-sets-analysis) to catalog.jsonl.

Shape: toys, a clean spec table written the way a toy shop lists LEGO sets (set number, theme
and subtheme, year, pieces, minifigures, ages "8+"), USD launch prices, the LEGO theme as the
product line (`range`), theme group + theme as categories; no prose. Deterministic: rows in file
order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_brickset_lego_2018-2022.csv")


def load(path=RAW):
    with open(path, encoding="utf-8-sig", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    return " ".join(s.split())


def number(row):
    """The item number a shop shows: Brickset's '75192-1' without the '-1' variant suffix; other
    variants ('6373622-2', rare) keep it."""
    sid = row["set_id"].strip()
    return sid[:-2] if sid.endswith("-1") else sid


def name(row):
    """Retailer-style title: 'LEGO <theme> <set name> <item number>' ('LEGO Star Wars AT-AT
    75313'); the theme is not repeated when the set name already starts with it as a word, and
    themes that are titles with 'The LEGO' ('The LEGO Batman Movie') stand without another 'LEGO'."""
    theme, nm = clean(row["theme"]), clean(row["name"])
    if nm.lower() == theme.lower() or nm.lower().startswith(theme.lower() + " "):
        head = "LEGO"
    elif theme.startswith("The LEGO "):  # 'The LEGO Batman Movie', 'The LEGO Movie 2'
        head = theme
    else:
        head = f"LEGO {theme}"
    return f"{head} {nm} {number(row)}"


def names(rows):
    """Set id -> display name; a name listed more than once gets ' (<set id>)'."""
    count = {}
    for r in rows:
        count[name(r)] = count.get(name(r), 0) + 1
    return {r["set_id"]: name(r) if count[name(r)] == 1 else f"{name(r)} ({r['set_id']})" for r in rows}


def product(row, display_name):
    specs = [
        {"section": "Product", "entry": "Item number", "value": number(row)},
        {"section": "Product", "entry": "Theme", "value": clean(row["theme"])},
        {"section": "Product", "entry": "Subtheme", "value": clean(row["subtheme"])},
        {"section": "Product", "entry": "Year released", "value": clean(row["year"])},
        {"section": "Build", "entry": "Pieces", "value": clean(row["pieces"])},
        {"section": "Build", "entry": "Minifigures", "value": clean(row["minifigs"])},
        {"section": "Build", "entry": "Ages", "value": f"{clean(row['agerange_min'])}+" if clean(row["agerange_min"]) else ""},
    ]
    specs = [s for s in specs if s["value"]]
    categories = []
    for c in (clean(row["themeGroup"]), clean(row["theme"])):
        if c and c not in categories:
            categories.append(c)
    return {
        "kind": "product",
        "id": f"lego-{row['set_id'].strip()}",
        "name": display_name,
        "range": clean(row["theme"]),
        "categories": categories,
        "url": row["bricksetURL"].strip(),
        "price": {"amount": float(row["US_retailPrice"]), "currency": "USD"},
        "specs": specs,
    }


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    n = names(rows)
    if len(n) != len(rows):
        sys.exit("two rows share a set id")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[r["set_id"]]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
