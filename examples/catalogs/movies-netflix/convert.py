#!/usr/bin/env python3
"""Converts raw_netflix_sample.csv (2,202 rows: every 4th title of the Kaggle "Netflix Movies and
TV Shows" table, titles on Netflix by mid-2021; see SOURCE.md) to catalog.jsonl.

Shape: a streaming catalog, no price. A spec table (type Movie / TV Show, director, cast,
countries as a comma list, date added `September 25, 2021`, release year, age rating `TV-MA` /
`PG-13`, duration as `90 min` for movies and `2 Seasons` for shows, genres as a comma list
`International TV Shows, TV Dramas, TV Mysteries`) next to a one-sentence plot description — the
only place where what a title is about (a heist, a cooking contest, a high school, a true story)
is written.
Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_netflix_sample.csv")
FIELDS = ["type", "title", "director", "cast", "country", "date_added", "release_year", "rating",
          "duration", "listed_in", "description"]


def clean(s):
    """Whitespace collapsed to one space."""
    return " ".join(s.replace("\xa0", " ").split())


def load(path=RAW):
    """The raw rows in file order, minus exact repeats: upstream lists one Kuwaiti show twice
    (`Feb-09`, s3997 and s5965, every column but show_id equal); the later row is dropped."""
    with open(path, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    seen, out = set(), []
    for r in rows:
        key = tuple(r[k] for k in FIELDS)
        if key in seen:
            continue
        seen.add(key)
        out.append(r)
    return out


def names(rows):
    """show_id -> catalog name: the title, plus " (<release year>)" where two kept rows share a
    title (one pair: `Velvet Colecci`, a 2020 movie and a 2018 show, the title cut upstream)."""
    from collections import Counter
    n = Counter(clean(r["title"]) for r in rows)
    return {r["show_id"]: clean(r["title"]) + (f" ({r['release_year']})" if n[clean(r["title"])] > 1 else "")
            for r in rows}


def items(s):
    return [clean(t) for t in s.split(",") if clean(t)]


def product(row, name):
    specs = []

    def add(entry, value):
        value = clean(value)
        if value:
            specs.append({"section": "Title", "entry": entry, "value": value})

    add("Type", row["type"])
    add("Genres", row["listed_in"])
    add("Release year", row["release_year"])
    add("Age rating", row["rating"])
    if row["type"] == "Movie":
        add("Running time", row["duration"])
    else:
        add("Seasons", row["duration"])
    add("Country", row["country"])
    add("Director", row["director"])
    add("Cast", row["cast"])
    add("Added to Netflix", row["date_added"])
    rec = {
        "kind": "product",
        "id": f"netflix-{row['show_id'].strip()}",
        "name": name,
        "categories": [clean(row["type"])] + items(row["listed_in"]),
        "specs": specs,
    }
    d = clean(row["description"])
    if d:
        rec["text"] = f"## Description\n\n{d}"
    return rec


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    ids = [r["show_id"] for r in rows]
    if len(set(ids)) != len(ids):
        sys.exit("two rows share a show_id")
    nm = names(rows)
    if len(set(nm.values())) != len(nm):
        sys.exit("two rows share a name")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, nm[r["show_id"]]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} titles -> {out}")


if __name__ == "__main__":
    main()
