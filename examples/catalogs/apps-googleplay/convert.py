#!/usr/bin/env python3
"""Converts raw_googleplaystore_every4th.csv (every 4th distinct app of the Kaggle "Google Play Store
Apps" scrape, August 2018, as committed in Lexi888/GoogleAppRating-Analysis; see sample.py) to
catalog.jsonl.

Shape: Android apps and games, USD, 33 Play Store categories (written as the store's codes,
`ART_AND_DESIGN`, `HEALTH_AND_FITNESS`), a spec table in the store's own odd formats and no prose:
size `19M` / `201k` / `Varies with device`, installs as buckets `10,000+` / `1,000,000,000+`,
reviews as a bare count `87510`, dates `January 7, 2018`, Android requirement `4.0.3 and up` /
`4.4W and up` / `4.1 - 7.1.1`, current version `1.2.4` / `Varies with device` / `2.20 Build 02`,
genres as a `;`-separated multi-value cell (`Art & Design;Pretend Play`, `Education;Education`),
price `0` or `$4.99`.

Grouping (the scrape lists many apps more than once, re-scraped minutes apart or under a second
category): a LISTING is the set of records with the same App name, Size, Last Updated and Current
Ver. Its values are those of its record with the most Reviews (the first such record on a tie);
its categories are the distinct Category values of its records, that record's first, then file
order. Thirteen app names stand for two different listings (two different `Blood Pressure` apps,
an older and a newer `Twitter` record); a name shared by more than one listing once case and
punctuation are ignored gets ` (<id>)` appended. Id = `gp-<n>`, n = the 1-based position of the
listing's first record in the raw file.

Deterministic: records in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_googleplaystore_every4th.csv")
MISSING = "NaN"  # the scrape writes a missing cell as NaN


def load(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    return " ".join(s.split())


def reviews(row):
    return int(row["Reviews"])


def listings(rows):
    """[(id, record, [categories])] in order of each listing's first record."""
    groups = {}
    for n, r in enumerate(rows, 1):
        key = (r["App"], r["Size"], r["Last Updated"], r["Current Ver"])
        groups.setdefault(key, []).append((n, r))
    out = []
    for members in groups.values():
        best = max(members, key=lambda m: (reviews(m[1]), -m[0]))[1]
        cats = [best["Category"]]
        for _, r in members:
            if r["Category"] not in cats:
                cats.append(r["Category"])
        out.append((f"gp-{members[0][0]}", best, cats))
    return out


def name_key(s):
    """A name as a matcher normalises it: case folded, punctuation and spaces collapsed."""
    return " ".join(re.sub(r"[\W_]+", " ", s.casefold()).split())


def names(items):
    """Listing id -> display name: the App name, whitespace collapsed; a name shared by more than
    one listing once case and punctuation are ignored gets ' (<id>)'."""
    count = {}
    for _, r, _ in items:
        k = name_key(r["App"])
        count[k] = count.get(k, 0) + 1
    return {i: clean(r["App"]) if count[name_key(r["App"])] == 1 else f"{clean(r['App'])} ({i})"
            for i, r, _ in items}


def price(row):
    """The Price cell in US dollars: '0' -> 0.0, '$4.99' -> 4.99."""
    return float(row["Price"].replace("$", ""))


def value(row, col):
    v = clean(row[col])
    return None if v in ("", MISSING) else v


def product(pid, row, cats, display_name):
    specs = []

    def add(section, entry, v):
        if v is not None:
            specs.append({"section": section, "entry": entry, "value": v})

    add("Store listing", "Category", row["Category"])
    if len(cats) > 1:
        add("Store listing", "Also listed under", "; ".join(cats[1:]))
    add("Store listing", "Genres", value(row, "Genres"))
    add("Store listing", "Content Rating", value(row, "Content Rating"))
    add("Store listing", "Type", value(row, "Type"))
    if row["Price"] != "0":
        add("Store listing", "Price", value(row, "Price"))
    add("Ratings", "Rating", value(row, "Rating"))
    add("Ratings", "Reviews", value(row, "Reviews"))
    add("Ratings", "Installs", value(row, "Installs"))
    add("Technical", "Size", value(row, "Size"))
    add("Technical", "Current Ver", value(row, "Current Ver"))
    add("Technical", "Android Ver", value(row, "Android Ver"))
    add("Technical", "Last Updated", value(row, "Last Updated"))
    return {
        "kind": "product",
        "id": pid,
        "name": display_name,
        "categories": cats,
        "price": {"amount": price(row), "currency": "USD"},
        "specs": specs,
    }


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    items = listings(load(raw))
    n = names(items)
    if len(set(n.values())) != len(items):
        sys.exit("two listings share a display name")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for pid, r, cats in items:
            f.write(json.dumps(product(pid, r, cats, n[pid]), ensure_ascii=False) + "\n")
    print(f"{len(items)} products -> {out}")


if __name__ == "__main__":
    main()
