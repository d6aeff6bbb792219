#!/usr/bin/env python3
"""Converts raw_beer_profile_and_ratings.csv (3,197 beers listed on BeerAdvocate, with the style,
brewery, ABV, the style's IBU range, a tasting profile counted from reviews, the average review
scores and the brewer's own description, the Kaggle "Beer Profile and Ratings Data Set" as
committed in TheJackSinclair/PintTracker) to catalog.jsonl.

Shape: craft beer, a numeric spec table (ABV written `5.3`, `0`, `28`; the STYLE's IBU range
`25`/`50`, not the beer's own IBU; eleven tasting-profile word counts `0`-`150+`; five review
averages written with six decimals `3.498994`; a review count) plus the brewer's description in
prose, where ingredients (honey, coffee, Citra hops), barrel ageing, awards, gluten, seasons and
filtration are stated. No prices. Only the 1,442 beers whose description is at least 150
characters long (after the source's `Notes:` prefix and the literal `\\t` at its end are removed)
are kept: the others have an empty or one-line description ("error entering this description").
Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_beer_profile_and_ratings.csv")
MIN_DESCRIPTION = 150

PROFILE = [("astringency", "Astringency"), ("body", "Body"), ("alcohol", "Alcohol"), ("bitter", "Bitter"),
           ("sweet", "Sweet"), ("sour", "Sour"), ("salty", "Salty"), ("fruits", "Fruits"), ("hoppy", "Hoppy"),
           ("spices", "Spices"), ("malty", "Malty")]
REVIEWS = [("review_overall", "Overall rating"), ("review_aroma", "Aroma rating"),
           ("review_appearance", "Appearance rating"), ("review_palate", "Palate rating"),
           ("review_taste", "Taste rating")]


def load_all(path=RAW):
    """Every raw row, with its 1-based row number (header excluded) under the key '#'."""
    with open(path, encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    for i, r in enumerate(rows, 1):
        r["#"] = i
    return rows


def description(row):
    """The brewer's description: the source's leading 'Notes:' and its trailing literal backslash-t
    (written as the two characters '\\t') removed, whitespace collapsed."""
    d = row["description"]
    if d.startswith("Notes:"):
        d = d[len("Notes:"):]
    d = re.sub(r"(?:\\t|\s)+$", "", d)
    return " ".join(d.split())


def kept(row):
    return len(description(row)) >= MIN_DESCRIPTION


def load(path=RAW):
    """The kept rows: those with a description of at least MIN_DESCRIPTION characters."""
    return [r for r in load_all(path) if kept(r)]


def rid(row):
    return f"ba-{row['#']}"


def name(row):
    """The source's full name, brewery + beer ('Alaskan Brewing Co. Alaskan Amber'); unique in the
    source (asserted in main)."""
    return " ".join(row["beer_name_full"].split())


def style(row):
    return " ".join(row["style"].split())


def family(row):
    """The style family: the part of the style before ' - ' ('Stout - Irish Dry' -> 'Stout')."""
    return style(row).split(" - ")[0]


def abv(row):
    return float(row["abv"])


def rating(row):
    return float(row["review_overall"])


def reviews(row):
    return int(row["number_of_reviews"])


def product(row):
    specs = [
        {"section": "Beer", "entry": "Style", "value": style(row)},
        {"section": "Beer", "entry": "Brewery", "value": " ".join(row["brewery"].split())},
        {"section": "Beer", "entry": "Beer name", "value": " ".join(row["name"].split())},
        {"section": "Beer", "entry": "ABV", "value": row["abv"]},
        {"section": "Style guidelines", "entry": "Min IBU", "value": row["min_ibu"]},
        {"section": "Style guidelines", "entry": "Max IBU", "value": row["max_ibu"]},
    ]
    for key, label in PROFILE:
        specs.append({"section": "Tasting profile (word counts in reviews)", "entry": label, "value": row[key]})
    for key, label in REVIEWS:
        specs.append({"section": "Reviews", "entry": label, "value": row[key]})
    specs.append({"section": "Reviews", "entry": "Number of reviews", "value": row["number_of_reviews"]})
    cats = [family(row)] if family(row) == style(row) else [family(row), style(row)]
    return {
        "kind": "product",
        "id": rid(row),
        "name": name(row),
        "brand": " ".join(row["brewery"].split()),
        "categories": cats,
        "specs": specs,
        "text": "## Description\n\n" + description(row),
    }


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    allrows = load_all(raw)
    if len({name(r) for r in allrows}) != len(allrows):
        sys.exit("two rows share a full beer name")
    rows = [r for r in allrows if kept(r)]
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r), ensure_ascii=False) + "\n")
    print(f"{len(rows)} of {len(allrows)} beers kept -> {out}")


if __name__ == "__main__":
    main()
