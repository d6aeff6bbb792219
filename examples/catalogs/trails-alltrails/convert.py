#!/usr/bin/env python3
"""Converts raw_alltrails_nationalparks.csv (j-ane/trail-data, 3,313 AllTrails trails in US national
parks) into catalog.jsonl.

Deterministic, CPython 3.11 standard library only. One record per row, in file order, id
`trail-<trail_id>` (AllTrails' own trail id). The name is the trail name; a name shared by several
rows gets the park and, if still shared (same name in the same park), the AllTrails id appended:
`Black Canyon Trail (Saguaro National Park)`, `Tenaya Lake Trail (Yosemite National Park,
#10012345)` (`display_names`, reused by gold.py). The park (`area_name`) is the range; the
categories are `Hiking trails` and the US state (`Hawaii` for the 49 rows whose country upstream is
`Hawaii` and whose state is the island).

The raw length and elevation gain are metres converted upstream from miles (one decimal) and feet
(whole): 4988.954 m = 3.1 mi, 186.8424 m = 613 ft. Both are written imperial first with the metric
value: `3.1 mi (5.0 km)`, `613 ft (187 m)`. A length of 0 (2 rows) is left out. Difficulty
(AllTrails' 1/3/5/7 scale) is written as a word (`Easy`, `Moderate`, `Hard`, `Very hard`) and the
number; visitor usage (1-4) as `Light`, `Moderate`, `Heavy`, `Very heavy` (empty in 253 rows: left
out). An average rating of 0 with 0 reviews means no rating: left out. Features and activities
(lists of slugs) are written as comma lists of readable names. There is no prose, URL or price.
"""
import ast
import collections
import csv
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_alltrails_nationalparks.csv")
OUT = os.path.join(HERE, "catalog.jsonl")

DIFFICULTY = {"1": "Easy", "3": "Moderate", "5": "Hard", "7": "Very hard"}
USAGE = {"1": "Light", "2": "Moderate", "3": "Heavy", "4": "Very heavy"}
FEATURE = {
    "ada": "ADA accessible", "beach": "Beach", "cave": "Cave", "city-walk": "City walk",
    "dogs": "Dogs allowed", "dogs-leash": "Dogs on leash", "dogs-no": "No dogs", "forest": "Forest",
    "historic-site": "Historic site", "hot-springs": "Hot springs", "kids": "Kid friendly",
    "lake": "Lake", "partially-paved": "Partially paved", "paved": "Paved",
    "rails-trails": "Rail trail", "river": "River", "strollers": "Stroller friendly",
    "views": "Views", "waterfall": "Waterfall", "wild-flowers": "Wild flowers",
    "wildlife": "Wildlife",
}


def load():
    """The raw rows, in file order (dicts keyed by the CSV header)."""
    with open(RAW, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def slugs(cell):
    """A raw list cell such as "['dogs-no', 'forest']" as a list of slugs."""
    return list(ast.literal_eval(cell)) if cell.strip() else []


def state(r):
    return "Hawaii" if r["country_name"] == "Hawaii" else r["state_name"]


def display_names(rows):
    """Unique display names, one per row, in file order."""
    by_name = collections.Counter(r["name"].strip() for r in rows)
    by_park = collections.Counter((r["name"].strip(), r["area_name"].strip()) for r in rows)
    out = []
    for r in rows:
        n, park = r["name"].strip(), r["area_name"].strip()
        if by_park[(n, park)] > 1:
            out.append(f"{n} ({park}, #{r['trail_id']})")
        elif by_name[n] > 1:
            out.append(f"{n} ({park})")
        else:
            out.append(n)
    return out


def words(s):
    return s.replace("-", " ").capitalize()


def miles(m):
    return round(float(m) / 1609.344, 1)


def feet(m):
    return round(float(m) / 0.3048)


def record(r, name):
    specs = []

    def add(section, entry, value):
        if value is not None and str(value).strip() != "":
            specs.append({"section": section, "entry": entry, "value": str(value).strip()})

    add("Location", "Park", r["area_name"])
    add("Location", "City", r["city_name"])
    add("Location", "State", state(r))
    length = float(r["length"])
    if length > 0:
        add("Trail", "Length", f"{miles(length):.1f} mi ({length / 1000:.1f} km)")
    gain = float(r["elevation_gain"])
    add("Trail", "Elevation gain", f"{feet(gain)} ft ({round(gain)} m)")
    add("Trail", "Route type", r["route_type"].capitalize())
    d = r["difficulty_rating"].strip()
    add("Trail", "Difficulty", f"{DIFFICULTY[d]} ({d} of 7)")
    u = r["visitor_usage"].strip()
    if u:
        add("Use", "Traffic", USAGE[u])
    add("Use", "Popularity score", r["popularity"])
    if not (float(r["avg_rating"]) == 0 and r["num_reviews"].strip() == "0"):
        add("Use", "Average rating", f"{float(r['avg_rating']):g} / 5")
    add("Use", "Reviews", r["num_reviews"])
    add("Features", "Features", ", ".join(FEATURE[s] for s in slugs(r["features"])))
    add("Features", "Activities", ", ".join(words(s) for s in slugs(r["activities"])))
    return {
        "kind": "product",
        "id": f"trail-{r['trail_id']}",
        "name": name,
        "range": r["area_name"].strip(),
        "categories": ["Hiking trails", state(r)],
        "specs": specs,
    }


def main():
    rows = load()
    names = display_names(rows)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        for r, n in zip(rows, names):
            f.write(json.dumps(record(r, n), ensure_ascii=False) + "\n")
    print(f"{len(rows)} records -> {OUT}")


if __name__ == "__main__":
    main()
