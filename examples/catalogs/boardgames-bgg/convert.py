#!/usr/bin/env python3
"""Converts the top 500 BoardGameGeek games (raw_bgg_top500_2017.csv, scraped in 2017, joined on the
BGG id with raw_bgg_db_1806_top500.csv for the designer, mechanic and category names) to
catalog.jsonl.

Shape: tabletop games, a spec table written the way game shops and databases write it ("2-4
players", "60-90 min", "13+", "Rob Daviau, Matt Leacock", mechanics and categories as comma
lists, complexity "2.80 / 5", rating "8.67 / 10") plus the BGG description as prose (HTML
entities decoded). No price: neither source has one. No publisher: neither source has one.
Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [out.jsonl]   (reads the raw files next to this script)
"""
import csv
import html
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_bgg_top500_2017.csv")
RAW_DB = os.path.join(HERE, "raw_bgg_db_1806_top500.csv")


def load(path=RAW, path_db=RAW_DB):
    """The 500 rows of the 2017 file, each with the matching 2018 row under key 'db'."""
    with open(path_db, encoding="utf-8", newline="") as f:
        db = {r["game_id"]: r for r in csv.DictReader(f)}
    with open(path, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    for r in rows:
        r["db"] = db[r["id"]]
    return rows


def num(s):
    return float(s) if s not in ("", "NA") else None


def split_list(s):
    """'Action Point Allowance System, Co-operative Play' -> list; 'none' -> []."""
    return [p.strip() for p in s.split(", ") if p.strip() and p.strip() != "none"]


def designers(r):
    return split_list(r["db"]["designer"])


def mechanics(r):
    return split_list(r["db"]["mechanic"])


def categories(r):
    return split_list(r["db"]["category"])


def players(r):
    lo, hi = int(r["minplayers"]), int(r["maxplayers"])
    if hi < lo:
        hi = lo
    return lo, hi


def times(r):
    """(min, max) playing time in minutes; (0, 0) when the source has none."""
    lo, hi = int(r["minplaytime"]), int(r["maxplaytime"])
    if lo == 0:
        lo = hi
    if hi == 0:
        hi = lo
    return lo, hi


def description(r):
    """BGG description: HTML entities decoded ('&#10;' is a newline), runs of blank lines cut."""
    t = html.unescape(r["description"]).replace("\r", "")
    t = "\n".join(line.rstrip() for line in t.split("\n"))
    t = re.sub(r"\n{3,}", "\n\n", t)
    return t.strip()


def fmt_players(r):
    lo, hi = players(r)
    if lo == hi:
        return f"{lo} player" + ("" if lo == 1 else "s")
    return f"{lo}-{hi} players"


def fmt_time(r):
    lo, hi = times(r)
    if hi == 0:
        return ""
    return f"{lo} min" if lo == hi else f"{lo}-{hi} min"


def names(rows):
    """BGG id -> display name: the BGG name; a name that two games share gets ' (<year>)'
    ('Lord of the Rings: The Confrontation (2002)' and '(2005)', the original and the deluxe
    edition)."""
    count = {}
    for r in rows:
        count[r["name"]] = count.get(r["name"], 0) + 1
    return {r["id"]: r["name"] if count[r["name"]] == 1 else f"{r['name']} ({r['yearpublished']})" for r in rows}


def product(r, display_name):
    y = int(r["yearpublished"])
    age = int(r["minage"])
    w, avg, n = num(r["average_weight"]), num(r["average_rating"]), int(r["users_rated"])
    specs = [
        ("Game", "Players", fmt_players(r)),
        ("Game", "Playing time", fmt_time(r)),
        ("Game", "Age", f"{age}+" if age > 0 else ""),
        ("Game", "Year published", str(y)),
        ("Game", "Designer", ", ".join(designers(r))),
        ("Game", "Category", ", ".join(categories(r))),
        ("Game", "Mechanics", ", ".join(mechanics(r))),
        ("BoardGameGeek", "Complexity", f"{w:.2f} / 5" if w else ""),
        ("BoardGameGeek", "Average rating", f"{avg:.2f} / 10" if avg else ""),
        ("BoardGameGeek", "Number of ratings", f"{n:,}"),
    ]
    return {
        "kind": "product",
        "id": f"bgg-{r['id']}",
        "name": display_name,
        "categories": categories(r),
        "url": f"https://boardgamegeek.com/boardgame/{r['id']}",
        "specs": [{"section": s, "entry": e, "value": v} for s, e, v in specs if v],
        "text": "## Description\n\n" + description(r),
    }


def main():
    out = sys.argv[1] if len(sys.argv) > 1 else os.path.join(HERE, "catalog.jsonl")
    rows = load()
    n = names(rows)
    if len(set(n.values())) != len(rows) or len(n) != len(rows):
        sys.exit("duplicate name or id")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[r["id"]]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
