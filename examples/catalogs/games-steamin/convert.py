#!/usr/bin/env python3
"""Converts raw_steam_in_2024-08.csv (1,642 Steam store apps with a rupee price, as fetched from
Steam's appdetails API from an Indian storefront by KTK-Jadoo/Steamlit in summer 2024) to
catalog.jsonl.

Shape: video games (plus DLC, soundtracks and a few creative apps, as Steam lists them), a short
spec table written the store's way (price `₹ 1,299`, release date `29 Sep, 2020`, first developer,
first publisher, Steam genres as a comma list `Indie, RPG, Strategy`) and one short marketing
paragraph per app (Steam's `short_description`, median ~190 characters) where modes, setting and
features live (co-op, VR, roguelike, pixel art, ...). INR prices. Deterministic: rows in file
order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import html
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_steam_in_2024-08.csv")


def load(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    """Whitespace collapsed, HTML entities of the API text decoded (`&quot;` -> `"`)."""
    return " ".join(html.unescape(s).split())


def price(row):
    """'₹ 1,299' -> 1299.0 (the store's final price in Indian rupees; grouping commas dropped)."""
    m = re.fullmatch(r"₹ ([\d,]+(?:\.\d+)?)", row["price"].strip())
    if not m:
        raise ValueError(f"not a rupee price: {row['price']!r}")
    return float(m.group(1).replace(",", ""))


def genres(row):
    """Steam genres, as listed ('Indie, RPG, Strategy' -> ['Indie', 'RPG', 'Strategy'])."""
    return [g.strip() for g in row["tags"].split(",") if g.strip()]


def year(row):
    m = re.search(r"\b(\d{4})$", row["release_date"].strip())
    return int(m.group(1)) if m else None


def pid(row):
    return row["appid"].strip()


def name(row):
    return clean(row["name"])


def names(rows):
    """Product id -> display name; a name listed more than once gets ' (<appid>)'."""
    count = {}
    for r in rows:
        count[name(r)] = count.get(name(r), 0) + 1
    return {pid(r): name(r) if count[name(r)] == 1 else f"{name(r)} ({pid(r)})" for r in rows}


def product(row, display_name):
    specs = [
        {"section": "Store", "entry": "Price", "value": row["price"].strip()},
        {"section": "Store", "entry": "Release date", "value": row["release_date"].strip()},
        {"section": "Game", "entry": "Developer", "value": clean(row["developer"])},
        {"section": "Game", "entry": "Publisher", "value": clean(row["publisher"])},
        {"section": "Game", "entry": "Genre", "value": ", ".join(genres(row))},
    ]
    specs = [s for s in specs if s["value"]]
    out = {
        "kind": "product",
        "id": f"steam-{pid(row)}",
        "name": display_name,
    }
    if clean(row["developer"]):
        out["range"] = clean(row["developer"])
    out.update({
        "categories": genres(row),
        "url": f"https://store.steampowered.com/app/{pid(row)}/",
        "price": {"amount": price(row), "currency": "INR"},
        "specs": specs,
    })
    desc = clean(row["description"])
    if desc:
        out["text"] = "## About this game\n" + desc
    return out


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    n = names(rows)
    if len(n) != len(rows):
        sys.exit("two rows share an appid")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[pid(r)]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} products -> {out}")


if __name__ == "__main__":
    main()
