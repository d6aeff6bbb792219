#!/usr/bin/env python3
"""Converts raw_mal_sample.csv (2,000 titles: the most popular TV series, movies and ONAs of a
MyAnimeList table scraped through the Jikan API in 2020-21; see SOURCE.md) to catalog.jsonl.

Shape: an anime catalog, no price. A spec table (type TV / Movie / ONA, genres as a comma list
`Action, Military, Adventure`, MyAnimeList score `9.22 / 10`, popularity rank, members, number of
users who scored, age rating `PG-13 - Teens 13 or older`, premiered season `Spring 2009` and year
(TV series only: the source has no date for movies and ONAs), studios as a comma list, other
titles) next to MyAnimeList's synopsis — the only place where what a title is about (time travel,
a high school, zombies, idols, baseball) is written.
Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_mal_sample.csv")
NA = "Not available"


def clean(s):
    """Whitespace collapsed to one space."""
    return " ".join(s.replace("\xa0", " ").split())


def load(path=RAW):
    """The raw rows in file order (MyAnimeList popularity order)."""
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def titles(row):
    """[main title, other titles…]: `show_titles` is the MAL title and its synonyms joined by ";;"
    (empty and repeated synonyms dropped)."""
    out = []
    for t in row["show_titles"].split(";;"):
        t = clean(t.rstrip(";"))
        if t and t not in out:
            out.append(t)
    return out


def name(row):
    return titles(row)[0]


SMALL = {"of", "and"}


def genre_label(g):
    """`slice of life` -> `Slice of Life`, `sci-fi` -> `Sci-Fi`."""
    words = []
    for i, w in enumerate(g.strip().split(" ")):
        if i and w in SMALL:
            words.append(w)
        else:
            words.append("-".join(p[:1].upper() + p[1:] for p in w.split("-")))
    return " ".join(words)


def genres(row):
    """The raw genre words (lower case, as upstream) in file order."""
    return [clean(g) for g in row["genres"].split(";") if clean(g)]


def studios(row):
    return [clean(s) for s in row["studios"].split(";") if clean(s)]


def score(row):
    s = row["score"].strip()
    return None if s in ("", NA) else float(s)


def number(row, col):
    s = row[col].strip()
    return None if s in ("", NA) else int(float(s))


def premiered(row):
    """(`Spring 2009`, 2009) or (None, None); only TV rows carry a season upstream."""
    p = clean(row["premiered"])
    if not p or p == NA:
        return None, None
    return p, int(p.split()[-1])


def rating(row):
    r = clean(row["rating"])
    return None if r in ("", "None", NA) else r


def product(row):
    specs = []

    def add(entry, value):
        if value is not None and str(value) != "":
            specs.append({"section": "Anime", "entry": entry, "value": str(value)})

    gl = [genre_label(g) for g in genres(row)]
    add("Type", clean(row["type"]))
    add("Genres", ", ".join(gl))
    sc = score(row)
    add("MyAnimeList score", f"{sc:g} / 10" if sc is not None else None)
    add("MyAnimeList popularity rank", number(row, "popularity"))
    add("Members", number(row, "members"))
    add("Scored by", number(row, "scored_by"))
    add("Age rating", rating(row))
    season, year = premiered(row)
    add("Premiered", season)
    add("Year", year)
    add("Studios", ", ".join(studios(row)))
    add("Also known as", "; ".join(titles(row)[1:]))
    rec = {
        "kind": "product",
        "id": f"anime-{row['code'].strip()}",
        "name": name(row),
        "categories": [clean(row["type"])] + gl,
        "specs": specs,
    }
    d = clean(row["synopsis"])
    if d:
        rec["text"] = f"## Description\n\n{d}"
    return rec


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    ids = [r["code"] for r in rows]
    if len(set(ids)) != len(ids):
        sys.exit("two rows share a MAL id")
    if len({name(r) for r in rows}) != len(rows):
        sys.exit("two rows share a name")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r), ensure_ascii=False) + "\n")
    print(f"{len(rows)} titles -> {out}")


if __name__ == "__main__":
    main()
