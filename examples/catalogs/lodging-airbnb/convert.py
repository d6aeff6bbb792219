#!/usr/bin/env python3
"""Converts raw_antwerp_listings.csv (1,223 Airbnb listings in Antwerp, Belgium, from Inside Airbnb's
detailed listings file scraped 2024-06-29, as committed in
thstasy/A-Market-Analysis-of-Antwerp-Airbnb-Pricing, cut by sample.py) to catalog.jsonl.

Shape: short-term rentals (lodging), EUR. A spec table written the way Inside Airbnb exports it:
room and property type (`Entire home/apt`, `Private room in townhouse`), neighbourhood (Dutch
district names: `Historisch Centrum`, `Zuid`, `Borgerhout Intra Muros Noord`), guests, bedrooms,
beds (often empty), bathrooms as text (`1.5 shared baths`, `Half-bath`, `0 baths`), amenities as one
comma-separated cell (`Wifi, Kitchen, Free washer – In unit, Coffee maker: Nespresso, ...`), minimum
and maximum nights, the host's superhost flag and response time (`t` / `f`, `within an hour`),
review count and seven review scores (`4.83`, `5.0`; empty without reviews), instant booking
(`t` / `f`). The nightly price is the `price` object in EUR: the source writes it `$1,078.00`
although the currency is the euro (Inside Airbnb writes every city's local price with a `$`), so
no spec row repeats it. The host's description (with `<br />` line breaks turned into new lines,
median ~400 characters, cut by Inside Airbnb at 1,000) and the "neighbourhood" paragraph are the
prose; a few are in Dutch.
Deterministic: rows in file order, fixed key order, no clocks.
Usage: python3 convert.py [raw.csv] [out.jsonl]   (defaults: the files next to this script)
"""
import csv
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
RAW = os.path.join(HERE, "raw_antwerp_listings.csv")

SCORES = [("review_scores_rating", "Overall rating"), ("review_scores_accuracy", "Accuracy"),
          ("review_scores_cleanliness", "Cleanliness"), ("review_scores_checkin", "Check-in"),
          ("review_scores_communication", "Communication"), ("review_scores_location", "Location"),
          ("review_scores_value", "Value")]


def load(path=RAW):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def clean(s):
    return " ".join(s.split())


def rid(row):
    return f"abnb-{row['id']}"


def price(row):
    """Nightly price in EUR: '$1,078.00' -> 1078.0 (the '$' is Inside Airbnb's, the money is EUR)."""
    return float(row["price"].replace("$", "").replace(",", "").strip())


def amenities(row):
    """The amenities list (the column is a JSON array of strings), in the source's order."""
    return [clean(a) for a in json.loads(row["amenities"]) if clean(a)]


def paragraphs(s):
    """Host text: '<br />' (any spelling) -> line break, whitespace collapsed inside each line,
    empty lines dropped."""
    lines = re.split(r"<br\s*/?>", s, flags=re.I)
    return "\n".join(clean(x) for x in lines if clean(x))


def description(row):
    return paragraphs(row["description"])


def neighbourhood_text(row):
    return paragraphs(row["neighborhood_overview"])


def names(rows):
    """Listing id -> display name: the listing title, whitespace collapsed; a title used by more
    than one listing gets ' (<listing id>)'."""
    count = {}
    for r in rows:
        count[clean(r["name"])] = count.get(clean(r["name"]), 0) + 1
    return {r["id"]: clean(r["name"]) if count[clean(r["name"])] == 1 else f"{clean(r['name'])} ({r['id']})"
            for r in rows}


def text(row):
    parts = []
    if description(row):
        parts.append("## About this place\n\n" + description(row))
    if neighbourhood_text(row):
        parts.append("## The neighbourhood\n\n" + neighbourhood_text(row))
    return "\n\n".join(parts)


def product(row, display_name):
    specs = [
        {"section": "Listing", "entry": "Room type", "value": row["room_type"]},
        {"section": "Listing", "entry": "Property type", "value": row["property_type"]},
        {"section": "Listing", "entry": "Neighbourhood", "value": row["neighbourhood_cleansed"]},
        {"section": "Space", "entry": "Guests", "value": row["accommodates"]},
        {"section": "Space", "entry": "Bedrooms", "value": row["bedrooms"]},
        {"section": "Space", "entry": "Beds", "value": row["beds"]},
        {"section": "Space", "entry": "Bathrooms", "value": row["bathrooms_text"]},
        {"section": "Amenities", "entry": "Amenities", "value": ", ".join(amenities(row))},
        {"section": "Booking", "entry": "Minimum nights", "value": row["minimum_nights"]},
        {"section": "Booking", "entry": "Maximum nights", "value": row["maximum_nights"]},
        {"section": "Booking", "entry": "Instant bookable", "value": row["instant_bookable"]},
        {"section": "Host", "entry": "Superhost", "value": row["host_is_superhost"]},
        {"section": "Host", "entry": "Host since", "value": row["host_since"]},
        {"section": "Host", "entry": "Response time", "value": row["host_response_time"]},
        {"section": "Reviews", "entry": "Number of reviews", "value": row["number_of_reviews"]},
    ]
    for key, label in SCORES:
        specs.append({"section": "Reviews", "entry": label, "value": row[key]})
    specs = [dict(s, value=clean(s["value"])) for s in specs if clean(s["value"])]
    item = {
        "kind": "product",
        "id": rid(row),
        "name": display_name,
        "categories": [row["room_type"], row["property_type"]],
        "url": row["listing_url"].strip(),
        "price": {"amount": price(row), "currency": "EUR"},
        "specs": specs,
    }
    if text(row):
        item["text"] = text(row)
    return item


def main():
    raw = sys.argv[1] if len(sys.argv) > 1 else RAW
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(HERE, "catalog.jsonl")
    rows = load(raw)
    n = names(rows)
    if len(n) != len(rows) or len(set(n.values())) != len(rows):
        sys.exit("two rows share a listing id or a display name")
    with open(out, "w", encoding="utf-8", newline="\n") as f:
        for r in rows:
            f.write(json.dumps(product(r, n[r["id"]]), ensure_ascii=False) + "\n")
    print(f"{len(rows)} listings -> {out}")


if __name__ == "__main__":
    main()
